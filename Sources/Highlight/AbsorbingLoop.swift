/// A fact about a rule's pattern that lets one failed PCRE2 attempt answer for later
/// positions, so a pattern that scans far before failing (an unterminated string or comment, a
/// `([^\n:]+)(:+)` over a long line without `:`) is not run again from every position of the
/// text it already read. Without it such inputs cost time quadratic in their length (issue 31:
/// 200 KB of Make with `"\` took 53 s, a 400 KB C block of unterminated `/*` over a minute).
///
/// The pattern has the shape `L X* R` (or `X+`, lazy or greedy), where
/// - `L` (the lead) is a row of single characters, some in groups that may be optional or hold
///   alternatives of such rows;
/// - `X` (the loop) is a single character or a group of alternatives, each a row of single
///   characters;
/// - `R` (the rest) looks only forward: no lookbehind, `\A`, `\G`, `\K`, back-reference,
///   recursion, conditional or backtracking verb, and no alternative at the level of the
///   groups `L X*` is nested in.
///
/// Claim: if the pattern fails at p, where `L` can end at e, then it fails at every p' ≥ p all
/// of whose lead ends e' the loop reaches from some such e (the text from e to e' is a row of
/// `X`s). For a match at p' reads `L`, `X`s from e' to s, then `R` from s; the same text read
/// from p is `L` to e, `X`s from e to e' and on to s, then `R` from s, which `R` matches alike
/// since it never looks before s. PCRE2's backtracking search at p is exhaustive (greediness
/// changes which match is found, never whether one exists), so a match at p' would have been
/// found at p. The lexer (`LexRun.lex`) follows the loop forward from the ends at p, one byte
/// at a time and once per byte, so the skipped attempts cost linear time together.
/// `absorbingLoopClaimHoldsAgainstPCRE2` checks the claim on every lexer's patterns.
struct AbsorbingLoop: Sendable {
    /// A group of the lead: alternatives, each a row of single characters; `optional` for `(…)?`.
    struct Item: Sendable {
        var alternatives: [[ByteSet]]
        var optional: Bool
    }

    let lead: [Item]
    /// The loop's alternatives, each a row of one or more single characters.
    let loop: [[ByteSet]]

    /// At most this many lead ends are followed; more and the rule is simply tried.
    static let maxEnds = 8

    /// Analyses `pattern` (in the dialect of the lexers: PCRE2 with UTF, without UCP); nil
    /// unless it has the shape above for certain.
    init?(_ pattern: String) {
        let p = Array(pattern.utf8)
        guard let (start, dotAll) = Self.options(p) else { return nil }
        self.init(p, from: start, openers: 0, dotAll: dotAll)
    }

    /// Leading option settings: `(?s)`, `(?sx)`, `(?m)`: where the pattern proper starts, and
    /// whether `.` matches a line break. Caseless ones would make the lead's characters sets of
    /// both cases (not worth it), and `x` changes how the pattern reads unless it has no space.
    private static func options(_ p: [UInt8]) -> (Int, Bool)? {
        var i = 0, dotAll = false, extended = false
        while i + 1 < p.count, p[i] == UInt8(ascii: "("), p[i + 1] == UInt8(ascii: "?") {
            var j = i + 2, on = true
            while j < p.count, p[j] != UInt8(ascii: ")") {
                switch p[j] {
                case UInt8(ascii: "-"): on = false
                case UInt8(ascii: "s"): dotAll = on
                case UInt8(ascii: "x"): extended = extended || on
                case UInt8(ascii: "m"), UInt8(ascii: "U"): break
                default: return nil
                }
                j += 1
            }
            guard j < p.count else { return nil }
            i = j + 1
        }
        if extended, p.contains(where: { $0 == 32 || $0 == 9 || $0 == 10 || $0 == UInt8(ascii: "#") }) { return nil }
        return (i, dotAll)
    }

