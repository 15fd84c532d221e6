import Foundation
import Liquid
import Testing

/// The `date` filter: Ruby's strftime and Time.parse, checked against ruby-liquid 5.4 run with
/// TZ=America/New_York (the zone handed to the filter through the `timeZone` register).
@Suite struct DateFiltersTests {
    static let registers: [String: any Sendable] = ["timeZone": TimeZone(identifier: "America/New_York")!]

    /// The date filter formats with Ruby's strftime: padding flags, widths, case flags, %j %U %W %V %G, %s, %N, %z forms.
    @Test(arguments: Self.strftimeSupportsRubyDirectivesAndFlagsCases)
    func strftimeSupportsRubyDirectivesAndFlags(_ c: FilterCase) {
        #expect(FilterHarness.run(c, registers: Self.registers) == c.expected)
    }

    /// Strings are read as Ruby's Time.parse does (local zone when none is given); unreadable input comes back unchanged.
    @Test(arguments: Self.dateReadsTimestampsAndTimeParseStringsCases)
    func dateReadsTimestampsAndTimeParseStrings(_ c: FilterCase) {
        #expect(FilterHarness.run(c, registers: Self.registers) == c.expected)
    }

    /// Around DST changes local times resolve as Ruby's Time.parse does: a skipped time moves
    /// forward, a repeated one takes standard time.
    @Test(arguments: [
        ("2023-03-26 02:30", "2023-03-26 03:30 +0200"),
        ("2023-03-26 01:59", "2023-03-26 01:59 +0100"),
        ("2023-10-29 01:30", "2023-10-29 01:30 +0200"),
        ("2023-10-29 02:30", "2023-10-29 02:30 +0100"),
        ("2023-10-29 03:30", "2023-10-29 03:30 +0100"),
    ])
    func localTimesAcrossDSTChangesMatchRuby(_ input: String, _ expected: String) {
        let berlin: [String: any Sendable] = ["timeZone": TimeZone(identifier: "Europe/Berlin")!]
        let c = FilterCase("date", .string(input), ["%Y-%m-%d %H:%M %z"], "\"\(expected)\"")
        #expect(FilterHarness.run(c, registers: berlin) == c.expected)
    }

    // Expected results come from Debian's ruby-liquid 5.4.0 for the same calls.

