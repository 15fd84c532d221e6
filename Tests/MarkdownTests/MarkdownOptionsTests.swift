import Testing

@testable import CommonMark
@testable import Kramdown
@testable import Markdown
@testable import MarkdownCore

struct OptionCase: CustomTestStringConvertible, Sendable {
    let name: String
    let options: MarkdownOptions
    let markdown: String
    let html: String
    var testDescription: String { name }
}

/// cmark-gfm with kramdown's conventions (the CommonMark engine's switches), with one change.
func jekyll(_ change: (inout MarkdownOptions) -> Void) -> MarkdownOptions {
    var options = MarkdownOptions.commonMarkWithKramdownConventions
    change(&options)
    return options
}

let optionCases: [OptionCase] = [
    OptionCase(
        name: "heading ids off", options: jekyll { $0.headingIDs = false },
        markdown: "## Section Title", html: "<h2>Section Title</h2>\n"),
    OptionCase(
        name: "smart quotes off", options: jekyll { $0.smartQuotes = false },
        markdown: #"It's "x" -- y..."#, html: "<p>It's &quot;x&quot; -- y...</p>\n"),
    OptionCase(
        name: "Rouge markup off gives cmark's code blocks", options: jekyll { $0.rougeCodeBlocks = false },
        markdown: "```swift\na < b\n```\n\n`c`",
        html: "<pre><code class=\"language-swift\">a &lt; b\n</code></pre>\n<p><code>c</code></p>\n"),
    OptionCase(
        name: "CommonMark list paragraphs: every item of a loose list gets <p>",
        options: jekyll { $0.kramdownListParagraphs = false },
        markdown: "- a\n- b\n\n- c", html: "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n<li>\n<p>c</p>\n</li>\n</ul>\n"),
    OptionCase(
        name: "hard wraps on", options: jekyll { $0.hardWraps = true },
        markdown: "one\ntwo", html: "<p>one<br />\ntwo</p>\n"),
    OptionCase(
        name: "hard wraps off by default", options: .commonMarkWithKramdownConventions,
        markdown: "one\ntwo", html: "<p>one\ntwo</p>\n"),
    OptionCase(
        name: "tables off", options: jekyll { $0.tables = false },
        markdown: "| a |\n| - |\n| b |", html: "<p>| a |\n| - |\n| b |</p>\n"),
    OptionCase(
        name: "strikethrough off", options: jekyll { $0.strikethrough = false },
        markdown: "~~x~~", html: "<p>~~x~~</p>\n"),
    OptionCase(
        name: "autolinks on by default", options: .commonMarkWithKramdownConventions,
        markdown: "See https://example.com/a?b=1 and www.example.org.",
        html: "<p>See <a href=\"https://example.com/a?b=1\">https://example.com/a?b=1</a> and <a href=\"http://www.example.org\">www.example.org</a>.</p>\n"),
    OptionCase(
        name: "autolinks off, as in kramdown", options: jekyll { $0.autolinks = false },
        markdown: "See https://example.com.", html: "<p>See https://example.com.</p>\n"),
    OptionCase(
        name: "task lists off leave the brackets", options: jekyll { $0.taskLists = nil },
        markdown: "- [ ] a", html: "<ul>\n<li>[ ] a</li>\n</ul>\n"),
    OptionCase(
        name: "GitHub task lists", options: jekyll { $0.taskLists = .gitHub },
        markdown: "- [ ] a\n- [x] b",
        html: "<ul>\n<li><input type=\"checkbox\" disabled=\"\" /> a</li>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> b</li>\n</ul>\n"),
    OptionCase(
        name: "footnotes off leave the brackets", options: jekyll { $0.footnotes = nil },
        markdown: "a[^1]\n\n[^1]: n", html: "<p>a<a href=\"n\">^1</a></p>\n"),
    OptionCase(
        name: "GitHub footnotes", options: jekyll { $0.footnotes = .gitHub },
        markdown: "a[^x]\n\n[^x]: n",
        html: """
            <p>a<sup class="footnote-ref"><a href="#fn-x" id="fnref-x" data-footnote-ref>1</a></sup></p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-x">
            <p>n <a href="#fnref-x" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
            </li>
            </ol>
            </section>

            """),
    OptionCase(
        name: "experiment block keeps its attributes, loses kramdown's markdown attribute", options: .commonMarkWithKramdownConventions,
        markdown: "<div data-variant=\"tldr:B\" markdown=\"1\">\n*inner*\n</div>",
        html: "<div data-variant=\"tldr:B\">\n*inner*\n</div>\n"),
    OptionCase(
        name: "markdown attribute kept when not removed", options: jekyll { $0.removesMarkdownAttribute = false },
        markdown: "<div data-variant=\"tldr:B\" markdown=\"1\">\n*inner*\n</div>",
        html: "<div data-variant=\"tldr:B\" markdown=\"1\">\n*inner*\n</div>\n"),
    OptionCase(
        name: "markdown attribute removed in any spelling, lookalikes left alone", options: .commonMarkWithKramdownConventions,
        markdown: "<div markdown=1>\n\nx\n\n</div>\n\n<p\tmarkdown='span' class=\"a\">y</p>\n\n<div data-markdown=\"1\">z</div>\n\n<div>\nmarkdown=\"1\"\n</div>",
        html: "<div>\n<p>x</p>\n</div>\n<p class=\"a\">y</p>\n<div data-markdown=\"1\">z</div>\n<div>\nmarkdown=\"1\"\n</div>\n"),
    OptionCase(
        name: "raw HTML passes through with every extra off", options: .gitHub,
        markdown: "<div id=\"tldr\">TL;DR *here*</div>\n\n<script>x()</script>",
        html: "<div id=\"tldr\">TL;DR *here*</div>\n<script>x()</script>\n"),
]

@Test(arguments: optionCases)
func optionChangesOutput(_ example: OptionCase) {
    #expect(MarkdownRenderer(options: example.options).render(example.markdown) == example.html)
}

@Test func gitHubPresetMatchesPlainCmarkGFM() {
    // What `cmark-gfm --unsafe --table-prefer-style-attributes -e table -e strikethrough
    // -e autolink -e tasklist` prints for the same input.
    let markdown = "## Title\n\n\"q\" `c`\n\n```swift\nx\n```\n\n| a |\n| :-: |\n| b |\n\n- [x] t\n"
    #expect(
        MarkdownRenderer(options: .gitHub).render(markdown) == """
            <h2>Title</h2>
            <p>&quot;q&quot; <code>c</code></p>
            <pre><code class="language-swift">x
            </code></pre>
            <table>
            <thead>
            <tr>
            <th style="text-align: center">a</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td style="text-align: center">b</td>
            </tr>
            </tbody>
            </table>
            <ul>
            <li><input type="checkbox" checked="" disabled="" /> t</li>
            </ul>

            """)
}

