import Foundation
import TestSupport
import Testing

/// `sitegen experiments analyze` end to end: the real binary on CSV files written to a temp folder.
@Suite struct ExperimentsCommandTests {
    func analyze(_ csv: String, _ arguments: [String] = []) throws -> CLIResult {
        let folder = try TemporaryFolder("sitegen-cli")
        defer { folder.remove() }
        try folder.write("results.csv", csv)
        return try CLI.run(["experiments", "analyze", "results.csv"] + arguments, in: folder.url)
    }

    @Test func countBeyondIntRangeIsALocatedErrorNotACrash() throws {
        // Issue 19: this row used to overflow and kill the process with SIGILL.
        let result = try analyze("A,100,5\nB,9223372036854775807,10\n")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: results.csv:2:1: visitors '9223372036854775807' is not a whole number from 0 to 10^15\n 2 | B,9223372036854775807,10\n   | ^\n")
    }

    @Test func unquotedThousandsSeparatorIsRejectedWithTheRow() throws {
        let result = try analyze("variant,visitors,conversions\nA,1,000,50\nB,1000,61\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: results.csv:2:1: this row has 4 fields but the header has 3"))
        #expect(result.stderr.hasSuffix("\n 2 | A,1,000,50\n   | ^\n"))
    }

    static let opener = """
    Experience variant string,Total users,Key events
    sitegen-opener-A,"2,000",100
    sitegen-opener-B,"1,000",52
    sitegen-opener-C,"1,000",49
    """

    @Test func weightsComeFromTheSitesFrontMatter() throws {
        let site = CLI.packageRoot.appendingPathComponent("ExampleSite").path
        let result = try analyze(Self.opener, ["--site", site])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("weights: A 50%, B 25%, C 25%, from the site (experiment 'opener' on _posts/2026-04-02-a-headline-experiment.md)"))
        #expect(result.stdout.contains("sample ratio: as planned"))
        // Without them, equal weights are assumed, said, and the 50/25/25 split is a mismatch that blocks the verdict.
        let assumed = try analyze(Self.opener)
        #expect(assumed.stdout.contains("weights: A 33.3%, B 33.3%, C 33.3%, assumed equal"))
        #expect(assumed.stdout.contains("verdict: no verdict: sample ratio mismatch"))
        let given = try analyze(Self.opener, ["--weights", "A=50,B=25,C=25"])
        #expect(given.stdout.contains("from --weights"))
    }

    @Test func datedExportIsAnalysedSequentiallyUnlessToldOtherwise() throws {
        var csv = "Date,Variant,Users,Conversions\n"
        for day in 1...14 {
            csv += "202611\(String(format: "%02d", day)),A,200,\(20 + day % 3)\n202611\(String(format: "%02d", day)),B,200,\(21 + day % 4)\n"
        }
        let sequential = try analyze(csv)
        #expect(sequential.status == 0, "\(sequential.stderr)")
        #expect(sequential.stdout.contains("mode: sequential (mSPRT always-valid p-values and confidence sequences, 14 looks)"))
        #expect(sequential.stdout.contains("always-valid p"))
        let fixed = try analyze(csv, ["--fixed-horizon"])
        #expect(fixed.stdout.contains("mode: fixed horizon (Fisher's exact test, Newcombe intervals)"))
    }

    @Test func engagedSecondsHistogramGivesAVerdictOnTimeOnPage() throws {
        var csv = "Variant,Engaged seconds,Event count\n"
        for (seconds, count) in [(5, 40), (20, 60), (45, 50), (90, 30), (180, 10)] {
            csv += "sitegen-tldr-A,\(seconds),\(count)\n"
            csv += "sitegen-tldr-B,\(seconds + 12),\(count)\n"
        }
        let result = try analyze(csv, ["--weights", "A=50,B=50"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("variant  visitors  mean"))
        #expect(result.stdout.contains("verdict: B beats A: +12.00 (p = "))
    }
}

/// Issue 30: no confident answer from a wrong-shaped export, power for the test that runs, several metrics, a report.
@Suite struct ExperimentsAnalyzeShapeTests {
    func analyze(_ files: [String: String], _ arguments: [String]) throws -> (CLIResult, TemporaryFolder) {
        let folder = try TemporaryFolder("sitegen-cli")
        for (name, text) in files { try folder.write(name, text) }
        return (try CLI.run(["experiments", "analyze"] + arguments, in: folder.url), folder)
    }

