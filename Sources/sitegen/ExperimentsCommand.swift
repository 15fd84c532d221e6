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

/// `sitegen experiments analyze FILE.csv…`: the statistics and a verdict for one experiment's export(s).
struct AnalyzeExperiment: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Analyse an experiment's results from CSV exports.",
        discussion: """
        FILE.csv holds per-variant counts (variant,visitors,conversions), one row per visit
        (variant,value), or a histogram of values (variant,value,count), optionally with a date
        column (one row per variant and day). GA4 Explorations and Plausible exports are read as
        they are: comment lines, their column names, quoted thousands separators, sitegen-ID-VARIANT
        names; total rows are skipped, (other) and (not set) rows are counted and, above 5% of the
        visits, withhold the verdict. Several value or conversion columns, or several files, are
        several metrics: Holm's correction runs over all metrics × variants, the first (or --primary)
        decides. Refused with a message and no verdict: one row per variant carrying an average,
        values that never vary, dated rows that look like running totals (pass --cumulative).
        Prints each variant's rate or mean with its 95% interval, the difference to the control with
        its interval and p-value (Fisher's exact test for counts, Welch's t-test for values), a
        sample-ratio check against the weights, the power reached and the visitors still needed for
        --mde for the test that runs, and a verdict. With a date column the test is sequential
        (mSPRT): valid however often you look. Exit status 1 on unreadable or ambiguous input.
        """)

    @Argument(help: "The CSV file(s) with the results: one per metric, or one with several metric columns.")
    var files: [String]

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

    @Option(help: "Visitors in two arms at which the sequential test is most sensitive (default: 28 days at the export's daily traffic).")
    var sequentialTuning: Double?

    @Flag(help: "The dated rows are running totals (each holds the total so far), not daily numbers.")
    var cumulative = false

    @Flag(help: "The dated rows are daily numbers even though none ever decreases (steadily growing traffic).")
    var daily = false

    @Flag(help: "Numbers use a decimal comma (37,5), with '.' or a space grouping thousands.")
    var decimalComma = false

    @Option(help: "The metric the verdict rests on, by column name (default: the first).")
    var primary: String?

    @Option(help: "A metric that must not get significantly worse (by column name); repeatable.")
    var guardrail: [String] = []

    @Option(help: "Also write a self-contained HTML report to this file.")
    var html: String?

    @Flag(help: "Print JSON instead of the table.")
    var json = false

    func validate() throws {
        if let mde, !(mde > 0 && mde.isFinite) { throw ValidationError("--mde must be a positive number, e.g. 0.02") }
        if sequential && fixedHorizon { throw ValidationError("--sequential and --fixed-horizon exclude each other") }
        if cumulative && daily { throw ValidationError("--cumulative and --daily exclude each other") }
        if let sequentialTuning, !(sequentialTuning >= 10 && sequentialTuning <= 1e15) {
            throw ValidationError("--sequential-tuning is a number of visitors, e.g. 5000")
        }
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
        var exports: [(file: String, text: String, export: ExperimentExport)] = []
        var current: (file: String, text: String)?
        do {
            for file in files {
                let text: String
                do {
                    text = try String(contentsOfFile: file, encoding: .utf8)
                } catch {
                    Console.printError(message: "cannot read \(file): \(error.localizedDescription)")
                    throw ExitCode.failure
                }
                current = (file, text)
                let options = ExperimentExport.Options(experiment: experiment, cumulative: cumulative, daily: daily, decimalComma: decimalComma)
                exports.append((file, text, try ExperimentExport(csv: text, file: file, options: options)))
            }
            current = nil
            let id = experiment ?? exports.compactMap(\.export.experiment).first
            var base = ExperimentAnalysis.Options(control: control, minimumDetectableEffect: mde, sequentialTuning: sequentialTuning, planPower: true)
            if var given = try parsedWeights() {
                // `--weights sitegen-tldr-A=50` names the variant as the export does.
                if let id {
                    given = Dictionary(given.map { key, value in
                        (key.hasPrefix("sitegen-\(id)-") ? String(key.dropFirst("sitegen-\(id)-".count)) : key, value)
                    }, uniquingKeysWith: +)
                }
                base.weights = given
                base.weightsSource = "from --weights"
            } else if let site {
                (base.weights, base.weightsSource) = try siteWeights(site: site, experiment: id, present: exports[0].export.data.variantNames)
            }
            // Every metric of every file, named by its column (and file, when two files share a column name).
            var metrics: [(name: String, export: ExperimentExport, metric: ExperimentExport.Metric)] = []
            for entry in exports {
                for metric in entry.export.metrics { metrics.append((metric.name, entry.export, metric)) }
            }
            let duplicated = Set(Dictionary(grouping: metrics, by: \.name).filter { $0.value.count > 1 }.keys)
            if !duplicated.isEmpty {
                for index in metrics.indices where duplicated.contains(metrics[index].name) {
                    let file = exports.first { $0.export == metrics[index].export }!.file
                    metrics[index].name = "\(metrics[index].name) (\(URL(fileURLWithPath: file).lastPathComponent))"
                }
            }
            let names = metrics.map(\.name)
            func find(_ wanted: String) throws -> Int {
                let key = ExperimentExport.normalizedName(wanted)
                guard let index = names.firstIndex(where: { ExperimentExport.normalizedName($0) == key }) else {
                    throw ExperimentError(location: nil, message: "no metric '\(wanted)'; the metrics are \(names.map { "'\($0)'" }.joined(separator: ", "))")
                }
                return index
            }
            let primaryIndex = try primary.map(find) ?? 0
            let guardrails = Set(try guardrail.map(find))
            let variants = Set(metrics.flatMap { $0.metric.data.variantNames }).count
            var entries: [(name: String, role: MetricFamily.Role, analysis: ExperimentAnalysis)] = []
            for (index, item) in metrics.enumerated() {
                var options = base
                options.notes = item.export.notes
                options.unattributed = item.export.unattributed
                options.dates = item.export.dates
                options.familySize = metrics.count > 1 ? metrics.count * max(1, variants - 1) : nil
                // The sample size and power figures are for the primary metric's --mde.
                if index != primaryIndex { options.minimumDetectableEffect = nil }
                if sequential || (!fixedHorizon && !item.metric.looks.isEmpty) {
                    options.mode = .sequential
                    options.looks = item.metric.looks
                } else if !item.metric.looks.isEmpty {
                    options.looks = item.metric.looks
                }
                let role: MetricFamily.Role = index == primaryIndex ? .primary : guardrails.contains(index) ? .guardrail : .secondary
                entries.append((item.name, role, try ExperimentAnalysis(data: item.metric.data, options: options)))
            }
            entries.sort { ($0.role == .primary ? 0 : 1) < ($1.role == .primary ? 0 : 1) }
            let family = MetricFamily(entries)
            print(json ? family.json : family.report, terminator: "")
            if let html {
                do {
                    try family.htmlReport(source: files.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", "))
                        .write(toFile: html, atomically: true, encoding: .utf8)
                } catch {
                    Console.printError(message: "cannot write \(html): \(error.localizedDescription)")
                    throw ExitCode.failure
                }
            }
        } catch let error as ExperimentError {
            // Points at the offending row, as build errors do.
            if let current {
                Console.printError(error, source: current.text)
            } else {
                Console.printError(error)
            }
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
