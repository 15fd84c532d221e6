import MarkdownCore
/// sitegen's kramdown: blocks, then spans, attribute lists, abbreviations and header ids over
/// the tree, then HTML — the steps kramdown and its GFM parser take, in their order.
public enum KramdownRenderer {
    typealias Element = KramdownElement

    public static func render(_ markdown: String, options: MarkdownOptions) -> String {
        renderCounting(markdown, options: options).html
    }

    /// The HTML, and the `{::options}` settings the document asked for that could not be used.
    public static func renderWithWarnings(_ markdown: String, options: MarkdownOptions) -> (html: String, warnings: [MarkdownWarning]) {
        let result = renderCounting(markdown, options: options)
        return (result.html, MarkdownWarning.located(result.warnings, in: markdown))
    }

    /// The HTML and the bytes scanned to make it (for tests that bound work per input byte).
    static func renderCounting(_ markdown: String, options: MarkdownOptions) -> (html: String, steps: Int, warnings: [MarkdownWarning]) {
        let source = normalizedSource(markdown)
        let document = KramdownDocument(options: options, sourceCount: source.count)
        let root = Element(.root)
        var parser = KramdownBlockParser(source, document: document)
        parser.parseBlocks(into: root)
        var pass = TreePass(document: document)
        pass.update(root, insideHTML: false, rawParent: false)
        for name in document.footnotes.keys.sorted() {
            pass.update(document.footnotes[name]!.content, insideHTML: false, rawParent: false)
        }
        pass.assignHeaderIDs(root, insideHTML: false)
        let headers = pass.headers
        var footnoteHeaders: [String: [Element]] = [:]
        for name in document.footnotes.keys.sorted() {
            let before = pass.headers.count
            pass.assignHeaderIDs(document.footnotes[name]!.content, insideHTML: false)
            if pass.headers.count > before { footnoteHeaders[name] = Array(pass.headers[before...]) }
        }
        var writer = KramdownHTMLWriter(document: document)
        writer.write(root: root, headers: headers, footnoteHeaders: footnoteHeaders, sourceCount: source.count)
        return (writer.out.makeString(), document.steps, document.warnings)
    }

    /// kramdown's `adapt_source`: CR LF and lone CR become LF, and one final LF is chomped and
    /// put back (so `a\n\n` keeps its last blank line, which kramdown writes as `\n`).
    static func normalizedSource(_ markdown: String) -> [UInt8] {
        var out = Array(markdown.utf8)
        if ByteScan.firstIndex(of: 0x0D, in: out, from: 0, to: out.count) == nil {
            if out.starts(with: [0xEF, 0xBB, 0xBF]) { out.removeFirst(3) }
            if out.last == 0x0A { out.removeLast() }
            out.append(0x0A)
            return out
        }
        out = []
        out.reserveCapacity(markdown.utf8.count + 1)
        var previousCR = false
        for b in markdown.utf8 {
            if b == 0x0D {
                out.append(0x0A)
                previousCR = true
                continue
            }
            if b == 0x0A && previousCR {
                previousCR = false
                continue
            }
            previousCR = false
            out.append(b)
        }
        if out.starts(with: [0xEF, 0xBB, 0xBF]) { out.removeFirst(3) }
        if out.last == 0x0A { out.removeLast() }
        out.append(0x0A)
        return out
    }
}

/// The passes over the parsed tree.
struct TreePass {
    typealias Element = KramdownElement
    typealias Bytes = [UInt8]

    let document: KramdownDocument
    var headers: [Element] = []
    var gfmIDs: HeadingIDs
    var usedBasicIDs: [String: Int] = [:]
    var abbreviations: AbbreviationMatcher?

    /// Read once: `document.options` is a large value, copied (and its fields retained) on
    /// every access, and these are read for every block.
    let headingIDs: Bool
    let marksTaskLists: Bool

    init(document: KramdownDocument) {
        self.document = document
        let options = document.options
        self.headingIDs = options.headingIDs
        self.marksTaskLists = options.kramdownInput == .gfm && options.taskLists != nil
        self.gfmIDs = HeadingIDs(prefix: document.options.headingIDPrefix)
        self.abbreviations = document.abbreviationKeys.isEmpty ? nil : AbbreviationMatcher(document.abbreviations)
        for (key, marker) in document.abbreviationMarkers {
            guard let list = marker.attributeList else { continue }
            var attributes: [(name: String, value: String)] = []
            document.apply(list, to: &attributes)
            abbreviations?.attributes[key] = attributes
        }
    }

