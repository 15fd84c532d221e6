import Foundation
import Liquid
import Testing

/// Ruby's `Date._parse` and `Time.parse`, on strings written for these tests; each expected
/// answer is what `ruby -rtime -e 'p Date._parse(s); p Time.parse(s, now)'` (Ruby 3.1, TZ=UTC,
/// now = 2026-11-28 04:05:06 UTC) printed.
@Suite struct RubyDateParserTests {
    static let now = Date(timeIntervalSince1970: 1_795_838_706)  // 2026-11-28 04:05:06 UTC
    static let utc = TimeZone(identifier: "UTC")!

    /// (text, [year, mon, mday, yday, hour, min, sec, zone] as Ruby's hash has them, Time.parse's answer)
    static let cases: [(String, [String], String?)] = [
        ("2024-11-18 15:04:11:57", ["2024", "11", "18", "nil", "15", "4", "11", "nil"], "2024-11-18 15:04:11 +0000"),
        ("2019-09-29 T18:00:00-07:00", ["2019", "9", "29", "nil", "18", "0", "0", "-07:00"], "2019-09-29 18:00:00 -0700"),
        ("on 2024-11-18", ["2024", "11", "18", "nil", "nil", "nil", "nil", "nil"], "2024-11-18 00:00:00 +0000"),
        ("18 novembre 2024", ["2024", "11", "18", "nil", "nil", "nil", "nil", "nil"], "2024-11-18 00:00:00 +0000"),
        ("Mon, 18 Nov 2024 15:04:11 +0000 (UTC)", ["2024", "11", "18", "nil", "15", "4", "11", "+0000"], "2024-11-18 15:04:11 +0000"),
        ("7/4/2024", ["2024", "4", "7", "nil", "nil", "nil", "nil", "nil"], "2024-04-07 00:00:00 +0000"),
        ("11/18", ["nil", "11", "18", "nil", "nil", "nil", "nil", "nil"], "2026-11-18 00:00:00 +0000"),
        ("24-11-18", ["2024", "11", "18", "nil", "nil", "nil", "nil", "nil"], "2024-11-18 00:00:00 +0000"),
        ("99-1-1", ["1999", "1", "1", "nil", "nil", "nil", "nil", "nil"], "1999-01-01 00:00:00 +0000"),
        ("Nov 2024", ["2024", "11", "nil", "nil", "nil", "nil", "nil", "nil"], "2024-11-01 00:00:00 +0000"),
        ("2024-02-30", ["2024", "2", "30", "nil", "nil", "nil", "nil", "nil"], "2024-03-01 00:00:00 +0000"),
        ("2024-11-18 24:00", ["2024", "11", "18", "nil", "24", "0", "nil", "nil"], "2024-11-19 00:00:00 +0000"),
        ("2024-11-18 23:59:60", ["2024", "11", "18", "nil", "23", "59", "60", "nil"], "2024-11-19 00:00:00 +0000"),
        ("12:30 pm", ["nil", "nil", "nil", "nil", "12", "30", "nil", "nil"], "2026-11-28 12:30:00 +0000"),
        ("3pm", ["nil", "nil", "nil", "nil", "15", "nil", "nil", "nil"], "2026-11-28 15:00:00 +0000"),
        ("1h30m", ["nil", "nil", "nil", "nil", "1", "30", "nil", "nil"], "2026-11-28 01:30:00 +0000"),
        ("20241118T150405Z", ["2024", "11", "18", "nil", "15", "4", "5", "Z"], "2024-11-18 15:04:05 +0000"),
        ("2024-W47-1", ["nil", "nil", "nil", "nil", "nil", "nil", "nil", "nil"], nil),
        ("--11-18", ["nil", "11", "18", "nil", "nil", "nil", "nil", "nil"], "2026-11-18 00:00:00 +0000"),
        ("2024-323", ["2024", "nil", "nil", "323", "nil", "nil", "nil", "nil"], "2024-11-18 00:00:00 +0000"),
        ("H26.11.18", ["2014", "11", "18", "nil", "nil", "nil", "nil", "nil"], "2014-11-18 00:00:00 +0000"),
        ("18-Nov-2024", ["2024", "11", "18", "nil", "nil", "nil", "nil", "nil"], "2024-11-18 00:00:00 +0000"),
        ("Nov-18-2024", ["2024", "11", "18", "nil", "nil", "nil", "nil", "nil"], "2024-11-18 00:00:00 +0000"),
        ("18.11.2024", ["2024", "11", "18", "nil", "nil", "nil", "nil", "nil"], "2024-11-18 00:00:00 +0000"),
        ("'24", ["2024", "nil", "nil", "nil", "nil", "nil", "nil", "nil"], "2024-01-01 00:00:00 +0000"),
        ("nov 18th", ["nil", "11", "18", "nil", "nil", "nil", "nil", "nil"], "2026-11-18 00:00:00 +0000"),
        ("18th", ["nil", "nil", "18", "nil", "nil", "nil", "nil", "nil"], "2026-11-18 00:00:00 +0000"),
        ("-19990523", ["-1999", "5", "23", "nil", "nil", "nil", "nil", "nil"], "-1999-05-23 00:00:00 +0000"),
        ("2024111815", ["2024", "11", "18", "nil", "15", "nil", "nil", "nil"], "2024-11-18 15:00:00 +0000"),
        ("5480327", ["5480", "nil", "nil", "327", "nil", "nil", "nil", "nil"], "5480-11-22 00:00:00 +0000"),
        ("2000-01-31 13:20:00-5", ["2000", "1", "31", "nil", "13", "20", "0", "-5"], "2000-01-31 13:20:00 +0000"),
        ("2019-12-19 12:23 +020", ["2019", "12", "19", "nil", "12", "23", "nil", "+020"], "2019-12-19 12:23:00 +0000"),
        ("Sat Aug 28 02:29:34 JST 1999", ["1999", "8", "28", "nil", "2", "29", "34", "JST"], "1999-08-28 02:29:34 +0000"),
        ("2024-11-18 10:00 [-5:EST]", ["2024", "11", "18", "nil", "10", "0", "nil", "nil"], "2024-11-18 10:00:00 +0000"),
        ("18 nov 24 bc", ["-23", "11", "18", "nil", "nil", "nil", "nil", "nil"], "-0023-11-18 00:00:00 +0000"),
    ]

