/// A condition (nil for `else`) and the body it guards.
final class ConditionalBranch: Sendable {
    let condition: Cond?
    let body: BlockBody

    init(_ condition: Cond?, _ body: BlockBody) {
        self.condition = condition
        self.body = body
    }
}

/// `{% if %}…{% elsif %}…{% else %}…{% endif %}` and `unless`.
struct IfTag: BufferedNode {
    let branches: [ConditionalBranch]
    /// `unless`: the first condition is negated.
    let negateFirst: Bool
    let isBlank: Bool

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        try parse(tag, parser, negateFirst: false)
    }

    static func parseUnless(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        try parse(tag, parser, negateFirst: true)
    }

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser, negateFirst: Bool) throws -> IfTag {
        var condition: Cond? = try parser.cond(tag.markup, at: tag.markupOffset, tagName: tag.name)
        var branches: [(condition: Cond?, body: BlockBody)] = []
        let endName = "end" + tag.name
        while true {
            let (body, end) = try parser.parseBody(for: tag, until: ["elsif", "else", endName])
            branches.append((condition, body))
            switch end.name {
            case "elsif": condition = try parser.cond(end.markup, at: end.markupOffset, tagName: tag.name)
            case "else": condition = nil
            default:
                let blank = branches.allSatisfy { $0.body.isBlank }
                if blank {
                    for i in branches.indices { branches[i].body.removeBlankText() }
                }
                return IfTag(branches: branches.map { ConditionalBranch($0.condition, $0.body) }, negateFirst: negateFirst, isBlank: blank)
            }
        }
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        for index in branches.indices {
            let branch = branches[index]
            guard let condition = branch.condition else {
                try branch.body.render(into: &output, context: context)
                return
            }
            var holds = try context.evaluate(condition)
            if index == 0 && negateFirst { holds.toggle() }
            if holds {
                try branch.body.render(into: &output, context: context)
                return
            }
        }
    }
}

/// `{% case x %}{% when a, b or c %}…{% else %}…{% endcase %}`
struct CaseTag: BufferedNode {
    let subject: Expr
    /// `when` values with their bodies; nil values mark an `else`.
    let branches: [(values: [Expr]?, body: BlockBody)]
    let isBlank: Bool

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        let b = Array(tag.markup.utf8)
        guard let subjectRange = LaxParser.firstQuotedFragment(b) else {
            throw tag.syntaxError("Syntax Error in 'case' - Valid syntax: case [condition]")
        }
        let subject = LaxParser.expression(bytes: Array(b[subjectRange]))
        // Text before the first `when` is parsed but never rendered.
        var (_, end) = try parser.parseBody(for: tag, until: ["when", "else", "endcase"])
        var branches: [(values: [Expr]?, body: BlockBody)] = []
        while end.name != "endcase" {
            var values: [Expr]?
            if end.name == "when" {
                values = try parser.parse(
                    end.markup, at: end.markupOffset,
                    strict: { (m, o) throws(SyntaxFailure) -> [Expr] in try strictWhenValues(m, o) },
                    lax: { (_, _) throws(SyntaxFailure) -> [Expr] in
                        do { return try whenValues(end) } catch {
                            throw SyntaxFailure(message: (error as? LiquidError)?.message ?? "\(error)", offset: end.span.offset, length: end.span.length)
                        }
                    })
            } else if !end.markup.utf8.allSatisfy(isLiquidSpace) {
                throw end.syntaxError("Syntax Error in tag 'case' - Valid else condition: {% else %} (no parameters) ")
            }
            let (body, next) = try parser.parseBody(for: tag, until: ["when", "else", "endcase"])
            branches.append((values, body))
            end = next
        }
        let blank = branches.allSatisfy { $0.body.isBlank }
        if blank {
            for i in branches.indices { branches[i].body.removeBlankText() }
        }
        return CaseTag(subject: subject, branches: branches, isBlank: blank)
    }

    /// `value (or|,) value …` and nothing else (Liquid 5.11's stricter parser).
    static func strictWhenValues(_ markup: String, _ offset: Int) throws(SyntaxFailure) -> [Expr] {
        var p = try StrictParser(markup, base: offset)
        var values = [try p.expression()]
        while p.consumeIf(.comma) != nil || p.consumeIdentifier("or") {
            values.append(try p.expression())
        }
        try p.expectEnd()
        return values
    }

    /// /(QuotedFragment)(?:(?:\s+or\s+|\s*\,\s*)(QuotedFragment.*))?/m, repeated.
    static func whenValues(_ tag: TagMarkup) throws(LiquidError) -> [Expr] {
        let b = Array(tag.markup.utf8)
        var values: [Expr] = []
        var p = 0
        while true {
            guard let r = LaxParser.firstQuotedFragment(b, from: p) else {
                if values.isEmpty {
                    throw tag.syntaxError("Syntax Error in tag 'case' - Valid when condition: {% when [condition] [or condition2...] %}")
                }
                return values
            }
            values.append(LaxParser.expression(bytes: Array(b[r])))
            var q = r.upperBound
            var s = q
            while s < b.count && isLiquidSpace(b[s]) { s += 1 }
            if s < b.count && b[s] == UInt8(ascii: ",") {
                q = s + 1
                while q < b.count && isLiquidSpace(b[q]) { q += 1 }
            } else if s > q, s + 2 < b.count, b[s] == UInt8(ascii: "o"), b[s + 1] == UInt8(ascii: "r"), isLiquidSpace(b[s + 2]) {
                q = s + 2
                while q < b.count && isLiquidSpace(b[q]) { q += 1 }
            } else {
                return values
            }
            guard LaxParser.quotedFragment(b, q) != nil else { return values }
            p = q
        }
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        var matched = false
        for branch in branches {
            guard let values = branch.values else {
                if !matched { try branch.body.render(into: &output, context: context) }
                continue
            }
            // Ruby Liquid renders every matching `when`, not just the first.
            // Each value is its own `when` in Ruby, so a body can render more than once.
            for value in values where try context.compare(subject, .equal, value) {
                matched = true
                try branch.body.render(into: &output, context: context)
            }
        }
    }
}