    static let strftimeSupportsRubyDirectivesAndFlagsCases: [FilterCase] = [
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 0)), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 14:07:00 +0000\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 0)), [.string("%a %A %b %B %h | %c")], "\"Tue Tuesday Mar March Mar | Tue Mar  5 14:07:00 2024\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 0)), [.string("%-d %e %-e %j %-j %U %W %V %G %g %u %w")], "\"5  5 5 065 65 09 10 10 2024 24 2 2\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 0)), [.string("%I %l %p %P %k %-I %^a %^B %#p %#b")], "\"02  2 PM pm 14 2 TUE MARCH pm MAR\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 0)), [.string("%s %L %N %3N")], "\"1709647620 000 000000000 000\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 0)), [.string("%:z %::z")], "\"+00:00 +00:00:00\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 0)), [.string("%D %F %T %R %r %x %X %v")], "\"03/05/24 2024-03-05 14:07:00 14:07 02:07:00 PM 03/05/24 14:07:00  5-MAR-2024\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 0)), [.string("%C %y %10Y %-m/%-d %_m %05d %%")], "\"20 24 0000002024 3/5  3 00005 %\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 0)), [.string("%10A|%-10A|%^10b|%-y")], "\"   Tuesday|Tuesday|       MAR|24\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 3600)), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 15:07:00 +0100\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 3600)), [.string("%a %A %b %B %h | %c")], "\"Tue Tuesday Mar March Mar | Tue Mar  5 15:07:00 2024\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 3600)), [.string("%-d %e %-e %j %-j %U %W %V %G %g %u %w")], "\"5  5 5 065 65 09 10 10 2024 24 2 2\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 3600)), [.string("%I %l %p %P %k %-I %^a %^B %#p %#b")], "\"03  3 PM pm 15 3 TUE MARCH pm MAR\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 3600)), [.string("%s %L %N %3N")], "\"1709647620 000 000000000 000\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 3600)), [.string("%:z %::z")], "\"+01:00 +01:00:00\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 3600)), [.string("%D %F %T %R %r %x %X %v")], "\"03/05/24 2024-03-05 15:07:00 15:07 03:07:00 PM 03/05/24 15:07:00  5-MAR-2024\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 3600)), [.string("%C %y %10Y %-m/%-d %_m %05d %%")], "\"20 24 0000002024 3/5  3 00005 %\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 3600)), [.string("%10A|%-10A|%^10b|%-y")], "\"   Tuesday|Tuesday|       MAR|24\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 951782400), utcOffset: 19800)), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2000-02-29 05:30:00 +0530\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 951782400), utcOffset: 19800)), [.string("%a %A %b %B %h | %c")], "\"Tue Tuesday Feb February Feb | Tue Feb 29 05:30:00 2000\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 951782400), utcOffset: 19800)), [.string("%-d %e %-e %j %-j %U %W %V %G %g %u %w")], "\"29 29 29 060 60 09 09 09 2000 00 2 2\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 951782400), utcOffset: 19800)), [.string("%I %l %p %P %k %-I %^a %^B %#p %#b")], "\"05  5 AM am  5 5 TUE FEBRUARY am FEB\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 951782400), utcOffset: 19800)), [.string("%s %L %N %3N")], "\"951782400 000 000000000 000\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 951782400), utcOffset: 19800)), [.string("%:z %::z")], "\"+05:30 +05:30:00\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 951782400), utcOffset: 19800)), [.string("%D %F %T %R %r %x %X %v")], "\"02/29/00 2000-02-29 05:30:00 05:30 05:30:00 AM 02/29/00 05:30:00 29-FEB-2000\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 951782400), utcOffset: 19800)), [.string("%C %y %10Y %-m/%-d %_m %05d %%")], "\"20 00 0000002000 2/29  2 00029 %\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 951782400), utcOffset: 19800)), [.string("%10A|%-10A|%^10b|%-y")], "\"   Tuesday|Tuesday|       FEB|0\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: -34560000), utcOffset: 0)), [.string("%Y-%m-%d %H:%M:%S %z")], "\"1968-11-27 00:00:00 +0000\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: -34560000), utcOffset: 0)), [.string("%a %A %b %B %h | %c")], "\"Wed Wednesday Nov November Nov | Wed Nov 27 00:00:00 1968\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: -34560000), utcOffset: 0)), [.string("%-d %e %-e %j %-j %U %W %V %G %g %u %w")], "\"27 27 27 332 332 47 48 48 1968 68 3 3\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: -34560000), utcOffset: 0)), [.string("%I %l %p %P %k %-I %^a %^B %#p %#b")], "\"12 12 AM am  0 12 WED NOVEMBER am NOV\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: -34560000), utcOffset: 0)), [.string("%s %L %N %3N")], "\"-34560000 000 000000000 000\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: -34560000), utcOffset: 0)), [.string("%:z %::z")], "\"+00:00 +00:00:00\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: -34560000), utcOffset: 0)), [.string("%D %F %T %R %r %x %X %v")], "\"11/27/68 1968-11-27 00:00:00 00:00 12:00:00 AM 11/27/68 00:00:00 27-NOV-1968\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: -34560000), utcOffset: 0)), [.string("%C %y %10Y %-m/%-d %_m %05d %%")], "\"19 68 0000001968 11/27 11 00027 %\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: -34560000), utcOffset: 0)), [.string("%10A|%-10A|%^10b|%-y")], "\" Wednesday|Wednesday|       NOV|68\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1735603200), utcOffset: 0)), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-12-31 00:00:00 +0000\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1735603200), utcOffset: 0)), [.string("%a %A %b %B %h | %c")], "\"Tue Tuesday Dec December Dec | Tue Dec 31 00:00:00 2024\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1735603200), utcOffset: 0)), [.string("%-d %e %-e %j %-j %U %W %V %G %g %u %w")], "\"31 31 31 366 366 52 53 01 2025 25 2 2\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1735603200), utcOffset: 0)), [.string("%I %l %p %P %k %-I %^a %^B %#p %#b")], "\"12 12 AM am  0 12 TUE DECEMBER am DEC\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1735603200), utcOffset: 0)), [.string("%s %L %N %3N")], "\"1735603200 000 000000000 000\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1735603200), utcOffset: 0)), [.string("%:z %::z")], "\"+00:00 +00:00:00\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1735603200), utcOffset: 0)), [.string("%D %F %T %R %r %x %X %v")], "\"12/31/24 2024-12-31 00:00:00 00:00 12:00:00 AM 12/31/24 00:00:00 31-DEC-2024\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1735603200), utcOffset: 0)), [.string("%C %y %10Y %-m/%-d %_m %05d %%")], "\"20 24 0000002024 12/31 12 00031 %\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1735603200), utcOffset: 0)), [.string("%10A|%-10A|%^10b|%-y")], "\"   Tuesday|Tuesday|       DEC|24\""),
    ]

    static let dateReadsTimestampsAndTimeParseStringsCases: [FilterCase] = [
        FilterCase("date", .int(1152098955), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2006-07-05 07:29:15 -0400\""),
        FilterCase("date", .string("1152098955"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2006-07-05 07:29:15 -0400\""),
        FilterCase("date", .string("March 14, 2016"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2016-03-14 00:00:00 -0400\""),
        FilterCase("date", .string("2024-03-05T14:07:09Z"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 14:07:09 +0000\""),
        FilterCase("date", .string("2024-03-05 14:07"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 14:07:00 -0500\""),
        FilterCase("date", .string("2024-03-05T14:07:09.123+05:30"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 14:07:09 +0530\""),
        FilterCase("date", .string("Tue, 05 Mar 2024 14:07:00 +0000"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 14:07:00 +0000\""),
        FilterCase("date", .string("Tue, 05 Mar 2024 14:07:00 GMT"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 14:07:00 +0000\""),
        FilterCase("date", .string("14 March 2016"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2016-03-14 00:00:00 -0400\""),
        FilterCase("date", .string("Mar 14 2016 5pm"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2016-03-14 17:00:00 -0400\""),
        FilterCase("date", .string("03/05/2024"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-05-03 00:00:00 -0400\""),
        FilterCase("date", .string("2024/03/05"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 00:00:00 -0500\""),
        FilterCase("date", .string("05.03.2024"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 00:00:00 -0500\""),
        FilterCase("date", .string("March 2016"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2016-03-01 00:00:00 -0500\""),
        FilterCase("date", .string("20240305"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"1970-08-23 02:18:25 -0400\""),
        FilterCase("date", .string("2024-03-05 14:07:00 EST"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 14:07:00 -0500\""),
        FilterCase("date", .string("5 Mar 2020"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2020-03-05 00:00:00 -0500\""),
        FilterCase("date", .string("2024-3-5"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 00:00:00 -0500\""),
        FilterCase("date", .string("2024-03-05 2:07 pm"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 14:07:00 -0500\""),
        FilterCase("date", .string("Feb 30 2024"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-01 00:00:00 -0500\""),
        FilterCase("date", .string("2024-02-30"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-01 00:00:00 -0500\""),
        FilterCase("date", .string("2024-03-05 14:07:00 UTC"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 14:07:00 +0000\""),
        FilterCase("date", .string("2024-03-05T14:07"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 14:07:00 -0500\""),
        FilterCase("date", .string("Tuesday 5th March 2024"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-03-05 00:00:00 -0500\""),
        FilterCase("date", .string("2024-07-04 23:59:59 -0700"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-07-04 23:59:59 -0700\""),
        FilterCase("date", .string("-1152098955"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"-1152098955\""),
        FilterCase("date", .string("Sun"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"Sun\""),
        FilterCase("date", .string("2024-13-45"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"2024-13-45\""),
        FilterCase("date", .string("hello"), [.string("%Y-%m-%d %H:%M:%S %z")], "\"hello\""),
        FilterCase("date", .string(""), [.string("%Y-%m-%d %H:%M:%S %z")], "\"\""),
        FilterCase("date", .nil, [.string("%Y-%m-%d %H:%M:%S %z")], "nil"),
        FilterCase("date", .double(1.5), [.string("%Y-%m-%d %H:%M:%S %z")], "1.5"),
        FilterCase("date", .string("March 14, 2016"), [.string("")], "\"March 14, 2016\""),
        FilterCase("date", .string("March 14, 2016"), [.nil], "\"March 14, 2016\""),
        FilterCase("date", .date(LiquidDate(Date(timeIntervalSince1970: 1709647620), utcOffset: 0)), [.string("%Q %")], "error: invalid format: %Q %"),
    ]
}
