import Foundation
import Liquid
@testable import SiteKit
import Testing

/// Post dates as Jekyll 4.3.1 reads and prints them (Tests/Fixtures/dates-ruby, built with
/// `jekyll build`, TZ=UTC, `timezone: America/Los_Angeles`): Ruby's `Time.parse` grammar in
/// front matter, Psych's timestamps and base-60 integers, dates in file names, `localtime`
/// into the site's zone with tzdata's abbreviations, and Liquid's `date` on raw values.
@Suite struct RubyDatesFixtureTests {
    static let jekyllOutput: [String: String] = [
        "1850/05/31/lmt.html": """
        date=1850-05-31 23:58:04 -0752 LMT xml=1850-05-31T23:58:04-07:52 s=-3773750938
        updated=1850-06-01 00:00:00 -0752 LMT s=-3773750822

        """,
        "1944/06/01/war-time.html": """
        date=1944-06-01 00:00:00 -0700 PWT xml=1944-06-01T00:00:00-07:00 s=-807382800
        updated=1944-06-01 12:00:00 +0000 UTC s=-807364800

        """,
        "2019/09/29/t-space.html": """
        date=2019-09-29 18:00:00 -0700 PDT xml=2019-09-29T18:00:00-07:00 s=1569805200
        updated=2019-09-29 18:00:00 -0700 PDT s=1569805200

        """,
        "2024/01/05/short-year.html": """
        date=2024-01-05 00:00:00 -0800 PST xml=2024-01-05T00:00:00-08:00 s=1704441600
        updated=2024-01-05 00:00:00 -0800 PST s=1704441600

        """,
        "2024/03/01/rollover.html": """
        date=2024-03-01 00:00:00 -0800 PST xml=2024-03-01T00:00:00-08:00 s=1709280000
        updated=2024-02-29 00:00:00 +0000 +00:00 s=1709164800

        """,
        "2024/03/10/gap.html": """
        date=2024-03-10 03:30:00 -0700 PDT xml=2024-03-10T03:30:00-07:00 s=1710066600
        updated=2024-03-10 02:30:00 -0500  s=1710055800

        """,
        "2024/04/07/orders.html": """
        date=2024-04-07 00:00:00 -0700 PDT xml=2024-04-07T00:00:00-07:00 s=1712473200
        updated=1970-08-22 23:31:58 -0700 PDT s=20241118

        """,
        "2024/07/04/unquoted.html": """
        date=2024-07-04 08:04:11 -0700 PDT xml=2024-07-04T08:04:11-07:00 s=1720105451
        updated=2024-07-04 15:04:11 +0200  s=1720098251

        """,
        "2024/11/03/repeated.html": """
        date=2024-11-03 01:30:00 -0800 PST xml=2024-11-03T01:30:00-08:00 s=1730626200
        updated=2024-11-03 01:30:00 -0800 PST s=1730626200

        """,
        "2024/11/18/compact.html": """
        date=2024-11-18 07:04:05 -0800 PST xml=2024-11-18T07:04:05-08:00 s=1731942245
        updated=2024-11-01 15:00:00 -0700 PDT s=1730498400

        """,
        "2024/11/18/leftover.html": """
        date=2024-11-18 15:04:11 -0800 PST xml=2024-11-18T15:04:11-08:00 s=1731971051
        updated=2024-11-18 15:04:11 -0800 PST s=1731971051

        """,
        "2024/11/18/words.html": """
        date=2024-11-18 07:04:11 -0800 PST xml=2024-11-18T07:04:11-08:00 s=1731942251
        updated=1999-08-28 02:29:34 -0700 PDT s=935832574

        """,
        "2054/08/28/sexagesimal.html": """
        date=2054-08-28 00:00:00 -0700 PDT xml=2054-08-28T00:00:00-07:00 s=2671513200
        updated=1e3 s=1e3

        """,
    ]

    @Test func datesComeOutAsJekyllWritesThem() throws {
        let site = try FixtureSite("dates-ruby")
        try site.build()
        #expect(Set(site.outputPaths()) == Set(Self.jekyllOutput.keys))
        for (path, expected) in Self.jekyllOutput {
            #expect(site.output(path) == expected, "\(path)")
        }
    }

    /// A date Ruby cannot read stops the build, naming the file, line and column of `date:`.
    @Test func anUnreadableDateStopsTheBuildWithItsPlace() throws {
        let site = try FixtureSite("dates-ruby")
        try site.write("---\nlayout: d\ntitle: x\ndate: 2024-13-01 10:00\n---\n", to: "_posts/2024-01-01-bad.md")
        let error = try #require(site.buildError())
        #expect(error.diagnostics.first?.location?.file == "_posts/2024-01-01-bad.md")
        #expect(error.diagnostics.first?.location?.line == 4)
        #expect(error.diagnostics.first?.location?.column == 1)
        #expect(error.description.contains("Invalid date '2024-13-01 10:00'"))
    }

    /// The front matter's date wins over a file name's invalid one; without it the name's stops the build.
    @Test func theFileNameDateIsReadOnlyWithoutAFrontMatterDate() throws {
        let site = try FixtureSite("dates-ruby")
        try site.write("---\nlayout: d\ndate: 2024-05-06\n---\n", to: "_posts/2024-13-01-named.md")
        try site.build()
        #expect(site.output("2024/05/06/named.html")?.hasPrefix("date=2024-05-06 00:00:00 -0700 PDT") == true)
        try site.write("---\nlayout: d\n---\n", to: "_posts/2024-13-01-named.md")
        let error = try #require(site.buildError())
        #expect(error.description.contains("valid date in the filename"))
    }
}