    /// Reads the spans of every block, applies IALs and marks task-list items.
    mutating func update(_ element: Element, insideHTML: Bool, rawParent: Bool) {
        if marksTaskLists, element.kind == .unorderedList || element.kind == .orderedList {
            markTaskItems(element)
        }
        // a paragraph or header is one run of text: its spans are written in its place
        if element.hasText {
            element.spans = parseSpans(element.value, insideHTML: insideHTML)
            element.value = []
            element.hasText = false
            return
        }
        // an HTML element read as spans: the same, from its one raw-text child
        if element.children.count == 1, element.children[0].kind == .rawText {
            let raw = element.children[0]
            element.children = []
            element.spans = parseSpans(raw.value, insideHTML: true)
            return
        }
        // most elements have no text of their own to read: leave their child list as it is
        let children = element.children
        if abbreviations == nil, !children.contains(where: { $0.kind == .rawText }) {
            // by index, without retaining and releasing each child (the list is held by
            // `children`; the writer's `writeChildren` measured the same)
            for i in children.indices {
                Unmanaged.passUnretained(children[i])._withUnsafeGuaranteedRef { child in
                    update(child, insideHTML: insideHTML || child.kind == .html, rawParent: child.kind == .html && child.contentModel == .raw)
                    applyAttributes(child)
                }
            }
            return
        }
        for child in children {
            if child.kind == .rawText {
                child.spans = parseSpans(child.value, insideHTML: insideHTML || element.kind == .html)
                continue
            }
            if child.kind == .text, abbreviations != nil, !rawParent, child.isBlock == false, element.kind != .html {
                // text kept from an HTML block: a span tree of one text, for the abbreviations
                let tree = document.spanTree
                let root = tree.make(.root)
                tree.append(tree.make(.text, base: tree.addBuffer(child.value), 0..<child.value.count), to: root)
                replaceAbbreviations(in: root)
                child.spans = root
                continue
            }
            update(child, insideHTML: insideHTML || child.kind == .html, rawParent: child.kind == .html && child.contentModel == .raw)
            applyAttributes(child)
        }
    }

    /// The parser every block's text is read with (`reset` for each); made on first use, once
    /// the options are final.
    var spanParser: KramdownSpanParser?

    /// Parses a block's text into the document's span tree; returns the spans' root.
    mutating func parseSpans(_ text: Bytes, insideHTML: Bool) -> KramdownSpanTree.Index {
        let tree = document.spanTree
        let root = tree.make(.root)
        if spanParser == nil {
            spanParser = KramdownSpanParser(text, document: document)
        } else {
            spanParser!.reset(text)
        }
        spanParser!.insideHTMLBlock = insideHTML
        spanParser!.parse(into: root)
        spanParser!.dropTrailingBreak(root)
        if document.hasSpanAttributeLists || abbreviations != nil {
            updateSpans(root, rawParent: false)
        }
        return root
    }

    /// Applies the spans' attribute lists and the abbreviations below `parent`.
    mutating func updateSpans(_ parent: KramdownSpanTree.Index, rawParent: Bool) {
        let tree = document.spanTree
        var c = tree.nodes[Int(parent)].firstChild
        while c >= 0 {
            let node = tree.nodes[Int(c)]
            if node.firstChild >= 0 { updateSpans(c, rawParent: node.kind == .html && node.contentModel == .raw) }
            if node.extra >= 0, let list = tree.extras[Int(node.extra)].attributeList {
                document.apply(list, to: &tree.extras[Int(node.extra)].attributes)
            }
            c = node.next
        }
        if abbreviations != nil && !rawParent { replaceAbbreviations(in: parent) }
    }

    func replaceAbbreviations(in parent: KramdownSpanTree.Index) {
        guard let abbreviations else { return }
        let tree = document.spanTree
        let children = tree.children(parent)
        let replaced = abbreviations.replace(in: children, tree: tree)
        if replaced != children { tree.setChildren(parent, replaced) }
    }

    func applyAttributes(_ element: Element) {
        guard let list = element.attributeList else { return }
        document.apply(list, to: &element.attributes)
    }

