import Foundation
import Testing
@testable import SiteKit

/// Which code Jekyll 4.3.1 colours under each `highlighter:` and `kramdown: syntax_highlighter:`:
/// the `highlight` tag only under `rouge` (or `pygments`, or a null value, which keeps the
/// default); fenced code only when kramdown's highlighter comes out `rouge` (its own setting,
/// else the site's unless null or `false`) and `syntax_highlighter_opts.disable` is not set.
/// Each expectation is Jekyll 4.3.1's output for `Tests/Fixtures/highlighter-names` under
/// that `_config.yml`.
@Suite struct HighlighterNameTests {
    static let plainFence = "<pre><code class=\"language-ruby\">x = 1\n</code></pre>\n"
    static let colouredFence = "<div class=\"language-ruby highlighter-rouge\"><div class=\"highlight\"><pre class=\"highlight\"><code><span class=\"n\">x</span> <span class=\"o\">=</span> <span class=\"mi\">1</span>\n</code></pre></div></div>\n"
    static let plainTag = "<figure class=\"highlight\"><pre><code class=\"language-ruby\" data-lang=\"ruby\">y = 2</code></pre></figure>\n"
    static let colouredTag = "<figure class=\"highlight\"><pre><code class=\"language-ruby\" data-lang=\"ruby\"><span class=\"n\">y</span> <span class=\"o\">=</span> <span class=\"mi\">2</span></code></pre></figure>\n"

    /// `_config.yml` → (fence coloured, tag coloured).
    static let cases: [(config: String, fence: Bool, tag: Bool)] = [
        ("highlighter: kramdown\n", false, false),
        ("highlighter: none\n", false, false),
        ("highlighter: false\n", true, false),
        ("highlighter:\n", true, true),
        ("highlighter: \"\"\n", false, false),
        ("highlighter: pygments\n", false, true),
        ("highlighter: rouge\nkramdown:\n  syntax_highlighter: nil\n", false, true),
        ("highlighter: rouge\nkramdown:\n  syntax_highlighter:\n", true, true),
        ("highlighter: rouge\nkramdown:\n  syntax_highlighter_opts:\n    disable: true\n", false, true),
        ("highlighter: kramdown\nkramdown:\n  syntax_highlighter: rouge\n", true, false),
    ]

    @Test(arguments: cases.indices)
    func fencesAndTheHighlightTagFollowTheirOwnSettings(_ i: Int) throws {
        let c = Self.cases[i]
        let site = try FixtureSite("highlighter-names")
        defer { site.remove() }
        try site.write(c.config, to: "_config.yml")
        try site.build()
        let expected = (c.fence ? Self.colouredFence : Self.plainFence) + "\n" + (c.tag ? Self.colouredTag : Self.plainTag) + "\n"
        #expect(site.output("index.html") == expected, "\(c.config)")
    }
}
