import Highlight
import TextSupport

/// Jekyll's markup around code: kramdown's with Rouge for Markdown code blocks and spans, and
/// the `{% highlight %}` tag's, around Rouge's token spans from `Highlight`.
public enum CodeBlockHTML {
    /// The HTML kramdown writes for a fenced or indented code block when Rouge is the highlighter.
    ///
    /// A block without a language is Rouge's `plaintext`; a language Rouge has no lexer for
    /// (names are case-sensitive, so `Swift` is unknown) gets kramdown's fallback,
    /// `<pre><code class="language-Swift">`.
    /// - Parameters:
    ///   - code: the block's text, including its final newline.
    ///   - language: the first word of the fence's info string, if any.
    ///   - lineNumbers: Rouge's `rouge-table` with a line-number gutter (kramdown's
    ///     `syntax_highlighter_opts: { block: { line_numbers: true } }`).
    public static func rouge(code: String, language: String?, lineNumbers: Bool = false) -> String {
        var html: [UInt8] = []
        html.reserveCapacity(code.utf8.count + 128)
        appendRouge(code: code.utf8, language: language, lineNumbers: lineNumbers, to: &html)
        return String(decoding: html, as: UTF8.self)
    }

    /// The HTML kramdown writes for an inline code span when Rouge is the highlighter.
    public static func rougeSpan(code: String) -> String {
        var html: [UInt8] = []
        html.reserveCapacity(code.utf8.count + 56)
        appendRougeSpan(code: code.utf8, to: &html)
        return String(decoding: html, as: UTF8.self)
    }

