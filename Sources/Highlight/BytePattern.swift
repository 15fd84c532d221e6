/// A rule pattern that is only a row of character classes, the last one optionally repeated
/// (`\s+`, `[()\[\],.;]`, `[a-zA-Z_][a-zA-Z0-9_]*`, `[^\\"]+`, `::`), or empty (the
/// `r("", .text, pop)` that ends many states): matched here over bytes,
/// without a call into PCRE2 and without compiling the pattern at all.
///
/// Speed, measured on the code of the 1,000-post corpus (2,791 Swift and Objective-C blocks,
/// `HighlightBench --markdown`): about 40% of the rule attempts are such patterns, and a PCRE2
/// call with its bookkeeping costs several times the few byte tests that replace it.
///
/// Only patterns whose meaning here is certain become byte patterns; anything else (groups,
/// alternatives, anchors, `?`, counted repeats, inline options, non-ASCII text, escapes other
/// than the ones below) stays with PCRE2. PCRE2 is compiled with UTF but not UCP, so `\s`,
/// `\d`, `\w` are ASCII, and a negated class or `.` matches any non-ASCII character: as a byte
/// set it holds every byte from 0x80 (lead and continuation bytes alike), so a repeated class
/// consumes whole characters and a single one consumes the character its lead byte starts.
struct BytePattern: Equatable {
    /// The classes in order; only the last may repeat.
    var classes: [ByteSet]
    var repeatLast: Repeat

    enum Repeat: UInt8 {
        case once, oneOrMore, zeroOrMore
    }

    /// The bytes a match can start with (every byte when the pattern can match empty).
    var firstBytes: ByteSet {
        classes.isEmpty || (classes.count == 1 && repeatLast == .zeroOrMore) ? .all : classes[0]
    }

    /// Parses `pattern`; nil unless it is of the simple form above.
    init?(_ pattern: String) {
        let p = Array(pattern.utf8)
        var classes: [ByteSet] = []
        var repeatLast = Repeat.once
        var i = 0
        while i < p.count {
            // A class after a repeated one would need backtracking to match as PCRE2 does.
            if repeatLast != .once { return nil }
            let byte = p[i]
            var set = ByteSet()
            switch byte {
            case UInt8(ascii: "["):
                guard let (parsed, next) = Self.parseClass(p, from: i + 1) else { return nil }
                set = parsed
                i = next
            case UInt8(ascii: "\\"):
                guard i + 1 < p.count, let parsed = Self.escape(p[i + 1]) else { return nil }
                set = parsed
                i += 2
            case UInt8(ascii: "."):
                set = ByteSet.complement(of: [UInt8(ascii: "\n")])
                i += 1
            case UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "|"), UInt8(ascii: "?"), UInt8(ascii: "*"),
                UInt8(ascii: "+"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "{"),
                UInt8(ascii: "}"):
                return nil
            default:
                guard byte < 0x80 else { return nil }
                set.insert(byte)
                i += 1
            }
            if i < p.count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "*") {
                repeatLast = p[i] == UInt8(ascii: "+") ? .oneOrMore : .zeroOrMore
                i += 1
                // `+?`, `*+`, `**`: lazy, possessive or an error; left to PCRE2.
                if i < p.count, p[i] == UInt8(ascii: "?") || p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "*") {
                    return nil
                }
            }
            classes.append(set)
        }
        // The table keeps the count in a byte.
        guard classes.count < 255 else { return nil }
        self.classes = classes
        self.repeatLast = repeatLast
    }

    /// A class body after `[`: the set and the index after `]`.
    static func parseClass(_ p: [UInt8], from start: Int) -> (ByteSet, Int)? {
        var i = start
        var negated = false
        if i < p.count, p[i] == UInt8(ascii: "^") {
            negated = true
            i += 1
        }
        // `]` first is a member in PCRE2 and `[]` an error elsewhere; not worth the care.
        if i < p.count, p[i] == UInt8(ascii: "]") { return nil }
        var set = ByteSet()
        while i < p.count, p[i] != UInt8(ascii: "]") {
            var low: UInt8
            if p[i] == UInt8(ascii: "\\") {
                guard i + 1 < p.count else { return nil }
                let escaped = p[i + 1]
                i += 2
                if let single = literalEscape(escaped) {
                    low = single
                } else if let named = namedClass(escaped) {
                    set.formUnion(named)
                    continue
                } else {
                    return nil
                }
            } else {
                // POSIX classes (`[:alpha:]`) and nested sets are left to PCRE2.
                guard p[i] < 0x80, p[i] != UInt8(ascii: "[") else { return nil }
                low = p[i]
                i += 1
            }
            // A range `a-z`; a `-` before `]` is a member.
            if i + 1 < p.count, p[i] == UInt8(ascii: "-"), p[i + 1] != UInt8(ascii: "]") {
                var high = p[i + 1]
                if high == UInt8(ascii: "\\") {
                    guard i + 2 < p.count, let single = literalEscape(p[i + 2]) else { return nil }
                    high = single
                    i += 3
                } else {
                    guard high < 0x80, high != UInt8(ascii: "[") else { return nil }
                    i += 2
                }
                guard low <= high else { return nil }
                for b in low...high { set.insert(b) }
            } else {
                set.insert(low)
            }
        }
        guard i < p.count else { return nil }
        return (negated ? set.complement : set, i + 1)
    }

    /// An escape outside a class: a named class or a literal byte.
    static func escape(_ escaped: UInt8) -> ByteSet? {
        if let named = namedClass(escaped) { return named }
        guard let single = literalEscape(escaped) else { return nil }
        var set = ByteSet()
        set.insert(single)
        return set
    }

    /// `\s`, `\d`, `\w` and their negations, as PCRE2 without UCP has them.
    private static func namedClass(_ escaped: UInt8) -> ByteSet? {
        var set = ByteSet()
        switch escaped | 0x20 {
        case UInt8(ascii: "s"):
            for b: UInt8 in [9, 10, 11, 12, 13, 32] { set.insert(b) }
        case UInt8(ascii: "d"):
            for b in UInt8(ascii: "0")...UInt8(ascii: "9") { set.insert(b) }
        case UInt8(ascii: "w"):
            for b in UInt8(ascii: "0")...UInt8(ascii: "9") { set.insert(b) }
            for b in UInt8(ascii: "a")...UInt8(ascii: "z") { set.insert(b) }
            for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { set.insert(b) }
            set.insert(UInt8(ascii: "_"))
        default: return nil
        }
        // Upper case (`\S`) is the negation.
        return escaped < UInt8(ascii: "a") ? set.complement : set
    }

    /// `\t`, `\n`, `\r`, or an escaped ASCII punctuation character (itself).
    private static func literalEscape(_ escaped: UInt8) -> UInt8? {
        switch escaped {
        case UInt8(ascii: "t"): return 9
        case UInt8(ascii: "n"): return 10
        case UInt8(ascii: "r"): return 13
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return escaped
        default: return nil
        }
    }
}

