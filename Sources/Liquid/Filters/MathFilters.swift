import Foundation

/// A number as Ruby Liquid computes with it (`Utils.to_number`): integers stay integers,
/// floats and decimal strings become `BigDecimal`, so `10.1 | plus: 2.2` is exactly `12.3`.
/// Results are turned back into floats (`BigDecimal#to_f`) before they are shown.
enum LiquidNumber {
    case int(Int)
    case decimal(Decimal)
    /// Infinity, NaN or a float outside `Decimal`'s range, computed with plain doubles.
    case double(Double)

    init(_ value: Value) {
        switch value {
        case .int(let i): self = .int(i)
        case .double(let d): self = LiquidNumber(double: d)
        case .string(let s): self = LiquidNumber(string: s)
        default: self = .int(0)
        }
    }

    init(double d: Double) {
        // BigDecimal(float.to_s): the shortest text that reads back as the same float.
        if d.isFinite, let decimal = Decimal(string: "\(d)"), decimal.isFinite {
            self = .decimal(decimal)
        } else {
            self = .double(d)
        }
    }

    /// `/\A-?\d+\.\d+\z/` on the stripped text reads as a decimal, anything else as `String#to_i`.
    init(string s: String) {
        let trimmed = s.trimmingRubyWhitespace()
        if LiquidNumber.isDecimalLiteral(trimmed), let decimal = Decimal(string: String(trimmed)) {
            self = .decimal(decimal)
        } else if LiquidNumber.isDecimalLiteral(trimmed), let d = Double(trimmed) {
            self = .double(d)
        } else {
            self = LiquidNumber.rubyToI(s)
        }
    }

    private static func isDecimalLiteral(_ s: Substring) -> Bool {
        var bytes = s.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return false }
        let whole = bytes[..<dot]
        let fraction = bytes[bytes.index(after: dot)...]
        let isDigit = { (b: UInt8) in b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        return !whole.isEmpty && !fraction.isEmpty && whole.allSatisfy(isDigit) && fraction.allSatisfy(isDigit)
    }

    /// Ruby's `String#to_i`: leading whitespace, a sign, digits with single underscores; 0 otherwise.
    private static func rubyToI(_ s: String) -> LiquidNumber {
        var bytes = s.utf8[...]
        while let f = bytes.first, f == 32 || (f >= 9 && f <= 13) { bytes = bytes.dropFirst() }
        var negative = false
        if let f = bytes.first, f == UInt8(ascii: "-") || f == UInt8(ascii: "+") {
            negative = f == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var value = 0
        var overflowed = false
        var digits = ""
        var lastWasDigit = false
        for byte in bytes {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits.append(Character(Unicode.Scalar(byte)))
                let (m, o1) = value.multipliedReportingOverflow(by: 10)
                let (a, o2) = m.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                overflowed = overflowed || o1 || o2
                value = a
                lastWasDigit = true
            } else if byte == UInt8(ascii: "_") && lastWasDigit {
                lastWasDigit = false
            } else {
                break
            }
        }
        if overflowed {
            return .double((negative ? -1 : 1) * (Double(digits) ?? .infinity))
        }
        return .int(negative ? -value : value)
    }

    var value: Value {
        switch self {
        case .int(let i): return .int(i)
        case .decimal(let d): return .double(LiquidNumber.toDouble(d))
        case .double(let d): return .double(d)
        }
    }

    var doubleValue: Double {
        switch self {
        case .int(let i): return Double(i)
        case .decimal(let d): return LiquidNumber.toDouble(d)
        case .double(let d): return d
        }
    }

    var decimalValue: Decimal? {
        switch self {
        case .int(let i): return Decimal(i)
        case .decimal(let d): return d
        case .double: return nil
        }
    }

    static func toDouble(_ d: Decimal) -> Double {
        // Through text: Decimal's own conversion can be off in the last bit.
        Double(d.description) ?? NSDecimalNumber(decimal: d).doubleValue
    }

    enum Operation { case plus, minus, times, dividedBy, modulo }

