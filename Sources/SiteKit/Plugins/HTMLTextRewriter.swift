import Foundation
import TextSupport

/// Rewrites the text of an HTML fragment as html-pipeline's text filters do (jemoji's
/// EmojiFilter, jekyll-mentions' MentionFilter), and writes the result as html-pipeline does.
///
/// html-pipeline reads the fragment with Nokogiri, that is with libxml2 2.9's HTML parser,
/// filters its text nodes, and serialises the tree again with libxml2's HTML writer. Pages
/// that go through it therefore come out as libxml2 rebuilds them: open paragraphs and list
/// items closed where HTML 4's rules close them, stray end tags dropped, attributes quoted and
/// lower-cased, boolean attributes bare, `href`/`src` URI-escaped, line breaks between block
/// elements, entities decoded and `&`, `<`, `>` escaped. This type is that parser and writer,
/// reduced to what a fragment inside `<body>` can meet; each rule below names the libxml2
/// behaviour it follows, checked against Jekyll 4.3.1 with jekyll-mentions on Debian 12.
struct HTMLTextRewriter {
    /// Lower-case names of the elements whose text stays as it is.
    let skippedElements: Set<String>

    /// `html` parsed and written as html-pipeline writes it, each text node outside skipped
    /// elements replaced by `rewrite`'s answer. `rewrite` sees the node as html-pipeline's
    /// filters see it (its HTML: `&`, `<` and `>` escaped) and answers HTML, or nil to keep it.
    func rewrite(_ html: String, _ rewrite: (Substring) -> String?) -> String {
        var tree = LibxmlFragment(parsing: Array(html.utf8))
        tree.rewriteText(skipping: skippedElements) { text in
            rewrite(Substring(text)).map { LibxmlFragment(parsing: Array($0.utf8)) }
        }
        return tree.serialized()
    }

    /// Splits `html` as jemoji and jekyll-mentions do when a document has a `<body`: what comes
    /// before and including the opening tag (and the whitespace after it), the body's content,
    /// and `</body>` with what follows. Nil when there is no `<body`: the whole output is
    /// filtered then.
    static func splitBody(_ html: String) -> (head: Substring, body: Substring, tail: Substring)? {
        guard let open = html.range(of: "<body") else { return nil }
        // `<body(.*?)>\s*` with Ruby's /m: the first `>` after `<body`, then any whitespace.
        guard let close = html[open.upperBound...].firstIndex(of: ">") else {
            return (html[...], html[html.endIndex...], html[html.endIndex...])
        }
        var bodyStart = html.index(after: close)
        while bodyStart < html.endIndex, html[bodyStart].isASCII, html[bodyStart].isWhitespace { bodyStart = html.index(after: bodyStart) }
        let rest = html[bodyStart...]
        let bodyEnd = rest.range(of: "</body>")?.lowerBound ?? html.endIndex
        return (html[..<bodyStart], html[bodyStart..<bodyEnd], html[bodyEnd...])
    }
}

/// A fragment as libxml2 2.9's HTML parser builds it inside `<body>` (Nokogiri parses
/// `<html><body>` + the fragment and takes the body's children), and its writer
/// (`htmlNodeDumpFormatOutput` with formatting on, as `to_html` asks).
struct LibxmlFragment {
    enum Kind { case element, text, comment, verbatim }

    struct Node {
        var kind: Kind
        /// Element name, lower-cased; empty for other kinds.
        var name: String = ""
        /// Decoded text (`.text`); the comment's or declaration's own bytes otherwise.
        var text: String = ""
        var attributes: [(name: String, value: String?)] = []
        var children: [Int] = []
        var parent: Int = -1
    }

    /// Node 0 is the fragment itself, which has no name.
    private(set) var nodes: [Node] = [Node(kind: .element)]

    init(parsing bytes: [UInt8]) {
        var parser = Parser(bytes: bytes)
        parser.run(into: &self)
    }

    // MARK: Tree

    fileprivate mutating func append(_ node: Node, to parent: Int) -> Int {
        var node = node
        node.parent = parent
        nodes.append(node)
        nodes[parent].children.append(nodes.count - 1)
        return nodes.count - 1
    }

