import Foundation
import Testing
@testable import SiteKit

/// GitHub Pages' jekyll-default-layout and jekyll-titles-from-headings, on when listed.
@Suite struct GitHubPagesDefaultsTests {
    @Test func markdownWithoutLayoutGetsPageOrDefaultAndTitleFromFirstHeading() throws {
        let site = try FixtureSite("github-pages-defaults")
        defer { site.remove() }
        try site.build()
        #expect(site.output("about.html") == "<page title=\"About us\"><h1 id=\"about-us\">About <em>us</em></h1>\n<p>Text.</p>\n</page>\n")
        #expect(site.output("kept.html")?.hasPrefix("<page title=\"Kept\">") == true)
        // No `post` layout: posts fall back to `default`.
        #expect(site.output("2024/01/01/p.html") == "<default><p>Post body.</p>\n</default>\n")
    }

    @Test func firstHeadingIsOnlyTheFirstTextLine() {
        #expect(TitlesFromHeadingsGenerator.firstHeading("\nIntro\n\n# Late\n") == nil)
        #expect(TitlesFromHeadingsGenerator.firstHeading("## [Linked](x.md) ##\n")?.0 == "Linked")
    }
}
