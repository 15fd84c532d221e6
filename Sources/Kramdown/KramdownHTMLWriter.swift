import MarkdownCore
import Highlight

/// Writes a kramdown tree as kramdown's HTML converter does with Jekyll's options: Rouge's
/// code markup, footnotes at the end, `{:toc}` lists replaced by the table of contents.
struct KramdownHTMLWriter: ~Copyable {
    typealias Bytes = [UInt8]
    typealias Element = KramdownElement

    let document: KramdownDocument
    var out = HTMLOutput(capacity: 0)
    var footnoteCounter: Int
    /// Footnotes in the order their first reference was written.
    var footnotesWritten: [String] = []
    var referenceCounts: [String: Int] = [:]
    var toc: [(level: Int, id: String, header: Element)] = []
    var footnotePlace: Int?

    /// The bytes written for ‘ ’ “ ” (kramdown's `smart_quotes` entities, as characters).
    let quotes: [Bytes]

    init(document: KramdownDocument) {
        self.document = document
        let options = document.options
        if options.smartQuotes && options.quoteEntities == Self.defaultQuoteEntities {
            // kramdown's default, read once per process: building it per document (string
            // interpolation, entity lookups) was about 1% of a render
            self.quotes = Self.defaultQuotes
        } else {
            self.quotes = (0..<4).map { index in
                let entity = options.smartQuotes && index < options.quoteEntities.count
                    ? options.quoteEntities[index] : ["apos", "apos", "quot", "quot"][index]
                return Self.quoteBytes(entity)
            }
        }
        self.footnoteCounter = document.options.footnoteNumber
        self.options = document.options
        self.tree = document.spanTree
    }

    let tree: KramdownSpanTree

    static let defaultQuoteEntities = ["lsquo", "rsquo", "ldquo", "rdquo"]
    static let defaultQuotes = defaultQuoteEntities.map(quoteBytes)

    static func quoteBytes(_ entity: String) -> Bytes {
        switch entity {
        case "apos": return Array("'".utf8)
        case "quot": return Array("&quot;".utf8)
        default: return Array(EntityTable.character(Array("&\(entity);".utf8)).utf8)
        }
    }

    /// A copy: options are final once the document is read (`{::options}` included).
    let options: MarkdownOptions

    /// Writes the document; `out.makeString()` has the HTML. `footnoteHeaders`: the headers
    /// inside each footnote's content.
    mutating func write(root: Element, headers: [Element], footnoteHeaders: [String: [Element]] = [:], sourceCount: Int = 0) {
        addToTOC(headers)
        // HTML is about 1.5 times its Markdown: one allocation instead of a series of copies
        // as the buffer doubles (large allocations also made malloc consolidate its free lists)
        out = HTMLOutput(capacity: sourceCount + sourceCount / 2 + 1024)
        writeChildren(of: root, indent: 0)
        if let at = footnotePlace {
            // `{:footnotes}` on a list: the footnotes go there instead of at the end
            let body = out.removeTail(from: at)
            let start = out.count
            writeFootnotes()
            if let place = tocPlace, place > at || (place == at && !tocBeforeFootnotes) { tocPlace = place + out.count - start }
            out += body
        } else {
            writeFootnotes()
        }
        // kramdown lists the table of contents last (a placeholder replaced in convert_root):
        // by then the footnotes written have added their headers, in the order written.
        if let place = tocPlace, let list = tocList {
            for name in footnotesWritten { addToTOC(footnoteHeaders[name] ?? []) }
            let body = out.removeTail(from: place)
            writeTOC(list)
            out += body
        }
    }

    /// Whether the text written so far ends where the table of contents or the footnotes will
    /// go: kramdown writes a placeholder there and replaces it at the end, so a container
    /// ending with one neither chomps the line break before it nor sees one (`res =~ /\n\Z/`).
    var placeholderAtEnd: Bool { tocPlace == out.count || footnotePlace == out.count }

    /// Where the `{:toc}` list stood, and whether it came before a `{:footnotes}` list at the
    /// same place.
    var tocPlace: Int?
    var tocList: Element?
    var tocBeforeFootnotes = false

    mutating func addToTOC(_ headers: [Element]) {
        for header in headers {
            guard let id = header.attribute("id"), options.tocLevels.contains(header.level) else { continue }
            if let classes = header.attribute("class"), classes.split(separator: " ").contains("no_toc") { continue }
            toc.append((header.level, id, header))
        }
    }

