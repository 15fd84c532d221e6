import Foundation
import Testing
@testable import SiteKit

@Suite struct PluginTagTests {
    @Test func seoAndFeedMetaRenderHeadMetadataEscaped() throws {
        let site = try FixtureSite("plugins")
        defer { site.remove() }
        try site.build()
        let page = try #require(site.output("2024/02/03/post.html"))
        #expect(page.contains("<title>A &lt;b&gt;bold&lt;/b&gt; &quot;post&quot; | Plugin Site</title>"))
        #expect(page.contains(#"<link rel="canonical" href="https://example.com/b/2024/02/03/post.html" />"#))
        #expect(page.contains(#"<meta name="description" content="First paragraph." />"#))
        #expect(page.contains(#"<meta property="og:type" content="article" />"#))
        #expect(page.contains(#"<meta property="article:published_time" content="2024-02-03T00:00:00+00:00" />"#))
        #expect(page.contains(#""headline":"A \u003cb\u003ebold\u003c/b\u003e \"post\"""#))
        #expect(page.contains(#"<link type="application/atom+xml" rel="alternate" href="https://example.com/b/feed.xml" title="Plugin Site" />"#))
    }
}
