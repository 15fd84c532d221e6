/// `{% for item in collection limit: n offset: m reversed %}…{% else %}…{% endfor %}`
struct ForTag: BufferedNode {
    let variable: String
    let collection: Expr
    /// `var-collection`, the key under which `offset: continue` remembers its position.
    let loopName: String
    let limit: Expr?
    let offset: Expr?
    let offsetContinue: Bool
    let reversed: Bool
    let body: BlockBody
    let elseBody: BlockBody?
    let isBlank: Bool

    struct Header {
        var variable: String
        var collection: Expr
        var collectionText: String
        var reversed = false
        var limit: Expr?
        var offset: Expr?
        var offsetContinue = false
    }

    static func parse(_ tag: TagMarkup, _ parser: TemplateParser) throws -> any Node {
        let header = try parser.parse(
            tag.markup, at: tag.markupOffset, laxOnlyInLaxMode: false,
            strict: { (m, o) throws(SyntaxFailure) in try strictHeader(m, o) },
            lax: { (m, _) throws(SyntaxFailure) in try laxHeader(m) })
        var (body, end) = try parser.parseBody(for: tag, until: ["else", "endfor"])
        var elseBody: BlockBody?
        if end.name == "else" {
            elseBody = try parser.parseBody(for: tag, until: ["endfor"]).body
        }
        let blank = body.isBlank && (elseBody?.isBlank ?? true)
        if blank {
            body.removeBlankText()
            elseBody?.removeBlankText()
        }
        return ForTag(
            variable: header.variable, collection: header.collection,
            loopName: header.variable + "-" + header.collectionText, limit: header.limit, offset: header.offset,
            offsetContinue: header.offsetContinue, reversed: header.reversed, body: body, elseBody: elseBody,
            isBlank: blank)
    }

    static func strictHeader(_ markup: String, _ offset: Int) throws(SyntaxFailure) -> Header {
        var p = try StrictParser(markup, base: offset)
        let variable = p.text(try p.consume(.id, expecting: "a loop variable name"))
        guard p.consumeIdentifier("in") else {
            throw p.failure("For loops require an 'in' clause", at: p.current)
        }
        let start = p.current.start
        let collection = try p.expression()
        let collectionText = String(decoding: p.bytes[start..<p.tokens[p.position - 1].end], as: UTF8.self)
        var header = Header(variable: variable, collection: collection, collectionText: collectionText)
        header.reversed = p.consumeIdentifier("reversed")
        while p.look(.id), p.look(.colon, 1) {
            let key = p.text(p.current)
            guard key == "limit" || key == "offset" else {
                throw p.failure("Invalid attribute '\(key)' in for loop. Valid attributes are limit and offset", at: p.current)
            }
            p.position += 2
            if key == "offset", p.look(.id), p.text(p.current) == "continue" {
                p.position += 1
                header.offsetContinue = true
            } else {
                let value = try p.expression()
                if key == "limit" { header.limit = value } else { header.offset = value; header.offsetContinue = false }
            }
        }
        try p.expectEnd()
        return header
    }

