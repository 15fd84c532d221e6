import Foundation

/// The calendar fields of a moment in a fixed UTC offset, computed arithmetically
/// (proleptic Gregorian) so formatting needs no `Calendar` per call.
public struct CivilTime: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int
    public var nanosecond: Int
    /// 0 = Sunday.
    public var weekday: Int
    /// 1-based day of the year.
    public var dayOfYear: Int
    public var utcOffset: Int
    /// Seconds since 1970-01-01 UTC, floored.
    public var epochSeconds: Int

    public init(_ date: LiquidDate) {
        // Far beyond any calendar use; keeps the integer arithmetic below from overflowing.
        let interval = min(max(date.date.timeIntervalSince1970, -1e15), 1e15)
        let whole = interval.rounded(.down)
        epochSeconds = Int(whole)
        // A Date holds about 0.1µs of precision, so parsed fractions are rounded to microseconds.
        nanosecond = min(999_999_000, Int(((interval - whole) * 1e6).rounded()) * 1000)
        utcOffset = date.utcOffset
        let local = epochSeconds + utcOffset
        let days = Int((Double(local) / 86400).rounded(.down))
        let secondsOfDay = local - days * 86400
        hour = secondsOfDay / 3600
        minute = secondsOfDay % 3600 / 60
        second = secondsOfDay % 60
        (year, month, day) = CivilTime.civil(fromDays: days)
        weekday = ((days % 7) + 11) % 7  // 1970-01-01 was a Thursday
        dayOfYear = days - CivilTime.days(year: year, month: 1, day: 1) + 1
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (months and days may overflow).
    public static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let m = month > 2 ? month - 3 : month + 9
        let doy = (153 * m + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    static func civil(fromDays z0: Int) -> (Int, Int, Int) {
        let z = z0 + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// ISO 8601 week-based year and week number.
    var isoWeek: (year: Int, week: Int) {
        let isoWeekday = weekday == 0 ? 7 : weekday
        let thursdayDays = CivilTime.days(year: year, month: month, day: day) - isoWeekday + 4
        let (thursdayYear, _, _) = CivilTime.civil(fromDays: thursdayDays)
        let week = (thursdayDays - CivilTime.days(year: thursdayYear, month: 1, day: 1)) / 7 + 1
        return (thursdayYear, week)
    }
}

/// Ruby's `Time#strftime`, with its flags (`-` `_` `0` `^` `#`), widths and `%:z`.
public enum Strftime {
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// Formats `date`; `zoneName` is what `%Z` shows (Ruby shows "" for a bare offset).
    /// Throws Ruby's "invalid format" error when the format ends inside a directive (`"50%"`).
    public static func format(_ date: LiquidDate, _ format: String, zoneName: String? = nil) throws -> String {
        let t = CivilTime(date)
        var out = ""
        var scalars = Array(format.unicodeScalars)[...]
        while let c = scalars.popFirst() {
            guard c == "%" else {
                out.unicodeScalars.append(c)
                continue
            }
            let start = scalars
            var padding: Character? = nil
            var upper = false
            var swapCase = false
            var colons = 0
            var width: Int? = nil
            flags: while let f = scalars.first {
                switch f {
                case "-": padding = "\u{0}"
                case "_": padding = " "
                case "0": padding = "0"
                case "^": upper = true
                case "#": swapCase = true
                default: break flags
                }
                scalars.removeFirst()
            }
            var digits = ""
            while let f = scalars.first, f.properties.numericType != nil, f.isASCII {
                digits.unicodeScalars.append(f)
                scalars.removeFirst()
            }
            if !digits.isEmpty {
                width = Int(digits)
                // Ruby refuses absurd widths too (ERANGE); this keeps a typo from exhausting memory.
                if let w = width, w > 1 << 20 { throw FilterError("Numerical result out of range - \(format)") }
            }
            while scalars.first == ":" {
                colons += 1
                scalars.removeFirst()
            }
            // The E and O locale modifiers change nothing in Ruby's C locale.
            if let m = scalars.first, m == "E" || m == "O", scalars.count > 1 { scalars.removeFirst() }
            if scalars.isEmpty && colons == 0 { throw FilterError("invalid format: \(format)") }
            guard let conversion = scalars.popFirst(),
                let text = render(conversion, t, padding: padding, width: width, colons: colons, upper: upper, swapCase: swapCase, zoneName: zoneName)
            else {
                // Ruby prints an unknown directive as written.
                out += "%"
                scalars = start
                continue
            }
            out += text
        }
        return out
    }

    private static func render(
        _ c: Unicode.Scalar, _ t: CivilTime, padding: Character?, width: Int?, colons: Int, upper: Bool, swapCase: Bool,
        zoneName: String?
    ) -> String? {
        func number(_ n: Int, _ defaultWidth: Int, _ defaultPad: Character = "0") -> String {
            let pad = padding ?? defaultPad
            let digits = String(n.magnitude)
            let w = width ?? defaultWidth
            let sign = n < 0 ? "-" : ""
            if pad == "\u{0}" { return sign + digits }
            let fill = max(0, w - digits.count - sign.count)
            if pad == " " { return String(repeating: " ", count: fill) + sign + digits }
            return sign + String(repeating: "0", count: fill) + digits
        }
        func text(_ s: String, lowerOnSwap: Bool = false) -> String {
            var s = s
            if upper { s = s.uppercased() }
            if swapCase { s = lowerOnSwap ? s.lowercased() : s.uppercased() }
            guard let w = width, w > s.count else { return s }
            let pad = padding == "0" ? "0" : (padding == "\u{0}" ? "" : " ")
            return String(repeating: pad, count: w - s.count) + s
        }
        let hour12 = t.hour % 12 == 0 ? 12 : t.hour % 12
        switch c {
        case "Y":
            if t.year < 0 { return number(t.year, 5) }
            return number(t.year, 4)
        case "C": return number(Int((Double(t.year) / 100).rounded(.down)), 2)
        case "y": return number(((t.year % 100) + 100) % 100, 2)
        case "m": return number(t.month, 2)
        case "B": return text(months[t.month - 1])
        case "b", "h": return text(String(months[t.month - 1].prefix(3)))
        case "d": return number(t.day, 2)
        case "e": return number(t.day, 2, " ")
        case "j": return number(t.dayOfYear, 3)
        case "H": return number(t.hour, 2)
        case "k": return number(t.hour, 2, " ")
        case "I": return number(hour12, 2)
        case "l": return number(hour12, 2, " ")
        case "P": return text(t.hour < 12 ? "am" : "pm")
        case "p": return text(t.hour < 12 ? "AM" : "PM", lowerOnSwap: true)
        case "M": return number(t.minute, 2)
        case "S": return number(t.second, 2)
        case "L", "N":
            let digitsWanted = width ?? (c == "L" ? 3 : 9)
            var s = String(t.nanosecond)
            s = String(repeating: "0", count: 9 - s.count) + s
            if digitsWanted <= 9 { return String(s.prefix(digitsWanted)) }
            return s + String(repeating: "0", count: digitsWanted - 9)
        case "z":
            let sign = t.utcOffset < 0 ? "-" : "+"
            let off = abs(t.utcOffset)
            let h = off / 3600
            let m = off % 3600 / 60
            let s = off % 60
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            let body: String
            switch colons {
            case 0: body = two(h) + two(m)
            case 1: body = two(h) + ":" + two(m)
            default: body = two(h) + ":" + two(m) + ":" + two(s)
            }
            var result = sign + body
            if let w = width, w > result.count {
                let fill = w - result.count
                if padding == " " || padding == "_" {
                    result = String(repeating: " ", count: fill) + result
                } else {
                    result = sign + String(repeating: "0", count: fill) + body
                }
            }
            return result
        case "Z":
            return text(zoneName ?? (t.utcOffset == 0 ? "UTC" : ""))
        case "A": return text(weekdays[t.weekday])
        case "a": return text(String(weekdays[t.weekday].prefix(3)))
        case "u": return number(t.weekday == 0 ? 7 : t.weekday, 1)
        case "w": return number(t.weekday, 1)
        case "U": return number((t.dayOfYear - 1 + 7 - t.weekday) / 7, 2)
        case "W": return number((t.dayOfYear - 1 + 7 - ((t.weekday + 6) % 7)) / 7, 2)
        case "G": return number(t.isoWeek.year, 4)
        case "g": return number(((t.isoWeek.year % 100) + 100) % 100, 2)
        case "V": return number(t.isoWeek.week, 2)
        case "s": return number(t.epochSeconds, 1)
        case "n": return text("\n")
        case "t": return text("\t")
        case "%": return text("%")
        case "c": return text(sub(t, "%a %b %e %H:%M:%S %Y", zoneName))
        case "D", "x": return text(sub(t, "%m/%d/%y", zoneName))
        case "F": return text(sub(t, "%Y-%m-%d", zoneName))
        case "T", "X": return text(sub(t, "%H:%M:%S", zoneName))
        case "R": return text(sub(t, "%H:%M", zoneName))
        case "r": return text(sub(t, "%I:%M:%S %p", zoneName))
        case "v": return text(sub(t, "%e-%^b-%4Y", zoneName))
        default: return nil
        }
    }

    private static func sub(_ t: CivilTime, _ f: String, _ zoneName: String?) -> String {
        let seconds = Double(t.epochSeconds) + Double(t.nanosecond) / 1e9
        // The composite formats are fixed and complete, so they cannot fail.
        return (try? format(LiquidDate(Date(timeIntervalSince1970: seconds), utcOffset: t.utcOffset), f, zoneName: zoneName)) ?? ""
    }
}
