import Foundation
import Testing
@testable import SiteKit

/// `build --check-links`: links into the site must lead to a file the build wrote.
@Suite struct LinkCheckTests {
    @Test(arguments: [
        ("/blog/about/", "index.html", "/blog", LinkCheck.Target.inside("about/")),
        ("/blog", "index.html", "/blog", .inside("")),
        ("/blog/a%20b.html", "index.html", "/blog/", .inside("a b.html")),
        ("/about/", "index.html", "/blog", .outsideBaseurl),
        ("/blogroll/", "index.html", "/blog", .outsideBaseurl),
        ("/about/", "index.html", "", .inside("about/")),
        ("../style.css", "a/b/index.html", "", .inside("a/style.css")),
        ("page.html?x=1#part", "docs/index.html", "", .inside("docs/page.html")),
        ("./", "docs/index.html", "", .inside("docs/")),
        ("../../../x.png", "a/index.html", "", .outsideSite),
        ("https://example.com/", "index.html", "", .external),
        ("mailto:me@example.com", "index.html", "", .external),
        ("//cdn.example.com/x.js", "index.html", "", .external),
        ("#top", "index.html", "", .external),
        ("", "index.html", "", .external),
    ])
    func linksResolveAsABrowserResolvesThemAgainstThePage(link: String, page: String, baseurl: String, expected: LinkCheck.Target) {
        #expect(LinkCheck.resolve(link, page: page, baseurl: baseurl) == expected)
    }

    @Test func onlyHrefAndSrcOfRealTagsAreLinks() {
        let html = #"<a href="/a/?x=1&amp;y=2">a</a><img src='b.png' alt="c"><!-- <a href="/comment/"> -->"#
            + #"<script>let s = '<a href="/script/">';</script><pre><code>&lt;a href="/code/"&gt;</code></pre><link rel="x" href=/d/>"#
        #expect(LinkCheck.links(in: Array(html.utf8)) == ["/a/?x=1&y=2", "b.png", "/d/"])
    }

    /// As the HTML standard reads a srcset: a URL runs to whitespace (`c.png,d.png` is one URL),
    /// trailing commas end it without a descriptor.
    @Test func eachImageOfASrcsetIsALink() {
        let html = #"<img src="a.png" srcset="a.png 1x, /img/b@2x.png 2x,c.png,, d.png"><source srcset="data:image/gif;base64,R0l,GOD 640w">"#
        #expect(LinkCheck.links(in: Array(html.utf8)) == ["a.png", "a.png", "/img/b@2x.png", "c.png", "d.png", "data:image/gif;base64,R0l,GOD"])
    }

    @Test func brokenLinksAreNamedWhereTheSourceWritesThem() throws {
        let site = try FixtureSite("links")
        defer { site.remove() }
        let report = try site.build { $0.checkLinks = true }
        let warnings = report.warnings.map { ($0.location?.file, $0.location?.line, $0.message) }
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0 == ("index.md", 7, "link '/blog/2024/01/01/gone.html' leads to no file of the site (2024/01/01/gone.html was not written)") })
        #expect(warnings.contains { $0 == ("about.md", 5, "link '/' is outside the site's baseurl '/blog'; write it as {{ \"/\" | relative_url }}") })
    }

    @Test func aStrictBuildFailsOnABrokenLinkAndLeavesThePreviousSite() throws {
        let site = try FixtureSite("links")
        defer { site.remove() }
        try site.write("---\n---\nfine\n", to: "index.md")
        try site.write("---\npermalink: /about/\n---\n[Home](../)\n", to: "about.md")
        try site.build { $0.checkLinks = true; $0.strict = true }
        let before = site.output("index.html")
        try site.write("---\n---\n[gone](/blog/gone/)\n", to: "index.md")
        let error = try #require(site.buildError { $0.checkLinks = true; $0.strict = true })
        #expect(error.diagnostics.map(\.message) == ["link '/blog/gone/' leads to no file of the site (gone/index.html was not written)"])
        #expect(error.diagnostics.first?.severity == .error)
        #expect(site.output("index.html") == before)
    }

    @Test func withoutCheckLinksNoLinkIsChecked() throws {
        let site = try FixtureSite("links")
        defer { site.remove() }
        let report = try site.build { $0.strict = true }
        #expect(report.warnings.isEmpty)
    }

    /// A link written by a layout is not in the page's text: the warning names the page instead.
    @Test func aLinkFromALayoutNamesThePage() throws {
        let site = try FixtureSite("links")
        defer { site.remove() }
        try site.write("<nav><a href=\"{{ '/missing/' | relative_url }}\">x</a></nav>{{ content }}", to: "_layouts/default.html")
        try site.write("---\nlayout: default\n---\nfine\n", to: "index.md")
        try site.write("---\npermalink: /about/\n---\nfine\n", to: "about.md")
        let report = try site.build { $0.checkLinks = true }
        #expect(report.warnings.map(\.message) == [
            "link '/blog/missing/' leads to no file of the site (missing/index.html was not written), on the page made from index.md (the link is made by Liquid, a layout or an include)",
        ])
    }

    @Test(arguments: [
        ("about/#team", "team"), ("#caf%C3%A9", "café"), ("/x/?a=1#part", "part"),
        ("#top", nil), ("#", nil), ("/x/", nil),
    ] as [(String, String?)])
    func theFragmentIsWhatFollowsTheHash(link: String, expected: String?) {
        #expect(LinkCheck.fragment(of: link) == expected)
    }

    @Test func aFragmentMustNameAnElementOfTheTargetPage() throws {
        let site = try FixtureSite("links")
        defer { site.remove() }
        try site.write("""
            ---
            ---
            [team](about/#team), [nobody](about/#nobody), [top](#top), [here](#here), [feed](feed.xml#x)
            <a name="old-anchor"></a>[old](#old-anchor)
            """, to: "index.md")
        try site.write("---\npermalink: /about/\n---\n## Team\n", to: "about.md")
        let report = try site.build { $0.checkLinks = true }
        #expect(report.warnings.map(\.message).sorted() == [
            "link '#here' leads to no element with id 'here' in this page",
            "link 'about/#nobody' leads to no element with id 'nobody' in about/index.html",
        ])
    }

    /// `keep_files` are carried over from the previous site at the swap, after the check: links
    /// to them are looked up there.
    @Test func aLinkIntoKeepFilesIsFoundInThePreviousSite() throws {
        let site = try FixtureSite("links")
        defer { site.remove() }
        try site.write("title: Links\nbaseurl: /blog\nkeep_files: [downloads]\n", to: "_config.yml")
        try site.write("---\n---\n[kept](/blog/downloads/book.pdf), [lost](/blog/downloads/gone.pdf)\n", to: "index.md")
        try site.write("---\npermalink: /about/\n---\nfine\n", to: "about.md")
        try site.build()
        let kept = site.destination.appendingPathComponent("downloads")
        try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
        try "pdf".write(to: kept.appendingPathComponent("book.pdf"), atomically: true, encoding: .utf8)
        let report = try site.build { $0.checkLinks = true }
        #expect(report.warnings.map(\.message) == ["link '/blog/downloads/gone.pdf' leads to no file of the site (downloads/gone.pdf was not written)"])
        #expect(site.output("downloads/book.pdf") == "pdf")
    }
}
