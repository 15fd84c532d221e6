import OrderedCollections

/// The arguments a filter was called with: `{{ x | f: 1, 2, key: 3 }}`.
public struct FilterArguments: Sendable {
    public var positional: [Value]
    public var keyword: OrderedDictionary<String, Value> {
        get { keywordStorage ?? [:] }
        set { keywordStorage = newValue.isEmpty ? nil : newValue }
    }
    /// nil when there are none, as for most calls: arguments are copied on every filter call,
    /// and an empty dictionary still costs several reference counts per copy.
    private var keywordStorage: OrderedDictionary<String, Value>?

    public init(positional: [Value] = [], keyword: OrderedDictionary<String, Value> = [:]) {
        self.positional = positional
        self.keyword = keyword
    }

    var hasKeywords: Bool { keywordStorage != nil }

    /// The positional argument at `index`, or `.nil` when it was not given.
    public subscript(index: Int) -> Value {
        index < positional.count ? positional[index] : .nil
    }

    public var count: Int { positional.count }
}

/// A filter implementation. It receives the piped input, its arguments and the render
/// context (for filters that need site data or settings, such as Jekyll's `relative_url`).
public typealias FilterFunction = @Sendable (_ input: Value, _ arguments: FilterArguments, _ context: RenderContext) throws -> Value

/// A built-in filter's variant for the last filter of `{{ … }}`: it writes what `{{ }}` would
/// print of its result straight into the output, without building that result as a `String`.
typealias AppendingFilterFunction = @Sendable (Value, FilterArguments, RenderContext, inout OutputBuffer) throws -> Void

/// A registered filter; see `Environment.filterBoxes`.
final class FilterBox: Sendable {
    let function: FilterFunction
    let appendingFunction: AppendingFilterFunction?

    init(_ function: @escaping FilterFunction, appending: AppendingFilterFunction? = nil) {
        self.function = function
        self.appendingFunction = appending
    }
}

/// An error raised by a filter; the renderer attaches the template location.
public struct FilterError: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
