import TextSupport

/// Any error raised while parsing or rendering a template.
public struct LiquidError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case syntax
        case undefinedVariable
        case undefinedFilter
        case argument
        case render
        case fileSystem
        case stackOverflow
    }

    public var kind: Kind
    /// The message for the site author, without location.
    public var message: String
    public var location: SourceLocation?
    /// Where the failing template was included from, innermost first.
    public var includeChain: [SourceLocation]

    public init(_ kind: Kind, _ message: String, location: SourceLocation? = nil, includeChain: [SourceLocation] = []) {
        self.kind = kind
        self.message = message
        self.location = location
        self.includeChain = includeChain
    }

    /// `file:line:col: message`, the offending line with a caret, and the include chain.
    public var description: String { DiagnosticFormatter.format(severity: "error", message: message, location: location, chain: includeChain) }
}
