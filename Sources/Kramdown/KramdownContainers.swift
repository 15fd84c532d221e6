import MarkdownCore
/// Blockquotes, lists and definition lists: each collects its lines without the markers
/// and hands them to a nested parser (bounded by `KramdownDocument.maximumDepth`).
extension KramdownBlockParser {

    /// Removes `columns` columns of leading whitespace (tabs to the next multiple of four).
    static func dedent(_ line: ArraySlice<UInt8>, columns: Int) -> (Bytes, Bool) {
        var col = 0
        var i = line.startIndex
        while i < line.endIndex, col < columns {
            if line[i] == 0x20 {
                col += 1
            } else if line[i] == 0x09 {
                let next = (col / 4 + 1) * 4
                if next > columns {
                    // a tab straddling the cut leaves spaces behind
                    return (Array(repeating: 0x20, count: next - columns) + line[(i + 1)...], true)
                }
                col = next
            } else {
                break
            }
            i += 1
        }
        return (Array(line[i...]), col >= columns)
    }

    /// kramdown's test for an item's own line: `indentation / 4` units (a tab or four spaces)
    /// then `indentation % 4` spaces, or one unit more. Tabs are units, not columns, so
    /// `␠␠␠␠⇥- x` under a two-column item is not indented enough for a nested item.
    func isItemContent(_ p: Int, indentation: Int) -> Bool {
        var i = p
        func unit() -> Bool {
            if byte(i) == 0x09 { i += 1; return true }
            if byte(i) == 0x20, byte(i + 1) == 0x20, byte(i + 2) == 0x20, byte(i + 3) == 0x20 { i += 4; return true }
            return false
        }
        for _ in 0..<(indentation / 4) {
            guard unit() else { return false }
        }
        let afterUnits = i
        var spaces = 0
        while spaces < indentation % 4, byte(i) == 0x20 { i += 1; spaces += 1 }
        if spaces == indentation % 4 { return true }
        i = afterUnits
        return unit()
    }

    /// An item's later line as kramdown takes it: leading tabs become four spaces each, then
    /// `indentation` spaces are cut when they are there (`found`).
    static func itemLine(_ line: ArraySlice<UInt8>, indentation: Int) -> (Bytes, found: Bool) {
        var text: Bytes = []
        var i = line.startIndex
        while i < line.endIndex, line[i] == 0x09 {
            text += [0x20, 0x20, 0x20, 0x20]
            i += 1
        }
        text += line[i...]
        guard text.count >= indentation, text.prefix(indentation).allSatisfy({ $0 == 0x20 }) else { return (text, false) }
        return (Array(text[indentation...]), true)
    }

    /// A blank line as kramdown collects it into a list item: whole, ending in a line break.
    static func blankLine(_ line: ArraySlice<UInt8>) -> Bytes {
        line.last == 0x0A ? Array(line) : Array(line) + [0x0A]
    }

    /// Parses collected container lines with a nested parser sharing this document.
    func parseNested(_ lines: Bytes, into element: KramdownElement) {
        document.depth += 1
        defer { document.depth -= 1 }
        document.steps += lines.count
        var parser = KramdownBlockParser(lines, document: document)
        parser.parseBlocks(into: element)
    }

    var canNest: Bool { document.depth < KramdownDocument.maximumDepth }

    mutating func parseBlockquote(into parent: KramdownElement) -> Bool {
        guard isBlockquoteStart(pos), canNest else { return false }
        var content: Bytes = []
        var p = pos
        while p < src.count {
            if isBlockquoteStart(p) {
                var i = p + spaces(p) + 1
                if byte(i) == 0x20 { i += 1 }
                content += src[i..<nextLine(p)]
                p = nextLine(p)
                // lazy continuation lines
                while p < src.count, !isBlockquoteStart(p), !isBlank(p), !isIALLine(p), !isEndOfBlockMarker(p),
                    !isLazyEndHTML(p)
                {
                    content += src[p..<nextLine(p)]
                    p = nextLine(p)
                }
                continue
            }
            break
        }
        if content.last != 0x0A { content.append(0x0A) }
        pos = p
        let quote = KramdownElement(.blockquote)
        parseNested(content, into: quote)
        add(quote, to: parent)
        return true
    }

    /// kramdown's LIST_ITEM_IAL at the start of `t`: `{:` then attributes up to the first `}`
    /// not escaped by a backslash, where `{::name}`, `{:/name}` (extensions) and `{:id:`
    /// (an attribute definition) are not one. Returns the index of the closing brace.
    static func leadingItemIAL(_ t: ArraySlice<UInt8>) -> Int? {
        let s = t.startIndex
        guard t.count > 2, t[s] == UInt8(ascii: "{"), t[s + 1] == UInt8(ascii: ":") else { return nil }
        var i = s + 2
        guard t[i] != UInt8(ascii: "/"), t[i] != UInt8(ascii: ":") else { return nil }
        // `(?!(?:\w[\w-]*)?:)`: an ALD's name and colon
        if KramdownSpanParser.isASCIIWord(t[i]) {
            var j = i + 1
            while j < t.endIndex, KramdownSpanParser.isASCIIWord(t[j]) || t[j] == UInt8(ascii: "-") { j += 1 }
            if j < t.endIndex, t[j] == UInt8(ascii: ":") { return nil }
        }
        while i < t.endIndex {
            if t[i] == UInt8(ascii: "\\"), i + 1 < t.endIndex, t[i + 1] == UInt8(ascii: "}") { i += 2; continue }
            if t[i] == UInt8(ascii: "}") { return i > s + 2 ? i : nil }
            i += 1
        }
        return nil
    }

