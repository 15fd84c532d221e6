import Foundation
import Testing
@testable import SiteKit

/// A collection without a `permalink:` of its own ends its URLs as the site's style ends
/// (Jekyll 4.3.1's `Collection#url_template` through `Utils.add_permalink_suffix`). Each
/// expectation is what Jekyll 4.3.1 wrote for `Tests/Fixtures/collection-permalinks` with the
/// site's `permalink:` set to the style named.
@Suite struct CollectionPermalinkTests {
    /// Style → (index.html's URL list, files written).
    static let jekyll: [(style: String, urls: String, files: [String])] = [
        ("/:title/", "/d/b.html /hidden/c/ /notes/a/ /notes/s/ /one/ |/about/ / ",
         ["about/index.html", "d/b.html", "index.html", "notes/a/index.html", "notes/s/index.html", "one/index.html"]),
        ("pretty", "/d/b.html /hidden/c/ /notes/a/ /notes/s/ /2024/01/02/one/ |/about/ / ",
         ["2024/01/02/one/index.html", "about/index.html", "d/b.html", "index.html", "notes/a/index.html", "notes/s/index.html"]),
        ("date", "/d/b.html /hidden/c.html /notes/a.html /notes/s.css /2024/01/02/one.html |/about.html / ",
         ["2024/01/02/one.html", "about.html", "d/b.html", "index.html", "notes/a.html", "notes/s.css"]),
        ("none", "/d/b.html /hidden/c.html /notes/a.html /notes/s.css /one.html |/about.html / ",
         ["about.html", "d/b.html", "index.html", "notes/a.html", "notes/s.css", "one.html"]),
        ("ordinal", "/d/b.html /hidden/c.html /notes/a.html /notes/s.css /2024/002/one.html |/about.html / ",
         ["2024/002/one.html", "about.html", "d/b.html", "index.html", "notes/a.html", "notes/s.css"]),
        // `weekdate` is not among add_permalink_suffix's named styles: no ending at all.
        ("weekdate", "/d/b.html /hidden/c /notes/a /notes/s /2024/W01/Tue/one.html |/about / ",
         ["2024/W01/Tue/one.html", "about.html", "d/b.html", "index.html", "notes/a.html", "notes/s.css"]),
        ("/:year/:title:output_ext", "/d/b.html /hidden/c.html /notes/a.html /notes/s.css /2024/one.html |/about.html / ",
         ["2024/one.html", "about.html", "d/b.html", "index.html", "notes/a.html", "notes/s.css"]),
        ("/:title", "/d/b.html /hidden/c /notes/a /notes/s /one |/about / ",
         ["about.html", "d/b.html", "index.html", "notes/a.html", "notes/s.css", "one.html"]),
    ]

    @Test(arguments: jekyll.indices)
    func collectionURLsEndAsTheSiteStyleEnds(_ i: Int) throws {
        let (style, urls, files) = Self.jekyll[i]
        let site = try FixtureSite("collection-permalinks")
        defer { site.remove() }
        let config = try String(contentsOf: site.source.appendingPathComponent("_config.yml"), encoding: .utf8)
        try site.write("permalink: \(style)\n" + config.split(separator: "\n", maxSplits: 1)[1] + "\n", to: "_config.yml")
        try site.build()
        #expect(site.output("index.html") == urls + "\n", "\(style)")
        #expect(site.outputPaths() == files, "\(style)")
    }

    @Test func aStyleNameUnderACollectionIsUsedAsWritten() {
        // Jekyll 4.3.1: `collections: {notes: {permalink: pretty}}` gives every note `/pretty`
        // (only the site's own `permalink:` is a style); the template is taken as it is.
        #expect(Permalink.fill("pretty") { _ in nil } == "/pretty")
        #expect(Permalink.collectionTemplate(siteStyle: "pretty") == "/:collection/:path/")
        #expect(Permalink.collectionTemplate(siteStyle: "/:year/:title:output_ext") == "/:collection/:path:output_ext")
    }

    @Test func theOutputExtensionIsAppendedUnlessThePathEndsWithIt() throws {
        let site = try FixtureSite("output-paths")
        defer { site.remove() }
        try site.build()
        // Jekyll 4.3.1's output for the fixture: dots in a URL are not an extension unless the
        // document's own `permalink:` ends in one, and a page's folder URL keeps its extension.
        #expect(site.output("index.html") == "/own/x.txt /own/v1.2-notes /2014/julia-0.3-release /notes/v2.0 /feed/ / /labels /pg/a.b \n")
        #expect(site.outputPaths() == [
            "2014/julia-0.3-release.html", "feed/index.xml", "index.html", "labels.html", "notes/v2.0.html", "own/v1.2-notes.html", "own/x.txt", "pg/a.b",
        ])
        // SiteDrop#collections: sorted by label, not posts first.
        #expect(site.output("labels.html") == "notes posts /labels\n")
    }
}
