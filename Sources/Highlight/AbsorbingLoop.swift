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
///   characters, or a character behind a guard, `(?:(?!G).)` with `G` such rows (Go's
///   `(?:(?!\*/).)*`: a step of it depends only on the text from where it starts);
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
    /// Rows a loop step must not start with (`(?!G)` in `(?:(?!G).)*`); empty for none.
    let loopGuard: [[ByteSet]]
    /// Whether the loop is `X+` rather than `X*`.
    let loopOneOrMore: Bool
    /// The bytes the rest can start with, when it starts with one character (C--'s comment
    /// `/[*](?:[^*]|[*][^/])*[*]+/`: `*`); nil when unknown. See `LoopReach.absorbs`.
    let restFirst: ByteSet?
    /// Capture groups the rest refers back to (`\1`), closed before the loop (only inside a
    /// pattern, see `interior`): the fact then holds for the text they captured, so facts are
    /// kept per captured text (Lua's long string `\[(=*)\[.*?\]\1\]`).
    let references: [Int]
    /// Where the loop starts in the pattern (two candidates with one loop are one).
    let loopOffset: Int
    /// The continuation as a pattern of its own, for checking the claim (see `continuation`).
    let restText: [UInt8]
    /// Where the rest starts in the pattern, when a match also answers for later positions:
    /// the pattern is `L(?=…X*R…)` (Matlab's string `"(?=(.*"))`), `L` a fixed row, `X` one
    /// character. A match at p reads `L` to e, `X`s from e to s, and `R` from s (a callout at
    /// this offset sees s: the last one before the match). At p' > p whose lead end e' lies in
    /// [e, s], the same `X`s lead from e' to s, and `R` matches from s as before (it looks
    /// only forward), so the pattern matches at p' too; it consumes `L` only, which ends at e'
    /// alone. Such a lookahead that succeeds after reading to the end of the line is otherwise
    /// tried at every opener of the line: quadratic time with no failure to learn from.
    /// `successClaimHoldsAgainstPCRE2` checks the claim on every lexer's patterns.
    let successRest: Int?

    /// At most this many lead ends are followed; more and the rule is simply tried.
    static let maxEnds = 8
    /// At most this many callouts in one pattern.
    static let maxSites = 4

    /// Analyses `pattern` (in the dialect of the lexers: PCRE2 with UTF, without UCP); nil
    /// unless it has the shape above for certain.
    init?(_ pattern: String) {
        let p = Self.prepared(pattern)
        guard let (start, dotAll, caseless) = Self.options(p) else { return nil }
        // Where `prepared` read a lookahead ending the pattern as a group: its `(`.
        let lookahead = zip(pattern.utf8, p).enumerated().first { $0.element.0 != $0.element.1 }.map { $0.offset - 2 }
        self.init(p, from: start, enclosing: [], closedCaptures: [], dotAll: dotAll, caseless: caseless, trailingLookahead: lookahead)
    }

    /// The pattern's bytes, with a lookahead that ends it (`'(?=(.*'))`, Haskell Core's
    /// `^(\S+)(?=.*?(=|::))`) read as a plain group `(?:`: nothing follows it, so the pattern
    /// matches at a position exactly when the one with the group does (only the match's length
    /// differs, which the claim does not use), and the far scan inside it becomes a loop of the
    /// pattern. Same length: offsets into it are offsets into the pattern.
    static func prepared(_ pattern: String) -> [UInt8] {
        var p = Array(pattern.utf8)
        guard p.last == UInt8(ascii: ")") else { return p }
        var opens: [Int] = []
        var i = 0
        while i < p.count {
            switch p[i] {
            case UInt8(ascii: "\\"): i += 2; continue
            case UInt8(ascii: "["): i = skipClass(p, i); continue
            case UInt8(ascii: "("): opens.append(i)
            case UInt8(ascii: ")"):
                guard let open = opens.popLast() else { return p }
                if i == p.count - 1, opens.isEmpty, open + 2 < p.count, p[open + 1] == UInt8(ascii: "?"), p[open + 2] == UInt8(ascii: "=") {
                    p[open + 2] = UInt8(ascii: ":")
                }
            default: break
            }
            i += 1
        }
        return p
    }

    /// The index after a class starting at `i` (`]` right after `[` or `[^` is a member).
    static func skipClass(_ p: [UInt8], _ i: Int) -> Int {
        var j = i + 1
        if j < p.count, p[j] == UInt8(ascii: "^") { j += 1 }
        if j < p.count, p[j] == UInt8(ascii: "]") { j += 1 }
        while j < p.count, p[j] != UInt8(ascii: "]") {
            if p[j] == UInt8(ascii: "\\") { j += 1 }
            j += 1
        }
        return j + 1
    }

    /// Leading option settings: `(?s)`, `(?sx)`, `(?m)`, `(?i)`: where the pattern proper
    /// starts, whether `.` matches a line break, whether letters match either case. `x`
    /// changes how the pattern reads unless it has no space.
    private static func options(_ p: [UInt8]) -> (Int, Bool, Bool)? {
        var i = 0, dotAll = false, extended = false, caseless = false
        while i + 1 < p.count, p[i] == UInt8(ascii: "("), p[i + 1] == UInt8(ascii: "?") {
            var j = i + 2, on = true
            while j < p.count, p[j] != UInt8(ascii: ")") {
                switch p[j] {
                case UInt8(ascii: "-"): on = false
                case UInt8(ascii: "s"): dotAll = on
                case UInt8(ascii: "x"): extended = extended || on
                case UInt8(ascii: "i"): caseless = on
                case UInt8(ascii: "m"), UInt8(ascii: "U"): break
                default: return nil
                }
                j += 1
            }
            guard j < p.count else { return nil }
            i = j + 1
        }
        if extended, p.contains(where: { $0 == 32 || $0 == 9 || $0 == 10 || $0 == UInt8(ascii: "#") }) { return nil }
        return (i, dotAll, caseless)
    }

    /// Whether `p[range]` (a group's text before a callout, read again when the group repeats)
    /// only looks forward: no lookbehind, start assertion, back-reference, recursion,
    /// conditional or verb.
    private static func looksOnlyForward(_ p: [UInt8], _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            switch p[i] {
            case UInt8(ascii: "\\"):
                guard i + 1 < p.count, !Array("AGKgkQbB123456789".utf8).contains(p[i + 1]) else { return false }
                i += 2
                continue
            case UInt8(ascii: "["):
                i = skipClass(p, i)
                continue
            case UInt8(ascii: "^"): return false
            case UInt8(ascii: "("):
                if i + 1 < p.count, p[i + 1] == UInt8(ascii: "*") { return false }
                if i + 2 < p.count, p[i + 1] == UInt8(ascii: "?"), !Array(":=!>s-".utf8).contains(p[i + 2]) { return false }
            default: break
            }
            i += 1
        }
        return true
    }

    /// Loops inside the pattern, for PCRE2 callouts placed at their offsets: the pattern's
    /// continuation from there (to its end, never looking before its start) has the shape
    /// `L X* R`, within groups `(…)`, `(?:…)`, `(?s:…)` or `(?-s:…)` only. The claim then holds
    /// for the continuation wherever PCRE2 reaches the callout: when an attempt fails, the
    /// continuation failed from each position the callout saw, and later attempts give up there
    /// at once (C's function signature `…\s*\([^;]*?\)…` tried at every word of a run of
    /// unclosed `(`). Inside an enclosing group, an alternative after the callout is not part
    /// of the continuation (it starts back at the group's start), and a group repeated by `*`
    /// or `+` continues with the group again (read from a later position, so still forward).
    /// Of the candidates, those whose loop admits many bytes (a negated class or `.`, the
    /// loops that run far), one per loop, at most `maxSites`.
    static func interior(_ pattern: String) -> [(offset: Int, loop: AbsorbingLoop)] {
        continuations(of: pattern).map { ($0.offset, $0.loop) }
    }

    /// As `interior`, with each continuation as a pattern of its own (the leading options, a
    /// `(?:` for each group it starts in, then the rest of the pattern without the alternatives
    /// it skips), for checking the claim.
    static func continuations(of pattern: String) -> [(offset: Int, loop: AbsorbingLoop, pattern: String)] {
        let p = prepared(pattern)
        guard let (start, dotAll, caseless) = options(p) else { return [] }
        var found: [(offset: Int, loop: AbsorbingLoop, pattern: String)] = []
        // The groups open at the scan: plain kinds only (others end the scan's candidates
        // until closed).
        var groups: [Enclosing?] = []
        var captures = 0, closed: Set<Int> = [], numbered = true
        var i = start
        scan: while i < p.count {
            if i > start, !groups.contains(where: { $0 == nil }), found.count < maxSites,
                let loop = AbsorbingLoop(
                    p, from: i, enclosing: groups.map { $0! }, closedCaptures: numbered ? closed : [],
                    dotAll: groups.last??.dotAll ?? dotAll, caseless: caseless)
            {
                var union = ByteSet()
                for row in loop.loop { for set in row { union.formUnion(set) } }
                let size = (0..<256).filter { union.contains(UInt8($0)) }.count
                if size >= 128, !found.contains(where: { $0.loop.loopOffset == loop.loopOffset }) {
                    var text = Array(p[..<start])
                    for group in groups { text += Array((group!.dotAll == dotAll ? "(?:" : group!.dotAll ? "(?s:" : "(?-s:").utf8) }
                    found.append((i, loop, String(decoding: text + loop.restText, as: UTF8.self)))
                }
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
                i = skipClass(p, i)
            case UInt8(ascii: "("):
                let outer = groups.last??.dotAll ?? dotAll
                if i + 1 < p.count, p[i + 1] == UInt8(ascii: "?") {
                    // An option setting `(?i)` changes what follows: no candidate after it.
                    var j = i + 2
                    while j < p.count, p[j] == UInt8(ascii: "-") || (p[j] | 0x20 >= UInt8(ascii: "a") && p[j] | 0x20 <= UInt8(ascii: "z")) { j += 1 }
                    if j > i + 2, j < p.count, p[j] == UInt8(ascii: ")") { break scan }
                    let flags = Array(p[(i + 2)..<min(j + 1, p.count)])
                    if flags == Array(":".utf8) || flags == Array("s:".utf8) || flags == Array("-s:".utf8) {
                        let groupDotAll = flags.count == 1 ? outer : flags.count == 2
                        groups.append(Enclosing(contentStart: j + 1, dotAll: groupDotAll))
                        i = j + 1
                    } else {
                        // Named groups and branch resets renumber captures.
                        if i + 2 < p.count, p[i + 2] == UInt8(ascii: "<") || p[i + 2] == UInt8(ascii: "P") || p[i + 2] == UInt8(ascii: "'")
                            || p[i + 2] == UInt8(ascii: "|")
                        {
                            numbered = false
                        }
                        groups.append(nil)
                        i += 2
                    }
                } else {
                    captures += 1
                    groups.append(Enclosing(contentStart: i + 1, dotAll: outer, capture: captures))
                    i += 1
                }
                continue
            case UInt8(ascii: ")"):
                guard let group = groups.popLast() else { return [] }
                if let number = group?.capture { closed.insert(number) }
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
        return found
    }

    /// A group a continuation starts in: where its text starts, how it reads `.`, its capture number.
    struct Enclosing: Equatable {
        var contentStart: Int
        var dotAll: Bool
        var capture: Int? = nil
    }

    /// The shape read from `start` of `p`, inside the `enclosing` groups opened before it
    /// (none for a whole pattern); `closedCaptures`: groups a back-reference may name.
    private init?(
        _ p: [UInt8], from start: Int, enclosing: [Enclosing], closedCaptures: Set<Int>, dotAll: Bool, caseless: Bool,
        trailingLookahead: Int? = nil
    ) {
        var i = start

        /// One character: a class, an escape standing for a class or byte, `.` or a literal.
        /// Caseless, a letter stands for both cases; a class must already hold both cases of
        /// its letters (`[^a]` also refuses `A`, which its set does not say).
        func atom(_ i: Int, dotAll: Bool = dotAll) -> (ByteSet, Int)? {
            guard i < p.count else { return nil }
            var result: (ByteSet, Int)
            switch p[i] {
            case UInt8(ascii: "["):
                guard let parsed = BytePattern.parseClass(p, from: i + 1) else { return nil }
                result = parsed
            case UInt8(ascii: "\\"):
                guard i + 1 < p.count, let set = BytePattern.escape(p[i + 1]) else { return nil }
                result = (set, i + 2)
            case UInt8(ascii: "."):
                result = (dotAll ? ByteSet.all : ByteSet.complement(of: [UInt8(ascii: "\n")]), i + 1)
            case UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "|"), UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"),
                UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return nil
            default:
                guard p[i] < 0x80 else { return nil }
                var set = ByteSet()
                set.insert(p[i])
                if caseless, p[i] | 0x20 >= UInt8(ascii: "a"), p[i] | 0x20 <= UInt8(ascii: "z") { set.insert(p[i] ^ 0x20) }
                result = (set, i + 1)
            }
            if caseless {
                for letter in UInt8(ascii: "a")...UInt8(ascii: "z") where result.0.contains(letter) != result.0.contains(letter ^ 0x20) {
                    return nil
                }
            }
            return result
        }
        func isQuantifier(_ i: Int) -> Bool {
            i < p.count && (p[i] == UInt8(ascii: "*") || p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "?") || p[i] == UInt8(ascii: "{"))
        }
        /// A group of rows of unquantified characters and such groups, `(`, `(?:` … `)`: the
        /// rows (a nested group's alternatives multiply them) and the index after `)`.
        func simpleGroup(_ i: Int, dotAll: Bool = dotAll, negativeLookahead: Bool = false) -> ([[ByteSet]], Int)? {
            guard i < p.count, p[i] == UInt8(ascii: "(") else { return nil }
            var j = i + 1
            var groupDotAll = dotAll
            if negativeLookahead {
                guard j + 1 < p.count, p[j] == UInt8(ascii: "?"), p[j + 1] == UInt8(ascii: "!") else { return nil }
                j += 2
            } else if j + 1 < p.count, p[j] == UInt8(ascii: "?") {
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
            var rows: [[ByteSet]] = []
            // The rows of the alternative being read.
            var current: [[ByteSet]] = [[]]
            while j < p.count, p[j] != UInt8(ascii: ")") {
                if p[j] == UInt8(ascii: "|") {
                    rows += current
                    current = [[]]
                    j += 1
                    continue
                }
                if p[j] == UInt8(ascii: "("), let (nested, next) = simpleGroup(j, dotAll: groupDotAll), !isQuantifier(next) {
                    guard current.count * nested.count <= 16 else { return nil }
                    current = current.flatMap { row in nested.map { row + $0 } }
                    j = next
                    continue
                }
                guard let (set, next) = atom(j, dotAll: groupDotAll), !isQuantifier(next) else { return nil }
                for k in current.indices { current[k].append(set) }
                j = next
            }
            guard j < p.count else { return nil }
            return (rows + current, j + 1)
        }
        /// After `*` or `+`: the index after an optional lazy `?`; nil for possessive or `**`.
        func afterLoopQuantifier(_ i: Int) -> Int? {
            if i < p.count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "*") { return nil }
            return i < p.count && p[i] == UInt8(ascii: "?") ? i + 1 : i
        }
        /// A loop item at `i`: a character or simple group under `*` or `+`; its rows, whether
        /// `+`, and the index after it.
        func loopItem(_ i: Int) -> ([[ByteSet]], [[ByteSet]], Bool, Int)? {
            var rows: [[ByteSet]], next: Int, guardRows: [[ByteSet]] = []
            if let (set, after) = atom(i) {
                (rows, next) = ([[set]], after)
            } else if let (groupRows, after) = simpleGroup(i) {
                (rows, next) = (groupRows.filter { !$0.isEmpty }, after)
            } else if i + 3 < p.count, Array(p[i..<(i + 3)]) == Array("(?:".utf8),
                let (guarded, afterGuard) = simpleGroup(i + 3, negativeLookahead: true), !guarded.contains(where: \.isEmpty),
                let (set, afterAtom) = atom(afterGuard), afterAtom < p.count, p[afterAtom] == UInt8(ascii: ")")
            {
                // `(?:(?!G).)`: one character where no row of `G` starts.
                (rows, next, guardRows) = ([[set]], afterAtom + 1, guarded)
            } else {
                return nil
            }
            guard !rows.isEmpty, next < p.count, p[next] == UInt8(ascii: "*") || p[next] == UInt8(ascii: "+"),
                let after = afterLoopQuantifier(next + 1)
            else { return nil }
            return (rows, guardRows, p[next] == UInt8(ascii: "+"), after)
        }

        var lead: [Item] = []
        // Where the last item of the lead ends in the pattern.
        var leadEndOffset = start
        var loop: [[ByteSet]]? = nil
        var loopGuard: [[ByteSet]] = []
        var loopOneOrMore = false
        var loopOffset = 0
        // Groups opened in the lead and still open (around the loop, as `([^\n:]+)(:+)`).
        var openers = 0
        while loop == nil {
            if let (rows, guardRows, oneOrMore, after) = loopItem(i) {
                loopOffset = i
                loop = rows
                loopGuard = guardRows
                loopOneOrMore = oneOrMore
                i = after
            } else if let (set, next) = atom(i) {
                if next < p.count, p[next] == UInt8(ascii: "?") {
                    // `x?`, `x??`: an optional character (Markdown's `!?\[`); not `?+`.
                    if next + 1 < p.count, p[next + 1] == UInt8(ascii: "+") { return nil }
                    lead.append(Item(alternatives: [[set]], optional: true))
                    i = next + 1 < p.count && p[next + 1] == UInt8(ascii: "?") ? next + 2 : next + 1
                    leadEndOffset = i
                } else {
                    guard !isQuantifier(next) else { return nil }
                    lead.append(Item(alternatives: [[set]], optional: false))
                    i = next
                    leadEndOffset = i
                }
            } else if let (rows, next) = simpleGroup(i) {
                if next < p.count, p[next] == UInt8(ascii: "?") {
                    // `??` is a lazy optional (same matches); `?+` is possessive.
                    if next + 1 < p.count, p[next + 1] == UInt8(ascii: "+") { return nil }
                    lead.append(Item(alternatives: rows, optional: true))
                    i = next + 1 < p.count && p[next + 1] == UInt8(ascii: "?") ? next + 2 : next + 1
                    leadEndOffset = i
                } else {
                    guard !isQuantifier(next) else { return nil }
                    lead.append(Item(alternatives: rows, optional: false))
                    i = next
                    leadEndOffset = i
                }
            } else if i < p.count, p[i] == UInt8(ascii: "(") {
                // A group opened around the loop, capturing or not; others are left alone.
                var inner = i + 1
                if i + 1 < p.count, p[i + 1] == UInt8(ascii: "?") {
                    guard i + 2 < p.count, p[i + 2] == UInt8(ascii: ":") else { return nil }
                    inner = i + 3
                }
                // An optional group holding just a loop, `([^>]+)?`, is that loop under `*`:
                // a match exists with the one exactly when with the other (Apache's tags).
                if let (rows, guardRows, _, after) = loopItem(inner), after + 1 < p.count, p[after] == UInt8(ascii: ")"),
                    p[after + 1] == UInt8(ascii: "?"), !(after + 2 < p.count && p[after + 2] == UInt8(ascii: "+"))
                {
                    loopOffset = inner
                    loop = rows
                    loopGuard = guardRows
                    loopOneOrMore = false
                    i = after + 2 < p.count && p[after + 2] == UInt8(ascii: "?") ? after + 3 : after + 2
                    break
                }
                i = inner
                openers += 1
            } else if i < p.count, p[i] == UInt8(ascii: ")"), openers > 0, !isQuantifier(i + 1) {
                // A group of the lead closed before the loop (Markdown's `(!?\[)`).
                openers -= 1
                i += 1
            } else {
                return nil
            }
        }
        guard let loop else { return nil }
        let leadCanBeEmpty = lead.allSatisfy { $0.optional || $0.alternatives.contains(where: \.isEmpty) }
        // Caseless, PCRE2 with UTF also matches `k` to U+212A and `s` to U+017F: a lead that
        // reads those letters would end where the lead ends computed here do not say.
        if caseless {
            let folded: [UInt8] = Array("kKsS".utf8)
            for item in lead { for row in item.alternatives { for set in row where !set.contains(0x80) {
                if folded.contains(where: { set.contains($0) }) { return nil }
            } } }
        }
        // `\b`, `\B` or `^` right at p' would see the start of the subject there, and text
        // before it at p: allowed only where at least one character precedes them.
        let startAssertionsAllowed = !leadCanBeEmpty || loopOneOrMore
        let restStart = i
        // The rest's first character, when it must start with one (not caseless: PCRE2 then
        // also matches `k` and `s` to characters from U+0100).
        var restFirst: ByteSet? = nil
        if !caseless, let (set, next) = atom(i), !(next < p.count && (p[next] == UInt8(ascii: "?") || p[next] == UInt8(ascii: "*")
            || (p[next] == UInt8(ascii: "{") && next + 1 < p.count && p[next + 1] == UInt8(ascii: "0"))))
        {
            restFirst = set
        }
        // The rest: forward-looking only, and no alternative at the top level or in an opener.
        // Per open group: 0 opened in the rest, 1 an opener, 2 an enclosing group.
        var groups = [UInt8](repeating: 2, count: enclosing.count) + [UInt8](repeating: 1, count: openers)
        var text: [UInt8] = []
        var references: [Int] = []
        var repeats = false
        var copied = start
        while i < p.count {
            let byte = p[i]
            switch byte {
            case UInt8(ascii: "\\"):
                guard i + 1 < p.count else { return nil }
                let escaped = p[i + 1]
                switch escaped {
                case UInt8(ascii: "1")...UInt8(ascii: "9"):
                    let number = Int(escaped - UInt8(ascii: "0"))
                    guard closedCaptures.contains(number), !(i + 2 < p.count && p[i + 2] >= UInt8(ascii: "0") && p[i + 2] <= UInt8(ascii: "9"))
                    else { return nil }
                    if !references.contains(number) { references.append(number) }
                case UInt8(ascii: "A"), UInt8(ascii: "G"), UInt8(ascii: "K"), UInt8(ascii: "g"), UInt8(ascii: "k"), UInt8(ascii: "Q"):
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
                groups.append(0)
                i += 1
            case UInt8(ascii: ")"):
                guard let kind = groups.popLast() else { return nil }
                if kind == 1, isQuantifier(i + 1) { return nil }
                if kind == 2, isQuantifier(i + 1) {
                    // An enclosing group under `?`, `*` or `+` (lazy or not): after it the
                    // continuation may read the group again, from where it is then. Its empty
                    // repetition ends it (PCRE2), so the callout's repetition must be nonempty.
                    let group = enclosing[groups.count]
                    var q = i + 1
                    let quantifier = p[q]
                    guard quantifier != UInt8(ascii: "{"), startAssertionsAllowed else { return nil }
                    q += 1
                    let lazy = q < p.count && p[q] == UInt8(ascii: "?")
                    if q < p.count, p[q] == UInt8(ascii: "+") { return nil }
                    if lazy { q += 1 }
                    text += p[copied...i]
                    if quantifier != UInt8(ascii: "?") {
                        guard Self.looksOnlyForward(p, group.contentStart..<i) else { return nil }
                        repeats = true
                        text += Array((group.dotAll ? "(?s:" : "(?-s:").utf8) + p[group.contentStart..<i] + Array((lazy ? ")*?" : ")*").utf8)
                    }
                    copied = q
                    i = q
                    continue
                }
                i += 1
            case UInt8(ascii: "|"):
                guard let kind = groups.last, kind != 1 else { return nil }
                if kind == 2 {
                    // The alternatives after the callout start back at the group's start: the
                    // continuation goes on after the group.
                    text += p[copied..<i]
                    var depth = 0
                    while i < p.count {
                        if p[i] == UInt8(ascii: "\\") {
                            i += 2
                            continue
                        }
                        if p[i] == UInt8(ascii: "[") {
                            i = Self.skipClass(p, i)
                            continue
                        }
                        if p[i] == UInt8(ascii: "(") { depth += 1 }
                        if p[i] == UInt8(ascii: ")") {
                            if depth == 0 { break }
                            depth -= 1
                        }
                        i += 1
                    }
                    guard i < p.count else { return nil }
                    copied = i
                    continue
                }
                i += 1
            case UInt8(ascii: "^"):
                guard startAssertionsAllowed else { return nil }
                i += 1
            default:
                i += 1
            }
        }
        guard groups.isEmpty, !(repeats && !references.isEmpty) else { return nil }
        self.lead = lead
        self.loop = loop
        self.loopGuard = loopGuard
        self.loopOneOrMore = loopOneOrMore
        self.restFirst = restFirst
        // Success facts (see `successRest`): the lead before the lookahead, one way to read it,
        // a loop of single characters under `*`.
        if let lookahead = trailingLookahead, leadEndOffset <= lookahead, lookahead < loopOffset, enclosing.isEmpty,
            lead.allSatisfy({ !$0.optional && $0.alternatives.count == 1 }), loop.allSatisfy({ $0.count == 1 }), !loopOneOrMore,
            references.isEmpty, !repeats
        {
            successRest = restStart
        } else {
            successRest = nil
        }
        self.references = references
        self.loopOffset = loopOffset
        restText = text + Array(p[min(copied, p.count)...])
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

    /// The end of one step of the loop by `row` at `pos`, or nil (also where the guard holds).
    @inline(__always)
    func step(_ row: [ByteSet], _ code: UnsafeBufferPointer<UInt8>, at pos: Int) -> Int? {
        for guardRow in loopGuard where Self.match(guardRow, code, at: pos) != nil { return nil }
        return Self.match(row, code, at: pos)
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

    /// Whether an attempt whose lead ends at `target` is known to fail: the loop reaches
    /// `target` from a failed attempt's lead end, or every position the loop reaches from
    /// `target` is either reached so or holds a byte the rest cannot start with (so the rest
    /// fails there too). The second covers a loop whose rows are longer than one byte, which
    /// steps over the next opener's lead end (C--'s `(?:[^*]|[*][^/])*` reads `*x` of `/*x` as
    /// one step, never stopping after the `*`): from there a step or two joins the reached
    /// positions. Followed for at most `maxWalk` positions; `X+` loops are left out (a seed,
    /// reached by no step, is no failure of the rest there).
    mutating func absorbs(_ target: Int, loop: AbsorbingLoop, _ code: UnsafeBufferPointer<UInt8>) -> Bool {
        if reaches(target, loop: loop, code) { return true }
        guard let first = loop.restFirst, !loop.loopOneOrMore, target >= next - Self.window / 2 else { return false }
        // Positions the loop reaches from `target` and not yet shown to fail, in order.
        var pending: [Int] = [target]
        var walked = 0
        while let t = pending.min() {
            pending.removeAll { $0 == t }
            if t > target, reaches(t, loop: loop, code) { continue }
            walked += 1
            if walked > Self.maxWalk || (t < code.count && first.contains(code[t])) { return false }
            for row in loop.loop {
                if let end = loop.step(row, code, at: t), end > t, !pending.contains(end) { pending.append(end) }
            }
        }
        return true
    }

    /// Positions `absorbs` may follow off the reached ones.
    private static let maxWalk = 8

    /// Whether the loop reaches `target`; false when it cannot tell.
    mutating func reaches(_ target: Int, loop: AbsorbingLoop, _ code: UnsafeBufferPointer<UInt8>) -> Bool {
        if target < next - Self.window / 2 || slots.isEmpty { return false }
        while next < target {
            if next > lastReached { return false }
            if slots[next & (Self.window - 1)] == next {
                for row in loop.loop {
                    // A row is a few characters long, so its end is well inside the window.
                    if let end = loop.step(row, code, at: next), end > next, end - next < Self.window / 2 {
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
