import Foundation
import OrderedCollections

/// A Liquid value: the small set of types templates see.
///
/// Arrays and dictionaries are copy-on-write, so a site's `posts` array built once is
/// shared by every render without copying. Anything expensive or large is a `Drop`,
/// evaluated lazily on lookup.
public enum Value: Sendable {
    case `nil`
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case date(LiquidDate)
    case array([Value])
    /// Ordered like a Ruby hash: insertion order, which `for`, `jsonify` and `inspect` show.
    case dictionary(OrderedDictionary<String, Value>)
    /// An inclusive integer range such as `(1..5)`.
    case range(IntRange)
    case drop(any Drop)
}

/// An object whose fields are computed on demand, such as a Jekyll document.
///
/// Drops are shared between concurrent renders, so implementations must be thread-safe.
public protocol Drop: AnyObject, Sendable {
    /// The value of `drop.key`, or `.nil` when the drop has no such field.
    func liquidValue(forKey key: String) -> Value
    /// The keys shown when the drop is iterated, inspected or serialised, in order.
    var liquidKeys: [String] { get }
    /// Whether `key` is a field of this drop, for `strict_variables`.
    func hasLiquidKey(_ key: String) -> Bool
    /// The text `{{ drop }}` prints, for drops whose Ruby object has its own `to_s` (a Jekyll
    /// document prints its output or content); nil prints the fields as `inspect` does.
    var liquidText: String? { get }
}

extension Drop {
    public var liquidKeys: [String] { [] }
    /// Whether `key` is a field of this drop (`strict_variables` fails on other keys);
    /// by default every key is.
    public func hasLiquidKey(_ key: String) -> Bool { true }
    public var liquidText: String? { nil }

    /// The drop's fields as an ordered dictionary (for `jsonify`, `inspect`, `for`).
    public func liquidDictionary() -> OrderedDictionary<String, Value> {
        var result = OrderedDictionary<String, Value>()
        for key in liquidKeys {
            result[key] = liquidValue(forKey: key)
        }
        return result
    }
}

/// A point in time with the UTC offset it is shown in, like Ruby's `Time`.
public struct LiquidDate: Sendable, Hashable {
    public var date: Date
    /// Seconds east of UTC used when formatting.
    public var utcOffset: Int
    /// A day without a time, as YAML's `2018-09-10` is to Ruby (a `Date`, not a `Time`): it
    /// prints as the day alone.
    public var isDateOnly = false
    /// What `%Z` names, as Ruby's `Time#zone`.
    public var zone: Zone = .local

    /// The zone a Ruby `Time` is in: the process's local zone (`%Z` is its abbreviation then,
    /// `PST`), UTC (`Time#utc`: `UTC`), or a bare offset (`Time#localtime("+01:00")`: empty).
    public enum Zone: Sendable, Hashable { case local, utc, fixed }

    public init(_ date: Date, utcOffset: Int = 0) {
        self.date = date
        self.utcOffset = utcOffset
    }

    public init(_ date: Date, timeZone: TimeZone) {
        self.init(date, utcOffset: ZoneRules.forZone(timeZone).offset(at: Int(date.timeIntervalSince1970.rounded(.down))))
    }

    public var timeZone: TimeZone { TimeZone(secondsFromGMT: utcOffset) ?? TimeZone(identifier: "UTC")! }
}

// MARK: - Literals