    /// Text joins a text node right before it, as libxml2's SAX handler appends characters.
    fileprivate mutating func appendText(_ text: String, to parent: Int) {
        guard !text.isEmpty else { return }
        if let last = nodes[parent].children.last, nodes[last].kind == .text {
            nodes[last].text += text
        } else {
            _ = append(Node(kind: .text, text: text), to: parent)
        }
    }

    /// Replaces each text node outside `skipped` elements (and outside `script`/`style`, whose
    /// text is not text to a filter) by the nodes `replace` parses from it, in document order.
    /// Iterative, so no nesting depth can exhaust the stack.
    mutating func rewriteText(skipping skipped: Set<String>, _ replace: (String) -> LibxmlFragment?) {
        var frames: [(node: Int, position: Int, skipped: Bool)] = [(0, 0, false)]
        while let frame = frames.last {
            let children = nodes[frame.node].children
            guard frame.position < children.count else { frames.removeLast(); continue }
            frames[frames.count - 1].position += 1
            let child = children[frame.position]
            switch nodes[child].kind {
            case .text:
                let parentName = nodes[frame.node].name
                guard !frame.skipped, parentName != "script", parentName != "style",
                    let fragment = replace(Self.escapedText(nodes[child].text)) else { continue }
                let grafted = graft(fragment, under: frame.node)
                nodes[frame.node].children.replaceSubrange(frame.position...frame.position, with: grafted)
                // The grafted nodes are the filter's own output: not filtered again.
                frames[frames.count - 1].position += grafted.count - 1
            case .element:
                frames.append((child, 0, frame.skipped || skipped.contains(nodes[child].name)))
            case .comment, .verbatim:
                continue
            }
        }
    }

    /// Copies `fragment`'s top-level nodes (and what they hold) under `parent`; their indices.
    private mutating func graft(_ fragment: LibxmlFragment, under parent: Int) -> [Int] {
        let offset = nodes.count - 1
        for node in fragment.nodes.dropFirst() {
            var copy = node
            copy.children = node.children.map { $0 + offset }
            copy.parent = node.parent == 0 ? parent : node.parent + offset
            nodes.append(copy)
        }
        return fragment.nodes[0].children.map { $0 + offset }
    }

    // MARK: Writing (htmlNodeDumpFormatOutput)

