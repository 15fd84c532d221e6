import Foundation
import OrderedCollections

extension Environment {
    /// Registers Liquid's standard filters (Shopify Liquid 5.4, plus the later
    /// `find`, `find_index`, `has`, `reject` and `sum`).
    func registerStandardFilters() {
        registerStringFilters()
        registerHTMLFilters()
        registerURLFilters()
        registerMathFilters()
        registerArrayFilters()
        registerDateFilters()
    }

    /// Registers a filter whose body sees its arguments as Ruby Liquid passes them to a
    /// filter method, after checking their number against `arity` (keyword arguments arrive as
    /// one trailing hash). The way every filter is registered, built-in or an extension's:
    /// ```swift
    /// env.registerFilter("shout", arity: 0...1) { input, args, _ in
    ///     .string(input.liquidString.uppercased() + (args.first?.liquidString ?? "!"))
    /// }
    /// ```
    public func registerFilter(
        _ name: String, arity: ClosedRange<Int>,
        _ body: @escaping @Sendable (Value, [Value], RenderContext) throws -> Value
    ) {
        registerFilter(name) { input, arguments, context in
            try body(input, arguments.rubyArguments(allowing: arity), context)
        }
    }

    /// As above, with `appending`, which writes what `{{ }}` prints of `body`'s result.
    func registerFilter(
        _ name: String, arity: ClosedRange<Int>,
        _ body: @escaping @Sendable (Value, [Value], RenderContext) throws -> Value,
        appending: @escaping @Sendable (Value, [Value], RenderContext, inout OutputBuffer) throws -> Void
    ) {
        registerFilter(
            name,
            { input, arguments, context in try body(input, arguments.rubyArguments(allowing: arity), context) },
            appending: { input, arguments, context, output in
                try appending(input, arguments.rubyArguments(allowing: arity), context, &output)
            })
    }
}

extension FilterArguments {
    /// The arguments as Ruby Liquid hands them to a filter method: positional ones in order,
    /// then all keyword arguments as one trailing hash (`default: 'x', allow_false: true`
    /// arrives as `['x', {"allow_false" => true}]`). Throws Ruby's arity error when their
    /// number is outside `allowed`.
    public func rubyArguments(allowing allowed: ClosedRange<Int>) throws -> [Value] {
        var list = positional
        if hasKeywords { list.append(.dictionary(keyword)) }
        guard allowed.contains(list.count) else {
            // Ruby counts the piped input as the first argument.
            let expected =
                allowed.lowerBound == allowed.upperBound
                ? "\(allowed.lowerBound + 1)" : "\(allowed.lowerBound + 1)..\(allowed.upperBound + 1)"
            throw FilterError("wrong number of arguments (given \(list.count + 1), expected \(expected))")
        }
        return list
    }
}

extension [Value] {
    /// The element at `index`, or nil when the filter was called with fewer arguments.
    subscript(argument index: Int) -> Value {
        index < count ? self[index] : .nil
    }
}

// MARK: - Ruby semantics shared by the filters

extension Value {
    /// Ruby's `to_s`, which most filters apply to their input: arrays and hashes show as
    /// their `inspect` text (`[1, 2]`), unlike `{{ value }}`, which joins arrays.
    public var rubyString: String {
        switch self {
        case .string(let s): return s
        case .array, .dictionary: return inspect
        default: return liquidString
        }
    }

    var isRubyNil: Bool {
        if case .nil = self { return true }
        return false
    }

    /// Elements as Ruby Liquid's `InputIterator` sees them: arrays flattened, a hash or drop
    /// as a one-element list, ranges expanded, nil as empty, anything else wrapped.
    public var inputElements: [Value] {
        switch self {
        case .array(let a):
            if a.contains(where: { if case .array = $0 { return true } else { return false } }) {
                var out: [Value] = []
                out.reserveCapacity(a.count)
                Value.flatten(a, into: &out)
                return out
            }
            return a
        case .range(let r): return r.elements
        case .nil: return []
        default: return [self]
        }
    }

    private static func flatten(_ a: [Value], into out: inout [Value]) {
        for element in a {
            if case .array(let inner) = element { flatten(inner, into: &out) } else { out.append(element) }
        }
    }

    /// Ruby's `item[key]` as the array filters use it.
    enum IndexResult {
        case value(Value)
        /// Ruby raised `TypeError` (e.g. `5["title"]`): the filter reports the property.
        case typeError
        /// The item has no `[]` at all (nil, booleans, floats): Ruby Liquid's filter returns nil.
        case noIndexing
    }

