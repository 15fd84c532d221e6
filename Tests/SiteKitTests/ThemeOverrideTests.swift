import Foundation
@testable import SiteKit
import Testing

/// The built-in theme as a theme in Jekyll's sense: a file of the site replaces the theme's
/// file of the same path, one at a time, and a name in neither is Jekyll's error.
@Suite struct ThemeOverrideTests {
    static func strict(_ o: inout BuildOptions) { o.strict = true }

    @Test func overridingOneLayoutKeepsEveryOtherThemeLayoutAndTheStylesheet() throws {
        let site = try FixtureSite("theme-override")
        defer { site.remove() }
        let report = try site.build(Self.strict)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let post = try #require(site.output("2023/05/01/older.html"))
        #expect(post.contains("<article class=\"my-post\"><h1>Older post</h1>"))
        // The site's post layout sits in the theme's default layout: head, header, footer.
        #expect(post.contains("<link rel=\"stylesheet\" href=\"/assets/css/style.css\">"))
        for page in ["index.html", "about.html", "tags/index.html", "archive/index.html", "404.html"] {
            let html = try #require(site.output(page), "\(page)")
            #expect(html.contains("<link rel=\"stylesheet\" href=\"/assets/css/style.css\">"), "\(page)")
            #expect(html.contains("class=\"site-header\""), "\(page)")
        }
        #expect(try #require(site.output("index.html")).contains(">Newer post</a>"))
        #expect(site.output("assets/css/style.css")?.contains("prefers-color-scheme: dark") == true)
    }

    @Test func overridingOneIncludeKeepsTheOtherIncludes() throws {
        let site = try FixtureSite("theme-override")
        defer { site.remove() }
        try site.write("<footer class=\"mine\">My footer</footer>\n", to: "_includes/footer.html")
        try site.build(Self.strict)
        let home = try #require(site.output("index.html"))
        #expect(home.contains("<footer class=\"mine\">My footer</footer>"))
        #expect(home.contains("class=\"site-header\""))  // the theme's header.html
    }

    @Test func overridingTheStylesheetKeepsTheLayouts() throws {
        let site = try FixtureSite("theme-override")
        defer { site.remove() }
        try site.write("body { color: red; }\n", to: "assets/css/style.css")
        try site.build(Self.strict)
        #expect(site.output("assets/css/style.css") == "body { color: red; }\n")
        #expect(try #require(site.output("about.html")).contains("class=\"site-header\""))
    }

    /// Jekyll fails on an include found neither in the site nor in its theme.
    @Test func includeInNeitherSiteNorThemeIsAnError() throws {
        let site = try FixtureSite("theme-override")
        defer { site.remove() }
        try site.write("---\nlayout: default\n---\n{% include nowhere.html %}\n", to: "_layouts/post.html")
        let error = try #require(site.buildError())
        let message = try #require(error.diagnostics.first)
        #expect(message.message == "could not find 'nowhere.html' in _includes/ or in the built-in theme's _includes/ (sitegen theme lists its files)")
        #expect(message.location?.file == "_layouts/post.html")
        #expect(message.location?.line == 4)
    }

    /// Without `theme:` a site with its own layouts has no theme, as in Jekyll: the built-in
    /// theme's includes are not read behind its back, and a missing layout says where to find one.
    @Test func siteWithOwnLayoutsAndNoThemeGetsNoThemeFiles() throws {
        let site = try FixtureSite("theme-override")
        defer { site.remove() }
        try site.write("title: Override Fixture\ntimezone: UTC\n", to: "_config.yml")
        try site.write("---\n---\n{% include footer.html %}{{ content }}\n", to: "_layouts/default.html")
        let error = try #require(site.buildError())
        #expect(error.diagnostics.first?.message == "could not find 'footer.html' in _includes/")
        try site.write("---\n---\n{{ content }}\n", to: "_layouts/default.html")
        let report = try site.build()
        let missing = report.warnings.map(\.message).filter { $0.contains("'home'") }
        #expect(missing == ["layout 'home' requested in index.html does not exist in _layouts/; the built-in theme has one: add `theme: sitegen` to _config.yml to use its layouts beneath your own"])
        #expect(site.output("assets/css/style.css") == nil)
        #expect(site.buildError(Self.strict) != nil)
    }

    @Test func themeCopyWritesTheThemeFileAndKeepsTheSites() throws {
        let site = try FixtureSite("theme-override")
        defer { site.remove() }
        let theme = try ThemeFiles(options: site.options())
        #expect(theme.name == "sitegen" && theme.root == nil && theme.inUse)
        #expect(theme.files.first { $0.path == "_layouts/post.html" }?.overriddenBy == "_layouts/post.html")
        #expect(theme.files.first { $0.path == "_layouts/page.html" }?.overriddenBy == nil)
        let results = try theme.copy(["_layouts/page.html", "_layouts/post.html", "_includes/"], force: false)
        #expect(results.contains(.copied("_layouts/page.html")))
        #expect(results.contains(.kept("_layouts/post.html")))
        #expect(results.contains(.copied("_includes/footer.html")))
        let copied = try String(contentsOf: site.source.appendingPathComponent("_layouts/page.html"), encoding: .utf8)
        #expect(copied == DefaultTheme.file("_layouts/page.html"))
        #expect(throws: SiteError.self) { try theme.copy(["_layouts/nope.html"], force: false) }
        // The copies build as the theme's files did.
        try site.build(Self.strict)
        #expect(try #require(site.output("about.html")).contains("class=\"site-header\""))
    }

    @Test func themeCopyWithoutPathsCopiesTheWholeThemeAndTheSiteStillBuilds() throws {
        let site = try FixtureSite("theme-override")
        defer { site.remove() }
        let before = try site.build(Self.strict)
        let home = site.output("index.html")
        _ = before
        let results = try ThemeFiles(options: site.options()).copy([], force: false)
        #expect(results.count == DefaultTheme.files.count)
        try site.write("title: Override Fixture\ndescription: A site on the built-in theme that replaces one file of it.\nauthor: Test Author\ntimezone: UTC\n", to: "_config.yml")
        // With every file copied the site needs no theme, and builds the same pages.
        try site.build(Self.strict)
        #expect(site.output("index.html") == home)
    }
}