    @Test func fieldsAndTimesAsRubyReadsThem() throws {
        for (text, expected, time) in Self.cases {
            let f = try #require(RubyDateParser.parse(text), "\(text)")
            let got = [f.year, f.mon, f.mday, f.yday, f.hour, f.min, f.sec].map { $0.map(String.init) ?? "nil" } + [f.zone ?? "nil"]
            #expect(got == expected, "\(text)")
            let parsed = RubyTime.parse(text, zone: Self.utc, now: Self.now)
            #expect(try parsed.map { try Strftime.format($0, "%Y-%m-%d %H:%M:%S %z") } == time, "\(text)")
        }
    }

    /// Non-ASCII text reads as Ruby reads it (letters are word characters, nothing else counts),
    /// and a combining mark inside a match no longer traps in Foundation's regular expressions
    /// (FuzzLiquid's crash, `{%assign s=":\u{1DD0}-}"|date:s%}`). Expected: Ruby 3.1's Time.parse.
    @Test func nonASCIITextReadsAsRubyReadsIt() throws {
        #expect(RubyTime.parse(":\u{1DD0}-}", zone: Self.utc, now: Self.now) == nil)
        #expect(RubyTime.parse("5 J\u{E4}nner 2024", zone: Self.utc, now: Self.now) == nil)
        for text in ["2024-03-05 x\u{301}", "2024-03-05 \u{663}"] {
            let parsed = try #require(RubyTime.parse(text, zone: Self.utc, now: Self.now), "\(text)")
            #expect(try Strftime.format(parsed, "%Y-%m-%d %H:%M:%S") == "2024-03-05 00:00:00", "\(text)")
        }
    }

    @Test func textsOverRubysLimitAreRefused() {
        #expect(RubyDateParser.parse(String(repeating: "1", count: 129)) == nil)
        #expect(RubyTime.parse("Monday", zone: Self.utc, now: Self.now) == nil)
        #expect(RubyTime.parse("2024-13-01", zone: Self.utc, now: Self.now) == nil)
        #expect(RubyTime.parse("Sun, 22 Aug 1999 00:45:29 -9959", zone: Self.utc, now: Self.now) == nil)
    }

    /// tzdata's Los Angeles as Ruby shows it: abbreviations, LMT before 1883, DST gaps forward,
    /// repeated hours read as standard time.
    @Test func losAngelesZoneAsTheCLibraryReadsIt() throws {
        let la = try #require(TimeZone(identifier: "America/Los_Angeles"))
        func show(_ text: String) throws -> String {
            let t = try #require(RubyTime.parse(text, zone: la, now: Self.now))
            return try Strftime.format(t, "%Y-%m-%d %H:%M:%S %z ") + t.zoneName(localZone: la)
        }
        #expect(try show("2024-01-15 12:00") == "2024-01-15 12:00:00 -0800 PST")
        #expect(try show("2024-07-04 12:00") == "2024-07-04 12:00:00 -0700 PDT")
        #expect(try show("2024-03-10 02:30:00") == "2024-03-10 03:30:00 -0700 PDT")
        #expect(try show("2024-11-03 01:30:00") == "2024-11-03 01:30:00 -0800 PST")
        #expect(try show("1850-06-01") == "1850-06-01 00:00:00 -0752 LMT")
        #expect(try show("1944-06-01") == "1944-06-01 00:00:00 -0700 PWT")
        #expect(try show("2090-07-01") == "2090-07-01 00:00:00 -0700 PDT")
        // A written offset the zone does not have then is a bare offset: `%Z` is empty.
        #expect(try show("2024-07-04 12:00 -0800") == "2024-07-04 12:00:00 -0800 ")
        #expect(try show("2024-07-04 12:00 -0700") == "2024-07-04 12:00:00 -0700 PDT")
        #expect(try show("2024-07-04 12:00 UTC") == "2024-07-04 12:00:00 +0000 UTC")
    }
}
