import Foundation
import Testing
@testable import SiteKit

/// `smartify` is Jekyll's SmartyPants parser (kramdown with block HTML and four span parsers),
/// and it shares kramdown's span rules with Markdown. Each fixture's `_expected/` is what
/// Jekyll 4.3.1 writes for it; the cases are the mechanisms random strings found apart.
@Suite struct SmartyPantsParserTests {
    @Test(arguments: [
        // stray end tags and block tags in a line are text, an unclosed span is closed at the
        // end, block HTML (two on one line too) passes raw, quotes see the byte before them
        "smartify",
        // the site's `kramdown:` settings reach smartify; under `hard_wrap` every line end
        // breaks, `  ` and `\` do not, and nothing breaks inside HTML elements
        "kramdown-hard-wrap",
        // quotes after a failed tag start, Unicode word boundaries, names of tags, a line no
        // block parser takes, indented block comments, an emphasis memo per HTML element,
        // GFM's backslash break outside HTML only
        "kramdown-mechanisms",
    ])
    func siteIsWrittenAsJekyllWritesIt(fixture: String) throws {
        let site = try FixtureSite(fixture)
        defer { site.remove() }
        try site.build()
        let expectedRoot = site.source.appendingPathComponent("_expected")
        let expected = try FileManager.default.subpathsOfDirectory(atPath: expectedRoot.path).filter { $0.hasSuffix(".html") }.sorted()
        #expect(!expected.isEmpty)
        #expect(site.outputPaths().filter { $0.hasSuffix(".html") }.sorted() == expected)
        for path in expected {
            let jekyll = try String(contentsOf: expectedRoot.appendingPathComponent(path), encoding: .utf8)
            #expect(site.output(path) == jekyll, "\(fixture)/\(path)")
        }
    }
}
