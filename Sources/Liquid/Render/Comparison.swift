import Foundation

extension Value {
    /// Ruby's `==` between Liquid values: `1 == 1.0`, arrays and hashes by content.
    public func isLiquidEqual(to other: Value) -> Bool {
        switch (self, other) {
        case (.nil, .nil): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.int(let a), .double(let b)): return Double(a) == b
        case (.double(let a), .int(let b)): return a == Double(b)
        case (.double(let a), .double(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.date(let a), .date(let b)): return a.date == b.date
        case (.range(let a), .range(let b)): return a == b
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for i in a.indices where !a[i].isLiquidEqual(to: b[i]) { return false }
            return true
        case (.dictionary(let a), .dictionary(let b)):
            guard a.count == b.count else { return false }
            for (key, value) in a {
                guard let otherValue = b[key], value.isLiquidEqual(to: otherValue) else { return false }
            }
            return true
        case (.drop(let a), .drop(let b)): return a === b
        default: return false
        }
    }

    private var comparisonClassName: String {
        switch self {
        case .nil: return "NilClass"
        case .bool(let b): return b ? "TrueClass" : "FalseClass"
        case .int: return "Integer"
        case .double: return "Float"
        case .string: return "String"
        case .date: return "Time"
        case .array: return "Array"
        case .dictionary: return "Hash"
        case .range: return "Range"
        case .drop: return "Drop"
        }
    }

    /// `<`, `>`, `<=`, `>=` as Ruby Liquid evaluates them: numbers with numbers, strings with
    /// strings; mixing a number and a string is an error; other types compare false.
    static func ordered(_ left: Value, _ op: ComparisonOperator, _ right: Value) throws -> Bool {
        let order: Int
        switch (left, right) {
        case (.int(let a), .int(let b)): order = a < b ? -1 : (a == b ? 0 : 1)
        case (.int, .double), (.double, .int), (.double, .double):
            let a = left.numericDouble, b = right.numericDouble
            if a.isNaN || b.isNaN { return false }
            order = a < b ? -1 : (a == b ? 0 : 1)
        case (.string(let a), .string(let b)):
            if a == b { order = 0 } else { order = a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1 }
        case (.date(let a), .date(let b)): order = a.date < b.date ? -1 : (a.date == b.date ? 0 : 1)
        case (.int, .string), (.double, .string), (.int, .date), (.double, .date), (.date, .int), (.date, .double),
            (.date, .string), (.string, .date):
            throw LiquidError(.argument, "comparison of \(left.comparisonClassName) with \(right.comparisonClassName) failed")
        case (.string, .int), (.string, .double):
            throw LiquidError(.argument, "comparison of String with \(right.liquidString) failed")
        default:
            return false
        }
        switch op {
        case .less: return order < 0
        case .greater: return order > 0
        case .lessOrEqual: return order <= 0
        default: return order >= 0
        }
    }

    var numericDouble: Double {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return .nan
        }
    }

    /// `contains`: substring for strings, membership for arrays, key for hashes.
    func liquidContains(_ right: Value) -> Bool {
        guard right.isTruthy else { return false }
        switch self {
        case .string(let s):
            let needle = right.liquidString
            return needle.isEmpty || s.contains(needle)
        case .array(let a):
            return a.contains { $0.isLiquidEqual(to: right) }
        case .dictionary(let d):
            if case .string(let k) = right { return d.liquidValue(forKey: k) != nil }
            return false
        case .range(let r):
            switch right {
            case .int(let i): return r.contains(i)
            case .double(let d): return Double(r.first) <= d && d <= Double(r.last)
            default: return false
            }
        case .drop(let drop):
            if case .string(let k) = right { return drop.liquidKeys.contains(k) }
            return false
        default:
            return false
        }
    }
}
