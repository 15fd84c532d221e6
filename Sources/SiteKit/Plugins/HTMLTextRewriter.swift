import Foundation

/// Rewrites the character data of an HTML document the way html-pipeline's text filters see
/// it (jemoji's EmojiFilter, jekyll-mentions' MentionFilter): each run of text between two
/// pieces of markup is one text node; tags, attributes, comments and declarations are never
/// touched, nor text inside the elements a filter skips (`pre`, `code`, …).
///
/// One pass over the bytes, no tree: element nesting is followed by a count per skipped
/// element name, which is what "has an ancestor named X" needs.
struct HTMLTextRewriter {
    /// Lower-case names of the elements whose text stays as it is.
    let skippedElements: Set<String>

    /// `html` with each text run outside skipped elements replaced by `rewrite`'s answer
    /// (nil leaves the run as it is).
    func rewrite(_ html: String, _ rewrite: (Substring) -> String?) -> String {
        let bytes = Array(html.utf8)
        var out = ""
        out.reserveCapacity(bytes.count + 256)
        var openSkipped: [String: Int] = [:]
        var skippedDepth = 0
        /// The elements open, innermost last, as far as closing paragraphs needs them.
        var openElements: [String] = []
        var i = 0
        var textStart = 0
        func flushText(upTo end: Int) {
            guard end > textStart else { return }
            let run = Substring(decoding: bytes[textStart..<end], as: UTF8.self)
            if skippedDepth == 0, let replaced = rewrite(run) { out += replaced } else { out += run }
        }
        func copy(_ range: Range<Int>) { out += Substring(decoding: bytes[range], as: UTF8.self) }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<"), i + 1 < bytes.count else { i += 1; continue }
            let next = bytes[i + 1]
            let isEnd = next == UInt8(ascii: "/")
            let nameStart = isEnd ? i + 2 : i + 1
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                flushText(upTo: i)
                let end = Self.markupEnd(bytes, from: i)
                copy(i..<end)
                i = end
                textStart = i
                continue
            }
            // `a < b` and `<3` are text, as an HTML parser reads them.
            guard nameStart < bytes.count, Self.isASCIILetter(bytes[nameStart]) else { i += 1; continue }
            flushText(upTo: i)
            var nameEnd = nameStart
            while nameEnd < bytes.count, !Self.endsName(bytes[nameEnd]) { nameEnd += 1 }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
            let tagEnd = Self.tagEnd(bytes, from: nameEnd)
            let selfClosing = tagEnd >= 2 && bytes[tagEnd - 2] == UInt8(ascii: "/")
            // libxml2's HTML parser, which html-pipeline reads the fragment with, closes an open
            // `<p>` when a block starts right inside it (`<p>text<ul>` is `<p>text</p><ul>`),
            // and drops a `</p>` with no `<p>` open.
            if isEnd {
                if name == "p", !openElements.contains("p") {
                    i = tagEnd
                    textStart = i
                    continue
                }
                if let k = openElements.lastIndex(of: name) {
                    for inner in openElements[(k + 1)...].reversed() where inner == "p" { out += "</p>" }
                    openElements.removeSubrange(k...)
                }
            } else {
                if Self.closesParagraph.contains(name), openElements.last == "p" {
                    openElements.removeLast()
                    // libxml2's serializer puts a line break between a block's end tag and an
                    // element right after it, unless the parent's name starts with `p`.
                    out += openElements.last?.hasPrefix("p") == true ? "</p>" : "</p>\n"
                }
                if !selfClosing, !Self.voidElements.contains(name) { openElements.append(name) }
            }
            copy(i..<tagEnd)
            i = tagEnd
            if isEnd {
                if let open = openSkipped[name], open > 0 {
                    openSkipped[name] = open - 1
                    skippedDepth -= 1
                }
            } else if name == "script" || name == "style" {
                // Raw text up to the closing tag: a script's or stylesheet's source, which a
                // text filter must not turn into markup.
                let close = Self.rawTextEnd(bytes, from: i, name: Array(name.utf8))
                copy(i..<close)
                i = close
            } else if skippedElements.contains(name), !selfClosing {
                openSkipped[name, default: 0] += 1
                skippedDepth += 1
            }
            textStart = i
        }
        flushText(upTo: bytes.count)
        return out
    }

    /// The start tags that close a `<p>` open right around them in libxml2 2.9's HTML parser
    /// (checked with Nokogiri: HTML5's `section`, `article`, `figure` … do not).
    static let closesParagraph: Set<String> = [
        "address", "blockquote", "center", "dir", "div", "dl", "fieldset", "form", "h1", "h2", "h3", "h4", "h5", "h6",
        "hr", "li", "listing", "menu", "ol", "p", "pre", "table", "ul", "xmp", "dd", "dt",
    ]
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr",
    ]

    static func isASCIILetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }

    private static func endsName(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ">") || b == UInt8(ascii: "/") || b == UInt8(ascii: " ") || b == UInt8(ascii: "\t")
            || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") || b == 0x0C
    }

    /// Just past the `>` that closes a tag whose name ends at `from`; quoted attribute values may
    /// hold `>`. A quote opens a value only right after `=` (`alt=don't` is unquoted).
    private static func tagEnd(_ bytes: [UInt8], from: Int) -> Int {
        var i = from
        var quote: UInt8?
        var afterEquals = false
        while i < bytes.count {
            let b = bytes[i]
            if let q = quote {
                if b == q { quote = nil }
            } else if afterEquals, b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: ">") {
                return i + 1
            }
            if quote == nil, !(b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")) {
                afterEquals = b == UInt8(ascii: "=")
            }
            i += 1
        }
        return bytes.count
    }

    /// Just past a comment (`<!-- … -->`) or a declaration or processing instruction (`<!DOCTYPE …>`).
    private static func markupEnd(_ bytes: [UInt8], from start: Int) -> Int {
        let dash = UInt8(ascii: "-")
        if start + 3 < bytes.count, bytes[start + 2] == dash, bytes[start + 3] == dash {
            var i = start + 4
            while i + 2 < bytes.count {
                if bytes[i] == dash, bytes[i + 1] == dash, bytes[i + 2] == UInt8(ascii: ">") { return i + 3 }
                i += 1
            }
            return bytes.count
        }
        var i = start
        while i < bytes.count, bytes[i] != UInt8(ascii: ">") { i += 1 }
        return min(i + 1, bytes.count)
    }

    /// Where `</name` (any case) starts at or after `from`, or the end.
    private static func rawTextEnd(_ bytes: [UInt8], from: Int, name: [UInt8]) -> Int {
        var i = from
        while i + 1 + name.count < bytes.count {
            if bytes[i] == UInt8(ascii: "<"), bytes[i + 1] == UInt8(ascii: "/") {
                var matches = true
                for (k, c) in name.enumerated() where bytes[i + 2 + k] | 0x20 != c { matches = false; break }
                if matches { return i }
            }
            i += 1
        }
        return bytes.count
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
