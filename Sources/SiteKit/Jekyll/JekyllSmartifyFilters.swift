import Foundation
import Markdown
import TextSupport

/// Jekyll's `smartify`: kramdown's SmartyPants parser followed by its HTML converter with
/// Jekyll's defaults (smart quotes and entities written as characters). Quotes follow
/// kramdown's rule list (itself RubyPants'), tried in order at each quote; `--`, `---`,
/// `...`, `<<` and `>>` become typographic characters; HTML tags and block-level HTML pass
/// through untouched; other `&`, `<` and `>` are escaped.
enum SmartyPants {
    private struct Rule {
        let regex: Regex<AnyRegexOutput>
        /// Group numbers to copy as text, or the quote to emit.
        let output: [Piece]
    }
    private enum Piece {
        case group(Int)
        case left(group: Int)
        case right(group: Int)
        case text(String)
    }

    private struct Rules: @unchecked Sendable {
        let all: [Rule]
        init() {
            func rule(_ pattern: String, _ output: [Piece]) -> Rule {
                let regex = try! Regex(pattern)
                    .asciiOnlyWordCharacters().asciiOnlyWhitespace().anchorsMatchLineEndings().wordBoundaryKind(.simple)
                return Rule(regex: regex, output: output)
            }
            let punct = ##"[!"#$%'()*+,\-./:;<=>?@\[\\\]^_`{|}~]"##
            all = [
                rule(#"^("|')(?=[_*]{1,2}\S)"#, [.left(group: 1)]),
                rule(#"^("|')(?="# + punct + #"(?!\.\.)\B)"#, [.right(group: 1)]),
                rule(#"^(\s?)"'(?=\w)"#, [.group(1), .text("“"), .text("‘")]),
                rule(#"^(\s?)'"(?=\w)"#, [.group(1), .text("‘"), .text("“")]),
                rule(#"^(\s?)'(?=\d\ds)"#, [.group(1), .text("’")]),
                rule(#"^(\s)('|")(?=\w)"#, [.group(1), .left(group: 2)]),
                rule(#"^([^ \\\t\r\n\[{(\-])('|")"#, [.group(1), .right(group: 2)]),
                rule(#"^("|')(?=\s|s\b|$)"#, [.right(group: 1)]),
                rule(#"(?s)^(.?)'"#, [.group(1), .text("‘")]),
                rule(#"(?s)^(.?)""#, [.group(1), .text("“")]),
            ]
        }
    }
    private static let rules = Rules()

    private static let symbols: [(String, String)] = [
        ("---", "—"), ("--", "–"), ("...", "…"), ("\\<<", "&lt;&lt;"), ("\\>>", "&gt;&gt;"),
        ("<< ", "«\u{A0}"), (" >>", "\u{A0}»"), ("<<", "«"), (">>", "»"),
    ]
    private static let blockElements: Set<String> = [
        "address", "article", "aside", "blockquote", "body", "dd", "details", "div", "dl", "dt", "fieldset",
        "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "html",
        "iframe", "li", "main", "nav", "noscript", "ol", "p", "pre", "script", "section", "style", "table",
        "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "video",
    ]

    static func convert(_ text: String) -> String {
        let s = text
        var out = ""
        out.reserveCapacity(s.utf8.count + 16)
        var i = s.startIndex
        var atLineStart = true
        while i < s.endIndex {
            if atLineStart, let end = blockHTMLEnd(s, from: i) {
                out += s[i..<end]
                i = end
                continue
            }
            let c = s[i]
            atLineStart = c == "\n"
            let next = s.index(after: i)
            let isQuote = { (ch: Character) in ch == "\"" || ch == "'" }
            if isQuote(c) || (c != "\\" && next < s.endIndex && isQuote(s[next])) {
                i = applyQuoteRules(s, at: i, into: &out)
                continue
            }
            if c == "&", let end = entityEnd(s, from: i) {
                let name = s[s.index(after: i)..<s.index(before: end)]
                out += entity(String(name))
                i = end
                continue
            }
            if let (symbol, replacement) = symbols.first(where: { s[i...].hasPrefix($0.0) }) {
                out += replacement
                i = s.index(i, offsetBy: symbol.count)
                continue
            }
            if c == "<", let end = tagEnd(s, from: i) {
                out += s[i..<end]
                i = end
                continue
            }
            if c == "&" || c == "<" || c == ">" { out += HTMLEscaping.text(String(c)) } else { out.append(c) }
            i = next
        }
        if out.hasSuffix("\n") { out.removeLast() }
        return out
    }

    private static func applyQuoteRules(_ s: String, at i: String.Index, into out: inout String) -> String.Index {
        let rest = s[i...]
        for rule in rules.all {
            guard let match = try? rule.regex.prefixMatch(in: rest) else { continue }
            for piece in rule.output {
                switch piece {
                case .group(let n): out += match.output[n].substring ?? ""
                case .text(let t): out += t
                case .left(let n): out += match.output[n].substring == "\"" ? "“" : "‘"
                case .right(let n): out += match.output[n].substring == "\"" ? "”" : "’"
                }
            }
            return match.range.upperBound
        }
        // The last rules match any quote, so this is not reached; keep the character as text.
        out.append(s[i])
        return s.index(after: i)
    }

    /// kramdown's HTML converter with `entity_output: as_char`: a reference is written as its
    /// character, except `<`, `>` and `&`, which keep the form they were written in (`&#60;`
    /// stays); `"` is written as `"`. A name kramdown does not know is text, its `&` escaped.
    private static func entity(_ name: String) -> String {
        let scalar: Unicode.Scalar?
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let code = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            scalar = code.flatMap(Unicode.Scalar.init)
            guard scalar != nil else { return "&\(name);" }
        } else {
            scalar = MarkdownRenderer.kramdownEntity(named: name)
        }
        guard let scalar else { return "&amp;\(name);" }
        switch scalar {
        case "<", ">", "&": return "&\(name);"
        default: return String(scalar)
        }
    }

    /// The end of `&name;`, `&#123;` or `&#x1F;` starting at `i`.
    private static func entityEnd(_ s: String, from i: String.Index) -> String.Index? {
        var j = s.index(after: i)
        var length = 0
        while j < s.endIndex, let a = s[j].asciiValue, (a >= 0x30 && a <= 0x39) || ((a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A) || (a == 0x23 && length == 0) {
            j = s.index(after: j)
            length += 1
        }
        guard length > 0, j < s.endIndex, s[j] == ";" else { return nil }
        return s.index(after: j)
    }

    /// The end of an inline tag or comment (`<b>`, `</a>`, `<!-- … -->`) starting at `i`.
    private static func tagEnd(_ s: String, from i: String.Index) -> String.Index? {
        let rest = s[i...]
        if rest.hasPrefix("<!--") {
            guard let close = rest.range(of: "-->") else { return nil }
            return close.upperBound
        }
        var j = s.index(after: i)
        if j < s.endIndex, s[j] == "/" { j = s.index(after: j) }
        guard j < s.endIndex, s[j].isASCII, s[j].isLetter else { return nil }
        guard let close = s[j...].firstIndex(of: ">") else { return nil }
        return s.index(after: close)
    }

    /// At a line start, the end of a block-level HTML element (through the rest of the line
    /// holding its closing tag), which kramdown passes through unparsed.
    private static func blockHTMLEnd(_ s: String, from i: String.Index) -> String.Index? {
        var j = i
        var spaces = 0
        while j < s.endIndex, s[j] == " ", spaces < 3 {
            j = s.index(after: j)
            spaces += 1
        }
        guard j < s.endIndex, s[j] == "<" else { return nil }
        let nameStart = s.index(after: j)
        var nameEnd = nameStart
        while nameEnd < s.endIndex, s[nameEnd].isASCII, s[nameEnd].isLetter || s[nameEnd].isNumber { nameEnd = s.index(after: nameEnd) }
        let name = s[nameStart..<nameEnd].lowercased()
        guard blockElements.contains(name) else { return nil }
        var end = s.endIndex
        if let close = s[nameEnd...].range(of: "</\(name)>", options: .caseInsensitive) {
            end = close.upperBound
        } else if let tagClose = s[nameEnd...].firstIndex(of: ">"), name == "hr" {
            end = s.index(after: tagClose)
        }
        return s[end...].firstIndex(of: "\n").map { s.index(after: $0) } ?? s.endIndex
    }
}
