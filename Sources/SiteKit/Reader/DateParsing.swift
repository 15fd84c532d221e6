import Foundation
import Liquid

/// Dates as Jekyll 4.3 reads them. Jekyll hands every date text to Ruby's `Time.parse`
/// (`RubyTime`, over the whole of `Date._parse`'s grammar) and then to `localtime`: a post's
/// date is shown in the site's zone whatever offset it was written with.
enum DateParsing {
    /// Jekyll's `Utils.parse_date`: `Time.parse(text).localtime`; nil where Ruby raises (the
    /// build then stops with "Invalid date").
    static func parse(_ text: String, timeZone: TimeZone, now: Date = Date()) -> LiquidDate? {
        guard let parsed = RubyTime.parse(text, zone: timeZone, now: now) else { return nil }
        return localtime(parsed.date, timeZone: timeZone)
    }

    /// Ruby's `Time#localtime` in the site's zone, as Jekyll's cached `parse_date` result shows
    /// it: a local-mean-time offset with seconds (`-07:52:58` before 1883 in Los Angeles)
    /// comes out moved back by twice those seconds (`1850-06-01` → `1850-05-31 23:58:04`).
    static func localtime(_ date: Date, timeZone: TimeZone) -> LiquidDate {
        let rules = ZoneRules.forZone(timeZone)
        let offset = rules.offset(at: Int(date.timeIntervalSince1970.rounded(.down)))
        let odd = abs(offset) % 60
        guard odd != 0 else { return LiquidDate(date, utcOffset: offset) }
        let moved = date.addingTimeInterval(-Double(2 * odd))
        return LiquidDate(moved, utcOffset: rules.offset(at: Int(moved.timeIntervalSince1970.rounded(.down))))
    }

    /// A front-matter `date` value turned back into text as Ruby's `to_s` writes it (`Date`:
    /// `2024-11-18`; `Time`: `2024-11-18 15:04:11 -0800` or `… UTC`; `nil`: empty).
    static func rubyText(of value: Value) -> String {
        switch value {
        case .nil: return ""
        case .string(let s): return s
        case .date(let d):
            if d.isDateOnly { return LiquidDateFormatter.rubyTimeString(d) }
            let whole = LiquidDate(Date(timeIntervalSince1970: d.date.timeIntervalSince1970.rounded(.down)), utcOffset: d.utcOffset)
            let text = (try? Strftime.format(whole, "%Y-%m-%d %H:%M:%S")) ?? ""
            if d.zone == .utc { return text + " UTC" }
            return text + " " + ((try? Strftime.format(whole, "%z")) ?? "")
        case .array, .dictionary: return value.inspect
        default: return value.rubyString
        }
    }

    // MARK: - YAML timestamps as Psych reads them

    /// A plain YAML scalar Psych turns into a `Date` (`2024-11-18`) or a `Time`
    /// (`2024-11-18 15:04:11[.5][ offset]`); nil when it is not one (it stays a string).
    /// A `Time` without an offset is the UTC reading shown in the local zone (`Time.at`),
    /// `Z` is UTC, and a written offset is a bare offset (`%Z` prints nothing).
    static func psychTimestamp(_ text: String, timeZone: TimeZone) -> LiquidDate? {
        let b = Array(text.utf8)
        var i = 0
        func digits(_ range: ClosedRange<Int>, more: Bool = false) -> Int? {
            let start = i
            var v = 0
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39, i - start < range.upperBound {
                v = v * 10 + Int(b[i] - 0x30)
                i += 1
            }
            if !more, i < b.count, b[i] >= 0x30, b[i] <= 0x39 { return nil }
            return range.contains(i - start) ? v : nil
        }
        func expect(_ c: Character) -> Bool {
            guard i < b.count, b[i] == c.asciiValue! else { return false }
            i += 1
            return true
        }
        let negative = expect("-")
        guard let y = digits(4...4), expect("-"), let mo = digits(1...2), expect("-"), let d = digits(1...2) else { return nil }
        let year = negative ? -y : y
        if i == b.count {
            // Psych's date rule: no sign, a day Ruby's `Date` has (`strptime` refuses Feb 30,
            // and 1582-10-10, which its calendar skips).
            guard !negative, let days = RubyDate.days(year: year, month: mo, day: d) else { return nil }
            guard var local = RubyTime.parse(text, zone: timeZone) else { return nil }
            // before 1582-10-15 the day is Julian: the moment moves by the calendars' distance
            local.date += Double(days - CivilTime.days(year: year, month: mo, day: d)) * 86400
            local.isDateOnly = true
            return local
        }
        // `[Tt]|\s+` between the day and the time.
        if i < b.count, b[i] == UInt8(ascii: "T") || b[i] == UInt8(ascii: "t") {
            i += 1
        } else {
            let start = i
            while i < b.count, b[i] == 0x20 || b[i] == 0x09 { i += 1 }
            guard i > start else { return nil }
        }
        guard let h = digits(1...2), expect(":"), let mi = digits(2...2), expect(":"), let s = digits(2...2) else { return nil }
        var nanos = 0
        if expect(".") {
            var scale = 100_000_000
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                nanos += Int(b[i] - 0x30) * scale
                scale /= 10
                i += 1
            }
        }
        while i < b.count, b[i] == 0x20 || b[i] == 0x09 { i += 1 }
        enum Written { case none, utc, offset(Int) }
        var zone = Written.none
        if i < b.count {
            if b[i] == UInt8(ascii: "Z") {
                i += 1
                zone = .utc
            } else if b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
                let minus = b[i] == UInt8(ascii: "-")
                i += 1
                guard let oh = digits(1...2, more: true) else { return nil }
                _ = expect(":")
                var om = 0
                if i < b.count { guard let m = digits(2...2) else { return nil }; om = m }
                // Psych adds the minutes away from zero by the sign of the hours (so `-00:30` is +00:30).
                let hours = minus ? -oh : oh
                zone = .offset(hours < 0 ? hours * 3600 - om * 60 : hours * 3600 + om * 60)
            } else {
                return nil
            }
        }
        guard i == b.count else { return nil }
        guard (1...12).contains(mo), (1...31).contains(d), h <= 24, mi <= 59, s <= 60, h < 24 || (mi == 0 && s == 0) else { return nil }
        let fields = RubyTime.utcSeconds(year, mo, d, h, mi, s)
        switch zone {
        case .none:
            var t = LiquidDate.local(Date(timeIntervalSince1970: Double(fields) + Double(nanos) / 1e9), in: timeZone)
            t.zone = .local
            return t
        case .utc:
            var t = LiquidDate(Date(timeIntervalSince1970: Double(fields) + Double(nanos) / 1e9), utcOffset: 0)
            t.zone = .utc
            return t
        case .offset(let offset):
            guard abs(offset) < 86_400 else { return nil }
            var t = LiquidDate(Date(timeIntervalSince1970: Double(fields - offset) + Double(nanos) / 1e9), utcOffset: offset)
            t.zone = .fixed
            return t
        }
    }
}
