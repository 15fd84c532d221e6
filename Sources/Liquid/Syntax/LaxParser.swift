/// Ruby Liquid's lax parsing, which matches markup with regular expressions and accepts
/// much that the strict parser rejects. Jekyll falls back to it, so sites depend on it.
/// The regular expressions are emulated with byte scanners; each function names the Ruby
/// pattern it follows.
enum LaxParser {
    // MARK: - QuotedFragment: /"[^"]*"|'[^']*'|(?:[^\s,\|'"]|"[^"]*"|'[^']*')+/

    @inline(__always) static func isQuote(_ b: UInt8) -> Bool { b == 0x22 || b == 0x27 }

    /// End of the quoted string starting at `p`, if it is closed.
    static func quotedString(_ b: [UInt8], _ p: Int) -> Int? {
        guard p < b.count, isQuote(b[p]) else { return nil }
        var k = p + 1
        while k < b.count && b[k] != b[p] { k += 1 }
        return k < b.count ? k + 1 : nil
    }

    /// One QuotedFragment anchored at `p`: a whole quoted string, or a run of plain
    /// characters and quoted strings.
    static func quotedFragment(_ b: [UInt8], _ p: Int) -> Int? {
        if let end = quotedString(b, p) { return end }
        return fragmentRun(b, p)
    }

    private static func fragmentRun(_ b: [UInt8], _ p: Int) -> Int? {
        var q = p
        while q < b.count {
            let c = b[q]
            if isQuote(c) {
                guard let end = quotedString(b, q) else { break }
                q = end
            } else if isLiquidSpace(c) || c == UInt8(ascii: ",") || c == UInt8(ascii: "|") {
                break
            } else {
                q += 1
            }
        }
        return q > p ? q : nil
    }

    /// `QuotedFragment+` anchored at `p`.
    static func quotedFragments(_ b: [UInt8], _ p: Int) -> Int? {
        guard var end = quotedFragment(b, p) else { return nil }
        while let next = quotedFragment(b, end) { end = next }
        return end
    }

    /// The first QuotedFragment at or after `from` (an unanchored match).
    static func firstQuotedFragment(_ b: [UInt8], from: Int = 0) -> Range<Int>? {
        var p = from
        while p < b.count {
            if let end = quotedFragment(b, p) { return p..<end }
            p += 1
        }
        return nil
    }

    static func string(_ b: [UInt8], _ r: Range<Int>) -> String { String(decoding: b[r], as: UTF8.self) }

    /// Ruby's `TagAttributes` scan: every `key: value` in the markup.
    static func tagAttributes(_ b: [UInt8], from: Int = 0) -> [(String, String)] {
        var result: [(String, String)] = []
        var p = from
        while p < b.count {
            if isWordByte(b[p]) {
                var q = p + 1
                while q < b.count && (isWordByte(b[q]) || b[q] == UInt8(ascii: "-")) { q += 1 }
                let keyEnd = q
                while q < b.count && isLiquidSpace(b[q]) { q += 1 }
                if q < b.count && b[q] == UInt8(ascii: ":") {
                    q += 1
                    while q < b.count && isLiquidSpace(b[q]) { q += 1 }
                    if let end = quotedFragment(b, q) {
                        result.append((string(b, p..<keyEnd), string(b, q..<end)))
                        p = end
                        continue
                    }
                }
            }
            p += 1
        }
        return result
    }

    static func strip(_ b: [UInt8]) -> ArraySlice<UInt8> {
        var s = 0
        var e = b.count
        while s < e && isStripSpace(b[s]) { s += 1 }
        while e > s && isStripSpace(b[e - 1]) { e -= 1 }
        return b[s..<e]
    }

    // MARK: - Expression.parse

    /// Ruby's `Expression.parse`: literals, ranges and variable lookups from a markup string.
    static func expression(_ markup: String) -> Expr {
        expression(bytes: Array(markup.utf8))
    }

