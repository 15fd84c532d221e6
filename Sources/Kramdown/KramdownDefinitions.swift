import MarkdownCore
/// Footnote, link, abbreviation and attribute definitions, and kramdown's block extensions.
extension KramdownBlockParser {

    /// `[^name]:` followed by text and indented lines.
    mutating func parseFootnoteDefinition(into parent: KramdownElement) -> Bool {
        let s = pos + spaces(pos)
        guard byte(s) == UInt8(ascii: "["), byte(s + 1) == UInt8(ascii: "^"), document.options.footnotes != nil, canNest else { return false }
        var i = s + 2
        while i < src.count, HTMLVocabulary.isNameByte(src[i]) || src[i] == UInt8(ascii: "_") { i += 1 }
        guard i > s + 2, byte(i) == UInt8(ascii: "]"), byte(i + 1) == UInt8(ascii: ":") else { return false }
        let name = String(decoding: src[(s + 2)..<i], as: UTF8.self)
        var j = i + 2
        while j < src.count, src[j] == 0x20 || src[j] == 0x09 { j += 1 }
        var content = Array(src[j..<nextLine(pos)])
        var p = nextLine(pos)
        // indented continuation, blank lines allowed between indented lines (kramdown's
        // CODEBLOCK_MATCH)
        while p < src.count {
            if isIndentedCodeLine(p) {
                let (line, _) = Self.dedent(src[p..<nextLine(p)], columns: 4)
                content += line
                p = nextLine(p)
                // lazy lines: unindented text right after an indented line belongs to the
                // definition, a `[^next]:` line too (kramdown then defines only the first)
                while p < src.count, !isBlank(p), !isIndentedCodeLine(p), !isIALLine(p), !isEndOfBlockMarker(p),
                    !isLazyEndHTML(p)
                {
                    content += src[p..<nextLine(p)]
                    p = nextLine(p)
                }
                continue
            }
            if isBlank(p) {
                var q = p
                while q < src.count && isBlank(q) { q = nextLine(q) }
                if q < src.count && isIndentedCodeLine(q) {
                    // kramdown takes one indentation off every line, blank ones too
                    while p < q {
                        var line = src[p..<nextLine(p)]
                        if line.first == 0x09 { line = line.dropFirst() } else if line.prefix(4).elementsEqual([0x20, 0x20, 0x20, 0x20]) { line = line.dropFirst(4) }
                        content += Self.blankLine(line)
                        p = nextLine(p)
                    }
                    continue
                }
            }
            break
        }
        pos = p
        let body = KramdownElement(.root)
        parseNested(content, into: body)
        // A name defined again replaces the earlier definition (kramdown warns "overwriting").
        document.footnotes[name] = KramdownDocument.Footnote(content: body)
        // kramdown's `new_block_el(:eob, :footnote_def)`: a waiting block IAL goes to it (unused)
        add(KramdownElement(.endOfBlock, Array("footnote".utf8)), to: parent)
        return true
    }

    /// Whether only blanks, or blanks and a quoted title, follow `p` on its line.
    private func titleOrLineEnd(after p: Int, lineEnd e: Int) -> Bool {
        var after = p
        while after < e, src[after] == 0x20 || src[after] == 0x09 { after += 1 }
        guard after < e, src[after] != 0x0D else { return true }
        let q = src[after]
        guard q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") else { return false }
        var k = e
        while k > after, src[k - 1] == 0x20 || src[k - 1] == 0x09 || src[k - 1] == 0x0D { k -= 1 }
        return k - 1 > after && src[k - 1] == q
    }

