/// Block-level HTML as kramdown reads it: an element and everything up to its closing tag,
/// across blank lines, is one block. Its body is kept as HTML (kramdown's "raw" content
/// model) unless `markdown="1"`, `"block"` or `"span"` (or `parse_block_html`) asks for
/// Markdown inside.
extension KramdownBlockParser {
    static let markdownAttribute = "markdown"

    func htmlElement(for tag: HTMLScanner.StartTag) -> KramdownElement {
        let element = KramdownElement(.html, tag.name)
        element.attributes = tag.attributes
        element.isClosed = tag.selfClosing || HTMLVocabulary.voidElements.contains(tag.name)
        return element
    }

    /// Chooses the content model and reads the element's body from `pos`.
    mutating func readHTMLBody(of element: KramdownElement, tag: HTMLScanner.StartTag, parentIsRaw: Bool) {
        var model: KramdownElement.ContentModel =
            parentIsRaw ? .raw : (document.options.parseBlockHTML ? HTMLVocabulary.contentModel(tag.name) : .raw)
        if let value = element.removeAttribute(Self.markdownAttribute) {
            switch value {
            case "0": model = .raw
            case "1": model = HTMLVocabulary.contentModel(tag.name)
            case "span": model = .span
            case "block": model = .block
            default: element.attributes.append((Self.markdownAttribute, value))
            }
        }
        // Past the nesting limit, Markdown inside HTML is left as HTML.
        if model == .block && !canNest { model = .raw }
        element.contentModel = model
        if tag.name == Array("script".utf8) || tag.name == Array("style".utf8) {
            readRawText(of: element)
            return
        }
        if model == .block { skipTrailingWhitespace() }
        if element.isClosed { return }
        switch model {
        case .block:
            document.depth += 1
            parseBlocks(into: element, closingTag: HTMLVocabulary.lowercased(tag.name))
            document.depth -= 1
            if let close = HTMLScanner.closeTag(src, at: pos + spaces(pos)) {
                pos = close.end
            }
        case .span:
            if let close = HTMLScanner.findClose(src, name: tag.name, from: pos) {
                element.children.append(KramdownElement(.rawText, Array(src[pos..<close.start]), isBlock: false))
                pos = close.end
            } else {
                element.children.append(KramdownElement(.rawText, Array(src[pos...]), isBlock: false))
                pos = src.count
            }
        case .raw:
            readRawHTML(into: element)
        }
        if !parentIsRaw { skipTrailingWhitespace() }
    }

    /// `<script>` and `<style>`: everything up to the closing tag, as written.
    mutating func readRawText(of element: KramdownElement) {
        if let close = HTMLScanner.findClose(src, name: element.value, from: pos) {
            element.children.append(KramdownElement(.rawHTML, Array(src[pos..<close.start]), isBlock: false))
            pos = close.end
        } else {
            element.children.append(KramdownElement(.rawHTML, Array(src[pos...]), isBlock: false))
            pos = src.count
        }
    }

    /// The body of an element kept as HTML: text, comments and nested elements up to the
    /// element's own closing tag (stray closing tags are text; a missing one closes at the end).
    mutating func readRawHTML(into element: KramdownElement) {
        var textStart = pos
        func flushText(_ parser: KramdownBlockParser, upTo end: Int) {
            if end > textStart {
                element.children.append(KramdownElement(.text, Array(parser.src[textStart..<end]), isBlock: false))
            }
        }
        while pos < src.count {
            guard src[pos] == UInt8(ascii: "<") else {
                pos += 1
                continue
            }
            let next = byte(pos + 1)
            if next == UInt8(ascii: "!"), byte(pos + 2) == UInt8(ascii: "-"), byte(pos + 3) == UInt8(ascii: "-") {
                if let end = HTMLScanner.commentEnd(src, from: pos) {
                    flushText(self, upTo: pos)
                    let comment = KramdownElement(.html, Array(src[pos..<end]))
                    comment.name = "!--"
                    element.children.append(comment)
                    pos = end
                    textStart = pos
                    continue
                }
            } else if next == UInt8(ascii: "?"), let end = HTMLScanner.instructionEnd(src, from: pos) {
                flushText(self, upTo: pos)
                let pi = KramdownElement(.html, Array(src[pos..<end]))
                pi.name = "!--"
                element.children.append(pi)
                pos = end
                textStart = pos
                continue
            } else if let tag = HTMLScanner.startTag(src, at: pos) {
                flushText(self, upTo: pos)
                pos = tag.end
                let child = htmlElement(for: tag)
                element.children.append(child)
                readHTMLBody(of: child, tag: tag, parentIsRaw: element.contentModel == .raw)
                textStart = pos
                continue
            } else if let close = HTMLScanner.closeTag(src, at: pos) {
                if close.name == element.value {
                    flushText(self, upTo: pos)
                    pos = close.end
                    return
                }
                pos = close.end
                continue
            }
            pos += 1
        }
        flushText(self, upTo: pos)
    }
}
