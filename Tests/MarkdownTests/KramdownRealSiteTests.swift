import Testing

@testable import CommonMark
@testable import Kramdown
@testable import Markdown
@testable import MarkdownCore

/// Cases found on real sites (swift.org, the Open Source Guides) where sitegen's Markdown
/// differed from Jekyll's; expected outputs are Jekyll 4.3's (kramdown 2.4, parser-gfm 1.1).
@Suite struct KramdownRealSiteTests {
    @Test func fenceLineWithTextAfterTheLanguageIsNotAFence() {
        // kramdown's opening fence holds one word at most: the backticks are a code span
        let out = kramdownHTML("Copy it:\n```scp a.out host:```\n\nRun `b`.\n")
        #expect(out == "<p>Copy it:\n<code class=\"language-plaintext highlighter-rouge\">scp a.out host:</code></p>\n\n<p>Run <code class=\"language-plaintext highlighter-rouge\">b</code>.</p>\n")
        #expect(!kramdownHTML("```ruby title\nputs 1\n```\n").contains("language-ruby"))
        #expect(kramdownHTML("~~~ ruby  \nputs 1\n~~~\n").contains("language-ruby"))
    }

    @Test func linkDefinitionWithAnEmptyAngleURLAndANoteDefinesIt() {
        // `[x]: <> (note)`, a common Markdown comment, is a definition: nothing is written
        #expect(kramdownHTML("A\n\n[TODO]: <> (Link the guide)\n\nB\n") == "<p>A</p>\n\n<p>B</p>\n")
    }

    @Test func blankLinesAroundADefinitionWriteOneEmptyLine() {
        #expect(kramdownHTML("A\n\n[x]: /u\n\nB\n") == "<p>A</p>\n\n<p>B</p>\n")
        #expect(kramdownHTML("A\n\n*[HTML]: Hyper\n\nB\n") == "<p>A</p>\n\n<p>B</p>\n")
    }

    @Test func addressWithAPlusIsNotAnAutolink() {
        #expect(kramdownHTML("Ann <1+ann@example.com>\n") == "<p>Ann &lt;1+ann@example.com&gt;</p>\n")
        #expect(kramdownHTML("Bo <bo@example.com>\n") == "<p>Bo <a href=\"mailto:bo@example.com\">bo@example.com</a></p>\n")
        #expect(kramdownHTML("<a@b@example.com>\n") == "<p>&lt;a@b@example.com&gt;</p>\n")
    }

    @Test func quoteAfterAnEllipsisBeforeClosingEmphasisOpens() {
        // kramdown's `"` then punctuation rule needs `\B`, and `_` is a word character there
        #expect(kramdownHTML("_\"How do I...\"_ or \"wait...\" and go.\n")
            == "<p><em>“How do I…“</em> or “wait…” and go.</p>\n")
    }

    @Test func tabsInAnItemsLineCountAsUnitsNotColumns() {
        // `␠␠␠␠⇥- x` under a two-column item: kramdown takes a tab or four spaces as one unit,
        // so the line is a lazy line of the nested item, not an item of a third list
        let out = kramdownHTML("- item one\n\t- sub A\n    \t- (Note) deeper\n\t- sub B\n- item two\n")
        #expect(out == "<ul>\n  <li>item one\n    <ul>\n      <li>sub A\n  \t- (Note) deeper</li>\n      <li>sub B</li>\n    </ul>\n  </li>\n  <li>item two</li>\n</ul>\n")
    }
}
