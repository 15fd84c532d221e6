import Foundation
import Testing
@testable import SiteKit

/// Mechanisms the differential site fuzzer found sitegen doing differently from Jekyll 4.3.1.
/// Each expectation is Jekyll 4.3.1's output for the fixture named.
@Suite struct SiteFuzzClassesTests {
    /// `Tests/Fixtures/post-url-folders`: Jekyll's `PostComparer` matches `post_url` names
    /// against the post's relative path (front-matter `categories` and `date` play no part),
    /// then falls back to slug and day.
    @Test func postURLMatchesRelativePath() throws {
        let site = try FixtureSite("post-url-folders")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == """
            folder: /news/updates/misc/2020/01/02/a.html
            folder-slash: /news/updates/misc/2020/01/02/a.html
            folder-plain: /news/updates/misc/2020/01/02/a.html
            top: /2020/03/04/b.html
            sub: /2020/05/06/c.html
            sub-plain: /2020/05/06/c.html
            redated: /2021/01/01/d.html

            """)
    }

    @Test func postURLNameWithoutDateIsAnError() throws {
        let site = try FixtureSite("post-url-folders")
        defer { site.remove() }
        try site.write("---\n---\n{% post_url news/a %}\n", to: "index.html")
        let error = site.buildError()
        #expect(error?.description.contains("Could not parse name of post") == true)
    }

    @Test func postComparerSplitsAsJekyllsRegex() throws {
        let c = try #require(PostComparer("a/b/2020-01-02-x"))
        #expect(c.path == "a/b/" && c.date == "2020-01-02" && c.slug == "x")
        #expect(c.matches(relativePath: "a/b/_posts/2020-01-02-x.md"))
        #expect(c.matches(relativePath: "_posts/a/b/2020-01-02-x.markdown"))
        #expect(!c.matches(relativePath: "a/b/_posts/2020-01-02-xy.md"))
        #expect(!c.matches(relativePath: "c/a/b/_posts/2020-01-02-x.md"))
        #expect(PostComparer("no-date") == nil)
    }

    /// `Tests/Fixtures/defaults-glob`: a defaults scope path with `*` is expanded as `Dir.glob`
    /// does (`*` stays within a folder, `**/` crosses folders, `{a,b}` alternatives), and a
    /// document under a globbed folder is in scope.
    @Test func defaultsGlobScope() throws {
        let site = try FixtureSite("defaults-glob")
        defer { site.remove() }
        try site.build()
        let expected = [
            "docs/a.html": "Docs,,,", "docs/sub/b.html": ",,,",
            "guides/g.html": ",Guide,,", "guides/x/y/h.html": ",Guide,,",
            "misc/deep/d.html": ",,,", "misc/m.html": ",,NM,", "notes/n.html": ",,NM,",
            "top/inner/u.html": ",,,Top", "top/t.html": ",,,Top",
        ]
        for (path, line) in expected {
            #expect(site.output(path) == line + "\n", "\(path)")
        }
    }

    @Test func globMatchesAsDirGlob() {
        #expect(SiteConfig.glob("docs/*.md", matches: "docs/a.md"))
        #expect(!SiteConfig.glob("docs/*.md", matches: "docs/sub/b.md"))
        #expect(SiteConfig.glob("docs/*", matches: "docs/sub/b.md"))
        #expect(!SiteConfig.glob("docs/*", matches: "docs/.hidden/b.md"))
        #expect(SiteConfig.glob("**/*.md", matches: "a.md"))
        #expect(SiteConfig.glob("**/*.md", matches: "x/y/a.md"))
        #expect(SiteConfig.expandBraces("{a,b{c,d}}/*") == ["a/*", "bc/*", "bd/*"])
    }

    /// `Tests/Fixtures/feed-meta-escape`: jekyll-feed writes each attribute of `{% feed_meta %}`
    /// through Ruby's `encode(xml: :attr)`.
    @Test func feedMetaEscapesAsXMLAttribute() throws {
        let site = try FixtureSite("feed-meta-escape")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == """
            <link type="application/atom+xml" rel="alternate" href="https://example.org/feed.xml" title="Winter it&apos;s &lt;&quot;cold&quot;&gt; &amp; dark" />

            """)
    }
}
