/// How the parser treats malformed markup, as Ruby Liquid's `error_mode`.
public enum ErrorMode: String, Sendable {
    /// Accept what Ruby Liquid's lax parser accepts (Jekyll's fallback).
    case lax
    /// Try strict; on failure record a warning and parse laxly (Jekyll's default).
    case warn
    /// Malformed markup is an error.
    case strict
}

/// Where `include` and `render` read partials from. Implementations refuse names that
/// leave their root, and are called concurrently.
public protocol TemplateFileSystem: Sendable {
    /// The source of partial `name` and the file name to show in errors.
    func readTemplate(_ name: String) throws -> (source: String, file: String)
}

/// The registry of tags and filters a template is parsed and rendered with.
///
/// Built-ins and extensions (Jekyll's filters and tags) register through the same calls.
/// Configure an environment before parsing; afterwards it is shared read-only between threads.
public final class Environment: @unchecked Sendable {
    public private(set) var filters: [String: FilterFunction] = [:]
    public var errorMode: ErrorMode = .lax
    /// An undefined variable is an error (Ruby's `strict_variables`).
    public var strictVariables = false
    /// An undefined filter is an error (Ruby's `strict_filters`).
    public var strictFilters = false
    public var fileSystem: (any TemplateFileSystem)?

    /// An environment with Liquid's standard tags and filters.
    public init() {
        registerStandardFilters()
    }

    /// Adds or replaces the filter `name`.
    public func registerFilter(_ name: String, _ function: @escaping FilterFunction) {
        filters[name] = function
    }
}