    func serialized() -> String {
        var out: [UInt8] = []
        out.reserveCapacity(nodes.count * 32)
        // Open elements with the position of their next child; iterative like the rewrite.
        var frames: [(node: Int, position: Int)] = [(0, 0)]
        while let frame = frames.last {
            let children = nodes[frame.node].children
            if frame.position < children.count {
                frames[frames.count - 1].position += 1
                let child = children[frame.position]
                let next = frame.position + 1 < children.count ? children[frame.position + 1] : nil
                if writeStart(child, nextSibling: next, into: &out) { frames.append((child, 0)) }
                continue
            }
            frames.removeLast()
            guard let parent = frames.last else { break }
            let siblings = nodes[parent.node].children
            writeEnd(frame.node, nextSibling: parent.position < siblings.count ? siblings[parent.position] : nil, into: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func isBlock(_ name: String) -> Bool { LibxmlElements.info(name).map { !$0.inline } ?? false }

    /// Writes a node, or an element's start tag; true when the element's children follow.
    private func writeStart(_ index: Int, nextSibling: Int?, into out: inout [UInt8]) -> Bool {
        let node = nodes[index]
        switch node.kind {
        case .text:
            let parent = nodes[node.parent].name
            out += Array((parent == "script" || parent == "style" ? node.text : Self.escapedText(node.text)).utf8)
            return false
        case .comment, .verbatim:
            out += Array(node.text.utf8)
            return false
        case .element:
            break
        }
        let info = LibxmlElements.info(node.name)
        out += Array("<\(node.name)".utf8)
        for attribute in node.attributes { Self.writeAttribute(attribute, of: node.name, into: &out) }
        if info?.empty == true || node.children.isEmpty {
            if info?.empty == true || (info?.savesEndTag == true && node.name != "html" && node.name != "body") {
                out.append(UInt8(ascii: ">"))
            } else {
                out += Array("></\(node.name)>".utf8)
            }
            breakAfter(index, nextSibling: nextSibling, into: &out)
            return false
        }
        out.append(UInt8(ascii: ">"))
        // Line breaks inside a block of several children that starts (and, at its end tag,
        // ends) with a node other than text, except in `p`, `pre` and `param` (libxml2 tests
        // the first letter).
        if breaksInside(node), nodes[node.children[0]].kind != .text { out.append(UInt8(ascii: "\n")) }
        return true
    }

    private func writeEnd(_ index: Int, nextSibling: Int?, into out: inout [UInt8]) {
        let node = nodes[index]
        if breaksInside(node), nodes[node.children[node.children.count - 1]].kind != .text { out.append(UInt8(ascii: "\n")) }
        out += Array("</\(node.name)>".utf8)
        breakAfter(index, nextSibling: nextSibling, into: &out)
    }

    private func breaksInside(_ node: Node) -> Bool {
        isBlock(node.name) && node.children.count > 1 && !node.name.hasPrefix("p")
    }

    /// A break after a block followed by a sibling other than text, unless the parent is the
    /// fragment (no name) or its name starts with `p`.
    private func breakAfter(_ index: Int, nextSibling: Int?, into out: inout [UInt8]) {
        guard let nextSibling, nodes[nextSibling].kind != .text, isBlock(nodes[index].name) else { return }
        let parent = nodes[nodes[index].parent].name
        if !parent.isEmpty, !parent.hasPrefix("p") { out.append(UInt8(ascii: "\n")) }
    }

    /// A text node's HTML: `&`, `<` and `>` escaped (`xmlEncodeEntitiesReentrant` for an HTML
    /// document), everything else, non-ASCII included, as it is.
    static func escapedText(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `htmlAttrDumpOutput`: boolean attributes and attributes without a value bare; URI
    /// attributes (`href`, `action`, `src`, `name` of `a`) URI-escaped after leading blanks;
    /// the value in double quotes, or single ones when it holds `"` but no `'`.
    private static func writeAttribute(_ attribute: (name: String, value: String?), of element: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: " "))
        out += Array(attribute.name.utf8)
        guard let raw = attribute.value, !booleanAttributes.contains(attribute.name) else { return }
        var value = Array(raw.utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(value.count)
        for b in value {
            switch b {
            case UInt8(ascii: "&"): encoded += Array("&amp;".utf8)
            case UInt8(ascii: "<"): encoded += Array("&lt;".utf8)
            case UInt8(ascii: ">"): encoded += Array("&gt;".utf8)
            default: encoded.append(b)
            }
        }
        value = encoded
        if uriAttributes.contains(attribute.name) || (attribute.name == "name" && element == "a") {
            var start = 0
            while start < value.count, value[start] == 0x20 || value[start] == 0x09 || value[start] == 0x0A || value[start] == 0x0D { start += 1 }
            value = uriEscaped(value[start...])
        }
        out.append(UInt8(ascii: "="))
        let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")
        if value.contains(quote) {
            if value.contains(apostrophe) {
                out.append(quote)
                for b in value { if b == quote { out += Array("&quot;".utf8) } else { out.append(b) } }
                out.append(quote)
            } else {
                out.append(apostrophe)
                out += value
                out.append(apostrophe)
            }
        } else {
            out.append(quote)
            out += value
            out.append(quote)
        }
    }

    /// `xmlURIEscapeStr(value, "@/:=?;#%&,+")`: bytes outside RFC 2396's unreserved set and
    /// that list become `%XX`.
    private static func uriEscaped(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for b in bytes {
            let isAlphanumeric = (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
            if isAlphanumeric || uriKept.contains(b) {
                out.append(b)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 0x0F)]]
            }
        }
        return out
    }

    private static let uriKept = Set("-_.!~*'()@/:=?;#%&,+".utf8)
    static let uriAttributes: Set<String> = ["href", "action", "src"]
    static let booleanAttributes: Set<String> = [
        "checked", "compact", "declare", "defer", "disabled", "ismap", "multiple", "nohref", "noresize", "noshade",
        "nowrap", "readonly", "selected",
    ]
}

/// What libxml2 2.9's `html40ElementTable` says of an element, as far as parsing and writing
/// a fragment need it. HTML5's elements (`section`, `article`, `source` …) are unknown to it:
/// no line breaks around them, and none is empty.
enum LibxmlElements {
    struct Info {
        var empty = false
        var savesEndTag = false
        var inline = false
    }

