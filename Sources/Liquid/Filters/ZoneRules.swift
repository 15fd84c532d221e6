import Foundation

/// A time zone as the C library reads it from tzdata (`/usr/share/zoneinfo/NAME`, TZif): the
/// offset and abbreviation in force at any instant, including local mean time (`LMT`) before
/// the zone's first transition and the POSIX rule of the file's footer after its last one.
/// Ruby's `Time#localtime`, `Time.local` and `%Z` come from there, so this is what Jekyll's
/// `timezone:` shows (`PST`, `PDT`, `PWT`, `LMT`), where Foundation on Linux says `GMT-8`.
public final class ZoneRules: Sendable {
    public struct Period: Sendable, Equatable {
        public var offset: Int
        public var abbreviation: String
        public var isDST: Bool
    }

    /// Transition instants (seconds since 1970), ascending, and the period each starts.
    let transitions: [Int]
    let periods: [Period]
    /// The period before the first transition.
    let initial: Period
    /// The footer's rule for instants after the last transition; nil when there is none.
    let rule: PosixRule?
    public let identifier: String

    init(identifier: String, transitions: [Int], periods: [Period], initial: Period, rule: PosixRule?) {
        self.identifier = identifier
        self.transitions = transitions
        self.periods = periods
        self.initial = initial
        self.rule = rule
    }

    /// The rules of `timeZone`: its tzdata file when there is one, else its fixed offset and
    /// Foundation's name.
    public static func forZone(_ timeZone: TimeZone) -> ZoneRules { cache.rules(timeZone) }

