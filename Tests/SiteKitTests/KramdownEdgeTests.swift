import Foundation
import Testing
@testable import SiteKit

/// kramdown edge cases, each expectation Jekyll 4.3.1's output for
/// `Tests/Fixtures/kramdown-edges`.
@Suite struct KramdownEdgeTests {
    @Test func footnoteMarkerRightAfterAnExclamationMarkAndAnEmptyTOC() throws {
        let site = try FixtureSite("kramdown-edges")
        defer { site.remove() }
        try site.build()
        // `![^1]` is no image (kramdown's LINK_START refuses `[^`): the marker is a footnote.
        #expect(site.output("fn.html") == "<p>It works!<sup id=\"fnref:1\" role=\"doc-noteref\"><a href=\"#fn:1\" class=\"footnote\" rel=\"footnote\">1</a></sup> and more<sup id=\"fnref:2\" role=\"doc-noteref\"><a href=\"#fn:2\" class=\"footnote\" rel=\"footnote\">2</a></sup>.</p>\n\n<div class=\"footnotes\" role=\"doc-endnotes\">\n  <ol>\n    <li id=\"fn:1\" role=\"doc-endnote\">\n      <p>One. <a href=\"#fnref:1\" class=\"reversefootnote\" role=\"doc-backlink\">&#8617;</a></p>\n    </li>\n    <li id=\"fn:2\" role=\"doc-endnote\">\n      <p>Two. <a href=\"#fnref:2\" class=\"reversefootnote\" role=\"doc-backlink\">&#8617;</a></p>\n    </li>\n  </ol>\n</div>\n")
        // `{:toc}` with no headings writes nothing, not an empty list.
        #expect(site.output("toc.html") == "\n<p>No headings here.</p>\n")
        // A definition takes unindented lines after an indented one (kramdown's lazy lines), a
        // `[^b]:` line too, so `[^b]` stays literal; a name defined twice keeps the later one.
        #expect(site.output("lazy.html") == "<p>Text<sup id=\"fnref:a\" role=\"doc-noteref\"><a href=\"#fn:a\" class=\"footnote\" rel=\"footnote\">1</a></sup> and[^b], again<sup id=\"fnref:c\" role=\"doc-noteref\"><a href=\"#fn:c\" class=\"footnote\" rel=\"footnote\">2</a></sup>.</p>\n\n<div class=\"footnotes\" role=\"doc-endnotes\">\n  <ol>\n    <li id=\"fn:a\" role=\"doc-endnote\">\n      <p>First.\nindented.\n[^b]: Second. <a href=\"#fnref:a\" class=\"reversefootnote\" role=\"doc-backlink\">&#8617;</a></p>\n    </li>\n    <li id=\"fn:c\" role=\"doc-endnote\">\n      <p>New. <a href=\"#fnref:c\" class=\"reversefootnote\" role=\"doc-backlink\">&#8617;</a></p>\n    </li>\n  </ol>\n</div>\n")
    
        // Two quotes with nothing consumed before them: the first is the byte kramdown's
        // `(SQ_CLOSE)('|")` rule reads before the second (`''Effective` → `'’Effective`).
        #expect(site.output("quotes.html") == "<p>'’Effective C++’’, x.</p>\n\n<p>Say “‘quoted’ words” and ‘‘“mixed.</p>\n\n<p><em>em</em>'’x and ““y.</p>\n")
    }
}
