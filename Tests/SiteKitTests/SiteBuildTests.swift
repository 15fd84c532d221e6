import Foundation
import Testing
@testable import SiteKit

@Suite struct SiteBuildTests {
    @Test func writesPostsPagesAndStaticFilesAtJekyllPaths() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        let report = try site.build()
        #expect(site.outputPaths() == [
            "2024/01/02/hello-world.html", "2024/02/01/middle.html", "2024/03/04/second-post.html",
            "about.html", "assets/style.css", "docs/readme.txt", "index.html",
        ])
        #expect(report.documentsWritten == 5)
        #expect(report.staticFilesCopied == 2)
    }

    @Test func frontMatterTypesReachTemplates() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        try site.build()
        let post = try #require(site.output("2024/01/02/hello-world.html"))
        #expect(post.contains("abtesting: tldr slot 1; count+1=4; ratio=1.5; flag=true; nothing=[]; when=10:30 +0200; quoted=2024-01-05"))
    }

    @Test func rawHTMLSurvivesMarkdown() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        try site.build()
        let post = try #require(site.output("2024/01/02/hello-world.html"))
        #expect(post.contains(#"<div id="tldr">Short version.</div>"#))
        #expect(post.contains("<p>First paragraph with <em>emphasis</em>.</p>"))
    }

    @Test func layoutChainNestsWithLayoutDataAndIncludeParameters() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        try site.build()
        let post = try #require(site.output("2024/01/02/hello-world.html"))
        #expect(post.hasPrefix("<html><head><script id=\"sitegen-ab\""))
        #expect(post.contains("</script><title>Hello World | Fixture Blog</title></head>"))
        #expect(post.contains(#"<body class="post">"#))
        #expect(post.contains(#"<article data-layout="post"><h1>Hello World</h1><time>2024-01-02</time>"#))
        #expect(post.contains(#"<nav aria-label="Menu"><a href="/">Home</a><a href="/about.html">About</a></nav>"#))
        let about = try #require(site.output("about.html"))
        #expect(about.contains(#"<nav aria-label="Menu"><a href="/">Home</a><a href="/about.html">About</a></nav>"#))
    }

    @Test func postsAreNewestFirstWithNextAndPrevious() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        try site.build()
        let index = try #require(site.output("index.html"))
        #expect(index.contains(
            #"<li><a href="/blog/2024/03/04/second-post.html">Second: the sequel</a> Mar 4, 2024</li><li><a href="/blog/2024/02/01/middle.html">Middle</a> Feb 1, 2024</li><li><a href="/blog/2024/01/02/hello-world.html">Hello World</a> Jan 2, 2024</li>"#))
        let middle = try #require(site.output("2024/02/01/middle.html"))
        #expect(middle.contains(#"<a rel="prev" href="/2024/01/02/hello-world.html">Hello World</a><a rel="next" href="/2024/03/04/second-post.html">Second: the sequel</a>"#))
        let first = try #require(site.output("2024/01/02/hello-world.html"))
        #expect(!first.contains("rel=\"prev\""))
    }

    @Test func siteVariablesDataFilesAndCounts() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        try site.build()
        let index = try #require(site.output("index.html"))
        #expect(index.contains(#"<p>custom value 42 json {"zeta":1,"alpha":[1,2.5,true,null],"name":"json"}</p>"#))
        #expect(index.contains("<p>Ada, Countess=author;Grace=editor;</p>"))
        #expect(index.contains("<p>posts=3 pages=2 static=2 tags=intro:1,news:1, cats=1</p>"))
    }

    @Test func excerptStopsAtSeparator() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        try site.build()
        let index = try #require(site.output("index.html"))
        // Newest post has a `<!--more-->` but the site separator is the default blank line.
        // No blank line in that post, so the excerpt is all of it (a comment does not end a kramdown paragraph).
        #expect(index.contains("<p class=\"excerpt\"><p>Intro text for the excerpt.\n<!--more-->\nBody after the separator.</p>\n</p>"))
    }

    @Test func draftsFutureAndUnpublishedNeedTheirFlags() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        try site.build { $0.drafts = true; $0.future = true; $0.unpublished = true }
        let paths = site.outputPaths()
        #expect(paths.contains("2999/01/01/future.html"))
        #expect(paths.contains("2024/01/10/unpublished.html"))
        #expect(paths.contains { $0.hasSuffix("/a-draft.html") })
    }

    @Test func markdownGetsHeadingIDsAndRougeCodeBlocks() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        try site.build()
        let about = try #require(site.output("about.html"))
        #expect(about.contains(#"<h1 id="about-this-site">About this site</h1>"#))
        #expect(about.contains(#"<div class="language-swift highlighter-rouge"><div class="highlight"><pre class="highlight"><code><span class="k">let</span> <span class="nv">x</span> <span class="o">=</span> <span class="mi">1</span> <span class="o">&lt;</span> <span class="mi">2</span>"#))
        #expect(about.contains("<title>About \"us\" | Fixture Blog</title>"))
    }

    @Test func keepFilesSurviveAndStaleFilesGo() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        try FileManager.default.createDirectory(at: site.destination.appendingPathComponent("kept"), withIntermediateDirectories: true)
        try "keep me".write(to: site.destination.appendingPathComponent("kept/file.txt"), atomically: true, encoding: .utf8)
        try "stale".write(to: site.destination.appendingPathComponent("stale.html"), atomically: true, encoding: .utf8)
        try site.build()
        #expect(site.output("kept/file.txt") == "keep me")
        #expect(site.output("stale.html") == nil)
        // The staging folder and the old site it was swapped with are both gone.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".sitegen") }
        #expect(leftovers.isEmpty)
    }

    @Test func symlinksLeadingOutsideTheSourceAreSkipped() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        let fm = FileManager.default
        let outside = site.root.appendingPathComponent("outside")
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        try "secret".write(to: outside.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: site.source.appendingPathComponent("leak.txt").path, withDestinationPath: outside.path + "/secret.txt")
        try fm.createSymbolicLink(atPath: site.source.appendingPathComponent("leakdir").path, withDestinationPath: outside.path)
        try fm.createSymbolicLink(atPath: site.source.appendingPathComponent("dangling.txt").path, withDestinationPath: outside.path + "/missing")
        try fm.createSymbolicLink(atPath: site.source.appendingPathComponent("inside.css").path, withDestinationPath: "assets/style.css")
        try site.build()
        let paths = site.outputPaths()
        #expect(!paths.contains("leak.txt") && !paths.contains { $0.hasPrefix("leakdir") } && !paths.contains("dangling.txt"))
        #expect(site.output("inside.css") == site.output("assets/style.css"))
    }

    @Test func failedBuildLeavesPreviousSiteUntouched() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        try site.build()
        let before = site.outputPaths()
        let index = site.output("index.html")
        try site.write("---\ntitle: [unclosed\n---\n", to: "broken.md")
        #expect(site.buildError() != nil)
        #expect(site.outputPaths() == before)
        #expect(site.output("index.html") == index)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".sitegen") }
        #expect(leftovers.isEmpty)
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        let pinned = Date(timeIntervalSince1970: 1_800_000_000)
        try site.build { $0.siteTime = pinned }
        let first = site.outputPaths().map { ($0, site.output($0)) }
        try site.build { $0.siteTime = pinned }
        let second = site.outputPaths().map { ($0, site.output($0)) }
        #expect(first.map(\.0) == second.map(\.0))
        #expect(first.map(\.1) == second.map(\.1))
    }

    @Test func destinationContainingSourceIsRefused() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        let error = site.buildError { $0.destination = site.root.path }
        #expect(error?.description.contains("is or contains the source folder") == true)
    }
}

