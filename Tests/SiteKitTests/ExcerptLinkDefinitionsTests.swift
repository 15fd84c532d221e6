import Foundation
import Testing
@testable import SiteKit

/// Jekyll's Excerpt appends the link reference definitions after it that it uses (expected text
/// from Debian's Jekyll 4.3.1 build of `excerpt-link-definitions`).
@Suite struct ExcerptLinkDefinitionsTests {
    /// The excerpt's second line starts with `[`, and `[later]` is not used in it: neither is
    /// taken as a definition.
    @Test func excerptResolvesOnlyTheDefinitionsItUses() throws {
        let site = try FixtureSite("excerpt-link-definitions")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == """
            <p>A first paragraph that links to
            <a href="https://example.com/guide">the guide</a>: <a href="https://example.com/notes" title="Notes">the notes</a>.</p>



            """)
    }
}
