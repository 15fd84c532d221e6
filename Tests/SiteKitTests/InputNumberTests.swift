import Foundation
import Testing
@testable import SiteKit
import TestSupport
import TextSupport

/// Every integer sitegen reads from a site (issue 31): out of the range in which sitegen does
/// what Jekyll does, the build warns where the number is written and uses Jekyll's fallback.
/// Each extreme case trapped (SIGILL) or ran out of memory before.
@Suite struct InputNumberTests {
    struct Case: CustomStringConvertible, Sendable {
        var option: String
        /// Lines added to `_config.yml` (after its two).
        var config = ""
        /// A file written into the site, and its text.
        var file: (path: String, text: String)?
        /// The warning's start, its file and line.
        var warning: String
        var at: (file: String, line: Int)
        var description: String { "\(option): \(warning)" }
    }

    static let int64Max = "9223372036854775807"
    static let int64Min = "-9223372036854775808"

    static func page(_ options: String) -> (String, String) {
        ("page.md", "---\n---\n\(options)\n# Heading\n\n* toc\n{:toc}\n\nA note[^a].\n\n[^a]: The note.\n")
    }

    static let paginated = "plugins: [jekyll-paginate-v2]\npagination:\n  enabled: true\n  per_page: 1"
    static func paginatedPage(_ frontMatter: String) -> (String, String) {
        ("blog.html", "---\npagination:\n  enabled: true\n\(frontMatter)\n---\n{{ paginator.page }}\n")
    }

    static let cases: [Case] = [
        Case(option: "{::options} footnote_nr", file: page("{::options footnote_nr=\"\(int64Max)\" /}"),
             warning: "{::options} footnote_nr is '\(int64Max)'", at: ("page.md", 3)),
        Case(option: "{::options} footnote_nr", file: page("{::options footnote_nr=\"\(int64Min)\" /}"),
             warning: "{::options} footnote_nr is '\(int64Min)'", at: ("page.md", 3)),
        Case(option: "{::options} footnote_nr", file: page("{::options footnote_nr=\"1e9\" /}"),
             warning: "{::options} footnote_nr is '1e9'", at: ("page.md", 3)),
        Case(option: "{::options} toc_levels", file: page("{::options toc_levels=\"1..\(int64Max)\" /}"),
             warning: "kramdown toc_levels is '1..\(int64Max)'", at: ("page.md", 3)),
        Case(option: "{::options} toc_levels", file: page("{::options toc_levels=\"1..1000000000\" /}"),
             warning: "kramdown toc_levels is '1..1000000000'", at: ("page.md", 3)),
        Case(option: "{::options} toc_levels", file: page("{::options toc_levels=\"0,-1\" /}"),
             warning: "kramdown toc_levels is '0,-1'", at: ("page.md", 3)),
        Case(option: "kramdown.footnote_nr", config: "kramdown:\n  footnote_nr: \(int64Max)", file: page(""),
             warning: "kramdown footnote_nr is '\(int64Max)'", at: ("_config.yml", 4)),
        Case(option: "kramdown.footnote_nr", config: "kramdown:\n  footnote_nr: 1.5", file: page(""),
             warning: "kramdown footnote_nr is '1.5'", at: ("_config.yml", 4)),
        Case(option: "kramdown.toc_levels", config: "kramdown:\n  toc_levels: \"1..\(int64Max)\"", file: page(""),
             warning: "kramdown toc_levels is '1..\(int64Max)'", at: ("_config.yml", 4)),
        Case(option: "kramdown.toc_levels", config: "kramdown:\n  toc_levels: [2, 1000000000]", file: page(""),
             warning: "kramdown toc_levels is '2,1000000000'", at: ("_config.yml", 4)),
        Case(option: "paginate", config: "plugins: [jekyll-paginate]\npaginate: \(int64Max)",
             warning: "paginate is '\(int64Max)'", at: ("_config.yml", 4)),
        Case(option: "paginate", config: "plugins: [jekyll-paginate]\npaginate: -1",
             warning: "paginate is '-1'", at: ("_config.yml", 4)),
        Case(option: "paginate", config: "plugins: [jekyll-paginate]\npaginate: lots",
             warning: "paginate is 'lots'", at: ("_config.yml", 4)),
        Case(option: "pagination.per_page", config: "plugins: [jekyll-paginate-v2]\npagination:\n  enabled: true\n  per_page: \(int64Max)",
             file: paginatedPage(""), warning: "pagination per_page is '\(int64Max)'", at: ("_config.yml", 6)),
        Case(option: "pagination.per_page", config: paginated, file: paginatedPage("  per_page: \(int64Max)"),
             warning: "pagination per_page is '\(int64Max)'", at: ("blog.html", 4)),
        Case(option: "pagination.per_page", config: paginated, file: paginatedPage("  per_page: 0"),
             warning: "pagination per_page is '0'", at: ("blog.html", 4)),
        Case(option: "pagination.offset", config: paginated, file: paginatedPage("  offset: \(int64Min)"),
             warning: "pagination offset is '\(int64Min)'", at: ("blog.html", 4)),
        Case(option: "pagination.limit", config: paginated, file: paginatedPage("  limit: 1e30"),
             warning: "pagination limit is '1e30'", at: ("blog.html", 4)),
        Case(option: "pagination.trail", config: paginated + "\n  trail:\n    before: \(int64Max)\n    after: 1",
             file: paginatedPage(""), warning: "pagination trail.before is '\(int64Max)'", at: ("_config.yml", 8)),
        Case(option: "avatar size", config: "plugins: [jekyll-avatar]",
             file: ("avatar.html", "---\n---\n{% avatar octocat size=\(int64Max) %}\n"),
             warning: "avatar size is '\(int64Max)'", at: ("avatar.html", 3)),
        Case(option: "avatar size", config: "plugins: [jekyll-avatar]",
             file: ("avatar.html", "---\n---\n\n{% avatar octocat size=123456789012345678901234567890 %}\n"),
             warning: "avatar size is '123456789012345678901234567890'", at: ("avatar.html", 4)),
        Case(option: "sass.precision", config: "sass:\n  precision: \(int64Max)",
             warning: "sass precision is '\(int64Max)'", at: ("_config.yml", 4)),
        Case(option: "sass.precision", config: "sass:\n  precision: -1",
             warning: "sass precision is '-1'", at: ("_config.yml", 4)),
    ]

