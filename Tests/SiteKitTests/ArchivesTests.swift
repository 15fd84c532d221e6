import Foundation
import Testing
@testable import SiteKit

/// jekyll-archives writes what the gem writes for the `archives` fixture (Jekyll 4.3.1's build).
@Suite struct ArchivesTests {
    @Test func tagCategoryYearAndMonthPagesWithTheirLayoutsAndPostsNewestFirst() throws {
        let site = try FixtureSite("archives")
        defer { site.remove() }
        try site.build()
        let expected = [
            "2023/12/index.html": "month::A;\n", "2023/index.html": "Y 2023:A;\n", "2024/01/index.html": "month::C;B;\n",
            "2024/index.html": "Y 2024:C;B;\n", "category/notes/index.html": "category:notes:A;\n",
            "tag/swift-lang/index.html": "tag:Swift Lang:A;\n", "tag/web/index.html": "tag:web:C;B;A;\n",
        ]
        for (path, text) in expected { #expect(site.output(path) == text, "\(path)") }
        #expect(site.output("2024/01/05/index.html") == nil)  // days are not enabled
    }

    /// `site.archives` (every archive page, in the gem's order), and on each page `type`,
    /// `title`, `date` (a day, for date archives), `url` from `permalinks:`, the layout per type.
    @Test func siteArchivesAndEveryPageVariable() throws {
        let site = try FixtureSite("archives-listed")
        defer { site.remove() }
        try site.build()
        try RenderOrderTests.expectJekyllOutputs(site)
    }
}

/// An archive page shows what jekyll-archives' Archive#to_liquid gives: the front-matter
/// defaults for its path and for its type (`tag`, `year` …), its layout, then `posts`, `type`,
/// `title`, `date`, `name` (the file's, without extension), `path`, `url` and a nil
/// `permalink`, in that order, and no `content`, `dir` or `excerpt`. The expectations in
/// `_jekyll/` are Jekyll 4.3.1's output for the fixture.
@Suite struct ArchivePageViewTests {
    @Test(arguments: [
        "2024/03/05/index.html", "2024/03/index.html", "2024/index.html", "category/cat/index.html", "index.html",
        "t/baz/index.html", "t/foo-bar/index.html", "cat/2024/03/05/one.html",
    ])
    func archivePagesShowWhatArchiveToLiquidGives(path: String) throws {
        let site = try FixtureSite("archives-page-view")
        defer { site.remove() }
        try site.build()
        let expected = try String(contentsOf: site.source.appendingPathComponent("_jekyll/" + path), encoding: .utf8)
        #expect(site.output(path) == expected)
    }
}
