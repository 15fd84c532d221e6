import Foundation
@testable import SiteKit
import Testing

/// The built-in theme (`Templates/theme`) on a site without layouts: its pages, its stylesheet
/// and its conventions (menu, tags page, pagination), rendered by the real pipeline.
@Suite struct DefaultThemeTests {
    @Test func siteWithoutLayoutsGetsTheThemeStylesheetAndNotFoundPage() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        try site.build()
        let css = try #require(site.output("assets/css/style.css"))
        #expect(css.contains("prefers-color-scheme: dark"))
        #expect(css.contains(".highlight .k,"))
        let notFound = try #require(site.output("404.html"))
        #expect(notFound.contains("<h1 class=\"page-title\">Page not found</h1>"))
        #expect(try #require(site.output("index.html")).contains("<link rel=\"stylesheet\" href=\"/assets/css/style.css\">"))
    }

    @Test func siteStylesheetAndNotFoundPageReplaceTheTheme() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        try site.write("body { color: red; }\n", to: "assets/css/style.css")
        try site.write("---\nlayout: page\ntitle: Lost\n---\nMine.\n", to: "404.md")
        try site.build()
        #expect(site.output("assets/css/style.css") == "body { color: red; }\n")
        #expect(try #require(site.output("404.html")).contains("Mine."))
    }

    @Test func siteWithItsOwnLayoutsGetsNoThemeFiles() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        for name in ["home", "page", "post", "tags", "archive"] {
            try site.write("<main>{{ content }}</main>\n", to: "_layouts/\(name).html")
        }
        try site.build()
        #expect(site.output("assets/css/style.css") == nil)
        #expect(site.output("404.html") == nil)
    }

    @Test func siteThatNamesNoThemeLayoutGetsNoThemeFiles() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        for page in ["index.html", "about.md", "colophon.md", "hidden.md", "tags.md", "archive.md", "_posts/2023-05-01-older.md", "_posts/2024-02-03-newer.md"] {
            try FileManager.default.removeItem(at: site.source.appendingPathComponent(page))
        }
        try site.write("plain\n", to: "notes.txt")
        try site.build()
        #expect(site.outputPaths() == ["notes.txt"])
    }

    @Test func menuListsTitledPagesByTitleWithoutHiddenOnes() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        try site.build()
        let home = try #require(site.output("index.html"))
        let titles = Self.menuTitles(home)
        #expect(titles == ["Apple notes", "Archive", "Tags", "Zebra facts"])
        let about = try #require(site.output("about.html"))
        #expect(about.contains("<a href=\"/about.html\" aria-current=\"page\">Zebra facts</a>"))
    }

    @Test func menuReadsSiteDataNavigationWhenPresent() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        try site.write("- title: Start\n  url: /\n- title: Writing\n  url: /archive/\n", to: "_data/navigation.yml")
        try site.write("title: Theme Fixture\nbaseurl: /blog\ntimezone: UTC\n", to: "_config.yml")
        try site.build()
        let home = try #require(site.output("index.html"))
        #expect(Self.menuTitles(home) == ["Start", "Writing"])
        #expect(home.contains("<a href=\"/blog/archive/\">Writing</a>"))
        #expect(home.contains("href=\"/blog/assets/css/style.css\""))
    }

    /// The menu's search over the pages runs on every page: past 50 pages it is left out, so a
    /// large site does not build in time quadratic in its pages; the tags page likewise past
    /// 200, unless `tags_page` names it.
    @Test func pageSearchesStopPastTheirBounds() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        for i in 0..<50 { try site.write("---\nlayout: page\ntitle: Page \(i)\n---\nx\n", to: "many/p\(i).md") }
        try site.build()
        #expect(!(try #require(site.output("index.html"))).contains("site-nav"))
        #expect(try #require(site.output("2023/05/01/older.html")).contains("href=\"/tags/#release\""))
        for i in 50..<200 { try site.write("---\nlayout: page\n---\nx\n", to: "many/p\(i).md") }
        try site.build()
        #expect(try #require(site.output("2023/05/01/older.html")).contains("<li>release</li>"))
        try site.write("title: Theme Fixture\ntimezone: UTC\ntags_page: /tags/\n", to: "_config.yml")
        try site.build()
        #expect(try #require(site.output("2023/05/01/older.html")).contains("href=\"/tags/#release\""))
    }

    @Test func homeListsPostsNewestFirstWithDatesAndExcerpts() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        try site.build()
        let home = try #require(site.output("index.html"))
        let newer = try #require(home.range(of: "Newer post"))
        let older = try #require(home.range(of: "Older post"))
        #expect(newer.lowerBound < older.lowerBound)
        #expect(home.contains("<time datetime=\"2024-02-03T00:00:00+00:00\">February 3, 2024</time>"))
        #expect(home.contains("<p>First paragraph of the older post.</p>"))
        #expect(!home.contains("Second paragraph."))
        // The site title is in <title> and the header only, not repeated as a heading.
        #expect(home.components(separatedBy: "Theme Fixture</").count - 1 == 2)
    }

    @Test func homePagesThroughPostsWithJekyllPaginate() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        try site.write("title: Theme Fixture\ntimezone: UTC\nplugins: [jekyll-paginate]\npaginate: 1\n", to: "_config.yml")
        try site.build()
        let first = try #require(site.output("index.html"))
        #expect(first.contains(">Newer post</a>") && !first.contains(">Older post</a>"))
        #expect(first.contains("Page 1 of 2"))
        // jekyll-paginate's default paginate_path is /page:num, without a slash.
        #expect(first.contains("<a href=\"/page2\" rel=\"next\">Older posts &rarr;</a>"))
        let second = try #require(site.output("page2/index.html"))
        #expect(second.contains(">Older post</a>") && second.contains("rel=\"prev\">&larr; Newer posts</a>"))
    }

    @Test func postShowsDateReadingTimeTagsAndNeighbours() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        try site.build()
        let older = try #require(site.output("2023/05/01/older.html"))
        #expect(older.contains("May 1, 2023</time>"))
        #expect(older.contains("· 1 min read"))
        #expect(older.contains("<a href=\"/tags/#swift-tips\" rel=\"tag\">Swift Tips</a>"))
        #expect(older.contains("<a href=\"/2024/02/03/newer.html\" rel=\"next\">Newer post &rarr;</a>"))
        let newer = try #require(site.output("2024/02/03/newer.html"))
        #expect(newer.contains("<span class=\"k\">def</span>"))
        #expect(newer.contains("rel=\"prev\">&larr; Older post</a>"))
    }

    @Test func tagsAndArchivePagesListEveryPost() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        try site.build()
        let tags = try #require(site.output("tags/index.html"))
        #expect(tags.contains("<h2 id=\"swift-tips\" class=\"archive-year\">Swift Tips</h2>"))
        #expect(tags.contains("<a href=\"#release\">release</a> (2)"))
        let archive = try #require(site.output("archive/index.html"))
        let y2024 = try #require(archive.range(of: "<h2 id=\"y2024\""))
        let y2023 = try #require(archive.range(of: "<h2 id=\"y2023\""))
        #expect(y2024.lowerBound < y2023.lowerBound)
    }

    @Test func postWithoutTagsPageShowsTagsAsText() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("tags.md"))
        try site.build()
        let older = try #require(site.output("2023/05/01/older.html"))
        #expect(older.contains("<li>Swift Tips</li>"))
    }

    @Test func pluginsAddSEOTagsFeedAndSitemapLinks() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        var plain = try #require(try { try site.build(); return site.output("index.html") }())
        #expect(plain.contains("<title>Theme Fixture</title>"))
        #expect(!plain.contains("feed.xml") && !plain.contains("sitemap.xml"))
        try site.write("title: Theme Fixture\ntimezone: UTC\nurl: https://example.org\nplugins: [jekyll-seo-tag, jekyll-feed, jekyll-sitemap]\n", to: "_config.yml")
        try site.build()
        plain = try #require(site.output("index.html"))
        #expect(plain.contains("<!-- Begin Jekyll SEO tag"))
        #expect(plain.contains("<link type=\"application/atom+xml\" rel=\"alternate\" href=\"https://example.org/feed.xml\""))
        #expect(plain.contains("<li><a href=\"/sitemap.xml\">Sitemap</a></li>"))
        #expect(!(site.output("sitemap.xml") ?? "").contains("404"))
    }

    /// `serve`'s rebuilds of a site on the theme write what a full build writes: the theme's
    /// own pages stay, and the menu, tags and home follow the edits.
    @Test func rebuildsWriteWhatAFullBuildWrites() throws {
        let site = try FixtureSite("default-theme")
        defer { site.remove() }
        let builder = SiteBuilder(options: site.options { $0.siteTime = RebuildEqualsBuildTests.pinnedTime })
        builder.keepsStateForRebuilds = true
        _ = try builder.build()
        let edits: [(String, String)] = [
            ("_posts/2024-02-03-newer.md", "---\nlayout: post\ntitle: Newer, renamed\ntags: [release, fresh]\n---\nChanged.\n"),
            ("_posts/2024-06-01-added.md", "---\nlayout: post\ntitle: Added post\n---\nNew here.\n"),
            ("contact.md", "---\nlayout: page\ntitle: Contact\n---\nWrite to me.\n"),
            ("about.md", "---\nlayout: page\ntitle: Zebra facts\nnav: false\n---\nHidden now.\n"),
        ]
        for (path, text) in edits {
            try site.write(text, to: path)
            _ = try builder.rebuild(changed: [path])
            let fresh = try #require(RebuildEqualsBuildTests.freshBuild(site))
            #expect(RebuildEqualsBuildTests.differences(RebuildEqualsBuildTests.tree(site.destination), fresh) == [], "after \(path)")
        }
        #expect(try #require(site.output("index.html")).contains("Contact</a>"))
    }

    static func menuTitles(_ html: String) -> [String] {
        guard let start = html.range(of: "<nav class=\"site-nav\""), let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex) else { return [] }
        return html[start.upperBound..<end.lowerBound].components(separatedBy: "\">").dropFirst().compactMap { part in
            part.components(separatedBy: "</a>").count > 1 ? part.components(separatedBy: "</a>")[0] : nil
        }
    }
}
