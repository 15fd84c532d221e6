import Foundation
import Testing

// The `highlight` tag and kramdown's code options, built as Jekyll 4.3 builds them (each
// expected string is what Jekyll 4.3.1 with Rouge 3.30 wrote for the fixture).
@Suite struct HighlightBuildTests {
    @Test func rawInsideHighlightIsProcessedNotPrinted() throws {
        let site = try FixtureSite("highlight-tag")
        defer { site.remove() }
        try site.build()
        let page = try #require(site.output("raw-inside.html"))
        #expect(page.contains(#"<figure class="highlight"><pre><code class="language-html" data-lang="html"><span class="nt">&lt;p&gt;</span>{{ x }}<span class="nt">&lt;/p&gt;</span></code></pre></figure>"#))
        #expect(!page.contains("raw"))
    }

    @Test func rawAroundAHighlightExampleKeepsItAsText() throws {
        let site = try FixtureSite("highlight-tag")
        defer { site.remove() }
        try site.build()
        let page = try #require(site.output("raw-around.html"))
        #expect(page.contains("{% highlight ruby %}\nputs 1\n{% endhighlight %}"))
    }

    // Jekyll's Markdown converter sets `highlighter_prefix`/`highlighter_suffix` to a line break:
    // in Markdown the figure stands between blank lines (it ends the list before it); in an
    // HTML page it is written where the tag is.
    @Test func highlightInMarkdownStandsBetweenBlankLinesAsInJekyll() throws {
        let site = try FixtureSite("highlight-tag")
        defer { site.remove() }
        try site.build()
        let figure = { (code: String) in #"<figure class="highlight"><pre><code class="language-ruby" data-lang="ruby">"# + code + "</code></pre></figure>" }
        let markdown = try #require(site.output("in-list.html"))
        #expect(markdown == "<p>Text before</p>\n\n" + figure(#"<span class="n">x</span> <span class="o">=</span> <span class="mi">1</span>"#)
            + "\n\n<p>More after</p>\n\n<ul>\n  <li>item</li>\n</ul>\n\n" + figure(#"  <span class="n">y</span>"# + "\n  ") + "\n\n")
        let html = try #require(site.output("in-html.html"))
        #expect(html == "<p>In HTML " + figure(#"<span class="n">x</span>"#) + " stays inline.</p>\n")
    }

    @Test func linenosWritesRougeTable() throws {
        let site = try FixtureSite("highlight-tag")
        defer { site.remove() }
        try site.build()
        let page = try #require(site.output("linenos.html"))
        let expected: String = [
            #"<figure class="highlight"><pre><code class="language-ruby" data-lang="ruby"><table class="rouge-table"><tbody><tr><td class="gutter gl"><pre class="lineno">1"#,
            "2",
            #"</pre></td><td class="code"><pre><span class="n">x</span> <span class="o">=</span> <span class="mi">1</span>"#,
            #"<span class="nb">puts</span> <span class="n">x</span>"#,
            "</pre></td></tr></tbody></table></code></pre></figure>",
        ].joined(separator: "\n")
        #expect(page.contains(expected))
    }

    // Jekyll 4.3 accepts `mark_lines="1 2"` (and any `name="1 2"` option, `hl_lines` too) and
    // writes the block as without it: line marking is Jekyll 4.4's.
    @Test func markLinesIsAcceptedAndWritesWhatJekyll43Writes() throws {
        let site = try FixtureSite("highlight-tag")
        defer { site.remove() }
        try site.build()
        let page = try #require(site.output("mark-lines.html"))
        let plain = #"<figure class="highlight"><pre><code class="language-ruby" data-lang="ruby"><span class="n">x</span> <span class="o">=</span> <span class="mi">1</span>"#
            + "\n" + #"<span class="nb">puts</span> <span class="n">x</span></code></pre></figure>"#
        let table: String = [
            #"<figure class="highlight"><pre><code class="language-ruby" data-lang="ruby"><table class="rouge-table"><tbody><tr><td class="gutter gl"><pre class="lineno">1"#,
            "2",
            #"</pre></td><td class="code"><pre><span class="n">x</span> <span class="o">=</span> <span class="mi">1</span>"#,
            #"<span class="nb">puts</span> <span class="n">x</span>"#,
            "</pre></td></tr></tbody></table></code></pre></figure>",
        ].joined(separator: "\n")
        #expect(page.contains(plain + "\n\n" + table))
        #expect(!page.contains("hll"))
    }

    // Jekyll's markup check: a quoted option value is numbers with single spaces between.
    @Test func optionValueOutsideJekyllsSyntaxNamesFileAndLine() throws {
        let site = try FixtureSite("highlight-bad-option")
        defer { site.remove() }
        let error = try #require(site.buildError())
        #expect(error.description.hasPrefix("error: bad.md:5:"))
        #expect(error.description.contains(#"Syntax Error in tag 'highlight' while parsing the following markup:"#))
        #expect(error.description.contains(#"ruby mark_lines="1,2""#))
        #expect(error.description.contains("Valid syntax: highlight <lang> [linenos]"))
    }

    @Test func kramdownLineNumbersWriteRougeTableWithRougeCellNames() throws {
        let site = try FixtureSite("highlight-line-numbers")
        defer { site.remove() }
        try site.build()
        let page = try #require(site.output("post.html"))
        let expected: String = [
            #"<div class="language-ruby highlighter-rouge"><div class="highlight"><pre class="highlight"><code><table class="rouge-table"><tbody><tr><td class="rouge-gutter gl"><pre class="lineno">1"#,
            #"</pre></td><td class="rouge-code"><pre><span class="nb">puts</span> <span class="mi">1</span>"#,
            "</pre></td></tr></tbody></table></code></pre></div></div>",
        ].joined(separator: "\n")
        #expect(page.contains(expected))
    }

    @Test func highlighterNoneLeavesCodeUncoloured() throws {
        let site = try FixtureSite("highlight-off")
        defer { site.remove() }
        try site.build()
        let page = try #require(site.output("post.html"))
        #expect(page.contains("<pre><code class=\"language-ruby\">puts 1\n</code></pre>"))
        #expect(page.contains(#"<figure class="highlight"><pre><code class="language-ruby" data-lang="ruby">puts 1</code></pre></figure>"#))
        #expect(!page.contains("<span"))
    }
}
