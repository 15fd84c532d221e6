/// The state of one render: variable scopes, registers and the environment.
/// One per render call; never shared between threads.
public final class RenderContext {
    public let environment: Environment
    /// Values an embedding application passes to its tags and filters (Jekyll's `site`).
    public var registers: [String: any Sendable] = [:]
    var scopes: [[String: Value]]

    public init(environment: Environment, variables: [String: Value] = [:]) {
        self.environment = environment
        self.scopes = [variables]
    }

    /// The value of a top-level variable, innermost scope first.
    public func variable(_ name: String) -> Value {
        for scope in scopes.reversed() {
            if let v = scope[name] { return v }
        }
        return .nil
    }
}