    /// kramdown-parser-gfm's task lists: `[ ]`/`[x]` opening an item's first paragraph.
    func markTaskItems(_ list: Element) {
        var isTaskList = false
        for item in list.children where item.kind == .listItem {
            guard let raw = item.children.first, raw.kind == .paragraph, raw.hasText else { continue }
            var i = 0
            while i < raw.value.count, raw.value[i] == 0x20 || raw.value[i] == 0x09 { i += 1 }
            guard i + 3 < raw.value.count, raw.value[i] == UInt8(ascii: "["), raw.value[i + 2] == UInt8(ascii: "]"),
                raw.value[i + 3] == 0x20 || raw.value[i + 3] == 0x09 || raw.value[i + 3] == 0x0A
            else { continue }
            let mark = raw.value[i + 1]
            var box: String
            if mark == 0x20 {
                box = #"<input type="checkbox" class="task-list-item-checkbox" disabled="disabled" />"#
            } else if mark == UInt8(ascii: "x") || mark == UInt8(ascii: "X") {
                box = #"<input type="checkbox" class="task-list-item-checkbox" disabled="disabled" checked="checked" />"#
            } else {
                continue
            }
            var j = i + 4
            while j < raw.value.count, raw.value[j] == 0x20 || raw.value[j] == 0x09 { j += 1 }
            raw.value = Array(box.utf8) + raw.value[j...]
            isTaskList = true
        }
        // kramdown-parser-gfm marks every item from the first task on, boxes or not, but only
        // items whose first child is a paragraph (it skips the others)
        var seenTask = false
        for item in list.children where item.kind == .listItem {
            guard let raw = item.children.first, raw.kind == .paragraph else { continue }
            if raw.hasText, raw.value.starts(with: "<input type=\"checkbox\" class=\"task-list-item-checkbox\"".utf8) {
                seenTask = true
            }
            if seenTask { Self.setParseTimeClass(item, "task-list-item") }
        }
        if isTaskList { Self.setParseTimeClass(list, "task-list") }
    }

    /// A class the parser sets (`attr['class'] = …`) before the block's IALs are merged in:
    /// the IALs' classes follow it, and the class attribute comes first.
    static func setParseTimeClass(_ el: Element, _ name: String) {
        var value = name
        if let old = HTMLAttributes.remove(&el.attributes, "class"), !old.isEmpty { value += " " + old }
        el.attributes.insert(("class", value), at: 0)
    }

    /// Header ids: kramdown-parser-gfm's for headers in Markdown, kramdown's own for headers
    /// inside HTML elements (the GFM parser does not look inside them; the converter does).
    mutating func assignHeaderIDs(_ element: Element, insideHTML: Bool) {
        // by index, without retaining and releasing each child (as `update` does)
        let children = element.children
        for i in children.indices {
            Unmanaged.passUnretained(children[i])._withUnsafeGuaranteedRef { assignHeaderID(of: $0, insideHTML: insideHTML) }
        }
    }

    mutating func assignHeaderID(of child: Element, insideHTML: Bool) {
        if child.kind == .header {
            if headingIDs, child.attribute("id") == nil {
                let text = plainText(child)
                if insideHTML {
                    child.setAttribute("id", basicID(text))
                } else if let id = gfmIDs.next(forText: text) {
                    child.setAttribute("id", id)
                }
            }
            headers.append(child)
            return
        }
        if child.kind == .definitionList,
            let reference = child.attributeList?.references.first(where: { $0 == "auto_ids" || $0.hasPrefix("auto_ids-") })
        {
            // kramdown's `{:auto_ids}` on a definition list gives its terms ids
            let prefix = reference == "auto_ids" ? "" : String(reference.dropFirst("auto_ids-".count))
            for term in child.children where term.kind == .term && term.attribute("id") == nil {
                term.setAttribute("id", basicID(plainText(term), prefix: prefix))
            }
        }
        if child.isBlock && child.kind.canHoldHeaders {
            assignHeaderIDs(child, insideHTML: insideHTML || child.kind == .html)
        }
    }

    /// kramdown's converter ids: leading non-letters dropped, then only `[a-z0-9 -]`.
    mutating func basicID(_ text: String, prefix: String = "") -> String {
        var bytes = Array(text.utf8)
        while let f = bytes.first, !((f >= 0x41 && f <= 0x5A) || (f >= 0x61 && f <= 0x7A)) { bytes.removeFirst() }
        var out: Bytes = []
        for b in bytes {
            if (b >= 0x41 && b <= 0x5A) { out.append(b | 0x20) } else if (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") {
                out.append(b)
            } else if b == 0x20 {
                out.append(UInt8(ascii: "-"))
            }
        }
        var id = prefix + (out.isEmpty ? "section" : String(decoding: out, as: UTF8.self))
        if let n = usedBasicIDs[id] {
            usedBasicIDs[id] = n + 1
            id += "-\(n + 1)"
        } else {
            usedBasicIDs[id] = 0
        }
        return document.options.headingIDPrefix + id
    }

