import Foundation
import Testing
@testable import SiteKit
import TestSupport

/// jekyll-feed's `collections:` naming a collection the site does not have
/// (`Tests/Fixtures/feed-unknown-collection`): Jekyll 4.3.1 stops the build ("Liquid error (line
/// 1): Cannot sort a null object. in feed/nope.xml", exit 1, nothing written); so does sitegen,
/// at the `_config.yml` line that names it (it was reported inside the gem's template, 1:1799).
@Suite struct FeedCollectionTests {
    @Test func feedOfAnUnknownCollectionFailsAtItsConfigLine() throws {
        let site = try FixtureSite("feed-unknown-collection")
        defer { site.remove() }
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.contains("\"nope\", which is not a collection of this site"), "\(diagnostic.message)")
        #expect(diagnostic.message.contains("Cannot sort a null object. in feed/nope.xml"))
        #expect(diagnostic.location?.file == "_config.yml")
        #expect(diagnostic.location?.line == 7)
    }

    // The same name, once the site has that collection (empty): Jekyll writes its feed.
    @Test func feedOfAnEmptyCollectionIsWritten() throws {
        let site = try FixtureSite("feed-unknown-collection")
        defer { site.remove() }
        try site.write("""
            title: Feed test
            url: https://example.com
            plugins:
              - jekyll-feed
            collections:
              nope:
                output: true
            feed:
              collections:
                - nope

            """, to: "_config.yml")
        try site.build()
        let feed = try #require(site.output("feed/nope.xml"))
        let updated = try #require(feed.range(of: #"<updated>[^<]*</updated>"#, options: .regularExpression))
        // Jekyll 4.3.1's file, its build time aside.
        #expect(feed.replacingCharacters(in: updated, with: "<updated/>") == """
            <?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" ><generator uri="https://jekyllrb.com/" version="4.3.1">Jekyll</generator><link href="https://example.com/feed/nope.xml" rel="self" type="application/atom+xml" /><link href="https://example.com/" rel="alternate" type="text/html" /><updated/><id>https://example.com/feed/nope.xml</id><title type="html">Feed test | Nope</title></feed>
            """)
    }
}
