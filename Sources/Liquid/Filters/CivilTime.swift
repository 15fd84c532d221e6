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
