import Testing

@testable import CommonMark
@testable import Kramdown
@testable import Markdown
@testable import MarkdownCore

struct HeadingIDCase: CustomTestStringConvertible, Sendable {
    let heading: String
    let id: String?
    var testDescription: String { heading }
}

// Ids as Jekyll 4.3.1 (kramdown-parser-gfm) wrote them for these headings.
let headingIDCases: [HeadingIDCase] = [
    HeadingIDCase(heading: "## Section Title", id: "section-title"),
    HeadingIDCase(heading: #"# 1. Intro: Ünïcode & "Quotes" — ok!"#, id: "1-intro-ünïcode--quotes--ok"),
    HeadingIDCase(heading: "## Héllo wörld", id: "héllo-wörld"),
    HeadingIDCase(heading: "### café's `code` **bold**", id: "cafés-code-bold"),
    HeadingIDCase(heading: "## 123", id: "123"),
    HeadingIDCase(heading: "## !!!", id: nil),
    HeadingIDCase(heading: "## [Link](http://x.com) and _em_ and `co_de` &amp; x ##", id: "link-and-em-and-co_de--x"),
    HeadingIDCase(heading: "## under_score  tab\tx -dash-", id: "under_score--tab-x--dash-"),
    HeadingIDCase(heading: "Setext *Heading*\n----------------", id: "setext-heading"),
    HeadingIDCase(heading: "## Straße ΑΒΓ 日本語 İstanbul", id: "straße-αβγ-日本語-i̇stanbul"),
    HeadingIDCase(heading: "## x² ½ Ⅻ a‿b", id: "x--ⅻ-a‿b"),
    HeadingIDCase(heading: "## Caf&eacute; &amp; Bar &copy;", id: "café--bar-"),
    HeadingIDCase(heading: #"## Hello <span class="x">World</span>"#, id: "hello-world"),
    HeadingIDCase(heading: "## Emoji 🎉 party", id: "emoji--party"),
    HeadingIDCase(heading: "## Image ![alt text](x.png) here", id: "image--here"),
    HeadingIDCase(heading: "## Note[^1] here\n\n[^1]: n", id: "note-here"),
    HeadingIDCase(heading: #"## A -- B... "C""#, id: "a--b-c"),
]

@Test(arguments: headingIDCases)
func headingIDMatchesKramdown(_ example: HeadingIDCase) throws {
    let html = MarkdownRenderer().render(example.heading)
    let level = example.heading.hasPrefix("#") ? example.heading.prefix { $0 == "#" }.count : 2
    if let id = example.id {
        #expect(html.hasPrefix("<h\(level) id=\"\(id)\">"), "\(html)")
    } else {
        #expect(html.hasPrefix("<h\(level)>"), "\(html)")
    }
}

@Test func repeatedHeadingsCountUpFromOne() {
    let html = MarkdownRenderer().render("## Section Title\n\n## Section Title\n\n## Section Title")
    #expect(
        html == """
            <h2 id="section-title">Section Title</h2>

            <h2 id="section-title-1">Section Title</h2>

            <h2 id="section-title-2">Section Title</h2>

            """)
}

@Test func repeatCounterIgnoresIdsThatOnlyLookTaken() {
    // kramdown counts repeats of the generated text only, so this yields `section-title-1` twice.
    let html = MarkdownRenderer().render("## Section Title 1\n\n## Section Title\n\n## Section Title\n\n## Section Title")
    #expect(
        collapsingLineBreaks(html) == collapsingLineBreaks("""
            <h2 id="section-title-1">Section Title 1</h2>
            <h2 id="section-title">Section Title</h2>
            <h2 id="section-title-1">Section Title</h2>
            <h2 id="section-title-2">Section Title</h2>
            """))
}

@Test func emptyIDIsLeftOutOnceThenCountedLikeKramdown() {
    let html = MarkdownRenderer().render("## !!!\n\n## ???\n\n## A\n\n## ---x")
    #expect(html == "<h2>!!!</h2>\n\n<h2 id=\"-1\">???</h2>\n\n<h2 id=\"a\">A</h2>\n\n<h2 id=\"x\">—x</h2>\n")
}

@Test func idPrefixGoesInFrontOfEveryID() {
    let renderer = MarkdownRenderer(options: MarkdownOptions(headingIDPrefix: "sec-"))
    #expect(renderer.render("## A\n\n## A") == "<h2 id=\"sec-a\">A</h2>\n\n<h2 id=\"sec-a-1\">A</h2>\n")
}

@Test func idsStartAfreshForEveryDocument() {
    let renderer = MarkdownRenderer()
    #expect(renderer.render("## A") == renderer.render("## A"))
}

@Test func headingIDsAreUnaffectedBySmartQuotesAndCodeMarkup() {
    let plain = MarkdownRenderer(options: MarkdownOptions(smartQuotes: false, rougeCodeBlocks: false))
    #expect(plain.render("## It's `x`") == "<h2 id=\"its-x\">It's <code>x</code></h2>\n")
}

/// Heading ids take a byte path for ASCII text; it must answer as the Unicode path does.
@Test func asciiHeadingSlugsMatchTheUnicodePath() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for length in 0..<600 {
        var text = ""
        for _ in 0..<(length % 30) {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            text.unicodeScalars.append(UnicodeScalar(UInt8(0x09 + Int(state % 0x76))))
        }
        #expect(HeadingIDs.asciiSlug(text) == HeadingIDs.unicodeSlug(text), "\(text.debugDescription)")
    }
}
