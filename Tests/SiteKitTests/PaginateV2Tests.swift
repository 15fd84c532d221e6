import Foundation
import Testing
@testable import SiteKit

/// jekyll-paginate-v2's core writes what the gem (Debian's 3.0.0) writes for `paginate-v2`.
@Suite struct PaginateV2Tests {
    @Test func pagesUnderTheTemplateFolderWithTitlesAndPaths() throws {
        let site = try FixtureSite("paginate-v2")
        defer { site.remove() }
        try site.build()
        #expect(site.output("blog/index.html") == "Blog|P5;P4;|1/3||/blog/page/2/|/blog/|/blog/page/3/|/blog/index.html\n")
        #expect(site.output("blog/page/2/index.html") == "Blog - page 2|P3;P2;|2/3|/blog/|/blog/page/3/|/blog/|/blog/page/3/|/blog/page/2/index.html\n")
        #expect(site.output("blog/page/3/index.html") == "Blog - page 3|P1;|3/3|/blog/page/2/||/blog/|/blog/page/3/|/blog/page/3/index.html\n")
    }

    /// `trail: {before: 1, after: 2}`: a window of four pages, kept at full length near the ends.
    @Test func pageTrailKeepsItsLengthNearTheEnds() throws {
        let site = try FixtureSite("paginate-v2")
        defer { site.remove() }
        try site.write("title: V2\nplugins: [jekyll-paginate-v2]\npagination:\n  enabled: true\n  per_page: 1\n  permalink: /page/:num/\n  trail:\n    before: 1\n    after: 2\n", to: "_config.yml")
        try site.write("---\ntitle: Blog\npagination:\n  enabled: true\n---\n{{ paginator.page }}:{% for t in paginator.page_trail %} {{ t.num }}={{ t.path }}={{ t.title }}{% endfor %}\n", to: "blog/index.html")
        try site.build()
        let first = " 1=/blog/index.html=Blog 2=/blog/page/2/index.html=Blog - page 2 3=/blog/page/3/index.html=Blog - page 3 4=/blog/page/4/index.html=Blog - page 4\n"
        let last = " 2=/blog/page/2/index.html=Blog - page 2 3=/blog/page/3/index.html=Blog - page 3 4=/blog/page/4/index.html=Blog - page 4 5=/blog/page/5/index.html=Blog - page 5\n"
        #expect(site.output("blog/index.html") == "1:" + first)
        #expect(site.output("blog/page/2/index.html") == "2:" + first)
        #expect(site.output("blog/page/3/index.html") == "3:" + last)
        #expect(site.output("blog/page/5/index.html") == "5:" + last)
    }

    /// `autopages:` (expected text from Debian's Jekyll 4.3.1 build of `paginate-v2-autopages`):
    /// a page per tag (shown as first written, `Swift`, URL lower-cased) and per collection,
    /// written by the auto-page layout and paginated over its documents; categories switched off.
    @Test func autoPagesPerTagAndCollectionFromTheirLayouts() throws {
        let site = try FixtureSite("paginate-v2-autopages")
        defer { site.remove() }
        try site.build()
        #expect(site.output("tag/swift/index.html") == "<main>Tagged swift|Swift|kept|/tag/swift/index.html|P1;P2;|1/2|/tag/swift/page/2/|\n</main>\n")
        #expect(site.output("tag/swift/page/2/index.html") == "<main>Tagged swift - page 2|Swift|kept|/tag/swift/page/2/index.html|P3;P4;|2/2||/tag/swift/\n</main>\n")
        #expect(site.output("tag/news/page/2/index.html") == "<main>Tagged news - page 2|news|kept|/tag/news/page/2/index.html|P3;|2/2||/tag/news/\n</main>\n")
        #expect(site.output("collection/posts/page/2/index.html") == "<main>C Posts in collection posts - page 2|posts|P3;P4;|2/2\n</main>\n")
        #expect(site.output("collection/recipes/index.html") == "<main>C Posts in collection recipes|recipes|R1;|1/1\n</main>\n")
        #expect(!site.outputPaths().contains { $0.hasPrefix("category/") })
    }

    @Test func autoPageLayoutThatDoesNotExistNamesTheSetting() throws {
        let site = try FixtureSite("paginate-v2-autopages")
        defer { site.remove() }
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("_layouts/autopage_collection.html"))
        let error = try #require(site.buildError())
        #expect(error.diagnostics.first?.message == "jekyll-paginate-v2 auto-pages: layout _layouts/autopage_collection.html does not exist (named by `autopages: collections: layouts`)")
        #expect(error.diagnostics.first?.location?.line == 10)
    }

    /// The gem's pages are named `.html` (`indexpage` nil, `extension: html`): `page.name` and
    /// `page.path` show it, on the first page as on the others.
    @Test func paginatedPagesAreNamedAsTheGemNamesThem() throws {
        let site = try FixtureSite("paginate-v2")
        defer { site.remove() }
        try site.write("---\ntitle: Blog\npagination:\n  enabled: true\n---\n{{ page.path }}|{{ page.name }}|{{ page.dir }}\n", to: "blog/index.html")
        try site.build()
        #expect(site.output("blog/index.html") == ".html|.html|/blog/\n")
        #expect(site.output("blog/page/2/index.html") == ".html|.html|/blog/page/2/\n")
    }
}
