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

    /// Parses the inside of the braces (after `{:` and before `}`) as kramdown does: tokens
    /// separated by whitespace, each `key="value"` (quotes escaped with `\\`), a run of
    /// `#id` and `.class`, or the name of an ALD; any other token is ignored.
    static func parse(_ bytes: ArraySlice<UInt8>) -> AttributeList {
        var list = AttributeList()
        var i = bytes.startIndex
        let end = bytes.endIndex
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        func isWord(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b >= 0x80
        }
        func isNameByte(_ b: UInt8) -> Bool { isWord(b) || b == UInt8(ascii: "-") }
        while i < end {
            if isSpace(bytes[i]) {
                i += 1
                continue
            }
            // key="value" / key='value'
            var j = i
            while j < end, isNameByte(bytes[j]) { j += 1 }
            if j > i, isWord(bytes[i]), j + 1 < end, bytes[j] == UInt8(ascii: "="),
                bytes[j + 1] == UInt8(ascii: "\"") || bytes[j + 1] == UInt8(ascii: "'")
            {
                let quote = bytes[j + 1]
                var k = j + 2
                var value: [UInt8] = []
                while k < end, bytes[k] != quote {
                    if bytes[k] == UInt8(ascii: "\\"), k + 1 < end, bytes[k + 1] == quote || bytes[k + 1] == UInt8(ascii: "}") {
                        k += 1
                    }
                    value.append(bytes[k])
                    k += 1
                }
                if k < end, k + 1 >= end || isSpace(bytes[k + 1]) {
                    let name = String(decoding: bytes[i..<j], as: UTF8.self)
                    list.entries.append(.pair(name, String(decoding: value, as: UTF8.self)))
                    i = k + 1
                    continue
                }
            }
            // any other token runs to the next whitespace
            var e = i
            while e < end, !isSpace(bytes[e]) { e += 1 }
            let token = bytes[i..<e]
            i = e
            if let first = token.first, first == UInt8(ascii: "#") || first == UInt8(ascii: ".") {
                var parts: [Entry] = []
                var t = token.startIndex
                var valid = true
                while t < token.endIndex {
                    let marker = token[t]
                    guard marker == UInt8(ascii: "#") || marker == UInt8(ascii: ".") else {
                        valid = false
                        break
                    }
                    var u = t + 1
                    while u < token.endIndex, isNameByte(token[u]) { u += 1 }
                    guard u > t + 1 else {
                        valid = false
                        break
                    }
                    let name = String(decoding: token[(t + 1)..<u], as: UTF8.self)
                    parts.append(marker == UInt8(ascii: "#") ? .id(name) : .className(name))
                    t = u
                }
                if valid { list.entries += parts }
            } else if let first = token.first, isWord(first), token.allSatisfy(isNameByte) {
                list.entries.append(.reference(String(decoding: token, as: UTF8.self)))
            }
        }
        return list
    }
}