@Suite struct CollectionAndPermalinkTests {
    @Test func collectionsSortPermalinkAndOutput() throws {
        let site = try FixtureSite("collections")
        defer { site.remove() }
        try site.build()
        let list = try #require(site.output("list.txt"))
        // `site.collections` is sorted by label (Jekyll 4.3.1 writes this line).
        #expect(list.trimmingCharacters(in: .whitespacesAndNewlines)
            == "First@/work/a/;Second@/work/b/;Deep@/work/sub/c/;|Note|notes:1,posts:1,projects:3,|/blog/2023/05/06/cat-post/|blog")
        #expect(site.output("work/a/index.html") == "<p>A</p>\n|site-wide|project\n")
        #expect(site.output("work/sub/c/index.html") == "<p>C</p>\n|site-wide|sub-project\n")
        // Jekyll 4.3.1's StaticFile#url: the collection's `/work/:path/` less its final `/`, plus the extension.
        #expect(site.output("work/asset.txt") == "plain file in a collection\n")
        #expect(!site.outputPaths().contains { $0.contains("notes") })
        #expect(site.outputPaths().contains("page/index.html"))
    }

    @Test func permalinkStylesAndPlaceholders() throws {
        let site = try FixtureSite("permalinks")
        defer { site.remove() }
        try site.build()
        // Paths checked against Jekyll 4.3 building the same fixture.
        #expect(site.outputPaths() == [
            "2021/01/1/03/3/21/09/05/09/003/53/Sun/Sunday/Jan/January/week-edge.html",
            "2024/07/10/Other-Slug.html",
            "custom/2024/7/9/24-08-05-03/own/index.html",
            "feed.xml", "index.html", "sub/index.html", "sub/page.html",
            "tech/swift lang/2024/07/09/styles.html",
        ])
    }

    @Test func siteWithoutLayoutsUsesDefaultTheme() throws {
        let site = try FixtureSite("theme-fallback")
        defer { site.remove() }
        try site.build()
        let post = try #require(site.output("2024/01/01/theme.html"))
        #expect(post.contains("<!DOCTYPE html>"))
        #expect(post.contains("Hello theme."))
        #expect(post.contains("Uses the theme"))
    }
}