    static func info(_ name: String) -> Info? { table[name] }

    private static let table: [String: Info] = {
        var table: [String: Info] = [:]
        for name in [
            "address", "blockquote", "body", "caption", "center", "colgroup", "dd", "dir", "div", "dl", "dt", "fieldset",
            "form", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "html", "legend", "menu", "noframes", "noscript",
            "ol", "optgroup", "option", "p", "pre", "style", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "ul",
        ] { table[name] = Info() }
        table["li"] = Info(savesEndTag: true)
        for name in ["area", "base", "col", "frame", "hr", "isindex", "link", "meta", "param"] { table[name] = Info(empty: true) }
        for name in ["basefont", "br", "img", "input"] { table[name] = Info(empty: true, inline: true) }
        for name in [
            "a", "abbr", "acronym", "applet", "b", "bdo", "big", "button", "cite", "code", "del", "dfn", "em", "embed", "font",
            "i", "iframe", "ins", "kbd", "label", "map", "object", "q", "s", "samp", "script", "select", "small", "span",
            "strike", "strong", "sub", "sup", "textarea", "tt", "u", "var",
        ] { table[name] = Info(inline: true) }
        return table
    }()

    /// `htmlStartClose`: a start tag closes the innermost open element while this says so.
    static func startCloses(_ new: String, _ open: String) -> Bool { startClose[new]?.contains(open) ?? false }

    private static let fontStyle = ["tt", "i", "b", "u", "s", "strike", "big", "small"]
    private static let startClose: [String: Set<String>] = [
        "form": ["form", "p", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "dl", "ul", "ol", "menu", "dir", "address", "pre", "listing", "xmp", "head"],
        "head": ["p"],
        "title": ["p"],
        "body": ["head", "style", "script", "title"],
        "frameset": ["head", "style", "script", "title"],
        "li": ["p", "h1", "h2", "h3", "h4", "h5", "h6", "dl", "address", "pre", "listing", "xmp", "head", "li"],
        "hr": ["p", "head"],
        "h1": ["p", "head"],
        "h2": ["p", "head"],
        "h3": ["p", "head"],
        "h4": ["p", "head"],
        "h5": ["p", "head"],
        "h6": ["p", "head"],
        "dir": ["p", "head"],
        "address": ["p", "head", "ul"],
        "pre": ["p", "head", "ul"],
        "listing": ["p", "head"],
        "xmp": ["p"],
        "blockquote": ["p", "head"],
        "dl": ["p", "dt", "menu", "dir", "address", "pre", "listing", "xmp", "head"],
        "dt": ["p", "menu", "dir", "address", "pre", "listing", "xmp", "head", "dd"],
        "dd": ["p", "menu", "dir", "address", "pre", "listing", "xmp", "head", "dt"],
        "ul": ["p", "head", "ol", "menu", "dir", "address", "pre", "listing", "xmp"],
        "ol": ["p", "head", "ul"],
        "menu": ["p", "head", "ul"],
        "p": Set(["p", "head", "h1", "h2", "h3", "h4", "h5", "h6"] + fontStyle),
        "div": ["p", "head"],
        "noscript": ["script"],
        "center": ["font", "b", "i", "p", "head"],
        "a": ["a", "head"],
        "caption": ["p"],
        "colgroup": ["caption", "colgroup", "col", "p"],
        "col": ["caption", "col", "p"],
        "table": ["p", "head", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "listing", "xmp", "a"],
        "th": ["th", "td", "p", "span", "font", "a", "b", "i", "u"],
        "td": ["th", "td", "p", "span", "font", "a", "b", "i", "u"],
        "tr": ["th", "td", "tr", "caption", "col", "colgroup", "p"],
        "thead": ["caption", "col", "colgroup"],
        "tfoot": ["th", "td", "tr", "caption", "col", "colgroup", "thead", "tbody", "p"],
        "tbody": ["th", "td", "tr", "caption", "col", "colgroup", "thead", "tfoot", "tbody", "p"],
        "optgroup": ["option"],
        "option": ["option"],
        "fieldset": ["legend", "p", "head", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "listing", "xmp", "a"],
    ]