    /// A loop inside the pattern, for a PCRE2 callout placed at `offset`: the pattern's
    /// continuation from there (to its end, never looking before its start) has the shape
    /// `L X* R`, within groups `(…)` or `(?:…)` only. The claim then holds for the continuation
    /// wherever PCRE2 reaches the callout: when an attempt fails, the continuation failed from
    /// each position the callout saw, and later attempts give up there at once (C's function
    /// signature `…\s*\([^;]*?\)…` tried at every word of a run of unclosed `(`). Of the
    /// candidates, the one whose loop admits the most bytes (a negated class or `.`, the loops
    /// that run far), and only such.
    static func interior(_ pattern: String) -> (offset: Int, loop: AbsorbingLoop)? {
        continuation(of: pattern).map { ($0.offset, $0.loop) }
    }

    /// As `interior`, with the continuation as a pattern of its own (the leading options, a
    /// `(?:` for each group it starts in, then the rest of the pattern), for checking the claim.
    static func continuation(of pattern: String) -> (offset: Int, loop: AbsorbingLoop, pattern: String)? {
        let p = Array(pattern.utf8)
        guard let (start, dotAll) = options(p) else { return nil }
        var best: (offset: Int, loop: AbsorbingLoop, size: Int, openers: Int)? = nil
        // Per open group, whether it is `(` or `(?:` (one a continuation may end inside).
        var groups: [Bool] = []
        var i = start
        scan: while i < p.count {
            if i > start, !groups.contains(false), let loop = AbsorbingLoop(p, from: i, openers: groups.count, dotAll: dotAll) {
                var union = ByteSet()
                for row in loop.loop { for set in row { union.formUnion(set) } }
                let size = (0..<256).filter { union.contains(UInt8($0)) }.count
                if size >= 128, size > best?.size ?? 0 { best = (i, loop, size, groups.count) }
            }
            switch p[i] {
            case UInt8(ascii: "\\"):
                i += 2
                if i - 1 < p.count, p[i - 1] == UInt8(ascii: "x") || p[i - 1] == UInt8(ascii: "p") || p[i - 1] == UInt8(ascii: "P"),
                    i < p.count, p[i] == UInt8(ascii: "{")
                {
                    while i < p.count, p[i] != UInt8(ascii: "}") { i += 1 }
                    i += 1
                }
            case UInt8(ascii: "["):
                var j = i + 1
                if j < p.count, p[j] == UInt8(ascii: "^") { j += 1 }
                if j < p.count, p[j] == UInt8(ascii: "]") { j += 1 }
                while j < p.count, p[j] != UInt8(ascii: "]") {
                    if p[j] == UInt8(ascii: "\\") { j += 1 }
                    j += 1
                }
                i = j + 1
            case UInt8(ascii: "("):
                if i + 1 < p.count, p[i + 1] == UInt8(ascii: "?") {
                    // An option setting `(?i)` changes what follows: no candidate after it.
                    var j = i + 2
                    while j < p.count, p[j] == UInt8(ascii: "-") || (p[j] | 0x20 >= UInt8(ascii: "a") && p[j] | 0x20 <= UInt8(ascii: "z")) { j += 1 }
                    if j > i + 2, j < p.count, p[j] == UInt8(ascii: ")") { break scan }
                    let plain = i + 2 < p.count && p[i + 2] == UInt8(ascii: ":")
                    groups.append(plain)
                    i += plain ? 3 : 2
                } else {
                    groups.append(true)
                    i += 1
                }
                continue
            case UInt8(ascii: ")"):
                guard !groups.isEmpty else { return nil }
                groups.removeLast()
                i += 1
            default:
                i += 1
            }
            // A quantifier belongs to the item before it: no callout between them.
            while i < p.count, [UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?")].contains(p[i]) { i += 1 }
            if i < p.count, p[i] == UInt8(ascii: "{") {
                while i < p.count, p[i] != UInt8(ascii: "}") { i += 1 }
                i += 1
                while i < p.count, [UInt8(ascii: "+"), UInt8(ascii: "?")].contains(p[i]) { i += 1 }
            }
        }
        guard let best else { return nil }
        let text = String(decoding: p[..<start], as: UTF8.self) + String(repeating: "(?:", count: best.openers)
            + String(decoding: p[best.offset...], as: UTF8.self)
        return (best.offset, best.loop, text)
    }

    /// The shape read from `start` of `p`, inside `openers` groups opened before it.
    private init?(_ p: [UInt8], from start: Int, openers enclosing: Int, dotAll: Bool) {
        var i = start

        /// One character: a class, an escape standing for a class or byte, `.` or a literal.
        func atom(_ i: Int, dotAll: Bool = dotAll) -> (ByteSet, Int)? {
            guard i < p.count else { return nil }
            switch p[i] {
            case UInt8(ascii: "["): return BytePattern.parseClass(p, from: i + 1)
            case UInt8(ascii: "\\"):
                guard i + 1 < p.count, let set = BytePattern.escape(p[i + 1]) else { return nil }
                return (set, i + 2)
            case UInt8(ascii: "."):
                return (dotAll ? ByteSet.all : ByteSet.complement(of: [UInt8(ascii: "\n")]), i + 1)
            case UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "|"), UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"),
                UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return nil
            default:
                guard p[i] < 0x80 else { return nil }
                var set = ByteSet()
                set.insert(p[i])
                return (set, i + 1)
            }
        }
        func isQuantifier(_ i: Int) -> Bool {
            i < p.count && (p[i] == UInt8(ascii: "*") || p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "?") || p[i] == UInt8(ascii: "{"))
        }
        /// A group of rows of unquantified characters, `(`, `(?:` … `)`: the rows and the index after `)`.
        func simpleGroup(_ i: Int) -> ([[ByteSet]], Int)? {
            guard i < p.count, p[i] == UInt8(ascii: "(") else { return nil }
            var j = i + 1
            var groupDotAll = dotAll
            if j + 1 < p.count, p[j] == UInt8(ascii: "?") {
                // `(?:`, and `(?s:`, `(?-s:` (C and D's comments: `(?s:.)*?`).
                if p[j + 1] == UInt8(ascii: "s"), j + 2 < p.count, p[j + 2] == UInt8(ascii: ":") {
                    groupDotAll = true
                    j += 1
                } else if p[j + 1] == UInt8(ascii: "-"), j + 3 < p.count, p[j + 2] == UInt8(ascii: "s"), p[j + 3] == UInt8(ascii: ":") {
                    groupDotAll = false
                    j += 2
                }
                guard p[j + 1] == UInt8(ascii: ":") else { return nil }
                j += 2
            }
            var rows: [[ByteSet]] = [[]]
            while j < p.count, p[j] != UInt8(ascii: ")") {
                if p[j] == UInt8(ascii: "|") {
                    rows.append([])
                    j += 1
                    continue
                }
                guard let (set, next) = atom(j, dotAll: groupDotAll), !isQuantifier(next) else { return nil }
                rows[rows.count - 1].append(set)
                j = next
            }
            guard j < p.count else { return nil }
            return (rows, j + 1)
        }
        /// After `*` or `+`: the index after an optional lazy `?`; nil for possessive or `**`.
        func afterLoopQuantifier(_ i: Int) -> Int? {
            if i < p.count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "*") { return nil }
            return i < p.count && p[i] == UInt8(ascii: "?") ? i + 1 : i
        }

        var lead: [Item] = []
        var loop: [[ByteSet]]? = nil
        var loopOneOrMore = false
        // The groups opened around the loop (`([^\n:]+)(:+)`), and any the continuation starts in.
        var openers = enclosing
        while loop == nil {
            if let (set, next) = atom(i) {
                if next < p.count, p[next] == UInt8(ascii: "*") || p[next] == UInt8(ascii: "+") {
                    loopOneOrMore = p[next] == UInt8(ascii: "+")
                    guard let after = afterLoopQuantifier(next + 1) else { return nil }
                    loop = [[set]]
                    i = after
                } else {
                    guard !isQuantifier(next) else { return nil }
                    lead.append(Item(alternatives: [[set]], optional: false))
                    i = next
                }
            } else if let (rows, next) = simpleGroup(i) {
                if next < p.count, p[next] == UInt8(ascii: "*") || p[next] == UInt8(ascii: "+") {
                    loopOneOrMore = p[next] == UInt8(ascii: "+")
                    guard let after = afterLoopQuantifier(next + 1) else { return nil }
                    let nonEmpty = rows.filter { !$0.isEmpty }
                    guard !nonEmpty.isEmpty else { return nil }
                    loop = nonEmpty
                    i = after
                } else if next < p.count, p[next] == UInt8(ascii: "?") {
                    // `??` is a lazy optional (same matches); `?+` is possessive.
                    if next + 1 < p.count, p[next + 1] == UInt8(ascii: "+") { return nil }
                    lead.append(Item(alternatives: rows, optional: true))
                    i = next + 1 < p.count && p[next + 1] == UInt8(ascii: "?") ? next + 2 : next + 1
                } else {
                    guard !isQuantifier(next) else { return nil }
                    lead.append(Item(alternatives: rows, optional: false))
                    i = next
                }
            } else if i < p.count, p[i] == UInt8(ascii: "(") {
                // A group opened around the loop, capturing or not; others are left alone.
                if i + 1 < p.count, p[i + 1] == UInt8(ascii: "?") {
                    guard i + 2 < p.count, p[i + 2] == UInt8(ascii: ":") else { return nil }
                    i += 3
                } else {
                    i += 1
                }
                openers += 1
            } else {
                return nil
            }
        }
        guard let loop else { return nil }
        let leadCanBeEmpty = lead.allSatisfy { $0.optional || $0.alternatives.contains(where: \.isEmpty) }
        // `\b`, `\B` or `^` right at p' would see the start of the subject there, and text
        // before it at p: allowed only where at least one character precedes them.
        let startAssertionsAllowed = !leadCanBeEmpty || loopOneOrMore
        // The rest: forward-looking only, and no alternative at the top level or in an opener.
        // Per open group, whether it is an opener.
        var groups = [Bool](repeating: true, count: openers)
        while i < p.count {
            let byte = p[i]
            switch byte {
            case UInt8(ascii: "\\"):
                guard i + 1 < p.count else { return nil }
                let escaped = p[i + 1]
                switch escaped {
                case UInt8(ascii: "A"), UInt8(ascii: "G"), UInt8(ascii: "K"), UInt8(ascii: "g"), UInt8(ascii: "k"), UInt8(ascii: "Q"),
                    UInt8(ascii: "1")...UInt8(ascii: "9"):
                    return nil
                case UInt8(ascii: "b"), UInt8(ascii: "B"):
                    guard startAssertionsAllowed else { return nil }
                default: break
                }
                i += 2
            case UInt8(ascii: "["):
                // Skip a class: `]` right after `[` or `[^` is a member; escapes skip a byte.
                var j = i + 1
                if j < p.count, p[j] == UInt8(ascii: "^") { j += 1 }
                if j < p.count, p[j] == UInt8(ascii: "]") { j += 1 }
                while j < p.count, p[j] != UInt8(ascii: "]") {
                    if p[j] == UInt8(ascii: "\\") { j += 1 } else if p[j] == UInt8(ascii: "["), j + 1 < p.count, p[j + 1] == UInt8(ascii: ":") {
                        return nil
                    }
                    j += 1
                }
                guard j < p.count else { return nil }
                i = j + 1
            case UInt8(ascii: "("):
                if i + 1 < p.count, p[i + 1] == UInt8(ascii: "*") { return nil }
                if i + 1 < p.count, p[i + 1] == UInt8(ascii: "?") {
                    guard i + 2 < p.count else { return nil }
                    let kind = p[i + 2]
                    // Allowed: `(?:`, `(?=`, `(?!`, `(?>` and option settings; not `(?<=`,
                    // `(?<!`, named groups, conditionals, recursion, branch reset.
                    let allowed = kind == UInt8(ascii: ":") || kind == UInt8(ascii: "=") || kind == UInt8(ascii: "!") || kind == UInt8(ascii: ">")
                        || kind == UInt8(ascii: "-") || (kind | 0x20 >= UInt8(ascii: "a") && kind | 0x20 <= UInt8(ascii: "z") && kind != UInt8(ascii: "P")
                            && kind != UInt8(ascii: "R") && kind != UInt8(ascii: "C"))
                    guard allowed else { return nil }
                }
                groups.append(false)
                i += 1
            case UInt8(ascii: ")"):
                guard let opener = groups.popLast() else { return nil }
                // An opener closed with a quantifier would repeat or skip `L X*` itself.
                if opener, isQuantifier(i + 1) { return nil }
                i += 1
            case UInt8(ascii: "|"):
                guard let opener = groups.last, !opener else { return nil }
                i += 1
            case UInt8(ascii: "^"):
                guard startAssertionsAllowed else { return nil }
                i += 1
            default:
                i += 1
            }
        }
        guard groups.isEmpty else { return nil }
        self.lead = lead
        self.loop = loop
    }

    /// The positions where the lead can end when it starts at `pos` of valid UTF-8 `code`,
    /// written to `ends` (room for `maxEnds`), distinct; their count, or nil when there are more.
    func leadEnds(_ code: UnsafeBufferPointer<UInt8>, at pos: Int, into ends: UnsafeMutablePointer<Int>) -> Int? {
        ends[0] = pos
        var count = 1
        for item in lead {
            if !item.optional, item.alternatives.count == 1 {
                // The common case: one row, each end moves on or drops out.
                var kept = 0
                for k in 0..<count {
                    if let end = Self.match(item.alternatives[0], code, at: ends[k]) {
                        ends[kept] = end
                        kept += 1
                    }
                }
                count = kept
            } else {
                var next = [Int](repeating: 0, count: Self.maxEnds), made = 0
                func add(_ end: Int) -> Bool {
                    for k in 0..<made where next[k] == end { return true }
                    guard made < Self.maxEnds else { return false }
                    next[made] = end
                    made += 1
                    return true
                }
                for k in 0..<count {
                    if item.optional, !add(ends[k]) { return nil }
                    for row in item.alternatives {
                        if let end = Self.match(row, code, at: ends[k]), !add(end) { return nil }
                    }
                }
                for k in 0..<made { ends[k] = next[k] }
                count = made
            }
            if count == 0 { return 0 }
        }
        return count
    }

    /// The end of a row of single characters at `pos`, or nil. A class holding the bytes from
    /// 0x80 (a negated class, `.`) matches a whole non-ASCII character, as in PCRE2.
    @inline(__always)
    static func match(_ row: [ByteSet], _ code: UnsafeBufferPointer<UInt8>, at pos: Int) -> Int? {
        var i = pos
        for set in row {
            guard i < code.count, set.contains(code[i]) else { return nil }
            i = min(i + LexRun.characterLength(code[i]), code.count)
        }
        return i
    }
}

