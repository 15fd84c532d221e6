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
}