    func apply(_ operation: Operation, _ other: LiquidNumber) throws -> LiquidNumber {
        if case .int(let a) = self, case .int(let b) = other {
            return try LiquidNumber.integerOperation(operation, a, b)
        }
        if let a = decimalValue, let b = other.decimalValue {
            return try LiquidNumber.decimalOperation(operation, a, b)
        }
        return try LiquidNumber.doubleOperation(operation, doubleValue, other.doubleValue)
    }

    private static func integerOperation(_ operation: Operation, _ a: Int, _ b: Int) throws -> LiquidNumber {
        let result: (Int, Bool)
        switch operation {
        case .plus: result = a.addingReportingOverflow(b)
        case .minus: result = a.subtractingReportingOverflow(b)
        case .times: result = a.multipliedReportingOverflow(by: b)
        case .dividedBy, .modulo:
            if b == 0 { throw FilterError("divided by 0") }
            if a == .min && b == -1 {
                return operation == .modulo ? .int(0) : .double(-Double(a))
            }
            // Ruby's integer division floors and its modulo takes the divisor's sign.
            var q = a / b
            var r = a % b
            if r != 0 && (r < 0) != (b < 0) { q -= 1; r += b }
            return .int(operation == .dividedBy ? q : r)
        }
        // Ruby would switch to a Bignum; the nearest a template value gets is a float.
        if result.1 { return try doubleOperation(operation, Double(a), Double(b)) }
        return .int(result.0)
    }

    private static func decimalOperation(_ operation: Operation, _ a: Decimal, _ b: Decimal) throws -> LiquidNumber {
        switch operation {
        case .plus: return .decimal(a + b)
        case .minus: return .decimal(a - b)
        case .times: return signedZero(a * b, a, b)
        case .dividedBy:
            if b.isZero { return try doubleOperation(.dividedBy, toDouble(a), 0) }
            return signedZero(a / b, a, b)
        case .modulo:
            if b.isZero { throw FilterError("divided by 0") }
            var quotient = a / b
            var floored = Decimal()
            NSDecimalRound(&floored, &quotient, 0, .down)
            return .decimal(a - b * floored)
        }
    }

    /// BigDecimal keeps the sign of a zero product or quotient (`0 | times: -1.5` is `-0.0`);
    /// Decimal has no negative zero.
    private static func signedZero(_ result: Decimal, _ a: Decimal, _ b: Decimal) -> LiquidNumber {
        if result.isZero && (a < 0) != (b < 0) { return .double(-0.0) }
        return .decimal(result)
    }

    private static func doubleOperation(_ operation: Operation, _ a: Double, _ b: Double) throws -> LiquidNumber {
        switch operation {
        case .plus: return .double(a + b)
        case .minus: return .double(a - b)
        case .times: return .double(a * b)
        case .dividedBy: return .double(a / b)
        case .modulo:
            if b == 0 { throw FilterError("divided by 0") }
            let r = a.truncatingRemainder(dividingBy: b)
            return .double(r != 0 && (r < 0) != (b < 0) ? r + b : r)
        }
    }

    /// `floor`/`ceil`: an integer (a float past Int's range, where Ruby has a Bignum), or
    /// Ruby's FloatDomainError for infinity and NaN.
    func rounded(_ rule: FloatingPointRoundingRule) throws -> Value {
        switch self {
        case .int(let i): return .int(i)
        case .decimal(let d):
            var input = d
            var out = Decimal()
            NSDecimalRound(&out, &input, 0, rule == .up ? .up : .down)
            let double = LiquidNumber.toDouble(out)
            return Int(exactly: double).map(Value.int) ?? .double(double)
        case .double(let d):
            guard d.isFinite else { throw FilterError(Value.rubyFloatString(d)) }
            let r = d.rounded(rule)
            return Int(exactly: r).map(Value.int) ?? .double(r)
        }
    }
}

extension String {
    /// Without Ruby's `strip` whitespace (space, \t \n \v \f \r, and NUL) at either end.
    func trimmingRubyWhitespace() -> Substring {
        let u = utf8
        var start = u.startIndex
        var end = u.endIndex
        while start < end, u[start].isRubyWhitespace { start = u.index(after: start) }
        while end > start, u[u.index(before: end)].isRubyWhitespace { end = u.index(before: end) }
        return self[start..<end]
    }
}

