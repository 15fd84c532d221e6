import MarkdownCore
import CCmarkGFM
import CmarkSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The only file that touches cmark-gfm's C pointers: every node and buffer is created in the
// calling thread's arena, converted and released inside `CmarkHTMLRenderer.render`.
//
// kramdown's conventions are applied to cmark's syntax tree before cmark renders it, so the
// bulk of the HTML is still written by C and no output is scanned afterwards: headings, lists
// and footnotes are rebuilt from cmark's custom nodes (whose enter/exit text is written
// verbatim around their children), code and footnote references become raw HTML nodes
// carrying their finished markup (written verbatim: rendering always uses CMARK_OPT_UNSAFE,
// as Jekyll passes raw HTML through), and raw HTML blocks get their literal edited.

/// The GFM extensions, registered once per process: registration mutates a global list in
/// cmark-gfm, so it must not race; afterwards the extension objects are only read.
private struct CoreExtensions: @unchecked Sendable {
    let table: OpaquePointer?
    let strikethrough: OpaquePointer?
    let autolink: OpaquePointer?
    let tasklist: OpaquePointer?

    static let shared: CoreExtensions = {
        cmark_gfm_core_extensions_ensure_registered()
        let extensions = CoreExtensions(
            table: cmark_find_syntax_extension("table"),
            strikethrough: cmark_find_syntax_extension("strikethrough"),
            autolink: cmark_find_syntax_extension("autolink"),
            tasklist: cmark_find_syntax_extension("tasklist"))
        // The first finish shows whether finishes may overlap (CmarkSupport's gate), and may
        // miss extension syntax while it does: it is this throwaway one.
        sitegen_cmark_arena_begin()
        defer { sitegen_cmark_arena_end() }
        if let parser = cmark_parser_new_with_mem(CMARK_OPT_DEFAULT, sitegen_cmark_arena()) {
            for syntaxExtension in [extensions.table, extensions.strikethrough, extensions.autolink, extensions.tasklist] {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
            cmark_parser_feed(parser, "~~a~~ www.example.com\n", 23)
            sitegen_cmark_finish_begin(parser, 0)
            _ = cmark_parser_finish(parser)
            sitegen_cmark_finish_end(parser)
        }
        return extensions
    }()
}

public enum CmarkHTMLRenderer {
    /// Parses `markdown` with cmark-gfm, applies `options`, and returns the HTML.
    ///
    /// Everything cmark allocates comes from the calling thread's arena (CmarkSupport) and is
    /// reclaimed in one step when the HTML has been copied out, so nothing is freed node by node.
    public static func render(_ markdown: String, options: MarkdownOptions) -> String {
        let extensions = CoreExtensions.shared
        var cmarkOptions = CMARK_OPT_UNSAFE | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES
        if options.smartQuotes { cmarkOptions |= CMARK_OPT_SMART }
        if options.hardWraps { cmarkOptions |= CMARK_OPT_HARDBREAKS }
        if options.footnotes != nil { cmarkOptions |= CMARK_OPT_FOOTNOTES }
        if options.strikethrough { cmarkOptions |= CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE }

        sitegen_cmark_arena_begin()
        defer { sitegen_cmark_arena_end() }
        let memory = sitegen_cmark_arena()!
        guard let parser = cmark_parser_new_with_mem(cmarkOptions, memory) else { return "" }
        // Which extensions are attached: parsers with the same set may finish concurrently.
        var extensionSet: UInt = 0
        if options.tables { cmark_parser_attach_syntax_extension(parser, extensions.table); extensionSet |= 1 }
        if options.strikethrough { cmark_parser_attach_syntax_extension(parser, extensions.strikethrough); extensionSet |= 2 }
        if options.autolinks { cmark_parser_attach_syntax_extension(parser, extensions.autolink); extensionSet |= 4 }
        if options.taskLists != nil { cmark_parser_attach_syntax_extension(parser, extensions.tasklist); extensionSet |= 8 }

        var source = markdown
        return source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
            sitegen_cmark_finish_begin(parser, extensionSet)
            let parsed = cmark_parser_finish(parser)
            sitegen_cmark_finish_end(parser)
            guard let document = parsed else { return "" }

            var rewriter = TreeRewriter(options: options, tasklist: extensions.tasklist, source: bytes, memory: memory)
            rewriter.rewrite(document)

            guard let html = cmark_render_html_with_mem(document, cmarkOptions, cmark_parser_get_syntax_extensions(parser), memory)
            else { return "" }
            return String(cString: html)
        }
    }
}

