import MarkdownCore
/// Block-level HTML as kramdown reads it: an element and everything up to its closing tag,
/// across blank lines, is one block. Its body is kept as HTML (kramdown's "raw" content
/// model) unless `markdown="1"`, `"block"` or `"span"` (or `parse_block_html`) asks for
/// Markdown inside.
extension KramdownBlockParser {
    static let markdownAttribute = "markdown"

    /// Open HTML elements kept as HTML, at most: deeper tags are copied as written (the tree,
    /// its writer and its release all recurse, and ten thousand levels would overflow the stack).
    static let maximumHTMLNesting = 64

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
    ///
    /// Nested elements kept as HTML are tracked on an explicit stack, not by recursion, so ten
    /// thousand unclosed `<div>`s cost no stack depth.
    mutating func readRawHTML(into element: KramdownElement) {
        var open: [KramdownElement] = [element]
        var textStart = pos
        func flushText(_ parser: KramdownBlockParser, upTo end: Int, into current: KramdownElement) {
            if end > textStart {
                current.children.append(KramdownElement(.text, Array(parser.src[textStart..<end]), isBlock: false))
            }
        }
        /// `?>` after `start`, remembering a failed search (each later `<?` fails too).
        func instructionEnd(from start: Int) -> Int? {
            let end = HTMLScanner.instructionEnd(src, from: start)
            document.steps += (end ?? src.count) - start
            if end == nil { noInstructionEndFrom = start }
            return end
        }
        while pos < src.count {
            guard src[pos] == UInt8(ascii: "<") else {
                pos += 1
                continue
            }
            let current = open[open.count - 1]
            let next = byte(pos + 1)
            if next == UInt8(ascii: "!"), byte(pos + 2) == UInt8(ascii: "-"), byte(pos + 3) == UInt8(ascii: "-") {
                if (noCommentEndFrom.map { pos < $0 } ?? true), let end = HTMLScanner.commentEnd(src, from: pos) {
                    flushText(self, upTo: pos, into: current)
                    let comment = KramdownElement(.html, Array(src[pos..<end]))
                    comment.name = "!--"
                    current.children.append(comment)
                    pos = end
                    textStart = pos
                    continue
                }
                noCommentEndFrom = min(noCommentEndFrom ?? pos, pos)
            } else if next == UInt8(ascii: "?"), noInstructionEndFrom.map({ pos < $0 }) ?? true,
                      let end = instructionEnd(from: pos) {
                flushText(self, upTo: pos, into: current)
                let pi = KramdownElement(.html, Array(src[pos..<end]))
                pi.name = "!--"
                current.children.append(pi)
                pos = end
                textStart = pos
                continue
            } else if let tag = HTMLScanner.startTag(src, at: pos, memo: &tagMemo) {
                flushText(self, upTo: pos, into: current)
                if open.count >= Self.maximumHTMLNesting {
                    // past the limit a tag is kept as written, without nesting the tree deeper
                    current.children.append(KramdownElement(.rawHTML, Array(src[pos..<tag.end]), isBlock: false))
                    pos = tag.end
                    textStart = pos
                    continue
                }
                pos = tag.end
                let child = htmlElement(for: tag)
                current.children.append(child)
                textStart = pos
                if let value = child.attribute(Self.markdownAttribute), ["1", "span", "block"].contains(value) {
                    // Markdown inside: read by the block or span parser
                    readHTMLBody(of: child, tag: tag, parentIsRaw: true)
                    textStart = pos
                    continue
                }
                _ = child.removeAttribute(Self.markdownAttribute)  // `"0"`: kept as HTML, attribute dropped
                child.contentModel = .raw
                if tag.name == Array("script".utf8) || tag.name == Array("style".utf8) {
                    readRawText(of: child)
                    textStart = pos
                    continue
                }
                if !child.isClosed { open.append(child) }
                continue
            } else if let close = HTMLScanner.closeTag(src, at: pos) {
                if close.name == current.value {
                    flushText(self, upTo: pos, into: current)
                    pos = close.end
                    textStart = pos
                    open.removeLast()
                    if open.isEmpty { return }
                    continue
                }
                // a closing tag of another element is text, as in kramdown
                pos = close.end
                continue
            }
            pos += 1
        }
        flushText(self, upTo: pos, into: open[open.count - 1])
    }
}