extension Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral,
    ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: Value...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, Value)...) {
        self = .dictionary(OrderedDictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(nilLiteral: ()) { self = .nil }
}

// MARK: - Basic queries shared by the renderer and the filters

extension Value {
    /// Liquid truthiness: only `nil` and `false` are falsy.
    @inlinable
    public var isTruthy: Bool {
        switch self {
        case .nil: return false
        case .bool(let b): return b
        default: return true
        }
    }

    public var isNil: Bool {
        if case .nil = self { return true }
        return false
    }

    /// The string if this is a string, else nil.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// `empty`: an empty string, array or hash.
    public var isEmptyCollection: Bool {
        switch self {
        case .string(let s): return s.isEmpty
        case .array(let a): return a.isEmpty
        case .dictionary(let d): return d.isEmpty
        default: return false
        }
    }

    /// `blank`: nil, false, empty or whitespace-only strings, empty collections.
    public var isBlank: Bool {
        switch self {
        case .nil: return true
        case .bool(let b): return !b
        case .string(let s): return s.allSatisfy { $0.isWhitespace }
        case .array(let a): return a.isEmpty
        case .dictionary(let d): return d.isEmpty
        default: return false
        }
    }

    /// Field lookup as `a.b` and `a["b"]` do it, for dictionaries and drops.
    /// Arrays, strings and hashes also answer `size`, `first` and `last`.
    public func property(_ key: String) -> Value {
        switch self {
        case .dictionary(let d):
            if let v = d.liquidValue(forKey: key) { return v }
            switch key {
            case "size": return .int(d.count)
            case "first":
                if let f = d.elements.first { return .array([.string(f.key), f.value]) }
                return .nil
            default: return .nil
            }
        case .drop(let drop):
            return drop.liquidValue(forKey: key)
        case .array(let a):
            switch key {
            case "size": return .int(a.count)
            case "first": return a.first ?? .nil
            case "last": return a.last ?? .nil
            default: return .nil
            }
        case .string(let s):
            // Ruby counts code points, not grapheme clusters.
            if key == "size" { return .int(s.unicodeScalars.count) }
            return .nil
        case .range(let r):
            switch key {
            case "size": return .int(r.count)
            case "first": return .int(r.first)
            case "last": return .int(r.last)
            default: return .nil
            }
        default:
            return .nil
        }
    }

    /// Elements as `for` sees them: arrays, ranges, hashes as `[key, value]` pairs, drops by their keys.
    public var iterationElements: [Value] {
        switch self {
        case .array(let a): return a
        case .range(let r): return r.elements
        case .dictionary(let d): return d.elements.map { .array([.string($0.key), $0.value]) }
        case .drop(let drop):
            return drop.liquidDictionary().elements.map { .array([.string($0.key), $0.value]) }
        case .nil: return []
        default: return [self]
        }
    }
}

// MARK: - Text as Ruby Liquid prints it

extension Value {
    /// The text `{{ value }}` prints: nil is empty, arrays are joined with nothing,
    /// floats and hashes as Ruby shows them.
    public var liquidString: String {
        switch self {
        case .nil: return ""
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return Value.rubyFloatString(d)
        case .string(let s): return s
        case .date(let d): return LiquidDateFormatter.rubyTimeString(d)
        case .array(let a):
            var out = ""
            for element in a { out += element.liquidString }
            return out
        case .drop(let drop): return drop.liquidText ?? inspect
        case .dictionary: return inspect
        case .range(let r): return "\(r.first)..\(r.last)"
        }
    }

    /// Ruby's `inspect`: `{"a"=>1, "b"=>[1, 2]}`, strings quoted and escaped.
    public var inspect: String {
        switch self {
        case .nil: return "nil"
        case .string(let s): return Value.rubyQuoted(s)
        case .array(let a): return "[" + a.map(\.inspect).joined(separator: ", ") + "]"
        case .dictionary(let d):
            return "{" + d.elements.map { Value.rubyQuoted($0.key) + "=>" + $0.value.inspect }.joined(separator: ", ") + "}"
        case .drop(let drop):
            return Value.dictionary(drop.liquidDictionary()).inspect
        default: return liquidString
        }
    }

    /// Ruby's `Float#to_s`: `1.0`, `0.1`, `1.0e+20`, `1.0e-05`, `Infinity`, `NaN`.
    public static func rubyFloatString(_ d: Double) -> String {
        if d.isNaN { return "NaN" }
        if d.isInfinite { return d < 0 ? "-Infinity" : "Infinity" }
        let magnitude = abs(d)
        if d == 0 { return d.sign == .minus ? "-0.0" : "0.0" }
        if magnitude >= 1e16 || magnitude < 1e-4 {
            // Scientific: shortest round-trip digits, at least one decimal, two-digit exponent.
            let description = "\(d)"  // e.g. "1e+20", "1.5e-05"
            var mantissa = description
            var exponent = "0"
            if let e = description.firstIndex(where: { $0 == "e" || $0 == "E" }) {
                mantissa = String(description[..<e])
                exponent = String(description[description.index(after: e)...])
            }
            if !mantissa.contains(".") { mantissa += ".0" }
            var sign = "+"
            if exponent.hasPrefix("-") { sign = "-"; exponent.removeFirst() } else if exponent.hasPrefix("+") { exponent.removeFirst() }
            if exponent.count < 2 { exponent = "0" + exponent }
            return mantissa + "e" + sign + exponent
        }
        var text = "\(d)"
        if text.contains("e") {
            // Swift switched to exponent form where Ruby does not (between 1e-4 and 1e16).
            text = String(format: "%.17g", d)
            if let parsed = Double(text), parsed == d {} else { text = "\(d)" }
        }
        if !text.contains(".") { text += ".0" }
        return text
    }

    static func rubyQuoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "#": out += "#"
            default:
                if scalar.value < 0x20 {
                    out += "\\x" + String(format: "%02X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// Formats dates the way Ruby's `Time#to_s` does.
public enum LiquidDateFormatter {
    /// `2024-03-05 14:07:00 +0100`
    public static func rubyTimeString(_ d: LiquidDate) -> String {
        // Proleptic Gregorian arithmetic, as Ruby's Time (Foundation's calendar turns Julian before 1582).
        let c = CivilTime(d)
        let year = c.year < 0 ? String(format: "-%04d", -c.year) : String(format: "%04d", c.year)
        let day = year + String(format: "-%02d-%02d", c.month, c.day)
        if d.isDateOnly { return day }
        let body = day + String(format: " %02d:%02d:%02d ", c.hour, c.minute, c.second)
        let offset = d.utcOffset
        if d.zone == .utc && offset == 0 { return body + "UTC" }
        let sign = offset < 0 ? "-" : "+"
        return body + sign + String(format: "%02d%02d", abs(offset) / 3600, (abs(offset) % 3600) / 60)
    }
}

/// An inclusive integer range as Ruby's `(first..last)`. Unlike `ClosedRange`, `last` may be
/// below `first`: such a range is empty, yet prints as `3..1` and keeps its ends, as in Ruby.
public struct IntRange: Sendable, Hashable {
    public var first: Int
    public var last: Int

    public init(_ first: Int, _ last: Int) {
        self.first = first
        self.last = last
    }

    public var isEmpty: Bool { last < first }

    /// The element count, saturating where `last - first + 1` would overflow.
    public var count: Int {
        guard !isEmpty else { return 0 }
        let (difference, overflow) = last.subtractingReportingOverflow(first)
        return overflow || difference == Int.max ? Int.max : difference + 1
    }

    public func contains(_ value: Int) -> Bool { first <= value && value <= last }

    /// The members as values, for the filters and tags that take arrays.
    public var elements: [Value] {
        isEmpty ? [] : (first...last).map { .int($0) }
    }
}
