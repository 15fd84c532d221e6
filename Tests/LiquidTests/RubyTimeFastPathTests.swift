import Foundation
@testable import Liquid
import Testing

/// The byte-level reader of ISO-style dates must find exactly the fields the grammar finds
/// for every form it takes, and decline every other form.
@Suite struct RubyTimeFastPathTests {
    static let dates = ["2024-03-05", "1999-12-31", "2023-02-31", "2024-13-01", "2024-00-10", "0001-01-01"]
    static let times = [
        " 14:07", "T14:07", "t14:07", " 00:00:00", " 23:59:60", " 24:00", " 25:10", " 14:07:09.5", " 14:07:09,25",
        "T14:07:09.123456789",
    ]
    static let zones = ["", "Z", "z", "+01:00", "-05:00", " +0100", "  -0800", "+0530"]

    @Test func isoFormsGiveTheGrammarsFields() {
        var checked = 0
        for date in Self.dates {
            #expect(RubyTime.isoFields(date) == RubyDateParser.parse(date), "\(date)")
            for time in Self.times {
                for zone in Self.zones {
                    let text = date + time + zone
                    let fast = RubyTime.isoFields(text)
                    #expect(fast != nil, "declined \(text)")
                    #expect(fast == RubyDateParser.parse(text), "\(text)")
                    checked += 1
                }
            }
        }
        #expect(checked > 400)
    }

    @Test(arguments: [
        "2024-3-5", "24-03-05", "2024/03/05", "2024-03-05 2pm", "2024-03-05 2:07", "2024-03-05 14:7",
        "2024-03-05 14:07:9", "2024-03-05 14:07:09.", "2024-03-05 14:07 ", "2024-03-05 14:07 utc",
        "2024-03-05 14:07+1:00", "2024-03-05 14:07+01:0", "2024-03-05x14:07", "12024-03-05", "2024-03-05 14:07:091",
    ])
    func otherFormsAreLeftToTheGrammar(_ text: String) {
        #expect(RubyTime.isoFields(text) == nil)
    }
}
