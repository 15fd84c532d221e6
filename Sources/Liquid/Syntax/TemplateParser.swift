import TextSupport
/// A tag as written: `{% name markup %}`, with where it sits in the template.
public struct TagMarkup: Sendable {
    /// The tag name (`include`, `highlight`, `#`).
    public let name: String
    /// The text after the name, up to `%}` (without whitespace-control dashes).
    public let markup: String
    /// The tag name's position, for errors about the tag as a whole.
    public let span: SourceSpan
    /// UTF-8 byte offset of `markup` in the template, for errors inside the markup.
    public let markupOffset: Int
    /// `{%-` and `-%}`.
    public let trimLeft: Bool
    public let trimRight: Bool
    let tokenStart: Int
    let tokenEnd: Int

    /// A syntax error located at the tag name.
    public func syntaxError(_ message: String) -> LiquidError {
        span.error(.syntax, message)
    }
}

/// Parses a custom tag: receives the tag's markup and the parser (to read a body), returns
/// the node that renders it. Called once per occurrence when a template is parsed.
public typealias TagParseFunction = @Sendable (_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node

/// The parser handed to tag parse functions: reads block bodies and parses expressions
/// with the environment's error mode (lax, warn, strict decided here, not in each tag).
public final class TemplateParser {
    public let environment: Environment
    public let source: SourceText
    let bytes: [UInt8]
    var tokens: [TemplateToken]
    var position = 0
    var depth = 0
    var inLiquidTag = false
    /// Syntax errors tolerated in `.warn` mode.
    public internal(set) var warnings: [LiquidError] = []

    init(source: SourceText, environment: Environment) {
        self.source = source
        self.environment = environment
        self.bytes = Array(source.text.utf8)
        self.tokens = bytes.withUnsafeBufferPointer { TemplateLexer.tokenize($0) }
    }

    public var errorMode: ErrorMode { environment.errorMode }

    func string(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    func located(_ failure: SyntaxFailure, default span: SourceSpan) -> LiquidError {
        if let offset = failure.offset {
            return LiquidError(.syntax, failure.message, location: source.location(offset: offset, length: failure.length))
        }
        return span.error(.syntax, failure.message)
    }

    // MARK: - Expressions with the error mode

    /// Parses `markup` strictly; in lax and warn modes falls back to Ruby's lax reading
    /// (warn records the strict error as a warning).
    /// - Parameter laxOnlyInLaxMode: skip the strict attempt in lax mode, as Ruby's tags do.
    func parse<T>(
        _ markup: String, at offset: Int, laxOnlyInLaxMode: Bool = false,
        strict: (String, Int) throws(SyntaxFailure) -> T, lax: (String, Int) throws(SyntaxFailure) -> T
    ) throws -> T {
        let fallbackSpan = SourceSpan(source: source, offset: offset)
        if errorMode == .lax && laxOnlyInLaxMode {
            do { return try lax(markup, offset) } catch { throw located(error, default: fallbackSpan) }
        }
        do {
            return try strict(markup, offset)
        } catch {
            switch errorMode {
            case .strict: throw located(error, default: fallbackSpan)
            case .warn: warnings.append(located(error, default: fallbackSpan))
            case .lax: break
            }
            do { return try lax(markup, offset) } catch { throw located(error, default: fallbackSpan) }
        }
    }

    func filtered(_ markup: String, at offset: Int) throws -> FilteredExpr {
        let parsed = try parseFiltered(markup, at: offset)
        // Ruby's Liquid ignores an unknown filter unless strict_filters is set (then it fails
        // at render); a typo should not pass silently, so it is a warning, with a did-you-mean.
        if environment.warnsOfUnknownFilters && !environment.strictFilters {
            for call in parsed.filters where call.filter == nil {
                var message = "unknown filter '\(call.name)'"
                if let near = Suggestion.closest(to: call.name, in: environment.filterNames) { message += "; did you mean '\(near)'?" }
                warnings.append(LiquidError(.undefinedFilter, message, location: source.location(offset: call.offset, length: call.length)))
            }
        }
        return parsed
    }

    private func parseFiltered(_ markup: String, at offset: Int) throws -> FilteredExpr {
        let environment = self.environment
        return try parse(
            markup, at: offset,
            strict: { (m, o) throws(SyntaxFailure) in
                var p = try StrictParser(m, base: o)
                return try p.filteredExpression(environment: environment)
            },
            lax: { (m, o) throws(SyntaxFailure) in LaxParser.filteredExpression(m, base: o, environment: environment) })
    }

    func expr(_ markup: String, at offset: Int) throws -> Expr {
        try parse(
            markup, at: offset,
            strict: { (m, o) throws(SyntaxFailure) in
                var p = try StrictParser(m, base: o)
                let e = try p.expression()
                try p.expectEnd()
                return e
            },
            lax: { (m, _) throws(SyntaxFailure) in LaxParser.expression(m) })
    }

    func cond(_ markup: String, at offset: Int, tagName: String) throws -> Cond {
        try parse(
            markup, at: offset,
            strict: { (m, o) throws(SyntaxFailure) in
                var p = try StrictParser(m, base: o)
                let c = try p.condition()
                try p.expectEnd()
                return c
            },
            lax: { (m, _) throws(SyntaxFailure) in
                do { return try LaxParser.condition(m) } catch {
                    throw SyntaxFailure(message: "Syntax Error in tag '\(tagName)' - Valid syntax: \(tagName) [expression]")
                }
            })
    }

    /// Parses a single value such as `page.title`, `"text"` or `(1..n)`.
    public func parseExpression(_ markup: String, at offset: Int) throws -> ValueExpression {
        ValueExpression(expr: try expr(markup, at: offset))
    }

    /// Parses a value with filters, as in `{{ … }}`.
    public func parseFilteredExpression(_ markup: String, at offset: Int) throws -> FilteredExpression {
        FilteredExpression(expr: try filtered(markup, at: offset))
    }

    /// Parses a condition such as `a > 1 and b contains "x"`.
    public func parseCondition(_ markup: String, at offset: Int) throws -> Condition {
        Condition(cond: try cond(markup, at: offset, tagName: "if"))
    }

    // MARK: - Bodies

    func tagMarkup(_ t: TemplateToken) -> TagMarkup {
        TagMarkup(
            name: string(t.nameStart, t.nameEnd), markup: string(t.contentStart, t.contentEnd),
            span: SourceSpan(source: source, offset: t.nameStart, length: t.nameEnd - t.nameStart),
            markupOffset: t.contentStart, trimLeft: t.trimLeft, trimRight: t.trimRight,
            tokenStart: t.start, tokenEnd: t.end)
    }

    /// Parses nodes up to the first tag named in `delimiters` and returns that tag.
    /// Throws when the template ends first ("'if' tag was never closed") or an unknown tag appears.
    public func parseBody(for tag: TagMarkup, until delimiters: Set<String>) throws -> (body: BlockBody, end: TagMarkup) {
        guard depth < environment.maxDepth else {
            throw tag.span.error(.stackOverflow, "Nesting too deep: blocks nest more than \(environment.maxDepth) levels")
        }
        depth += 1
        defer { depth -= 1 }
        let (body, end) = try parseNodes(until: delimiters, blockName: tag.name)
        guard let end else { throw tag.syntaxError("'\(tag.name)' tag was never closed") }
        return (body, tagMarkup(end))
    }

    /// Parses the body of a block tag up to `{% endNAME %}`.
    public func parseBlock(for tag: TagMarkup) throws -> BlockBody {
        try parseBody(for: tag, until: ["end" + tag.name]).body
    }

    /// Reads the body up to `{% endNAME %}` as text, unparsed (as `raw` and `highlight` need).
    /// Like Ruby's `raw`, the end tag is found even at the end of a malformed token
    /// (`{{ x {% endraw %}`), so any text can be escaped.
    public func readRawBody(for tag: TagMarkup) throws -> String {
        let endName = Array(("end" + tag.name).utf8)
        while position < tokens.count {
            let t = tokens[position]
            position += 1
            var endTagStart: Int
            var endTrimLeft: Bool
            if inLiquidTag {
                guard t.kind == .tag, !t.malformed, Array(bytes[t.nameStart..<t.nameEnd]) == endName else { continue }
                endTagStart = t.start
                endTrimLeft = false
            } else {
                guard t.kind != .text, t.end - t.start >= 4, bytes[t.end - 2] == UInt8(ascii: "%"),
                    bytes[t.end - 1] == UInt8(ascii: "}")
                else { continue }
                // The last `{%` in the token must open `{%-? NAME … %}`.
                var k = t.end - 3
                while k > t.start && !(bytes[k - 1] == UInt8(ascii: "{") && bytes[k] == UInt8(ascii: "%")) { k -= 1 }
                guard k > t.start else { continue }
                endTagStart = k - 1
                var n = k + 1
                endTrimLeft = n < t.end && bytes[n] == UInt8(ascii: "-")
                if endTrimLeft { n += 1 }
                while n < t.end && isLiquidSpace(bytes[n]) { n += 1 }
                let nameStart = n
                while n < t.end && isWordByte(bytes[n]) { n += 1 }
                guard Array(bytes[nameStart..<n]) == endName else { continue }
            }
            var start = inLiquidTag ? min(tag.tokenEnd + 1, endTagStart) : tag.tokenEnd
            var end = endTagStart
            if tag.trimRight { while start < end && isStripSpace(bytes[start]) { start += 1 } }
            if endTrimLeft { while end > start && isStripSpace(bytes[end - 1]) { end -= 1 } }
            if !inLiquidTag, bytes[t.end - 3] == UInt8(ascii: "-"), position < tokens.count, tokens[position].kind == .text {
                var s = tokens[position].contentStart
                while s < tokens[position].contentEnd && isStripSpace(bytes[s]) { s += 1 }
                tokens[position].contentStart = s
            }
            return start < end ? string(start, end) : ""
        }
        throw tag.syntaxError("'\(tag.name)' tag was never closed")
    }

    /// Skips to the matching `{% endNAME %}` without parsing what is between, counting nested
    /// `NAME` blocks and stepping over `raw` (how `comment` behaves since Liquid 5.5).
    public func skipBody(for tag: TagMarkup) throws {
        var nesting = 1
        let endName = "end" + tag.name
        while position < tokens.count {
            let t = tokens[position]
            position += 1
            guard t.kind == .tag, !t.malformed else { continue }
            let name = string(t.nameStart, t.nameEnd)
            if name == tag.name {
                nesting += 1
            } else if name == endName {
                nesting -= 1
                if nesting == 0 { return }
            } else if name == "raw" {
                _ = try? readRawBody(for: tagMarkup(t))
            }
        }
        throw tag.syntaxError("'\(tag.name)' tag was never closed")
    }

    func parseDocument() throws -> BlockBody {
        let (body, end) = try parseNodes(until: [], blockName: nil)
        if end != nil { fatalError("unreachable: no delimiters at top level") }
        return body
    }

    private func parseNodes(until delimiters: Set<String>, blockName: String?) throws -> (BlockBody, TemplateToken?) {
        var items: [BlockBody.Item] = []
        var blank = true
        while position < tokens.count {
            let t = tokens[position]
            position += 1
            switch t.kind {
            case .text:
                if t.contentStart < t.contentEnd {
                    items.append(.text(string(t.contentStart, t.contentEnd)))
                    if blank {
                        for k in t.contentStart..<t.contentEnd where !isLiquidSpace(bytes[k]) {
                            blank = false
                            break
                        }
                    }
                }
            case .output:
                if t.malformed {
                    throw LiquidError(
                        .syntax, "Variable '\(string(t.start, t.end))' was not properly terminated with '}}'",
                        location: source.location(offset: t.start, length: 2))
                }
                let markup = string(t.contentStart, t.contentEnd)
                let expression = try filtered(markup, at: t.contentStart)
                let (offset, length) = markupCaret(t)
                items.append(.node(BlockBody.NodeEntry(OutputNode(expression: expression), offset: offset, length: length)))
                blank = false
            case .tag:
                if t.malformed {
                    if inLiquidTag {
                        throw LiquidError(
                            .syntax, "Unknown tag '\(string(t.start, t.end))' in 'liquid' tag",
                            location: source.location(offset: t.start, length: 1))
                    }
                    throw LiquidError(
                        .syntax, "Tag '\(string(t.start, t.end))' was not properly terminated with '%}'",
                        location: source.location(offset: t.start, length: 2))
                }
                let name = string(t.nameStart, t.nameEnd)
                if name == "liquid" {
                    let lines = bytes.withUnsafeBufferPointer {
                        TemplateLexer.liquidTagLines($0, from: t.contentStart, to: t.contentEnd)
                    }
                    let saved = (tokens, position, inLiquidTag)
                    tokens = lines
                    position = 0
                    inLiquidTag = true
                    defer { (tokens, position, inLiquidTag) = saved }
                    let (inner, stray) = try parseNodes(until: [], blockName: "liquid")
                    if stray != nil { fatalError("unreachable: no delimiters in liquid tag") }
                    items.append(contentsOf: inner.items)
                    blank = blank && inner.isBlank
                    continue
                }
                if delimiters.contains(name) {
                    return (BlockBody(items: items, source: source, isBlank: blank), t)
                }
                guard let parse = environment.tags[name] else {
                    throw unknownTag(name, t, blockName: blockName)
                }
                let node = try parse(tagMarkup(t), self)
                items.append(.node(BlockBody.NodeEntry(node, offset: t.nameStart, length: t.nameEnd - t.nameStart)))
                blank = blank && node.isBlank
            }
        }
        return (BlockBody(items: items, source: source, isBlank: blank), nil)
    }

    private func markupCaret(_ t: TemplateToken) -> (Int, Int) {
        var s = t.contentStart
        var e = t.contentEnd
        while s < e && isLiquidSpace(bytes[s]) { s += 1 }
        while e > s && isLiquidSpace(bytes[e - 1]) { e -= 1 }
        var lineEnd = s
        while lineEnd < e && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        return (s, max(1, lineEnd - s))
    }

    private func unknownTag(_ name: String, _ t: TemplateToken, blockName: String?) -> LiquidError {
        let location = source.location(offset: t.nameStart, length: t.nameEnd - t.nameStart)
        guard let blockName, blockName != "liquid" || inLiquidTag else {
            if name == "else" || name == "end" {
                return LiquidError(.syntax, "Unexpected outer '\(name)' tag", location: location)
            }
            return LiquidError(.syntax, "Unknown tag '\(name)'", location: location)
        }
        if name == "else" {
            return LiquidError(.syntax, "\(blockName) tag does not expect 'else' tag", location: location)
        }
        if name.hasPrefix("end") {
            return LiquidError(
                .syntax, "'\(name)' is not a valid delimiter for \(blockName) tags. use end\(blockName)", location: location)
        }
        return LiquidError(.syntax, "Unknown tag '\(name)'", location: location)
    }
}
