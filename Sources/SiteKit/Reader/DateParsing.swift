import Foundation
import Liquid

/// Parses the date forms Jekyll accepts in front matter and file names, byte by byte:
/// `2026-01-20`, `2026-01-20 10:05`, `2026-01-20 10:05:30 +0100`, `2026-01-20T10:05:30Z`,
/// `2026-01-20 10:05:30.5 -05:00`. A date without an offset is in the site's time zone.
enum DateParsing {
    static func parse(_ text: String, timeZone: TimeZone) -> LiquidDate? {
        let b = Array(text.utf8)
        var i = 0
        func skipSpaces() { while i < b.count, b[i] == 0x20 || b[i] == 0x09 { i += 1 } }
        func number(_ maxDigits: Int) -> Int? {
            var n = 0
            var digits = 0
            while i < b.count, digits < maxDigits, b[i] >= 0x30, b[i] <= 0x39 {
                n = n * 10 + Int(b[i] - 0x30)
                i += 1
                digits += 1
            }
            return digits == 0 ? nil : n
        }
        func expect(_ c: UInt8) -> Bool {
            if i < b.count, b[i] == c { i += 1; return true }
            return false
        }
        skipSpaces()
        guard let year = number(4), expect(0x2D), let month = number(2), expect(0x2D), let day = number(2) else { return nil }
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        var hour = 0, minute = 0, second = 0
        var fraction = 0.0
        var offset: Int?
        if i < b.count, b[i] == 0x54 || b[i] == 0x74 || b[i] == 0x20 {  // T, t or space
            let save = i
            i += 1
            skipSpaces()
            if let h = number(2), expect(0x3A), let m = number(2) {
                hour = h
                minute = m
                if expect(0x3A) { second = number(2) ?? 0 }
                if expect(0x2E) {
                    var scale = 0.1
                    while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                        fraction += Double(b[i] - 0x30) * scale
                        scale /= 10
                        i += 1
                    }
                }
                skipSpaces()
                if expect(0x5A) || expect(0x7A) {
                    offset = 0
                } else if i < b.count, b[i] == 0x2B || b[i] == 0x2D {
                    let sign = b[i] == 0x2D ? -1 : 1
                    i += 1
                    guard let oh = number(2) else { return nil }
                    _ = expect(0x3A)
                    let om = number(2) ?? 0
                    offset = sign * (oh * 3600 + om * 60)
                }
            } else {
                i = save
            }
        }
        skipSpaces()
        guard i == b.count, hour < 24, minute < 60, second < 61 else { return nil }
        var components = DateComponents()
        components.year = year
        components.month = month
        components.day = day
        components.hour = hour
        components.minute = minute
        components.second = second
        var calendar = Calendar(identifier: .gregorian)
        let zone = offset.flatMap { TimeZone(secondsFromGMT: $0) } ?? timeZone
        calendar.timeZone = zone
        guard let date = calendar.date(from: components), calendar.component(.day, from: date) == day else { return nil }
        let result = date.addingTimeInterval(fraction)
        if let offset { return LiquidDate(result, utcOffset: offset) }
        return LiquidDate(result, timeZone: zone)
    }
}

extension DateParsing {
    /// Front-matter dates Jekyll takes through Ruby's `Time.parse` beyond the ISO forms:
    /// `Mon, 04 Mar 2024 10:00:00 +0100`, `March 4, 2024 10:00`, `4 Mar 2024`, and
    /// `2023-01-29 18:30:22 2023 -0800` (a second year after the time makes Ruby drop the
    /// offset: the time is read in the site's zone). Nil when no day, month and year are found.
    static func parseLenient(_ text: String, timeZone: TimeZone) -> LiquidDate? {
        if let strict = parse(text, timeZone: timeZone) { return strict }
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        var year: Int?, month: Int?, day: Int?
        var hour = 0, minute = 0, second = 0
        var offset: Int?
        var sawTime = false
        var yearAfterTime = false
        let tokens = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        for token in tokens.prefix(16) {
            let lower = token.lowercased()
            let parts = token.split(separator: "-", omittingEmptySubsequences: false)
            if parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]), parts[0].count == 4 {
                (year, month, day) = (y, m, d)
            } else if token.contains(":"), !sawTime {
                let t = token.split(separator: ":").map { Int($0) }
                guard t.count >= 2, t.count <= 3, let h = t[0], let m = t[1] else { return nil }
                (hour, minute, second) = (h, m, t.count == 3 ? (t[2] ?? 0) : 0)
                sawTime = true
            } else if let first = token.first, first == "+" || first == "-", token.count >= 3 {
                let digits = token.dropFirst().filter(\.isNumber)
                guard digits.count == 2 || digits.count == 4, let n = Int(digits) else { return nil }
                let (h, m) = digits.count == 2 ? (n, 0) : (n / 100, n % 100)
                offset = (first == "-" ? -1 : 1) * (h * 3600 + m * 60)
            } else if lower == "utc" || lower == "gmt" || lower == "z" {
                offset = 0
            } else if let n = Int(token) {
                if token.count == 4 {
                    if year == nil { year = n } else if sawTime { yearAfterTime = true }
                } else if token.count <= 2, day == nil {
                    day = n
                } else {
                    return nil
                }
            } else if let m = months.firstIndex(where: { lower.hasPrefix($0) }), lower.count >= 3 {
                month = m + 1
            } else if ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].contains(where: { lower.hasPrefix($0) }) {
                continue
            } else {
                return nil
            }
        }
        guard let year, let month, let day, (1...12).contains(month), (1...31).contains(day),
            hour < 24, minute < 60, second < 61
        else { return nil }
        if yearAfterTime { offset = nil }
        var components = DateComponents()
        (components.year, components.month, components.day) = (year, month, day)
        (components.hour, components.minute, components.second) = (hour, minute, second)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = offset.flatMap { TimeZone(secondsFromGMT: $0) } ?? timeZone
        guard let date = calendar.date(from: components), calendar.component(.day, from: date) == day else { return nil }
        if let offset { return LiquidDate(date, utcOffset: offset) }
        return LiquidDate(date, timeZone: timeZone)
    }
}
