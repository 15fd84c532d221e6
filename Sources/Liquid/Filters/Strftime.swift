/// Ruby's `Time#strftime`, with its flags (`-` `_` `0` `^` `#`), widths and `%:z`.
public enum Strftime {
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    private static let shortWeekdays = weekdays.map { String($0.prefix(3)) }
    private static let shortMonths = months.map { String($0.prefix(3)) }
    private static let composites: [Unicode.Scalar: StrftimeFormat] = [
        "c": StrftimeFormat("%a %b %e %H:%M:%S %Y"), "D": StrftimeFormat("%m/%d/%y"), "x": StrftimeFormat("%m/%d/%y"),
        "F": StrftimeFormat("%Y-%m-%d"), "T": StrftimeFormat("%H:%M:%S"), "X": StrftimeFormat("%H:%M:%S"),
        "R": StrftimeFormat("%H:%M"), "r": StrftimeFormat("%I:%M:%S %p"), "v": StrftimeFormat("%e-%^b-%4Y"),
    ]

    /// Formats `date`; `zoneName` is what `%Z` shows (Ruby shows "" for a bare offset).
    /// Throws Ruby's "invalid format" error when the format ends inside a directive (`"50%"`).
    public static func format(_ date: LiquidDate, _ format: String, zoneName: String? = nil) throws -> String {
        try StrftimeFormat.compiled(format).format(date, zoneName: zoneName)
    }

