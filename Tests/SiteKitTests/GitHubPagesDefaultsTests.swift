import Foundation
import Testing
@testable import SiteKit

/// GitHub Pages' jekyll-default-layout and jekyll-titles-from-headings, on when listed.
@Suite struct GitHubPagesDefaultsTests {
    @Test func markdownWithoutLayoutGetsPageOrDefaultAndTitleFromFirstHeading() throws {
        let site = try FixtureSite("github-pages-defaults")
        defer { site.remove() }
        try site.build()
        #expect(site.output("about.html") == "<page title=\"About us\"><h1 id=\"about-us\">About <em>us</em></h1>\n\n<p>Text.</p>\n</page>\n")
        #expect(site.output("kept.html")?.hasPrefix("<page title=\"Kept\">") == true)
        // No `post` layout: posts fall back to `default`.
        #expect(site.output("2024/01/01/p.html") == "<default><p>Post body.</p>\n</default>\n")
    }

    /// Expected texts from Jekyll 4.3.1 with Debian's jekyll-default-layout and
    /// jekyll-titles-from-headings (newlines aside: they are the Markdown converter's).
    @Test func homeLayoutStripTitleAndCollectionsAsTheGemsDo() throws {
        let site = try FixtureSite("github-pages-defaults")
        defer { site.remove() }
        try site.write("""
            plugins: [jekyll-default-layout, jekyll-titles-from-headings]
            titles_from_headings:
              strip_title: true
              collections: true
            collections:
              docs:
                output: true

            """, to: "_config.yml")
        try site.write("<home>{{ content }}</home>\n", to: "_layouts/home.html")
        try site.write("---\n---\n## Start **here**\n\nWelcome.\n", to: "index.md")
        try site.write("---\n---\nGuide\n-----\nBody.\n", to: "_docs/guide.md")
        try site.build()
        func flat(_ path: String) -> String? { site.output(path)?.replacingOccurrences(of: "\n", with: "") }
        #expect(flat("index.html") == "<home><p>Welcome.</p></home>")
        // Other collections get no default layout; their heading still becomes the title.
        #expect(flat("docs/guide.html") == "<p>Body.</p>")
        #expect(flat("about.html") == "<page title=\"About us\"><p>Text.</p></page>")
        #expect(TitlesFromHeadingsGenerator.firstHeading("#### Too deep\n") == nil)
    }

    @Test func firstHeadingIsOnlyTheFirstTextLine() {
        #expect(TitlesFromHeadingsGenerator.firstHeading("\nIntro\n\n# Late\n") == nil)
        #expect(TitlesFromHeadingsGenerator.firstHeading("## [Linked](x.md) ##\n")?.0 == "Linked")
    }
}
