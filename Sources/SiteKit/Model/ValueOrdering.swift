import Foundation
import Liquid

/// Ordering of template values for `sort_by` and site sorting: numbers with numbers,
/// strings with strings, dates with dates; nil when the two cannot be compared.
enum ValueOrdering {
    static func compare(_ a: Value, _ b: Value) -> ComparisonResult? {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        case (.int, .double), (.double, .int), (.double, .double):
            let x = a.numericValue!, y = b.numericValue!
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        case (.string(let x), .string(let y)): return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        case (.date(let x), .date(let y)): return x.date < y.date ? .orderedAscending : x.date > y.date ? .orderedDescending : .orderedSame
        default: return nil
        }
    }
}

extension Value {
    var numericValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}
