import Liquid
import TextSupport

/// Integers a site's settings ask for, read through `InputInteger` (one rule for every number
/// sitegen reads from input: a range where it does what Jekyll does, a located warning and
/// Jekyll's fallback outside it).
extension InputInteger {
    /// A setting's value as written in YAML (an integer, a float such as `1e9`, or text) as an
    /// integer in `range`.
    static func read(_ value: Value, in range: ClosedRange<Int>) -> Reading {
        switch value {
        case .int(let i): range.contains(i) ? .value(i) : .outOfRange
        case .double(let d): read(d, in: range)
        case .string(let s): read(s, in: range)
        default: .notAnInteger
        }
    }

    /// `value` as an integer in `range`, or `fallback` after warning `warn` at `location`
    /// (`name` is the setting as the site author writes it: `paginate`, `pagination.per_page`).
    static func setting(
        _ value: Value?, named name: String, in range: ClosedRange<Int>, fallback: Int, fallbackText: String? = nil,
        location: @autoclosure () -> SourceLocation?, warn: (Diagnostic) -> Void
    ) -> Int {
        guard let value, !value.isNil else { return fallback }
        if case .value(let n) = read(value, in: range) { return n }
        warn(Diagnostic(.warning, message(name, value.liquidString, range: range, uses: fallbackText ?? "\(fallback)"), location: location()))
        return fallback
    }
}

/// Where a render may report what it could not use (a tag argument out of range), kept in the
/// render context's registers; the renderer's sink collects them with the build's warnings.
struct WarningSinkRef: @unchecked Sendable {
    let sink: DiagnosticSink
}

extension RenderContext {
    /// Adds a warning to the build's, when this render belongs to one (not `sitegen liquid`).
    func warn(_ d: Diagnostic) {
        (registers["sitegen.warnings"] as? WarningSinkRef)?.sink.warn(d)
    }
}
