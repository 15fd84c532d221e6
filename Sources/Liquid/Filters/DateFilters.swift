import Foundation

extension RenderContext {
    /// The zone in which the date filters read times without an offset (`"2024-03-05 14:07"`,
    /// timestamps, `"now"`): the `TimeZone` in register `"timeZone"`, else the process's zone
    /// (which follows `TZ`, as Ruby's local time does).
    public var filterTimeZone: TimeZone {
        if let cachedFilterTimeZone { return cachedFilterTimeZone }
        let zone = (registers["timeZone"] as? TimeZone) ?? TimeZone.current
        cachedFilterTimeZone = zone
        return zone
    }
}

extension Environment {
    func registerDateFilters() {
        registerFilter(
            "date", arity: 1...1,
            { input, args, context in try LiquidDateFilter.apply(input, format: args[0], timeZone: context.filterTimeZone) },
            appending: { input, args, context, output in
                try LiquidDateFilter.apply(input, format: args[0], timeZone: context.filterTimeZone, into: &output)
            })
    }
}

/// The `date` filter's work, for embedders that know their zone (Jekyll's site `timezone`).
public enum LiquidDateFilter {
    /// Formats `input` as a date with Ruby's strftime, reading times without an offset in
    /// `timeZone`; an empty format or a value that is not a date comes back unchanged.
    public static func apply(_ input: Value, format formatValue: Value, timeZone: TimeZone) throws -> Value {
        try formatted(input, format: formatValue, timeZone: timeZone) { .string(String(decoding: $0, as: UTF8.self)) }
            ?? input
    }

    /// Appends what `{{ input | date: format }}` prints.
    static func apply(_ input: Value, format formatValue: Value, timeZone: TimeZone, into output: inout OutputBuffer) throws {
        if try formatted(input, format: formatValue, timeZone: timeZone, { output.append($0) }) == nil {
            output.append(input)
        }
    }

    /// `use` applied to the formatted bytes; nil when the input stays as it is.
    private static func formatted<Result>(
        _ input: Value, format formatValue: Value, timeZone: TimeZone, _ use: (UnsafeBufferPointer<UInt8>) -> Result
    ) throws -> Result? {
        let format = formatValue.rubyString
        if format.isEmpty { return nil }
        guard let date = input.liquidDate(in: timeZone) else { return nil }
        let compiled = StrftimeFormat.compiled(format)
        let zoneName = compiled.showsZone ? date.zoneName(localZone: timeZone) : nil
        return try compiled.format(date, zoneName: zoneName, use)
    }
}

extension LiquidDate {
    /// What `%Z` shows: the local zone's abbreviation for local times, "UTC" at offset 0,
    /// else nothing (Ruby has no name for a bare offset).
    public func zoneName(localZone: TimeZone) -> String {
        guard localZone.secondsFromGMT(for: date) == utcOffset else { return utcOffset == 0 ? "UTC" : "" }
        if localZone.identifier == TimeZone.current.identifier {
            // Foundation on Linux names zones "GMT-4"; the C library knows "EDT" as Ruby shows it.
            var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
            var parts = tm()
            if localtime_r(&seconds, &parts) != nil, let zone = parts.tm_zone {
                return String(cString: zone)
            }
        }
        return localZone.abbreviation(for: date) ?? ""
    }
}

extension Value {
    /// Ruby Liquid's `Utils.to_date`: dates as they are; integers and digit strings as Unix
    /// timestamps; `"now"`/`"today"`; other strings through `Time.parse`. Nil when the value
    /// is not a date (the `date` filter then returns its input unchanged).
    public func liquidDate(in timeZone: TimeZone, now: @autoclosure () -> Date = Date()) -> LiquidDate? {
        switch self {
        case .date(let d): return d
        case .int(let i): return LiquidDate(Date(timeIntervalSince1970: TimeInterval(i)), timeZone: timeZone)
        case .string(let s):
            if s.isEmpty { return nil }
            if let parsed = RubyTimeParser.parseISOForm(s, timeZone: timeZone) { return parsed.date }
            let lower = s.lowercased()
            if lower == "now" || lower == "today" { return LiquidDate(now(), timeZone: timeZone) }
            if lower.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                guard let seconds = Int(lower) else { return nil }
                return LiquidDate(Date(timeIntervalSince1970: TimeInterval(seconds)), timeZone: timeZone)
            }
            return RubyTimeParser.parse(lower, timeZone: timeZone, now: now())
        default:
            return nil
        }
    }
}

