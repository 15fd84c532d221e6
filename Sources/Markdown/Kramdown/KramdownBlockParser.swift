/// kramdown's block level, as its GFM parser (Jekyll's default `input: GFM`) reads it: one
/// source buffer scanned line by line; lists, blockquotes, footnotes and definitions collect
/// their lines without the container's markers and are read again by a nested parser.
///
/// Every scan moves forward; searches that may fail (closing fences) remember their failures,
/// so no input makes the parser go over the same bytes more than a bounded number of times.
struct KramdownBlockParser {
    typealias Bytes = [UInt8]

    let src: Bytes
    var pos = 0
    let document: KramdownDocument
    /// A pending `{: …}` written before the block it belongs to.
    var pendingAttributes: AttributeList?
    /// Closing fences known to be missing: a fence of this character at least this long
    /// has no closing line after `failedFenceFrom`.
    var failedFence: [UInt8: (from: Int, length: Int)] = [:]
    /// No `-->` follows this position.
    var noCommentEndFrom: Int?
    var tagMemo = HTMLScanner.Memo()
    /// Block extensions whose stop line is missing from this position on.
    var noExtensionStopFrom: [String: Int] = [:]

    init(_ src: Bytes, document: KramdownDocument) {
        self.src = src
        self.document = document
    }

    var gfm: Bool { document.options.kramdownInput == .gfm }

    // MARK: - Lines

    func lineEnd(_ p: Int) -> Int {
        var i = p
        while i < src.count && src[i] != 0x0A { i += 1 }
        return i
    }

    /// The index after this line's newline.
    func nextLine(_ p: Int) -> Int { min(lineEnd(p) + 1, src.count) }

    func isBlank(_ p: Int) -> Bool {
        var i = p
        while i < src.count {
            let b = src[i]
            if b == 0x0A { return true }
            if b != 0x20 && b != 0x09 && b != 0x0D && b != 0x0C && b != 0x0B { return false }
            i += 1
        }
        return true
    }

    /// Up to `limit` leading spaces.
    func spaces(_ p: Int, limit: Int = 3) -> Int {
        var n = 0
        while n < limit, p + n < src.count, src[p + n] == 0x20 { n += 1 }
        return n
    }

    func byte(_ i: Int) -> UInt8 { i < src.count ? src[i] : 0x0A }

    // MARK: - Line classes kramdown's paragraph and lazy-line rules look at

    func isIALLine(_ p: Int) -> Bool {
        let s = p + spaces(p)
        guard byte(s) == UInt8(ascii: "{"), byte(s + 1) == UInt8(ascii: ":"),
            byte(s + 2) != UInt8(ascii: ":"), byte(s + 2) != UInt8(ascii: "/")
        else { return false }
        let e = lineEnd(p)
        var i = e - 1
        while i > s, src[i] == 0x20 || src[i] == 0x09 || src[i] == 0x0D { i -= 1 }
        return i > s + 2 && src[i] == UInt8(ascii: "}")
    }

    func isEndOfBlockMarker(_ p: Int) -> Bool {
        byte(p) == UInt8(ascii: "^") && isBlank(p + 1)
    }

    /// `<name` or `</name>` (not a span element, not `script`) at the start of a line.
    func isLazyEndHTML(_ p: Int) -> Bool {
        let s = p + spaces(p)
        guard byte(s) == UInt8(ascii: "<") else { return false }
        var i = s + 1
        let closing = byte(i) == UInt8(ascii: "/")
        if closing { i += 1 }
        let nameStart = i
        while i < src.count, HTMLVocabulary.isNameByte(src[i]) { i += 1 }
        guard i > nameStart, HTMLVocabulary.isNameStart(src[nameStart]) else { return false }
        let name = HTMLVocabulary.lowercased(src[nameStart..<i])
        if HTMLVocabulary.spanElements.contains(name) || name == Array("script".utf8) { return false }
        if closing {
            var j = i
            while j < src.count, src[j] == 0x20 || src[j] == 0x09 || src[j] == 0x0A { j += 1 }
            return byte(j) == UInt8(ascii: ">")
        }
        return true
    }