    /// The offset and abbreviation in force at `seconds` since 1970 UTC.
    public func period(at seconds: Int) -> Period {
        if transitions.isEmpty || seconds < transitions[0] {
            if transitions.isEmpty, let rule { return rule.period(at: seconds) }
            return initial
        }
        if seconds >= transitions[transitions.count - 1], let rule { return rule.period(at: seconds) }
        var low = 0, high = transitions.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if transitions[mid] <= seconds { low = mid } else { high = mid - 1 }
        }
        return periods[low]
    }

    public func offset(at seconds: Int) -> Int { period(at: seconds).offset }

    /// The instant of wall-clock `local` seconds (fields read as if UTC), as Ruby's `Time.local`
    /// resolves it: a time repeated when clocks go back takes the later (standard) offset; a
    /// time skipped when they go forward moves forward by the gap.
    public func instant(ofLocal local: Int) -> (seconds: Int, offset: Int) {
        let before = offset(at: local - 86_400)
        let after = offset(at: local + 86_400)
        if offset(at: local - after) == after { return (local - after, after) }
        if offset(at: local - before) == before { return (local - before, before) }
        let seconds = local - before
        return (seconds, offset(at: seconds))
    }

    // MARK: Reading TZif

    static func load(_ timeZone: TimeZone) -> ZoneRules {
        var id = timeZone.identifier
        // The process's zone is the file `TZ` names, as the C library (and Ruby) read it:
        // Foundation calls `TZ=UTC` "GMT", whose abbreviation differs.
        if id == TimeZone.current.identifier, let tz = ProcessInfo.processInfo.environment["TZ"], !tz.isEmpty {
            let name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
            if TimeZone(identifier: name)?.identifier == id { id = name }
        }
        for root in ["/usr/share/zoneinfo/", "/usr/lib/zoneinfo/", "/usr/share/lib/zoneinfo/"] {
            guard !id.contains(".."), let data = FileManager.default.contents(atPath: root + id) else { continue }
            if let rules = parse([UInt8](data), identifier: id) { return rules }
        }
        let offset = timeZone.secondsFromGMT(for: Date())
        let period = Period(offset: offset, abbreviation: timeZone.abbreviation() ?? "", isDST: false)
        return ZoneRules(identifier: id, transitions: [], periods: [], initial: period, rule: nil)
    }

    static func parse(_ b: [UInt8], identifier: String) -> ZoneRules? {
        func u32(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        func s32(_ i: Int) -> Int { Int(Int32(truncatingIfNeeded: u32(i))) }
        func s64(_ i: Int) -> Int { Int(Int64(bitPattern: UInt64(u32(i)) << 32 | UInt64(u32(i + 4)))) }
        guard b.count >= 44, b[0] == 0x54, b[1] == 0x5A, b[2] == 0x69, b[3] == 0x66 else { return nil }
        let version = b[4]
        var start = 0
        var timeSize = 4
        func counts(_ at: Int) -> (isut: Int, isstd: Int, leap: Int, time: Int, type: Int, char: Int) {
            (u32(at + 20), u32(at + 24), u32(at + 28), u32(at + 32), u32(at + 36), u32(at + 40))
        }
        var c = counts(0)
        if version >= 0x32 {
            // Skip the 32-bit block to the 64-bit one.
            let v1 = 44 + c.time * 5 + c.type * 6 + c.char + c.leap * 8 + c.isstd + c.isut
            guard b.count >= v1 + 44 else { return nil }
            start = v1
            timeSize = 8
            c = counts(start)
        }
        var i = start + 44
        guard b.count >= i + c.time * (timeSize + 1) + c.type * 6 + c.char else { return nil }
        var times: [Int] = []
        for k in 0..<c.time { times.append(timeSize == 8 ? s64(i + k * 8) : s32(i + k * 4)) }
        i += c.time * timeSize
        let indices = (0..<c.time).map { Int(b[i + $0]) }
        i += c.time
        var types: [(Int, Bool, Int)] = []
        for k in 0..<c.type { types.append((s32(i + k * 6), b[i + k * 6 + 4] != 0, Int(b[i + k * 6 + 5]))) }
        i += c.type * 6
        let chars = Array(b[i..<(i + c.char)])
        i += c.char + c.leap * (timeSize + 4) + c.isstd + c.isut
        func name(_ at: Int) -> String {
            var end = at
            while end < chars.count, chars[end] != 0 { end += 1 }
            return String(decoding: chars[min(at, chars.count)..<end], as: UTF8.self)
        }
        let periodsOfTypes = types.map { Period(offset: $0.0, abbreviation: name($0.2), isDST: $0.1) }
        guard !periodsOfTypes.isEmpty, indices.allSatisfy({ $0 < periodsOfTypes.count }) else { return nil }
        var rule: PosixRule?
        if version >= 0x32, i < b.count, b[i] == 0x0A, let end = b[(i + 1)...].firstIndex(of: 0x0A) {
            rule = PosixRule(String(decoding: b[(i + 1)..<end], as: UTF8.self))
        }
        return ZoneRules(
            identifier: identifier, transitions: times, periods: indices.map { periodsOfTypes[$0] },
            initial: periodsOfTypes[0], rule: rule)
    }

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var zones: [String: ZoneRules] = [:]
        func rules(_ timeZone: TimeZone) -> ZoneRules {
            lock.lock()
            defer { lock.unlock() }
            if let known = zones[timeZone.identifier] { return known }
            let loaded = ZoneRules.load(timeZone)
            zones[timeZone.identifier] = loaded
            return loaded
        }
    }
    private static let cache = Cache()
}

/// A POSIX `TZ` rule (`PST8PDT,M3.2.0,M11.1.0`), as TZif footers give the years after their
/// last transition. Only the `Mm.w.d` and `Jn`/`n` day forms, as tzdata writes them.
struct PosixRule: Sendable {
    var standard: ZoneRules.Period
    var daylight: ZoneRules.Period?
    /// Start and end of daylight time: (day rule, seconds after local midnight).
    var start: (DayRule, Int) = (.julian0(0), 0)
    var end: (DayRule, Int) = (.julian0(0), 0)

    enum DayRule: Sendable {
        case month(Int, Int, Int)  // month, week 1–5, weekday 0–6
        case julian1(Int)  // 1–365, no Feb 29
        case julian0(Int)  // 0–365
    }

