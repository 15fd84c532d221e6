/// The registry of tags and filters a template is parsed and rendered with.
///
/// Built-ins and extensions (Jekyll's filters and tags) register through the same calls.
/// Configure an environment before parsing; afterwards it is shared read-only between threads.
public final class Environment: @unchecked Sendable {
    public private(set) var filters: [String: FilterFunction] = [:]

    /// An environment with Liquid's standard tags and filters.
    public init() {
        registerStandardFilters()
    }

    /// Adds or replaces the filter `name`.
    public func registerFilter(_ name: String, _ function: @escaping FilterFunction) {
        filters[name] = function
    }
}
