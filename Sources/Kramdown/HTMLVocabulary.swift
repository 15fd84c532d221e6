import MarkdownCore
/// The HTML element classes kramdown's parser decides by (its `HTML_*` lists).
enum HTMLVocabulary {
    static let spanElements: Set<[UInt8]> = bytesSet(
        "a abbr acronym b big bdo br button cite code del dfn em i img input ins kbd label mark option q rb rbc rp rt rtc ruby samp select small span strong sub sup tt u var")
    static let blockElements: Set<[UInt8]> = bytesSet(
        "address article aside applet body blockquote caption col colgroup dd div dl dt fieldset figcaption footer form h1 h2 h3 h4 h5 h6 header hgroup hr html head iframe legend menu li main map nav ol optgroup p pre section summary table tbody td th thead tfoot tr ul")
    static let voidElements: Set<[UInt8]> = bytesSet(
        "area base br col command embed hr img input keygen link meta param source track wbr")
    static let blockContent: Set<[UInt8]> = bytesSet(
        "address applet article aside blockquote body dd details div dl fieldset figure figcaption footer form header hgroup iframe li main map menu nav noscript object section summary td")
    static let spanContent: Set<[UInt8]> = bytesSet(
        "a abbr acronym b bdo big button cite caption del dfn dt em h1 h2 h3 h4 h5 h6 i ins label legend optgroup p q rb rbc rp rt rtc ruby select small span strong sub sup th tt")
    static let rawContent: Set<[UInt8]> = bytesSet("script style math option textarea pre code kbd samp var")

    /// Every name kramdown knows as HTML (its tag names are lower-cased, others kept).
    static let known: Set<[UInt8]> = spanElements.union(blockElements).union(voidElements).union(blockContent)
        .union(spanContent).union(rawContent)

    static func contentModel(_ name: [UInt8]) -> KramdownElement.ContentModel {
        if blockContent.contains(name) { return .block }
        if spanContent.contains(name) { return .span }
        return .raw
    }

    private static func bytesSet(_ words: String) -> Set<[UInt8]> {
        Set(words.split(separator: " ").map { Array($0.utf8) })
    }

