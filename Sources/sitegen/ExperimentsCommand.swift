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
        FILE.csv holds per-variant counts (variant,visitors,conversions), one row per visit
        (variant,value), or a histogram of values (variant,value,count), optionally with a date
        column (one row per variant and day). GA4 Explorations and Plausible exports are read as
        they are: comment lines, their column names, quoted thousands separators, sitegen-ID-VARIANT
        names; total and (not set) rows are skipped. Prints each variant's rate or mean with its 95%
        interval, the difference to the control with its interval and p-value (Fisher's exact test for
        counts, Welch's t-test for values; Holm-corrected with several variants), a sample-ratio check
        against the weights, the probability to beat the control, the visitors still needed for --mde,
        and a verdict. With a date column the test is sequential (mSPRT): valid however often you look.
        Exit status 1 on unreadable or ambiguous input.
        """)

    @Argument(help: "The CSV file with the results.")
    var file: String

    @Option(help: "The control variant (default: the first in the file).")
    var control: String?

    @Option(help: "Planned split, e.g. A=50,B=50 (default: the site's, with --site; else equal, which the report says).")
    var weights: String?

    @Option(name: [.customShort("s"), .long], help: "Read the experiment's variants and weights from this site's front matter.")
    var site: String?

    @Option(help: "The experiment to analyse when the export or the site holds several (its id, e.g. tldr).")
    var experiment: String?

    @Option(help: "Minimum detectable effect, absolute: 0.02 is two percentage points for rates.")
    var mde: Double?

    @Flag(help: "Sequential test (mSPRT, always-valid p-values): the default when the export has a date column.")
    var sequential = false

    @Flag(help: "Fixed-horizon test even when the export has a date column (only if you look once).")
    var fixedHorizon = false

    @Flag(help: "Print JSON instead of the table.")
    var json = false

    func validate() throws {
        if let mde, !(mde > 0 && mde.isFinite) { throw ValidationError("--mde must be a positive number, e.g. 0.02") }
        if sequential && fixedHorizon { throw ValidationError("--sequential and --fixed-horizon exclude each other") }
        _ = try parsedWeights()
    }

    func parsedWeights() throws -> [String: Double]? {
        guard let weights else { return nil }
        var result: [String: Double] = [:]
        for pair in weights.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, let weight = Double(parts[1]), weight > 0, weight.isFinite, weight <= 1e15 else {
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
            let export = try ExperimentExport(csv: text, file: file, experiment: experiment)
            var options = ExperimentAnalysis.Options(control: control, minimumDetectableEffect: mde, notes: export.notes)
            let id = experiment ?? export.experiment
            if var given = try parsedWeights() {
                // `--weights sitegen-tldr-A=50` names the variant as the export does.
                if let id {
                    given = Dictionary(given.map { key, value in
                        (key.hasPrefix("sitegen-\(id)-") ? String(key.dropFirst("sitegen-\(id)-".count)) : key, value)
                    }, uniquingKeysWith: +)
                }
                options.weights = given
                options.weightsSource = "from --weights"
            } else if let site {
                (options.weights, options.weightsSource) = try siteWeights(site: site, experiment: id, present: export.data.variantNames)
            }
            if sequential || (!fixedHorizon && !export.looks.isEmpty) {
                options.mode = .sequential
                options.looks = export.looks
            }
            let analysis = try ExperimentAnalysis(data: export.data, options: options)
            print(json ? analysis.json : analysis.report, terminator: "")
        } catch let error as ExperimentError {
            // Points at the offending row, as build errors do.
            Console.printError(error, source: text)
            throw ExitCode.failure
        } catch let error as SiteError {
            Console.printError(error)
            throw ExitCode.failure
        }
    }

    /// The experiment's planned split from the site's front matter.
    func siteWeights(site: String, experiment: String?, present: [String]) throws -> ([String: Double], String) {
        var options = BuildOptions()
        options.source = site
        let uses = try SiteBuilder(options: options).experimentUses().uses
        let ids = Array(Set(uses.map(\.spec.id))).sorted()
        guard let id = experiment ?? (ids.count == 1 ? ids[0] : nil) else {
            throw ExperimentError(location: nil, message: ids.isEmpty ? "the site \(site) has no experiments"
                : "the site runs \(ids.count) experiments (\(ids.joined(separator: ", "))); choose one with --experiment")
        }
        guard let use = uses.filter({ $0.spec.id == id }).min(by: { $0.page < $1.page }) else {
            throw ExperimentError(location: nil, message: "the site \(site) has no experiment '\(id)' (it has \(ids.isEmpty ? "none" : ids.joined(separator: ", ")))")
        }
        // A variant with weight 0 gets no visitors by design; it is left out unless the export has it.
        let weights = Dictionary(uniqueKeysWithValues: use.spec.variants
            .filter { $0.weight > 0 || present.contains($0.name) }.map { ($0.name, $0.weight) })
        let pages = Set(uses.filter { $0.spec.id == id }.map(\.page)).count
        return (weights, "from the site (experiment '\(id)' on \(use.page)\(pages > 1 ? " and \(pages - 1) more page\(pages == 2 ? "" : "s"), pooled" : ""))")
    }
}
