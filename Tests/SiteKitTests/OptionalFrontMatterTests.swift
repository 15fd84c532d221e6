import Foundation
import Testing
@testable import SiteKit

/// jekyll-optional-front-matter and jekyll-readme-index write the files Debian's gems write for
/// the `optional-front-matter` fixture (newlines aside: they are the Markdown converter's).
@Suite struct OptionalFrontMatterTests {
    @Test func markdownWithoutFrontMatterAndReadmesBecomePagesBesideTheCopies() throws {
        let site = try FixtureSite("optional-front-matter")
        defer { site.remove() }
        try site.build()
        #expect(site.outputPaths() == [
            "LICENSE.md", "README.md", "docs/README.md", "docs/index.html", "guide/README.md", "guide/index.html",
            "index.html", "notes.html", "notes.md",
        ])
        func flat(_ path: String) -> String? { site.output(path)?.replacingOccurrences(of: "\n", with: "") }
        #expect(flat("notes.html") == "<main><h1 id=\"notes\">Notes</h1><p>Plain <em>markdown</em>.</p></main>")
        #expect(flat("index.html") == "<main><p>Read me first.</p></main>")
        #expect(flat("guide/index.html") == "<main><p>Guide readme.</p></main>")
        #expect(flat("docs/index.html") == "<main>docs index</main>")
    }
}