/// Where a rule's loop reaches from the lead ends of failed attempts (see `AbsorbingLoop`),
/// followed forward with the lexer, each byte once. Every flag states a fact ("the loop reaches
/// q from a lead end of an attempt that failed"), so flags of earlier failures stay true and
/// nothing is cleared; a slot holds the position it flags, and one overwritten by a later
/// position only loses a fact (the rule is then tried).
struct LoopReach {
    /// Made on the first seed: most loops of a lexer never fail in a given run.
    private var slots: [Int] = []
    private static let window = 64
    /// Positions before this had their loop steps taken.
    private var next = 0
    /// The last position flagged; none beyond it is reached until a new seed.
    private var lastReached = -1

    /// After a failed attempt at `pos`: the loop starts at the lead ends there. A seed well
    /// behind the positions processed is dropped (a lost fact), so no byte is processed more
    /// than a window's length of times.
    mutating func seed(_ ends: UnsafeBufferPointer<Int>, at pos: Int) {
        if slots.isEmpty { slots = [Int](repeating: -1, count: Self.window) }
        if pos < next - Self.window / 2 { return }
        if next > pos || lastReached < pos { next = pos }
        for end in ends where end - pos < Self.window / 2 {
            slots[end & (Self.window - 1)] = end
            lastReached = max(lastReached, end)
        }
    }

    /// Whether the loop reaches `target`; false when it cannot tell.
    mutating func reaches(_ target: Int, loop: AbsorbingLoop, _ code: UnsafeBufferPointer<UInt8>) -> Bool {
        if target < next - Self.window / 2 || slots.isEmpty { return false }
        while next < target {
            if next > lastReached { return false }
            if slots[next & (Self.window - 1)] == next {
                for row in loop.loop {
                    // A row is a few characters long, so its end is well inside the window.
                    if let end = AbsorbingLoop.match(row, code, at: next), end > next, end - next < Self.window / 2 {
                        slots[end & (Self.window - 1)] = end
                        lastReached = max(lastReached, end)
                    }
                }
            }
            next += 1
        }
        return slots[target & (Self.window - 1)] == target
    }
}