    init?(_ text: String) {
        var s = Substring(text)
        func name() -> String? {
            if s.first == "<" {
                guard let close = s.firstIndex(of: ">") else { return nil }
                let n = String(s[s.index(after: s.startIndex)..<close])
                s = s[s.index(after: close)...]
                return n
            }
            let n = s.prefix { $0.isLetter }
            guard n.count >= 3 else { return nil }
            s = s.dropFirst(n.count)
            return String(n)
        }
        func time() -> Int? {
            var sign = 1
            if s.first == "+" || s.first == "-" {
                if s.first == "-" { sign = -1 }
                s = s.dropFirst()
            }
            var parts: [Int] = []
            while true {
                let digits = s.prefix { $0.isASCII && $0.isNumber }
                guard let v = Int(digits) else { break }
                parts.append(v)
                s = s.dropFirst(digits.count)
                guard s.first == ":" else { break }
                s = s.dropFirst()
            }
            guard !parts.isEmpty else { return nil }
            let seconds = parts[0] * 3600 + (parts.count > 1 ? parts[1] * 60 : 0) + (parts.count > 2 ? parts[2] : 0)
            return sign * seconds
        }
        func day() -> DayRule? {
            if s.first == "M" {
                s = s.dropFirst()
                let nums = s.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
                s = s.dropFirst(s.prefix { $0.isNumber || $0 == "." }.count)
                guard nums.count == 3 else { return nil }
                return .month(nums[0], nums[1], nums[2])
            }
            let julian = s.first == "J"
            if julian { s = s.dropFirst() }
            let digits = s.prefix { $0.isNumber }
            guard let n = Int(digits) else { return nil }
            s = s.dropFirst(digits.count)
            return julian ? .julian1(n) : .julian0(n)
        }
        func transition() -> (DayRule, Int)? {
            guard s.first == "," else { return nil }
            s = s.dropFirst()
            guard let d = day() else { return nil }
            var t = 7200
            if s.first == "/" {
                s = s.dropFirst()
                guard let v = time() else { return nil }
                t = v
            }
            return (d, t)
        }
        guard let stdName = name(), let stdOffset = time() else { return nil }
        standard = ZoneRules.Period(offset: -stdOffset, abbreviation: stdName, isDST: false)
        if s.isEmpty { return }
        guard let dstName = name() else { return nil }
        var dstOffset = -stdOffset + 3600
        if s.first != ",", let v = time() { dstOffset = -v }
        daylight = ZoneRules.Period(offset: dstOffset, abbreviation: dstName, isDST: true)
        guard let st = transition(), let en = transition() else { return nil }
        start = st
        end = en
    }

    func period(at seconds: Int) -> ZoneRules.Period {
        guard let daylight else { return standard }
        let year = CivilTime(LiquidDate(Date(timeIntervalSince1970: Double(seconds)), utcOffset: standard.offset)).year
        func instant(_ rule: (DayRule, Int), year: Int, offset: Int) -> Int {
            let dayNumber: Int
            switch rule.0 {
            case .julian1(let n):
                dayNumber = CivilTime.days(year: year, month: 1, day: 1) + n - 1
                    + (n >= 60 && Self.isLeap(year) ? 1 : 0)
            case .julian0(let n):
                dayNumber = CivilTime.days(year: year, month: 1, day: 1) + n
            case .month(let m, let w, let wd):
                let first = CivilTime.days(year: year, month: m, day: 1)
                let firstWeekday = ((first % 7) + 11) % 7
                var d = first + (wd - firstWeekday + 7) % 7 + (w - 1) * 7
                let nextMonth = m == 12 ? CivilTime.days(year: year + 1, month: 1, day: 1) : CivilTime.days(year: year, month: m + 1, day: 1)
                while d >= nextMonth { d -= 7 }
                dayNumber = d
            }
            return dayNumber * 86400 + rule.1 - offset
        }
        let startAt = instant(start, year: year, offset: standard.offset)
        let endAt = instant(end, year: year, offset: daylight.offset)
        if startAt < endAt {
            return seconds >= startAt && seconds < endAt ? daylight : standard
        }
        // Southern hemisphere: daylight time spans the new year.
        return seconds >= endAt && seconds < startAt ? standard : daylight
    }

    static func isLeap(_ y: Int) -> Bool { y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) }
}