    static func expression(bytes raw: [UInt8], nesting: Int = 0) -> Expr {
        // Brackets nest expressions; hostile input must not exhaust the stack.
        if nesting > StrictParser.maxNesting { return .literal(.nil) }
        let m = Array(strip(raw))
        let n = m.count
        if n == 0 { return .literal(.nil) }
        if n >= 1, isQuote(m[0]), m[n - 1] == m[0] {
            return .literal(.string(n >= 2 ? string(m, 1..<(n - 1)) : ""))
        }
        if isInteger(m) { return .literal(number(string(m, 0..<n))) }
        if let range = rangeParts(m) {
            return makeRange(
                expression(bytes: Array(range.0), nesting: nesting + 1), expression(bytes: Array(range.1), nesting: nesting + 1))
        }
        if isFloatLike(m) { return .literal(.double(leadingDouble(m))) }
        switch string(m, 0..<n) {
        case "nil", "null": return .literal(.nil)
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        case "blank": return .blankLiteral
        case "empty": return .emptyLiteral
        default: return .lookup(variableLookup(m, nesting: nesting))
        }
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// /\A(-?\d+)\z/
    private static func isInteger(_ m: [UInt8]) -> Bool {
        var i = 0
        if i < m.count && m[i] == UInt8(ascii: "-") { i += 1 }
        guard i < m.count else { return false }
        while i < m.count { if !isDigit(m[i]) { return false }; i += 1 }
        return true
    }

    /// /\A(-?\d[\d\.]+)\z/
    private static func isFloatLike(_ m: [UInt8]) -> Bool {
        var i = 0
        if i < m.count && m[i] == UInt8(ascii: "-") { i += 1 }
        guard i < m.count, isDigit(m[i]) else { return false }
        i += 1
        guard i < m.count else { return false }
        while i < m.count { if !(isDigit(m[i]) || m[i] == UInt8(ascii: ".")) { return false }; i += 1 }
        return true
    }

    /// Ruby's `String#to_f`: the longest leading decimal number.
    private static func leadingDouble(_ m: [UInt8]) -> Double {
        var i = 0
        if i < m.count && m[i] == UInt8(ascii: "-") { i += 1 }
        while i < m.count && isDigit(m[i]) { i += 1 }
        if i + 1 < m.count && m[i] == UInt8(ascii: ".") && isDigit(m[i + 1]) {
            i += 1
            while i < m.count && isDigit(m[i]) { i += 1 }
        }
        return Double(string(m, 0..<i)) ?? 0
    }

    /// An integer or float literal as Ruby reads it.
    static func number(_ text: String) -> Value {
        if !text.contains(".") {
            if let i = Int(text) { return .int(i) }
            return .double(Double(text) ?? 0)
        }
        return .double(Double(text) ?? 0)
    }

    /// /\A\(\s*(?>(\S+)\s*\.\.)\s*(\S+)\s*\)\z/
    private static func rangeParts(_ m: [UInt8]) -> (ArraySlice<UInt8>, ArraySlice<UInt8>)? {
        let n = m.count
        guard n >= 5, m[0] == UInt8(ascii: "("), m[n - 1] == UInt8(ascii: ")") else { return nil }
        var s = 1
        while s < n - 1 && isLiquidSpace(m[s]) { s += 1 }
        var firstEnd = s
        while firstEnd < n && !isLiquidSpace(m[firstEnd]) { firstEnd += 1 }
        // The greedy `\S+` backtracks to the last `..` it can reach.
        var dots = -1
        var j = min(firstEnd, n - 2)
        while j > s {
            if m[j] == UInt8(ascii: "."), m[j + 1] == UInt8(ascii: ".") { dots = j; break }
            j -= 1
        }
        var spaceDots = firstEnd
        while spaceDots < n && isLiquidSpace(m[spaceDots]) { spaceDots += 1 }
        var firstPart: Range<Int>
        var afterDots: Int
        if spaceDots > firstEnd, spaceDots + 1 < n, m[spaceDots] == UInt8(ascii: "."), m[spaceDots + 1] == UInt8(ascii: ".") {
            firstPart = s..<firstEnd
            afterDots = spaceDots + 2
        } else if dots > s {
            firstPart = s..<dots
            afterDots = dots + 2
        } else {
            return nil
        }
        while afterDots < n - 1 && isLiquidSpace(m[afterDots]) { afterDots += 1 }
        var e = n - 1
        while e > afterDots && isLiquidSpace(m[e - 1]) { e -= 1 }
        guard e > afterDots else { return nil }
        for k in afterDots..<e where isLiquidSpace(m[k]) { return nil }
        if firstPart.isEmpty { return nil }
        return (m[firstPart], m[afterDots..<e])
    }

    /// `RangeLookup.parse`: a constant range when both ends are literals.
    static func makeRange(_ first: Expr, _ last: Expr) -> Expr {
        if case .literal(let a) = first, case .literal(let b) = last {
            return .literal(Value.makeRange(a.rangeBound, b.rangeBound))
        }
        return .range(first, last)
    }

    /// `VariableLookup.parse`: scans `[...]` and `[\w-]+\??` segments, skipping anything else.
    static func variableLookup(_ m: [UInt8], nesting: Int = 0) -> VariableLookup {
        var segments: [(bracket: Bool, range: Range<Int>)] = []
        var p = 0
        let n = m.count
        while p < n {
            let c = m[p]
            if c == UInt8(ascii: "[") {
                if let close = matchingBracket(m, p), close > p + 1 {
                    segments.append((true, (p + 1)..<close))
                    p = close + 1
                    continue
                }
                p += 1
            } else if isWordByte(c) || c == UInt8(ascii: "-") {
                var q = p + 1
                while q < n && (isWordByte(m[q]) || m[q] == UInt8(ascii: "-")) { q += 1 }
                if q < n && m[q] == UInt8(ascii: "?") { q += 1 }
                segments.append((false, p..<q))
                p = q
            } else {
                p += 1
            }
        }
        guard let first = segments.first else { return VariableLookup(name: .fixed(""), path: []) }
        let name: VariableLookup.Name =
            first.bracket ? .dynamic(expression(bytes: Array(m[first.range]), nesting: nesting + 1)) : .fixed(string(m, first.range))
        var path: [VariableLookup.Segment] = []
        for segment in segments.dropFirst() {
            if segment.bracket {
                path.append(.index(expression(bytes: Array(m[segment.range]), nesting: nesting + 1)))
            } else {
                let key = string(m, segment.range)
                path.append(.key(key, command: VariableLookup.isCommand(key)))
            }
        }
        return VariableLookup(name: name, path: path)
    }

    /// The `]` closing the `[` at `open`, skipping nested brackets and quoted strings.
    private static func matchingBracket(_ m: [UInt8], _ open: Int) -> Int? {
        var depth = 0
        var p = open
        while p < m.count {
            let c = m[p]
            if isQuote(c), let end = quotedString(m, p) { p = end; continue }
            if c == UInt8(ascii: "[") { depth += 1 }
            if c == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return p }
            }
            p += 1
        }
        return nil
    }

    // MARK: - Variable#lax_parse

    static func filteredExpression(_ markup: String, base: Int, environment: Environment) -> FilteredExpr {
        let b = Array(markup.utf8)
        guard let nameRange = firstQuotedFragment(b) else { return FilteredExpr(base: nil, filters: []) }
        let baseExpr = expression(bytes: Array(b[nameRange]))
        var filters: [FilterCall] = []
        var p = nameRange.upperBound
        while p < b.count && b[p] != UInt8(ascii: "|") { p += 1 }
        if p < b.count {
            p += 1
            while p < b.count && isLiquidSpace(b[p]) { p += 1 }
            // FilterParser: /(?:\s+|QuotedFragment|,)+/ — runs separated by `|` or stray quotes.
            while p < b.count {
                let start = p
                var q = p
                while q < b.count {
                    if isLiquidSpace(b[q]) || b[q] == UInt8(ascii: ",") { q += 1; continue }
                    if let end = quotedFragment(b, q) { q = end; continue }
                    break
                }
                if q > start {
                    if let call = laxFilter(b, start..<q, base: base, environment: environment) { filters.append(call) }
                    p = q
                } else {
                    p += 1
                }
            }
        }
        return FilteredExpr(base: baseExpr, filters: filters)
    }

    private static func laxFilter(_ b: [UInt8], _ r: Range<Int>, base: Int, environment: Environment) -> FilterCall? {
        var p = r.lowerBound
        while p < r.upperBound && !isWordByte(b[p]) { p += 1 }
        guard p < r.upperBound else { return nil }
        var q = p
        while q < r.upperBound && isWordByte(b[q]) { q += 1 }
        let name = string(b, p..<q)
        var positional: [Expr] = []
        var keyword: [(String, Expr)] = []
        // FilterArgsRegex: /(?::|,)\s*((?:\w+\s*\:\s*)?QuotedFragment)/
        let segment = Array(b[r])
        var k = 0
        while k < segment.count {
            let c = segment[k]
            guard c == UInt8(ascii: ":") || c == UInt8(ascii: ",") else { k += 1; continue }
            var s = k + 1
            while s < segment.count && isLiquidSpace(segment[s]) { s += 1 }
            var matched = false
            // Keyword form first (the optional group is greedy).
            var w = s
            while w < segment.count && isWordByte(segment[w]) { w += 1 }
            if w > s {
                var colon = w
                while colon < segment.count && isLiquidSpace(segment[colon]) { colon += 1 }
                if colon < segment.count && segment[colon] == UInt8(ascii: ":") {
                    var v = colon + 1
                    while v < segment.count && isLiquidSpace(segment[v]) { v += 1 }
                    if let end = quotedFragment(segment, v) {
                        keyword.append((string(segment, s..<w), expression(bytes: Array(segment[v..<end]))))
                        k = end
                        matched = true
                    }
                }
            }
            if !matched, let end = quotedFragment(segment, s) {
                let argument = Array(segment[s..<end])
                if let (key, value) = justTagAttribute(argument) {
                    keyword.append((key, expression(bytes: value)))
                } else {
                    positional.append(expression(bytes: argument))
                }
                k = end
                matched = true
            }
            if !matched { k += 1 }
        }
        return FilterCall(
            name: name, filter: environment.filter(named: name), positional: positional, keyword: keyword,
            offset: base + p, length: q - p)
    }

    /// /\A(\w[\w-]*)\s*:\s*(QuotedFragment)\z/
    private static func justTagAttribute(_ a: [UInt8]) -> (String, [UInt8])? {
        guard let first = a.first, isWordByte(first) else { return nil }
        var q = 1
        while q < a.count && (isWordByte(a[q]) || a[q] == UInt8(ascii: "-")) { q += 1 }
        var c = q
        while c < a.count && isLiquidSpace(a[c]) { c += 1 }
        guard c < a.count, a[c] == UInt8(ascii: ":") else { return nil }
        c += 1
        while c < a.count && isLiquidSpace(a[c]) { c += 1 }
        guard let end = quotedFragment(a, c), end == a.count else { return nil }
        return (string(a, 0..<q), Array(a[c..<end]))
    }

    // MARK: - If#lax_parse

    static let operators: Set<String> = ["==", "!=", "<>", "<", ">", ">=", "<=", "contains"]

    /// Splits on standalone `and`/`or` and reads each part as `value [op value]`.
    static func condition(_ markup: String) throws(SyntaxFailure) -> Cond {
        let b = Array(markup.utf8)
        var parts: [[UInt8]] = []
        var connectors: [String] = []
        var current: [UInt8] = []
        var p = 0
        while p < b.count {
            if isLiquidSpace(b[p]) { p += 1; continue }
            var q = p
            while q < b.count && !isLiquidSpace(b[q]) {
                if isQuote(b[q]), let end = quotedString(b, q) { q = end } else { q += 1 }
            }
            let chunk = Array(b[p..<q])
            if chunk == Array("and".utf8) || chunk == Array("or".utf8) {
                parts.append(current)
                connectors.append(string(chunk, 0..<chunk.count))
                current = []
            } else {
                if !current.isEmpty { current.append(0x20) }
                current.append(contentsOf: chunk)
            }
            p = q
        }
        parts.append(current)
        var condition = try comparison(parts[parts.count - 1])
        var index = parts.count - 2
        while index >= 0 {
            let left = try comparison(parts[index])
            condition = connectors[index] == "and" ? .and(left, condition) : .or(left, condition)
            index -= 1
        }
        return condition
    }

    /// /(QuotedFragment)\s*([=!<>a-z_]+)?\s*(QuotedFragment)?/
    static func comparison(_ b: [UInt8]) throws(SyntaxFailure) -> Cond {
        guard let left = firstQuotedFragment(b) else {
            throw SyntaxFailure(message: "Syntax Error in tag 'if' - Valid syntax: if [expression]")
        }
        var p = left.upperBound
        while p < b.count && isLiquidSpace(b[p]) { p += 1 }
        let opStart = p
        while p < b.count && isOperatorByte(b[p]) { p += 1 }
        let leftExpr = conditionOperand(Array(b[left]))
        guard p > opStart else { return .value(leftExpr) }
        let op = string(b, opStart..<p)
        while p < b.count && isLiquidSpace(b[p]) { p += 1 }
        var right: Expr = .literal(.nil)
        if let end = quotedFragment(b, p) { right = conditionOperand(Array(b[p..<end])) }
        return .comparison(leftExpr, ComparisonOperator(op), right)
    }

    private static func isOperatorByte(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "=") || c == UInt8(ascii: "!") || c == UInt8(ascii: "<") || c == UInt8(ascii: ">")
            || c == UInt8(ascii: "_") || (c >= 0x61 && c <= 0x7A)
    }

    /// `Condition.parse_expression`: `empty` and `blank` compare specially.
    static func conditionOperand(_ b: [UInt8]) -> Expr {
        expression(bytes: b)
    }
}