    /// Through `withUTF8`: appending `s.utf8` goes byte by byte through a generic iterator
    /// (measured: 14% of the writer's time, most of it for the short literal tags).
    mutating func append(_ s: String) {
        out.append(s)
    }

    /// The writer's literal markup, straight from the binary's constant bytes: cheaper than a
    /// `String` even through `withUTF8` (measured together with the reserved child lists in
    /// `TreePass.update`: about 5% of a kramdown render).
    @inline(__always)
    mutating func emit(_ s: StaticString) {
        out.append(s)
    }

    /// Walks the children without retaining and releasing each one: the tree is owned by the
    /// render and not changed while it is written, so each child stays alive through its
    /// parent's list (the array itself is retained once, by `let`). `for child in children`
    /// retained and released every node on the way (measured: 378 -> 368 µs per post in
    /// ComponentBench, best of 6 interleaved runs; `unowned(unsafe) let child` measured no gain).
    /// kramdown's update_tree drops end-of-block markers (left by definitions) and joins the
    /// blank lines around them, so `A`, blank, `[x]: /u`, blank, `B` writes one empty line, not
    /// two: whether `child` is written, given whether the last child written was blank.
    static func isWritten(_ child: Element, afterBlank: inout Bool) -> Bool {
        switch child.kind {
        case .endOfBlock: return false
        case .blank:
            if afterBlank { return false }
            afterBlank = true
        default: afterBlank = false
        }
        return true
    }

    mutating func writeChildren(of element: Element, indent: Int) {
        if element.spans >= 0 { writeSpans(of: element.spans) }
        let children = element.children
        var afterBlank = false
        for i in children.indices {
            guard Self.isWritten(children[i], afterBlank: &afterBlank) else { continue }
            Unmanaged.passUnretained(children[i])._withUnsafeGuaranteedRef { write($0, indent: indent) }
        }
    }

    // MARK: - Escaping

    /// Escapes `<`, `>` and `&`, keeping `&` that starts a character reference (kramdown's rule).
    mutating func appendEscaped<S: Collection<UInt8>>(_ bytes: S, quotes: Bool = false, keepingReferences: Bool = true) where S.Index == Int {
        // through a buffer: slicing an array for each run retains and releases its storage
        if bytes.withContiguousStorageIfAvailable({ appendEscapedBuffer($0, quotes: quotes, keepingReferences: keepingReferences) }) == nil {
            Array(bytes).withUnsafeBufferPointer { appendEscapedBuffer($0, quotes: quotes, keepingReferences: keepingReferences) }
        }
    }