extension UInt8 {
    var isRubyWhitespace: Bool { self == 32 || (self >= 9 && self <= 13) || self == 0 }
}

extension Environment {
    func registerMathFilters() {
        func operation(_ name: String, _ op: LiquidNumber.Operation) {
            registerFilter(name, arity: 1...1) { input, args, _ in
                try LiquidNumber(input).apply(op, LiquidNumber(args[0])).value
            }
        }
        operation("plus", .plus)
        operation("minus", .minus)
        operation("times", .times)
        operation("divided_by", .dividedBy)
        operation("modulo", .modulo)

        registerFilter("abs", arity: 0...0) { input, _, _ in
            switch LiquidNumber(input) {
            case .int(let i): return i == .min ? .double(-Double(i)) : .int(abs(i))
            case .decimal(let d): return LiquidNumber.decimal(d < 0 ? -d : d).value
            case .double(let d): return .double(abs(d))
            }
        }
        registerFilter("ceil", arity: 0...0) { input, _, _ in
            try LiquidNumber(input).rounded(.up)
        }
        registerFilter("floor", arity: 0...0) { input, _, _ in
            try LiquidNumber(input).rounded(.down)
        }
        registerFilter("round", arity: 0...1) { input, args, _ in
            try Value.round(input, digits: args.isEmpty ? .int(0) : args[0])
        }
        registerFilter("at_least", arity: 1...1) { input, args, _ in
            let value = LiquidNumber(input)
            let bound = LiquidNumber(args[0])
            return (bound.isGreater(than: value) ? bound : value).value
        }
        registerFilter("at_most", arity: 1...1) { input, args, _ in
            let value = LiquidNumber(input)
            let bound = LiquidNumber(args[0])
            return (value.isGreater(than: bound) ? bound : value).value
        }
    }
}

extension LiquidNumber {
    func isGreater(than other: LiquidNumber) -> Bool {
        if case .int(let a) = self, case .int(let b) = other { return a > b }
        if let a = decimalValue, let b = other.decimalValue { return a > b }
        return doubleValue > other.doubleValue
    }
}

extension Value {
    /// Ruby Liquid's `round`: half away from zero on the decimal value; an integer when the
    /// argument is 0 or the digits are not positive, else a float.
    static func round(_ input: Value, digits argument: Value) throws -> Value {
        let number = LiquidNumber(input)
        let digitsNumber = LiquidNumber(argument)
        let digits: Int
        switch digitsNumber {
        case .int(let i): digits = i
        default: digits = Int(exactly: digitsNumber.doubleValue.rounded(.towardZero)) ?? 0
        }
        let argumentIsZero: Bool = {
            switch argument {
            case .int(let i): return i == 0
            case .double(let d): return d == 0
            default: return false
            }
        }()
        switch number {
        case .int(let i):
            guard digits < 0 else { return .int(i) }
            // Integer#round with negative digits rounds half away from zero to a power of ten.
            guard digits > -19 else { return .int(0) }
            var p = 1
            for _ in 0 ..< -digits { p *= 10 }
            let half = p / 2
            let magnitude = i.magnitude
            var rounded = (magnitude / UInt(p)) * UInt(p)
            if magnitude % UInt(p) >= UInt(half) { rounded += UInt(p) }
            let signed = Int(exactly: rounded) ?? .max
            return .int(i < 0 ? -signed : signed)
        case .decimal(var d):
            var out = Decimal()
            NSDecimalRound(&out, &d, max(min(digits, 100), -100), .plain)
            if digits <= 0 || argumentIsZero {
                guard let i = Int(exactly: LiquidNumber.toDouble(out)) else { return .double(LiquidNumber.toDouble(out)) }
                return .int(i)
            }
            return .double(LiquidNumber.toDouble(out))
        case .double(let d):
            guard d.isFinite else { throw FilterError(Value.rubyFloatString(d)) }
            let scale = pow(10.0, Double(digits))
            let r = (d * scale).rounded(.toNearestOrAwayFromZero) / scale
            if digits <= 0 || argumentIsZero { return Int(exactly: r).map(Value.int) ?? .double(r) }
            return .double(r)
        }
    }
}
