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

@Suite struct ExampleSiteExperimentTests {
    @Test func exampleSitesGA4WithoutTrackerIsNotedByTheBuild() throws {
        let tmp = try TemporaryFolder("sitegen-cli")
        defer { tmp.remove() }
        let result = try CLI.run(["build", "-s", Fixtures.packageRoot.appendingPathComponent("ExampleSite").path, "-d", tmp.url("out").path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("note: _config.yml:25:1: analytics: ga4 without a tracking_id, and no ga4 snippet on the pages with experiments"))
    }
}
