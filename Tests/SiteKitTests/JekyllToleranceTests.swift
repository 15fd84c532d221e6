import Foundation
import Liquid
import Testing
@testable import SiteKit

/// Input Jekyll accepts builds the same here, warning where Jekyll is silent about a slip.
@Suite struct JekyllToleranceTests {
    @Test func duplicateFrontMatterKeyLastWinsWithWarningNamingTheLine() throws {
        let site = try FixtureSite("tolerance")
        defer { site.remove() }
        let report = try site.build()
        #expect(site.output("2024/03/01/twice.html")?.contains("Body of twice.") == true)
        let warning = try #require(report.warnings.first { $0.message.contains("duplicate key 'published'") })
        #expect(warning.location?.file == "_posts/2024-03-01-twice.md")
        #expect(warning.location?.line == 5)
        #expect(warning.message == "duplicate key 'published' (also on line 3): the last one wins, as in Jekyll")
    }

    // Each output is Jekyll 4.3.1's for the fixture.
    @Test func layoutNamedNoneIsAppliedInALayoutChainButNotToADocument() throws {
        let site = try FixtureSite("layout-chain")
        defer { site.remove() }
        try site.build()
        // `layout: none` in base.html names the theme's none.html, which keeps its line break
        #expect(site.output("based.html") == "<html><p>in base</p>\n</html>\n\n")
        // on a document, `none` means no layout at all
        #expect(site.output("bare.html") == "no layout\n")
    }

    @Test func layoutCycleRendersEachLayoutOnceWithAWarning() throws {
        let site = try FixtureSite("layout-chain")
        defer { site.remove() }
        let report = try site.build()
        #expect(site.output("cycle.html") == "B[A[round\n]\n]\n")
        let warning = try #require(report.warnings.first { $0.message.contains("already in the `layout:` chain") })
        #expect(warning.message.hasPrefix("_layouts/b.html: layout 'a'"))
    }

    @Test func duplicateKeyUnderStrictIsAnError() throws {
        let site = try FixtureSite("tolerance")
        defer { site.remove() }
        let error = try #require(site.buildError { $0.strict = true })
        #expect(error.diagnostics.contains { $0.message.contains("duplicate key 'published'") && $0.severity == .error })
    }

    @Test func nestedDuplicatesKeepTheLastAndLeaveOtherEntries() throws {
        let yaml = "a: 1\nb:\n  x: 1\n  x: 2\n  y: [3]\nlist:\n- k: 1\n  k: 2\n- k: 3\na: 4\n"
        let sink = WarningSink()
        let d = try YAMLReader.mapping(yaml, file: "t.md", fileText: yaml, firstLine: 2, timeZone: .gmt, warnings: sink)
        var json = ""
        try RubyJSON.write(.dictionary(d), to: &json)
        // The kept entry stays where it was written (Psych would keep the first one's place).
        #expect(json == #"{"b":{"x":2,"y":[3]},"list":[{"k":2},{"k":3}],"a":4}"#)
        #expect(sink.values.map { $0.location?.line }.sorted { ($0 ?? 0) < ($1 ?? 0) } == [5, 9, 11])
    }

    @Test func timestampWithoutOffsetIsUTCShownInSiteZoneAndRubyFormsParse() throws {
        let site = try FixtureSite("tolerance")
        defer { site.remove() }
        try site.build()
        // Psych reads `2024-03-02 10:00:00` as UTC; the site's zone is New York. (No `|` in the
        // post: kramdown would read the line as a table row.)
        #expect(site.output("2024/03/02/utc.html")?.hasPrefix("<main><p>2024-03-02 05:00:00 -0500 ~ ") == true)
        // Ruby's Time.parse drops the offset after a second year.
        #expect(site.output("2024/03/03/ruby.html") == "<p>2024-03-03 18:30:22 -0500</p>\n")
    }

    @Test func rubyTimeParseForms() {
        let ny = TimeZone(identifier: "America/New_York")!
        // Jekyll's parse_date ends in `localtime`: the site's zone, whatever offset was written.
        #expect(DateParsing.parse("Mon, 04 Mar 2024 10:00:00 +0100", timeZone: ny).map { Value.date($0).liquidString } == "2024-03-04 04:00:00 -0500")
        #expect(DateParsing.parse("March 4, 2024", timeZone: ny).map { Value.date($0).liquidString } == "2024-03-04 00:00:00 -0500")
        #expect(DateParsing.parse("not a date", timeZone: ny) == nil)
    }

