/// `{% assign name = value | filters %}`
struct AssignTag: BufferedNode {
    let name: String
    let value: FilteredExpr
    var isBlank: Bool { true }

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        let b = Array(tag.markup.utf8)
        // Ruby: /(VariableSignature+)\s*=\s*(.*)\s*/m, unanchored.
        var p = 0
        while p < b.count {
            if isSignatureByte(b[p]) {
                var q = p
                while q < b.count && isSignatureByte(b[q]) { q += 1 }
                var e = q
                while e < b.count && isLiquidSpace(b[e]) { e += 1 }
                if e < b.count && b[e] == UInt8(ascii: "=") {
                    e += 1
                    while e < b.count && isLiquidSpace(b[e]) { e += 1 }
                    let name = String(decoding: b[p..<q], as: UTF8.self)
                    let rest = String(decoding: b[e...], as: UTF8.self)
                    let value = try parser.filtered(rest, at: tag.markupOffset + e)
                    return AssignTag(name: name, value: value)
                }
                p = q
                continue
            }
            p += 1
        }
        throw tag.syntaxError("Syntax Error in 'assign' - Valid syntax: assign [var] = [source]")
    }

    static func isSignatureByte(_ c: UInt8) -> Bool {
        isWordByte(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: ".") || c == UInt8(ascii: "[")
            || c == UInt8(ascii: "]") || c == UInt8(ascii: "(") || c == UInt8(ascii: ")")
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        context.assign(name, try context.evaluate(value))
    }
}

/// `{% capture name %}…{% endcapture %}`
struct CaptureTag: BufferedNode {
    let name: String
    let body: BlockBody
    var isBlank: Bool { true }

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        let b = Array(tag.markup.utf8)
        guard let start = b.firstIndex(where: AssignTag.isSignatureByte) else {
            throw tag.syntaxError("Syntax Error in 'capture' - Valid syntax: capture [var]")
        }
        var end = start
        while end < b.count && AssignTag.isSignatureByte(b[end]) { end += 1 }
        let body = try parser.parseBlock(for: tag)
        return CaptureTag(name: String(decoding: b[start..<end], as: UTF8.self), body: body)
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        var captured = OutputBuffer()
        try body.render(into: &captured, context: context)
        context.assign(name, .string(captured.string))
    }
}

/// `{% echo value | filters %}`
struct EchoTag: BufferedNode {
    let value: FilteredExpr

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        EchoTag(value: try parser.filtered(tag.markup, at: tag.markupOffset))
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        try context.render(value, into: &output)
    }
}