/// kramdown chomps one final newline and puts it back: an empty document is one blank line,
/// and a last blank line stays (`jekyll new`'s empty index page is "\n" inside minima's home
/// layout). cmark-gfm writes nothing for nothing.
@Test func emptyDocumentAndAFinalBlankLineAreWrittenAsKramdownWritesThem() {
    #expect(MarkdownRenderer().render("") == "\n")
    #expect(MarkdownRenderer().render("\n\n\n") == "\n")
    #expect(MarkdownRenderer().render("Hello *x*\n\n") == "<p>Hello <em>x</em></p>\n\n")
    #expect(MarkdownRenderer().render("Hello *x*\n") == "<p>Hello <em>x</em></p>\n")
    #expect(MarkdownRenderer().render("Hello\r\n\r\n") == "<p>Hello</p>\n\n")
    #expect(MarkdownRenderer(options: .gitHub).render("") == "")
}

@Test func codeInsideImageAltTextIsKept() {
    #expect(
        MarkdownRenderer(options: .commonMarkWithKramdownConventions).render("![a `b` c](x.png)")
            == "<p><img src=\"x.png\" alt=\"a b c\" /></p>\n")
    // kramdown keeps the alt text as written
    #expect(MarkdownRenderer().render("![a `b` c](x.png)") == "<p><img src=\"x.png\" alt=\"a `b` c\" /></p>\n")
}
