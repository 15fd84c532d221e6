/// The parsed form of a Liquid expression (internal; `Expression` is the public wrapper).
indirect enum Expr: Sendable {
    case literal(Value)
    case lookup(VariableLookup)
    /// `(a..b)` with at least one non-literal end.
    case range(Expr, Expr)
    /// `empty` and `blank` where a condition compares with them.
    case emptyLiteral
    case blankLiteral

    var isConstant: Bool {
        if case .literal = self { return true }
        return false
    }
}

/// `name.key[expr].size`: a variable and the lookups applied to it.
struct VariableLookup: Sendable {
    enum Name: Sendable {
        case fixed(String)
        case dynamic(Expr)
    }

    enum Segment: Sendable {
        /// `.key`; `command` when the key is `size`, `first` or `last`, which Ruby also
        /// answers as methods when no such key exists.
        case key(String, command: Bool)
        case index(Expr)
    }

    var name: Name
    var path: [Segment]

    static func isCommand(_ key: String) -> Bool {
        key == "size" || key == "first" || key == "last"
    }
}

/// A filter applied in an output or `assign`: `| name: arg, key: value`.
struct FilterCall: Sendable {
    var name: String
    /// Resolved when the template was parsed; nil when the filter was unknown then.
    var function: FilterFunction?
    var positional: [Expr]
    var keyword: [(String, Expr)]
    /// Byte offset and length of the filter name, for error carets.
    var offset: Int
    var length: Int
}

/// An expression followed by filters, as in `{{ … }}`, `assign` and `echo`.
struct FilteredExpr: Sendable {
    /// nil for an empty output `{{ }}`, which renders nothing.
    var base: Expr?
    var filters: [FilterCall]
}

/// A condition of `if`, `unless`, `case`/`when`; `and`/`or` group from the right as in Shopify Liquid.
indirect enum Cond: Sendable {
    case value(Expr)
    case comparison(Expr, String, Expr)
    case and(Cond, Cond)
    case or(Cond, Cond)
}
