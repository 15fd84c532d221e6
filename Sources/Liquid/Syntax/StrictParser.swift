/// A syntax problem found while parsing markup; the template parser adds the location.
struct SyntaxFailure: Error {
    var message: String
    /// Absolute byte offset in the template source, when known.
    var offset: Int?
    var length: Int = 1
}

/// Ruby Liquid's strict expression parser (`Liquid::Lexer` + `Liquid::Parser`), producing
/// expressions directly instead of strings that are parsed a second time.
struct StrictParser {
    enum Kind: UInt8 {
        case comparison, string, number, id, dotdot, pipe, dot, colon, comma
        case openSquare, closeSquare, openRound, closeRound, question, dash, end
    }

    struct Token {
        var kind: Kind
        var start: Int
        var end: Int
    }

    let bytes: [UInt8]
    let base: Int
    var tokens: [Token] = []
    var position = 0
    /// Bracket and range nesting, bounded so hostile input cannot exhaust the stack.
    var nesting = 0
    static let maxNesting = 64

    /// - Parameter base: the byte offset of `markup` in the template, for error locations.
    init(_ markup: String, base: Int) throws(SyntaxFailure) {
        self.bytes = Array(markup.utf8)
        self.base = base
        try lex()
    }

    private mutating func lex() throws(SyntaxFailure) {
        let b = bytes
        let n = b.count
        var i = 0
        func at(_ k: Int) -> UInt8 { k < n ? b[k] : 0 }
        while true {
            while i < n && isLiquidSpace(b[i]) { i += 1 }
            if i >= n { break }
            let c = b[i]
            let start = i
            // Comparison operators first, as Ruby's lexer does.
            if (c == UInt8(ascii: "=") && at(i + 1) == UInt8(ascii: "="))
                || (c == UInt8(ascii: "!") && at(i + 1) == UInt8(ascii: "="))
                || (c == UInt8(ascii: "<") && at(i + 1) == UInt8(ascii: ">"))
            {
                i += 2
                tokens.append(Token(kind: .comparison, start: start, end: i))
                continue
            }
            if c == UInt8(ascii: "<") || c == UInt8(ascii: ">") {
                i += at(i + 1) == UInt8(ascii: "=") ? 2 : 1
                tokens.append(Token(kind: .comparison, start: start, end: i))
                continue
            }
            if c == UInt8(ascii: "c"), i + 8 < n, isLiquidSpace(b[i + 8]), Array(b[i..<i + 8]) == Array("contains".utf8) {
                i += 8
                tokens.append(Token(kind: .comparison, start: start, end: i))
                continue
            }
            if c == UInt8(ascii: "'") || c == UInt8(ascii: "\"") {
                var k = i + 1
                while k < n && b[k] != c { k += 1 }
                if k < n {
                    i = k + 1
                    tokens.append(Token(kind: .string, start: start, end: i))
                    continue
                }
            }
            if isDigit(c) || (c == UInt8(ascii: "-") && isDigit(at(i + 1))) {
                var k = i + 1
                while k < n && isDigit(b[k]) { k += 1 }
                if at(k) == UInt8(ascii: "."), isDigit(at(k + 1)) {
                    k += 1
                    while k < n && isDigit(b[k]) { k += 1 }
                }
                i = k
                tokens.append(Token(kind: .number, start: start, end: i))
                continue
            }
            if isIdentifierStart(c) {
                var k = i + 1
                while k < n && (isWordByte(b[k]) || b[k] == UInt8(ascii: "-")) { k += 1 }
                if at(k) == UInt8(ascii: "?") { k += 1 }
                i = k
                tokens.append(Token(kind: .id, start: start, end: i))
                continue
            }
            if c == UInt8(ascii: "."), at(i + 1) == UInt8(ascii: ".") {
                i += 2
                tokens.append(Token(kind: .dotdot, start: start, end: i))
                continue
            }
            let kind: Kind
            switch c {
            case UInt8(ascii: "|"): kind = .pipe
            case UInt8(ascii: "."): kind = .dot
            case UInt8(ascii: ":"): kind = .colon
            case UInt8(ascii: ","): kind = .comma
            case UInt8(ascii: "["): kind = .openSquare
            case UInt8(ascii: "]"): kind = .closeSquare
            case UInt8(ascii: "("): kind = .openRound
            case UInt8(ascii: ")"): kind = .closeRound
            case UInt8(ascii: "?"): kind = .question
            case UInt8(ascii: "-"): kind = .dash
            default:
                var scalarEnd = i + 1
                while scalarEnd < n && (b[scalarEnd] & 0xC0) == 0x80 { scalarEnd += 1 }
                let character = String(decoding: b[i..<scalarEnd], as: UTF8.self)
                throw SyntaxFailure(message: "unexpected character '\(character)'", offset: base + i, length: 1)
            }
            i += 1
            tokens.append(Token(kind: kind, start: start, end: i))
        }
        tokens.append(Token(kind: .end, start: n, end: n))
    }

    // MARK: - Token access

    var current: Token { tokens[position] }

    func look(_ kind: Kind, _ ahead: Int = 0) -> Bool {
        let index = position + ahead
        return index < tokens.count && tokens[index].kind == kind
    }