/// Every byte pattern of a lexer, flat, for the lexer's loop: rule `n`'s classes are
/// `sets[start[n]..<start[n] + count[n] - 1]`, `count[n]` 0 when the rule's pattern is PCRE2's.
final class BytePatternTable: @unchecked Sendable {
    // Immutable after init.
    private let sets: UnsafeMutablePointer<ByteSet>
    private let start: UnsafeMutablePointer<Int32>
    let count: UnsafeMutablePointer<UInt8>
    private let repeatLast: UnsafeMutablePointer<BytePattern.Repeat>

    init(_ patterns: [BytePattern?]) {
        let total = patterns.reduce(0) { $0 + ($1?.classes.count ?? 0) }
        sets = .allocate(capacity: max(total, 1))
        start = .allocate(capacity: max(patterns.count, 1))
        count = .allocate(capacity: max(patterns.count, 1))
        repeatLast = .allocate(capacity: max(patterns.count, 1))
        var next = 0
        for (n, pattern) in patterns.enumerated() {
            (start + n).initialize(to: Int32(next))
            (count + n).initialize(to: pattern.map { UInt8($0.classes.count + 1) } ?? 0)
            (repeatLast + n).initialize(to: pattern?.repeatLast ?? .once)
            for set in pattern?.classes ?? [] {
                (sets + next).initialize(to: set)
                next += 1
            }
        }
    }

    deinit {
        sets.deallocate()
        start.deallocate()
        count.deallocate()
        repeatLast.deallocate()
    }

    /// The end of rule `rule`'s match at `pos` of valid UTF-8 `code`, or nil.
    @inline(__always)
    func match(_ rule: Int, _ code: UnsafeBufferPointer<UInt8>, at pos: Int) -> Int? {
        let classes = Int(count[rule]) &- 1
        if classes == 0 { return pos }
        let first = sets + Int(start[rule])
        let end = code.count
        var i = pos
        for c in 0..<classes - 1 {
            guard i < end, first[c].contains(code[i]) else { return nil }
            i += LexRun.characterLength(code[i])
        }
        let last = first[classes - 1]
        switch repeatLast[rule] {
        case .once:
            guard i < end, last.contains(code[i]) else { return nil }
            return i + LexRun.characterLength(code[i])
        case .oneOrMore:
            guard i < end, last.contains(code[i]) else { return nil }
            // Continuation bytes are in the set exactly when lead bytes are (see above).
            i += 1
            while i < end, last.contains(code[i]) { i += 1 }
            return i
        case .zeroOrMore:
            while i < end, last.contains(code[i]) { i += 1 }
            return i
        }
    }
}
