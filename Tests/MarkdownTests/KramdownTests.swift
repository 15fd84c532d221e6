import Testing

@testable import CommonMark
@testable import Kramdown
@testable import Markdown
@testable import MarkdownCore

/// Renders with Jekyll's defaults (kramdown, GFM input) and drops line-break whitespace.
private func html(_ markdown: String, _ change: (inout MarkdownOptions) -> Void = { _ in }) -> String {
    var options = MarkdownOptions.jekyll
    change(&options)
    return collapsingLineBreaks(MarkdownRenderer(options: options).render(markdown))
}

// Expected outputs were checked against Jekyll 4.3 (kramdown 2.4, kramdown-parser-gfm 1.1).
@Suite struct KramdownBlockTests {
    @Test func tldrBoxWithMarkdownAttributeRendersItsMarkdown() {
        let out = html("<div id=\"tldr\" markdown=\"1\">\n**TL;DR:** Short, *really*.\n</div>\n\nThe post...")
        #expect(out == "<div id=\"tldr\"><p><strong>TL;DR:</strong> Short, <em>really</em>.</p></div><p>The post…</p>")
    }

    @Test func tldrBoxOnOneLineReadsAsKramdownDoes() {
        // kramdown reads the text after the tag as a paragraph that runs past `</div>`
        let out = html("<div id=\"tldr\" markdown=\"1\">**TL;DR:** x</div>\n\nAfter.")
        #expect(out == "<div id=\"tldr\"><p><strong>TL;DR:</strong> x&lt;/div&gt;</p><p>After.</p></div>")
    }

    @Test func highlightTagWithBlankLinesStaysOneHTMLBlock() {
        // What `{% highlight %}` leaves for Markdown: a blank and a whitespace-only line inside.
        let figure = "<figure class=\"highlight\"><pre><code class=\"language-ruby\" data-lang=\"ruby\">def a\n\n  *b* = 1\n   \nend</code></pre></figure>"
        let rendered = MarkdownRenderer().render(figure + "\n\nAfter *x*.\n")
        #expect(rendered.hasPrefix(figure))
        #expect(!rendered.contains("<em>b</em>"))
        #expect(collapsingLineBreaks(rendered).hasSuffix("<p>After <em>x</em>.</p>"))
    }

