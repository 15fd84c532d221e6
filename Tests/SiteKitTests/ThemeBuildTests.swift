import Foundation
import Testing
@testable import SiteKit

@Suite struct ThemeBuildTests {
    @Test func bundlerVendorThemeSuppliesLayoutsIncludesDataAndConfig() throws {
        let site = try FixtureSite("theme-gem")
        defer { site.remove() }
        try site.build()
        // The theme's layouts and head include; the site's footer include and `home` label win;
        // the theme's `copyright` label and its own config key fill in; the site's title wins.
        // (Newlines left out: where front matter leaves blank lines is not this test's concern.)
        let page = try #require(site.output("index.html")).replacingOccurrences(of: "\n", with: "")
        #expect(page == #"<html><head><link rel="stylesheet" href="/assets/theme.css"></head><body class="theme"><main class="theme-page"><footer>site footer</footer> Start Theme Inc from-theme Themed</main></body></html>"#)
    }

    @Test func themeAssetsAreCompiledAndCopiedUnlessTheSiteHasThem() throws {
        let site = try FixtureSite("theme-gem")
        defer { site.remove() }
        try site.build()
        // The theme's stylesheet imports its partial from the theme's _sass, which imports
        // `theme/vars` relative to itself (libsass looks beside the importing file first).
        #expect(site.output("assets/theme.css") == "a { color: #abcdef; }\n")
        #expect(site.output("assets/logo.txt") == "theme logo\n")
        #expect(site.output("assets/override.txt") == "site version\n")
        #expect(!site.outputPaths().contains { $0.hasPrefix("vendor") })
    }

    @Test func highestVersionOfTheNamedGemIsChosen() throws {
        let site = try FixtureSite("theme-gem")
        defer { site.remove() }
        let config = try SiteConfig.load(options: site.options())
        let theme = try #require(config.theme)
        #expect(theme.name == "sample-theme")
        #expect(theme.root.lastPathComponent == "sample-theme-1.0.0")
    }

    @Test func siteSassDirWinsOverTheThemesForTheEntrysImports() throws {
        let site = try FixtureSite("theme-gem")
        defer { site.remove() }
        try site.write("@import \"theme/vars\";\na { color: $accent; }\n.site { b: c; }\n", to: "_sass/_theme.scss")
        try site.build()
        #expect(site.output("assets/theme.css") == "a { color: #010203; }\n\n.site { b: c; }\n")
    }

    @Test func siteLayoutWinsOverTheThemes() throws {
        let site = try FixtureSite("theme-gem")
        defer { site.remove() }
        try site.write("<div class=\"site\">{{ content }}</div>\n", to: "_layouts/default.html")
        try site.build()
        #expect(site.output("index.html")?.replacingOccurrences(of: "\n", with: "").hasPrefix("<div class=\"site\"><main class=\"theme-page\">") == true)
    }