    /// `keepingReferences: false` escapes every `&`, as Rouge and kramdown do in code.
    mutating func appendEscapedBuffer(_ bytes: UnsafeBufferPointer<UInt8>, quotes: Bool, keepingReferences: Bool = true) {
        // runs without a byte to escape are copied whole (most text has none)
        var i = bytes.startIndex
        var run = i
        let fourth = quotes ? UInt8(ascii: "\"") : UInt8(ascii: "<")
        while i < bytes.endIndex {
            i = ByteScan.firstIndex(ofAnyOf: UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), fourth, in: bytes, from: i)
            guard i < bytes.endIndex else { break }
            let b = bytes[i]
            if run < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i])) }
            switch b {
            case UInt8(ascii: "<"): emit("&lt;")
            case UInt8(ascii: ">"): emit("&gt;")
            case UInt8(ascii: "\""): emit("&quot;")
            default:
                if keepingReferences && Self.referenceLength(bytes, at: i) > 0 { out.append(b) } else { emit("&amp;") }
            }
            i += 1
            run = i
        }
        if run < bytes.endIndex { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<bytes.endIndex])) }
    }

    static func referenceLength<S: Collection<UInt8>>(_ bytes: S, at start: Int) -> Int where S.Index == Int {
        var i = start + 1
        guard i < bytes.endIndex else { return 0 }
        if bytes[i] == UInt8(ascii: "#") {
            i += 1
            let hex = i < bytes.endIndex && (bytes[i] == UInt8(ascii: "x"))
            if hex { i += 1 }
            let s = i
            while i < bytes.endIndex, hex ? bytes[i].isHexDigit : (bytes[i] >= 0x30 && bytes[i] <= 0x39) { i += 1 }
            return i > s && i < bytes.endIndex && bytes[i] == UInt8(ascii: ";") ? i - start + 1 : 0
        }
        let s = i
        while i < bytes.endIndex, HTMLVocabulary.isWordByte(bytes[i]) && bytes[i] < 0x80 { i += 1 }
        return i > s && i < bytes.endIndex && bytes[i] == UInt8(ascii: ";") ? i - start + 1 : 0
    }

    mutating func appendAttributes(_ attributes: [(name: String, value: String)]) {
        if attributes.isEmpty { return }
        for (name, value) in attributes {
            // kramdown leaves out an empty id (`{: id=""}` removes a header's id)
            if name == "id" && value.allSatisfy({ $0 == " " }) { continue }
            out.append(0x20)
            append(name)
            emit("=\"")
            var text = value
            text.withUTF8 { appendEscaped($0, quotes: true) }
            out.append(0x22)
        }
    }

    // MARK: - Elements

    mutating func write(_ el: Element, indent: Int) {
        switch el.kind {
        case .root:
            // a root whose one child was text (Jekyll's SmartyPants parser) holds its spans
            if el.spans >= 0 { writeSpans(of: el.spans) } else { writeChildren(of: el, indent: indent) }
        case .blank:
            out.append(0x0A)
        case .endOfBlock:
            break
        case .rawText:
            if el.spans >= 0 { writeSpans(of: el.spans) }
        case .paragraph:
            if el.isTransparent {
                writeChildren(of: el, indent: indent)
            } else if el.children.isEmpty, el.spans >= 0, let image = Optional(tree.nodes[Int(el.spans)].firstChild),
                image >= 0, tree.nodes[Int(image)].next < 0, tree.nodes[Int(image)].kind == .image,
                tree.attributeList(image)?.references.contains("standalone") == true
            {
                // kramdown 2.4: an image marked `standalone` alone in a paragraph is a figure
                // the image's class, then its id, move to the figure unless it has its own
                var figureAttributes = el.attributes
                var imageAttributes = tree.attributes(image)
                for name in ["class", "id"] where !figureAttributes.contains(where: { $0.name == name }) {
                    if let i = imageAttributes.firstIndex(where: { $0.name == name }) {
                        figureAttributes.append(imageAttributes.remove(at: i))
                    }
                }
                pad(indent)
                emit("<figure")
                appendAttributes(figureAttributes)
                emit(">\n")
                pad(indent + 2)
                emit("<img")
                appendAttributes(imageAttributes)
                emit(" />\n")
                pad(indent + 2)
                // kramdown writes the alternative text here as it is, unescaped
                emit("<figcaption>")
                append(tree.attribute(image, "alt") ?? "")
                emit("</figcaption>\n")
                pad(indent)
                emit("</figure>\n")
            } else {
                pad(indent)
                emit("<p")
                appendAttributes(el.attributes)
                emit(">")
                writeChildren(of: el, indent: indent)
                emit("</p>\n")
            }
        case .header:
            pad(indent)
            emit("<h"); out.append(UInt8(0x30 + el.level))
            appendAttributes(el.attributes)
            emit(">")
            writeChildren(of: el, indent: indent)
            emit("</h"); out.append(UInt8(0x30 + el.level)); emit(">\n")
        case .blockquote:
            block("blockquote", el, indent)
        case .codeBlock:
            writeCodeBlock(el, indent: indent)
        case .rule:
            pad(indent)
            emit("<hr")
            appendAttributes(el.attributes)
            emit(" />\n")
        case .unorderedList, .orderedList:
            if footnotePlace == nil, el.attributeList?.references.contains("footnotes") == true {
                footnotePlace = out.count
                return
            }
            if tocList == nil, el.attributeList?.references.contains("toc") == true {
                tocPlace = out.count
                tocList = el
                tocBeforeFootnotes = footnotePlace == nil
                return
            }
            block(el.kind == .orderedList ? "ol" : "ul", el, indent)
        case .listItem:
            block("li", el, indent)
        case .definitionList:
            block("dl", el, indent)
        case .term:
            pad(indent)
            emit("<dt")
            appendAttributes(el.attributes)
            emit(">")
            writeChildren(of: el, indent: indent)
            emit("</dt>\n")
        case .definition:
            block("dd", el, indent)
        case .table:
            // kramdown indents each level of a table by two more spaces
            pad(indent)
            emit("<table")
            appendAttributes(el.attributes)
            emit(">\n")
            for section in el.children {
                let name = section.kind == .tableHead ? "thead" : section.kind == .tableFoot ? "tfoot" : "tbody"
                pad(indent + 2)
                emit("<"); append(name); emit(">\n")
                for row in section.children {
                    pad(indent + 4)
                    emit("<tr")
                    appendAttributes(row.attributes)
                    emit(">\n")
                    for (i, cell) in row.children.enumerated() {
                        let tag = section.kind == .tableHead ? "th" : "td"
                        pad(indent + 6)
                        emit("<"); append(tag)
                        var attributes = cell.attributes
                        let alignment = i < el.value.count ? el.value[i] : 0
                        if alignment != 0 {
                            let value = ["", "left", "right", "center"][Int(alignment)]
                            attributes.insert(("style", "text-align: \(value)"), at: 0)
                        }
                        appendAttributes(attributes)
                        emit(">")
                        let before = out.count
                        writeChildren(of: cell, indent: indent + 8)
                        // kramdown fills an empty cell with a no-break space
                        if out.count == before { emit("\u{A0}") }
                        emit("</"); append(tag); emit(">\n")
                    }
                    pad(indent + 4)
                    emit("</tr>\n")
                }
                pad(indent + 2)
                emit("</"); append(name); emit(">\n")
            }
            pad(indent)
            emit("</table>\n")
        case .tableHead, .tableBody, .tableFoot, .tableRow, .tableCell:
            writeChildren(of: el, indent: indent)
        case .html:
            writeHTML(el, indent: indent)
        case .comment:
            // kramdown's convert_comment: a block comment is indented as its container's blocks
            if el.isBlock { pad(indent) }
            emit("<!-- ")
            out += el.value
            emit(" -->")
            if el.isBlock { out.append(0x0A) }
        case .math:
            if el.level == 1 {
                // MathJax's block: `\[…\]` and a line break, in an indented `div` with attributes
                if !el.attributes.isEmpty {
                    pad(indent)
                    emit("<div")
                    appendAttributes(el.attributes)
                    emit(">")
                }
                emit("\\[")
                appendEscaped(el.value, keepingReferences: false)
                emit("\\]\n")
                if !el.attributes.isEmpty { emit("</div>\n") }
            } else {
                emit("\\(")
                appendEscaped(el.value)
                emit("\\)")
            }
        case .rawHTML:
            if let type = el.attribute("type"), !type.split(separator: " ").contains("html") { return }
            out += el.value
            if el.isBlock { out.append(0x0A) }
        case .text:
            if el.spans >= 0 {
                writeSpans(of: el.spans)
            } else {
                el.withValue { appendEscapedBuffer($0, quotes: false) }
            }
        case .lineBreak:
            emit("<br />")
            if !el.isBlock { out.append(0x0A) }
        case .emphasis, .strong, .strikethrough, .link, .image, .codeSpan, .smartQuote, .typographic, .entity,
            .footnoteReference, .abbreviation:
            // only the span parser makes these, into the span tree (`writeSpan`)
            break
        }
    }

    static func typographic(_ name: Bytes) -> String {
        typealias P = KramdownSpanParser
        switch name {
        case P.mdash: return "\u{2014}"
        case P.ndash: return "\u{2013}"
        case P.hellip: return "\u{2026}"
        case P.laquo: return "\u{00AB}"
        case P.raquo: return "\u{00BB}"
        case P.laquoSpace: return "\u{00AB}\u{00A0}"
        case P.raquoSpace: return "\u{00A0}\u{00BB}"
        case P.lt2: return "&lt;&lt;"
        default: return "&gt;&gt;"
        }
    }

    /// kramdown's layout, which matters where HTML is escaped into a feed: indented blocks, and
    /// list items (and definitions) whose text is not a paragraph written on one line.
    mutating func block(_ name: StaticString, _ el: Element, _ indent: Int) {
        pad(indent)
        emit("<"); emit(name)
        appendAttributes(el.attributes)
        emit(">")
        // kramdown looks at the children left once end-of-block markers are dropped
        let first = el.children.first { $0.kind != .endOfBlock }
        if (el.kind == .listItem || el.kind == .definition)
            && (first == nil || (first!.kind == .paragraph && first!.isTransparent))
        {
            let start = out.count
            writeChildren(of: el, indent: indent + 2)
            if out.count > start, out.last == 0x0A, !placeholderAtEnd { pad(indent) }
        } else {
            out.append(0x0A)
            writeChildren(of: el, indent: indent + 2)
            pad(indent)
        }
        emit("</"); emit(name); emit(">\n")
    }

    mutating func pad(_ indent: Int) {
        if indent > 0 { out.appendSpaces(indent) }
    }

    mutating func inline(_ name: StaticString, _ el: Element) {
        emit("<"); emit(name)
        appendAttributes(el.attributes)
        emit(">")
        writeChildren(of: el, indent: 0)
        emit("</"); emit(name); emit(">")
    }

    mutating func writeCodeBlock(_ el: Element, indent: Int) {
        var attributes = el.attributes
        var language = el.level == 1 ? el.name : options.defaultCodeLanguage
        // `{: .language-ruby}` picks the language as a fence would
        if let i = attributes.firstIndex(where: { $0.name == "class" }) {
            var classes = attributes[i].value.split(separator: " ").map(String.init)
            if let l = classes.firstIndex(where: { $0.hasPrefix("language-") }) {
                if language == nil { language = String(classes[l].dropFirst("language-".count)) }
                classes.remove(at: l)
            }
            if classes.isEmpty { attributes.remove(at: i) } else { attributes[i].value = classes.joined(separator: " ") }
        }
        // A fence's language is the block's `class` from the start (`el.attr['class'] =
        // "language-…"`), before its IALs are merged in: an IAL's classes join it there, first.
        // (With none, the emptied class is deleted and the highlighter's added last.)
        if el.level == 1, language?.isEmpty == false, let i = attributes.firstIndex(where: { $0.name == "class" }) {
            attributes.insert(attributes.remove(at: i), at: 0)
        }
        pad(indent)
        if options.rougeCodeBlocks {
            // coloured code is about four times its source (spans and classes)
            out.appendWriting(reserving: el.value.count * 4 + 256) {
                CodeBlockHTML.appendRouge(code: el.value, language: language, lineNumbers: options.codeLineNumbers, attributes: attributes, indent: indent, to: &$0)
            }
        } else {
            emit("<pre")
            appendAttributes(attributes)
            emit("><code")
            if let language { appendAttributes([("class", "language-" + CodeBlockHTML.withoutOptions(language))]) }
            emit(">")
            out.appendWriting { CodeBlockHTML.appendEscaped(el.value, to: &$0, quotes: false) }
            emit("</code></pre>")
        }
        out.append(0x0A)
    }

    mutating func writeHTML(_ el: Element, indent: Int) {
        if el.name == "!--" {
            // kramdown's `convert_xml_comment` indents a block comment like any block
            if el.isBlock { pad(indent) }
            out += el.value
            if el.isBlock { out.append(0x0A) }
            return
        }
        // kramdown indents a block element (inside raw HTML `isBlock` was cleared: no indent)
        if el.isBlock { pad(indent) }
        out.append(UInt8(ascii: "<"))
        out += el.value
        appendAttributes(el.attributes)
        // kramdown: a closed element of raw content (`<x:y />`) stays closed
        if el.isClosed && el.contentModel == .raw && el.children.isEmpty && el.spans < 0 {
            emit(" />")
            if el.isBlock { out.append(0x0A) }
            return
        }
        emit(">")
        let bodyStart = out.count
        if el.contentModel == .block { out.append(0x0A) }
        if el.spans >= 0 { writeSpans(of: el.spans) }
        // kramdown's update_tree reaches into HTML elements too
        var afterBlank = false
        for child in el.children {
            guard Self.isWritten(child, afterBlank: &afterBlank) else { continue }
            if el.contentModel == .raw && child.kind == .text {
                child.withValue { appendEscapedBuffer($0, quotes: false) }
            } else if el.contentModel == .raw && child.kind == .html {
                // inside HTML kept as HTML, nested elements are written as compactly as read
                // (kramdown's indentation still grows, for Markdown deeper in)
                child.isBlock = false
                write(child, indent: indent + 2)
            } else {
                write(child, indent: indent + 2)
            }
        }
        // kramdown judges an element empty by its children (end-of-block markers dropped), not
        // by what they write: one holding only a table of contents with nothing to list is not
        if out.count == bodyStart + (el.contentModel == .block ? 1 : 0), el.children.allSatisfy({ $0.kind == .endOfBlock }) {
            // kramdown: an empty element is `<br />` when HTML has no end tag for it, else `<p></p>`
            out.removeLast(out.count - bodyStart + 1)
            if HTMLVocabulary.voidElements.contains(el.value) {
                emit(" />")
            } else {
                emit("></"); out += el.value; emit(">")
            }
            if el.isBlock { out.append(0x0A) }
            return
        }
        if el.contentModel == .block {
            // kramdown: `>\n`, the body without its last line break, `\n`, the indented end tag
            if out.count > bodyStart + 1, out.last == 0x0A, !placeholderAtEnd { out.removeLast(); if out.last == 0x0D { out.removeLast() } }
            out.append(0x0A)
            pad(indent)
        }
        emit("</")
        out += el.value
        emit(">")
        if el.isBlock { out.append(0x0A) }
    }

    // MARK: - Footnotes

    mutating func writeFootnoteReference(_ name: String) {
        guard var footnote = document.footnotes[name] else { return }
        let count = referenceCounts[name, default: 0]
        referenceCounts[name] = count + 1
        if footnote.number == 0 {
            footnote.number = footnoteCounter
            footnoteCounter += 1
            document.footnotes[name] = footnote
            footnotesWritten.append(name)
        }
        let id = count == 0 ? "fnref:\(name)" : "fnref:\(name):\(count)"
        emit("<sup id=\"")
        appendEscaped(Array(id.utf8), quotes: true)
        emit("\" role=\"doc-noteref\"><a href=\"#fn:")
        appendEscaped(Array(name.utf8), quotes: true)
        append("\" class=\"footnote\" rel=\"footnote\">\(footnote.number)</a></sup>")
    }

    mutating func writeFootnotes() {
        guard !footnotesWritten.isEmpty else { return }
        // kramdown's layout: the list at two spaces, each item at four, its blocks at six
        emit("<div class=\"footnotes\" role=\"doc-endnotes\">\n")
        let start = options.footnoteNumber
        append(start == 1 ? "  <ol>\n" : "  <ol start=\"\(start)\">\n")
        var i = 0
        // footnotes may reference further footnotes, which join the list as they are written
        while i < footnotesWritten.count {
            let name = footnotesWritten[i]
            i += 1
            guard let footnote = document.footnotes[name] else { continue }
            emit("    <li id=\"fn:")
            appendEscaped(Array(name.utf8), quotes: true)
            emit("\" role=\"doc-endnote\">\n")
            let content = footnote.content
            let references = referenceCounts[name, default: 1]
            var backlink: Bytes = []
            if !options.footnoteBacklink.isEmpty {
                for n in 0..<max(references, 1) {
                    if n > 0 { backlink += Array("\u{A0}".utf8) }
                    let ref = n == 0 ? "fnref:\(name)" : "fnref:\(name):\(n)"
                    backlink += Array("<a href=\"#".utf8)
                    backlink += Array(ref.utf8)
                    backlink += Array("\" class=\"reversefootnote\" role=\"doc-backlink\">".utf8)
                    backlink += Array(options.footnoteBacklink.utf8)
                    if n > 0 { backlink += Array("<sup>\(n + 1)</sup>".utf8) }
                    backlink += Array("</a>".utf8)
                }
            }
            var children = content.children
            // kramdown's footnote text never ends in a blank line, but one that starts on an
            // empty line starts with one (kept, as kramdown writes it)
            while children.count > 1, let last = children.last, last.kind == .blank || last.kind == .endOfBlock { children.removeLast() }
            if let last = children.last, last.kind == .paragraph, !backlink.isEmpty {
                for child in children.dropLast() { write(child, indent: 6) }
                emit("      <p")
                appendAttributes(last.attributes)
                emit(">")
                writeChildren(of: last, indent: 6)
                emit("\u{A0}")
                out += backlink
                emit("</p>\n")
            } else {
                for child in children { write(child, indent: 6) }
                if !backlink.isEmpty {
                    emit("      <p>")
                    out += backlink
                    emit("</p>\n")
                }
            }
            emit("    </li>\n")
        }
        emit("  </ol>\n</div>\n")
    }

    // MARK: - Table of contents

    mutating func writeTOC(_ list: Element) {
        // kramdown's convert_root puts an empty string where a table of contents with nothing
        // to list would stand: no `<ul id="markdown-toc">` at all.
        if toc.isEmpty { return }
        let tag = list.kind == .orderedList ? "ol" : "ul"
        var attributes = list.attributes
        let tocID: String
        if let id = attributes.first(where: { $0.name == "id" })?.value {
            tocID = id
        } else {
            // `sections.attr['id'] ||= 'markdown-toc'`: after the list's own attributes
            tocID = "markdown-toc"
            attributes.append(("id", tocID))
        }
        emit("<"); append(tag)
        appendAttributes(attributes)
        emit(">\n")
        // nest each header under the closest earlier one of a smaller level
        var children = Array(repeating: [Int](), count: toc.count)
        var roots: [Int] = []
        var stack: [Int] = []
        for (i, entry) in toc.enumerated() {
            while let top = stack.last, toc[top].level >= entry.level { stack.removeLast() }
            if let top = stack.last { children[top].append(i) } else { roots.append(i) }
            stack.append(i)
        }
        writeTOCItems(roots, children: children, tag: tag, tocID: tocID, indent: 2)
        emit("</"); append(tag); emit(">\n")
    }

    /// kramdown converts the table of contents at indent 0 wherever it stands: items two spaces
    /// in, a nested list right after its item's link, two more spaces in.
    mutating func writeTOCItems(_ items: [Int], children: [[Int]], tag: String, tocID: String, indent: Int) {
        for i in items {
            let entry = toc[i]
            pad(indent)
            emit("<li><a href=\"#")
            appendEscaped(Array(entry.id.utf8), quotes: true)
            emit("\" id=\"")
            appendEscaped(Array("\(tocID)-\(entry.id)".utf8), quotes: true)
            emit("\">")
            if entry.header.spans >= 0 { writeTOCEntries(of: entry.header.spans) }
            for child in entry.header.children { writeTOCEntry(child) }
            emit("</a>")
            if !children[i].isEmpty {
                pad(indent + 2)
                emit("<"); append(tag); emit(">\n")
                writeTOCItems(children[i], children: children, tag: tag, tocID: tocID, indent: indent + 4)
                pad(indent + 2)
                emit("</"); append(tag); emit(">\n")
                pad(indent)
            }
            emit("</li>\n")
        }
    }

    /// A header's spans inside the TOC: links unwrapped, footnote markers dropped.
    mutating func writeTOCEntries(of parent: KramdownSpanTree.Index) {
        var c = tree.nodes[Int(parent)].firstChild
        while c >= 0 {
            switch tree.nodes[Int(c)].kind {
            case .link: writeTOCEntries(of: c)
            case .footnoteReference: break
            default: writeSpan(c)
            }
            c = tree.nodes[Int(c)].next
        }
    }

    /// A header's content inside the TOC: links unwrapped, footnote markers dropped.
    mutating func writeTOCEntry(_ el: Element) {
        switch el.kind {
        case .link:
            for child in el.children { writeTOCEntry(child) }
        case .footnoteReference:
            break
        default:
            write(el, indent: 0)
        }
    }
}