    @Test func htmlBlockStaysOpenAcrossBlankLinesAndKeepsItsText() {
        #expect(html("<div class=\"note\">\n\n*not parsed*\n\n</div>\n\n*parsed*")
            == "<div class=\"note\">*not parsed*</div><p><em>parsed</em></p>")
    }

    @Test func markdownAttributeNestedTenDeepParsesTheInnermostText() {
        let open = String(repeating: "<div markdown=\"1\">\n", count: 10)
        let close = String(repeating: "</div>\n", count: 10)
        let out = html(open + "*deep*\n" + close)
        #expect(out == String(repeating: "<div>", count: 10) + "<p><em>deep</em></p>" + String(repeating: "</div>", count: 10))
    }

    @Test func bareURLsStayText() {
        #expect(html("See https://example.com and <https://example.org>.")
            == "<p>See https://example.com and <a href=\"https://example.org\">https://example.org</a>.</p>")
    }

    @Test func attributeListsApplyToHeadingsParagraphsAndSpans() {
        #expect(html("## Title {#custom}\n\nPara *em*{: .x}\n{: .note #p1}")
            == "<h2 id=\"custom\">Title</h2><p class=\"note\" id=\"p1\">Para <em class=\"x\">em</em></p>")
    }

    @Test func attributeDefinitionsAreUsedByName() {
        #expect(html("{:warn: .warning title=\"Careful\"}\n\nText\n{: warn}") == "<p class=\"warning\" title=\"Careful\">Text</p>")
    }

    @Test func tocListIsReplacedByNestedHeadingLinks() {
        let out = html("* TOC\n{:toc}\n\n## One\n\n### One A\n\n## Two {#second}\n\n## Skipped\n{: .no_toc}")
        #expect(out == """
            <ul id="markdown-toc"><li><a href="#one" id="markdown-toc-one">One</a>    <ul>\
            <li><a href="#one-a" id="markdown-toc-one-a">One A</a></li></ul></li>\
            <li><a href="#second" id="markdown-toc-second">Two</a></li></ul>\
            <h2 id="one">One</h2><h3 id="one-a">One A</h3><h2 id="second">Two</h2><h2 class="no_toc" id="skipped">Skipped</h2>
            """)
    }

    @Test func definitionListsAbbreviationsAndMath() {
        #expect(html("Term\n: Its definition") == "<dl><dt>Term</dt><dd>Its definition</dd></dl>")
        #expect(html("Use HTML here.\n\n*[HTML]: Hyper Text") == "<p>Use <abbr title=\"Hyper Text\">HTML</abbr> here.</p>")
        #expect(html("Inline $$a+b$$.\n\n$$\nx^2\n$$") == "<p>Inline \\(a+b\\).</p>\\[x^2\\]")
    }

    @Test func kramdownExtensionsCommentAndNomarkdown() {
        #expect(html("{::comment}\nhidden\n{:/comment}\n\n{::nomarkdown}\n<b>*raw*</b>\n{:/}")
            == "<!-- hidden --><b>*raw*</b>")
    }

    @Test func typographyIncludesGuillemetsAndKramdownQuotes() {
        #expect(html("<< Oui >> -- \"x\" --- 'tis... <<a>>") == "<p>«\u{A0}Oui\u{A0}» – “x” — ‘tis… «a»</p>")
    }

    @Test func footnotesAreNumberedByFirstReference() {
        let out = html("B[^b] A[^a] B again[^b]\n\n[^a]: Note a.\n[^b]: Note b.")
        #expect(out.contains("<sup id=\"fnref:b\" role=\"doc-noteref\"><a href=\"#fn:b\" class=\"footnote\" rel=\"footnote\">1</a></sup>"))
        #expect(out.contains("<sup id=\"fnref:a\" role=\"doc-noteref\"><a href=\"#fn:a\" class=\"footnote\" rel=\"footnote\">2</a></sup>"))
        #expect(out.contains("<sup id=\"fnref:b:1\" role=\"doc-noteref\">"))
        #expect(out.contains("<li id=\"fn:b\" role=\"doc-endnote\"><p>Note b.\u{A0}<a href=\"#fnref:b\" class=\"reversefootnote\" role=\"doc-backlink\">&#8617;</a>\u{A0}<a href=\"#fnref:b:1\" class=\"reversefootnote\" role=\"doc-backlink\">&#8617;<sup>2</sup></a></p></li>"))
    }

    @Test func tablesWithBodySeparatorsEscapedPipesAndEmptyCells() {
        #expect(html("| a | b |\n|---|--:|\n| `x|y` | \\| |\n|---|\n| | 2 |")
            == "<table><thead><tr><th>a</th><th style=\"text-align: right\">b</th></tr></thead>"
            + "<tbody><tr><td><code class=\"language-plaintext highlighter-rouge\">x|y</code></td><td style=\"text-align: right\">|</td></tr></tbody>"
            + "<tbody><tr><td>\u{A0}</td><td style=\"text-align: right\">2</td></tr></tbody></table>")
    }

    @Test func listsAreTightUnlessABlankLineFollowsTheText() {
        #expect(html("1. a\n2. b\n\n3. c") == "<ol><li>a</li><li><p>b</p></li><li>c</li></ol>")
        #expect(html("- [ ] open\n- [x] done")
            == "<ul class=\"task-list\"><li class=\"task-list-item\"><input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled=\"disabled\" />open</li><li class=\"task-list-item\"><input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled=\"disabled\" checked=\"checked\" />done</li></ul>")
    }

    @Test func codeSpanWithARougeLanguageIsHighlighted() {
        // checked with Jekyll 4.3: a language Rouge does not know is written without its class
        #expect(html("Call `puts 1`{:.language-ruby} and `a < b`{:.language-nosuch} and `c`{: .x}.")
            == #"<p>Call <code class="language-ruby highlighter-rouge"><span class="nb">puts</span> <span class="mi">1</span></code> and <code class="language-nosuch">a &lt; b</code> and <code class="language-plaintext x highlighter-rouge">c</code>.</p>"#)
    }

    @Test func headerIDsFollowTheGFMParser() {
        #expect(html("# Ünïcode Héading\n\n# Ünïcode Héading\n\n## a & b") == "<h1 id=\"ünïcode-héading\">Ünïcode Héading</h1><h1 id=\"ünïcode-héading-1\">Ünïcode Héading</h1><h2 id=\"a--b\">a &amp; b</h2>")
    }
}

@Suite struct KramdownOptionTests {
    @Test func kramdownInputReadsHeadersWithoutSpaceAndNoBacktickFences() {
        #expect(html("#Title") == "<p>#Title</p>")
        #expect(html("#Title") { $0.kramdownInput = .kramdown } == "<h1 id=\"title\">Title</h1>")
    }

    @Test func parseBlockHTMLParsesMarkdownInDivsWithoutTheAttribute() {
        #expect(html("<div>\n*x*\n</div>") { $0.parseBlockHTML = true } == "<div><p><em>x</em></p></div>")
    }

    @Test func tocLevelsFootnoteNumberAndPrefix() {
        let out = html("* x\n{:toc}\n\n# One\n\n## Two\n\nN[^1]\n\n[^1]: n") {
            $0.tocLevels = [2]
            $0.footnoteNumber = 5
            $0.headingIDPrefix = "h-"
        }
        #expect(out.hasPrefix("<ul id=\"markdown-toc\"><li><a href=\"#h-two\" id=\"markdown-toc-h-two\">Two</a></li></ul><h1 id=\"h-one\">One</h1>"))
        #expect(out.contains(">5</a></sup>"))
        #expect(out.contains("<ol start=\"5\">"))
    }

    @Test func hardWrapAndInlineOptions() {
        #expect(html("a\nb") { $0.hardWraps = true } == "<p>a<br />b</p>")
        #expect(html("{::options auto_ids=\"false\" /}\n\n## No id") == "<h2>No id</h2>")
    }

    @Test func defaultLanguageFromSettingsOrInlineOptions() {
        #expect(html("    x = 1") { $0.defaultCodeLanguage = "ruby" }.hasPrefix("<div class=\"language-ruby highlighter-rouge\">"))
        #expect(html("{::options syntax_highlighter_opts=\"{default_lang: ruby\\}\" /}\n\n    x = 1")
            .hasPrefix("<div class=\"language-ruby highlighter-rouge\">"))
    }

    @Test func jekyllSettingsMapOntoOptions() {
        let options = MarkdownOptions.jekyll(
            markdown: "kramdown",
            kramdown: ["input": "kramdown", "toc_levels": "2..3", "footnote_nr": "3", "parse_block_html": "true",
                "smart_quotes": .list(["apos", "apos", "quot", "quot"]), "syntax_highlighter_opts": .nested(["disable": "true"])],
            highlighterDisabled: false)
        #expect(options.kramdownInput == .kramdown)
        #expect(options.tocLevels == [2, 3])
        #expect(options.footnoteNumber == 3)
        #expect(options.parseBlockHTML)
        #expect(!options.smartQuotes)
        #expect(!options.rougeCodeBlocks)
        #expect(MarkdownOptions.jekyll(markdown: "CommonMark", kramdown: [:], highlighterDisabled: false).engine == .commonMark)
    }
}

/// Hostile input: no crash, and the bytes scanned stay within a fixed multiple of the input.
@Suite struct KramdownBadInputTests {
    static let cases: [(String, String)] = [
        ("10,000 nested blockquotes", String(repeating: ">", count: 10_000) + " x\n"),
        ("10,000 nested list items", String(repeating: "- ", count: 10_000) + "x\n"),
        ("quotes growing line by line", (0..<400).map { String(repeating: "> ", count: $0) + "x\n" }.joined()),
        ("20,000 unclosed divs", String(repeating: "<div>\n\nx\n\n", count: 20_000)),
        ("20,000 nested spans", String(repeating: "<span>", count: 20_000) + "x"),
        ("unterminated IALs", String(repeating: "{: .a #b\n", count: 20_000) + String(repeating: "x {: .c ", count: 20_000)),
        ("unclosed comments", String(repeating: "<!--\n\n", count: 20_000)),
        ("unclosed brackets and titles", String(repeating: "[", count: 20_000) + "\n\n" + String(repeating: "[a](b \"c ", count: 10_000)),
        ("unclosed emphasis", String(repeating: "*a ", count: 20_000) + String(repeating: "**a _b ", count: 10_000)),
        ("backtick runs of every length", (0..<20_000).map { String(repeating: "`", count: $0 % 60 + 1) + " " }.joined()),
        ("unclosed fences", (0..<10_000).map { String(repeating: "`", count: 3 + $0 % 40) + "\n" }.joined()),
        ("unclosed extensions", String(repeating: "{::comment}\n", count: 10_000) + String(repeating: "{::nomarkdown} a ", count: 10_000)),
        ("unclosed attribute quotes", String(repeating: "<a x=\"", count: 20_000)),
        // issue 31: a 1 MB line of `<!--` searched for `-->` from each one (800 KB took 74 s)
        ("a megabyte line of unclosed comments", String(repeating: "<!--", count: 250_000)),
        ("unclosed comments in a paragraph", "a " + String(repeating: "x <!-- y ", count: 100_000)),
        ("unclosed processing instructions in HTML", "<div>\n" + String(repeating: "<?", count: 500_000)),
        // the emphasis memo is per HTML element: each unclosed `<b>` starts a context of its own
        ("unclosed spans holding emphasis", String(repeating: "<b>*a ", count: 20_000)),
        ("emphasis around closed spans", String(repeating: "*a <i>x</i> ", count: 20_000)),
        ("quotes and tags in a line", String(repeating: "<'\"x</b>'_ ", count: 20_000)),
        // link texts are read in place as kramdown reads them: a failed one is not read again
        ("unclosed images in a line", String(repeating: "![a ", count: 20_000)),
        ("unclosed images inside a link", "[" + String(repeating: "x ![a ", count: 20_000)),
        ("link texts holding unclosed spans", String(repeating: "[a <span>b](u) ", count: 10_000)),
        ("link texts with no definition", String(repeating: "[a *b* [c] ", count: 10_000)),
        ("brackets closed only at the end", String(repeating: "[a ", count: 20_000) + String(repeating: "]", count: 20_000)),
        ("emphasis around links", String(repeating: "*a [b *c](u) **d ", count: 10_000)),
        ("attribute lists closed by no brace", String(repeating: "{: .a\\} x\n", count: 20_000)),
        ("attribute values with no closing quote", "{: " + String(repeating: "a=\"x ", count: 20_000) + "}\npara\n"),
        ("an attribute value with escaped quotes", "{: k=\"" + String(repeating: "\\\" x", count: 20_000) + "}\npara\n"),
        // a link definition's URL is the shortest that lets a title or the line's end follow
        ("a link definition of quotes after blanks", "[x]: a" + String(repeating: " \"b", count: 200_000) + "\n"),
        ("a link definition of angle brackets", "[x]: <" + String(repeating: "> ", count: 200_000) + "\npara\n"),
        ("a link definition with a megabyte of blanks", "[x]: a" + String(repeating: " ", count: 1_000_000) + "\"b\n"),
    ]

    @Test(arguments: cases.indices)
    func workStaysLinear(_ index: Int) {
        let (name, markdown) = Self.cases[index]
        let (html, steps, _) = KramdownRenderer.renderCounting(markdown, options: .jekyll)
        #expect(!html.isEmpty, "\(name)")
        #expect(steps <= 200 * markdown.utf8.count, "\(name): \(steps) steps for \(markdown.utf8.count) bytes")
    }

    /// `smartify` reads the same input through Jekyll's SmartyPants parser.
    @Test(arguments: cases.indices)
    func smartifyWorkStaysLinear(_ index: Int) {
        let (name, markdown) = Self.cases[index]
        var options = MarkdownOptions.jekyll
        options.kramdownInput = .smartyPants
        let (html, steps, _) = KramdownRenderer.renderCounting(markdown, options: options)
        #expect(!html.isEmpty, "\(name)")
        #expect(steps <= 200 * markdown.utf8.count, "\(name): \(steps) steps for \(markdown.utf8.count) bytes")
    }

    @Test func fiveMegabyteTableIsOneTable() {
        let row = "| cell `a|b` | \\| two | three |\n"
        let markdown = "| h1 | h2 | h3 |\n|---|---|---|\n" + String(repeating: row, count: 5_000_000 / row.utf8.count)
        let (html, steps, _) = KramdownRenderer.renderCounting(markdown, options: .jekyll)
        #expect(html.hasPrefix("<table>"))
        #expect(steps <= 50 * markdown.utf8.count)
    }
}

/// Spans live in a flat tree (`KramdownSpanTree`): text runs joined across escapes, and a tree
/// that grows past its first allocation, must write what kramdown writes.
@Suite struct KramdownSpanTreeTests {
    @Test func textJoinedAcrossAnEscapeKeepsACharacterReference() {
        // kramdown adds the escaped `#` to the text before it, so `&#38;` is one reference
        #expect(html("AT&\\#38;T and x\\*y\\*z") == "<p>AT&#38;T and x*y*z</p>")
    }

    @Test func thousandsOfSpansInOneParagraphAllRender() {
        let piece = "*a* `c` \\* [l](u) "
        let written = "<em>a</em> <code class=\"language-plaintext highlighter-rouge\">c</code> * <a href=\"u\">l</a> "
        let out = html(String(repeating: piece, count: 3_000))
        var expected = "<p>" + String(repeating: written, count: 3_000)
        expected.removeLast()
        #expect(out == expected + "</p>")
    }
}

extension KramdownSpanTreeTests {
    @Test func emptyLinkTextAndEmptyStrikethroughRender() {
        #expect(html("a [](u) b ~~~~ c") == "<p>a <a href=\"u\"></a> b ~~~~ c</p>")
    }
}
