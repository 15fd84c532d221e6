import MarkdownCore
/// One block of a kramdown document tree (its spans are in the document's `KramdownSpanTree`),
/// as kramdown models them, so attribute lists can be applied to whichever block came just
/// before them.
///
/// Its stored properties are `@exclusivity(unchecked)`: the parsers and the writer read and
/// grow them in place for every byte of a document, and checking each access at run time (a
/// thread-local set per access) cost about 8% of a kramdown render in ComponentBench. One
/// render owns its tree from start to end and no two threads share one, so the check has
/// nothing to find; everything else in the target keeps it.
final class KramdownElement {
    enum Kind: UInt8 {
        // blocks
        case root, blank, paragraph, header, blockquote, codeBlock, rule, unorderedList, orderedList
        case listItem, definitionList, term, definition, table, tableHead, tableBody, tableFoot
        case tableRow, tableCell, html, comment, math, endOfBlock, rawHTML
        // spans
        case rawText, text, emphasis, strong, link, image, codeSpan, lineBreak, smartQuote
        case typographic, footnoteReference, abbreviation, strikethrough, entity

        /// Blocks that may contain headers, the ones the header-id pass walks into (paragraphs,
        /// code and tables cannot, and walking their spans is most of the tree).
        var canHoldHeaders: Bool {
            switch self {
            case .root, .blockquote, .unorderedList, .orderedList, .listItem, .definitionList, .definition, .html: true
            default: false
            }
        }
    }

    /// How an HTML element's content was read (kramdown's content models).
    enum ContentModel: UInt8 { case raw, block, span }

    @exclusivity(unchecked) var kind: Kind

    /// Text, code, tag name or HTML, depending on the kind (spans keep theirs in the span tree).
    @exclusivity(unchecked) var value: [UInt8]

    /// The value's bytes, without copying.
    func withValue<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        value.withUnsafeBufferPointer(body)
    }

    @exclusivity(unchecked) var attributes: [(name: String, value: String)] = []
    @exclusivity(unchecked) var children: [KramdownElement] = []
    /// An attribute list waiting to be applied once the whole document (and its ALDs) is read.
    @exclusivity(unchecked) var attributeList: AttributeList?
    /// Header: its level; code block: 1 when it names a language; math: 1 for a block.
    /// (Table alignments are kept in `value`, one byte per column.)
    @exclusivity(unchecked) var level = 0
    @exclusivity(unchecked) var isBlock = true
    /// A paragraph written without `<p>` (a tight list item's text, kramdown's "transparent").
    @exclusivity(unchecked) var isTransparent = false
    @exclusivity(unchecked) var contentModel = ContentModel.raw
    /// HTML: ends in `/>` or has no body; code block: fenced (kramdown merges only indented ones).
    @exclusivity(unchecked) var isClosed = false
    /// Paragraph, header, term, table cell: `value` is its text, not yet read as spans. (Kept
    /// in the block rather than in a raw-text child: a child element and the child list
    /// allocated, retained and freed for every paragraph — about 3% of a render, measured
    /// together with the writer's inlined tags.)
    @exclusivity(unchecked) var hasText = false

    /// Footnote reference: the footnote's name; code block: its language (when `level` is 1);
    /// HTML comment: `!--`.
    @exclusivity(unchecked) var name: String = ""

    /// The root of this element's spans in the document's `KramdownSpanTree` once its text was
    /// read (a paragraph's, a header's, a table cell's, or a raw text's in a mixed child list),
    /// written in place of its children; -1 before.
    @exclusivity(unchecked) var spans: Int32 = -1

    init(_ kind: Kind, _ value: [UInt8] = [], isBlock: Bool = true) {
        self.kind = kind
        self.value = value
        self.isBlock = isBlock
    }

    func attribute(_ name: String) -> String? {
        attributes.first(where: { $0.name == name })?.value
    }

    func setAttribute(_ name: String, _ value: String) {
        HTMLAttributes.set(&attributes, name, value)
    }

    func removeAttribute(_ name: String) -> String? {
        HTMLAttributes.remove(&attributes, name)
    }

    /// Adds a class after those already there, as an IAL's `.name` does.
    func addClass(_ name: String) {
        HTMLAttributes.addClass(&attributes, name)
    }
}

/// A parsed `{: #id .class key="value" ref}`: applied in order, after the ALDs it names.
struct AttributeList {
    enum Entry {
        case id(String)
        case className(String)
        case pair(String, String)
        case reference(String)
    }

    var entries: [Entry] = []

    mutating func append(contentsOf other: AttributeList) {
        entries += other.entries
    }

    var references: [String] {
        entries.compactMap { if case .reference(let r) = $0 { return r } else { return nil } }
    }

