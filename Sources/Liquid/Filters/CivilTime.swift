import Foundation

/// The calendar fields of a moment in a fixed UTC offset, computed arithmetically
/// (proleptic Gregorian, as Ruby's `Time`) so formatting needs no `Calendar` per call. A day
/// alone (a Ruby `Date`) reads as Ruby's `Date` does: Julian before 1582-10-15 (`RubyDate`).
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
    /// A Ruby `Date` in or before 1582, whose fields follow `RubyDate`'s calendar.
    var isItalyCalendar = false

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
        isItalyCalendar = date.isDateOnly && days < RubyDate.firstDayOf1583
        (year, month, day) = isItalyCalendar ? RubyDate.civil(fromDays: days) : CivilTime.civil(fromDays: days)
        weekday = ((days % 7) + 11) % 7  // 1970-01-01 was a Thursday
        // (1582's days count from its Julian January 1st)
        dayOfYear = days - (isItalyCalendar ? RubyDate.dayNumber(year, 1, 1) : CivilTime.days(year: year, month: 1, day: 1)) + 1
    }

    /// Days since 1970-01-01 of a day in the calendar these fields are in.
    func dayNumber(year: Int, month: Int, day: Int) -> Int {
        isItalyCalendar ? RubyDate.dayNumber(year, month, day) : CivilTime.days(year: year, month: month, day: day)
    }

    func civil(fromDays days: Int) -> (Int, Int, Int) {
        isItalyCalendar ? RubyDate.civil(fromDays: days) : CivilTime.civil(fromDays: days)
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
        let thursdayDays = dayNumber(year: year, month: month, day: day) - isoWeekday + 4
        let (thursdayYear, _, _) = civil(fromDays: thursdayDays)
        let week = (thursdayDays - dayNumber(year: thursdayYear, month: 1, day: 1)) / 7 + 1
        return (thursdayYear, week)
    }
}

/// Ruby's `Date` under its default calendar, `Date::ITALY`: Julian before 1582-10-15 and
/// Gregorian from it, the ten days between missing. Psych reads a YAML day (`0001-01-01`) as
/// one, so its `%s`, weekday and day of the year follow the Julian calendar while it prints the
/// day as written; `to_time` gives the Gregorian day with the same number (`0000-12-30`).
public enum RubyDate {
    /// 1582-10-15, the first Gregorian day, in days since 1970-01-01.
    public static let reformDay = -141_427
    static let firstDayOf1583 = CivilTime.days(year: 1583, month: 1, day: 1)

    /// The calendar day of a day number: Julian before the reform.
    static func civil(fromDays days: Int) -> (Int, Int, Int) {
        days < reformDay ? julianCivil(fromDays: days) : CivilTime.civil(fromDays: days)
    }

    /// The day number of calendar fields, Julian before 1582-10-15 (not checked: `days` does).
    static func dayNumber(_ year: Int, _ month: Int, _ day: Int) -> Int {
        (year, month, day) < (1582, 10, 15) ? julianDays(year, month, day) : CivilTime.days(year: year, month: month, day: day)
    }

    /// Days since 1970-01-01 of `Date.new(year, month, day)`; nil where Ruby raises "invalid
    /// date": a day past its month in that calendar (1000-02-29 is a Julian leap day; 1900-02-29
    /// is none) or one of the missing days 1582-10-05 to 1582-10-14.
    public static func days(year: Int, month: Int, day: Int) -> Int? {
        guard (1...12).contains(month), day >= 1 else { return nil }
        if (year, month, day) < (1582, 10, 15) {
            let leap = year % 4 == 0
            guard day <= monthLength(month, leap: leap) else { return nil }
            let days = julianDays(year, month, day)
            return days < reformDay ? days : nil
        }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        guard day <= monthLength(month, leap: leap) else { return nil }
        return CivilTime.days(year: year, month: month, day: day)
    }

    static func monthLength(_ month: Int, leap: Bool) -> Int {
        month == 2 ? (leap ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Days since 1970-01-01 of a Julian calendar day (the Julian day number less 2440588).
    static func julianDays(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        return day + (153 * m + 2) / 5 + 365 * y + floorDivision(y, 4) - 32083 - 2_440_588
    }

    static func julianCivil(fromDays days: Int) -> (Int, Int, Int) {
        let c = days + 2_440_588 + 32082
        let d = floorDivision(4 * c + 3, 1461)
        let e = c - floorDivision(1461 * d, 4)
        let m = (5 * e + 2) / 153
        return (d - 4800 + m / 10, m + 3 - 12 * (m / 10), e - (153 * m + 2) / 5 + 1)
    }

    private static func floorDivision(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}