    /// The HTML Jekyll's `{% highlight lang %}…{% endhighlight %}` tag writes (without
    /// `linenos`): `<figure class="highlight"><pre><code class="language-ruby" data-lang="ruby">`.
    ///
    /// Like Jekyll, this lower-cases the language and drops the newlines that start and end
    /// the tag's body, so the tag passes both through as written.
    public static func highlightTag(code: String, language: String, lineNumbers: Bool = false, colours: Bool = true) -> String {
        let body = highlightTagBody(code)
        let lang = language.lowercased()
        var html: [UInt8] = []
        html.reserveCapacity(body.utf8.count * 2 + 2 * lang.utf8.count + 96)
        html.append(contentsOf: #"<figure class="highlight"><pre><code class="language-"#.utf8)
        // Jekyll writes the name with `+` as `-` in the class only (`c++` → `language-c--`).
        appendEscaped(String(lang.map { $0 == "+" ? "-" : $0 }).utf8, to: &html, quotes: true)
        html.append(contentsOf: #"" data-lang=""#.utf8)
        appendEscaped(lang.utf8, to: &html, quotes: true)
        html.append(contentsOf: #"">"#.utf8)
        // Jekyll's tag falls back to Rouge's plain-text lexer for a name it does not know.
        if !colours {
            appendEscaped(body.utf8, to: &html, quotes: false)
        } else if lineNumbers {
            Highlighter.appendTableHTML(body.utf8, language: lang, to: &html)
        } else {
            Highlighter.appendHTML(body.utf8, language: lang, to: &html)
        }
        html.append(contentsOf: "</code></pre></figure>".utf8)
        return String(decoding: html, as: UTF8.self)
    }

    /// A fence's language as kramdown names it in the class: Rouge's `?options` dropped
    /// (`ruby?start_inline=1` → `ruby`); a word that starts with `?` stays whole.
    public static func withoutOptions(_ language: String) -> String {
        guard let q = language.utf8.firstIndex(of: UInt8(ascii: "?")), q != language.utf8.startIndex else { return language }
        return String(language[..<q])
    }

    /// The code the `highlight` tag colours: its body without the line breaks that start and end
    /// it (Jekyll: `super.to_s.gsub(/\A(\n|\r)+|(\n|\r)+\z/, "")`).
    public static func highlightTagBody(_ code: String) -> Substring {
        var body = Substring(code)
        while let first = body.utf8.first, first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r") {
            body = body.dropFirst()
        }
        while let last = body.utf8.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
            body = body.dropLast()
        }
        return body
    }

    /// Whether Rouge 3.30 has a lexer with this tag or alias (Rouge's lookup is case-sensitive;
    /// options after `?`, as in `ruby?start_inline=1`, are ignored).
    public static func isRougeLanguage(_ language: String) -> Bool {
        Highlighter.isRougeLanguage(language)
    }

    /// The one place a Markdown code block's HTML is made (both Markdown engines call it).
    /// - Parameter attributes: further attributes from a kramdown IAL, written on the outer element.
    @inlinable public static func appendRouge<Code: Collection<UInt8>>(
        code: Code, language: String?, lineNumbers: Bool = false, attributes: [(name: String, value: String)] = [],
        indent: Int = 0, to html: inout [UInt8]
    ) {
        let language = language.flatMap { $0.isEmpty ? nil : $0 }
        if let language, !isRougeLanguage(language) {
            html.append(contentsOf: "<pre".utf8)
            appendAttributes(attributes, to: &html)
            html.append(contentsOf: #"><code class="language-"#.utf8)
            appendEscaped(withoutOptions(language).utf8, to: &html, quotes: true)
            html.append(contentsOf: #"">"#.utf8)
            appendEscaped(code, to: &html, quotes: false)
            html.append(contentsOf: "</code></pre>".utf8)
            return
        }
        // kramdown puts an IAL's classes between the language and the highlighter's class, the
        // class attribute where the IAL had it, or last when it had none (a Ruby hash's order)
        func appendClass() {
            html.append(contentsOf: #" class="language-"#.utf8)
            appendEscaped(withoutOptions(language ?? "plaintext").utf8, to: &html, quotes: true)
            if let extra = attributes.first(where: { $0.name == "class" })?.value, !extra.isEmpty {
                html.append(0x20)
                appendEscaped(extra.utf8, to: &html, quotes: true)
            }
            html.append(contentsOf: #" highlighter-rouge""#.utf8)
        }
        html.append(contentsOf: "<div".utf8)
        var classWritten = false
        for attribute in attributes {
            if attribute.name == "class" {
                if !classWritten { appendClass() }
                classWritten = true
            } else {
                appendAttributes([attribute], to: &html)
            }
        }
        if !classWritten { appendClass() }
        html.append(contentsOf: #"><div class="highlight"><pre class="highlight"><code>"#.utf8)
        if lineNumbers {
            Highlighter.appendTableHTML(code, language: language ?? "plaintext", gutterClass: "rouge-gutter", codeClass: "rouge-code", to: &html)
        } else {
            Highlighter.appendHTML(code, language: language ?? "plaintext", to: &html)
        }
        // kramdown indents the closing tag of the outer `div` as the opening one
        html.append(contentsOf: "</code></pre></div>".utf8)
        if indent > 0 { html.append(contentsOf: repeatElement(0x20, count: indent)) }
        html.append(contentsOf: "</div>".utf8)
    }

    @inlinable public static func appendAttributes(_ attributes: [(name: String, value: String)], to html: inout [UInt8]) {
        for (name, value) in attributes {
            html.append(0x20)
            html.append(contentsOf: name.utf8)
            html.append(contentsOf: "=\"".utf8)
            appendEscaped(value.utf8, to: &html, quotes: true)
            html.append(0x22)
        }
    }

    @inlinable public static func appendRougeSpan<Code: Collection<UInt8>>(code: Code, to html: inout [UInt8]) {
        html.append(contentsOf: #"<code class="language-plaintext highlighter-rouge">"#.utf8)
        appendEscaped(code, to: &html, quotes: false)
        html.append(contentsOf: "</code>".utf8)
    }

    /// Escapes `&`, `<`, `>` (and `"` when `quotes`), byte by byte. Rouge leaves quotes in
    /// code as they are, unlike cmark, which writes `&quot;`.
    @inlinable public static func appendEscaped<Bytes: Collection<UInt8>>(_ bytes: Bytes, to html: inout [UInt8], quotes: Bool) {
        HTMLEscaping.append(bytes, quotes ? .textAndQuotes : .text, to: &html)
    }
}