    mutating func parseLinkDefinition(into parent: KramdownElement) -> Bool {
        let s = pos + spaces(pos)
        guard byte(s) == UInt8(ascii: "["), byte(s + 1) != UInt8(ascii: "^") else { return false }
        let e = lineEnd(pos)
        var i = s + 1
        while i < e, src[i] != UInt8(ascii: "]") { i += 1 }
        guard i < e, i > s + 1, byte(i + 1) == UInt8(ascii: ":") else { return false }
        let label = KramdownDocument.normalizedLabel(src[(s + 1)..<i])
        var j = i + 2
        while j < e, src[j] == 0x20 || src[j] == 0x09 { j += 1 }
        var url: Bytes
        var rest: Int
        // `<url>` only when a title or the line's end follows, as kramdown's pattern backtracks:
        // `[x]: <> (a note)` defines the whole rest of the line as the URL.
        if byte(j) == UInt8(ascii: "<"), let close = src[j..<e].firstIndex(of: UInt8(ascii: ">")),
           titleOrLineEnd(after: close + 1, lineEnd: e) {
            url = Array(src[(j + 1)..<close])
            rest = close + 1
        } else {
            var k = e
            while k > j, src[k - 1] == 0x20 || src[k - 1] == 0x09 || src[k - 1] == 0x0D { k -= 1 }
            guard k > j else { return false }
            url = Array(src[j..<k])
            rest = k
            // a title at the end of the line: `url "title"`
            if let last = url.last, last == UInt8(ascii: "\"") || last == UInt8(ascii: "'") {
                if let open = url.dropLast().lastIndex(of: last), open > 0, url[open - 1] == 0x20 || url[open - 1] == 0x09 {
                    let title = Array(url[(open + 1)..<(url.count - 1)])
                    var u = Array(url[..<open])
                    while let l = u.last, l == 0x20 || l == 0x09 { u.removeLast() }
                    if !u.isEmpty {
                        pos = nextLine(pos)
                        define(label, url: u, title: title, parent: parent)
                        return true
                    }
                }
            }
            rest = e
        }
        var title: Bytes? = nil
        var after = rest
        while after < e, src[after] == 0x20 || src[after] == 0x09 { after += 1 }
        if after < e, src[after] == UInt8(ascii: "\"") || src[after] == UInt8(ascii: "'") {
            let q = src[after]
            var k = e
            while k > after, src[k - 1] == 0x20 || src[k - 1] == 0x09 || src[k - 1] == 0x0D { k -= 1 }
            if k - 1 > after, src[k - 1] == q { title = Array(src[(after + 1)..<(k - 1)]) }
        } else if after < e, src[after] != 0x0D {
            return false
        }
        var next = nextLine(pos)
        if title == nil, next < src.count {
            // the title may sit on the next line
            let ns = next + spaces(next, limit: 40)
            let q = byte(ns)
            if q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") {
                var k = lineEnd(next)
                while k > ns, src[k - 1] == 0x20 || src[k - 1] == 0x09 || src[k - 1] == 0x0D { k -= 1 }
                if k - 1 > ns, src[k - 1] == q {
                    title = Array(src[(ns + 1)..<(k - 1)])
                    next = nextLine(next)
                }
            }
        }
        if url.first == UInt8(ascii: "<") && url.last == UInt8(ascii: ">") { url = Array(url.dropFirst().dropLast()) }
        pos = next
        define(label, url: url, title: title, parent: parent)
        return true
    }

    mutating func define(_ label: Bytes, url: Bytes, title: Bytes?, parent: KramdownElement) {
        let marker = KramdownElement(.endOfBlock, Array("link".utf8))
        document.links[label] = KramdownDocument.LinkDefinition(url: url, title: title, marker: marker)
        add(marker, to: parent)
    }

    mutating func parseAbbreviationDefinition(into parent: KramdownElement) -> Bool {
        let s = pos + spaces(pos)
        guard byte(s) == UInt8(ascii: "*"), byte(s + 1) == UInt8(ascii: "[") else { return false }
        let e = lineEnd(pos)
        var i = s + 2
        while i < e, !(src[i] == UInt8(ascii: "]") && byte(i + 1) == UInt8(ascii: ":")) { i += 1 }
        guard i < e, i > s + 2 else { return false }
        let key = Array(src[(s + 2)..<i])
        var value = Array(src[(i + 2)..<e])
        while let f = value.first, f == 0x20 || f == 0x09 { value.removeFirst() }
        while let l = value.last, l == 0x20 || l == 0x09 || l == 0x0D { value.removeLast() }
        if document.abbreviations[key] == nil { document.abbreviationKeys.append(key) }
        document.abbreviations[key] = value
        pos = nextLine(pos)
        let marker = KramdownElement(.endOfBlock, Array("abbreviation".utf8))
        document.abbreviationMarkers[key] = marker
        add(marker, to: parent)
        return true
    }

    /// ALDs `{:name: …}`, block IALs `{: …}` and extensions `{::comment}`, `{::nomarkdown}`, `{::options}`.
    mutating func parseBlockExtension(into parent: KramdownElement) -> Bool {
        let s = pos + spaces(pos)
        guard byte(s) == UInt8(ascii: "{"), byte(s + 1) == UInt8(ascii: ":") else { return false }
        if byte(s + 2) == UInt8(ascii: ":") { return parseExtension(at: s, into: parent) }
        guard let ial = blockIAL(pos) else { return false }
        let inner = src[(s + 2)..<ial.close]
        // ALD: `{:name: attributes}`
        var n = inner.startIndex
        while n < inner.endIndex, HTMLVocabulary.isNameByte(inner[n]) && inner[n] != UInt8(ascii: ":") { n += 1 }
        if n > inner.startIndex, n < inner.endIndex, inner[n] == UInt8(ascii: ":") {
            let name = String(decoding: inner[inner.startIndex..<n], as: UTF8.self)
            var list = document.attributeDefinitions[name] ?? AttributeList()
            list.append(contentsOf: AttributeList.parse(inner[(n + 1)...]))
            document.attributeDefinitions[name] = list
            pos = ial.end
            add(KramdownElement(.endOfBlock, Array("ald".utf8)), to: parent)
            return true
        }
        let list = AttributeList.parse(inner)
        pos = ial.end
        if let last = parent.children.last, last.kind != .blank,
            last.kind != .endOfBlock || ["link", "abbreviation", "footnote"].contains(String(decoding: last.value, as: UTF8.self))
        {
            if last.attributeList == nil { last.attributeList = list } else { last.attributeList!.append(contentsOf: list) }
            if !isIALLine(pos) { add(KramdownElement(.endOfBlock, Array("ial".utf8)), to: parent) }
        } else {
            if pendingAttributes == nil { pendingAttributes = list } else { pendingAttributes!.append(contentsOf: list) }
        }
        return true
    }

    /// `{::name attributes /}` or `{::name attributes}` alone on a line, the body running to a
    /// line `{:/name}` or `{:/}` (kramdown's block extensions).
    mutating func parseExtension(at s: Int, into parent: KramdownElement) -> Bool {
        let e = lineEnd(pos)
        var i = s + 3
        while i < e, HTMLVocabulary.isWordByte(src[i]) { i += 1 }
        let name = String(decoding: src[(s + 3)..<i], as: UTF8.self)
        guard ["comment", "nomarkdown", "options"].contains(name) else { return false }
        guard i < e, src[i] == UInt8(ascii: "}") || src[i] == UInt8(ascii: "/") || src[i] == 0x20 || src[i] == 0x09 else { return false }
        // the tag's closing brace (escaped braces are part of attribute values)
        var close = i
        while close < e, src[close] != UInt8(ascii: "}") {
            close += src[close] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard close < e else { return false }
        var r = close + 1
        while r < e, src[r] == 0x20 || src[r] == 0x09 || src[r] == 0x0D { r += 1 }
        guard r == e else { return false }
        let selfClosing = src[close - 1] == UInt8(ascii: "/")
        let attributes = AttributeList.parse(src[i..<(selfClosing ? close - 1 : close)])
        var body: Bytes = []
        var next = nextLine(pos)
        if !selfClosing {
            if let failed = noExtensionStopFrom[name], failed <= pos { return false }
            var p = next
            var found = false
            while p < src.count {
                let t = p + spaces(p)
                if byte(t) == UInt8(ascii: "{"), byte(t + 1) == UInt8(ascii: ":"), byte(t + 2) == UInt8(ascii: "/") {
                    var k = t + 3
                    while k < src.count, HTMLVocabulary.isWordByte(src[k]) { k += 1 }
                    let stopName = String(decoding: src[(t + 3)..<k], as: UTF8.self)
                    if byte(k) == UInt8(ascii: "}"), stopName.isEmpty || stopName == name, isBlank(k + 1) {
                        body = Array(src[next..<p])
                        if body.last == 0x0A { body.removeLast() }
                        next = nextLine(p)
                        found = true
                        break
                    }
                }
                p = nextLine(p)
            }
            document.steps += p - next
            guard found else {
                noExtensionStopFrom[name] = pos
                return false
            }
        }
        pos = next
        switch name {
        case "comment" where selfClosing, "nomarkdown" where selfClosing:
            parent.children.append(KramdownElement(.endOfBlock, Array("extension".utf8)))
        // kramdown makes a comment and a nomarkdown block with `Element.new`, which leaves a
        // waiting block IAL for the next block, and the options' end of block with
        // `new_block_el`, which takes it.
        case "comment":
            parent.children.append(KramdownElement(.comment, body))
        case "nomarkdown":
            let raw = KramdownElement(.rawHTML, body)
            for case .pair(let key, let value) in attributes.entries { raw.setAttribute(key, value) }
            parent.children.append(raw)
        default:
            document.applyInlineOptions(attributes)
            add(KramdownElement(.endOfBlock, Array("options".utf8)), to: parent)
        }
        return true
    }
}
