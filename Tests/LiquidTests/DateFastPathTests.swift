import Foundation
import Liquid
import Testing

/// The byte-level reader of ISO-style dates must answer exactly as the general `Time.parse`
/// reader does for every form it accepts, and decline every other form.
@Suite struct DateFastPathTests {
    static let zones = ["America/New_York", "Europe/Berlin", "UTC", "Asia/Kolkata", "Australia/Lord_Howe"]
        .map { TimeZone(identifier: $0)! }
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static let dates = [
        "2024-03-05", "1999-12-31", "2000-02-29", "2023-02-31", "2024-13-01", "2024-00-10", "2024-01-00",
        "2024-01-32", "0001-01-01", "1969-07-20", "2023-03-26", "2023-10-29", "2023-11-05", "2024-03-10",
    ]
    static let times = [
        "", " 14:07", "T14:07", "t14:07", " 00:00:00", " 02:30", " 01:30:59", "T23:59:60", " 24:00", " 25:10",
        " 12:60", " 14:07:09.5", " 14:07:09,25", "T14:07:09.123456789", " 14:07:09.1234567891234", " 09:05:07.000001",
    ]
    static let zoneSuffixes = ["", "Z", "z", "+01:00", "-05:00", " +0100", "  -0800", "+0530", "+05", " -12:45", "+14:00"]

    static var acceptedForms: [String] {
        var result: [String] = []
        for date in dates {
            result.append(date)
            for time in times.dropFirst() {
                for zone in zoneSuffixes { result.append(date + time + zone) }
            }
        }
        return result
    }

    @Test func isoFormsGiveTheSameMomentAndOffsetAsTheGeneralReader() {
        var checked = 0
        for zone in Self.zones {
            for text in Self.acceptedForms {
                let fast = RubyTimeParser.parseISOForm(text, timeZone: zone)
                #expect(fast != nil, "declined \(text)")
                let slow = RubyTimeParser.parse(text.lowercased(), timeZone: zone, now: Self.now)
                #expect(fast?.date == slow, "\(text) in \(zone.identifier)")
                checked += 1
            }
        }
        #expect(checked > 5_000)
    }

    @Test(arguments: [
        "2024-3-5", "24-03-05", "2024/03/05", "2024-03-05 2pm", "2024-03-05 2:07", "2024-03-05 14:07 pm",
        "2024-03-05 14:7", "2024-03-05 14:07:9", "2024-03-05 14:07:09.", "2024-03-05 14:07 ", "2024-03-05 ",
        "2024-03-05 14:07 utc", "2024-03-05 14:07 EST", "2024-03-05 14:07+1:00", "2024-03-05 14:07+01:0",
        "2024-03-05 14:07+01:00 ", "2024-03-05 14:07Z ", "2024-03-05x14:07", "+2024-03-05", "12024-03-05",
        "March 5, 2024", "2024-03-05 14:07:09.5.6", "2024-03-05 14:07:091", "2024-03-05\t14:07",
    ])
    func otherFormsAreLeftToTheGeneralReader(_ text: String) {
        #expect(RubyTimeParser.parseISOForm(text, timeZone: TimeZone(identifier: "UTC")!) == nil)
    }

    @Test func dateFilterOnIsoStringsMatchesRubyResults() {
        let newYork = TimeZone(identifier: "America/New_York")!
        let cases: [(String, String)] = [
            ("2024-03-05", "2024-03-05 00:00:00 -0500"),
            ("2024-03-05 14:07", "2024-03-05 14:07:00 -0500"),
            ("2024-07-05T14:07:09Z", "2024-07-05 14:07:09 +0000"),
            ("2024-07-05 14:07:09 +0100", "2024-07-05 14:07:09 +0100"),
            ("2024-03-10 02:30", "2024-03-10 03:30:00 -0400"),
            ("2024-11-03 01:30", "2024-11-03 01:30:00 -0500"),
            ("2024-11-03 00:30", "2024-11-03 00:30:00 -0400"),
        ]
        for (input, expected) in cases {
            let output = try? LiquidDateFilter.apply(.string(input), format: "%Y-%m-%d %H:%M:%S %z", timeZone: newYork)
            guard case .string(let text)? = output else {
                Issue.record("\(input) gave \(String(describing: output))")
                continue
            }
            #expect(text == expected, "\(input)")
        }
    }
}