    func rubyIndex(_ key: Value) -> IndexResult {
        switch self {
        case .dictionary(let d):
            if case .string(let k) = key { return .value(d.liquidValue(forKey: k) ?? .nil) }
            return .value(.nil)
        case .drop(let drop):
            if key.isRubyNil { return .value(.nil) }
            return .value(drop.liquidValue(forKey: key.rubyString))
        case .string(let s):
            switch key {
            case .string(let sub):
                // String#[String] answers the substring itself when it occurs.
                return .value(sub.isEmpty || s.utf8.firstRange(of: sub.utf8) != nil ? key : .nil)
            case .int, .double:
                guard let i = key.truncatedInteger else { return .typeError }
                let scalars = Array(s.unicodeScalars)
                let index = i < 0 ? scalars.count + i : i
                guard index >= 0 && index < scalars.count else { return .value(.nil) }
                return .value(.string(String(scalars[index])))
            default:
                return .typeError
            }
        case .array(let a):
            guard let i = key.truncatedInteger else { return .typeError }
            let index = i < 0 ? a.count + i : i
            return .value(index >= 0 && index < a.count ? a[index] : .nil)
        case .int(let n):
            // Integer#[] reads a bit.
            guard let i = key.truncatedInteger else { return .typeError }
            if i < 0 { return .value(.int(0)) }
            if i >= 63 { return .value(.int(n < 0 ? 1 : 0)) }
            return .value(.int((n >> i) & 1))
        default:
            return .noIndexing
        }
    }

    /// Ruby's `value[key]` for extensions such as Jekyll's filters: a hash or drop field, a
    /// substring test on strings, an element of arrays. Throws where Ruby raises (`5["a"]`,
    /// `nil["a"]`).
    public func rubySubscript(_ key: Value) throws -> Value {
        switch rubyIndex(key) {
        case .value(let v): return v
        case .typeError: throw FilterError("no implicit conversion of \(key.rubyClassName) into Integer")
        case .noIndexing: throw FilterError("undefined method `[]' for \(inspect):\(rubyClassName)")
        }
    }

    /// The Ruby class a value stands for, as Ruby's error messages name it.
    public var rubyClassName: String {
        switch self {
        case .nil: return "NilClass"
        case .bool(let b): return b ? "TrueClass" : "FalseClass"
        case .int: return "Integer"
        case .double: return "Float"
        case .string: return "String"
        case .date: return "Time"
        case .array: return "Array"
        case .dictionary, .drop: return "Hash"
        case .range: return "Range"
        }
    }

    /// Ruby's `to_i`: `String#to_i` (leading digits, else 0), floats truncated, times as epoch
    /// seconds; nil for values without `to_i` (arrays, hashes).
    public var rubyToI: Int? {
        switch self {
        case .nil: return 0
        case .int(let i): return i
        case .double(let d): return d.isFinite ? Int(exactly: d.rounded(.towardZero)) ?? (d < 0 ? .min : .max) : nil
        case .string(let s):
            if case .int(let i) = LiquidNumber(string: s.contains(".") ? String(s.prefix { $0 != "." }) : s) { return i }
            return 0
        case .date(let d): return Int(d.date.timeIntervalSince1970.rounded(.down))
        default: return nil
        }
    }

