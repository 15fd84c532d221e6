import Foundation
import Highlight
import Synchronization

/// `--profile`: wall time per build phase and the slowest templates, like Jekyll's.
public final class Profiler: @unchecked Sendable {
    public enum Phase: String, CaseIterable, Sendable {
        case read, frontMatter = "front matter", liquid = "Liquid", markdown = "Markdown", highlight = "highlighting", sass = "Sass", layouts, experiments, write
    }

    private struct TemplateStats { var count = 0; var seconds = 0.0 }
    private let phases = Mutex<[Phase: Double]>([:])
    private let templates = Mutex<[String: TemplateStats]>([:])

    public init() {}

    func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Adds the time since `start` to `phase` (summed over threads: CPU-ish time) and to `template`.
    func record(template: String?, phase: Phase, since start: UInt64) {
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        phases.withLock { $0[phase, default: 0] += seconds }
        if let template {
            templates.withLock {
                $0[template, default: TemplateStats()].count += 1
                $0[template, default: TemplateStats()].seconds += seconds
            }
        }
    }

    /// As `record(template:phase:since:)`, with the time this thread spent colouring code since
    /// `colouringBefore` (`Highlighter.nanosecondsOnThisThread`) moved to its own phase.
    func record(template: String?, phase: Phase, since start: UInt64, colouringBefore: UInt64) {
        let colouring = Double(Highlighter.nanosecondsOnThisThread &- colouringBefore) / 1e9
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        phases.withLock {
            $0[phase, default: 0] += max(0, seconds - colouring)
            $0[.highlight, default: 0] += colouring
        }
        if let template {
            templates.withLock {
                $0[template, default: TemplateStats()].count += 1
                $0[template, default: TemplateStats()].seconds += seconds
            }
        }
    }

    func record(phase: Phase, seconds: Double) {
        phases.withLock { $0[phase, default: 0] += seconds }
    }

    /// The table `--profile` prints.
    public func report(totalSeconds: Double) -> String {
        var lines: [String] = []
        lines.append("Phase            Seconds (summed over threads)")
        let p = phases.withLock { $0 }
        for phase in Phase.allCases {
            lines.append(phase.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0) + String(format: " %8.3f", p[phase] ?? 0))
        }
        lines.append("total (wall)     " + String(format: "%8.3f", totalSeconds))
        lines.append("")
        lines.append("Template                                   | Count |  Seconds")
        let slowest = templates.withLock { $0 }.sorted { ($0.value.seconds, $1.key) > ($1.value.seconds, $0.key) }.prefix(10)
        for (name, stats) in slowest {
            let shown = name.count > 42 ? "…" + name.suffix(41) : name
            lines.append(shown.padding(toLength: 42, withPad: " ", startingAt: 0) + " | " + String(format: "%5d | %8.3f", stats.count, stats.seconds))
        }
        return lines.joined(separator: "\n")
    }
}
