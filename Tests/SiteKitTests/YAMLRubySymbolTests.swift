import Foundation
import Testing
@testable import SiteKit

/// Psych reads a plain scalar starting with `:` (`:compressed`, `:year/:title`) as a Ruby
/// symbol, and Jekyll 4's `Psych.safe_load`, which permits only `Date` and `Time`, refuses it:
/// `_config.yml` and data files stop Jekyll's build, front matter loses all its keys. sitegen
/// stops at the scalar with its line and column; quoted, it is text.
@Suite struct YAMLRubySymbolTests {
    @Test(arguments: [
        ("_config.yml", "title: t\nsass:\n  style: :compressed\n", 3, 10),
        ("_data/d.yml", "- a\n- :b\n", 2, 3),
        ("a.md", "---\ntitle: A\npermalink: :title\n---\nA\n", 3, 12),
        ("_posts/2020-01-01-p.md", "---\n:key: v\n---\nP\n", 2, 1),
    ])
    func aRubySymbolIsALocatedError(_ file: String, _ text: String, _ line: Int, _ column: Int) throws {
        let site = try FixtureSite("hostile")
        defer { site.remove() }
        try site.write(text, to: file)
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first { $0.message.contains("Ruby symbol") })
        #expect(diagnostic.location?.file == file)
        #expect(diagnostic.location?.line == line)
        #expect(diagnostic.location?.column == column)
    }

    @Test func quotedOrInsideTextItIsText() throws {
        let site = try FixtureSite("hostile")
        defer { site.remove() }
        try site.write("---\na: \":x\"\nb: x :y\nc: ':z'\n---\n{{ page.a }}|{{ page.b }}|{{ page.c }}\n", to: "s.html")
        try site.build()
        #expect(site.output("s.html") == ":x|x :y|:z\n")
    }
}