    /// The header's text as kramdown collects it for ids: text, code and math as written,
    /// entities, quotes and symbols as characters.
    func plainText(_ element: Element) -> String {
        var out: Bytes = []
        Self.collect(element, tree: document.spanTree, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func collect(_ element: Element, tree: KramdownSpanTree, into out: inout Bytes) {
        if element.spans >= 0 { collect(spansOf: element.spans, tree: tree, into: &out) }
        for child in element.children { collect(child, tree: tree, into: &out) }
    }

    static func collect(spansOf parent: KramdownSpanTree.Index, tree: KramdownSpanTree, into out: inout Bytes) {
        var c = tree.nodes[Int(parent)].firstChild
        while c >= 0 {
            let node = tree.nodes[Int(c)]
            switch node.kind {
            case .text, .codeSpan, .math, .abbreviation: tree.withValue(c) { out.append(contentsOf: $0) }
            case .entity: out += Array(EntityTable.character(tree.value(c)).utf8)
            case .smartQuote:
                switch node.level {
                case 0: out += Array("\u{2018}".utf8)
                case 1: out += Array("\u{2019}".utf8)
                case 2: out += Array("\u{201C}".utf8)
                default: out += Array("\u{201D}".utf8)
                }
            case .typographic:
                switch node.level {
                case 3: out += Array("<<".utf8)
                case 4: out += Array(">>".utf8)
                default: out += Array(KramdownHTMLWriter.typographic(KramdownSpanParser.typographicNames[Int(node.level)]).utf8)
                }
            default: collect(spansOf: c, tree: tree, into: &out)
            }
            c = node.next
        }
    }
}

/// kramdown's abbreviations: the longest defined abbreviation that stands as a word
/// (no ASCII word character on either side) becomes `<abbr title="…">`.
struct AbbreviationMatcher {
    let byFirstByte: [UInt8: [[UInt8]]]
    let titles: [[UInt8]: [UInt8]]
    var attributes: [[UInt8]: [(name: String, value: String)]] = [:]

    init(_ definitions: [[UInt8]: [UInt8]]) {
        var map: [UInt8: [[UInt8]]] = [:]
        for key in definitions.keys where !key.isEmpty { map[key[0], default: []].append(key) }
        for k in map.keys { map[k]!.sort { $0.count > $1.count } }
        byFirstByte = map
        titles = definitions
    }

    static func isWord(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_")
    }

    /// The children with each text split around the abbreviations in it (the parts share the
    /// text's buffer).
    func replace(in children: [KramdownSpanTree.Index], tree: KramdownSpanTree) -> [KramdownSpanTree.Index] {
        var out: [KramdownSpanTree.Index] = []
        for child in children {
            let node = tree.nodes[Int(child)]
            guard node.kind == .text else {
                out.append(child)
                continue
            }
            let text = tree.value(child)
            func part(_ kind: KramdownElement.Kind, _ range: Range<Int>) -> KramdownSpanTree.Index {
                tree.make(kind, base: node.start, range)
            }
            var start = 0
            var i = 0
            while i < text.count {
                if let candidates = byFirstByte[text[i]], i == 0 || !Self.isWord(text[i - 1]) {
                    var matched: [UInt8]? = nil
                    for key in candidates where text[i...].starts(with: key) {
                        let end = i + key.count
                        if end >= text.count || !Self.isWord(text[end]) {
                            matched = key
                            break
                        }
                    }
                    if let key = matched {
                        if i > start { out.append(part(.text, start..<i)) }
                        let abbr = part(.abbreviation, i..<(i + key.count))
                        var attributes = attributes[key] ?? []
                        if let title = titles[key], !title.isEmpty {
                            HTMLAttributes.set(&attributes, "title", String(decoding: title, as: UTF8.self))
                        }
                        if !attributes.isEmpty { tree.extras[tree.extraIndex(abbr)].attributes = attributes }
                        out.append(abbr)
                        i += key.count
                        start = i
                        continue
                    }
                }
                i += 1
            }
            if start == 0 {
                out.append(child)
            } else if start < text.count {
                out.append(part(.text, start..<text.count))
            }
        }
        return out
    }
}

/// Character references as kramdown reads them (the names are in `EntityNames.swift`).
enum EntityTable {
    /// The character an entity (`&name;`, `&#n;`, `&#xh;`) stands for, or the entity itself.
    static func character(_ entity: [UInt8]) -> String {
        guard entity.count > 2 else { return String(decoding: entity, as: UTF8.self) }
        let inner = entity[1..<(entity.count - 1)]
        if inner.first == UInt8(ascii: "#") {
            let digits = inner.dropFirst()
            var value: UInt32?
            if digits.first == UInt8(ascii: "x") || digits.first == UInt8(ascii: "X") {
                value = UInt32(String(decoding: digits.dropFirst(), as: UTF8.self), radix: 16)
            } else {
                value = UInt32(String(decoding: digits, as: UTF8.self))
            }
            if let value, let scalar = Unicode.Scalar(value) { return String(Character(scalar)) }
        } else if let point = codePoints[String(decoding: inner, as: UTF8.self)], let scalar = Unicode.Scalar(point) {
            return String(Character(scalar))
        }
        return String(decoding: entity, as: UTF8.self)
    }
}
