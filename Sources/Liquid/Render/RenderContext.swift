import Foundation

/// The state of one render: variable scopes, registers and the environment.
/// One per render call; never shared between threads.
///
/// The state that every node reads or writes is `@exclusivity(unchecked)`: a context is
/// confined to one thread and no access to these properties spans a call that could reach
/// them again, so the runtime's per-access exclusivity bookkeeping would only cost time.
public final class RenderContext {
    public let environment: Environment
    /// Values an embedding application passes to its tags and filters (Jekyll's `site`).
    public var registers: [String: any Sendable] = [:] {
        didSet { cachedFilterTimeZone = nil }
    }
    /// Local scopes; `scopes[0]` is the template's own scope, where `assign` writes.
    @exclusivity(unchecked) var scopes: [VariableScope]
    /// The variables the render was started with; `increment` counters live here too.
    @exclusivity(unchecked) var globals: VariableScope
    @exclusivity(unchecked) var interrupt: Interrupt?
    /// Nesting of includes, renders and scopes, bounded by `Environment.maxDepth`.
    @exclusivity(unchecked) public internal(set) var depth = 0
    /// The template being rendered, for locating errors that filters raise.
    @exclusivity(unchecked) var currentSource: SourceText?
    let budget: RenderBudget
    let settings: RenderSettings
    var includeDisabled = false
    @exclusivity(unchecked) var forOffsets: [String: Int] = [:]
    @exclusivity(unchecked) var forStack: [ForloopDrop] = []
    @exclusivity(unchecked) var cycles: [String: Int] = [:]
    var lastIfchanged: String?
    /// `filterTimeZone`, resolved once per render (or after `registers` change).
    @exclusivity(unchecked) var cachedFilterTimeZone: TimeZone?

    enum Interrupt { case breakLoop, continueLoop }

    public init(environment: Environment, variables: [String: Value] = [:]) {
        self.environment = environment
        self.scopes = [VariableScope()]
        self.globals = VariableScope(variables)
        self.budget = RenderBudget()
        self.settings = RenderSettings(environment)
    }

    /// A context whose variables are `variables`, a later pair replacing an earlier one of the
    /// same name. For an embedder that makes a context per page: building a `[String: Value]`
    /// first (hashing each name, then dropping the table) was half of making its contexts.
    ///
    /// `lenient`: without the environment's `strictVariables` and `strictFilters`, as Ruby's
    /// `Template#render!` renders when not given those options (jekyll-seo-tag's own template).
    public init(environment: Environment, variableList variables: [(String, Value)], lenient: Bool = false) {
        self.environment = environment
        self.scopes = [VariableScope()]
        // Room for all at once: growing the list one append at a time was a third of this.
        var globals = VariableScope(reservingCapacity: variables.count)
        for (name, value) in variables { globals[name] = value }
        self.globals = globals
        self.budget = RenderBudget()
        self.settings = RenderSettings(environment, lenient: lenient)
    }

    /// A context for `render`: no access to the caller's variables, same registers and limits.
    init(isolatedFrom parent: RenderContext) {
        self.environment = parent.environment
        self.registers = parent.registers
        self.scopes = [VariableScope()]
        self.globals = VariableScope()
        self.budget = parent.budget
        self.settings = parent.settings
        self.depth = parent.depth + 1
        self.currentSource = parent.currentSource
    }

    /// The value of a top-level variable, innermost scope first.
    public func variable(_ name: String) -> Value {
        var index = scopes.count - 1
        while index >= 0 {
            if let v = scopes[index][name] { return v }
            index -= 1
        }
        return globals[name] ?? .nil
    }

    /// Whether `name` is defined in any scope.
    public func hasVariable(_ name: String) -> Bool {
        for scope in scopes where !scope.isEmpty && scope[name] != nil { return true }
        return globals[name] != nil
    }

    /// Sets `name` in the innermost scope (loop variables, include parameters).
    public func setLocal(_ name: String, _ value: Value) {
        scopes[scopes.count - 1][name] = value
    }

