import Foundation
import Testing
@testable import SiteKit

/// jekyll-relative-links rewrites links as Debian's gem does for the `relative-links` fixture
/// (newlines aside: they are the Markdown converter's).
@Suite struct RelativeLinksTests {
    @Test func linksToSourceFilesPointAtTheirURLsWithBaseurl() throws {
        let site = try FixtureSite("relative-links")
        defer { site.remove() }
        try site.build()
        func flat(_ path: String) -> String? { site.output(path)?.replacingOccurrences(of: "\n", with: "") }
        #expect(flat("index.html") == ##"<p>See <a href="/site/docs/guide.html#setup" title="Guide">the guide</a> and <a href="/site/docs/data.txt">raw</a>, <a href="https://example.com/x.md">away</a>, <a href="#top">frag</a>.</p><p>Use <a href="/site/docs/guide.html">other</a> too.</p>"##)
        #expect(flat("docs/guide.html") == #"<p>Back <a href="/site/">home</a> or <a href="/site/">up</a>.</p>"#)
    }

    @Test func pathsFromTheRoot() {
        #expect(RelativeLinksGenerator.fromRoot("../a.md", folder: "docs/x") == "docs/a.md")
        #expect(RelativeLinksGenerator.fromRoot("/a.md", folder: "docs") == "a.md")
        #expect(RelativeLinksGenerator.fromRoot("./b/c.md", folder: "") == "b/c.md")
    }
}
