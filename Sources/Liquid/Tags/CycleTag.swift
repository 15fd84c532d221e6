/// `{% cycle 'a', 'b' %}` and named groups `{% cycle group: 'a', 'b' %}`.
struct CycleTag: BufferedNode {
    /// Named groups are keyed by the evaluated name; unnamed ones by their values, as Ruby
    /// keys them by the values' `to_s` (which makes variable values unique per tag).
    let name: Expr?
    let unnamedKey: String
    let values: [Expr]

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        let b = Array(tag.markup.utf8)
        if let (nameRange, rest) = namedSyntax(b) {
            let values = variables(Array(b[rest...]))
            return CycleTag(name: LaxParser.expression(bytes: Array(b[nameRange])), unnamedKey: "", values: values)
        }
        guard LaxParser.quotedFragments(b, 0) != nil else {
            throw tag.syntaxError("Syntax Error in 'cycle' - Valid syntax: cycle [name :] var [, var2, var3 ...]")
        }
        let values = variables(b)
        var key = "["
        for (index, value) in values.enumerated() {
            if index > 0 { key += ", " }
            if case .literal(let v) = value {
                key += v.inspect
            } else {
                key += "#<\(tag.span.source.name ?? ""):\(tag.span.offset)>"
            }
        }
        return CycleTag(name: nil, unnamedKey: "u:" + key + "]", values: values)
    }

    /// /\A(QuotedFragment)\s*\:\s*(.*)/m
    private static func namedSyntax(_ b: [UInt8]) -> (Range<Int>, Int)? {
        if let end = LaxParser.quotedString(b, 0) {
            var p = end
            while p < b.count && isLiquidSpace(b[p]) { p += 1 }
            guard p < b.count, b[p] == UInt8(ascii: ":") else { return nil }
            return (0..<end, p + 1)
        }
        guard let runEnd = LaxParser.quotedFragment(b, 0) else { return nil }
        var p = runEnd
        while p < b.count && isLiquidSpace(b[p]) { p += 1 }
        if p < b.count && b[p] == UInt8(ascii: ":") { return (0..<runEnd, p + 1) }
        // The fragment can give back characters: the last colon inside it splits name and values.
        var k = runEnd - 1
        while k > 0 {
            if b[k] == UInt8(ascii: ":") { return (0..<k, k + 1) }
            k -= 1
        }
        return nil
    }

    private static func variables(_ b: [UInt8]) -> [Expr] {
        var result: [Expr] = []
        for part in b.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            let bytes = Array(part)
            if let r = LaxParser.firstQuotedFragment(bytes) {
                result.append(LaxParser.expression(bytes: Array(bytes[r])))
            }
        }
        return result
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        let key: String
        if let name { key = "n:" + (try context.evaluate(name)).inspect } else { key = unnamedKey }
        // Hashes the key once: evaluating a value cannot change `cycles`, so the slot stays valid.
        let slot = context.cycles.index(forKey: key)
        var iteration = slot.map { context.cycles.values[$0] } ?? 0
        if iteration < values.count {
            output.append(try context.evaluate(values[iteration]))
        }
        iteration += 1
        if iteration >= values.count { iteration = 0 }
        if let slot { context.cycles.values[slot] = iteration } else { context.cycles[key] = iteration }
    }
}