// MARK: - Spans

extension KramdownHTMLWriter {
    /// Writes the spans below `parent` in the span tree, by index: no node is retained.
    mutating func writeSpans(of parent: KramdownSpanTree.Index) {
        var c = tree.nodes[Int(parent)].firstChild
        while c >= 0 {
            writeSpan(c)
            c = tree.nodes[Int(c)].next
        }
    }

    mutating func writeSpan(_ i: KramdownSpanTree.Index) {
        let node = tree.nodes[Int(i)]
        switch node.kind {
        case .text:
            tree.withValue(i) { appendEscapedBuffer($0, quotes: false) }
        case .smartQuote:
            // by the index the parser kept: comparing the name with the four names read the
            // value and a global array for each of the post's many quotes (measured: 370 -> 367
            // µs per post in ComponentBench, medians of 16 interleaved runs)
            out += quotes[Int(node.level)]
        case .typographic:
            let name = KramdownSpanParser.typographicNames[Int(node.level)]
            if !options.typographicSymbols.isEmpty,
                let replacement = options.typographicSymbols[String(decoding: name, as: UTF8.self)]
            {
                append(replacement)
            } else {
                append(Self.typographic(name))
            }
        case .emphasis:
            inlineSpan("em", i)
        case .strong:
            inlineSpan("strong", i)
        case .strikethrough:
            inlineSpan("del", i)
        case .link:
            inlineSpan("a", i)
        case .image:
            emit("<img")
            if node.extra >= 0 { appendAttributes(tree.extras[Int(node.extra)].attributes) }
            emit(" />")
        case .codeSpan:
            writeCodeSpan(i)
        case .lineBreak:
            // the line break's own `\n` stays in the text after it, as in kramdown's tree
            emit("<br />")
        case .entity:
            // `entity_output: as_char`: characters (`"` too), except the three HTML needs
            // escaped, which are written as they were
            let value = tree.value(i)
            let character = EntityTable.character(value)
            if character.utf8.count < value.count && !["&", "<", ">"].contains(character) {
                append(character)
            } else {
                out += value
            }
        case .footnoteReference:
            writeFootnoteReference(tree.name(i))
        case .abbreviation:
            emit("<abbr")
            if node.extra >= 0 { appendAttributes(tree.extras[Int(node.extra)].attributes) }
            emit(">")
            tree.withValue(i) { appendEscapedBuffer($0, quotes: false) }
            emit("</abbr>")
        case .math where tree.hasAttributes(i):
            // kramdown's MathJax engine writes math with attributes (a span IAL after it) as a
            // `span` around the source between single dollars, unescaped
            emit("<span")
            appendAttributes(tree.extras[Int(tree.nodes[Int(i)].extra)].attributes)
            emit(">$")
            tree.withValue(i) { out.append(contentsOf: $0) }
            emit("$</span>")
        case .math:
            // kramdown's MathJax engine escapes every `&` (`escape_html` of type `:all`)
            emit("\\(")
            tree.withValue(i) { appendEscapedBuffer($0, quotes: false, keepingReferences: false) }
            emit("\\)")
        case .comment:
            emit("<!-- ")
            tree.withValue(i) { out.append(contentsOf: $0) }
            emit(" -->")
        case .rawHTML:
            if let type = tree.attribute(i, "type"), !type.split(separator: " ").contains("html") { return }
            tree.withValue(i) { out.append(contentsOf: $0) }
        case .html:
            writeHTMLSpan(i)
        default:
            // block kinds never enter the span tree
            writeSpans(of: i)
        }
    }

