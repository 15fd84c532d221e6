import Foundation
import Testing
@testable import SiteKit

@Suite struct PluginTagTests {
    @Test func seoAndFeedMetaRenderHeadMetadataEscaped() throws {
        let site = try FixtureSite("plugins")
        defer { site.remove() }
        try site.build()
        let page = try #require(site.output("2024/02/03/post.html"))
        // The gem formats titles with markdownify, strip_html and escape_once (Jekyll 4.3.1's output).
        #expect(page.contains("<title>A bold “post” | Plugin Site</title>"))
        #expect(page.contains(#"<link rel="canonical" href="https://example.com/b/2024/02/03/post.html" />"#))
        #expect(page.contains(#"<meta name="description" content="First paragraph." />"#))
        #expect(page.contains(#"<meta property="og:type" content="article" />"#))
        #expect(page.contains(#"<meta property="article:published_time" content="2024-02-03T00:00:00+00:00" />"#))
        #expect(page.contains(#""headline":"A bold “post”""#))
        #expect(page.contains(#"<link type="application/atom+xml" rel="alternate" href="https://example.com/b/feed.xml" title="Plugin Site" />"#))
    }
}