    /// Whether `%c` is a conversion; Ruby prints any other directive as written.
    static func converts(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "Y", "C", "y", "m", "B", "b", "h", "d", "e", "j", "H", "k", "I", "l", "P", "p", "M", "S", "L", "N", "z",
            "Z", "A", "a", "u", "w", "U", "W", "G", "g", "V", "s", "n", "t", "%", "c", "D", "x", "F", "T", "X", "R",
            "r", "v":
            return true
        default:
            return false
        }
    }

    static func render(
        _ d: StrftimeFormat.Directive, _ t: CivilTime, zoneName: String?, into out: inout ByteWriter
    ) {
        let plain = !d.upper && !d.swapCase && d.width == nil
        func number(_ n: Int, _ defaultWidth: Int, _ defaultPad: StrftimeFormat.Padding = .zero) {
            let width = d.width ?? defaultWidth
            let sign = n < 0 ? 1 : 0
            switch d.padding ?? defaultPad {
            case .off:
                if n < 0 { out.append(UInt8(ascii: "-")) }
                appendDecimal(n.magnitude, to: &out)
            case .space:
                out.append(0x20, times: width - decimalDigitCount(n.magnitude) - sign)
                if n < 0 { out.append(UInt8(ascii: "-")) }
                appendDecimal(n.magnitude, to: &out)
            case .zero:
                if n < 0 { out.append(UInt8(ascii: "-")) }
                appendDecimal(n.magnitude, minimumDigits: width - sign, to: &out)
            }
        }
        func text(_ s: String, lowerOnSwap: Bool = false) {
            guard !plain else { return out.append(s) }
            var s = s
            if d.upper { s = s.uppercased() }
            if d.swapCase { s = lowerOnSwap ? s.lowercased() : s.uppercased() }
            if let w = d.width, w > s.count, d.padding != .off {
                out.append(d.padding == .zero ? 0x30 : 0x20, times: w - s.count)
            }
            out.append(s)
        }
        let c = d.conversion
        let hour12 = t.hour % 12 == 0 ? 12 : t.hour % 12
        switch c {
        case "Y": number(t.year, t.year < 0 ? 5 : 4)
        case "C": number(Int((Double(t.year) / 100).rounded(.down)), 2)
        case "y": number(((t.year % 100) + 100) % 100, 2)
        case "m": number(t.month, 2)
        case "B": text(months[t.month - 1])
        case "b", "h": text(shortMonths[t.month - 1])
        case "d": number(t.day, 2)
        case "e": number(t.day, 2, .space)
        case "j": number(t.dayOfYear, 3)
        case "H": number(t.hour, 2)
        case "k": number(t.hour, 2, .space)
        case "I": number(hour12, 2)
        case "l": number(hour12, 2, .space)
        case "P": text(t.hour < 12 ? "am" : "pm")
        case "p": text(t.hour < 12 ? "AM" : "PM", lowerOnSwap: true)
        case "M": number(t.minute, 2)
        case "S": number(t.second, 2)
        case "L", "N":
            // The first `wanted` digits of the nine-digit nanoseconds, zero-extended.
            let wanted = d.width ?? (c == "L" ? 3 : 9)
            var scale = 100_000_000
            for _ in 0..<min(wanted, 9) {
                out.append(0x30 &+ UInt8(truncatingIfNeeded: t.nanosecond / scale % 10))
                scale /= 10
            }
            out.append(0x30, times: wanted - 9)
        case "z":
            let offset = t.utcOffset.magnitude
            let hours = offset / 3600
            let bodyLength = max(2, decimalDigitCount(hours)) + 2 + min(d.colons, 1) + (d.colons > 1 ? 3 : 0)
            let sign = UInt8(ascii: t.utcOffset < 0 ? "-" : "+")
            let fill = (d.width ?? 0) - 1 - bodyLength
            if d.padding == .space {
                out.append(0x20, times: fill)
                out.append(sign)
            } else {
                out.append(sign)
                out.append(0x30, times: fill)
            }
            appendDecimal(hours, minimumDigits: 2, to: &out)
            if d.colons > 0 { out.append(UInt8(ascii: ":")) }
            appendDecimal(offset % 3600 / 60, minimumDigits: 2, to: &out)
            if d.colons > 1 {
                out.append(UInt8(ascii: ":"))
                appendDecimal(offset % 60, minimumDigits: 2, to: &out)
            }
        case "Z": text(zoneName ?? (t.utcOffset == 0 ? "UTC" : ""))
        case "A": text(weekdays[t.weekday])
        case "a": text(shortWeekdays[t.weekday])
        case "u": number(t.weekday == 0 ? 7 : t.weekday, 1)
        case "w": number(t.weekday, 1)
        case "U": number((t.dayOfYear - 1 + 7 - t.weekday) / 7, 2)
        case "W": number((t.dayOfYear - 1 + 7 - ((t.weekday + 6) % 7)) / 7, 2)
        case "G": number(t.isoWeek.year, 4)
        case "g": number(((t.isoWeek.year % 100) + 100) % 100, 2)
        case "V": number(t.isoWeek.week, 2)
        case "s": number(t.epochSeconds, 1)
        case "n": text("\n")
        case "t": text("\t")
        case "%": text("%")
        default:
            guard let composite = composites[c] else { return }
            if plain { return composite.render(t, zoneName: zoneName, into: &out) }
            text(ByteWriter.withBytes({ composite.render(t, zoneName: zoneName, into: &$0) }) {
                String(decoding: $0, as: UTF8.self)
            })
        }
    }

    private static func decimalDigitCount(_ value: UInt) -> Int {
        var count = 1
        var v = value
        while v >= 10 {
            v /= 10
            count += 1
        }
        return count
    }

    /// Appends `value` in decimal, zero-padded to `minimumDigits`.
    private static func appendDecimal(_ value: UInt, minimumDigits: Int = 1, to out: inout ByteWriter) {
        // Digits from the right into a stack buffer, then copied in order.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var v = value
            var i = 20
            repeat {
                i -= 1
                digits[i] = 0x30 &+ UInt8(truncatingIfNeeded: v % 10)
                v /= 10
            } while v > 0
            out.append(0x30, times: minimumDigits - (20 - i))
            out.append(UnsafeBufferPointer(rebasing: digits[i...]))
        }
    }
}
