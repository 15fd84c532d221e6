import Foundation

/// Several metrics of one experiment read together (engaged time, scroll depth, a conversion): Holm's
/// correction runs over every metric × variant comparison, so looking at three metrics does not triple the
/// chance of a false winner, and the verdict is the primary metric's, with the others reported as
/// secondary or as guardrails.
public struct MetricFamily: Sendable, Codable {
    public enum Role: String, Sendable, Codable {
        /// The metric the decision rests on.
        case primary
        /// Reported, corrected, but not decisive.
        case secondary
        /// A metric that must not get significantly worse: its losses are named in the verdict.
        case guardrail
    }

    public struct Entry: Sendable, Codable {
        public var name: String
        public var role: Role
        public var analysis: ExperimentAnalysis
    }

    public var metrics: [Entry]
    /// Comparisons Holm corrected over: metrics × variants compared with the control.
    public var comparisons: Int
    public var verdict: String

    public var primary: Entry { metrics.first { $0.role == .primary } ?? metrics[0] }

    public init(_ entries: [(name: String, role: Role, analysis: ExperimentAnalysis)]) {
        var metrics = entries.map { Entry(name: $0.name, role: $0.role, analysis: $0.analysis) }
        // Holm over the whole family; each analysis's own correction (over its variants) is replaced.
        var slots: [(metric: Int, variant: Int)] = []
        for (m, entry) in metrics.enumerated() {
            for (v, variant) in entry.analysis.variants.enumerated()
            where variant.comparison != nil && (variant.status == .compared || variant.status == .tooFew) {
                slots.append((m, v))
            }
        }
        let adjusted = ExperimentAnalysis.holm(slots.map { metrics[$0.metric].analysis.variants[$0.variant].comparison!.pValue })
        for (slot, p) in zip(slots, adjusted) {
            metrics[slot.metric].analysis.variants[slot.variant].comparison!.adjustedPValue = p
        }
        comparisons = slots.count
        if metrics.count > 1 {
            for index in metrics.indices {
                metrics[index].analysis.correction = slots.count > 1 ? "Holm" : nil
                metrics[index].analysis.familyComparisons = slots.count
                metrics[index].analysis.refreshVerdict()
            }
        }
        self.metrics = metrics
        verdict = ""
        guard metrics.count > 1 else {
            verdict = metrics.first?.analysis.verdict ?? ""
            return
        }
        let primary = self.primary
        var lines = primary.analysis.verdict.split(separator: "\n").enumerated().map { index, line in
            index == 0 ? "\(primary.name) (primary): \(line)" : String(line)
        }
        for entry in metrics where entry.name != primary.name || entry.role != .primary {
            let first = entry.analysis.verdict.split(separator: "\n").first.map(String.init) ?? ""
            let worse = entry.analysis.variants.filter { variant in
                guard let c = variant.comparison, variant.status == .compared else { return false }
                return c.adjustedPValue < ExperimentAnalysis.alpha && c.difference < 0
            }
            if entry.role == .guardrail, !worse.isEmpty {
                lines.append("\(entry.name) (guardrail): \(worse.map(\.name).joined(separator: ", ")) significantly lower than \(entry.analysis.control): check before shipping (\(first))")
            } else {
                lines.append("\(entry.name) (\(entry.role.rawValue)): \(first)")
            }
        }
        verdict = lines.joined(separator: "\n")
    }

    /// The terminal report: each metric's table and lines, then the verdict over all of them.
    public var report: String {
        guard metrics.count > 1 else { return metrics.first?.analysis.report ?? "" }
        var out = ""
        for entry in metrics {
            out += "== \(entry.name) (\(entry.role.rawValue)) ==\n" + entry.analysis.report + "\n"
        }
        out += "correction: Holm over \(comparisons) comparisons (\(metrics.count) metrics × the variants compared with the control)\n"
        for (index, line) in verdict.split(separator: "\n").enumerated() {
            out += (index == 0 ? "verdict: " : "         ") + line + "\n"
        }
        return out
    }

    public var json: String {
        guard metrics.count > 1 else { return metrics.first?.analysis.json ?? "{}" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
