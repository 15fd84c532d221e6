import Foundation
import Testing
@testable import SiteKit
import TestSupport

/// A generated page whose path leaves the destination is refused, naming the setting that
/// gave the path (issue 31): it was named by the output path itself, at `1:1`.
@Suite struct RefusedPathOriginTests {
    @Test(arguments: [
        ("plugins: [jekyll-paginate]\npaginate: 1\npaginate_path: \"../../../tmp/escape/:num\"", nil, "_config.yml", 5),
        ("plugins: [jekyll-archives]\njekyll-archives:\n  enabled: all\n  permalinks:\n    year: \"/../../../tmp/:year/\"", nil, "_config.yml", 7),
        ("plugins: [jekyll-paginate-v2]\npagination:\n  enabled: true\n  per_page: 1",
         "---\npagination:\n  enabled: true\n  permalink: /../../../escape/:num/\n---\nx\n", "index.html", 4),
        // jekyll-feed's own path and a category's feed.
        ("plugins: [jekyll-feed]\nfeed:\n  path: \"../../../tmp/escape/feed.xml\"", nil, "_config.yml", 5),
        ("plugins: [jekyll-feed]\nfeed:\n  categories:\n    - fine\n    - ../../../../tmp/escape", nil, "_config.yml", 7),
        // jekyll-redirect-from: the front-matter line of the entry that escapes.
        ("plugins: [jekyll-redirect-from]",
         "---\ntitle: Home\nredirect_from:\n  - /fine/\n  - /../../../../tmp/escape/\n---\nx\n", "index.html", 5),
        ("plugins: [jekyll-redirect-from]", "---\nredirect_from: /../../../../tmp/escape/\n---\nx\n", "index.html", 2),
    ] as [(String, String?, String, Int)])
    func escapingGeneratedPathNamesItsSetting(config: String, index: String?, file: String, line: Int) throws {
        let site = try FixtureSite("input-numbers")
        try site.write("title: Input numbers\ntimezone: UTC\n\(config)\n", to: "_config.yml")
        if let index { try site.write(index, to: "index.html") }
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.contains("leaves the destination folder"), "\(diagnostic.message)")
        #expect(diagnostic.message.contains("at the path this setting gives"))
        #expect(diagnostic.location?.file == file)
        #expect(diagnostic.location?.line == line)
    }
}

/// A theme's `_config.yml` (issue 31): Jekyll drops `plugins_dir` (a key of its defaults) from
/// it, and a refused `sass_dir` there names the theme's file and line.
@Suite struct ThemeConfigTests {
    static let themeConfig = "vendor/bundle/ruby/3.1.0/gems/sample-theme-1.0.0/_config.yml"

    func site(appending text: String) throws -> FixtureSite {
        let site = try FixtureSite("theme-gem")
        let url = site.source.appendingPathComponent(Self.themeConfig)
        let config = try String(contentsOf: url, encoding: .utf8)
        try (config + text).write(to: url, atomically: true, encoding: .utf8)
        return site
    }

    @Test func themePluginsDirIsIgnoredAsJekyllDoes() throws {
        let site = try site(appending: "plugins_dir: ../../../../../../etc\n")
        try site.build()
        #expect(site.output("index.html") != nil)
    }

    @Test func themeSassDirOutsideNamesTheThemeConfigLine() throws {
        let site = try site(appending: "sass:\n  sass_dir: ../../../../../../etc\n")
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("sass.sass_dir '../../../../../../etc' is outside the site"))
        #expect(diagnostic.location?.file == Self.themeConfig)
    }
}
