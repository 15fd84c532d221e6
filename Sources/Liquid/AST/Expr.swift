/// The parsed form of a Liquid expression (internal; `ValueExpression` is the public wrapper).
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
/// A class so that rendering passes it around with one reference count, not a copy per field.
final class VariableLookup: Sendable {
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

    let name: Name
    let path: [Segment]

    init(name: Name, path: [Segment]) {
        self.name = name
        self.path = path
    }

    static func isCommand(_ key: String) -> Bool {
        key == "size" || key == "first" || key == "last"
    }
}

/// A filter applied in an output or `assign`: `| name: arg, key: value`.
final class FilterCall: Sendable {
    let name: String
    /// Resolved when the template was parsed; nil when the filter was unknown then.
    let filter: FilterBox?
    let positional: [Expr]
    let keyword: [(String, Expr)]
    /// Whether all arguments are literals (`date: "%Y"`): they are then built once, as
    /// `constantArguments`, rather than on every call.
    let argumentsAreConstant: Bool
    let constantArguments: FilterArguments
    /// Byte offset and length of the filter name, for error carets.
    let offset: Int
    let length: Int

    init(name: String, filter: FilterBox?, positional: [Expr], keyword: [(String, Expr)], offset: Int, length: Int) {
        self.name = name
        self.filter = filter
        self.positional = positional
        self.keyword = keyword
        self.offset = offset
        self.length = length
        var constant = FilterArguments()
        for argument in positional {
            if case .literal(let value) = argument { constant.positional.append(value) }
        }
        for (key, argument) in keyword {
            if case .literal(let value) = argument { constant.keyword[key] = value }
        }
        argumentsAreConstant = constant.positional.count == positional.count && constant.keyword.count == keyword.count
        constantArguments = argumentsAreConstant ? constant : FilterArguments()
    }
}

/// An expression followed by filters, as in `{{ … }}`, `assign` and `echo`.
struct FilteredExpr: Sendable {
    /// nil for an empty output `{{ }}`, which renders nothing.
    var base: Expr?
    var filters: [FilterCall]
}

/// A comparison operator, resolved when parsing so rendering never compares strings.
enum ComparisonOperator: Sendable, Equatable {
    case equal, notEqual, less, greater, lessOrEqual, greaterOrEqual, contains
    /// The lax parser accepts any word; Ruby fails only when the condition is evaluated.
    case unknown(String)

    init(_ text: String) {
        switch text {
        case "==": self = .equal
        case "!=", "<>": self = .notEqual
        case "<": self = .less
        case ">": self = .greater
        case "<=": self = .lessOrEqual
        case ">=": self = .greaterOrEqual
        case "contains": self = .contains
        default: self = .unknown(text)
        }
    }
}

/// A condition of `if`, `unless`, `case`/`when`; `and`/`or` group from the right as in Shopify Liquid.
indirect enum Cond: Sendable {
    case value(Expr)
    case comparison(Expr, ComparisonOperator, Expr)
    case and(Cond, Cond)
    case or(Cond, Cond)
}
