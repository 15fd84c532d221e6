/// `{% tablerow item in collection cols: 3 limit: n offset: m %}…{% endtablerow %}`
struct TablerowTag: BufferedNode {
    let variable: String
    let collection: Expr
    let cols: Expr?
    let limit: Expr?
    let offset: Expr?
    let body: BlockBody
    var isBlank: Bool { body.isBlank }

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        // /(\w+)\s+in\s+(QuotedFragment+)/, unanchored.
        let b = Array(tag.markup.utf8)
        var found: (String, Expr)?
        var p = 0
        while p < b.count && found == nil {
            guard isWordByte(b[p]) else { p += 1; continue }
            var q = p
            while q < b.count && isWordByte(b[q]) { q += 1 }
            var s = q
            while s < b.count && isLiquidSpace(b[s]) { s += 1 }
            if s > q, s + 2 < b.count, b[s] == UInt8(ascii: "i"), b[s + 1] == UInt8(ascii: "n"), isLiquidSpace(b[s + 2]) {
                var c = s + 2
                while c < b.count && isLiquidSpace(b[c]) { c += 1 }
                if let end = LaxParser.quotedFragments(b, c) {
                    found = (String(decoding: b[p..<q], as: UTF8.self), LaxParser.expression(bytes: Array(b[c..<end])))
                    break
                }
            }
            p = q
        }
        guard let (variable, collection) = found else {
            throw tag.syntaxError("Syntax Error in 'table_row loop' - Valid syntax: table_row [item] in [collection] cols=3")
        }
        var cols: Expr?
        var limit: Expr?
        var offset: Expr?
        for (key, value) in LaxParser.tagAttributes(b) {
            switch key {
            case "cols": cols = LaxParser.expression(value)
            case "limit": limit = LaxParser.expression(value)
            case "offset": offset = LaxParser.expression(value)
            default: break
            }
        }
        let body = try parser.parseBlock(for: tag)
        return TablerowTag(variable: variable, collection: collection, cols: cols, limit: limit, offset: offset, body: body)
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        let collectionValue = try context.evaluate(collection)
        guard collectionValue.isTruthy else { return }
        let from = try offset.map { try context.evaluate($0).rubyToInt } ?? 0
        let to = try limit.map { Value.saturatingAdd(from, try context.evaluate($0).rubyToInt) }
        let segment = try LoopSegment(collectionValue, from: from, to: to, context: context)
        let length = segment.count
        // Without `cols` everything goes in one row (Liquid 5.5+).
        let colsValue = try cols.map { try context.evaluate($0) }
        let columns = (colsValue == nil || colsValue!.isNil) ? length : colsValue!.rubyToInt
        output.append("<tr class=\"row1\">\n")
        let loop = TablerowloopDrop(length: length, cols: columns)
        try context.withScope(["tablerowloop": .drop(loop)]) {
            for index in 0..<length {
                try context.tick(output)
                context.setLocal(variable, segment[index])
                output.append("<td class=\"col\(loop.col)\">")
                try body.render(into: &output, context: context)
                output.append("</td>")
                if let interrupt = context.interrupt {
                    context.interrupt = nil
                    if interrupt == .breakLoop { break }
                }
                if loop.col == loop.cols && index != length - 1 {
                    output.append("</tr>\n<tr class=\"row\(loop.row + 1)\">")
                }
                loop.increment()
            }
        }
        output.append("</tr>\n")
    }
}

/// `tablerowloop`: `forloop`'s fields plus row and column.
final class TablerowloopDrop: Drop, @unchecked Sendable {
    let length: Int
    let cols: Int
    var index = 0
    var row = 1
    var col = 1

    init(length: Int, cols: Int) {
        self.length = length
        self.cols = cols
    }

    func increment() {
        index += 1
        if col == cols {
            col = 1
            row += 1
        } else {
            col += 1
        }
    }

    func liquidValue(forKey key: String) -> Value {
        switch key {
        case "index": return .int(index + 1)
        case "index0": return .int(index)
        case "rindex": return .int(length - index)
        case "rindex0": return .int(length - index - 1)
        case "first": return .bool(index == 0)
        case "last": return .bool(index == length - 1)
        case "length": return .int(length)
        case "col": return .int(col)
        case "col0": return .int(col - 1)
        case "row": return .int(row)
        case "col_first": return .bool(col == 1)
        case "col_last": return .bool(col == cols)
        default: return .nil
        }
    }
}
