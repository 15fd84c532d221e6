import Foundation
import TextSupport

/// A front-matter or `_config.yml` value as the Experiments target sees it, independent of
/// Liquid and YAML; SiteKit converts its own values into this.
public indirect enum SpecValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([SpecValue])
    /// Keys in source order, so messages and output follow what the author wrote.
    case map([(String, SpecValue)])

    public static func == (lhs: SpecValue, rhs: SpecValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.double(a), .double(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.map(a), .map(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    var typeDescription: String {
        switch self {
        case .null: "nothing"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "a list"
        case .map: "a mapping"
        }
    }

    /// Numbers written as strings in YAML (`"50"`) are accepted, as Jekyll authors often quote them.
    var number: Double? {
        switch self {
        case let .int(value): Double(value)
        case let .double(value): value
        case let .string(text): Double(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    var integer: Int? {
        switch self {
        case let .int(value): value
        case let .double(value) where value == value.rounded() && abs(value) < 1e15: Int(value)
        case let .string(text): Int(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    /// Scalars YAML would have typed (`yes`, `1`) are read back as the text the author typed,
    /// because an experiment or variant may well be named `1` or `on`.
    var scalarText: String? {
        switch self {
        case let .string(text): text
        case let .int(value): String(value)
        case let .double(value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case let .bool(value): value ? "true" : "false"
        default: nil
        }
    }
}

/// A position in a source file, 1-based, supplied by whoever read the file.
public struct SpecLocation: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// One step into a nested value: the YAML key path of `TextSupport`, under the name this
/// module's API has always used.
public typealias SpecPathComponent = YAMLPathComponent

/// Maps a path inside the value being read to its position, when the reader kept positions
/// (YAML nodes do); `nil` falls back to the location of the value as a whole.
public typealias SpecLocator = @Sendable ([SpecPathComponent]) -> SpecLocation?

/// A mistake in an experiment's definition or settings, worded for the site author.
public struct ExperimentError: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: SpecLocation?
    /// Where inside the value the problem is, e.g. `abtesting.variants.C`; empty for the value itself.
    public var keyPath: String
    public var message: String

    public init(location: SpecLocation?, keyPath: String = "", message: String) {
        self.location = location
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        return keyPath.isEmpty ? "\(place)\(message)" : "\(place)\(keyPath): \(message)"
    }
}

/// Tracks where the reader is inside a value so errors can name the key and the line.
struct SpecCursor {
    var root: String
    var path: [SpecPathComponent] = []
    var base: SpecLocation?
    var locate: SpecLocator?

    func child(_ component: SpecPathComponent) -> SpecCursor {
        var next = self
        next.path.append(component)
        return next
    }

    var keyPath: String {
        path.reduce(root) { text, component in
            switch component {
            case let .key(key): text.isEmpty ? key : "\(text).\(key)"
            case let .index(index): "\(text)[\(index)]"
            }
        }
    }

    func error(_ message: String) -> ExperimentError {
        ExperimentError(location: locate?(path) ?? base, keyPath: keyPath, message: message)
    }
}
