import Foundation
import Testing
@testable import SiteKit

/// `include:` against the default excludes, as Jekyll 4.3.1 reads a site: an entry naming a
/// file is read even inside an excluded folder (`Reader#read_included_excludes`), a folder
/// entry keeps what the entry filter is asked about by name (`_hidden`, `.well-known`), and
/// a folder entry with a path in it (`vendor/bundle`) keeps nothing. The expectation is
/// Jekyll 4.3.1's output for `Tests/Fixtures/include-excluded`.
@Suite struct IncludeExcludeTests {
    @Test func includedFilesInsideExcludedFoldersAreRead() throws {
        let site = try FixtureSite("include-excluded")
        defer { site.remove() }
        try site.build()
        #expect(site.outputPaths() == [
            ".well-known/w.txt", "_hidden/h.txt", "index.html", "node_modules/x/a.css", "node_modules/y/p.html",
        ])
        #expect(site.output("node_modules/y/p.html") == "<p>fm node_modules/y/p.md</p>\n")
    }
}

/// `== blank` as Jekyll 4.3.1's Liquid gives it inside a site: never true. The expectation is
/// Jekyll 4.3.1's output for `Tests/Fixtures/liquid-blank`.
@Suite struct LiquidBlankInSiteTests {
    @Test func nothingEqualsBlankInsideASite() throws {
        let site = try FixtureSite("liquid-blank")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == """
            e:-E-N s:---N z:---N f:---N l:-E-N h:-E-N n:---N x:---N missing:---N 
            page:-- site:- lit:E U caseE

            """)
    }
}
