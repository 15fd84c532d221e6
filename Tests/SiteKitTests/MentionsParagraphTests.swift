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

/// A page with a mention is read and written again as libxml2 does for html-pipeline: list
/// items, table cells and options closed by the next one, stray end tags dropped, a tag's
/// junk skipped, boolean attributes bare, `href`/`src` URI-escaped, attribute names and tag
/// names lower-cased and quoted, entities decoded and `&`, `<`, `>` escaped, line breaks
/// around block elements. The expectations in `_jekyll/` are Jekyll 4.3.1's output for the
/// fixture's pages.
@Suite struct MentionsLibxmlSerialisationTests {
    @Test(arguments: ["a", "b", "c", "d", "e", "f", "g", "h", "i"])
    func pageWithAMentionIsWrittenAsLibxml2WritesIt(page: String) throws {
        let site = try FixtureSite("mentions-libxml")
        defer { site.remove() }
        try site.build()
        let expected = try String(contentsOf: site.source.appendingPathComponent("_jekyll/\(page).html"), encoding: .utf8)
        #expect(site.output("\(page).html") == expected)
    }

    /// Nesting deep enough to exhaust a recursive walk is read and written iteratively.
    @Test func deepNestingIsWrittenWithoutRecursion() {
        let depth = 200_000
        let html = String(repeating: "<div>", count: depth) + "@octocat" + String(repeating: "</div>", count: depth)
        let out = MentionHook.rewriter.rewrite(html) { MentionHook.linkMentions(in: $0, href: "u/") }
        #expect(out.hasSuffix("</div>"))
        #expect(out.contains("<a href=\"u/octocat\" class=\"user-mention\">@octocat</a>"))
    }
}

extension MentionsLibxmlSerialisationTests {
    /// End tags blocked by an open element of higher end priority (`</span>` under an open
    /// `<div>`) are dropped, however deep the nesting above (each is settled from per-name and
    /// per-priority positions, not by walking the open elements).
    @Test func endTagsBlockedByAHigherPriorityElementAreDropped() {
        let depth = 50_000
        let html = "<span><div>" + String(repeating: "<b>", count: depth) + String(repeating: "</span>", count: depth) + "@octocat"
        let out = MentionHook.rewriter.rewrite(html) { MentionHook.linkMentions(in: $0, href: "u/") }
        #expect(out.hasPrefix("<span><div><b><b>"))
        #expect(!out.contains("</span></span>"))
    }
}