    @Test func blankLinesAfterTheClosingFenceAreNotContent() {
        // Jekyll's front-matter pattern ends in `\s*$\n?`: the blank lines go with the fence.
        let split = FrontMatterSplit("---\ntitle: x\n---\n\n \t\n  text\n\nmore\n")
        #expect(split.body == "  text\n\nmore\n")
        #expect(split.bodyFirstLine == 6)
        #expect(FrontMatterSplit("---\na: 1\n---\n\n   ").body == "")
        #expect(FrontMatterSplit("---\na: 1\n---\ntext\n").body == "text\n")
    }

    @Test func frontMatterLinesNeverReachTheOutput() throws {
        let site = try FixtureSite("tolerance")
        defer { site.remove() }
        try site.build()
        #expect(site.output("feed.xml") == "<?xml version=\"1.0\"?><t>feed</t>\n")
    }

    @Test func relatedPostsLeaveOutTheCurrentPostAndAreNilOnPages() throws {
        let site = try FixtureSite("tolerance")
        defer { site.remove() }
        try site.build()
        #expect(site.output("2024/03/02/utc.html")?.contains(" ~ 2024-03-02-utc.md ~ Ruby;Twice;</p>") == true)
        #expect(site.output("related.html") == "[0]\n")
    }

    @Test func jekyllDefaultExcludesStayAndExcludeMatchesAsPrefixOrGlob() throws {
        let site = try FixtureSite("tolerance")
        defer { site.remove() }
        try site.build()
        let paths = site.outputPaths()
        #expect(!paths.contains("Gemfile"))
        #expect(!paths.contains("README.md"))
        #expect(!paths.contains("notes/drop.txt"))
        #expect(paths.contains("notes/keep.md"))
    }
}

/// Defects found when trying sitegen as a new user would, each against Jekyll 4.3's behaviour.
@Suite struct JekyllDefectTests {
    @Test func collectionOrderListsNamedFilesFirstAndDefaultsReachStaticFiles() throws {
        let site = try FixtureSite("defects")
        defer { site.remove() }
        try site.build()
        let page = try #require(site.output("index.html"))
        #expect(page.hasPrefix("bca|data.txt=CC-BY|"))
    }

    @Test func jsonifyOfADocumentHasNameAndNeighboursCollapsedTwoDeep() throws {
        let site = try FixtureSite("defects")
        defer { site.remove() }
        try site.build()
        let json = try #require(site.output("index.html")?.components(separatedBy: "|").last)
        #expect(json.contains(#""name":"2024-01-01-one.md""#))
        #expect(json.contains(#""previous":null"#))
        #expect(json.contains(#""next":{"#))
        #expect(json.contains(#""output":"#))
        // next.previous.next is written without content, excerpt or neighbours (Jekyll's depth rule).
        #expect(json.components(separatedBy: #""name":"#).count == 5)
    }

    @Test func documentsOfACollectionWithoutOutputStillRender() throws {
        let site = try FixtureSite("defects")
        defer { site.remove() }
        try site.write("---\n---\n{{ site.recipes[0].content }}", to: "listing.html")
        try site.build()
        #expect(site.output("listing.html") == "<p>b</p>\n")
        #expect(site.output("recipes/b.html") == nil)
    }

    @Test func strictVariablesFailOnAMissingPageField() throws {
        let site = try FixtureSite("defects")
        defer { site.remove() }
        try site.write("liquid:\n  strict_variables: true\n", to: "_config.yml")
        try site.write("---\n---\n{{ page.nope }}\n", to: "nope.html")
        let error = try #require(site.buildError())
        #expect(error.diagnostics.contains { $0.message == "undefined variable 'nope'" && $0.location?.file == "nope.html" && $0.location?.line == 3 })
    }

    /// Jekyll 4.3 aborts at render when `relative_permalinks` is set (removed in 3.0); `false` builds.
    @Test func relativePermalinksStopTheBuildAtTheSetting() throws {
        let site = try FixtureSite("tolerance")
        defer { site.remove() }
        try site.write("title: t\nrelative_permalinks: true\n", to: "_config.yml")
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("Since v3.0, permalinks for pages in subfolders must be relative to the site source directory"))
        #expect(diagnostic.location?.file == "_config.yml" && diagnostic.location?.line == 2)
        try site.write("title: t\nrelative_permalinks: false\n", to: "_config.yml")
        #expect(site.buildError() == nil)
    }
}