@Suite struct BadInputTests {
    @Test func invalidYAMLNamesFileLineAndColumn() throws {
        let site = try FixtureSite("errors/bad-yaml")
        defer { site.remove() }
        let error = try #require(site.buildError())
        let text = error.description
        #expect(text.hasPrefix("error: _posts/2024-01-01-broken.md:4:"))
        #expect(text.contains("invalid YAML"))
        #expect(text.contains(" 4 | author: x"))
    }

    @Test func missingLayoutWarnsAndStrictFails() throws {
        let site = try FixtureSite("errors/missing-layout")
        defer { site.remove() }
        let report = try site.build()
        #expect(report.warnings.map(\.description) == [
            "warning: page.md:2:1: layout 'nowhere' requested in page.md does not exist in _layouts/ or in the built-in theme's _layouts/\n 2 | layout: nowhere\n   | ^",
        ])
        let error = try #require(site.buildError { $0.strict = true })
        #expect(error.description.hasPrefix("error: page.md:2:1: layout 'nowhere'"))
    }

    @Test func missingIncludeIsAnErrorAtTheTag() throws {
        let site = try FixtureSite("errors/missing-include")
        defer { site.remove() }
        let error = try #require(site.buildError())
        let text = error.description
        #expect(text.contains("page.html:4:"))
        #expect(text.contains("missing.html"))
        #expect(text.contains("escape.html:3:"))
    }

    @Test func postFileNameWithImpossibleDateIsAnError() throws {
        let site = try FixtureSite("errors/bad-post-date")
        defer { site.remove() }
        let error = try #require(site.buildError())
        #expect(error.description.hasPrefix("error: _posts/2024-13-45-bad-date.md:1:1: Invalid date '2024-13-45': Document '_posts/2024-13-45-bad-date.md' does not have a valid date in the filename."))
    }

    @Test func liquidSyntaxErrorPointsIntoTheFile() throws {
        let site = try FixtureSite("errors/liquid-syntax")
        defer { site.remove() }
        let error = try #require(site.buildError())
        #expect(error.description.hasPrefix("error: page.html:"))
        #expect(error.description.contains("if"))
    }

    @Test func unknownFilterInStrictFiltersModeShowsTheLine() throws {
        let site = try FixtureSite("errors/unknown-filter")
        defer { site.remove() }
        let error = try #require(site.buildError())
        #expect(error.description.hasPrefix("error: _layouts/default.html:2:"))
        #expect(error.description.contains(#" 2 |   <time>{{ page.date | dat: "%B" }}</time>"#))
    }

    @Test func nonUTF8FileIsAnErrorWithItsLine() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        var bytes = Array("---\ntitle: x\n---\nline\nbad ".utf8)
        bytes += [0xFF, 0xFE]
        try Data(bytes).write(to: site.source.appendingPathComponent("latin.md"))
        let error = try #require(site.buildError())
        #expect(error.description.hasPrefix("error: latin.md:5:5: latin.md is not valid UTF-8"))
    }
}