    /// Parses the inside of the braces (after `{:` and before `}`) as kramdown does: its
    /// `ALD_TYPE_ANY` scan, a match at the start or after a whitespace and followed by one (or
    /// the end), each a `key="value"` (`\\}` and an escaped quote inside), the name of an ALD,
    /// or a run of `#id` (`[A-Za-z][\w:-]*`) and `.class` (anything but whitespace, `.`, `#`).
    /// Anything else is passed over. `\w` and `\s` are Ruby's, ASCII only.
    static func parse(_ bytes: ArraySlice<UInt8>) -> AttributeList {
        var list = AttributeList()
        let end = bytes.endIndex
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
        func isWord(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
        }
        func isNameByte(_ b: UInt8) -> Bool { isWord(b) || b == UInt8(ascii: "-") }
        // `(?=\s|\Z)`
        func endsToken(_ k: Int) -> Bool { k >= end || isSpace(bytes[k]) }
        func name(from k: Int) -> Int? {
            guard k < end, isWord(bytes[k]) else { return nil }
            var e = k + 1
            while e < end, isNameByte(bytes[e]) { e += 1 }
            return e
        }
        // `((?:\\\}|\\\2|[^\}\2])*?)\2` in the order Ruby's backtracking tries it: the
        // closing quote at each step first, then a backslash pair as one unit, then one byte.
        // (`\2` inside the class is the byte 2, not the quote.) What follows a position
        // depends on the position and the quote only, so one that failed fails again, for
        // every value of the list: the searches read each byte a bounded number of times.
        var dead: [UInt8: Set<Int>] = [:]
        func closingQuote(_ quote: UInt8, from start: Int) -> Int? {
            var failed = dead.removeValue(forKey: quote) ?? []  // taken out, so that it is not copied
            defer { dead[quote] = failed }
            var stack: [(at: Int, stage: Int)] = [(start, 0)]
            while let (p, stage) = stack.last {
                stack[stack.count - 1].stage = stage + 1
                switch stage {
                case 0:
                    if p < end, bytes[p] == quote, endsToken(p + 1) { return p }
                case 1:
                    if p + 1 < end, bytes[p] == UInt8(ascii: "\\"), bytes[p + 1] == UInt8(ascii: "}") || bytes[p + 1] == quote,
                        !failed.contains(p + 2)
                    {
                        stack.append((p + 2, 0))
                    }
                case 2:
                    if p < end, bytes[p] != UInt8(ascii: "}"), bytes[p] != 0x02, !failed.contains(p + 1) { stack.append((p + 1, 0)) }
                default:
                    failed.insert(p)
                    stack.removeLast()
                }
            }
            return nil
        }
        func pair(at s: Int) -> Int? {
            guard let n = name(from: s), n + 1 < end, bytes[n] == UInt8(ascii: "="),
                bytes[n + 1] == UInt8(ascii: "\"") || bytes[n + 1] == UInt8(ascii: "'")
            else { return nil }
            let quote = bytes[n + 1]
            guard let close = closingQuote(quote, from: n + 2) else { return nil }
            // `gsub(/\\(\}|quote)/, "\\1")`
            var value: [UInt8] = []
            var k = n + 2
            while k < close {
                if bytes[k] == UInt8(ascii: "\\"), k + 1 < close, bytes[k + 1] == UInt8(ascii: "}") || bytes[k + 1] == quote { k += 1 }
                value.append(bytes[k])
                k += 1
            }
            list.entries.append(.pair(String(decoding: bytes[s..<n], as: UTF8.self), String(decoding: value, as: UTF8.self)))
            return close + 1
        }
        func reference(at s: Int) -> Int? {
            guard let n = name(from: s), endsToken(n) else { return nil }
            list.entries.append(.reference(String(decoding: bytes[s..<n], as: UTF8.self)))
            return n
        }
        func idsAndClasses(at s: Int) -> Int? {
            var parts: [Entry] = []
            var k = s
            repeat {
                let marker = bytes[k]
                var e = k + 1
                if marker == UInt8(ascii: "#") {
                    guard e < end, (bytes[e] | 0x20) >= UInt8(ascii: "a"), (bytes[e] | 0x20) <= UInt8(ascii: "z") else { return nil }
                    e += 1
                    while e < end, isNameByte(bytes[e]) || bytes[e] == UInt8(ascii: ":") { e += 1 }
                } else if marker == UInt8(ascii: ".") {
                    while e < end, !isSpace(bytes[e]), bytes[e] != UInt8(ascii: "."), bytes[e] != UInt8(ascii: "#") { e += 1 }
                    guard e > k + 1 else { return nil }
                } else {
                    return nil
                }
                let value = String(decoding: bytes[(k + 1)..<e], as: UTF8.self)
                parts.append(marker == UInt8(ascii: "#") ? .id(value) : .className(value))
                k = e
            } while k < end && !isSpace(bytes[k])
            list.entries += parts
            return k
        }
        var i = bytes.startIndex
        while i < end {
            // `(?:\A|\s)`: at the start without taking a byte, else after the whitespace it takes
            var next: Int?
            for s in [i == bytes.startIndex ? i : -1, isSpace(bytes[i]) ? i + 1 : -1] where s >= 0 && s < end {
                next = pair(at: s) ?? reference(at: s) ?? idsAndClasses(at: s)
                if next != nil { break }
            }
            i = next ?? i + 1
        }
        return list
    }
}
