/// `{% comment %}…{% endcomment %}`: the body is skipped unparsed, as in Liquid 5.5+,
/// with nested comments counted and `raw` respected.
struct CommentTag: BufferedNode {
    var isBlank: Bool { true }

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        try parser.skipBody(for: tag)
        return CommentTag()
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {}
}

/// `{% doc %}…{% enddoc %}`: documentation, taken as raw text and never rendered.
struct DocTag: BufferedNode {
    var isBlank: Bool { true }

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        if !tag.markup.utf8.allSatisfy(isLiquidSpace) {
            throw tag.syntaxError("Syntax Error in 'doc' - Valid syntax: doc")
        }
        _ = try parser.readRawBody(for: tag)
        return DocTag()
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {}
}

/// `{% # comment %}`: every line of a multi-line inline comment must start with `#`.
struct InlineCommentTag: BufferedNode {
    var isBlank: Bool { true }

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        let b = Array(tag.markup.utf8)
        var i = 0
        while i < b.count {
            if b[i] == UInt8(ascii: "\n") {
                var k = i + 1
                while k < b.count && isLiquidSpace(b[k]) { k += 1 }
                if k < b.count && b[k] != UInt8(ascii: "#") {
                    throw tag.syntaxError("Syntax error in tag '#' - Each line of comments must be prefixed by the '#' character")
                }
                i = k
                continue
            }
            i += 1
        }
        return InlineCommentTag()
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {}
}

/// `{% raw %}…{% endraw %}`
struct RawTag: BufferedNode {
    let text: String
    var isBlank: Bool { text.isEmpty }

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        if !tag.markup.utf8.allSatisfy(isLiquidSpace) {
            throw tag.syntaxError("Syntax Error in 'raw' - Valid syntax: raw")
        }
        return RawTag(text: try parser.readRawBody(for: tag))
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        output.append(text)
    }
}

/// `{% ifchanged %}…{% endifchanged %}`: prints the body when it differs from last time.
struct IfchangedTag: BufferedNode {
    let body: BlockBody
    var isBlank: Bool { body.isBlank }

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        IfchangedTag(body: try parser.parseBlock(for: tag))
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        var buffer = OutputBuffer()
        try body.render(into: &buffer, context: context)
        let rendered = buffer.string
        if rendered != context.lastIfchanged {
            context.lastIfchanged = rendered
            output.append(rendered)
        }
    }
}
