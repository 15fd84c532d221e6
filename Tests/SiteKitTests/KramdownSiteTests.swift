import Foundation
import Testing

@testable import SiteKit

/// Markdown as Jekyll's kramdown writes it, through the whole pipeline (Liquid first).
@Suite struct KramdownSiteTests {
    @Test func highlightBlockWithBlankLinesIsNotReadAsMarkdown() throws {
        let site = try FixtureSite("markdown-kramdown")
        defer { site.remove() }
        try site.build()
        let html = try #require(site.output("code.html"))
        // The tag's output, blank and whitespace-only lines included, stays one HTML block
        // (compared without Rouge's token spans).
        let text = html.replacingOccurrences(of: #"<span class="[a-z0-9]+">"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "</span>", with: "")
        #expect(text.contains("<figure class=\"highlight\"><pre><code class=\"language-ruby\" data-lang=\"ruby\">def greet\n\n  puts \"*hi*\"\n   \nend</code></pre></figure>"))
        #expect(!html.contains("<p>  puts"))
        #expect(html.contains("<p>After the <em>code</em>.</p>"))
    }

    @Test func tldrBoxRendersItsMarkdown() throws {
        let site = try FixtureSite("markdown-kramdown")
        defer { site.remove() }
        try site.build()
        let html = try #require(site.output("tldr.html"))
        #expect(html.contains("<div id=\"tldr\">\n  <p><strong>TL;DR:</strong> the short version, with a <a href=\"/x\">link</a>.</p>\n</div>"))
        #expect(html.contains("<p>The long version.</p>"))
    }
}
