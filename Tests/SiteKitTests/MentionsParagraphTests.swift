import Foundation
import Testing
@testable import SiteKit

/// jekyll-mentions (and jemoji) hand the page to html-pipeline, which reads it with libxml2's
/// HTML parser: a `<p>` open right around a block start is closed there, and a `</p>` with
/// no `<p>` open goes. The expectation is Jekyll 4.3.1's output for
/// `Tests/Fixtures/mentions-paragraphs`.
@Suite struct MentionsParagraphTests {
    @Test func aParagraphClosesBeforeABlockAsLibxml2ClosesIt() throws {
        let site = try FixtureSite("mentions-paragraphs")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == "<div>\n<p>\n  Hello <a href=\"https://github.com/octocat\" class=\"user-mention\">@octocat</a>, see\n  </p>\n<ul>\n    <li>one</li>\n  </ul>\n\n<p>text <a href=\"/x\">in a <div>link</div></a> after</p>\n<section><p>para<article>html5</article></p></section>\n<p>last</p>\n<pre>code @x</pre>\n</div>\n")
    }

    /// The gem re-serialises a page only when its pattern matches in the body (or, without a
    /// `<body>`, anywhere): an `@` in the head's JSON-LD or in an address leaves the page, open
    /// paragraphs and all, exactly as rendered. Expectations: Jekyll 4.3.1's output for
    /// `Tests/Fixtures/mentions-untouched`.
    @Test func pagesWithoutAMentionAreLeftAsRendered() throws {
        let site = try FixtureSite("mentions-untouched")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == "<html><head><script type=\"application/ld+json\">{\"@context\":\"https://schema.org\"}</script></head>\n<body><article><p>An open paragraph, mail me at someone@example.com\n</article>\n<section><p>again\n</section></body></html>\n")
        #expect(site.output("plain.html") == "<article><p>No body, no mention\n</article>\n")
        #expect(site.output("linked.html") == "<article><p>No body, <a href=\"https://github.com/octocat\" class=\"user-mention\">@octocat</a> here\n</p></article>\n")
    }
}