/// The date formats Ruby's `Time.parse` reads in practice: ISO 8601 and its space-separated
/// forms, RFC 2822, `March 14, 2016`, `14 Mar 2016`, `2024/03/05`, `5.3.2024`, `yyyymmdd`,
/// with times such as `14:07`, `2:07 pm`, fractions and zones (`Z`, `+01:00`, `-0800`, `UTC`,
/// `EST`…). Missing parts default as Ruby's do: the year to this year, the day to the 1st,
/// a lone time to today, the zone to local time.
public enum RubyTimeParser {
    private struct Patterns: @unchecked Sendable {
        let time = try! Regex(#"(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:\s*([ap])\.?m\b\.?)?"#)
        let hourOnly = try! Regex(#"\b(\d{1,2})\s*([ap])\.?m\b\.?"#)
        let zone = try! Regex(#"^\s*(z|utc|gmt|ut|[a-z]{3,4}|[+-]\d{1,2}(?::?\d{2})?)\b"#)
        let iso = try! Regex(#"([-+]?\d{4,})-(\d{1,2})-(\d{1,2})"#)
        let ymdSlash = try! Regex(#"(\d{4})/(\d{1,2})/(\d{1,2})"#)
        let dmySlash = try! Regex(#"(\d{1,2})/(\d{1,2})/(\d{2,4})"#)
        let mdSlash = try! Regex(#"\b(\d{1,2})/(\d{1,2})\b"#)
        let dotted = try! Regex(#"\b(\d{1,2})\.(\d{1,2})\.(\d{2,4})\b"#)
        let dayMonth = try! Regex(
            #"\b(\d{1,2})(?:st|nd|rd|th)?\.?\s*(?:of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?(?:\s+(\d{1,4})\b)?"#)
        let monthDay = try! Regex(
            #"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*(\d{1,4})(?:st|nd|rd|th)?\b(?:\s*,?\s*(\d{1,4})\b)?"#)
        let compact = try! Regex(#"\b(\d{4})(\d{2})(\d{2})\b"#)
    }
    private static let patterns = Patterns()
    private static let monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let zoneOffsets: [String: Int] = [
        "z": 0, "utc": 0, "gmt": 0, "ut": 0, "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6,
        "pst": -8, "pdt": -7, "cet": 1, "cest": 2, "eet": 2, "eest": 3, "wet": 0, "west": 1, "bst": 1, "jst": 9,
        "akst": -9, "akdt": -8, "hst": -10,
    ]

    /// Parses lowercased `text`; nil when it holds no date or time, or a field is out of range.
    public static func parse(_ text: String, timeZone: TimeZone, now: Date = Date()) -> LiquidDate? {
        // "2024-03-05t14:07": the ISO separator stands between a digit and a digit.
        var bytes = Array(text.utf8)
        for i in bytes.indices.dropFirst().dropLast() where bytes[i] == UInt8(ascii: "t") {
            let isDigit = { (b: UInt8) in b >= 0x30 && b <= 0x39 }
            if isDigit(bytes[i - 1]) && isDigit(bytes[i + 1]) { bytes[i] = 0x20 }
        }
        var s = String(decoding: bytes, as: UTF8.self)

        var hour = 0, minute = 0, second = 0
        var nanos = 0
        var hasTime = false
        var offset: Int? = nil
        if let m = s.firstMatch(of: patterns.time) {
            hasTime = true
            hour = Int(m.output[1].substring!)!
            minute = Int(m.output[2].substring!)!
            if let sec = m.output[3].substring { second = Int(sec)! }
            if let frac = m.output[4].substring {
                let digits = String(frac.prefix(9))
                nanos = Int(digits + String(repeating: "0", count: 9 - digits.count))!
            }
            if let meridian = m.output[5].substring {
                guard hour >= 1 && hour <= 12 else { return nil }
                hour = hour % 12 + (meridian == "p" ? 12 : 0)
            }
            let rest = s[m.range.upperBound...]
            var zoneRange: Range<String.Index>? = nil
            if let z = rest.firstMatch(of: patterns.zone), let name = z.output[1].substring {
                if let parsed = parseZone(String(name)) {
                    offset = parsed
                    zoneRange = z.range
                }
            }
            if let zr = zoneRange {
                s.replaceSubrange(m.range.lowerBound..<zr.upperBound, with: " ")
            } else {
                s.replaceSubrange(m.range, with: " ")
            }
        } else if let m = s.firstMatch(of: patterns.hourOnly) {
            hasTime = true
            hour = Int(m.output[1].substring!)!
            guard hour >= 1 && hour <= 12 else { return nil }
            hour = hour % 12 + (m.output[2].substring! == "p" ? 12 : 0)
            s.replaceSubrange(m.range, with: " ")
        }

        var year: Int? = nil, month: Int? = nil, day: Int? = nil
        func int(_ sub: Substring?) -> Int? { sub.flatMap { Int($0) } }
        func twoDigitYear(_ text: Substring) -> Int {
            let y = Int(text)!
            guard text.count <= 2 else { return y }
            return y >= 69 ? y + 1900 : y + 2000
        }
        if let m = s.firstMatch(of: patterns.iso) {
            year = int(m.output[1].substring); month = int(m.output[2].substring); day = int(m.output[3].substring)
        } else if let m = s.firstMatch(of: patterns.ymdSlash) {
            year = int(m.output[1].substring); month = int(m.output[2].substring); day = int(m.output[3].substring)
        } else if let m = s.firstMatch(of: patterns.dmySlash) {
            day = int(m.output[1].substring); month = int(m.output[2].substring)
            year = twoDigitYear(m.output[3].substring!)
        } else if let m = s.firstMatch(of: patterns.dotted) {
            day = int(m.output[1].substring); month = int(m.output[2].substring)
            year = twoDigitYear(m.output[3].substring!)
        } else if let m = s.firstMatch(of: patterns.dayMonth) {
            day = int(m.output[1].substring)
            month = monthNames.firstIndex(of: String(m.output[2].substring!))! + 1
            if let y = m.output[3].substring { year = twoDigitYear(y) }
        } else if let m = s.firstMatch(of: patterns.monthDay) {
            month = monthNames.firstIndex(of: String(m.output[1].substring!))! + 1
            let first = m.output[2].substring!
            if first.count >= 3 {
                year = Int(first); day = 1
            } else {
                day = Int(first)
                if let y = m.output[3].substring { year = twoDigitYear(y) }
            }
        } else if let m = s.firstMatch(of: patterns.compact) {
            year = int(m.output[1].substring); month = int(m.output[2].substring); day = int(m.output[3].substring)
        } else if let m = s.firstMatch(of: patterns.mdSlash) {
            month = int(m.output[1].substring); day = int(m.output[2].substring)
        }

        guard hasTime || month != nil else { return nil }
        let today = CivilTime(LiquidDate(now, timeZone: timeZone))
        let y = year ?? today.year
        let mo = month ?? today.month
        let d = day ?? (month == nil ? today.day : 1)
        return assemble(
            year: y, month: mo, day: d, hour: hour, minute: minute, second: second, nanos: nanos, offset: offset,
            timeZone: timeZone)
    }

    /// The moment of complete calendar fields: nil when a field is out of range; without an
    /// offset the fields are wall-clock time in `timeZone`.
    static func assemble(
        year y: Int, month mo: Int, day d: Int, hour: Int, minute: Int, second: Int, nanos: Int, offset: Int?,
        timeZone: TimeZone
    ) -> LiquidDate? {
        guard (1...12).contains(mo), (1...31).contains(d), hour <= 24, minute <= 59, second <= 60 else { return nil }

        let localSeconds = CivilTime.days(year: y, month: mo, day: d) * 86400 + hour * 3600 + minute * 60 + second
        let fraction = Double(nanos) / 1e9
        if let offset {
            return LiquidDate(Date(timeIntervalSince1970: Double(localSeconds - offset) + fraction), utcOffset: offset)
        }
        // The offsets in force a day before and a day after bracket any DST change at this
        // wall-clock time; each is right when the moment it gives really has that offset.
        func offsetAt(_ seconds: Int) -> Int { timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))) }
        let before = offsetAt(localSeconds - 86_400)
        let after = offsetAt(localSeconds + 86_400)
        let zoneOffset: Int
        if offsetAt(localSeconds - after) == after {
            // Also a time repeated when clocks go back: Ruby takes the later, standard offset.
            zoneOffset = after
        } else if offsetAt(localSeconds - before) == before {
            zoneOffset = before
        } else {
            // A wall-clock time skipped when clocks go forward moves forward by the gap, as
            // Ruby's does (02:30 becomes 03:30), shown in the offset in force at that moment.
            let date = Date(timeIntervalSince1970: Double(localSeconds - before) + fraction)
            return LiquidDate(date, utcOffset: timeZone.secondsFromGMT(for: date))
        }
        return LiquidDate(Date(timeIntervalSince1970: Double(localSeconds - zoneOffset) + fraction), utcOffset: zoneOffset)
    }

    /// The outcome of `parseISOForm`: `date` is nil when the text has the form but a field is
    /// out of range (as `parse` would also answer).
    public struct ISOFormResult: Sendable, Equatable {
        public var date: LiquidDate?
    }

    /// Reads the forms front matter and feeds hold almost always, `YYYY-MM-DD` optionally
    /// followed by ` `/`T` and `HH:MM[:SS[.frac]]` and a zone (`Z`, `±HH:MM`, `±HHMM`, `±HH`,
    /// after optional spaces), byte by byte with the same results as `parse`: the Regex
    /// matching there costs most of a template's `date` filter. Nil when `text` has any other
    /// form, so the caller falls back to `parse`.
    public static func parseISOForm(_ text: String, timeZone: TimeZone) -> ISOFormResult? {
        if let result = text.utf8.withContiguousStorageIfAvailable({ parseISOForm(bytes: $0, timeZone: timeZone) }) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer { parseISOForm(bytes: $0, timeZone: timeZone) }
    }

    private static func parseISOForm(bytes b: UnsafeBufferPointer<UInt8>, timeZone: TimeZone) -> ISOFormResult? {
        let n = b.count
        guard n >= 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-") else { return nil }
        func digit(_ i: Int) -> Int? {
            guard i < n else { return nil }
            let v = Int(b[i]) &- 0x30
            return v >= 0 && v <= 9 ? v : nil
        }
        func twoDigits(_ i: Int) -> Int? {
            guard let a = digit(i), let c = digit(i + 1) else { return nil }
            return a * 10 + c
        }
        guard let y1 = twoDigits(0), let y2 = twoDigits(2), let month = twoDigits(5), let day = twoDigits(8) else { return nil }
        let year = y1 * 100 + y2
        if n == 10 {
            return ISOFormResult(date: assemble(
                year: year, month: month, day: day, hour: 0, minute: 0, second: 0, nanos: 0, offset: nil, timeZone: timeZone))
        }
        // Ruby reads `t` as the separator only between digits; a space is always one.
        let separator = b[10]
        guard separator == UInt8(ascii: " ") || separator == UInt8(ascii: "t") || separator == UInt8(ascii: "T"),
            let hour = twoDigits(11), n > 13, b[13] == UInt8(ascii: ":"), let minute = twoDigits(14)
        else { return nil }
        var i = 16
        var second = 0
        var nanos = 0
        if i < n, b[i] == UInt8(ascii: ":") {
            guard let s = twoDigits(i + 1) else { return nil }
            second = s
            i += 3
            if i < n, b[i] == UInt8(ascii: ".") || b[i] == UInt8(ascii: ",") {
                i += 1
                let start = i
                var scale = 100_000_000
                while let d = digit(i) {
                    // Like `parse`, only the first nine digits count (nanoseconds).
                    nanos += d * scale
                    scale /= 10
                    i += 1
                }
                guard i > start else { return nil }
            }
        }
        var offset: Int? = nil
        if i < n {
            while i < n, b[i] == UInt8(ascii: " ") { i += 1 }
            guard i < n else { return nil }
            let c = b[i]
            if c == UInt8(ascii: "z") || c == UInt8(ascii: "Z") {
                guard i + 1 == n else { return nil }
                offset = 0
            } else if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
                guard let h = twoDigits(i + 1) else { return nil }
                var m = 0
                switch n - (i + 3) {
                case 0: break
                case 2:
                    guard let mm = twoDigits(i + 3) else { return nil }
                    m = mm
                case 3:
                    guard b[i + 3] == UInt8(ascii: ":"), let mm = twoDigits(i + 4) else { return nil }
                    m = mm
                default: return nil
                }
                let total = h * 3600 + m * 60
                offset = c == UInt8(ascii: "-") ? -total : total
            } else {
                return nil
            }
        }
        return ISOFormResult(date: assemble(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, nanos: nanos, offset: offset,
            timeZone: timeZone))
    }

    private static func parseZone(_ name: String) -> Int? {
        if let hours = zoneOffsets[name] { return hours * 3600 }
        guard let sign = name.first, sign == "+" || sign == "-" else { return nil }
        let digits = name.dropFirst().filter { $0 != ":" }
        let h: Int, m: Int
        switch digits.count {
        case 1, 2: h = Int(digits)!; m = 0
        case 3: h = Int(digits.prefix(1))!; m = Int(digits.suffix(2))!
        case 4: h = Int(digits.prefix(2))!; m = Int(digits.suffix(2))!
        default: return nil
        }
        let total = h * 3600 + m * 60
        return sign == "-" ? -total : total
    }
}