    static func isNameStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b >= 0x80
    }

    static func isNameByte(_ b: UInt8) -> Bool {
        isNameStart(b) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
            || b == UInt8(ascii: ":")
    }

    static func lowercased<S: Sequence<UInt8>>(_ bytes: S) -> [UInt8] {
        bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    }

    // MARK: - Names and words as Ruby's regular expressions read UTF-8

    /// The scalar whose UTF-8 starts at `i` and its length; nil (length 1) for a malformed byte.
    static func scalar(in src: [UInt8], at i: Int, end: Int) -> (scalar: Unicode.Scalar?, length: Int) {
        let b = src[i]
        if b < 0x80 { return (Unicode.Scalar(b), 1) }
        let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
        guard length > 1, i + length <= end else { return (nil, 1) }
        var iterator = src[i..<(i + length)].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let s) = decoder.decode(&iterator) { return (s, length) }
        return (nil, 1)
    }

    /// `[[:alpha:]_]`: what starts a name in REXML's `UNAME_STR`, which kramdown's tags use.
    static func isNameStart(_ s: Unicode.Scalar) -> Bool {
        s.isASCII ? isNameStart(UInt8(s.value)) : s.properties.isAlphabetic
    }

    /// `[-[:alnum:]._]`: the rest of a name.
    static func isNameContinue(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII {
            let b = UInt8(s.value)
            return isNameStart(b) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
        }
        return s.properties.isAlphabetic || s.properties.generalCategory == .decimalNumber
    }

    /// The end of a name (`UNAME_STR`: `[[:alpha:]_][-[:alnum:]._]*`, with one `prefix:` before
    /// it allowed) starting at `i`, or nil when none starts there. A non-ASCII letter is part of
    /// a name; a dash or symbol (`<—>`) is not.
    static func nameEnd(_ src: [UInt8], from i: Int, end: Int) -> Int? {
        func part(_ j: Int) -> Int? {
            guard j < end else { return nil }
            let (first, n) = scalar(in: src, at: j, end: end)
            guard let first, isNameStart(first) else { return nil }
            var k = j + n
            while k < end {
                let b = src[k]
                if b < 0x80 {
                    guard isNameByte(b), b != UInt8(ascii: ":") else { break }
                    k += 1
                    continue
                }
                let (s, length) = scalar(in: src, at: k, end: end)
                guard let s, isNameContinue(s) else { break }
                k += length
            }
            return k
        }
        guard let first = part(i) else { return nil }
        if first < end, src[first] == UInt8(ascii: ":"), let second = part(first + 1) { return second }
        return first
    }

    /// `\p{Word}` for the character at `i` (letters, marks, decimal digits, connectors).
    static func isWordCharacter(_ src: [UInt8], at i: Int, end: Int) -> (Bool, length: Int) {
        let b = src[i]
        if b < 0x80 { return (isWordByte(b), 1) }
        let (s, length) = scalar(in: src, at: i, end: end)
        guard let s else { return (false, 1) }
        let p = s.properties
        switch p.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return (true, length)
        default: return (p.isAlphabetic || p.isJoinControl, length)
        }
    }

    /// A word character to Ruby's `\b` and `\B`, which count other numbers (`²`) too.
    static func isBoundaryWord(_ src: [UInt8], at i: Int) -> Bool {
        guard i >= 0, i < src.count else { return false }
        if src[i] < 0x80 { return isWordByte(src[i]) }
        let (s, _) = scalar(in: src, at: i, end: src.count)
        guard let s else { return false }
        if isWordCharacter(src, at: i, end: src.count).0 { return true }
        return s.properties.numericType != nil
    }

    static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b >= 0x80
    }
}

/// Reads HTML tags the way kramdown's regular expressions accept them.
enum HTMLScanner {
    struct StartTag {
        var name: [UInt8]
        var attributes: [(name: String, value: String)]
        var selfClosing: Bool
        var end: Int
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    /// What earlier scans of one text found: a quote with no closing quote after some
    /// position is not searched for again, so many unterminated attributes stay linear.
    struct Memo {
        var noClosingQuoteFrom: [UInt8: Int] = [:]
        /// Bytes looked at, for the document's step count.
        var scanned = 0
    }

    /// `<name attr="v" attr=word attr>` or `<name/>` at `at`; unquoted values must be word
    /// characters, as in kramdown, so `<a href=/x>` is not a tag.
    static func startTag(_ src: [UInt8], at start: Int, limit: Int? = nil) -> StartTag? {
        var memo = Memo()
        return startTag(src, at: start, limit: limit, memo: &memo)
    }