    /// The item's first line after its marker: content and the indentation later lines need.
    func firstItemLine(markerEnd: Int, lineStart: Int) -> (content: Bytes, indentation: Int, attributes: AttributeList?) {
        let e = nextLine(lineStart)
        // the usual item, `- text` with one space and no IAL: the line as it is
        if byte(markerEnd) == 0x20, markerEnd + 1 < e, src[markerEnd + 1] != 0x20, src[markerEnd + 1] != 0x09,
            src[markerEnd + 1] != 0x0A, src[markerEnd + 1] != 0x0D, src[markerEnd + 1] != UInt8(ascii: "{")
        {
            return (Array(src[(markerEnd + 1)..<e]), markerEnd + 1 - lineStart, nil)
        }
        var rest = Array(src[markerEnd..<e])
        var indentation = markerEnd - lineStart
        var attributes: AttributeList? = nil
        // `{:.class}` right after the marker belongs to the item
        var t = 0
        while t < rest.count, rest[t] == 0x20 || rest[t] == 0x09 { t += 1 }
        if let close = Self.leadingItemIAL(rest[t...]), !rest[t..<close].contains(0x0A) {
            attributes = AttributeList.parse(rest[(t + 2)..<close])
            let after = rest[(close + 1)...]
            if after.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                return ([], 4, attributes)
            }
            rest = Array(rest[..<t]) + Array(after.drop(while: { $0 == 0x20 || $0 == 0x09 }))
        }
        // kramdown strips all leading whitespace, the line break too: the item starts empty
        if rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return ([], 4, attributes)
        }
        // expand tabs after the marker, then count the spaces
        var col = indentation
        var i = 0
        while i < rest.count, rest[i] == 0x20 || rest[i] == 0x09 {
            col = rest[i] == 0x09 ? (col / 4 + 1) * 4 : col + 1
            i += 1
        }
        indentation = col
        return (Array(rest[i...]), indentation, attributes)
    }

    mutating func parseList(into parent: KramdownElement) -> Bool {
        guard let first = isListStart(pos), canNest else { return false }
        let ordered = first.ordered
        let list = KramdownElement(ordered ? .orderedList : .unorderedList)
        var items: [(element: KramdownElement, chunks: [Bytes])] = []
        var indentation = 0
        var maxMarkerSpaces = 3
        var lastBlank = false
        var nested = false
        var endOfBlock = false
        var p = pos
        while p < src.count {
            if lastBlank && isRule(p) { break }
            if isEndOfBlockMarker(p) {
                p = nextLine(p)
                endOfBlock = true
                break
            }
            if let start = isListStart(p, maxSpaces: maxMarkerSpaces), start.ordered == ordered {
                let line = firstItemLine(markerEnd: start.markerEnd, lineStart: p)
                let item = KramdownElement(.listItem)
                item.attributeList = line.attributes
                indentation = line.indentation
                maxMarkerSpaces = min(max(indentation - 1, 0), 3)
                items.append((item, [line.content]))
                var probe = KramdownBlockParser(line.content, document: document)
                probe.pos = 0
                nested = probe.isListStart(0) != nil
                lastBlank = false
                p = nextLine(p)
                continue
            }
            if !isBlank(p) && (isItemContent(p, indentation: indentation) || (!lastBlank && !isLazyStop(p, indentation: indentation))) {
                let (line, found) = Self.itemLine(src[p..<nextLine(p)], indentation: indentation)
                var text = line
                let probe = KramdownBlockParser(line, document: document)
                if !nested && found && probe.isListStart(0) != nil {
                    items[items.count - 1].chunks.append([])
                    nested = true
                } else if nested && !found && probe.isListStart(0) != nil {
                    text = Array(repeating: 0x20, count: indentation + 4) + line
                }
                items[items.count - 1].chunks[items[items.count - 1].chunks.count - 1] += text
                lastBlank = false
                p = nextLine(p)
                continue
            }
            if isBlank(p) {
                nested = true
                lastBlank = true
                // kramdown keeps a blank line whole: spaces in it survive into a code block
                items[items.count - 1].chunks[items[items.count - 1].chunks.count - 1] += Self.blankLine(src[p..<nextLine(p)])
                p = nextLine(p)
                continue
            }
            break
        }
        pos = p
        add(list, to: parent)
        var trailingBlank: KramdownElement? = nil
        for (index, (item, chunks)) in items.enumerated() {
            list.children.append(item)
            for chunk in chunks {
                parseNested(chunk, into: item)
            }
            let children = item.children
            if children.isEmpty { continue }
            if children.count >= 2, children[0].kind == .paragraph, children[1].kind == .endOfBlock,
                children[0].attributeList != nil
            {
                item.children.remove(at: 1)
            }
            let isLast = index == items.count - 1
            if item.children[0].kind == .paragraph
                && (item.children.count < 2 || item.children[1].kind != .blank
                    || (isLast && item.children.count == 2 && !endOfBlock))
                && (!isLast || items.count == 1
                    || items.dropLast().contains(where: { $0.element.children.first.map { $0.kind != .paragraph || $0.isTransparent } ?? true }))
            {
                // kramdown ends the text with a line break when blocks follow it in the item
                if item.children.count > 1, item.children[1].kind != .blank, item.children[0].hasText {
                    item.children[0].value.append(0x0A)
                }
                item.children[0].isTransparent = true
            }
            trailingBlank = item.children.last?.kind == .blank ? item.children.removeLast() : nil
        }
        if let trailingBlank, !endOfBlock { parent.children.append(trailingBlank) }
        return true
    }

    /// Lines that end a list item's lazy continuation: an IAL or a block HTML tag near the margin.
    func isLazyStop(_ p: Int, indentation: Int) -> Bool {
        let n = spaces(p, limit: min(indentation, 3))
        return isIALLine(p + n - spaces(p)) || (spaces(p) <= min(indentation, 3) && isLazyEndHTML(p))
    }

    mutating func parseDefinitionList(into parent: KramdownElement) -> Bool {
        guard isDefinitionStart(pos) != nil, canNest else { return false }
        let children = parent.children
        guard let last = children.last else { return false }
        if children.count == 1 && last.kind != .paragraph { return false }
        if children.count >= 2 && last.kind != .paragraph
            && (last.kind != .blank || last.value != [0x0A] || children[children.count - 2].kind != .paragraph)
        {
            return false
        }
        var firstAsParagraph = false
        var paragraph = parent.children.removeLast()
        if paragraph.kind == .blank {
            paragraph = parent.children.removeLast()
            firstAsParagraph = true
        }
        let list = KramdownElement(.definitionList)
        list.attributeList = paragraph.attributeList
        let termText = paragraph.hasText ? paragraph.value : []
        for term in termText.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let dt = KramdownElement(.term)
            var t = Array(term)
            // LIST_ITEM_IAL, with the whitespace around it
            let start = t.firstIndex { !KramdownSpanParser.isRubySpace($0) } ?? t.count
            if let close = Self.leadingItemIAL(t[start...]) {
                dt.attributeList = AttributeList.parse(t[(start + 2)..<close])
                t = Array(t[(close + 1)...].drop(while: KramdownSpanParser.isRubySpace))
            }
            dt.value = t
            dt.hasText = true
            list.children.append(dt)
        }
        var items: [(KramdownElement, Bytes, Bool)] = []
        var indentation = 0
        var maxSpaces = 3
        var lastBlank = false
        var p = pos
        while p < src.count {
            if let markerEnd = isDefinitionStart(p, maxSpaces: maxSpaces) {
                let line = firstItemLine(markerEnd: markerEnd, lineStart: p)
                let dd = KramdownElement(.definition)
                dd.attributeList = line.attributes
                indentation = line.indentation
                maxSpaces = min(max(indentation - 1, 0), 3)
                items.append((dd, line.content, firstAsParagraph))
                firstAsParagraph = false
                lastBlank = false
                p = nextLine(p)
                continue
            }
            if isEndOfBlockMarker(p) { break }
            if !isBlank(p) && (isItemContent(p, indentation: indentation) || (!lastBlank && !isLazyStop(p, indentation: indentation))) {
                let (line, _) = Self.itemLine(src[p..<nextLine(p)], indentation: indentation)
                items[items.count - 1].1 += line
                firstAsParagraph = false
                lastBlank = false
                p = nextLine(p)
                continue
            }
            if isBlank(p) {
                firstAsParagraph = true
                items[items.count - 1].1 += Self.blankLine(src[p..<nextLine(p)])
                lastBlank = true
                p = nextLine(p)
                continue
            }
            break
        }
        pos = p
        var trailing: KramdownElement? = nil
        for (dd, content, asParagraph) in items {
            list.children.append(dd)
            parseNested(content, into: dd)
            if dd.children.isEmpty { continue }
            trailing = dd.children.last?.kind == .blank ? dd.children.removeLast() : nil
            if let first = dd.children.first, first.kind == .paragraph, !asParagraph {
                if dd.children.count > 1, first.hasText { first.value.append(0x0A) }
                first.isTransparent = true
            }
        }
        if let previous = parent.children.last, previous.kind == .definitionList {
            previous.children += list.children
        } else if parent.children.count >= 2, parent.children.last!.kind == .blank,
            parent.children[parent.children.count - 2].kind == .definitionList
        {
            parent.children.removeLast()
            parent.children.last!.children += list.children
        } else {
            add(list, to: parent)
        }
        if let trailing { parent.children.append(trailing) }
        return true
    }
}