    /// Sets `name` in the template's scope, as `assign` and `capture` do.
    public func assign(_ name: String, _ value: Value) {
        scopes[0][name] = value
    }

    /// Runs `body` with a new innermost scope holding `variables`, as Ruby's `context.stack`.
    /// Throws `LiquidError(.stackOverflow)` when scopes nest deeper than the environment allows.
    public func withScope<T>(_ variables: [String: Value] = [:], _ body: () throws -> T) throws -> T {
        try withScope(VariableScope(variables), body)
    }

    /// Takes `scope` over, so its storage stays uniquely referenced as the body sets variables.
    func withScope<T>(_ scope: consuming VariableScope, _ body: () throws -> T) throws -> T {
        guard depth + scopes.count < settings.maxDepth else {
            throw LiquidError(.stackOverflow, "Nesting too deep: a partial or block includes itself or nests more than \(settings.maxDepth) levels")
        }
        scopes.append(consume scope)
        defer { scopes.removeLast() }
        return try body()
    }

    /// Evaluates a parsed expression in this context.
    public func evaluate(_ expression: ValueExpression) throws -> Value {
        try evaluate(expression.expr)
    }

    /// Evaluates an expression with filters in this context.
    public func evaluate(_ expression: FilteredExpression) throws -> Value {
        try evaluate(expression.expr)
    }

    /// Evaluates a condition in this context.
    public func evaluate(_ condition: Condition) throws -> Bool {
        try evaluate(condition.cond)
    }

    /// Renders `template` in this context's scopes (as `include` does), adding `span` to the
    /// include chain of any error and guarding against runaway recursion.
    public func renderInline(_ template: Template, into output: inout String, includedFrom span: SourceSpan?) throws {
        var buffer = OutputBuffer()
        defer { output += buffer.string }
        try renderInline(template, into: &buffer, includedFrom: span)
    }

    func renderInline(_ template: Template, into output: inout OutputBuffer, includedFrom span: SourceSpan?) throws {
        guard depth + scopes.count < settings.maxDepth else {
            throw LiquidError(.stackOverflow, "Nesting too deep: '\(template.name ?? "partial")' includes itself or nests more than \(settings.maxDepth) levels")
        }
        let savedSource = currentSource
        depth += 1
        defer {
            depth -= 1
            currentSource = savedSource
        }
        currentSource = template.source
        do {
            try template.root.render(into: &output, context: self)
        } catch var error as LiquidError {
            if let span {
                if error.location == nil { error.location = span.location } else { error.includeChain.append(span.location) }
            }
            throw error
        }
    }

    /// Counts one loop iteration against `Environment.maxIterations` and checks the output size.
    func tick(_ output: borrowing OutputBuffer) throws {
        budget.iterations += 1
        if budget.iterations > settings.maxIterations {
            throw LiquidError(.render, "Too many loop iterations (more than \(settings.maxIterations)); is a range or loop unbounded?")
        }
        if output.count > settings.maxOutputBytes {
            throw LiquidError(.render, "Output is larger than \(settings.maxOutputBytes) bytes")
        }
    }
}

/// The environment's settings that rendering reads, copied when a render starts: each read
/// of the shared `Environment`'s properties would cost a runtime exclusivity check.
struct RenderSettings {
    let maxDepth: Int
    let maxIterations: Int
    let maxOutputBytes: Int
    let strictVariables: Bool
    let strictFilters: Bool

    init(_ environment: Environment, lenient: Bool = false) {
        maxDepth = environment.maxDepth
        maxIterations = environment.maxIterations
        maxOutputBytes = environment.maxOutputBytes
        strictVariables = environment.strictVariables && !lenient
        strictFilters = environment.strictFilters && !lenient
    }
}

/// Limits shared by a render and the `render` partials it starts (on the same thread).
final class RenderBudget {
    @exclusivity(unchecked) var iterations = 0
}