/// Rewrites a parsed document into kramdown's markup, node by node.
private struct TreeRewriter {
    let options: MarkdownOptions
    let tasklist: OpaquePointer?
    /// The Markdown being rendered, for what cmark's tree leaves out (footnote labels).
    let source: UnsafeBufferPointer<UInt8>
    private var headingIDs: HeadingIDs
    /// Reused for every piece of markup built, to avoid an allocation per node.
    private var buffer: [UInt8] = []
    /// Where each source line starts, built on first use.
    private var lineStarts: [Int] = []
    /// The render's arena: new nodes come from it, and nodes taken out of the tree are simply
    /// left there (cmark's inline text points into its block's buffer, so a paragraph whose
    /// inlines moved elsewhere must outlive the render anyway).
    private let memory: UnsafeMutablePointer<cmark_mem>

    init(options: MarkdownOptions, tasklist: OpaquePointer?, source: UnsafeBufferPointer<UInt8>,
         memory: UnsafeMutablePointer<cmark_mem>) {
        self.options = options
        self.tasklist = tasklist
        self.source = source
        self.memory = memory
        self.headingIDs = HeadingIDs(prefix: options.headingIDPrefix)
        buffer.reserveCapacity(256)
    }

    mutating func rewrite(_ document: OpaquePointer) {
        let rewritesCode = options.rougeCodeBlocks
        let rewritesTasks = options.taskLists == .kramdown
        let rewritesFootnotes = options.footnotes == .kramdown
        let rewritesHTML = options.removesMarkdownAttribute
        let rewritesLists = options.kramdownListParagraphs
        guard options.headingIDs || rewritesCode || rewritesTasks || rewritesFootnotes || rewritesHTML || rewritesLists
        else { return }

        // Collected first, changed afterwards, so the walk never sees the tree change.
        var headings: [OpaquePointer] = []
        var codeBlocks: [OpaquePointer] = []
        var codeSpans: [OpaquePointer] = []
        var lists: [OpaquePointer] = []
        var footnoteReferences: [OpaquePointer] = []
        var footnoteDefinitions: [OpaquePointer] = []

        // A hand-written walk rather than cmark's iterator: it costs fewer calls per node and
        // skips inline content entirely when nothing inline is rewritten. Images are never
        // entered: cmark writes their content as plain alt text, which a custom node would lose.
        let rewritesInlines = rewritesCode || rewritesFootnotes
        var next = cmark_node_first_child(document)
        walk: while let node = next {
            let type = cmark_node_get_type(node)
            var enters = false
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_IMAGE
                || type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_LINEBREAK || type == CMARK_NODE_THEMATIC_BREAK
            {
                enters = false
            } else if type == CMARK_NODE_HTML_BLOCK {
                if rewritesHTML { removeMarkdownAttribute(from: node) }
            } else if type == CMARK_NODE_CODE {
                if rewritesCode { codeSpans.append(node) }
            } else if type == CMARK_NODE_PARAGRAPH {
                enters = rewritesInlines
            } else if type == CMARK_NODE_HEADING {
                if options.headingIDs { headings.append(node) }
                enters = rewritesInlines
            } else if type == CMARK_NODE_CODE_BLOCK {
                if rewritesCode { codeBlocks.append(node) }
            } else if type == CMARK_NODE_LIST {
                if (rewritesTasks && containsTaskItem(node)) || (rewritesLists && hasKramdownCompactItem(node)) {
                    lists.append(node)
                }
                enters = true
            } else if type == CMARK_NODE_FOOTNOTE_REFERENCE {
                if rewritesFootnotes { footnoteReferences.append(node) }
            } else if type == CMARK_NODE_FOOTNOTE_DEFINITION {
                if rewritesFootnotes { footnoteDefinitions.append(node) }
                enters = true
            } else if type == CMARK_NODE_DOCUMENT || type == CMARK_NODE_BLOCK_QUOTE || type == CMARK_NODE_ITEM {
                enters = true
            } else {
                // Emphasis, links and the extensions' tables and strikethrough hold only inlines.
                enters = rewritesInlines
            }
            if enters, let child = cmark_node_first_child(node) {
                next = child
                continue
            }
            var cursor = node
            while cursor != document {
                if let sibling = cmark_node_next(cursor) {
                    next = sibling
                    continue walk
                }
                guard let parent = cmark_node_parent(cursor) else { break }
                cursor = parent
            }
            next = nil
        }

        // Heading text is read before code spans inside headings are replaced.
        for heading in headings { rewriteHeading(heading) }
        for block in codeBlocks { rewriteCodeBlock(block) }
        for span in codeSpans { rewriteCodeSpan(span) }
        for list in lists { rewriteList(list) }
        if !footnoteDefinitions.isEmpty {
            rewriteFootnotes(references: footnoteReferences, definitions: footnoteDefinitions, in: document)
        }
    }