    @Test func sitegenThemePathFindsABareThemeFolder() throws {
        let site = try FixtureSite("theme-gem")
        defer { site.remove() }
        let vendor = site.source.appendingPathComponent("vendor/bundle/ruby/3.1.0/gems")
        let folders = ThemeLocator.searchFolders(source: URL(fileURLWithPath: "/nonexistent"), environment: ["SITEGEN_THEME_PATH": vendor.path, "PATH": ""])
        #expect(folders.first == vendor.path)
        let bare = site.root.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: bare, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: vendor.appendingPathComponent("sample-theme-1.0.0"), to: bare.appendingPathComponent("sample-theme"))
        #expect(ThemeLocator.find("sample-theme", in: [bare.path])?.root.lastPathComponent == "sample-theme")
        #expect(ThemeLocator.find("sample", in: [vendor.path]) == nil)
    }

    @Test func rubyGemsPathsGiveTheHighestVersionAcrossFolders() throws {
        let site = try FixtureSite("theme-gem")
        defer { site.remove() }
        let gems = site.source.appendingPathComponent("vendor/bundle/ruby/3.1.0/gems")
        let older = site.root.appendingPathComponent("older")
        try FileManager.default.createDirectory(at: older, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: gems.appendingPathComponent("sample-theme-0.9.0"), to: older.appendingPathComponent("sample-theme-0.10.0"))
        #expect(ThemeLocator.find("sample-theme", in: [older.path, gems.path])?.root.lastPathComponent == "sample-theme-0.10.0")
        #expect(ThemeLocator.find("sample-theme", in: [older.path, gems.path], highestAcrossFolders: true)?.root.lastPathComponent == "sample-theme-1.0.0")
        #expect(ThemeLocator.isNewer(["0", "10", "0"], than: ["0", "9", "0"]))
        #expect(ThemeLocator.isNewer(["2", "0", "0"], than: ["2", "0", "0", "beta1"]))
    }

    @Test func missingThemeIsAnErrorNamingWhereSitegenLooked() throws {
        let site = try FixtureSite("theme-gem")
        defer { site.remove() }
        try site.write("title: Themed\ntheme: no-such-theme\n", to: "_config.yml")
        let error = try #require(site.buildError())
        let d = try #require(error.diagnostics.first)
        #expect(d.message.hasPrefix("the no-such-theme theme could not be found (looked in "))
        #expect(d.message.contains("vendor/bundle/ruby/3.1.0/gems"))
        #expect(d.location?.file == "_config.yml")
        #expect(d.location?.line == 2)
    }

    @Test func remoteThemeAndNonStringThemeWarn() throws {
        let site = try FixtureSite("theme-gem")
        defer { site.remove() }
        try site.write("title: Themed\nremote_theme: someone/fancy\ntheme: [a, b]\n", to: "_config.yml")
        let report = try site.build()
        #expect(report.warnings.count == 2)
        #expect(report.warnings.contains { $0.message.hasPrefix("remote_theme 'someone/fancy' is not fetched") && $0.location?.line == 2 })
        #expect(report.warnings.contains { $0.message.hasPrefix("value of 'theme' in config should be a string") && $0.location?.line == 3 })
        #expect(throws: SiteError.self) { try site.build { $0.strict = true } }
    }

    /// Debian's jekyll-theme-minima (installed by `scripts/deps test`), found as Jekyll finds it.
    @Test func debianMinimaGemBuildsTheJekyllNewSite() throws {
        let site = try FixtureSite("theme-gem")
        defer { site.remove() }
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("vendor"))
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("_includes"))
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("_sass"))
        try site.write("title: Minima\ntheme: minima\n", to: "_config.yml")
        try site.write("---\nlayout: post\ntitle: First\n---\nHello.\n", to: "_posts/2024-05-06-first.md")
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("index.html"))
        try site.write("---\nlayout: home\n---\n", to: "index.markdown")
        try site.build()
        // As `jekyll new` writes it: the empty Markdown page is kramdown's "\n" in the layout.
        #expect(site.output("index.html")?.contains("<div class=\"home\">\n<h2 class=\"post-list-heading\">Posts</h2>") == true)
        let css = try #require(site.output("assets/main.css"))
        #expect(css.hasPrefix("/** Reset some basic elements */\nbody, h1, h2, h3, h4, h5, h6, p, blockquote, pre, hr, dl, dd, ol, ul, figure { margin: 0; padding: 0; }"))
        #expect(css.hasSuffix("/*# sourceMappingURL=main.css.map */"))
        #expect(site.output("assets/main.css.map") != nil)
        #expect(site.output("assets/minima-social-icons.svg") != nil)
        let config = try SiteConfig.load(options: site.options())
        #expect(config.theme?.runtimeDependencies() == ["jekyll-feed", "jekyll-seo-tag"])
        let post = try #require(site.output("2024/05/06/first.html"))
        #expect(post.contains("<header class=\"site-header\""))
        #expect(post.contains("<article class=\"post h-entry\""))
    }
}
