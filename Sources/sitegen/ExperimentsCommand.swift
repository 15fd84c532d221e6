import ArgumentParser
import Experiments
import Foundation
import SiteKit

struct ExperimentsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "experiments",
        abstract: "List and analyse experiments.",
        subcommands: [ListExperiments.self, AnalyzeExperiment.self],
        defaultSubcommand: ListExperiments.self)
}

/// `sitegen experiments [-s DIR]`: every experiment in the site, with its pages.
struct ListExperiments: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every experiment in the site, checking that pages sharing one agree on it.")

    @Option(name: [.short, .long], help: "Source folder (default: current folder).")
    var source: String = "."

    func run() async throws {
        var options = BuildOptions()
        options.source = source
        do {
            // Call site into SiteKit: reads the site without rendering it.
            let uses = try SiteBuilder(options: options).experimentUses().uses
            print(try experimentListing(uses), terminator: "")
        } catch let error as SiteError {
            Console.printError(error)
            throw ExitCode.failure
        } catch let error as ExperimentError {
            Console.printError(error)
            throw ExitCode.failure
        }
    }
}

/// `sitegen experiments analyze FILE.csv`: the statistics and a verdict for one experiment's export.
struct AnalyzeExperiment: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Analyse an experiment's results from a CSV export.",
        discussion: """
        FILE.csv holds per-variant counts (variant,visitors,conversions) or one row per visit
        (variant,value). Prints each variant's rate or mean with its 95% interval, the difference to
        the control with its interval and p-value (two-proportion z-test for counts, Welch's t-test
        for values), a sample-ratio check against the weights, the probability to beat the control,
        the visitors still needed for --mde, and a verdict. Exit status 1 on unreadable input.
        """)

    @Argument(help: "The CSV file with the results.")
    var file: String

    @Option(help: "The control variant (default: the first in the file).")
    var control: String?

    @Option(help: "Planned split, e.g. A=50,B=50 (default: equal).")
    var weights: String?

    @Option(help: "Minimum detectable effect, absolute: 0.02 is two percentage points for rates.")
    var mde: Double?

    @Flag(help: "Print JSON instead of the table.")
    var json = false

    func validate() throws {
        if let mde, !(mde > 0) { throw ValidationError("--mde must be a positive number, e.g. 0.02") }
        _ = try parsedWeights()
    }

    func parsedWeights() throws -> [String: Double]? {
        guard let weights else { return nil }
        var result: [String: Double] = [:]
        for pair in weights.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, let weight = Double(parts[1]), weight > 0 else {
                throw ValidationError("--weights expects variant=weight pairs, e.g. A=50,B=50; '\(pair)' is not one")
            }
            result[parts[0]] = weight
        }
        return result
    }

    func run() async throws {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            Console.printError(message: "cannot read \(file): \(error.localizedDescription)")
            throw ExitCode.failure
        }
        do {
            let data = try ExperimentData(csv: text, file: file)
            let analysis = try ExperimentAnalysis(data: data, control: control, weights: try parsedWeights(), minimumDetectableEffect: mde)
            print(json ? analysis.json : analysis.report, terminator: "")
        } catch let error as ExperimentError {
            // Points at the offending row, as build errors do.
            Console.printError(error, source: text)
            throw ExitCode.failure
        }
    }
}
