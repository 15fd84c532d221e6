import Foundation
import Testing
@testable import Experiments

/// Issue 30: exports of the wrong shape get a message naming the file and the fix, never a verdict.
@Suite struct ExportShapeTests {
    private func message(_ csv: String, _ options: ExperimentExport.Options = .init()) -> String? {
        do {
            _ = try ExperimentExport(csv: csv, file: "x.csv", options: options)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        "variant,visitors,time on page\nA,5000,37.2\nB,5000,38.1\n",
        "Variant,Total users,Engagement time\nA,5000,37.2\nB,5000,38.1\n",
        "variant,value,count\nA,37.2,5000\nB,38.1,5000\n",
        "date,variant,value,count\n2026-11-01,A,37.2,2500\n2026-11-01,B,38.1,2500\n2026-11-02,A,36.9,2500\n2026-11-02,B,38.4,2500\n",
    ])
    func onePerVariantAverageIsRefusedWithTheFix(_ csv: String) throws {
        let text = try #require(message(csv))
        #expect(text.hasPrefix("x.csv:2:1: each variant has one row"))
        #expect(text.contains("an average or a total, not one value per visit"))
        #expect(text.hasSuffix("export one row per visit (variant,value) or a histogram (variant,value,count: how many visits had each value)"))
    }

