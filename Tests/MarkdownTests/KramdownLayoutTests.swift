import Testing

@testable import CommonMark
@testable import Kramdown
@testable import Markdown
@testable import MarkdownCore

/// What Jekyll's Markdown converter writes for `markdown`, whitespace and all.
func kramdownHTML(_ markdown: String) -> String {
    MarkdownRenderer(options: .jekyll).render(markdown)
}

/// kramdown's HTML byte for byte: its indentation and line breaks (feeds, search indexes and
/// `strip_html` output carry them). Each expected string is what Jekyll 4.3 wrote for the input.
@Suite struct KramdownLayoutTests {
    @Test func tableIndentsEachLevelByTwoSpaces() {
        #expect(kramdownHTML("| a | b |\n|---|--:|\n| 1 | 2 |\n")
            == "<table>\n  <thead>\n    <tr>\n      <th>a</th>\n      <th style=\"text-align: right\">b</th>\n    </tr>\n  </thead>\n  <tbody>\n    <tr>\n      <td>1</td>\n      <td style=\"text-align: right\">2</td>\n    </tr>\n  </tbody>\n</table>\n")
    }

    @Test func footnotesListIndentedAsKramdownWritesIt() {
        #expect(kramdownHTML("Text[^n].\n\n[^n]: The note.\n\n    More.\n")
            == "<p>Text<sup id=\"fnref:n\" role=\"doc-noteref\"><a href=\"#fn:n\" class=\"footnote\" rel=\"footnote\">1</a></sup>.</p>\n\n<div class=\"footnotes\" role=\"doc-endnotes\">\n  <ol>\n    <li id=\"fn:n\" role=\"doc-endnote\">\n      <p>The note.</p>\n\n      <p>More. <a href=\"#fnref:n\" class=\"reversefootnote\" role=\"doc-backlink\">&#8617;</a></p>\n    </li>\n  </ol>\n</div>\n")
    }

    @Test func tableOfContentsNestsListsAfterTheLink() {
        #expect(kramdownHTML("* toc\n{:toc}\n\n# One\n\n## One A\n\n# Two\n")
            == "<ul id=\"markdown-toc\">\n  <li><a href=\"#one\" id=\"markdown-toc-one\">One</a>    <ul>\n      <li><a href=\"#one-a\" id=\"markdown-toc-one-a\">One A</a></li>\n    </ul>\n  </li>\n  <li><a href=\"#two\" id=\"markdown-toc-two\">Two</a></li>\n</ul>\n\n<h1 id=\"one\">One</h1>\n\n<h2 id=\"one-a\">One A</h2>\n\n<h1 id=\"two\">Two</h1>\n")
    }

    @Test func htmlBlocksIndentTheirMarkdownChildren() {
        #expect(kramdownHTML("<div markdown=\"1\">\n<p markdown=\"1\">*x*\n</p>\n</div>\n\n<table>\n<tr>\n<td markdown=\"1\">\n# In cell\n</td>\n</tr>\n</table>\n")
            == "<div>\n  <p><em>x</em>\n</p>\n</div>\n\n<table>\n<tr>\n<td>\n      <h1 id=\"in-cell\">In cell</h1>\n    </td>\n</tr>\n</table>\n")
    }

    @Test func codeBlockInAListIndentsItsClosingDiv() {
        #expect(kramdownHTML("* item\n\n  ~~~ ruby\n  x = 1\n  ~~~\n")
            == "<ul>\n  <li>\n    <p>item</p>\n\n    <div class=\"language-ruby highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\"><code><span class=\"n\">x</span> <span class=\"o\">=</span> <span class=\"mi\">1</span>\n</code></pre></div>    </div>\n  </li>\n</ul>\n")
    }

    @Test func lineBreaksKeepOneNewline() {
        #expect(kramdownHTML("one  \ntwo\\\\\nthree\n")
            == "<p>one<br />\ntwo<br />\nthree</p>\n")
    }

    @Test func entitiesAsKramdownWritesThem() {
        #expect(kramdownHTML("&quot;a&quot; &alpha; &unknown; &lt;b&gt; &#x41;\n")
            == "<p>\"a\" α &amp;unknown; &lt;b&gt; A</p>\n")
    }

    @Test func standaloneImageFigureAsKramdownWritesIt() {
        #expect(kramdownHTML("![alt text](a.png){:#i .c standalone}\n")
            == "<figure class=\"c\" id=\"i\">\n  <img src=\"a.png\" alt=\"alt text\" />\n  <figcaption>alt text</figcaption>\n</figure>\n")
    }

    @Test func blankLineInAListKeepsItsSpacesIntoACodeBlock() {
        // kramdown collects a list item's blank line whole: two of its six spaces stay in the code
        #expect(kramdownHTML("* item\n\n      code\n      \n      more\n")
            == "<ul>\n  <li>\n    <p>item</p>\n\n    <div class=\"language-plaintext highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\"><code>code\n  \nmore\n</code></pre></div>    </div>\n  </li>\n</ul>\n")
    }
}
