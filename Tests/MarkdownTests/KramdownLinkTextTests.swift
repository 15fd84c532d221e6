import Testing

@testable import CommonMark
@testable import Kramdown
@testable import Markdown
@testable import MarkdownCore

/// A link whose text has no markup skips the parser for its text: the result must be what the
/// parser makes of it, beside texts that do need it.
@Test(arguments: [
    ("[plain words](u)", #"<a href="u">plain words</a>"#),
    ("[a\tb](u)", "<a href=\"u\">a\tb</a>"),
    ("[a  b](u)", #"<a href="u">a  b</a>"#),
    ("[a b ](u)", #"<a href="u">a b </a>"#),
    ("[a *b*](u)", #"<a href="u">a <em>b</em></a>"#),
    ("[it's](u)", #"<a href="u">it’s</a>"#),
    ("[a & b](u)", #"<a href="u">a &amp; b</a>"#),
    ("[a](u) [b c](v \"t\")", #"<a href="u">a</a> <a href="v" title="t">b c</a>"#),
])
func linkTextWithAndWithoutMarkup(markdown: String, link: String) {
    let html = KramdownRenderer.render(markdown + "\n", options: .jekyll)
    #expect(html == "<p>\(link)</p>\n")
}
