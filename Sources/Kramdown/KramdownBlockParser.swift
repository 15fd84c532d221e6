import MarkdownCore
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
    /// No `?>` after this position: a run of unclosed `<?` in HTML is searched once, not from each.
    var noInstructionEndFrom: Int?
    var tagMemo = HTMLScanner.Memo()
    /// Block extensions whose stop line is missing from this position on.
    var noExtensionStopFrom: [String: Int] = [:]
    /// Block IAL searches (`blockIAL`), which line tests ask for again and again: the last
    /// answer, and the lines known to have none. A class, so that the tests stay non-mutating.
    final class IALMemo {
        var last: (start: Int, result: (close: Int, end: Int)?)?
        var failing = 0..<0
    }
    let ialMemo = IALMemo()

    init(_ src: Bytes, document: KramdownDocument) {
        self.src = src
        self.document = document
        self.gfm = document.options.kramdownInput == .gfm
        self.smartyPants = document.options.kramdownInput == .smartyPants
    }

    /// Read once: `document.options` is a large value, copied on every access.
    let gfm: Bool
    let smartyPants: Bool

    // MARK: - Lines

    func lineEnd(_ p: Int) -> Int {
        ByteScan.firstIndex(of: 0x0A, in: src, from: p, to: src.count) ?? max(p, src.count)
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

    func isIALLine(_ p: Int) -> Bool { blockIAL(p) != nil }

    /// kramdown's block IAL or ALD at the line starting at `p`,
    /// `^ {0,3}\{:(?!:|\/)((?:\\\}|[^\}])+)\}\s*?\n`: its text runs to a `}` followed by
    /// nothing but whitespace up to a line end, over any `}` written `\}`, and may take in
    /// line ends. Returns that `}` and where the match ends (after the line end).
    func blockIAL(_ p: Int) -> (close: Int, end: Int)? {
        let s = p + spaces(p)
        guard byte(s) == UInt8(ascii: "{"), byte(s + 1) == UInt8(ascii: ":"),
            byte(s + 2) != UInt8(ascii: ":"), byte(s + 2) != UInt8(ascii: "/")
        else { return nil }
        if let last = ialMemo.last, last.start == s { return last.result }
        if ialMemo.failing.contains(s) { return nil }
        var k = s + 2
        var result: (close: Int, end: Int)?
        var unescaped = src.count
        while k < src.count {
            k = ByteScan.firstIndex(of: UInt8(ascii: "}"), in: src, from: k, to: src.count) ?? src.count
            guard k < src.count else { break }
            if k > s + 2 {
                var e = k + 1
                while e < src.count, src[e] == 0x20 || src[e] == 0x09 || src[e] == 0x0D || src[e] == 0x0C || src[e] == 0x0B { e += 1 }
                if e >= src.count || src[e] == 0x0A {
                    result = (k, min(e + 1, src.count))
                    break
                }
            }
            // a `}` not after a backslash can't be text: the search ends there
            if k == s + 2 || src[k - 1] != UInt8(ascii: "\\") {
                unescaped = k
                break
            }
            k += 1
        }
        document.steps += (result?.close ?? unescaped) - s
        // every later `{:` before that `}` meets the same `}` first, and no better end before it
        if result == nil { ialMemo.failing = s..<max(s, unescaped - 1) }
        ialMemo.last = (s, result)
        return result
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
        guard let nameEnd = HTMLVocabulary.nameEnd(src, from: i, end: src.count) else { return false }
        i = nameEnd
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
        if smartyPants { return parseSmartyPantsBlocks(into: parent, closingTag: closingTag) }
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
            // a paragraph starts with up to three spaces and then neither space nor tab; a line
            // no block parser takes (` \tx`) is text as it stands, with no `<p>` (kramdown's
            // fallback, which warns "no block parser handled the line")
            let first = byte(pos + spaces(pos))
            if first == 0x09 || first == 0x20 {
                addLineAsText(to: parent)
                continue
            }
            parseParagraph(into: parent)
        }
        return false
    }

    /// Jekyll's SmartyPants parser (`smartify`) has two block parsers: kramdown's block HTML
    /// and `content`, which takes the rest of the line as text. The
    /// text of consecutive lines is one run (kramdown's `add_text`), read as spans later, so a
    /// quote's rules see the line break before it.
    mutating func parseSmartyPantsBlocks(into parent: KramdownElement, closingTag: Bytes?) -> Bool {
        let entry = pos
        defer { document.steps += pos - entry }
        while pos < src.count {
            // kramdown's `^` matches wherever its scanner stands, so block HTML may also
            // follow other block HTML on the same line
            if let closingTag, atClosingTag(closingTag) { return true }
            if parseHTMLBlock(into: parent) { continue }
            addLineAsText(to: parent)
        }
        return false
    }

    /// kramdown's `add_text` of one line: appended to the text just before, if any.
    mutating func addLineAsText(to parent: KramdownElement) {
        let end = nextLine(pos)
        if let last = parent.children.last, last.kind == .rawText {
            last.value += src[pos..<end]
        } else {
            parent.children.append(KramdownElement(.rawText, Array(src[pos..<end]), isBlock: false))
        }
        pos = end
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

    /// kramdown's `after_block_boundary?`: no block before, a blank line, a bare `^` end of
    /// block, or a block IAL waiting for the next block.
    func afterBlockBoundary(_ parent: KramdownElement) -> Bool {
        guard let last = parent.children.last, pendingAttributes == nil else { return true }
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
            // kramdown's `new_block_el(:blank)` takes a waiting block IAL, and a blank line
            // writes no attributes: `{:.c}` then an empty line applies to nothing
            pendingAttributes = nil
            parent.children.append(KramdownElement(.blank, Array(src[start..<pos])))
        }
    }

    // MARK: Paragraphs and headers

    mutating func parseParagraph(into parent: KramdownElement) {
        let start = pos
        pos = nextLine(pos)
        while pos < src.count && !isParagraphEnd(pos) { pos = nextLine(pos) }
        // trimmed in place, then copied once
        var end = pos
        while end > start, src[end - 1] == 0x20 || src[end - 1] == 0x09 || src[end - 1] == 0x0A || src[end - 1] == 0x0D { end -= 1 }
        if let last = parent.children.last, last.kind == .paragraph, last.hasText {
            let joiner: Bytes = start >= 3 && src[(start - 3)..<start].elementsEqual("  \n".utf8) ? Array("  \n".utf8) : [0x0A]
            last.value += joiner
            last.value += src[start..<end]
            return
        }
        var i = start
        while i < end, src[i] == 0x20 || src[i] == 0x09 { i += 1 }
        let p = KramdownElement(.paragraph)
        p.value = Array(src[i..<end])
        p.hasText = true
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
        h.value = text
        h.hasText = true
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
            // INDENT, `^(?:\t| {4})`: a blank line of fewer spaces keeps them
            if src[i] == 0x09 { i += 1 } else if spaces(i, limit: 4) == 4 { i += 4 }
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
        if let last = parent.children.last, last.kind == .codeBlock, last.level == 0, !last.isClosed {
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
        // kramdown's fence line is the fence, one word at most and blanks: `` ```scp a b``` ``
        // (code on the fence line) or `` ```ruby title `` is text, not a fence.
        var rest = k
        while rest < e, src[rest] == 0x20 || src[rest] == 0x09 || src[rest] == 0x0D || src[rest] == 0x0B || src[rest] == 0x0C { rest += 1 }
        if rest < e { return false }
        // The whole word, `?options` included, goes to Rouge (`guess?mimetype=…`); the class
        // names the language without them (the writer drops them).
        let info = Array(src[j..<k])
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
                    block.isClosed = true
                    if !info.isEmpty {
                        block.level = 1
                        block.name = String(decoding: info, as: UTF8.self)
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

    // MARK: HTML blocks

    func atClosingTag(_ name: Bytes) -> Bool {
        let s = pos + spaces(pos)
        guard byte(s) == UInt8(ascii: "<"), byte(s + 1) == UInt8(ascii: "/") else { return false }
        guard var i = HTMLVocabulary.nameEnd(src, from: s + 2, end: src.count),
            HTMLVocabulary.lowercased(src[(s + 2)..<i]) == name
        else { return false }
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
            // kramdown makes it with `Element.new`: a waiting block IAL stays for the next block
            parent.children.append(comment)
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
