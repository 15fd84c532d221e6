import Foundation
@testable import SiteKit
import TestSupport
import Testing

/// No silent typos: an unknown filter, an unknown config key and a broken config each say
/// where they are and what was probably meant.
@Suite struct TypoWarningTests {
    /// Jekyll (Liquid without strict_filters) renders `dat` as no filter at all, silently.
    @Test func unknownFilterWarnsAtTheFilterWithDidYouMeanAndFailsUnderStrict() throws {
        let site = try FixtureSite("jekyll-cli-typos")
        defer { site.remove() }
        try site.write("---\n---\n<time>{{ \"2024-01-02\" | dat: \"%Y\" }}</time>\n", to: "index.html")
        let report = try site.build()
        let warning = try #require(report.warnings.first { $0.message.hasPrefix("unknown filter") })
        #expect(warning.description == """
            warning: index.html:3:25: unknown filter 'dat'; did you mean 'date'?
             3 | <time>{{ "2024-01-02" | dat: "%Y" }}</time>
               |                         ^^^
            """)
        // Jekyll's output: the value as it is.
        #expect(site.output("index.html") == "<time>2024-01-02</time>\n")
        let error = try #require(site.buildError { $0.strict = true })
        #expect(error.diagnostics.first?.message == "unknown filter 'dat'; did you mean 'date'?")
    }

    @Test func unknownConfigKeyWarnsAtItsLineWithDidYouMean() throws {
        let site = try FixtureSite("jekyll-cli-typos")
        defer { site.remove() }
        try site.write("title: Typos\npaginte: 5\nanswer: 42\nused_key: 1\n", to: "_config.yml")
        try site.write("---\n---\n{{ site.used_key }}\n", to: "index.html")
        let report = try site.build()
        #expect(report.warnings.map(\.description) == [
            "warning: _config.yml:2:1: unknown config key 'paginte': nothing reads it (not Jekyll, its plugins, sitegen, nor a template as site.paginte); did you mean 'paginate'?\n 2 | paginte: 5\n   | ^",
            "warning: _config.yml:3:1: unknown config key 'answer': nothing reads it (not Jekyll, its plugins, sitegen, nor a template as site.answer)\n 3 | answer: 42\n   | ^",
        ])
        #expect(site.buildError { $0.strict = true } != nil)
    }

    /// Psych: "found unexpected end of stream while scanning a quoted scalar at line 2 column 6".
    @Test func unclosedQuoteInConfigPointsWhereItOpens() throws {
        let site = try FixtureSite("jekyll-cli-typos")
        defer { site.remove() }
        try site.write("title: x\nurl: \"http://a\nbaseurl: /b\n", to: "_config.yml")
        let error = try #require(site.buildError())
        #expect(error.description == """
            error: _config.yml:2:6: invalid YAML: found unexpected end of stream (while scanning a quoted scalar); it is not closed
             2 | url: "http://a
               |      ^
            """)
    }

    /// The known keys live in ConfigKeys; every key sitegen reads is documented.
    @Test func everyConfigKeySitegenReadsIsInTheConfigurationPage() throws {
        let page = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/configuration.md"), encoding: .utf8)
        let missing = ConfigKeys.read.filter { !page.contains("`\($0)`") }.sorted()
        #expect(missing.isEmpty, "not in docs/configuration.md: \(missing)")
    }
}

extension TypoWarningTests {
    /// An include is parsed when first included; its typos warn too (they were dropped).
    @Test func unknownFilterInAnIncludeWarnsOnce() throws {
        let site = try FixtureSite("jekyll-cli-typos")
        defer { site.remove() }
        try site.write("<b>{{ \"x\" | upcse }}</b>\n", to: "_includes/shout.html")
        try site.write("---\n---\n{% include shout.html %}{% include shout.html %}\n", to: "index.html")
        let report = try site.build()
        #expect(report.warnings.map(\.message) == ["unknown filter 'upcse'; did you mean 'upcase'?"])
        #expect(report.warnings.first?.location?.file == "_includes/shout.html")
    }
}