    @Test func averageNamedColumnIsRefused() {
        #expect(message("Variant,Total users,Average engagement time\nA,5000,37.2\nB,5000,38.1\n")
            == "x.csv:1:1: column 'Average engagement time' holds one average or rate per row, which hides how much visits vary, so no test can be run on it; export one row per visit (variant,value), a histogram (variant,value,count), or for a rate the counts (variant,visitors,conversions)")
    }

    @Test func valuesThatNeverVaryAreRefused() {
        #expect(message("variant,value\nA,30\nA,30\nA,30\nB,31\nB,35\n")
            == "x.csv:2:1: every one of the 3 visits of variant A has value 30.00: with no spread between visits there is nothing to test a difference against; if the rows hold averages or totals, export one row per visit (variant,value) or a histogram (variant,value,count)")
    }

    @Test func zeroVarianceGroupsGetNoVerdictFromTheLibraryEither() throws {
        // What the averaged export used to become: 5,000 identical values per variant, p = 0, a certain winner.
        let analysis = try ExperimentAnalysis(data: .values([("A", Array(repeating: 37.2, count: 5000)), ("B", Array(repeating: 38.1, count: 5000))]))
        #expect(analysis.variants[1].status == .noSpread)
        #expect(analysis.verdict.hasPrefix("no verdict for B: every value of B and A is the same"))
        #expect(!analysis.report.contains("B beats"))
    }

    // MARK: - Running totals

    /// Daily rows of an A/A test at 10%, and the same rows written as running totals.
    static func dated(cumulative: Bool, days: Int = 6) -> String {
        var csv = "date,variant,visitors,conversions\n"
        var totals = ["A": (0, 0), "B": (0, 0)]
        for day in 1...days {
            for (variant, offset) in [("A", 0), ("B", 3)] {
                let visitors = 240 + (day * 37 + offset * 11) % 25, conversions = 20 + (day * 7 + offset) % 9
                totals[variant]!.0 += visitors
                totals[variant]!.1 += conversions
                let row = cumulative ? totals[variant]! : (visitors, conversions)
                csv += "2026-11-\(String(format: "%02d", day)),\(variant),\(row.0),\(row.1)\n"
            }
        }
        return csv
    }

    @Test func runningTotalsAreRefusedWithTheFix() {
        #expect(message(Self.dated(cumulative: true))
            == "x.csv:1:1: the visitors and conversions of every variant never decrease over 6 days: these look like running totals (each day's row holds the total so far); export daily numbers, or pass --cumulative to read them as running totals (--daily if they are daily numbers that grew every day)")
        #expect(message(Self.dated(cumulative: false)) == nil)
    }

    @Test func cumulativeReadsRunningTotalsAsTheDailyExportWouldBe() throws {
        let daily = try ExperimentExport(csv: Self.dated(cumulative: false))
        let running = try ExperimentExport(csv: Self.dated(cumulative: true), options: .init(cumulative: true))
        #expect(running.data == daily.data)
        #expect(running.looks == daily.looks)
        #expect(running.dates == daily.dates)
        #expect(running.notes == ["read the dated rows as running totals (--cumulative)"])
    }

    @Test func cumulativeRefusesFallingTotalsAndUndatedFiles() {
        #expect(message("date,variant,visitors,conversions\n2026-11-01,A,100,5\n2026-11-01,B,100,6\n2026-11-02,A,90,7\n2026-11-02,B,200,9\n", .init(cumulative: true))
            == "x.csv:4:1: with --cumulative each dated row holds the total so far, but A's visitors fall from 100 to 90 on 2026-11-02; drop --cumulative if the rows are daily numbers")
        #expect(message("variant,visitors,conversions\nA,100,5\nB,100,6\n", .init(cumulative: true))
            == "x.csv:1:1: --cumulative reads dated rows holding the totals so far, but the export has no date column")
    }

    @Test func cumulativeHistogramGivesTheDailyValues() throws {
        let csv = """
        date,variant,engaged seconds,count
        2026-11-01,A,10,3
        2026-11-01,A,30,1
        2026-11-01,B,12,2
        2026-11-01,B,20,1
        2026-11-02,A,10,5
        2026-11-02,A,30,1
        2026-11-02,B,12,2
        2026-11-02,B,20,1
        2026-11-02,B,40,1
        """
        let export = try ExperimentExport(csv: csv, options: .init(cumulative: true))
        #expect(export.data == .values([("A", [10, 10, 10, 30, 10, 10]), ("B", [12, 12, 20, 40])]))
        #expect(export.looks.first == .values([("A", [10, 10, 10, 30]), ("B", [12, 12, 20])]))
    }

    @Test func dailyOverridesTheRunningTotalCheck() throws {
        let export = try ExperimentExport(csv: Self.dated(cumulative: true), options: .init(daily: true))
        #expect(export.looks.count == 6)
    }

    // MARK: - Decimal commas

    @Test(arguments: [
        ("variant,value\nA,\"37,5\"\nB,38\n",
         "x.csv:2:1: value '37,5' has a comma that does not group thousands (groups of three digits, as in 1,500): is it a decimal comma? Write 37.5, or pass --decimal-comma if the export writes decimals with a comma"),
        ("variant,visitors,conversions\nA,\"1,5\",1\nB,10,2\n",
         "x.csv:2:1: visitors '1,5' has a comma that does not group thousands (groups of three digits, as in 1,500): is it a decimal comma? A count is a whole number; check the column, or pass --decimal-comma if the export writes decimals with a comma"),
        ("variant,value\nA,\"1,50,000\"\nB,38\n",
         "x.csv:2:1: value '1,50,000' has a comma that does not group thousands (groups of three digits, as in 1,500): is it a decimal comma? Write it with a '.' for the decimal point, or pass --decimal-comma if the export writes decimals with a comma"),
        ("variant,visitors,conversions\nA,\"1,500.5\",1\nB,10,2\n", "x.csv:2:1: visitors '1,500.5' is not a whole number from 0 to 10^15"),
    ])
    func commaThatCannotGroupThousandsIsAnErrorThatAsks(_ csv: String, _ expected: String) {
        #expect(message(csv) == expected)
    }

    @Test func threeDigitGroupsAreThousands() throws {
        let export = try ExperimentExport(csv: "variant,visitors,conversions\nA,\"1,500\",\"1,020\"\nB,\"12,345,678\",9\n")
        #expect(export.data == .counts([("A", 1500, 1020), ("B", 12_345_678, 9)]))
        let values = try ExperimentExport(csv: "variant,value\nA,\"1,500.25\"\nA,3\nB,\"-2,000\"\nB,4\n")
        #expect(values.data == .values([("A", [1500.25, 3]), ("B", [-2000, 4])]))
    }

    @Test func decimalCommaOptionReadsCommasAsDecimals() throws {
        let export = try ExperimentExport(csv: "variant,value\nA,\"37,5\"\nA,\"1.200,25\"\nB,38\nB,\"0,5\"\n", options: .init(decimalComma: true))
        #expect(export.data == .values([("A", [37.5, 1200.25]), ("B", [38, 0.5])]))
        #expect(message("variant,value\nA,37.5\nA,2\nB,38\nB,1\n", .init(decimalComma: true))?.contains("has a '.' that is not a decimal point under --decimal-comma") == true)
    }

    // MARK: - (other) and (not set)

    static let withOther = """
    Variant,Total users,Key events
    sitegen-tldr-A,370,37
    sitegen-tldr-B,370,50
    (other),337,30
    """

    @Test func otherRowsAreCountedAndWithholdTheVerdictAboveTheShare() throws {
        let export = try ExperimentExport(csv: Self.withOther)
        #expect(export.unattributed == ExperimentExport.Unattributed(rows: 1, visits: 337, total: 1077))
        #expect(export.notes == ["left out 1 (other) row holding 337 of 1,077 visits (31.3%): visits of some variant the export could not name"])
        let analysis = try ExperimentAnalysis(data: export.data, options: .init(notes: export.notes, unattributed: export.unattributed))
        #expect(analysis.verdict.hasPrefix("no verdict: 337 of 1,077 visits (31.3%) are in (other) or (not set) rows, more than the 5% a verdict allows"))
    }

    @Test func fewUnattributedVisitsOnlyGetANote() throws {
        let csv = "Variant,Total users,Key events\nA,5000,500\nB,5000,600\n(not set),40,3\n(other),12,1\n"
        let export = try ExperimentExport(csv: csv)
        #expect(export.unattributed == ExperimentExport.Unattributed(rows: 2, visits: 52, total: 10052))
        #expect(export.notes == ["left out 2 (not set) and (other) rows holding 52 of 10,052 visits (0.5%): visits of some variant the export could not name"])
        let analysis = try ExperimentAnalysis(data: export.data, options: .init(notes: export.notes, unattributed: export.unattributed))
        #expect(analysis.verdict.hasPrefix("B beats A"))
    }

    // MARK: - Several metrics

    @Test func severalValueColumnsAreSeveralMetrics() throws {
        var csv = "variant,engaged seconds,scroll percent\n"
        for index in 0..<40 {
            csv += "A,\(10 + index % 7),\(40 + index % 11)\nB,\(11 + index % 7),\(41 + index % 13)\n"
        }
        let export = try ExperimentExport(csv: csv)
        #expect(export.metrics.map(\.name) == ["engaged seconds", "scroll percent"])
        #expect(export.metrics[1].data.variantNames == ["A", "B"])
    }
}
