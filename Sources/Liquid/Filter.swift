import OrderedCollections

/// The arguments a filter was called with: `{{ x | f: 1, 2, key: 3 }}`.
public struct FilterArguments: Sendable {
    public var positional: [Value]
    public var keyword: OrderedDictionary<String, Value>

    public init(positional: [Value] = [], keyword: OrderedDictionary<String, Value> = [:]) {
        self.positional = positional
        self.keyword = keyword
    }

    /// The positional argument at `index`, or `.nil` when it was not given.
    public subscript(index: Int) -> Value {
        index < positional.count ? positional[index] : .nil
    }

    public var count: Int { positional.count }
}

/// A filter implementation. It receives the piped input, its arguments and the render
/// context (for filters that need site data or settings, such as Jekyll's `relative_url`).
public typealias FilterFunction = @Sendable (_ input: Value, _ arguments: FilterArguments, _ context: RenderContext) throws -> Value

/// An error raised by a filter; the renderer attaches the template location.
public struct FilterError: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