    func isListStart(_ p: Int, maxSpaces: Int = 3) -> (ordered: Bool, markerEnd: Int)? {
        let s = p + spaces(p, limit: maxSpaces)
        let b = byte(s)
        if b == UInt8(ascii: "*") || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") {
            let t = byte(s + 1)
            // kramdown's pattern reads `[\t| ]` here, so a `|` also follows a marker.
            if t == 0x20 || t == 0x09 || t == UInt8(ascii: "|") { return (false, s + 1) }
            return nil
        }
        var i = s
        while i < src.count, src[i] >= 0x30, src[i] <= 0x39 { i += 1 }
        if i > s, byte(i) == UInt8(ascii: "."), [0x20, 0x09, UInt8(ascii: "|")].contains(byte(i + 1)) {
            return (true, i + 1)
        }
        return nil
    }

    func isDefinitionStart(_ p: Int, maxSpaces: Int = 3) -> Int? {
        let s = p + spaces(p, limit: maxSpaces)
        if byte(s) == UInt8(ascii: ":"), [0x20, 0x09, UInt8(ascii: "|")].contains(byte(s + 1)) { return s + 1 }
        return nil
    }

    func isATXStart(_ p: Int) -> Bool {
        var i = p
        while i < src.count, src[i] == UInt8(ascii: "#"), i - p < 7 { i += 1 }
        let n = i - p
        guard n >= 1 && n <= 6 else { return false }
        if gfm { return byte(i) == 0x20 || byte(i) == 0x09 }
        return true
    }

    func isBlockquoteStart(_ p: Int) -> Bool { byte(p + spaces(p)) == UInt8(ascii: ">") }

    func isFenceStart(_ p: Int) -> Bool {
        let s = p + spaces(p)
        let c = byte(s)
        if gfm {
            guard c == UInt8(ascii: "`") || c == UInt8(ascii: "~") else { return false }
        } else {
            guard c == UInt8(ascii: "~") else { return false }
        }
        return byte(s + 1) == c && byte(s + 2) == c
    }

    func isParagraphEnd(_ p: Int) -> Bool {
        if p >= src.count || isBlank(p) || isIALLine(p) || isEndOfBlockMarker(p) || isLazyEndHTML(p) { return true }
        if isDefinitionStart(p) != nil { return true }
        if gfm {
            if isListStart(p) != nil || isATXStart(p) || isBlockquoteStart(p) || isFenceStart(p) { return true }
        }
        return false
    }

    func isRule(_ p: Int) -> Bool {
        let s = p + spaces(p)
        let c = byte(s)
        guard c == UInt8(ascii: "*") || c == UInt8(ascii: "-") || c == UInt8(ascii: "_") else { return false }
        var count = 0
        var i = s
        while i < src.count, src[i] != 0x0A {
            if src[i] == c { count += 1 } else if src[i] != 0x20 && src[i] != 0x09 { return false }
            i += 1
        }
        return count >= 3
    }

    func isHeaderIDByte(_ b: UInt8, first: Bool) -> Bool {
        if (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b >= 0x80 { return true }
        if first { return b == UInt8(ascii: ":") }
        return (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: ":")
    }

    // MARK: - Parsing

    /// Reads blocks into `parent` until the source ends or, inside an HTML element parsed as
    /// blocks, its closing tag starts a line. Returns whether that closing tag was found.
    @discardableResult
    mutating func parseBlocks(into parent: KramdownElement, closingTag: Bytes? = nil) -> Bool {
        let entry = pos
        defer { document.steps += pos - entry }
        while pos < src.count {
            if isBlank(pos) {
                parseBlank(into: parent)
                continue
            }
            if let closingTag, atClosingTag(closingTag) { return true }
            if parseIndentedCode(into: parent) { continue }
            if parseFencedCode(into: parent) { continue }
            if parseBlockquote(into: parent) { continue }
            if parseATXHeader(into: parent) { continue }
            if isRule(pos) {
                add(KramdownElement(.rule), to: parent)
                pos = nextLine(pos)
                continue
            }
            if parseList(into: parent) { continue }
            if parseDefinitionList(into: parent) { continue }
            if parseHTMLBlock(into: parent) { continue }
            if parseSetextHeader(into: parent) { continue }
            if parseBlockMath(into: parent) { continue }
            if parseTable(into: parent) { continue }
            if parseFootnoteDefinition(into: parent) { continue }
            if parseLinkDefinition(into: parent) { continue }
            if parseAbbreviationDefinition(into: parent) { continue }
            if parseBlockExtension(into: parent) { continue }
            if isEndOfBlockMarker(pos) {
                add(KramdownElement(.endOfBlock), to: parent)
                pos = nextLine(pos)
                continue
            }
            parseParagraph(into: parent)
        }
        return false
    }

    mutating func add(_ element: KramdownElement, to parent: KramdownElement) {
        if let pending = pendingAttributes, element.kind != .blank {
            if element.attributeList == nil {
                element.attributeList = pending
            } else {
                var merged = pending
                merged.append(contentsOf: element.attributeList!)
                element.attributeList = merged
            }
            pendingAttributes = nil
        }
        parent.children.append(element)
    }

    func afterBlockBoundary(_ parent: KramdownElement) -> Bool {
        guard let last = parent.children.last else { return true }
        return last.kind == .blank || (last.kind == .endOfBlock && last.value.isEmpty)
    }

    func beforeBlockBoundary(_ p: Int) -> Bool {
        p >= src.count || isBlank(p) || isEndOfBlockMarker(p) || isIALLine(p)
    }

    mutating func parseBlank(into parent: KramdownElement) {
        let start = pos
        while pos < src.count && isBlank(pos) { pos = nextLine(pos) }
        if let last = parent.children.last, last.kind == .blank {
            last.value += src[start..<pos]
        } else {
            parent.children.append(KramdownElement(.blank, Array(src[start..<pos])))
        }
    }

    // MARK: Paragraphs and headers

    mutating func parseParagraph(into parent: KramdownElement) {
        let start = pos
        pos = nextLine(pos)
        while pos < src.count && !isParagraphEnd(pos) { pos = nextLine(pos) }
        var text = Array(src[start..<pos])
        while let last = text.last, last == 0x20 || last == 0x09 || last == 0x0A || last == 0x0D { text.removeLast() }
        if let last = parent.children.last, last.kind == .paragraph, let raw = last.children.last, raw.kind == .rawText {
            let joiner: Bytes = start >= 3 && src[(start - 3)..<start].elementsEqual("  \n".utf8) ? Array("  \n".utf8) : [0x0A]
            raw.value += joiner + text
            return
        }
        var i = 0
        while i < text.count, text[i] == 0x20 || text[i] == 0x09 { i += 1 }
        let p = KramdownElement(.paragraph)
        p.children.append(KramdownElement(.rawText, Array(text[i...]), isBlock: false))
        add(p, to: parent)
    }

    /// Strips `{#id}` from a header's text, as kramdown does before reading its spans.
    func headerContents(_ text: Bytes) -> (text: Bytes, id: String?) {
        var t = text
        while let last = t.last, last == 0x20 || last == 0x09 || last == 0x0D { t.removeLast() }
        if t.last == UInt8(ascii: "}") {
            if let open = t.lastIndex(of: UInt8(ascii: "{")), open > 0, t[open - 1] == 0x20 || t[open - 1] == 0x09,
                open + 2 < t.count - 1, t[open + 1] == UInt8(ascii: "#")
            {
                let idBytes = t[(open + 2)..<(t.count - 1)]
                var ok = isHeaderIDByte(idBytes.first!, first: true)
                for b in idBytes.dropFirst() where !isHeaderIDByte(b, first: false) { ok = false }
                if ok {
                    let id = String(decoding: idBytes, as: UTF8.self)
                    t.removeSubrange((open - 1)...)
                    while let last = t.last, last == 0x20 || last == 0x09 { t.removeLast() }
                    return (t, id)
                }
            }
        }
        return (t, nil)
    }

    mutating func addHeader(level: Int, text: Bytes, id: String?, to parent: KramdownElement) {
        let h = KramdownElement(.header)
        h.level = level
        h.children.append(KramdownElement(.rawText, text, isBlock: false))
        if let id { h.setAttribute("id", id) }
        add(h, to: parent)
    }

    mutating func parseATXHeader(into parent: KramdownElement) -> Bool {
        guard byte(pos) == UInt8(ascii: "#"), isATXStart(pos) else { return false }
        if !gfm && !afterBlockBoundary(parent) { return false }
        var i = pos
        while src[i] == UInt8(ascii: "#") { i += 1 }
        let level = i - pos
        while i < src.count, src[i] == 0x20 || src[i] == 0x09 { i += 1 }
        let e = lineEnd(pos)
        var (text, id) = headerContents(Array(src[i..<e]))
        // Closing hashes: GFM wants a space before them; kramdown any unescaped run.
        var j = text.count
        while j > 0, text[j - 1] == UInt8(ascii: "#") { j -= 1 }
        if j < text.count {
            if gfm {
                if j == 0 {
                    text = []
                } else if text[j - 1] == 0x20 || text[j - 1] == 0x09 {
                    text.removeSubrange(j...)
                }
            } else if j == 0 || text[j - 1] != UInt8(ascii: "\\") {
                text.removeSubrange(j...)
            }
            while let last = text.last, last == 0x20 || last == 0x09 { text.removeLast() }
        }
        if text.isEmpty { return false }
        pos = nextLine(pos)
        addHeader(level: level, text: text, id: id, to: parent)
        return true
    }

    mutating func parseSetextHeader(into parent: KramdownElement) -> Bool {
        guard afterBlockBoundary(parent) else { return false }
        let s = pos + spaces(pos)
        guard byte(s) != 0x20, byte(s) != 0x09 else { return false }
        let next = nextLine(pos)
        guard next < src.count else { return false }
        let c = src[next]
        guard c == UInt8(ascii: "=") || c == UInt8(ascii: "-") else { return false }
        var i = next
        while i < src.count, src[i] == UInt8(ascii: "=") || src[i] == UInt8(ascii: "-") { i += 1 }
        while i < src.count, src[i] == 0x20 || src[i] == 0x09 || src[i] == 0x0D { i += 1 }
        guard byte(i) == 0x0A else { return false }
        let (text, id) = headerContents(Array(src[s..<lineEnd(pos)]))
        if text.isEmpty { return false }
        pos = nextLine(next)
        addHeader(level: c == UInt8(ascii: "=") ? 1 : 2, text: text, id: id, to: parent)
        return true
    }

    // MARK: Code

    func isIndentedCodeLine(_ p: Int) -> Bool {
        (byte(p) == 0x09 || spaces(p, limit: 4) == 4) && !isBlank(p)
    }

    mutating func parseIndentedCode(into parent: KramdownElement) -> Bool {
        guard isIndentedCodeLine(pos) else { return false }
        var lines: [Range<Int>] = []
        var p = pos
        var end = pos
        while p < src.count {
            if isIndentedCodeLine(p) {
                lines.append(p..<nextLine(p))
                p = nextLine(p)
                end = p
                // lazy lines: unindented text right after code lines belongs to the code
                while p < src.count, !isBlank(p), !isIndentedCodeLine(p), !isIALLine(p), !isEndOfBlockMarker(p),
                    !isLazyEndHTML(p)
                {
                    lines.append(p..<nextLine(p))
                    p = nextLine(p)
                    end = p
                }
                continue
            }
            if isBlank(p) {
                var q = p
                while q < src.count && isBlank(q) { q = nextLine(q) }
                if q < src.count && isIndentedCodeLine(q) {
                    while p < q {
                        lines.append(p..<nextLine(p))
                        p = nextLine(p)
                    }
                    continue
                }
            }
            break
        }
        pos = end
        var code: Bytes = []
        for r in lines {
            var i = r.lowerBound
            if !isBlank(i) && !isIndentedCodeLine(i) {
                // kramdown joins a lazy line to the code line before it with a space
                if code.last == 0x0A { code.removeLast() }
                code.append(0x20)
                code += src[i..<r.upperBound]
                continue
            }
            if src[i] == 0x09 { i += 1 } else { i += spaces(i, limit: 4) }
            code += src[i..<r.upperBound]
        }
        if code.last != 0x0A { code.append(0x0A) }
        // kramdown drops blank lines that end the block
        var cut = code.count
        while cut > 0 {
            var k = cut - 1
            while k > 0, code[k - 1] != 0x0A { k -= 1 }
            if code[k..<cut].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }) && k < cut && k > 0 {
                cut = k
            } else {
                break
            }
        }
        code.removeSubrange(cut...)
        if let last = parent.children.last, last.kind == .codeBlock, last.language == nil, last.number == 0 {
            // kramdown merges two indented blocks split only by blank lines
            last.value += code
            return true
        }
        let block = KramdownElement(.codeBlock, code)
        add(block, to: parent)
        return true
    }

    mutating func parseFencedCode(into parent: KramdownElement) -> Bool {
        guard isFenceStart(pos) else { return false }
        let s = pos + spaces(pos)
        let c = src[s]
        var i = s
        while i < src.count, src[i] == c { i += 1 }
        let fenceLength = i - s
        if let failed = failedFence[c], failed.from <= pos, fenceLength >= failed.length { return false }
        let e = lineEnd(pos)
        // info string: first word, `?options` dropped
        var j = i
        while j < e, src[j] == 0x20 || src[j] == 0x09 { j += 1 }
        var k = j
        while k < e, src[k] != 0x20 && src[k] != 0x09 && src[k] != 0x0D { k += 1 }
        var info = Array(src[j..<k])
        if !gfm {
            // kramdown's own fences take a language only
            info = info.isEmpty ? [] : info
        }
        if gfm, c == UInt8(ascii: "`"), src[i..<e].contains(UInt8(ascii: "`")) {
            // kramdown-parser-gfm reads backticks in the info string too; keep it simple and agree
        }
        var lang = info
        if let q = lang.firstIndex(of: UInt8(ascii: "?")), q > 0 { lang.removeSubrange(q...) }
        // search for the closing fence
        var p = nextLine(pos)
        let bodyStart = p
        while p < src.count {
            let ls = p + spaces(p)
            var n = ls
            while n < src.count, src[n] == c { n += 1 }
            if n - ls >= fenceLength {
                var m = n
                while m < src.count, src[m] == 0x20 || src[m] == 0x09 || src[m] == 0x0D { m += 1 }
                if byte(m) == 0x0A || m >= src.count {
                    let block = KramdownElement(.codeBlock, Array(src[bodyStart..<p]))
                    block.number = 1
                    if !info.isEmpty {
                        block.language = String(decoding: lang, as: UTF8.self)
                    }
                    pos = nextLine(p)
                    add(block, to: parent)
                    return true
                }
            }
            p = nextLine(p)
        }
        document.steps += p - bodyStart
        let previous = failedFence[c]
        failedFence[c] = (pos, min(fenceLength, previous?.length ?? Int.max))
        return false
    }

    // MARK: Block math, tables

    mutating func parseBlockMath(into parent: KramdownElement) -> Bool {
        var s = pos + spaces(pos)
        let escaped = byte(s) == UInt8(ascii: "\\")
        if escaped { s += 1 }
        guard byte(s) == UInt8(ascii: "$"), byte(s + 1) == UInt8(ascii: "$"), afterBlockBoundary(parent) else { return false }
        // find the closing $$ (may be on a later line), then only blanks to the line end
        var i = s + 2
        while i + 1 < src.count {
            if src[i] == UInt8(ascii: "$") && src[i + 1] == UInt8(ascii: "$") { break }
            i += 1
        }
        guard i + 1 < src.count else { return false }
        var after = i + 2
        while after < src.count, src[after] == 0x20 || src[after] == 0x09 || src[after] == 0x0D { after += 1 }
        guard byte(after) == 0x0A else { return false }
        if escaped {
            // `\$$…$$` is a paragraph whose text starts at the dollars (inline math)
            pos = s
            return false
        }
        let next = min(after + 1, src.count)
        guard beforeBlockBoundary(next) else { return false }
        var body = Array(src[(s + 2)..<i])
        while let f = body.first, f == 0x20 || f == 0x09 || f == 0x0A { body.removeFirst() }
        while let l = body.last, l == 0x20 || l == 0x09 || l == 0x0A { body.removeLast() }
        let math = KramdownElement(.math, body)
        math.language = "block"
        pos = next
        add(math, to: parent)
        return true
    }

    /// A row's cells, split at unescaped pipes outside code spans.
    func tableCells(_ line: ArraySlice<UInt8>) -> [Bytes] {
        var cells: [Bytes] = [[]]
        var i = line.startIndex
        let end = line.endIndex
        while i < end {
            let b = line[i]
            if b == UInt8(ascii: "\\"), i + 1 < end, line[i + 1] == UInt8(ascii: "|") {
                cells[cells.count - 1].append(UInt8(ascii: "|"))
                i += 2
                continue
            }
            if b == UInt8(ascii: "`") {
                var n = i
                while n < end, line[n] == UInt8(ascii: "`") { n += 1 }
                let run = n - i
                // find a closing run of the same length
                var k = n
                var close: Int? = nil
                while k < end {
                    if line[k] == UInt8(ascii: "`") {
                        var m = k
                        while m < end, line[m] == UInt8(ascii: "`") { m += 1 }
                        if m - k == run {
                            close = m
                            break
                        }
                        k = m
                    } else {
                        k += 1
                    }
                }
                if let close {
                    cells[cells.count - 1] += line[i..<close]
                    i = close
                } else {
                    cells[cells.count - 1] += line[i..<n]
                    i = n
                }
                continue
            }
            if b == UInt8(ascii: "<"), line[i...].starts(with: "<code".utf8),
                let close = HTMLScanner.findClose(Array(line), name: Array("code".utf8), from: i - line.startIndex)
            {
                cells[cells.count - 1] += line[i..<(line.startIndex + close.end)]
                i = line.startIndex + close.end
                continue
            }
            if b == UInt8(ascii: "|") {
                cells.append([])
                i += 1
                continue
            }
            cells[cells.count - 1].append(b)
            i += 1
        }
        return cells
    }

    /// kramdown's last check of a table: read with code spans (and `<code>` elements) taken
    /// out, the text must end with a line that has a pipe, and no code span may run over
    /// more than one line break.
    func pipesOutsideCode(_ range: Range<Int>) -> Bool {
        func hasPipe(_ line: ArraySlice<UInt8>) -> Bool {
            if line.first == UInt8(ascii: "|") { return true }
            var i = line.startIndex + 1
            while i < line.endIndex {
                if line[i] == UInt8(ascii: "|"), line[i - 1] != UInt8(ascii: "\\") { return true }
                i += 1
            }
            return false
        }
        func lines(_ r: Range<Int>) -> [ArraySlice<UInt8>] {
            var parts = src[r].split(separator: 0x0A, omittingEmptySubsequences: false)
            while let last = parts.last, last.isEmpty { parts.removeLast() }
            return parts
        }
        var pipeOnLine = false
        var textStart = range.lowerBound
        var i = range.lowerBound
        func text(_ r: Range<Int>) -> Bool {
            let parts = lines(r)
            if parts.isEmpty { return true }
            if parts.count > 1 && !pipeOnLine && !hasPipe(parts[0]) { return false }
            pipeOnLine = (parts.count > 1 ? false : pipeOnLine) || hasPipe(parts[parts.count - 1])
            return true
        }
        while i < range.upperBound {
            if src[i] == UInt8(ascii: "`") {
                var n = i
                while n < range.upperBound, src[n] == UInt8(ascii: "`") { n += 1 }
                let run = n - i
                var k = n
                var close: Int?
                while k < range.upperBound {
                    if src[k] == UInt8(ascii: "`") {
                        var m = k
                        while m < range.upperBound, src[m] == UInt8(ascii: "`") { m += 1 }
                        if m - k >= run {
                            close = k
                            break
                        }
                        k = m
                    } else {
                        k += 1
                    }
                }
                if let close {
                    if !text(textStart..<i) { return false }
                    let count = lines(n..<close).count
                    if count > 2 || (count == 2 && !pipeOnLine) { return false }
                    if count == 2 { pipeOnLine = false }
                    i = close + run
                    textStart = i
                    continue
                }
                i = n
                continue
            }
            if src[i] == UInt8(ascii: "<"), src[i...].starts(with: "<code".utf8),
                let end = HTMLScanner.findClose(src, name: Array("code".utf8), from: i, limit: range.upperBound)
            {
                if !text(textStart..<i) { return false }
                i = end.end
                textStart = i
                continue
            }
            i += 1
        }
        if !text(textStart..<range.upperBound) { return false }
        return pipeOnLine
    }

    func isTableLine(_ p: Int) -> Bool {
        let e = lineEnd(p)
        var i = p
        var previous: UInt8 = 0
        while i < e {
            if src[i] == UInt8(ascii: "|") && (i == p || previous != UInt8(ascii: "\\")) { return true }
            previous = src[i]
            i += 1
        }
        return false
    }

    func isSeparatorLine(_ p: Int, char: UInt8) -> Bool {
        let e = lineEnd(p)
        var seen = false
        for i in p..<e {
            let b = src[i]
            if b == char { seen = true } else if ![UInt8(ascii: "+"), UInt8(ascii: "|"), UInt8(ascii: ":"), 0x20, 0x09, 0x0D].contains(b)
                && !(char == UInt8(ascii: "=") && b == UInt8(ascii: "-") && false)
            {
                return false
            }
        }
        return seen
    }

    mutating func parseTable(into parent: KramdownElement) -> Bool {
        let s = pos + spaces(pos)
        guard byte(s) != 0x20, byte(s) != 0x09, isTableLine(pos), afterBlockBoundary(parent) else { return false }
        let leadingPipe = byte(s) == UInt8(ascii: "|")
        let table = KramdownElement(.table)
        var rows: [KramdownElement] = []
        var hasFooter = false
        var alignments: [UInt8] = []
        var haveAlignment = false
        var columns = 0
        var p = pos
        func flush(_ kind: KramdownElement.Kind, force: Bool) {
            if !hasFooter || kind != .tableBody || force {
                let container = KramdownElement(kind)
                container.children = rows
                rows = []
                table.children.append(container)
            }
        }
        while p < src.count, isTableLine(p) {
            let e = lineEnd(p)
            if isSeparatorLine(p, char: UInt8(ascii: "-")) {
                if rows.isEmpty {
                } else if !haveAlignment && !hasFooter {
                    flush(.tableHead, force: false)
                    haveAlignment = true
                    // one alignment per dash run
                    var i = p
                    while i < e {
                        while i < e, src[i] != UInt8(ascii: "-") && src[i] != UInt8(ascii: ":") { i += 1 }
                        if i >= e { break }
                        let left = src[i] == UInt8(ascii: ":")
                        if left { i += 1 }
                        guard i < e, src[i] == UInt8(ascii: "-") else { continue }
                        while i < e, src[i] == UInt8(ascii: "-") { i += 1 }
                        let right = i < e && src[i] == UInt8(ascii: ":")
                        if right { i += 1 }
                        alignments.append(left && right ? 3 : left ? 1 : right ? 2 : 0)
                    }
                } else {
                    flush(.tableBody, force: false)
                }
            } else if isSeparatorLine(p, char: UInt8(ascii: "=")) {
                if !rows.isEmpty { flush(.tableBody, force: true) }
                hasFooter = true
            } else {
                var lineEndTrim = e
                while lineEndTrim > p, src[lineEndTrim - 1] == 0x20 || src[lineEndTrim - 1] == 0x09 || src[lineEndTrim - 1] == 0x0D {
                    lineEndTrim -= 1
                }
                var cells = tableCells(src[(p + spaces(p))..<lineEndTrim])
                if leadingPipe, let f = cells.first, f.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { cells.removeFirst() }
                if let l = cells.last, l.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { cells.removeLast() }
                let row = KramdownElement(.tableRow)
                for cell in cells {
                    var a = cell.startIndex
                    var b = cell.endIndex
                    while a < b, cell[a] == 0x20 || cell[a] == 0x09 { a += 1 }
                    while b > a, cell[b - 1] == 0x20 || cell[b - 1] == 0x09 { b -= 1 }
                    let td = KramdownElement(.tableCell)
                    td.children.append(KramdownElement(.rawText, Array(cell[a..<b]), isBlock: false))
                    row.children.append(td)
                }
                columns = max(columns, cells.count)
                rows.append(row)
            }
            p = nextLine(p)
        }
        guard beforeBlockBoundary(p), pipesOutsideCode(pos..<max(pos, p - 1)) else { return false }
        if !rows.isEmpty { flush(hasFooter ? .tableFoot : .tableBody, force: false) }
        guard table.children.contains(where: { $0.kind == .tableBody }) else { return false }
        for container in table.children {
            for row in container.children {
                while row.children.count < columns { row.children.append(KramdownElement(.tableCell)) }
            }
        }
        if alignments.count > columns {
            alignments.removeSubrange(columns...)
        } else {
            alignments += Array(repeating: 0, count: columns - alignments.count)
        }
        table.alignments = alignments
        pos = p
        add(table, to: parent)
        return true
    }

    // MARK: Containers

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

    func indentColumns(_ p: Int) -> Int {
        var col = 0
        var i = p
        while i < src.count {
            if src[i] == 0x20 { col += 1 } else if src[i] == 0x09 { col = (col / 4 + 1) * 4 } else { break }
            i += 1
        }
        return col
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

    /// The item's first line after its marker: content and the indentation later lines need.
    func firstItemLine(markerEnd: Int, lineStart: Int) -> (content: Bytes, indentation: Int, attributes: AttributeList?) {
        let e = nextLine(lineStart)
        var rest = Array(src[markerEnd..<e])
        var indentation = markerEnd - lineStart
        var attributes: AttributeList? = nil
        // `{:.class}` right after the marker belongs to the item
        var t = 0
        while t < rest.count, rest[t] == 0x20 || rest[t] == 0x09 { t += 1 }
        if t + 1 < rest.count, rest[t] == UInt8(ascii: "{"), rest[t + 1] == UInt8(ascii: ":"),
            let close = rest[t...].firstIndex(of: UInt8(ascii: "}")), !rest[t..<close].contains(0x0A)
        {
            let inner = rest[(t + 2)..<close]
            if !inner.isEmpty && inner.first != UInt8(ascii: ":") && inner.first != UInt8(ascii: "/") {
                attributes = AttributeList.parse(inner)
                let after = rest[(close + 1)...]
                if after.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                    return ([0x0A], 4, attributes)
                }
                rest = Array(rest[..<t]) + Array(after.drop(while: { $0 == 0x20 || $0 == 0x09 }))
            }
        }
        if rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return ([0x0A], 4, attributes)
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
            if !isBlank(p) && (indentColumns(p) >= indentation || (!lastBlank && !isLazyStop(p, indentation: indentation))) {
                let (line, found) = Self.dedent(src[p..<nextLine(p)], columns: indentation)
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
                let (line, _) = Self.dedent(src[p..<nextLine(p)], columns: indentation)
                items[items.count - 1].chunks[items[items.count - 1].chunks.count - 1] += line.isEmpty ? [0x0A] : line
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
        let termText = paragraph.children.first?.value ?? []
        for term in termText.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let dt = KramdownElement(.term)
            var t = Array(term)
            if t.count > 2, t[0] == UInt8(ascii: "{"), t[1] == UInt8(ascii: ":"), let close = t.firstIndex(of: UInt8(ascii: "}")) {
                dt.attributeList = AttributeList.parse(t[2..<close])
                t = Array(t[(close + 1)...].drop(while: { $0 == 0x20 }))
            }
            dt.children.append(KramdownElement(.rawText, t, isBlock: false))
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
            if !isBlank(p) && (indentColumns(p) >= indentation || (!lastBlank && !isLazyStop(p, indentation: indentation))) {
                let (line, _) = Self.dedent(src[p..<nextLine(p)], columns: indentation)
                items[items.count - 1].1 += line
                firstAsParagraph = false
                lastBlank = false
                p = nextLine(p)
                continue
            }
            if isBlank(p) {
                firstAsParagraph = true
                items[items.count - 1].1 += [0x0A]
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

    // MARK: Definitions and extensions

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
        // indented continuation, blank lines allowed between indented lines
        while p < src.count {
            if isIndentedCodeLine(p) {
                let (line, _) = Self.dedent(src[p..<nextLine(p)], columns: 4)
                content += line
                p = nextLine(p)
                continue
            }
            if isBlank(p) {
                var q = p
                while q < src.count && isBlank(q) { q = nextLine(q) }
                if q < src.count && isIndentedCodeLine(q) {
                    while p < q {
                        content.append(0x0A)
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
        if document.footnotes[name] == nil {
            document.footnotes[name] = KramdownDocument.Footnote(content: body)
        }
        let marker = KramdownElement(.endOfBlock, Array("footnote".utf8))
        parent.children.append(marker)
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
        var url: Bytes
        var rest: Int
        if byte(j) == UInt8(ascii: "<"), let close = src[j..<e].firstIndex(of: UInt8(ascii: ">")) {
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
        guard isIALLine(pos) else { return false }
        let e = lineEnd(pos)
        var close = e - 1
        while src[close] != UInt8(ascii: "}") { close -= 1 }
        let inner = src[(s + 2)..<close]
        // ALD: `{:name: attributes}`
        var n = inner.startIndex
        while n < inner.endIndex, HTMLVocabulary.isNameByte(inner[n]) && inner[n] != UInt8(ascii: ":") { n += 1 }
        if n > inner.startIndex, n < inner.endIndex, inner[n] == UInt8(ascii: ":") {
            let name = String(decoding: inner[inner.startIndex..<n], as: UTF8.self)
            var list = document.attributeDefinitions[name] ?? AttributeList()
            list.append(contentsOf: AttributeList.parse(inner[(n + 1)...]))
            document.attributeDefinitions[name] = list
            pos = nextLine(pos)
            parent.children.append(KramdownElement(.endOfBlock, Array("ald".utf8)))
            return true
        }
        let list = AttributeList.parse(inner)
        pos = nextLine(pos)
        if let last = parent.children.last, last.kind != .blank,
            last.kind != .endOfBlock || ["link", "abbreviation", "footnote"].contains(String(decoding: last.value, as: UTF8.self))
        {
            if last.attributeList == nil { last.attributeList = list } else { last.attributeList!.append(contentsOf: list) }
            if !isIALLine(pos) { parent.children.append(KramdownElement(.endOfBlock, Array("ial".utf8))) }
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
        case "comment":
            add(KramdownElement(.comment, body), to: parent)
        case "nomarkdown":
            let raw = KramdownElement(.rawHTML, body)
            for case .pair(let key, let value) in attributes.entries { raw.setAttribute(key, value) }
            add(raw, to: parent)
        default:
            document.applyInlineOptions(attributes)
            parent.children.append(KramdownElement(.endOfBlock, Array("options".utf8)))
        }
        return true
    }

    // MARK: HTML blocks

    func atClosingTag(_ name: Bytes) -> Bool {
        let s = pos + spaces(pos)
        guard byte(s) == UInt8(ascii: "<"), byte(s + 1) == UInt8(ascii: "/") else { return false }
        var i = s + 2
        while i < src.count, HTMLVocabulary.isNameByte(src[i]) { i += 1 }
        guard HTMLVocabulary.lowercased(src[(s + 2)..<i]) == name else { return false }
        while i < src.count, src[i] == 0x20 || src[i] == 0x09 || src[i] == 0x0A { i += 1 }
        return byte(i) == UInt8(ascii: ">")
    }

    mutating func parseHTMLBlock(into parent: KramdownElement) -> Bool {
        let s = pos + spaces(pos)
        guard byte(s) == UInt8(ascii: "<") else { return false }
        if byte(s + 1) == UInt8(ascii: "!"), byte(s + 2) == UInt8(ascii: "-"), byte(s + 3) == UInt8(ascii: "-"), s == pos {
            if let failed = noCommentEndFrom, failed <= s { return false }
            guard let end = HTMLScanner.commentEnd(src, from: s) else {
                document.steps += src.count - s
                noCommentEndFrom = s
                return false
            }
            let comment = KramdownElement(.html, Array(src[s..<end]))
            comment.name = "!--"
            add(comment, to: parent)
            pos = end
            skipTrailingWhitespace()
            return true
        }
        let tag = HTMLScanner.startTag(src, at: s, memo: &tagMemo)
        document.steps += tagMemo.scanned
        tagMemo.scanned = 0
        guard let tag else { return false }
        if HTMLVocabulary.spanElements.contains(tag.name) { return false }
        pos = tag.end
        let element = htmlElement(for: tag)
        add(element, to: parent)
        readHTMLBody(of: element, tag: tag, parentIsRaw: false)
        return true
    }

    mutating func skipTrailingWhitespace() {
        var i = pos
        while i < src.count, src[i] == 0x20 || src[i] == 0x09 || src[i] == 0x0D { i += 1 }
        if i < src.count, src[i] == 0x0A { pos = i + 1 } else if i >= src.count { pos = i }
    }
}
