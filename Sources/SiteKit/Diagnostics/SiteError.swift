import Liquid
import Synchronization
import TextSupport

/// A warning or error for the site author, with its location when there is one.
public struct Diagnostic: Sendable, CustomStringConvertible {
    /// A note informs (an experiment's set-up worth knowing about) and never fails a `--strict` build.
    public enum Severity: String, Sendable { case note, warning, error }
    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    public var includeChain: [SourceLocation] = []

    public init(_ severity: Severity, _ message: String, location: SourceLocation? = nil, includeChain: [SourceLocation] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.includeChain = includeChain
    }

    public var description: String {
        DiagnosticFormatter.format(severity: severity.rawValue, message: message, location: location, chain: includeChain)
    }
}

/// An error that stops the build: one or more diagnostics.
public struct SiteError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ message: String, location: SourceLocation? = nil) {
        diagnostics = [Diagnostic(.error, message, location: location)]
    }
    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Warnings collected from every thread of a build, in the order they came.
final class DiagnosticSink: Sendable {
    private struct Entries {
        var list: [Diagnostic] = []
        var seen: Set<Key> = []
    }
    private struct Key: Hashable {
        var severity: Diagnostic.Severity
        var message: String
        var location: SourceLocation?
        var includeChain: [SourceLocation]
    }
    private let entries = Mutex<Entries>(Entries())

    /// Adds `d` once: a layout rendered again for another page's `output` does not warn twice.
    func warn(_ d: Diagnostic) {
        let key = Key(severity: d.severity, message: d.message, location: d.location, includeChain: d.includeChain)
        entries.withLock { if $0.seen.insert(key).inserted { $0.list.append(d) } }
    }
    var all: [Diagnostic] { entries.withLock { $0.list } }
    func removeAll() { entries.withLock { $0 = Entries() } }
}
