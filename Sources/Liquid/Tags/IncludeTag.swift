/// What `include` and `render` share: `'name' (with|for) value as alias, key: value`.
struct PartialHeader {
    var name: Expr
    var variable: Expr?
    var isFor = false
    var alias: String?
    var attributes: [(String, Expr)]

    /// /(NAME)(\s+(with|for)\s+(QuotedFragment+))?(\s+(?:as)\s+([\w-]+))?/ where NAME is
    /// `QuotedFragment+` for `include` and a quoted string for `render`.
    static func parse(_ b: [UInt8], quotedNameOnly: Bool) -> PartialHeader? {
        var nameRange: Range<Int>?
        var p = 0
        while p < b.count {
            if quotedNameOnly {
                if let end = LaxParser.quotedString(b, p) {
                    var e = end
                    while let next = LaxParser.quotedString(b, e) { e = next }
                    nameRange = p..<e
                    break
                }
            } else if let end = LaxParser.quotedFragments(b, p) {
                nameRange = p..<end
                break
            }
            p += 1
        }
        guard let nameRange else { return nil }
        var header = PartialHeader(name: LaxParser.expression(bytes: Array(b[nameRange])), attributes: [])
        var q = nameRange.upperBound
        if let (word, valueStart, valueEnd) = keywordClause(b, q, words: ["with", "for"], value: LaxParser.quotedFragments) {
            header.isFor = word == "for"
            header.variable = LaxParser.expression(bytes: Array(b[valueStart..<valueEnd]))
            q = valueEnd
        }
        if let (_, aliasStart, aliasEnd) = keywordClause(b, q, words: ["as"], value: { bytes, s in
            var e = s
            while e < bytes.count && (isWordByte(bytes[e]) || bytes[e] == UInt8(ascii: "-")) { e += 1 }
            return e > s ? e : nil
        }) {
            header.alias = String(decoding: b[aliasStart..<aliasEnd], as: UTF8.self)
        }
        header.attributes = LaxParser.tagAttributes(b).map { ($0.0, LaxParser.expression($0.1)) }
        return header
    }

    /// `\s+WORD\s+VALUE` at `p`.
    private static func keywordClause(
        _ b: [UInt8], _ p: Int, words: [String], value: ([UInt8], Int) -> Int?
    ) -> (String, Int, Int)? {
        var s = p
        while s < b.count && isLiquidSpace(b[s]) { s += 1 }
        guard s > p else { return nil }
        for word in words {
            let w = Array(word.utf8)
            guard s + w.count < b.count, Array(b[s..<(s + w.count)]) == w, isLiquidSpace(b[s + w.count]) else { continue }
            var v = s + w.count
            while v < b.count && isLiquidSpace(b[v]) { v += 1 }
            if let end = value(b, v) { return (word, v, end) }
        }
        return nil
    }
}

/// Standard Liquid `{% include 'name' with value as alias, key: value %}`: renders a partial
/// in the caller's scope. (Jekyll's `include` replaces this tag in SiteKit.)
struct IncludeTag: BufferedNode {
    let header: PartialHeader
    let span: SourceSpan

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        guard let header = PartialHeader.parse(Array(tag.markup.utf8), quotedNameOnly: false) else {
            throw tag.syntaxError("Error in tag 'include' - Valid syntax: include '[template]' (with|for) [object|collection]")
        }
        return IncludeTag(header: header, span: tag.span)
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        if context.includeDisabled {
            throw LiquidError(.render, "include usage is not allowed in this context")
        }
        let nameValue = try context.evaluate(header.name)
        guard nameValue.isTruthy else {
            throw LiquidError(.argument, "Argument error in tag 'include' - Illegal template name")
        }
        let name = nameValue.liquidString
        let partial = try loadPartial(name, context: context, span: span)
        let variableName = header.alias ?? String(name.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        let variable = try header.variable.map { try context.evaluate($0) } ?? context.variable(name)
        try context.withScope {
            for (key, value) in header.attributes {
                context.setLocal(key, try context.evaluate(value))
            }
            if case .array(let items) = variable {
                for item in items {
                    context.setLocal(variableName, item)
                    try context.renderInline(partial, into: &output, includedFrom: span)
                }
            } else {
                context.setLocal(variableName, variable)
                try context.renderInline(partial, into: &output, includedFrom: span)
            }
        }
    }
}

/// Loads a partial through the environment's cache; errors inside it keep `span` in their chain.
func loadPartial(_ name: String, context: RenderContext, span: SourceSpan) throws -> Template {
    do {
        return try context.environment.partial(named: name)
    } catch var error as LiquidError {
        if error.location == nil { error.location = span.location } else { error.includeChain.append(span.location) }
        throw error
    }
}

/// `{% render 'name' with value as alias, key: value %}`: renders a partial in an isolated scope.
struct RenderTag: BufferedNode {
    let header: PartialHeader
    let span: SourceSpan

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        guard let header = PartialHeader.parse(Array(tag.markup.utf8), quotedNameOnly: true) else {
            throw tag.syntaxError("Syntax error in tag 'render' - Template name must be a quoted string")
        }
        return RenderTag(header: header, span: tag.span)
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        guard case .literal(.string(let name)) = header.name else {
            throw LiquidError(.argument, "Syntax error in tag 'render' - Template name must be a quoted string")
        }
        let partial = try loadPartial(name, context: context, span: span)
        let variableName = header.alias ?? String(name.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        let variable = try header.variable.map { try context.evaluate($0) } ?? .nil
        var attributes: [(String, Value)] = []
        for (key, value) in header.attributes { attributes.append((key, try context.evaluate(value))) }

        func renderOne(_ value: Value, forloop: ForloopDrop?) throws {
            let inner = RenderContext(isolatedFrom: context)
            inner.includeDisabled = true
            if let forloop { inner.setLocal("forloop", .drop(forloop)) }
            for (key, value) in attributes { inner.setLocal(key, value) }
            if !value.isNil { inner.setLocal(variableName, value) }
            try inner.renderInline(partial, into: &output, includedFrom: span)
        }

        if header.isFor {
            let items: [Value]?
            switch variable {
            case .array(let a): items = a
            case .range, .dictionary: items = variable.iterationElements
            default: items = nil
            }
            if let items {
                let forloop = ForloopDrop(name: name, length: items.count, parentloop: nil)
                for item in items {
                    try context.tick(output)
                    try renderOne(item, forloop: forloop)
                    forloop.index += 1
                }
                return
            }
        }
        try renderOne(variable, forloop: nil)
    }
}
