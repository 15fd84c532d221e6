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

    /// Build stages in order: the wall and CPU (user + system, every thread) clock when each ended.
    private struct StageMark { var name: String; var wall: UInt64; var cpu: UInt64 }
    private let stageMarks = Mutex<[StageMark]>([])

    public init() { markStage("start") }

    /// Notes that the build stage `name` (reading, rendering, the swap) ended now: `--profile`
    /// shows each stage's wall time and CPU ÷ wall, which says where a build keeps one core busy.
    func markStage(_ name: String) {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func nanoseconds(_ t: timeval) -> UInt64 { UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_usec) * 1000 }
        let mark = StageMark(name: name, wall: now(), cpu: nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime))
        stageMarks.withLock { $0.append(mark) }
    }

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
        let marks = stageMarks.withLock { $0 }
        if marks.count > 1 {
            lines.append("Stage            Wall s    CPU s  CPU ÷ wall")
            for (before, mark) in zip(marks, marks.dropFirst()) {
                let wall = Double(mark.wall - before.wall) / 1e9, cpu = Double(mark.cpu &- before.cpu) / 1e9
                lines.append(mark.name.padding(toLength: 16, withPad: " ", startingAt: 0)
                    + String(format: " %6.3f   %6.3f  %6.2f", wall, cpu, wall > 0 ? cpu / wall : 0))
            }
            lines.append("")
        }
        lines.append("Template                                   | Count |  Seconds")
        let slowest = templates.withLock { $0 }.sorted { ($0.value.seconds, $1.key) > ($1.value.seconds, $0.key) }.prefix(10)
        for (name, stats) in slowest {
            let shown = name.count > 42 ? "…" + name.suffix(41) : name
            lines.append(shown.padding(toLength: 42, withPad: " ", startingAt: 0) + " | " + String(format: "%5d | %8.3f", stats.count, stats.seconds))
        }
        return lines.joined(separator: "\n")
    }
}