    @Test(arguments: cases)
    func numberOutOfRangeWarnsWhereItIsWrittenAndBuilds(_ c: Case) throws {
        let site = try FixtureSite("input-numbers")
        try site.write("title: Input numbers\ntimezone: UTC\n\(c.config)\n", to: "_config.yml")
        if let file = c.file { try site.write(file.text, to: file.path) }
        let report = try site.build()
        let warning = try #require(report.warnings.first { $0.message.hasPrefix(c.warning) }, "warnings: \(report.warnings.map(\.message))")
        #expect(warning.message.contains("but sitegen needs") || warning.message.contains("header levels are 1 to 6"))
        #expect(warning.location?.file == c.at.file)
        #expect(warning.location?.line == c.at.line)
        // --strict turns the warning into the build's error.
        let error = try #require(site.buildError { $0.strict = true })
        #expect(error.diagnostics.contains { $0.message.hasPrefix(c.warning) })
    }

    @Test func footnoteNumbersAndEmptyTocLevelsInRangeMatchJekyll() throws {
        let site = try FixtureSite("input-numbers")
        let report = try site.build()
        #expect(report.warnings.isEmpty)
        for name in ["notes.html", "numbers.html"] {
            let expected = try String(contentsOf: site.source.appendingPathComponent("_expected/\(name)"), encoding: .utf8)
            #expect(site.output(name) == expected, "\(name)")
        }
    }

    @Test func refusedInlineOptionKeepsTheValueBefore() throws {
        let site = try FixtureSite("input-numbers")
        try site.write("---\n---\n{::options footnote_nr=\"7\" /}\n{::options footnote_nr=\"\(Self.int64Max)\" /}\nA[^a].\n\n[^a]: N.\n", to: "page.md")
        let report = try site.build()
        #expect(report.warnings.map(\.message) == [
            "{::options} footnote_nr is '\(Self.int64Max)', but sitegen needs an integer from -2147483648 to 2147483647 here; using the number before (7)",
        ])
        #expect(report.warnings.first?.location?.line == 4)
        #expect(site.output("page.html")?.contains("rel=\"footnote\">7</a>") == true)
    }

    @Test(arguments: [
        ("42", 0...100, InputInteger.Reading.value(42)), (" -7 ", -10...10, .value(-7)), ("+3", 0...5, .value(3)),
        ("1_000", 0...2000, .value(1000)), ("9223372036854775807", InputInteger.counts, .outOfRange),
        ("-9223372036854775808", InputInteger.counts, .outOfRange), ("99999999999999999999999", 0...1, .outOfRange),
        ("101", 0...100, .outOfRange), ("1e9", 0...Int.max, .notAnInteger), ("1.5", 0...5, .notAnInteger),
        ("", 0...5, .notAnInteger), ("-", 0...5, .notAnInteger), ("abc", 0...5, .notAnInteger),
    ] as [(String, ClosedRange<Int>, InputInteger.Reading)])
    func integerTextIsReadWithoutOverflow(text: String, range: ClosedRange<Int>, expected: InputInteger.Reading) {
        #expect(InputInteger.read(text, in: range) == expected)
    }

    @Test func floatsTruncateAsRubyToIAndInfinityIsNotAnInteger() {
        #expect(InputInteger.read(2.9, in: 0...5) == .value(2))
        #expect(InputInteger.read(1e9, in: InputInteger.counts) == .value(1_000_000_000))
        #expect(InputInteger.read(1e30, in: InputInteger.counts) == .outOfRange)
        #expect(InputInteger.read(Double.infinity, in: InputInteger.counts) == .notAnInteger)
        #expect(InputInteger.read(Double.nan, in: InputInteger.counts) == .notAnInteger)
    }
}