    /// /\A([\w-]+)\s+in\s+(QuotedFragment+)\s*(reversed)?/ plus `limit:`/`offset:` anywhere.
    static func laxHeader(_ markup: String) throws(SyntaxFailure) -> Header {
        let b = Array(markup.utf8)
        let fail = SyntaxFailure(message: "Syntax Error in 'for loop' - Valid syntax: for [item] in [collection]")
        var p = 0
        while p < b.count && (isWordByte(b[p]) || b[p] == UInt8(ascii: "-")) { p += 1 }
        guard p > 0 else { throw fail }
        let variable = String(decoding: b[0..<p], as: UTF8.self)
        var q = p
        while q < b.count && isLiquidSpace(b[q]) { q += 1 }
        guard q > p, q + 2 < b.count, b[q] == UInt8(ascii: "i"), b[q + 1] == UInt8(ascii: "n"), isLiquidSpace(b[q + 2]) else {
            throw fail
        }
        q += 2
        while q < b.count && isLiquidSpace(b[q]) { q += 1 }
        guard let end = LaxParser.quotedFragments(b, q) else { throw fail }
        let collectionText = String(decoding: b[q..<end], as: UTF8.self)
        var header = Header(
            variable: variable, collection: LaxParser.expression(bytes: Array(b[q..<end])), collectionText: collectionText)
        var r = end
        while r < b.count && isLiquidSpace(b[r]) { r += 1 }
        header.reversed = b[r...].starts(with: "reversed".utf8)
        for (key, value) in LaxParser.tagAttributes(b) {
            if key == "limit" { header.limit = LaxParser.expression(value) }
            if key == "offset" {
                if value == "continue" {
                    header.offsetContinue = true
                } else {
                    header.offset = LaxParser.expression(value)
                    header.offsetContinue = false
                }
            }
        }
        return header
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        let from: Int
        if offsetContinue {
            from = context.forOffsets[loopName] ?? 0
        } else if let offset {
            let value = try context.evaluate(offset)
            from = value.isNil ? 0 : try value.forInteger()
        } else {
            from = 0
        }
        var to: Int?
        if let limit {
            let value = try context.evaluate(limit)
            if !value.isNil { to = Value.saturatingAdd(try value.forInteger(), from) }
        }
        let collectionValue = try context.evaluate(collection)
        var segment = try LoopSegment(collectionValue, from: from, to: to, context: context)
        if reversed { segment.reverse() }
        context.forOffsets[loopName] = from + segment.count

        guard segment.count > 0 else {
            try elseBody?.render(into: &output, context: context)
            return
        }
        let forloop = ForloopDrop(name: loopName, length: segment.count, parentloop: context.forStack.last)
        context.forStack.append(forloop)
        defer { context.forStack.removeLast() }
        var scope = VariableScope(variable, .nil, capacity: 2)
        scope["forloop"] = .drop(forloop)
        try context.withScope(consume scope) {
            for index in 0..<segment.count {
                try context.tick(output)
                context.setLocal(variable, segment[index])
                try body.render(into: &output, context: context)
                forloop.index += 1
                if let interrupt = context.interrupt {
                    context.interrupt = nil
                    if interrupt == .breakLoop { break }
                }
            }
        }
    }
}

/// The items a loop visits, without materialising ranges such as `(1..1000000)`.
struct LoopSegment {
    private enum Storage {
        case values([Value])
        case integers(lower: Int, count: Int)
    }

    private var storage: Storage
    private var isReversed = false

    init(_ collection: Value, from: Int, to: Int?, context: RenderContext) throws {
        if case .range(let r) = collection {
            let total = r.count
            let start = min(max(0, from), total)
            let end = min(max(start, to ?? total), total)
            let count = end - start
            if count > context.settings.maxIterations {
                throw LiquidError(.render, "Too many loop iterations (\(count)); is a range unbounded?")
            }
            storage = .integers(lower: count == 0 ? 0 : r.first + start, count: count)
            return
        }
        let items: [Value]
        switch collection {
        case .array(let a): items = a
        case .string(let s): items = s.isEmpty ? [] : [collection]
        case .dictionary, .drop: items = collection.iterationElements
        default: items = []
        }
        // Ruby's slice_collection_using_each: a negative offset starts at 0.
        let start = min(max(0, from), items.count)
        let end = min(max(start, to ?? items.count), items.count)
        storage = .values(start == 0 && end == items.count ? items : Array(items[start..<end]))
    }

    var count: Int {
        switch storage {
        case .values(let v): return v.count
        case .integers(_, let count): return count
        }
    }

    mutating func reverse() { isReversed.toggle() }

    subscript(index: Int) -> Value {
        let i = isReversed ? count - 1 - index : index
        switch storage {
        case .values(let v): return v[i]
        case .integers(let lower, _): return .int(lower + i)
        }
    }
}

/// `forloop`: index, first, last and friends, plus `parentloop`.
final class ForloopDrop: Drop, @unchecked Sendable {
    let name: String
    let length: Int
    let parentloop: ForloopDrop?
    /// Advanced only by its loop, on the render's thread: no exclusivity bookkeeping needed.
    @exclusivity(unchecked) var index = 0

    init(name: String, length: Int, parentloop: ForloopDrop?) {
        self.name = name
        self.length = length
        self.parentloop = parentloop
    }

    func liquidValue(forKey key: String) -> Value {
        // Matching the length first spares most string comparisons, which a `switch` on the
        // string alone makes against each case in turn.
        switch (key.utf8.count, key) {
        case (5, "index"): return .int(index + 1)
        case (6, "index0"): return .int(index)
        case (6, "rindex"): return .int(length - index)
        case (7, "rindex0"): return .int(length - index - 1)
        case (5, "first"): return .bool(index == 0)
        case (4, "last"): return .bool(index == length - 1)
        case (6, "length"): return .int(length)
        case (4, "name"): return .string(name)
        case (10, "parentloop"): return parentloop.map { .drop($0) } ?? .nil
        default: return .nil
        }
    }

    var liquidKeys: [String] { ["first", "index", "index0", "last", "length", "rindex", "rindex0"] }
}
