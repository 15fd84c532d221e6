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
        // LINK_DEFINITION_START read as its backtracking reads it:
        //   `(?:<(.*?)>|([^\n]*?\S[^\n]*?))` then an optional title, `"…"` or `'…'`, after
        //   spaces or on the next line, then `[ \t]*?\n`.
        // The URL is the shortest that lets the rest match, preferring `<url>`; a title is
        // taken where one fits. The line's last non-blank byte decides where a title can end.
        var last = e
        while last > j, src[last - 1] == 0x20 || src[last - 1] == 0x09 { last -= 1 }
        guard last > j else { return false }
        let lastByte = src[last - 1]
        // A same-line title may start after the blanks at `p`: its quote is the line's last byte.
        func sameLineTitle(at p: Int) -> Range<Int>? {
            guard p < last, src[p] == 0x20 || src[p] == 0x09 else { return nil }
            var a = p
            while a < last, src[a] == 0x20 || src[a] == 0x09 { a += 1 }
            document.steps += a - p
            guard src[a] == UInt8(ascii: "\"") || src[a] == UInt8(ascii: "'"), src[a] == lastByte, a + 2 < last else { return nil }
            return (a + 1)..<(last - 1)
        }
        // A title alone on the next line.
        func nextLineTitle() -> (Range<Int>, next: Int)? {
            let n = nextLine(pos)
            guard n < src.count else { return nil }
            let ne = lineEnd(n)
            var a = n
            while a < ne, src[a] == 0x20 || src[a] == 0x09 { a += 1 }
            var z = ne
            while z > a, src[z - 1] == 0x20 || src[z - 1] == 0x09 { z -= 1 }
            guard a < z, src[a] == UInt8(ascii: "\"") || src[a] == UInt8(ascii: "'"), src[z - 1] == src[a], a + 2 < z else { return nil }
            return ((a + 1)..<(z - 1), nextLine(n))
        }
        document.steps += e - s
        var url: Bytes? = nil
        var titleRange: Range<Int>? = nil
        var next = nextLine(pos)
        var bare = false
        if byte(j) == UInt8(ascii: "<") {
            var c = j + 1
            while c < last {
                if src[c] == UInt8(ascii: ">") {
                    if c == last - 1 {
                        url = Array(src[(j + 1)..<c])
                        if let t = nextLineTitle() { titleRange = t.0; next = t.next }
                        break
                    }
                    if let t = sameLineTitle(at: c + 1) {
                        url = Array(src[(j + 1)..<c])
                        titleRange = t
                        break
                    }
                }
                c += 1
            }
        }
        if url == nil {
            bare = true
            // (each run of blanks tried once, at its start: linear in the line)
            var k = j + 1
            while k < last {
                if src[k - 1] != 0x20 && src[k - 1] != 0x09, let t = sameLineTitle(at: k) {
                    titleRange = t
                    break
                }
                k += 1
            }
            if k < last {
                url = Array(src[j..<k])
            } else {
                url = Array(src[j..<last])
                if let t = nextLineTitle() { titleRange = t.0; next = t.next }
            }
        }
        // kramdown's parse_link_definition: a bare URL with a blank then a quote in it is no
        // definition (`[x]: /a "b" c`).
        if bare, let u = url, u.indices.dropFirst().contains(where: { (u[$0] == 0x22 || u[$0] == 0x27) && (u[$0 - 1] == 0x20 || u[$0 - 1] == 0x09) }) {
            return false
        }
        let title = titleRange.map { Array(src[$0]) }
        pos = next
        define(label, url: url!, title: title, parent: parent)
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
