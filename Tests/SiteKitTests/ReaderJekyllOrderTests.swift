import Foundation
import Testing
@testable import SiteKit

/// What Jekyll's reader makes of YAML days and of pages with the same file name (expected
/// text from Debian's Jekyll 4.3.1 builds of the fixtures).
@Suite struct ReaderJekyllOrderTests {
    /// Psych reads `2018-09-10` as a Ruby Date, which prints as the day; a post's `date:` is
    /// still a time in the site's zone.
    @Test func aBareYAMLDayPrintsAsTheDay() throws {
        let site = try FixtureSite("yaml-days")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == #"2018-09-10|Sep 10, 2018|2018-09-10 06:00:00 -0400|{"pitched":"2018-09-10","at":"2018-09-10 06:00:00 -0400"}|2020-01-01|2020-01-02 00:00:00 -0500"# + "\n")
    }

    /// Pages sort by file name; of two `index.html`, the one in a subfolder was read first.
    @Test func pagesWithTheSameNameKeepJekyllsReadOrder() throws {
        let site = try FixtureSite("page-order")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == "about.html posts/x/index.html posts/index.html index.html \n")
    }

    /// Jekyll reads a folder's subfolders in `Dir.entries` order (the file system's, not the
    /// names'), so pages of the same name in sibling folders come out in that order.
    @Test func pagesWithTheSameNameInSiblingFoldersFollowTheFileSystemsOrder() throws {
        let site = try FixtureSite("page-order")
        defer { site.remove() }
        // made in an order that is not the names' (file systems keep creation order, its
        // reverse, or a hash of the name)
        for folder in ["mid", "zeta", "alpha", "kappa", "beta"] {
            try site.write("---\n---\n", to: "sib/\(folder)/index.html")
        }
        try site.build()
        let listed = try DirectoryListing.listed(atPath: site.source.appendingPathComponent("sib").path, displayName: "sib").map(\.name)
        #expect(Set(listed) == ["mid", "zeta", "alpha", "kappa", "beta"])
        let inSib = listed.map { "sib/\($0)/index.html" }
        let rootFolders = try DirectoryListing.listed(atPath: site.source.path, displayName: "").map(\.name).filter { $0 == "posts" || $0 == "sib" }
        let indexPages = rootFolders.flatMap { $0 == "sib" ? inSib : ["posts/x/index.html", "posts/index.html"] }
        #expect(site.output("index.html") == "about.html " + indexPages.joined(separator: " ") + " index.html \n")
    }
}