    // MARK: Headings

    /// `<h2>` → `<h2 id="…">`. cmark cannot add attributes to a heading, so the heading becomes
    /// a custom inline (tags as its enter/exit text) inside an empty custom block that keeps
    /// the line breaks of a block.
    private mutating func rewriteHeading(_ heading: OpaquePointer) {
        guard let id = headingIDs.next(forText: plainText(of: heading)) else { return }
        let level = cmark_node_get_heading_level(heading)
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: "<h\(level) id=\"".utf8)
        CodeBlockHTML.appendEscaped(id.utf8, to: &buffer, quotes: true)
        buffer.append(contentsOf: "\">".utf8)
        let inline = customNode(CMARK_NODE_CUSTOM_INLINE, enter: &buffer, exit: "</h\(level)>")
        var empty: [UInt8] = []
        let block = customNode(CMARK_NODE_CUSTOM_BLOCK, enter: &empty, exit: "")
        cmark_node_append_child(block, inline)
        guard replace(heading, with: block) else { return }
        moveChildren(of: heading, into: inline)
    }

    /// The heading's text as kramdown sees it: text and code, without markup or images' alt text.
    private func plainText(of node: OpaquePointer) -> String {
        var bytes: [UInt8] = []
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(child)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                bytes.append(contentsOf: literal(of: child))
            } else if type == CMARK_NODE_IMAGE {
                cmark_iter_reset(iterator, child, CMARK_EVENT_EXIT)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Code

    private mutating func rewriteCodeBlock(_ block: OpaquePointer) {
        let info = cmark_node_get_fence_info(block).map { fenceLanguage(UnsafeRawPointer($0)) } ?? nil
        buffer.removeAll(keepingCapacity: true)
        CodeBlockHTML.appendRouge(code: literal(of: block), language: info, lineNumbers: options.codeLineNumbers, to: &buffer)
        replace(block, with: htmlNode(CMARK_NODE_HTML_BLOCK, &buffer))
    }

    private mutating func rewriteCodeSpan(_ span: OpaquePointer) {
        buffer.removeAll(keepingCapacity: true)
        CodeBlockHTML.appendRougeSpan(code: literal(of: span), to: &buffer)
        replace(span, with: htmlNode(CMARK_NODE_HTML_INLINE, &buffer))
    }

    /// The first word of a fence's info string, as cmark and kramdown both take it.
    private func fenceLanguage(_ info: UnsafeRawPointer) -> String? {
        let bytes = UnsafeBufferPointer(start: info.assumingMemoryBound(to: UInt8.self), count: strlen(info))
        let end = bytes.firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ?? bytes.endIndex
        return end == 0 ? nil : String(decoding: bytes[..<end], as: UTF8.self)
    }

    // MARK: Raw HTML

    /// Removes a `markdown=…` attribute from the block's first tag, which kramdown consumes.
    private func removeMarkdownAttribute(from block: OpaquePointer) {
        let html = literal(of: block)
        guard html.count > 12, html[0] == UInt8(ascii: "<"), html[1] != UInt8(ascii: "!"),
            let tagEnd = html.firstIndex(of: UInt8(ascii: ">"))
        else { return }
        let name = Array("markdown=".utf8)
        var index = 1
        while index + name.count < tagEnd {
            let before = html[index - 1]
            if before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") || before == UInt8(ascii: "\n"),
                html[index] == UInt8(ascii: "m"), html[index..<index + name.count].elementsEqual(name)
            {
                var end = index + name.count
                if html[end] == UInt8(ascii: "\"") || html[end] == UInt8(ascii: "'") {
                    let quote = html[end]
                    end += 1
                    while end < tagEnd, html[end] != quote { end += 1 }
                    end = min(end + 1, tagEnd)
                } else {
                    while end < tagEnd, html[end] != UInt8(ascii: " "), html[end] != UInt8(ascii: "/") { end += 1 }
                }
                var edited = Array(html[..<(index - 1)])
                edited.append(contentsOf: html[end...])
                edited.append(0)
                edited.withUnsafeBufferPointer { bytes in
                    bytes.withMemoryRebound(to: CChar.self) { _ = cmark_node_set_literal(block, $0.baseAddress) }
                }
                return
            }
            index += 1
        }
    }

    // MARK: Task lists

    private func containsTaskItem(_ list: OpaquePointer) -> Bool {
        var item = cmark_node_first_child(list)
        while let current = item {
            if taskMarker(of: current) != nil { return true }
            item = cmark_node_next(current)
        }
        return false
    }

    /// Whether an item is a task, and checked: marked by cmark-gfm's extension, or still
    /// starting with `[ ]`/`[x]` where the extension misses it (lists inside block quotes, in
    /// cmark-gfm 0.29.0.gfm.6), which kramdown does recognise.
    private func taskMarker(of item: OpaquePointer) -> (checked: Bool, prefix: OpaquePointer?)? {
        if let tasklist, cmark_node_get_syntax_extension(item) == tasklist {
            return (cmark_gfm_extensions_get_tasklist_item_checked(item), nil)
        }
        guard let paragraph = cmark_node_first_child(item), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
            let text = cmark_node_first_child(paragraph), cmark_node_get_type(text) == CMARK_NODE_TEXT
        else { return nil }
        let bytes = literal(of: text)
        guard bytes.count > 3, bytes[0] == UInt8(ascii: "["), bytes[2] == UInt8(ascii: "]"),
            bytes[3] == UInt8(ascii: " ") || bytes[3] == UInt8(ascii: "\t")
        else { return nil }
        switch bytes[1] {
        case UInt8(ascii: " "): return (false, text)
        case UInt8(ascii: "x"), UInt8(ascii: "X"): return (true, text)
        default: return nil
        }
    }

    /// Drops the `[ ] ` a task item's text still starts with.
    private func dropTaskPrefix(from text: OpaquePointer) {
        let bytes = literal(of: text)
        var start = 3
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
            start += 1
        }
        var rest = Array(bytes[start...])
        rest.append(0)
        rest.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { _ = cmark_node_set_literal(text, $0.baseAddress) }
        }
    }

    /// Whether kramdown would leave out the `<p>` of some item that cmark wraps: only loose lists
    /// (cmark's word for lists with blank lines between items) can have one.
    private mutating func hasKramdownCompactItem(_ list: OpaquePointer) -> Bool {
        guard cmark_node_get_list_tight(list) == 0 else { return false }
        return compactItems(of: list).contains(true)
    }

    /// For each item, whether kramdown writes its first paragraph without `<p>` (kramdown 2.4's
    /// `transparent` paragraphs, lib/kramdown/parser/kramdown/list.rb): the item starts with a
    /// paragraph that is not followed by a blank line (a blank line after the last item's only
    /// paragraph does not count), and, for the last item of several, some earlier item was
    /// compact or did not start with a paragraph.
    private mutating func compactItems(of list: OpaquePointer) -> [Bool] {
        var result: [Bool] = []
        var earlierAllowsLast = false
        var item = cmark_node_first_child(list)
        while let current = item {
            item = cmark_node_next(current)
            let isLast = item == nil
            guard let first = cmark_node_first_child(current), cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH else {
                result.append(false)
                earlierAllowsLast = true
                continue
            }
            let blankAfter = isBlankLine(Int(cmark_node_get_end_line(first)) + 1)
            var compact = !blankAfter || (isLast && cmark_node_next(first) == nil)
            if isLast && !result.isEmpty && !earlierAllowsLast { compact = false }
            result.append(compact)
            earlierAllowsLast = earlierAllowsLast || compact
        }
        return result
    }

    /// Whether 1-based `line` of the source is empty apart from spaces, tabs and the `>` of
    /// block quotes; a line past the end counts as not blank.
    private mutating func isBlankLine(_ line: Int) -> Bool {
        if lineStarts.isEmpty {
            lineStarts.append(0)
            for (offset, byte) in source.enumerated() where byte == UInt8(ascii: "\n") {
                lineStarts.append(offset + 1)
            }
        }
        guard line >= 1, line <= lineStarts.count, lineStarts[line - 1] < source.count else { return false }
        var offset = lineStarts[line - 1]
        while offset < source.count {
            switch source[offset] {
            case UInt8(ascii: "\n"): return true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ">"): offset += 1
            default: return false
            }
        }
        return true
    }

    /// Rebuilds a list from custom nodes so each item can have its own markup: kramdown-parser-gfm's
    /// task lists (once an item starts with `[ ]` or `[x]`, the list gets `class="task-list"` and
    /// that item and every later item that starts with a paragraph get `class="task-list-item"`,
    /// with the checkbox inside that paragraph) and kramdown's choice of which items' first
    /// paragraph goes without `<p>`.
    private mutating func rewriteList(_ list: OpaquePointer) {
        let tight = cmark_node_get_list_tight(list) != 0
        let compact: [Bool]? = tight ? nil : (options.kramdownListParagraphs ? compactItems(of: list) : nil)
        let ordered = cmark_node_get_list_type(list) == CMARK_ORDERED_LIST
        let start = cmark_node_get_list_start(list)
        let tasks = options.taskLists == .kramdown && containsTaskItem(list)
        let tag = ordered ? "ol" : "ul"
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: "<\(tag)".utf8)
        if tasks { buffer.append(contentsOf: #" class="task-list""#.utf8) }
        if ordered && start != 1 { buffer.append(contentsOf: " start=\"\(start)\"".utf8) }
        buffer.append(contentsOf: ">".utf8)
        let newList = customNode(CMARK_NODE_CUSTOM_BLOCK, enter: &buffer, exit: "</\(tag)>")
        guard replace(list, with: newList) else { return }

        var sawTask = false
        var index = 0
        var item = cmark_node_first_child(list)
        while let current = item {
            item = cmark_node_next(current)
            let marker = tasks ? taskMarker(of: current) : nil
            let paragraph = cmark_node_first_child(current).flatMap {
                cmark_node_get_type($0) == CMARK_NODE_PARAGRAPH ? $0 : nil
            }
            sawTask = sawTask || marker != nil
            if let marker, let paragraph {
                if let text = marker.prefix { dropTaskPrefix(from: text) }
                var checkbox = Array(
                    (marker.checked
                        ? #"<input type="checkbox" class="task-list-item-checkbox" disabled="disabled" checked="checked" />"#
                        : #"<input type="checkbox" class="task-list-item-checkbox" disabled="disabled" />"#).utf8)
                cmark_node_prepend_child(paragraph, htmlNode(CMARK_NODE_HTML_INLINE, &checkbox))
            }
            var open = Array((sawTask && paragraph != nil ? #"<li class="task-list-item">"# : "<li>").utf8)
            let newItem: OpaquePointer
            let isCompact = compact?[index] ?? tight
            index += 1
            if isCompact, let paragraph {
                // A tight item's paragraph has no <p>, which cmark decides from the list node that
                // is going away, so its inlines move up, right after the <li>.
                // `</li>` goes on the same line when nothing follows the paragraph, as kramdown has it.
                let alone = cmark_node_next(paragraph) == nil
                var empty: [UInt8] = []
                newItem = customNode(CMARK_NODE_CUSTOM_BLOCK, enter: &empty, exit: alone ? "" : "</li>")
                let line = customNode(CMARK_NODE_CUSTOM_INLINE, enter: &open, exit: alone ? "</li>" : "")
                moveChildren(of: paragraph, into: line)
                cmark_node_append_child(newItem, line)
                detach(paragraph)
            } else {
                newItem = customNode(CMARK_NODE_CUSTOM_BLOCK, enter: &open, exit: "</li>")
            }
            moveChildren(of: current, into: newItem)
            cmark_node_append_child(newList, newItem)
        }
    }

    // MARK: Footnotes

    /// kramdown's footnotes: references and notes are named by label (`fn:label`), numbered in
    /// order of first reference, repeats of a reference get `fnref:label:1`…, and each note
    /// ends with one back link per reference, after a no-break space.
    private mutating func rewriteFootnotes(
        references: [OpaquePointer], definitions: [OpaquePointer], in document: OpaquePointer
    ) {
        // cmark-gfm has dropped unreferenced notes, sorted the rest by first reference and
        // replaced each reference's literal with its note's number; a note's label is not in
        // the tree, so it is read from the source in front of the note's text.
        let labels = definitions.map(footnoteLabel(of:))
        var referenceCounts = [Int](repeating: 0, count: labels.count)
        for reference in references {
            guard let number = Int(String(decoding: literal(of: reference), as: UTF8.self)),
                labels.indices.contains(number - 1)
            else { continue }
            let label = labels[number - 1]
            let repeatIndex = referenceCounts[number - 1]
            referenceCounts[number - 1] += 1
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: #"<sup id="fnref:"#.utf8)
            CodeBlockHTML.appendEscaped(label, to: &buffer, quotes: true)
            if repeatIndex > 0 { buffer.append(contentsOf: ":\(repeatIndex)".utf8) }
            buffer.append(contentsOf: ##"" role="doc-noteref"><a href="#fn:"##.utf8)
            CodeBlockHTML.appendEscaped(label, to: &buffer, quotes: true)
            buffer.append(contentsOf: #"" class="footnote" rel="footnote">"#.utf8)
            buffer.append(contentsOf: "\(number)</a></sup>".utf8)
            replace(reference, with: htmlNode(CMARK_NODE_HTML_INLINE, &buffer))
        }

        var open = Array("<div class=\"footnotes\" role=\"doc-endnotes\">\n<ol>".utf8)
        let container = customNode(CMARK_NODE_CUSTOM_BLOCK, enter: &open, exit: "</ol>\n</div>")
        for (index, definition) in definitions.enumerated() {
            let label = labels[index]
            buffer.removeAll(keepingCapacity: true)
            for repeatIndex in 0..<max(referenceCounts[index], 1) {
                buffer.append(contentsOf: "\u{A0}<a href=\"#fnref:".utf8)
                CodeBlockHTML.appendEscaped(label, to: &buffer, quotes: true)
                if repeatIndex > 0 { buffer.append(contentsOf: ":\(repeatIndex)".utf8) }
                buffer.append(contentsOf: #"" class="reversefootnote" role="doc-backlink">&#8617;"#.utf8)
                if repeatIndex > 0 { buffer.append(contentsOf: "<sup>\(repeatIndex + 1)</sup>".utf8) }
                buffer.append(contentsOf: "</a>".utf8)
            }
            let backlinks = htmlNode(CMARK_NODE_HTML_INLINE, &buffer)
            if let last = cmark_node_last_child(definition), cmark_node_get_type(last) == CMARK_NODE_PARAGRAPH {
                cmark_node_append_child(last, backlinks)
            } else {
                let paragraph = cmark_node_new_with_mem(CMARK_NODE_PARAGRAPH, memory)
                cmark_node_append_child(paragraph, backlinks)
                cmark_node_append_child(definition, paragraph)
            }

            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: #"<li id="fn:"#.utf8)
            CodeBlockHTML.appendEscaped(label, to: &buffer, quotes: true)
            buffer.append(contentsOf: #"" role="doc-endnote">"#.utf8)
            let item = customNode(CMARK_NODE_CUSTOM_BLOCK, enter: &buffer, exit: "</li>")
            moveChildren(of: definition, into: item)
            cmark_node_append_child(container, item)
            detach(definition)
        }
        cmark_node_append_child(document, container)
    }

    /// The label of a footnote definition: the `[^label]:` nearest before where the note's
    /// text starts (on its line, or an earlier one when the text starts on the next line).
    private func footnoteLabel(of definition: OpaquePointer) -> ArraySlice<UInt8> {
        let line = Int(cmark_node_get_start_line(definition))
        let column = Int(cmark_node_get_start_column(definition))
        var offset = 0
        var currentLine = 1
        while currentLine < line, offset < source.count {
            if source[offset] == UInt8(ascii: "\n") { currentLine += 1 }
            offset += 1
        }
        var end = min(offset + max(column - 1, 0), source.count)
        // Back to the `]:` that closes the label, then to its `[^`.
        while end > 1, !(source[end - 2] == UInt8(ascii: "]") && source[end - 1] == UInt8(ascii: ":")) {
            end -= 1
        }
        guard end > 1 else { return [] }
        let close = end - 2
        var start = close
        while start > 1, !(source[start - 2] == UInt8(ascii: "[") && source[start - 1] == UInt8(ascii: "^")) {
            start -= 1
        }
        return start > 1 ? ArraySlice(source[start..<close]) : []
    }

    // MARK: Tree helpers

    /// A custom node whose enter text is `enter` (NUL-terminated in place) and exit text `exit`.
    private func customNode(_ type: cmark_node_type, enter: inout [UInt8], exit: String) -> OpaquePointer {
        let node = cmark_node_new_with_mem(type, memory)!
        enter.append(0)
        enter.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { _ = cmark_node_set_on_enter(node, $0.baseAddress) }
        }
        enter.removeLast()
        if !exit.isEmpty { cmark_node_set_on_exit(node, exit) }
        return node
    }

    private func moveChildren(of source: OpaquePointer, into destination: OpaquePointer) {
        while let child = cmark_node_first_child(source) {
            cmark_node_unlink(child)
            cmark_node_append_child(destination, child)
        }
    }

    /// Raw HTML carrying finished markup (`html`, NUL-terminated in place). Raw HTML rather than
    /// a custom node wherever no children are needed, because it may go anywhere its original
    /// could: GFM table cells, for one, refuse custom nodes.
    private func htmlNode(_ type: cmark_node_type, _ html: inout [UInt8]) -> OpaquePointer {
        let node = cmark_node_new_with_mem(type, memory)!
        html.append(0)
        html.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { _ = cmark_node_set_literal(node, $0.baseAddress) }
        }
        html.removeLast()
        return node
    }

    /// Puts `new` where `old` is; `old` is freed after rendering. Should the parent refuse
    /// `new`, `old` stays, so content is never lost.
    @discardableResult
    private func replace(_ old: OpaquePointer, with new: OpaquePointer) -> Bool {
        guard cmark_node_insert_before(old, new) != 0 else { return false }
        detach(old)
        return true
    }

    private func detach(_ node: OpaquePointer) {
        cmark_node_unlink(node)
    }

    /// A node's literal (text, code, a footnote's label) as bytes, without copying.
    private func literal(of node: OpaquePointer) -> UnsafeBufferPointer<UInt8> {
        guard let pointer = cmark_node_get_literal(node) else { return UnsafeBufferPointer(start: nil, count: 0) }
        let raw = UnsafeRawPointer(pointer)
        return UnsafeBufferPointer(start: raw.assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
    }
}

/// What tests may ask of CmarkSupport's arena and gate.
enum CmarkArena {
    /// Bytes held by the calling thread's arena.
    static var threadCapacity: Int { Int(sitegen_cmark_arena_capacity()) }
    /// Whether documents' inline parsing may overlap in this process.
    static var finishesConcurrently: Bool { sitegen_cmark_finishes_concurrently() != 0 }
}