    mutating func inlineSpan(_ name: StaticString, _ i: KramdownSpanTree.Index) {
        emit("<"); emit(name)
        let extra = tree.nodes[Int(i)].extra
        if extra >= 0 { appendAttributes(tree.extras[Int(extra)].attributes) }
        emit(">")
        writeSpans(of: i)
        emit("</"); emit(name); emit(">")
    }

    mutating func writeCodeSpan(_ i: KramdownSpanTree.Index) {
        let hasAttributes = tree.hasAttributes(i)
        if options.rougeCodeBlocks && !hasAttributes {
            // the common case, written without building an attribute list (one array per span)
            emit(#"<code class="language-plaintext highlighter-rouge""#)
        } else if options.rougeCodeBlocks {
            var attributes = tree.attributes(i)
            if let a = attributes.firstIndex(where: { $0.name == "class" }) {
                let language = attributes[a].value.split(separator: " ").first { $0.hasPrefix("language-") }
                    .map { String($0.dropFirst("language-".count)) }
                // kramdown highlights a span whose IAL names a language Rouge knows
                // (`` `x = 1`{:.language-ruby} ``): Rouge's token spans, without a wrapper;
                // a language Rouge does not know leaves the span unmarked
                let known = language.map(CodeBlockHTML.isRougeLanguage) ?? false
                if language == nil || known {
                    attributes[a].value = (language != nil ? "" : "language-plaintext ") + attributes[a].value + " highlighter-rouge"
                }
                if let language, known {
                    emit("<code")
                    appendAttributes(attributes)
                    emit(">")
                    out.appendWriting { Highlighter.appendHTML(tree.value(i), language: language, to: &$0) }
                    emit("</code>")
                    return
                }
            } else {
                attributes.insert(("class", "language-plaintext highlighter-rouge"), at: 0)
            }
            emit("<code")
            appendAttributes(attributes)
        } else {
            emit("<code")
            appendAttributes(tree.attributes(i))
        }
        emit(">")
        // a run at a time, not `CodeBlockHTML.appendEscaped`'s byte at a time (code spans are many)
        tree.withValue(i) { appendEscapedBuffer($0, quotes: false, keepingReferences: false) }
        emit("</code>")
    }

    /// An HTML element read inside a paragraph: written as read, its content as spans.
    mutating func writeHTMLSpan(_ i: KramdownSpanTree.Index) {
        let node = tree.nodes[Int(i)]
        if tree.name(i) == "!--" {
            tree.withValue(i) { out.append(contentsOf: $0) }
            return
        }
        out.append(UInt8(ascii: "<"))
        let name = tree.value(i)
        out += name
        if node.extra >= 0 { appendAttributes(tree.extras[Int(node.extra)].attributes) }
        if node.isClosed && node.firstChild < 0 && HTMLVocabulary.voidElements.contains(name) {
            emit(" />")
            return
        }
        emit(">")
        writeSpans(of: i)
        emit("</")
        out += name
        emit(">")
    }
}