/// What one document sees of another while rendering is what Jekyll 4.3's render order gives
/// (collections, posts by date, then pages by name, generated pages last): one rendered earlier
/// shows its converted `content` and its `output`, one rendered later its source and no output.
/// Each fixture's `_jekyll/` holds what Debian's Jekyll 4.3.1 writes for it.
@Suite struct RenderOrderTests {
    /// Every file of the fixture's `_jekyll/` equals sitegen's, and sitegen writes no other.
    /// `unstable`: files compared by presence only (they print the build's time).
    static func expectJekyllOutputs(_ site: FixtureSite, unstable: Set<String> = []) throws {
        let expected = site.source.appendingPathComponent("_jekyll")
        let wanted = RebuildEqualsBuildTests.tree(expected)
        #expect(!wanted.isEmpty)
        #expect(site.outputPaths() == wanted.keys.sorted())
        for (path, data) in wanted.sorted(by: { $0.key < $1.key }) where !unstable.contains(path) {
            #expect(site.output(path) == String(decoding: data, as: UTF8.self), "\(path)")
        }
    }

    @Test func pagesSeeEarlierPagesRenderedAndLaterOnesRaw() throws {
        let site = try FixtureSite("render-order")
        defer { site.remove() }
        try site.build()
        try Self.expectJekyllOutputs(site)
    }

    /// Both directions for posts, a second collection and pages, `output` included, and the
    /// paginator's later page (rendered after every page read from a file).
    @Test func documentsSeeEachOtherInJekyllsOrder() throws {
        let site = try FixtureSite("render-sequence")
        defer { site.remove() }
        try site.build()
        try Self.expectJekyllOutputs(site)
    }

    /// `site.collections` sorted by label with each collection's own settings (posts' too), a
    /// collection named `pages` shadowing `site.pages`, and a `url` with a trailing slash joined
    /// as it is written (`https://example.org//feed.xml`) by `absolute_url`, jekyll-feed,
    /// jekyll-sitemap and jekyll-redirect-from, whose blank `redirect_from` entry stays.
    @Test func collectionsAndAbsoluteURLsAsJekyllHasThem() throws {
        let site = try FixtureSite("site-collections")
        defer { site.remove() }
        try site.build()
        try Self.expectJekyllOutputs(site, unstable: ["feed.xml"])
        let feed = try #require(site.output("feed.xml"))
        #expect(feed.contains(#"<link href="https://example.org//feed.xml" rel="self""#))
        #expect(feed.contains(#"<id>https://example.org//2024/02/03/hello</id>"#))
    }

    @Test func repeatedBuildsOfPagesReadingPagesAreIdentical() throws {
        let site = try FixtureSite("render-order")
        defer { site.remove() }
        try site.build()
        let first = site.outputPaths().map { site.output($0) }
        for _ in 0..<5 {
            try site.build()
            #expect(site.outputPaths().map { site.output($0) } == first)
        }
    }
}
