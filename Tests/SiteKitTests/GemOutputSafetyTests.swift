import Foundation
import Testing
@testable import SiteKit
import TextSupport

/// Where sitegen's gem outputs are deliberately safer than the gems' (docs/jekyll.md, "Where
/// sitegen is deliberately safer"): a hostile or careless value cannot break out of the
/// element or make an XML file unreadable. Fixture `gem-output-safety`.
@Suite struct GemOutputSafetyTests {
    func built(_ prepare: (FixtureSite) throws -> Void = { _ in }) throws -> FixtureSite {
        let site = try FixtureSite("gem-output-safety")
        try prepare(site)
        _ = try site.build()
        return site
    }

    @Test func redirectPageEscapesItsTargetInAttributesAndScript() throws {
        let site = try built()
        defer { site.remove() }
        let page = try #require(site.output("hop.html"))
        #expect(!page.contains("<script>alert"))
        #expect(page.contains(#"<link rel="canonical" href="https://example.org/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">"#))
        #expect(page.contains(#"<script>location="https://example.org/%22%3E%3Cscript%3Ealert(1)%3C/script%3E"</script>"#))
        #expect(page.contains(#"<a href="https://example.org/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">"#))
    }

    @Test func redirectPageToAnOrdinaryURLIsTheGemsPage() throws {
        let site = try built { try $0.write("---\nredirect_to: /elsewhere/?a=1\n---\n", to: "hop.md") }
        defer { site.remove() }
        let page = try #require(site.output("hop.html"))
        #expect(page.contains(#"<script>location="https://example.org/elsewhere/?a=1"</script>"#))
        #expect(page.contains(#"<meta http-equiv="refresh" content="0; url=https://example.org/elsewhere/?a=1">"#))
    }

    @Test func jsonLDCannotCloseItsScriptElement() throws {
        let site = try built()
        defer { site.remove() }
        let page = try #require(site.output("index.html"))
        let script = try #require(page.components(separatedBy: #"<script type="application/ld+json">"#).dropFirst().first?
            .components(separatedBy: "</script>").first)
        #expect(script.contains(#""https://example.org/<\/script><script>alert(1)<\/script>""#))
        #expect(script.contains(#""https://example.org/line\u2028break""#))
        #expect(!script.contains("\u{2028}"))
    }

    @Test func feedDropsCharactersXMLForbidsAndKeepsCDATAClosed() throws {
        let site = try built {
            // HTML, which no converter escapes: kramdown would write `]]&gt;` itself.
            try $0.write("---\ntitle: Bell\n---\n<p>A bell \u{07} and a form feed \u{0C}, tab\tkept; a ]]> inside.</p>\n", to: "_posts/2024-01-01-bell.html")
        }
        defer { site.remove() }
        let feed = try #require(site.output("feed.xml"))
        #expect(feed.contains("<![CDATA[<p>A bell  and a form feed , tab\tkept; a ]]]]><![CDATA[> inside.</p>]]></content>"))
        #expect(!feed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" })
    }

    @Test func sitemapEscapesControlCharactersInURLs() throws {
        let site = try built { try $0.write("<p>x</p>\n", to: "odd\u{1B}name.html") }
        defer { site.remove() }
        let sitemap = try #require(site.output("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.org/odd%1Bname.html</loc>"))
        #expect(!sitemap.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func xmlTextDropsOnlyWhatXMLForbids() {
        #expect(XMLText.droppingInvalidCharacters("plain\ttext\r\n") == nil)
        #expect(XMLText.droppingInvalidCharacters("a\u{0}b\u{1F}c\u{FFFE}d\u{FFFF}e\u{FFFD}") == "abcde\u{FFFD}")
    }
}