    static func startTag(_ src: [UInt8], at start: Int, limit: Int? = nil, memo: inout Memo) -> StartTag? {
        let end = limit ?? src.count
        guard start + 1 < end, src[start] == UInt8(ascii: "<"), var i = HTMLVocabulary.nameEnd(src, from: start + 1, end: end) else {
            return nil
        }
        var name = Array(src[(start + 1)..<i])
        let lower = HTMLVocabulary.lowercased(name)
        let known = HTMLVocabulary.known.contains(lower)
        if known { name = lower }
        var attributes: [(name: String, value: String)] = []
        while true {
            let beforeSpace = i
            while i < end, isSpace(src[i]) { i += 1 }
            guard i < end else { return nil }
            if src[i] == UInt8(ascii: ">") { return StartTag(name: name, attributes: attributes, selfClosing: false, end: i + 1) }
            if src[i] == UInt8(ascii: "/") {
                guard i + 1 < end, src[i + 1] == UInt8(ascii: ">") else { return nil }
                return StartTag(name: name, attributes: attributes, selfClosing: true, end: i + 2)
            }
            guard i > beforeSpace, let nameEnd = HTMLVocabulary.nameEnd(src, from: i, end: end) else { return nil }
            let nameStart = i
            i = nameEnd
            var attributeName = Array(src[nameStart..<i])
            if known { attributeName = HTMLVocabulary.lowercased(attributeName) }
            var j = i
            while j < end, isSpace(src[j]) { j += 1 }
            var value: [UInt8] = []
            if j < end, src[j] == UInt8(ascii: "=") {
                j += 1
                while j < end, isSpace(src[j]) { j += 1 }
                guard j < end else { return nil }
                if src[j] == UInt8(ascii: "\"") || src[j] == UInt8(ascii: "'") {
                    let q = src[j]
                    if let failed = memo.noClosingQuoteFrom[q], failed <= j { return nil }
                    var k = j + 1
                    while k < end, src[k] != q { k += 1 }
                    memo.scanned += k - j
                    guard k < end else {
                        memo.noClosingQuoteFrom[q] = j
                        return nil
                    }
                    value = Array(src[(j + 1)..<k])
                    i = k + 1
                } else {
                    // `\p{Word}+`
                    var k = j
                    while k < end {
                        let (isWord, length) = HTMLVocabulary.isWordCharacter(src, at: k, end: end)
                        guard isWord else { break }
                        k += length
                    }
                    guard k > j else { return nil }
                    value = Array(src[j..<k])
                    i = k
                }
            }
            let key = String(decoding: attributeName, as: UTF8.self)
            let text = String(decoding: value, as: UTF8.self)
            if let existing = attributes.firstIndex(where: { $0.name == key }) {
                attributes[existing].value = text
            } else {
                attributes.append((key, text))
            }
        }
    }

    /// `</name  >` at `at`: the name (lower-cased when known) and the index after `>`.
    static func closeTag(_ src: [UInt8], at start: Int, limit: Int? = nil) -> (name: [UInt8], end: Int)? {
        let end = limit ?? src.count
        guard start + 2 < end, src[start] == UInt8(ascii: "<"), src[start + 1] == UInt8(ascii: "/"),
            var i = HTMLVocabulary.nameEnd(src, from: start + 2, end: end)
        else { return nil }
        var name = Array(src[(start + 2)..<i])
        let lower = HTMLVocabulary.lowercased(name)
        if HTMLVocabulary.known.contains(lower) { name = lower }
        while i < end, isSpace(src[i]) { i += 1 }
        guard i < end, src[i] == UInt8(ascii: ">") else { return nil }
        return (name, i + 1)
    }

    /// The index after `-->` of a comment starting at `at`, or nil when it never closes.
    static func commentEnd(_ src: [UInt8], from start: Int, limit: Int? = nil) -> Int? {
        let end = limit ?? src.count
        var i = start + 4
        while i + 2 < end {
            if src[i] == UInt8(ascii: "-"), src[i + 1] == UInt8(ascii: "-"), src[i + 2] == UInt8(ascii: ">") { return i + 3 }
            i += 1
        }
        return nil
    }

    /// The index after `?>` of a processing instruction starting at `at`.
    static func instructionEnd(_ src: [UInt8], from start: Int) -> Int? {
        var i = start + 2
        while i + 1 < src.count {
            if src[i] == UInt8(ascii: "?"), src[i + 1] == UInt8(ascii: ">") { return i + 2 }
            i += 1
        }
        return nil
    }

    /// Where the next `</name>` starts (name compared without case when `caseless`), or nil.
    static func findClose(_ src: [UInt8], name: [UInt8], from start: Int, limit: Int? = nil) -> (start: Int, end: Int)? {
        let end = limit ?? src.count
        var i = start
        while i + 1 < end {
            if src[i] == UInt8(ascii: "<"), src[i + 1] == UInt8(ascii: "/"), let close = closeTag(src, at: i, limit: end),
                HTMLVocabulary.lowercased(close.name) == HTMLVocabulary.lowercased(name)
            {
                return (i, close.end)
            }
            i += 1
        }
        return nil
    }
}