    /// An integer or float index truncated as Ruby's `Integer#to_int` does.
    private var truncatedInteger: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d):
            guard d.isFinite, let i = Int(exactly: d.rounded(.towardZero)) else { return nil }
            return i
        default: return nil
        }
    }

    /// Ruby's `==` between two template values: numbers compare by value across int and
    /// float, collections element by element, everything else only with its own type.
    public func rubyEquals(_ other: Value) -> Bool {
        switch (self, other) {
        case (.nil, .nil): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.string(let a), .string(let b)): return a.utf8.elementsEqual(b.utf8)
        case (.date(let a), .date(let b)): return a.date == b.date
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.rubyEquals($1) }
        case (.dictionary(let a), .dictionary(let b)):
            guard a.count == b.count else { return false }
            for (key, value) in a {
                guard let o = b[key], value.rubyEquals(o) else { return false }
            }
            return true
        case (.range(let a), .range(let b)): return a == b
        case (.drop(let a), .drop(let b)): return a === b
        default: return false
        }
    }

    /// Ruby's `<=>`: nil when the two values cannot be ordered.
    public func rubyCompare(_ other: Value) -> Int? {
        func sign<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a > b ? 1 : 0) }
        switch (self, other) {
        case (.int(let a), .int(let b)): return sign(a, b)
        case (.double(let a), .double(let b)): return a.isNaN || b.isNaN ? nil : sign(a, b)
        case (.int(let a), .double(let b)): return b.isNaN ? nil : sign(Double(a), b)
        case (.double(let a), .int(let b)): return a.isNaN ? nil : sign(a, Double(b))
        case (.string(let a), .string(let b)): return Value.compareBytes(a, b)
        case (.date(let a), .date(let b)): return sign(a.date, b.date)
        case (.array(let a), .array(let b)):
            for (x, y) in zip(a, b) {
                guard let c = x.rubyCompare(y) else { return nil }
                if c != 0 { return c }
            }
            return sign(a.count, b.count)
        case (.nil, .nil): return 0
        case (.bool(let a), .bool(let b)): return a == b ? 0 : nil
        default: return rubyEquals(other) ? 0 : nil
        }
    }

    static func compareBytes(_ a: String, _ b: String) -> Int {
        var ia = a.utf8.makeIterator()
        var ib = b.utf8.makeIterator()
        while true {
            switch (ia.next(), ib.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let x?, let y?): if x != y { return x < y ? -1 : 1 }
            }
        }
    }

    /// A key under which Ruby's `uniq` (`hash`/`eql?`) treats two values as the same:
    /// `1` and `1.0` differ, equal hashes and arrays match, drops only themselves.
    public var uniquenessKey: String {
        switch self {
        case .nil: return "n"
        case .bool(let b): return b ? "t" : "f"
        case .int(let i): return "i\(i)"
        case .double(let d): return "d\(d)"
        case .string(let s): return "s" + s
        case .date(let d): return "D\(d.date.timeIntervalSince1970)"
        case .range(let r): return "r\(r.first)..\(r.last)"
        case .array(let a): return "[" + a.map { $0.uniquenessKey.debugDescription }.joined(separator: ",") + "]"
        case .dictionary(let d):
            return "{" + d.map { $0.key.debugDescription + ":" + $0.value.uniquenessKey.debugDescription }.joined(separator: ",") + "}"
        case .drop(let drop): return "o\(ObjectIdentifier(drop).hashValue)"
        }
    }

    /// Ruby Liquid's `Utils.to_integer`: integers as they are, anything else through
    /// `Integer(value.to_s)`, which accepts `" 2 "`, `"0x1A"`, `"1_000"` but not `"2.5"`.
    public func liquidInteger() throws -> Int {
        if case .int(let i) = self { return i }
        guard let i = Value.parseRubyInteger(rubyString) else { throw FilterError("invalid integer") }
        return i
    }

    static func parseRubyInteger(_ text: String) -> Int? {
        var bytes = Substring(text).utf8[...]
        let spaces: Set<UInt8> = [9, 10, 11, 12, 13, 32]
        while let f = bytes.first, spaces.contains(f) { bytes = bytes.dropFirst() }
        while let l = bytes.last, spaces.contains(l) || l == 0 { bytes = bytes.dropLast() }
        var negative = false
        if let f = bytes.first, f == UInt8(ascii: "-") || f == UInt8(ascii: "+") {
            negative = f == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var radix = 10
        if bytes.count >= 2, bytes.first == UInt8(ascii: "0") {
            switch bytes[bytes.index(after: bytes.startIndex)] | 0x20 {
            case UInt8(ascii: "x"): radix = 16; bytes = bytes.dropFirst(2)
            case UInt8(ascii: "b"): radix = 2; bytes = bytes.dropFirst(2)
            case UInt8(ascii: "o"): radix = 8; bytes = bytes.dropFirst(2)
            case UInt8(ascii: "d"): radix = 10; bytes = bytes.dropFirst(2)
            default: radix = 8; bytes = bytes.dropFirst()
            }
        }
        guard !bytes.isEmpty else { return radix == 8 ? 0 : nil }
        var value = 0
        var previousUnderscore = true
        for byte in bytes {
            if byte == UInt8(ascii: "_") {
                if previousUnderscore { return nil }
                previousUnderscore = true
                continue
            }
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = Int(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            guard digit < radix else { return nil }
            let (m, o1) = value.multipliedReportingOverflow(by: radix)
            let (s, o2) = m.addingReportingOverflow(digit)
            if o1 || o2 { return nil }
            value = s
            previousUnderscore = false
        }
        if previousUnderscore { return nil }
        return negative ? -value : value
    }
}

/// Ruby Liquid's message when an array filter reads a property from an item that cannot have one.
func propertyError(_ property: Value) -> FilterError {
    FilterError("cannot select the property '\(property.rubyString)'")
}
