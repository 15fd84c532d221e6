import Foundation
import Testing
@testable import SiteKit

/// The generator plugins write what Debian's Jekyll 4.3.1 with the gems writes for the same
/// fixture (`plugin-generators`; expected texts taken from a Jekyll build of it).
@Suite struct PluginGeneratorTests {
    static let siteTime = ISO8601DateFormatter().date(from: "2024-03-01T00:00:00Z")!

    func built() throws -> (FixtureSite, BuildReport) {
        let site = try FixtureSite("plugin-generators")
        // jekyll-sitemap prints a static file's modification time.
        try FileManager.default.setAttributes(
            [.modificationDate: ISO8601DateFormatter().date(from: "2024-02-01T12:00:00Z")!],
            ofItemAtPath: site.source.appendingPathComponent("docs/guide.pdf").path)
        let report = try site.build { $0.siteTime = Self.siteTime }
        return (site, report)
    }

    @Test func sitemapListsDocumentsPagesAndStaticFilesUnlessSitemapFalse() throws {
        let (site, _) = try built()
        defer { site.remove() }
        let sitemap = try #require(site.output("sitemap.xml"))
        let locs = sitemap.components(separatedBy: "<loc>").dropFirst().map { $0.components(separatedBy: "</loc>")[0] }
        #expect(locs == [
            "https://example.org/blog/2024/01/01/first.html", "https://example.org/blog/2024/01/02/second.html",
            "https://example.org/blog/2024/01/03/third.html", "https://example.org/blog/", "https://example.org/blog/page2/",
            "https://example.org/blog/docs/guide.pdf",
        ])
        #expect(sitemap.contains("<lastmod>2024-01-02T00:00:00+00:00</lastmod>"))
        #expect(sitemap.contains("<loc>https://example.org/blog/docs/guide.pdf</loc>\n<lastmod>2024-02-01T12:00:00+00:00</lastmod>"))
        #expect(site.output("robots.txt") == "Sitemap: https://example.org/blog/sitemap.xml\n")
    }

    @Test func feedMatchesJekyllFeedByteForByte() throws {
        let (site, _) = try built()
        defer { site.remove() }
        #expect(site.output("feed.xml") == Self.expectedFeed)
    }

    @Test func paginatorOnIndexAndCopiesAtPaginatePath() throws {
        let (site, _) = try built()
        defer { site.remove() }
        let first = try #require(site.output("index.html"))
        #expect(first.contains("<body>[Third post][Second post]\npage 1 of 2; prev ; next /page2/\n</body>"))
        #expect(first.contains(#"<link rel="next" href="https://example.org/blog/page2/" />"#))
        let second = try #require(site.output("page2/index.html"))
        #expect(second.contains("<body>[First post]\npage 2 of 2; prev /; next \n</body>"))
        #expect(second.contains("<title>Page 2 of 2 for Gen Site | A site for the generator plugins</title>"))
        #expect(second.contains(#"<link rel="prev" href="https://example.org/blog/" />"#))
    }

    @Test func redirectFromPagesRedirectToAndRedirectsJSON() throws {
        let (site, _) = try built()
        defer { site.remove() }
        let to = "https://example.org/blog/2024/01/01/first.html"
        #expect(site.output("old-first/index.html") == """
            <!DOCTYPE html>
            <html lang="en-US">
              <meta charset="utf-8">
              <title>Redirecting&hellip;</title>
              <link rel="canonical" href="\(to)">
              <script>location="\(to)"</script>
              <meta http-equiv="refresh" content="0; url=\(to)">
              <meta name="robots" content="noindex">
              <h1>Redirecting&hellip;</h1>
              <a href="\(to)">Click here if you are not redirected.</a>
            </html>

            """)
        #expect(site.output("moved.html")?.contains(#"<meta http-equiv="refresh" content="0; url=https://elsewhere.example/">"#) == true)
        #expect(site.output("redirects.json") == #"{"/old-first/":"https://example.org/blog/2024/01/01/first.html","/moved.html":"https://elsewhere.example/"}"#)
    }

    @Test func seoTagOnAPostAsTheGemWritesIt() throws {
        let (site, _) = try built()
        defer { site.remove() }
        let page = try #require(site.output("index.html"))
        #expect(page.contains("""
            <!-- Begin Jekyll SEO tag v2.8.0 -->
            <title>Gen Site | A site for the generator plugins</title>
            <meta name="generator" content="Jekyll v4.3.1" />
            <meta property="og:title" content="Gen Site" />
            <meta name="author" content="Ada" />
            <meta property="og:locale" content="en_US" />
            <meta name="description" content="A site for the generator plugins" />
            <meta property="og:description" content="A site for the generator plugins" />
            <link rel="canonical" href="https://example.org/blog/" />
            <meta property="og:url" content="https://example.org/blog/" />
            <meta property="og:site_name" content="Gen Site" />
            <meta property="og:type" content="website" />
            <link rel="next" href="https://example.org/blog/page2/" />
            <meta name="twitter:card" content="summary" />
            <meta property="twitter:title" content="Gen Site" />
            <script type="application/ld+json">
            {"@context":"https://schema.org","@type":"WebSite","author":{"@type":"Person","name":"Ada"},\
            "description":"A site for the generator plugins","headline":"Gen Site","name":"Gen Site","url":"https://example.org/blog/"}</script>
            <!-- End Jekyll SEO tag -->

            """))
        let post = try #require(site.output("2024/01/03/third.html"))
        #expect(post.contains(#"<meta name="description" content="The third one" />"#))
        #expect(post.contains(#""mainEntityOfPage":{"@type":"WebPage","@id":"https://example.org/blog/2024/01/03/third.html"}"#))
    }

    @Test func unknownPluginIsAWarningNamingItAndAnErrorUnderStrict() throws {
        let (site, report) = try built()
        defer { site.remove() }
        let warning = try #require(report.warnings.first { $0.message.contains("jekyll-nope") })
        #expect(warning.message == "plugin 'jekyll-nope' is not built into sitegen: what it adds (its tags, filters or pages) will be missing")
        #expect(warning.location?.file == "_config.yml")
        #expect(warning.location?.line == 15)
        let strict = try #require(site.buildError { $0.strict = true })
        #expect(strict.diagnostics.contains { $0.severity == .error && $0.message.contains("jekyll-nope") })
    }

    static let expectedFeed = #"""
<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" ><generator uri="https://jekyllrb.com/" version="4.3.1">Jekyll</generator><link href="https://example.org/blog/feed.xml" rel="self" type="application/atom+xml" /><link href="https://example.org/blog/" rel="alternate" type="text/html" /><updated>2024-03-01T00:00:00+00:00</updated><id>https://example.org/blog/feed.xml</id><title type="html">Gen Site</title><subtitle>A site for the generator plugins</subtitle><author><name>Ada</name></author><entry><title type="html">Third post</title><link href="https://example.org/blog/2024/01/03/third.html" rel="alternate" type="text/html" title="Third post" /><published>2024-01-03T00:00:00+00:00</published><updated>2024-01-03T00:00:00+00:00</updated><id>https://example.org/blog/2024/01/03/third</id><content type="html" xml:base="https://example.org/blog/2024/01/03/third.html"><![CDATA[<p>Third body.</p>]]></content><author><name>Ada</name></author><summary type="html"><![CDATA[The third one]]></summary></entry><entry><title type="html">Second post</title><link href="https://example.org/blog/2024/01/02/second.html" rel="alternate" type="text/html" title="Second post" /><published>2024-01-02T00:00:00+00:00</published><updated>2024-01-02T00:00:00+00:00</updated><id>https://example.org/blog/2024/01/02/second</id><content type="html" xml:base="https://example.org/blog/2024/01/02/second.html"><![CDATA[<p>Second body.</p>]]></content><author><name>Ada</name></author><category term="swift" /><summary type="html"><![CDATA[Second body.]]></summary></entry><entry><title type="html">First post</title><link href="https://example.org/blog/2024/01/01/first.html" rel="alternate" type="text/html" title="First post" /><published>2024-01-01T00:00:00+00:00</published><updated>2024-01-01T00:00:00+00:00</updated><id>https://example.org/blog/2024/01/01/first</id><content type="html" xml:base="https://example.org/blog/2024/01/01/first.html"><![CDATA[<p>First body.</p>]]></content><author><name>Ada</name></author><summary type="html"><![CDATA[First body.]]></summary></entry></feed>
"""#
    .trimmingCharacters(in: .newlines)
}
