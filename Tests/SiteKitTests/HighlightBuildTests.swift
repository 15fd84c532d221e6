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