    /// `htmlEndPriority`: an end tag does not close past an open element of higher priority.
    static func endPriority(_ name: String) -> Int {
        switch name {
        case "div": 150
        case "td", "th": 160
        case "tr": 170
        case "thead", "tbody", "tfoot": 180
        case "table": 190
        case "head", "body": 200
        case "html": 220
        default: 100
        }
    }
}

/// The tokenizer and tree builder: one pass, each byte looked at a bounded number of times.
private struct Parser {
    let bytes: [UInt8]
    var i = 0
    /// Open elements, innermost last; 0 is the fragment.
    var open: [Int] = [0]
    /// The names of `open`, as the start tags wrote them.
    var openNames: [String] = [""]
    /// Where each name is open in `open`, and where elements of each end priority are: an end
    /// tag finds its element, and whether one of higher priority stands above it, without
    /// walking the stack (a page of stray end tags under deep nesting stays linear).
    var positionsByName: [String: [Int]] = [:]
    var positionsByPriority: [Int: [Int]] = [:]
    var text: [UInt8] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func run(into tree: inout LibxmlFragment) {
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "<"), i + 1 < bytes.count {
                let next = bytes[i + 1]
                if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                    flush(&tree)
                    let end = markupEnd(from: i)
                    let kind: LibxmlFragment.Kind = next == UInt8(ascii: "!") && startsComment(i) ? .comment : .verbatim
                    _ = tree.append(.init(kind: kind, text: String(decoding: bytes[i..<end], as: UTF8.self)), to: open.last!)
                    i = end
                    continue
                }
                if next == UInt8(ascii: "/"), i + 2 < bytes.count, isNameStart(bytes[i + 2]) {
                    flush(&tree)
                    endTag(&tree)
                    continue
                }
                if isNameStart(next) {
                    flush(&tree)
                    startTag(&tree)
                    continue
                }
            }
            if b == UInt8(ascii: "&") {
                text += reference(inAttribute: false)
                continue
            }
            text.append(b)
            i += 1
        }
        flush(&tree)
    }

    private mutating func flush(_ tree: inout LibxmlFragment) {
        guard !text.isEmpty else { return }
        tree.appendText(String(decoding: text, as: UTF8.self), to: open.last!)
        text.removeAll(keepingCapacity: true)
    }

    // MARK: Tags

    private mutating func startTag(_ tree: inout LibxmlFragment) {
        i += 1
        let name = readName()
        var attributes: [(name: String, value: String?)] = []
        var selfClosing = false
        while i < bytes.count {
            skipBlanks()
            guard i < bytes.count else { break }
            let b = bytes[i]
            if b == UInt8(ascii: ">") { i += 1; break }
            if b == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") {
                selfClosing = true
                i += 2
                break
            }
            guard isNameStart(b) else {
                // `htmlParseStartTag`: what is no attribute is skipped up to a blank, `>` or
                // `/>`, so `<b</i>` is `<b>` and the `</i>` is gone.
                while i < bytes.count, !isBlank(bytes[i]), bytes[i] != UInt8(ascii: ">"),
                    !(bytes[i] == UInt8(ascii: "/") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: ">")) { i += 1 }
                continue
            }
            let attributeName = readName()
            skipBlanks()
            var value: String?
            if i < bytes.count, bytes[i] == UInt8(ascii: "=") {
                i += 1
                skipBlanks()
                value = readAttributeValue()
            }
            // A repeated attribute keeps its first value.
            if !attributes.contains(where: { $0.name == attributeName }) {
                attributes.append((attributeName, value))
            }
        }
        // The document's own `html`, `head` and `body` are outside the fragment: repeated
        // inside it, libxml2 drops them as misplaced.
        if name == "html" || name == "head" || name == "body" { return }
        while open.count > 1, let current = openNames.last, LibxmlElements.startCloses(name, current) {
            popOpen(to: open.count - 1)
        }
        // libxml2's SAX handler splits a prefixed name (`b:x` is `x` in no namespace); the
        // parser's own stack, and so end tags, keep the name as written.
        var node = LibxmlFragment.Node(kind: .element, name: Self.localName(name))
        node.attributes = attributes
        let index = tree.append(node, to: open.last!)
        let info = LibxmlElements.info(name)
        if info?.empty == true || selfClosing { return }
        if name == "script" || name == "style" {
            let end = rawTextEnd(name: Array(name.utf8))
            if end > i {
                _ = tree.append(.init(kind: .text, text: String(decoding: bytes[i..<end], as: UTF8.self)), to: index)
            }
            i = end
        }
        positionsByName[name, default: []].append(open.count)
        positionsByPriority[LibxmlElements.endPriority(name), default: []].append(open.count)
        open.append(index)
        openNames.append(name)
    }

    /// Closes the open elements from `position` up.
    private mutating func popOpen(to position: Int) {
        while open.count > position {
            let name = openNames.removeLast()
            open.removeLast()
            positionsByName[name]?.removeLast()
            positionsByPriority[LibxmlElements.endPriority(name)]?.removeLast()
        }
    }

    /// `xmlSplitQName`'s local part: after the first `:` when something comes before and after it.
    static func localName(_ name: String) -> String {
        guard let colon = name.firstIndex(of: ":"), colon != name.startIndex else { return name }
        let local = name[name.index(after: colon)...]
        return local.isEmpty ? name : String(local)
    }

    private mutating func endTag(_ tree: inout LibxmlFragment) {
        i += 2
        let name = readName()
        while i < bytes.count, bytes[i] != UInt8(ascii: ">") { i += 1 }
        if i < bytes.count { i += 1 }
        if name == "html" || name == "head" || name == "body" { return }
        // Not open: dropped. Open below an element of higher end priority: dropped too.
        guard let position = positionsByName[name]?.last else { return }
        let priority = LibxmlElements.endPriority(name)
        for (level, positions) in positionsByPriority where level > priority {
            if let above = positions.last, above > position { return }
        }
        popOpen(to: position)
    }

    /// `htmlParseHTMLName`: a letter, `_`, `:` or `.`, then those, digits and `-`; lower-cased.
    private mutating func readName() -> String {
        let start = i
        while i < bytes.count {
            let b = bytes[i]
            let ok = isNameStart(b) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-")
            if !ok { break }
            i += 1
        }
        return String(decoding: bytes[start..<i].map { ($0 >= 0x41 && $0 <= 0x5A) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private mutating func readAttributeValue() -> String {
        guard i < bytes.count else { return "" }
        var value: [UInt8] = []
        let quote = bytes[i]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            i += 1
            while i < bytes.count, bytes[i] != quote {
                if bytes[i] == UInt8(ascii: "&") { value += reference(inAttribute: true) } else { value.append(bytes[i]); i += 1 }
            }
            if i < bytes.count { i += 1 }
        } else {
            while i < bytes.count, !isBlank(bytes[i]), bytes[i] != UInt8(ascii: ">") {
                if bytes[i] == UInt8(ascii: "&") { value += reference(inAttribute: true) } else { value.append(bytes[i]); i += 1 }
            }
        }
        return String(decoding: value, as: UTF8.self)
    }

    // MARK: References

    /// At `&`: the decoded character of a numeric reference or of a known name ending in `;`,
    /// else the bytes as written.
    private mutating func reference(inAttribute: Bool) -> [UInt8] {
        let start = i
        i += 1
        if i < bytes.count, bytes[i] == UInt8(ascii: "#") {
            i += 1
            var value: UInt32 = 0
            var digits = 0
            let hex = i < bytes.count && (bytes[i] == UInt8(ascii: "x") || bytes[i] == UInt8(ascii: "X"))
            if hex { i += 1 }
            while i < bytes.count, let digit = Self.digitValue(bytes[i], hex: hex) {
                value = value > 0x10FFFF ? value : value * (hex ? 16 : 10) + digit
                digits += 1
                i += 1
            }
            guard digits > 0 else { return Array(bytes[start..<i]) }
            if i < bytes.count, bytes[i] == UInt8(ascii: ";") { i += 1 }
            // An invalid character is dropped with an error.
            guard let scalar = Unicode.Scalar(value), Self.isXMLChar(value) else { return [] }
            return Array(String(Character(scalar)).utf8)
        }
        let nameStart = i
        while i < bytes.count, Self.isEntityNameByte(bytes[i], first: i == nameStart) { i += 1 }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
        if !name.isEmpty, i < bytes.count, bytes[i] == UInt8(ascii: ";"), let code = HTML4Entities.codePoints[name],
            let scalar = Unicode.Scalar(code) {
            i += 1
            return Array(String(Character(scalar)).utf8)
        }
        return Array(bytes[start..<i])
    }

    private static func digitValue(_ b: UInt8, hex: Bool) -> UInt32? {
        if b >= 0x30 && b <= 0x39 { return UInt32(b - 0x30) }
        guard hex else { return nil }
        if b >= 0x61 && b <= 0x66 { return UInt32(b - 0x61 + 10) }
        if b >= 0x41 && b <= 0x46 { return UInt32(b - 0x41 + 10) }
        return nil
    }

    private static func isXMLChar(_ v: UInt32) -> Bool {
        v == 0x9 || v == 0xA || v == 0xD || (v >= 0x20 && v <= 0xD7FF) || (v >= 0xE000 && v <= 0xFFFD) || (v >= 0x10000 && v <= 0x10FFFF)
    }

    private static func isEntityNameByte(_ b: UInt8, first: Bool) -> Bool {
        let letter = (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A
        if first { return letter || b == UInt8(ascii: "_") || b == UInt8(ascii: ":") }
        return letter || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "_") || b == UInt8(ascii: ":") || b == UInt8(ascii: ".") || b == UInt8(ascii: "-")
    }

    // MARK: Scanning

    private func isNameStart(_ b: UInt8) -> Bool {
        ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: ":") || b == UInt8(ascii: ".")
    }

    private func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    private mutating func skipBlanks() { while i < bytes.count, isBlank(bytes[i]) { i += 1 } }

    private func startsComment(_ at: Int) -> Bool {
        at + 3 < bytes.count && bytes[at + 2] == UInt8(ascii: "-") && bytes[at + 3] == UInt8(ascii: "-")
    }

    /// Just past a comment (`<!-- … -->`), a declaration (`<!DOCTYPE …>`) or a processing
    /// instruction (`<?…>`), kept as written.
    private func markupEnd(from start: Int) -> Int {
        let dash = UInt8(ascii: "-")
        if startsComment(start) {
            var k = start + 4
            while k + 2 < bytes.count {
                if bytes[k] == dash, bytes[k + 1] == dash, bytes[k + 2] == UInt8(ascii: ">") { return k + 3 }
                k += 1
            }
            return bytes.count
        }
        var k = start
        while k < bytes.count, bytes[k] != UInt8(ascii: ">") { k += 1 }
        return min(k + 1, bytes.count)
    }

    /// Where `</name` (any case) starts at or after `i`, or the end: a script's or stylesheet's
    /// source ends only there (libxml2 in recovery mode, as Nokogiri parses).
    private func rawTextEnd(name: [UInt8]) -> Int {
        var k = i
        while k + 1 + name.count < bytes.count {
            if bytes[k] == UInt8(ascii: "<"), bytes[k + 1] == UInt8(ascii: "/") {
                var matches = true
                for (offset, c) in name.enumerated() where bytes[k + 2 + offset] | 0x20 != c { matches = false; break }
                if matches { return k }
            }
            k += 1
        }
        return bytes.count
    }
}
