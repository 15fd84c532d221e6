/// An integer a site asks for (front matter, `_config.yml`, a `{::options}` line, a tag's
/// argument), read without trapping and kept to the range in which sitegen does what Jekyll does.
///
/// Ruby's integers never overflow, so Jekyll builds `footnote_nr: 9223372036854775807` or
/// `paginate: 1e9`; Swift's `Int` arithmetic on such a number traps, and a `Range` built from it
/// can ask for gigabytes. Every integer from input goes through `read(_:in:)` where it is read;
/// out of range, the reader warns where the number is written and falls back to what Jekyll does
/// for a value it cannot use (`message(…)` words the warning the same way everywhere).
public enum InputInteger {
    /// What `read` found.
    public enum Reading: Equatable, Sendable {
        /// An integer inside the range.
        case value(Int)
        /// An integer (any number of digits) outside the range.
        case outOfRange
        /// Not written as an integer at all.
        case notAnInteger
    }

    /// Counts and sizes (items per page, pixels, footnote numbers): 32 bits, so that sums and
    /// products of two of them, or of one and a page's length, stay far from `Int.max`.
    public static let counts: ClosedRange<Int> = Int(Int32.min)...Int(Int32.max)

    /// `text` as a decimal integer (optional sign, ASCII digits, spaces around), checked against
    /// `range`. Digits past `Int`'s width are out of range, not an error; `1.5` or `1e9` is not
    /// an integer (Ruby's `Integer("1e9")` refuses it too).
    public static func read(_ text: some StringProtocol, in range: ClosedRange<Int>) -> Reading {
        var bytes = Substring(text).utf8[...]
        while let b = bytes.first, b == 0x20 || b == 0x09 { bytes.removeFirst() }
        while let b = bytes.last, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { bytes.removeLast() }
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            bytes.removeFirst()
        }
        guard !bytes.isEmpty else { return .notAnInteger }
        var value = 0
        var overflow = false
        for b in bytes {
            // Ruby's Integer() also takes `1_000`; YAML has already read those as numbers.
            if b == UInt8(ascii: "_") { continue }
            guard b >= 0x30 && b <= 0x39 else { return .notAnInteger }
            if overflow { continue }
            let digit = Int(b - 0x30)
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            if o1 || o2 { overflow = true } else { value = sum }
        }
        if overflow { return .outOfRange }
        return range.contains(value) ? .value(value) : .outOfRange
    }

    /// A floating-point value (YAML's `1e9`, `2.0`) as an integer in `range`: Ruby's `to_i`
    /// truncates, so `2.9` per page is 2; infinities and NaN are not integers.
    public static func read(_ value: Double, in range: ClosedRange<Int>) -> Reading {
        guard value.isFinite else { return .notAnInteger }
        let truncated = value.rounded(.towardZero)
        guard truncated >= Double(range.lowerBound), truncated <= Double(range.upperBound) else { return .outOfRange }
        return .value(Int(truncated))
    }

    /// The warning for a value `read` refused: what was written, the range, and what is used
    /// instead (`uses`: "the default 10", "no pagination", "the previous value").
    public static func message(_ name: String, _ written: some StringProtocol, range: ClosedRange<Int>, uses fallback: String) -> String {
        let shown = written.count > 40 ? String(written.prefix(40)) + "…" : String(written)
        let wanted = range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "an integer from \(range.lowerBound) to \(range.upperBound)"
        return "\(name) is '\(shown)', but sitegen needs \(wanted) here; using \(fallback)"
    }
}
