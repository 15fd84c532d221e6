/// A parsed Liquid value expression (`page.title`, `"text"`, `(1..n)`, `items[0].name`).
///
/// Parse once, evaluate in many contexts; immutable and thread-safe.
public struct ValueExpression: Sendable {
    let expr: Expr

    init(expr: Expr) { self.expr = expr }

    /// Parses `markup` with `environment`'s error mode.
    public static func parse(_ markup: String, environment: Environment) throws -> ValueExpression {
        let parser = TemplateParser(source: SourceText(markup, name: nil), environment: environment)
        return ValueExpression(expr: try parser.expr(markup, at: 0))
    }

    /// The value in `context`.
    public func evaluate(in context: RenderContext) throws -> Value {
        try context.evaluate(expr)
    }

    /// The variable name when the expression is a plain variable such as `page` (no lookups).
    public var variableName: String? {
        if case .lookup(let lookup) = expr, lookup.path.isEmpty, case .fixed(let name) = lookup.name { return name }
        return nil
    }

    /// The literal value when the expression is constant (`"x"`, `3`, `true`).
    public var literalValue: Value? {
        if case .literal(let value) = expr { return value }
        return nil
    }
}

/// A parsed expression with filters, as inside `{{ … }}` (`page.date | date: "%Y"`).
public struct FilteredExpression: Sendable {
    let expr: FilteredExpr

    init(expr: FilteredExpr) { self.expr = expr }

    /// Parses `markup` with `environment`'s error mode; filters are resolved now.
    public static func parse(_ markup: String, environment: Environment) throws -> FilteredExpression {
        let parser = TemplateParser(source: SourceText(markup, name: nil), environment: environment)
        return FilteredExpression(expr: try parser.filtered(markup, at: 0))
    }

    /// The value after applying the filters in `context`.
    public func evaluate(in context: RenderContext) throws -> Value {
        try context.evaluate(expr)
    }
}

/// A parsed condition as in `{% if %}` (`item.year > 2020 and item.tags contains "x"`),
/// for Jekyll's `where_exp` and `find_exp`: parse once, evaluate per item.
public struct Condition: Sendable {
    let cond: Cond

    init(cond: Cond) { self.cond = cond }

    /// Parses `markup` with `environment`'s error mode.
    public static func parse(_ markup: String, environment: Environment) throws -> Condition {
        let parser = TemplateParser(source: SourceText(markup, name: nil), environment: environment)
        return Condition(cond: try parser.cond(markup, at: 0, tagName: "if"))
    }

    /// Whether the condition holds in `context`.
    public func evaluate(in context: RenderContext) throws -> Bool {
        try context.evaluate(cond)
    }

    /// Whether the condition holds with `name` bound to `value` in a scope of its own.
    public func evaluate(in context: RenderContext, binding name: String, to value: Value) throws -> Bool {
        try context.withScope(VariableScope(name, value, capacity: 1)) { try context.evaluate(cond) }
    }
}
