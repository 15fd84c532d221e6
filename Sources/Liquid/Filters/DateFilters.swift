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
        guard var date = input.liquidDate(in: timeZone) else { return nil }
        if date.isDateOnly {
            // A Ruby `Date` formats as its day at UTC midnight (`%z` +0000, `%Z` +00:00).
            let local = Int(date.date.timeIntervalSince1970.rounded(.down)) + date.utcOffset
            let days = local >= 0 ? local / 86400 : -((-local + 86399) / 86400)
            date = LiquidDate(Date(timeIntervalSince1970: Double(days * 86400)), utcOffset: 0)
            date.isDateOnly = true
        }
        let compiled = StrftimeFormat.compiled(format)
        let zoneName = compiled.showsZone ? date.zoneName(localZone: timeZone) : nil
        return try compiled.format(date, zoneName: zoneName, use)
    }
}

extension LiquidDate {
    /// What `%Z` shows, as Ruby's `Time#zone`: for a local time the abbreviation tzdata gives
    /// `localZone` then (`PST`, `PDT`, `LMT`), for a UTC time `UTC`, for a bare offset nothing;
    /// a YAML day (a Ruby `Date`) shows `+00:00`.
    public func zoneName(localZone: TimeZone) -> String {
        if isDateOnly { return "+00:00" }
        switch zone {
        case .utc: return "UTC"
        case .fixed: return ""
        case .local:
            let period = ZoneRules.forZone(localZone).period(at: Int(date.timeIntervalSince1970.rounded(.down)))
            guard period.offset == utcOffset else { return utcOffset == 0 ? "UTC" : "" }
            return period.abbreviation
        }
    }
}

extension Value {
    /// Ruby Liquid's `Utils.to_date`: dates as they are; integers and digit strings as Unix
    /// timestamps; `"now"`/`"today"`; other strings lower-cased through `Time.parse` (without
    /// `localtime`: a written offset is kept). Nil when the value is not a date (the `date`
    /// filter then returns its input unchanged).
    public func liquidDate(in timeZone: TimeZone, now: @autoclosure () -> Date = Date()) -> LiquidDate? {
        switch self {
        case .date(let d): return d
        case .int(let i): return LiquidDate.local(Date(timeIntervalSince1970: TimeInterval(i)), in: timeZone)
        case .string(let s):
            if s.isEmpty { return nil }
            let lower = s.lowercased()
            if lower == "now" || lower == "today" { return LiquidDate.local(now(), in: timeZone) }
            if !lower.isEmpty, lower.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                guard let seconds = Int(lower) else { return nil }
                return LiquidDate.local(Date(timeIntervalSince1970: TimeInterval(seconds)), in: timeZone)
            }
            return RubyTime.parse(lower, zone: timeZone, now: now())
        default:
            return nil
        }
    }
}

extension LiquidDate {
    /// `Time.at(t)` in the local zone `timeZone`, with the offset tzdata gives then.
    public static func local(_ date: Date, in timeZone: TimeZone) -> LiquidDate {
        let offset = ZoneRules.forZone(timeZone).offset(at: Int(date.timeIntervalSince1970.rounded(.down)))
        return LiquidDate(date, utcOffset: offset)
    }
}