    func text(_ t: Token) -> String { String(decoding: bytes[t.start..<t.end], as: UTF8.self) }

    func describe(_ t: Token) -> String {
        t.kind == .end ? "end of markup" : "'\(text(t))'"
    }

    func failure(_ message: String, at t: Token) -> SyntaxFailure {
        SyntaxFailure(message: message, offset: base + t.start, length: max(1, t.end - t.start))
    }

    @discardableResult
    mutating func consume(_ kind: Kind, expecting what: String) throws(SyntaxFailure) -> Token {
        let t = current
        guard t.kind == kind else { throw failure("expected \(what) but found \(describe(t))", at: t) }
        position += 1
        return t
    }

    mutating func consumeIf(_ kind: Kind) -> Token? {
        guard current.kind == kind else { return nil }
        defer { position += 1 }
        return current
    }

    mutating func consumeIdentifier(_ word: String) -> Bool {
        guard current.kind == .id, text(current) == word else { return false }
        position += 1
        return true
    }

    mutating func expectEnd() throws(SyntaxFailure) {
        if current.kind != .end {
            throw failure("unexpected \(describe(current))", at: current)
        }
    }

    // MARK: - Grammar

    mutating func expression() throws(SyntaxFailure) -> Expr {
        let t = current
        nesting += 1
        defer { nesting -= 1 }
        if nesting > StrictParser.maxNesting { throw failure("expression nests too deeply", at: t) }
        switch t.kind {
        case .id:
            position += 1
            let word = text(t)
            let path = try lookups()
            if path.isEmpty {
                switch word {
                case "nil", "null": return .literal(.nil)
                case "true": return .literal(.bool(true))
                case "false": return .literal(.bool(false))
                case "empty": return .emptyLiteral
                case "blank": return .blankLiteral
                default: break
                }
            }
            return .lookup(VariableLookup(name: .fixed(word), path: path))
        case .openSquare:
            position += 1
            let inner = try expression()
            try consume(.closeSquare, expecting: "']'")
            let path = try lookups()
            return .lookup(VariableLookup(name: .dynamic(inner), path: path))
        case .string:
            position += 1
            return .literal(.string(String(decoding: bytes[(t.start + 1)..<(t.end - 1)], as: UTF8.self)))
        case .number:
            position += 1
            return .literal(LaxParser.number(text(t)))
        case .openRound:
            position += 1
            let first = try expression()
            try consume(.dotdot, expecting: "'..'")
            let last = try expression()
            try consume(.closeRound, expecting: "')'")
            return LaxParser.makeRange(first, last)
        default:
            throw failure("\(describe(t)) is not a valid expression", at: t)
        }
    }

    mutating func lookups() throws(SyntaxFailure) -> [VariableLookup.Segment] {
        var path: [VariableLookup.Segment] = []
        while true {
            if consumeIf(.openSquare) != nil {
                path.append(.index(try expression()))
                try consume(.closeSquare, expecting: "']'")
            } else if consumeIf(.dot) != nil {
                let key = text(try consume(.id, expecting: "a property name"))
                path.append(.key(key, command: VariableLookup.isCommand(key)))
            } else {
                return path
            }
        }
    }

    /// `{{ expr | filter: arg, key: value | … }}`
    mutating func filteredExpression(environment: Environment) throws(SyntaxFailure) -> FilteredExpr {
        if current.kind == .end { return FilteredExpr(base: nil, filters: []) }
        let subject = try expression()
        var filters: [FilterCall] = []
        while consumeIf(.pipe) != nil {
            let nameToken = try consume(.id, expecting: "a filter name")
            let name = text(nameToken)
            var positional: [Expr] = []
            var keyword: [(String, Expr)] = []
            if consumeIf(.colon) != nil {
                repeat {
                    if look(.id), look(.colon, 1) {
                        let key = text(current)
                        position += 2
                        keyword.append((key, try expression()))
                    } else {
                        positional.append(try expression())
                    }
                } while consumeIf(.comma) != nil
            }
            filters.append(
                FilterCall(
                    name: name, filter: environment.filter(named: name), positional: positional, keyword: keyword,
                    offset: base + nameToken.start, length: nameToken.end - nameToken.start))
        }
        try expectEnd()
        return FilteredExpr(base: subject, filters: filters)
    }

    /// `a == b and c or d`, grouped from the right.
    mutating func condition() throws(SyntaxFailure) -> Cond {
        var parts = [try comparison()]
        var connectors: [Bool] = []  // true for `and`
        while true {
            if consumeIdentifier("and") {
                connectors.append(true)
            } else if consumeIdentifier("or") {
                connectors.append(false)
            } else {
                break
            }
            parts.append(try comparison())
        }
        var result = parts[parts.count - 1]
        var index = parts.count - 2
        while index >= 0 {
            result = connectors[index] ? .and(parts[index], result) : .or(parts[index], result)
            index -= 1
        }
        return result
    }

    mutating func comparison() throws(SyntaxFailure) -> Cond {
        let left = try expression()
        if let op = consumeIf(.comparison) {
            return .comparison(left, ComparisonOperator(text(op)), try expression())
        }
        return .value(left)
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    private func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F
    }
}
