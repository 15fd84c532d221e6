import Foundation
import Testing
@testable import SiteKit

/// jekyll-readme-index's `with_frontmatter` (expected text from Debian's Jekyll 4.3.1 build of
/// the `readme-index-front-matter` fixture).
@Suite struct ReadmeIndexFrontMatterTests {
    @Test func aReadmeWithFrontMatterBecomesItsFoldersIndexUnlessTheFolderHasOne() throws {
        let site = try FixtureSite("readme-index-front-matter")
        defer { site.remove() }
        try site.build()
        #expect(site.output("docs/index.html") == "<h1 id=\"docs-readme\">Docs readme</h1>\n\n<p>url /docs/</p>\n")
        #expect(site.output("docs/README.html") == nil)
        #expect(site.output("other/README.html") == "<p>other readme</p>\n")
        // A README made a page from a file keeps the file's path, as Jekyll's Page.new over it.
        #expect(site.output("index.html") == "index.html=/ docs/README.md=/docs/ other/index.html=/other/ other/README.md=/other/README.html plain/README.md=/plain/ \n")
    }

    @Test func withoutTheSettingAReadmePageStaysWhereItIs() throws {
        let site = try FixtureSite("readme-index-front-matter")
        defer { site.remove() }
        try site.write("plugins: [jekyll-readme-index]\n", to: "_config.yml")
        try site.build()
        #expect(site.output("docs/README.html") != nil)
        #expect(site.output("docs/index.html") == nil)
    }
}