    @Test func perVariantAverageGetsNoVerdictAndNamesTheFix() throws {
        let (result, folder) = try analyze(["time.csv": "variant,visitors,time on page\nA,5000,37.2\nB,5000,38.1\n"], ["time.csv"])
        defer { folder.remove() }
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty, "no verdict")
        #expect(result.stderr.hasPrefix("error: time.csv:2:1: each variant has one row (A: 5,000 visits, 'time on page' 37.20)"))
        #expect(result.stderr.contains("export one row per visit (variant,value) or a histogram (variant,value,count"))
    }

    /// An A/A test's running totals: 250 visitors a day per arm for 20 days.
    static let runningTotals: String = {
        var csv = "date,variant,visitors,conversions\n"
        for day in 1...20 {
            for (variant, base) in [("A", 24), ("B", 26)] {
                csv += "2026-11-\(String(format: "%02d", day)),\(variant),\(250 * day),\(base * day + day % 3)\n"
            }
        }
        return csv
    }()

    @Test func runningTotalsAreRefusedUnlessCumulativeIsPassed() throws {
        let (refused, folder) = try analyze(["daily.csv": Self.runningTotals], ["daily.csv"])
        defer { folder.remove() }
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("daily.csv:1:1: the visitors and conversions of every variant never decrease over 20 days: these look like running totals"))
        #expect(refused.stderr.contains("pass --cumulative"))
        let read = try CLI.run(["experiments", "analyze", "daily.csv", "--cumulative"], in: folder.url)
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout.contains("A           5,000"), "5,000 visitors per arm, not the 52,500 the running totals add up to")
        #expect(read.stdout.contains("note: read the dated rows as running totals (--cumulative)"))
    }

    @Test func decimalCommaIsAnErrorThatAsks() throws {
        let (result, folder) = try analyze(["t.csv": "variant,value\nA,\"37,5\"\nB,\"38,5\"\n"], ["t.csv"])
        defer { folder.remove() }
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: t.csv:2:1: value '37,5' has a comma that does not group thousands"))
        let read = try CLI.run(["experiments", "analyze", "t.csv", "--decimal-comma", "--json"], in: folder.url)
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout.contains("\"value\" : 37.5"))
    }

    @Test func sequentialReportQuotesItsOwnPowerAndNoProbabilityToBeat() throws {
        var csv = "Date,Variant,Users,Conversions\n"
        for day in 1...14 {
            csv += "202611\(String(format: "%02d", day)),A,200,\(20 + day % 3)\n202611\(String(format: "%02d", day)),B,200,\(21 + day % 4)\n"
        }
        let (result, folder) = try analyze(["dated.csv": csv], ["dated.csv", "--mde", "0.03"])
        defer { folder.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("P(beats"))
        #expect(result.stdout.contains("tuning: most sensitive at 11,200 visitors in two arms (28 days at the export's 400 visitors a day in two arms)"))
        #expect(result.stdout.contains("(power 80%, α 5%, mSPRT, looked at daily, about "))
        #expect(result.stdout.contains("power: ") && result.stdout.contains("(mSPRT, looked at daily, at the visitors so far)"))
        let tuned = try CLI.run(["experiments", "analyze", "dated.csv", "--sequential-tuning", "5000"], in: folder.url)
        #expect(tuned.stdout.contains("tuning: most sensitive at 5,000 visitors in two arms (from --sequential-tuning)"))
    }

    @Test func docsExampleReportIsWhatTheBinaryWrites() throws {
        // docs/experiments.md links docs/assets/experiment-report.html; it must not go stale.
        let assets = CLI.packageRoot.appendingPathComponent("docs/assets")
        let folder = try TemporaryFolder("sitegen-cli")
        defer { folder.remove() }
        let csv = try String(contentsOf: assets.appendingPathComponent("experiment-report.csv"), encoding: .utf8)
        try folder.write("experiment-report.csv", csv)
        let result = try CLI.run(["experiments", "analyze", "experiment-report.csv", "--mde", "5", "--html", "report.html"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try String(contentsOf: folder.url.appendingPathComponent("report.html"), encoding: .utf8)
        let committed = try String(contentsOf: assets.appendingPathComponent("experiment-report.html"), encoding: .utf8)
        #expect(written == committed, "docs/assets/experiment-report.html is stale: run the command in docs/experiments.md")
    }

    @Test func severalFilesAreOneFamilyWithAPrimaryAndAGuardrailAndAnHTMLReport() throws {
        var engagement = "variant,engaged seconds\n"
        for index in 0..<120 { engagement += "A,\(10 + index % 17)\nB,\(14 + index % 17)\n" }
        let conversions = "variant,visitors,conversions\nA,120,12\nB,120,11\n"
        let (result, folder) = try analyze(["engagement.csv": engagement, "signups.csv": conversions],
                                           ["engagement.csv", "signups.csv", "--guardrail", "conversions", "--html", "report.html"])
        defer { folder.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("== engaged seconds (primary) ==\n"))
        #expect(result.stdout.contains("== conversions (guardrail) =="))
        #expect(result.stdout.contains("correction: Holm over 2 comparisons (2 metrics × the variants compared with the control)"))
        #expect(result.stdout.contains("verdict: engaged seconds (primary): B beats A: +4.000 (Holm-adjusted p < 0.001)"))
        let html = try String(contentsOf: folder.url.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("<h1>B beats A: +4.000 (Holm-adjusted p &lt; 0.001).</h1>"))
        #expect(!html.contains("<script") && !html.contains("https://"))
    }
}

@Suite struct ExampleSiteExperimentTests {
    @Test func exampleSitesGA4WithoutTrackerIsNotedByTheBuild() throws {
        let tmp = try TemporaryFolder("sitegen-cli")
        defer { tmp.remove() }
        let result = try CLI.run(["build", "-s", Fixtures.packageRoot.appendingPathComponent("ExampleSite").path, "-d", tmp.url("out").path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("note: _config.yml:25:1: analytics: ga4 without a tracking_id, and no ga4 snippet on the pages with experiments"))
    }
}