extension Value {
    /// An integer range bound as Ruby's `to_i` reads a literal.
    var rangeBound: Int {
        switch self {
        case .int(let i): return i
        case .double(let d): return Value.clampedInt(d)
        case .string(let s): return Value.leadingInteger(s)
        default: return 0
        }
    }

    /// Ruby's `String#to_i`: optional whitespace and sign, then digits (underscores between
    /// digits allowed); 0 when there are none. Saturates instead of growing a bignum.
    static func leadingInteger(_ s: String) -> Int {
        let bytes = Array(s.utf8)
        var i = 0
        while i < bytes.count && isLiquidSpace(bytes[i]) { i += 1 }
        var negative = false
        if i < bytes.count && (bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        var result = 0
        var previousWasDigit = false
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "_"), previousWasDigit, i + 1 < bytes.count, bytes[i + 1] >= 0x30, bytes[i + 1] <= 0x39 {
                i += 1
                previousWasDigit = false
                continue
            }
            guard byte >= 0x30 && byte <= 0x39 else { break }
            let (m, o1) = result.multipliedReportingOverflow(by: 10)
            let (a, o2) = m.addingReportingOverflow(Int(byte - 0x30))
            if o1 || o2 { return negative ? Int.min : Int.max }
            result = a
            previousWasDigit = true
            i += 1
        }
        return negative ? -result : result
    }

    /// Ruby's `Float#to_i`, saturating instead of trapping for huge values.
    static func clampedInt(_ d: Double) -> Int {
        guard d.isFinite else { return 0 }
        if d >= 9.2e18 { return Int.max }
        if d <= -9.2e18 { return Int.min }
        return Int(d)
    }

    static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : sum
    }

    /// `a..b`; Ruby allows `b < a`, an empty range that still prints as `a..b`.
    static func makeRange(_ a: Int, _ b: Int) -> Value {
        .range(IntRange(a, b))
    }
}
