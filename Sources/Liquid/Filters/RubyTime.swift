import Foundation

/// Ruby's `Time.parse` (time.rb's `make_time` over `Date._parse`'s fields), with the process's
/// local zone being `zone` (Jekyll sets `TZ` to the site's `timezone:`).
public enum RubyTime {
    /// `Time.parse(text)`; nil where Ruby raises `ArgumentError` (no date or time in the text,
    /// a field out of range, an offset of a day or more).
    public static func parse(_ text: String, zone: TimeZone, now: Date = Date()) -> LiquidDate? {
        guard let fields = isoFields(text) ?? RubyDateParser.parse(text), fields.hasTimeInformation else { return nil }
        return make(fields, zone: ZoneRules.forZone(zone), now: now)
    }

    /// The fields of the form front matter and feeds hold almost always, `YYYY-MM-DD`, then
    /// optionally ` `/`T` and `HH:MM[:SS[.frac]]` and a zone (`Z`, `±HH:MM`, `±HHMM`, after
    /// optional spaces), read byte by byte: the same fields the grammar finds (its regexes cost
    /// most of a `date` filter). Nil for any other text.
    static func isoFields(_ text: String) -> RubyDateFields? {
        var text = text
        return text.withUTF8 { b -> RubyDateFields? in
            let n = b.count
            guard n >= 10, n <= 40, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-") else { return nil }
            func digit(_ i: Int) -> Int? {
                guard i < n else { return nil }
                let v = Int(b[i]) &- 0x30
                return v >= 0 && v <= 9 ? v : nil
            }
            func two(_ i: Int) -> Int? { digit(i).flatMap { a in digit(i + 1).map { a * 10 + $0 } } }
            guard let y1 = two(0), let y2 = two(2), let month = two(5), let day = two(8) else { return nil }
            var f = RubyDateFields()
            f.year = y1 * 100 + y2
            f.mon = month
            f.mday = day
            if n == 10 { return f }
            let separator = b[10]
            guard separator == UInt8(ascii: " ") || separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t"),
                let hour = two(11), n >= 16, b[13] == UInt8(ascii: ":"), let minute = two(14)
            else { return nil }
            f.hour = hour
            f.min = minute
            var i = 16
            if i < n, b[i] == UInt8(ascii: ":") {
                guard let second = two(i + 1) else { return nil }
                f.sec = second
                i += 3
                if i < n, b[i] == UInt8(ascii: ".") || b[i] == UInt8(ascii: ",") {
                    i += 1
                    let start = i
                    while i < n, digit(i) != nil { i += 1 }
                    guard i > start else { return nil }
                    f.secFraction = RubyDateParser.nanoseconds(String(decoding: b[start..<i], as: UTF8.self))
                }
            }
            if digit(i) != nil { return nil }
            if i == n { return f }
            var z = i
            while z < n, b[z] == UInt8(ascii: " ") { z += 1 }
            guard z < n else { return nil }
            let rest = n - z
            switch b[z] {
            case UInt8(ascii: "Z"), UInt8(ascii: "z"):
                guard rest == 1 else { return nil }
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard two(z + 1) != nil else { return nil }
                if rest == 5 {
                    guard two(z + 3) != nil else { return nil }
                } else if rest == 6 {
                    guard b[z + 3] == UInt8(ascii: ":"), two(z + 4) != nil else { return nil }
                } else {
                    return nil
                }
            default:
                return nil
            }
            f.zone = String(decoding: b[z..<n], as: UTF8.self)
            return f
        }
    }

    /// Time.rb's `ZoneOffset`: the zone names `Time.parse` knows, in hours.
    static let zoneOffsets: [String: Int] = [
        "UTC": 0, "Z": 0, "UT": 0, "GMT": 0, "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6,
        "PST": -8, "PDT": -7,
        "A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6, "G": 7, "H": 8, "I": 9, "K": 10, "L": 11, "M": 12,
        "N": -1, "O": -2, "P": -3, "Q": -4, "R": -5, "S": -6, "T": -7, "U": -8, "V": -9, "W": -10, "X": -11, "Y": -12,
    ]

    /// Time.rb's `zone_offset`: `+hh:mm`, `+hhmm`, `+hh:mm:ss`, `+hh`, a known name, or the
    /// local zone's own abbreviation in January or July of `year`.
    static func zoneOffset(_ zone: String, year: Int, rules: ZoneRules) -> Int? {
        let z = zone.uppercased()
        let b = Array(z.utf8)
        func digit(_ i: Int) -> Int? { i < b.count && b[i] >= 0x30 && b[i] <= 0x39 ? Int(b[i] - 0x30) : nil }
        func two(_ i: Int) -> Int? { digit(i).flatMap { a in digit(i + 1).map { a * 10 + $0 } } }
        if let first = b.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            let sign = first == UInt8(ascii: "-") ? -1 : 1
            guard let h = two(1) else { return nil }
            if b.count == 3 { return sign * h * 3600 }
            let colon = b.count > 3 && b[3] == UInt8(ascii: ":")
            let mAt = colon ? 4 : 3
            guard let m = two(mAt) else { return nil }
            var s = 0
            let end = mAt + 2
            if b.count != end {
                let sAt = colon ? end + 1 : end
                guard !colon || (b.count > end && b[end] == UInt8(ascii: ":")), let ss = two(sAt), b.count == sAt + 2 else { return nil }
                s = ss
            }
            return sign * ((h * 60 + m) * 60 + s)
        }
        if let hours = zoneOffsets[z] { return hours * 3600 }
        for month in [1, 7] {
            let local = CivilTime.days(year: year, month: month, day: 1) * 86400
            let at = rules.instant(ofLocal: local)
            let period = rules.period(at: at.seconds)
            if period.abbreviation.uppercased() == z { return period.offset }
        }
        return nil
    }

    static func isUTCZone(_ zone: String) -> Bool {
        ["-00:00", "-0000", "-00", "UTC", "Z", "UT"].contains(zone.uppercased())
    }

    public static func monthDays(_ year: Int, _ month: Int) -> Int {
        monthDaysAsRubyIndexes(year, month) ?? 31
    }

    /// Time.rb's `month_days`: its table indexed by `month - 1` as a Ruby array is (month 0 is
    /// December's 31, month 13 is nil).
    static func monthDaysAsRubyIndexes(_ year: Int, _ month: Int) -> Int? {
        let table = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        var index = month - 1
        if index < 0 { index += 12 }
        guard (0..<12).contains(index) else { return nil }
        if index == 1, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) { return 29 }
        return table[index]
    }

    static func make(_ f: RubyDateFields, zone rules: ZoneRules, now: Date) -> LiquidDate? {
        var year = f.year, mon = f.mon, day = f.mday, hour = f.hour, min = f.min, sec = f.sec
        var nanos = f.secFraction
        let nowSeconds = Int(now.timeIntervalSince1970.rounded(.down))
        let nowLocal = CivilTime(LiquidDate(now, utcOffset: rules.offset(at: nowSeconds)))
        let offYear = year ?? nowLocal.year
        var off = f.zone.flatMap { zoneOffset($0, year: offYear, rules: rules) }

        if let yday = f.yday {
            guard (1...366).contains(yday) else { return nil }
            var m = (yday - 1) / 31 + 1
            var d = (yday - 1) % 31 + 1
            var g = f
            g.yday = nil
            g.mon = m
            g.mday = d
            guard let t = make(g, zone: rules, now: now) else { return nil }
            let diff = yday - CivilTime(t).dayOfYear
            if diff == 0 { return t }
            d += diff
            if d > 28, let md = monthDaysAsRubyIndexes(offYear, m), d > md {
                m += 1
                if m > 12 { return nil }
                d -= md
            }
            g.mon = m
            g.mday = d
            return make(g, zone: rules, now: now)
        }

        // What the text leaves out comes from now, down to the first field it gives.
        let nowThere: CivilTime
        if let off {
            nowThere = CivilTime(LiquidDate(now, utcOffset: off))
        } else {
            nowThere = nowLocal
        }
        repeat {
            if year != nil { break }
            year = nowThere.year
            if mon != nil { break }
            mon = nowThere.month
            if day != nil { break }
            day = nowThere.day
            if hour != nil { break }
            hour = nowThere.hour
            if min != nil { break }
            min = nowThere.minute
            if sec != nil { break }
            sec = nowThere.second
            if nanos != nil { break }
            nanos = nowThere.nanosecond
        } while false
        var y = year ?? 1970, mo = mon ?? 1, d = day ?? 1, h = hour ?? 0, mi = min ?? 0, s = sec ?? 0
        let ns = nanos ?? 0
        if y != offYear {
            off = f.zone.flatMap { zoneOffset($0, year: y, rules: rules) }
        }
        // Time.utc / Time.local's checks.
        func valid() -> Bool {
            (1...12).contains(mo) && (1...31).contains(d) && (0...24).contains(h) && (0...59).contains(mi)
                && (0...60).contains(s) && (h < 24 || (mi == 0 && s == 0))
        }
        if let offset = off {
            guard abs(offset) < 86_400 else { return nil }
            (y, mo, d, h, mi, s) = applyOffset(y, mo, d, h, mi, s, offset)
            guard valid() else { return nil }
            let seconds = utcSeconds(y, mo, d, h, mi, s)
            if let zone = f.zone, isUTCZone(zone) {
                return LiquidDate(seconds: seconds, nanos: ns, utcOffset: 0, zone: .utc)
            }
            // force_zone!: the local zone when it has this offset then, else a bare offset.
            let local = rules.period(at: seconds)
            if local.offset == offset { return LiquidDate(seconds: seconds, nanos: ns, utcOffset: offset, zone: .local) }
            return LiquidDate(seconds: seconds, nanos: ns, utcOffset: offset, zone: .fixed)
        }
        guard valid() else { return nil }
        let local = utcSeconds(y, mo, d, h, mi, s)
        let at = rules.instant(ofLocal: local)
        return LiquidDate(seconds: at.seconds, nanos: ns, utcOffset: at.offset, zone: .local)
    }

    /// Fields to seconds since 1970 as Ruby's `Time.utc` counts them: days past the month's
    /// end run into the next month, hour 24 and second 60 into the next day and minute.
    public static func utcSeconds(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int, _ s: Int) -> Int {
        CivilTime.days(year: y, month: mo, day: d) * 86400 + h * 3600 + mi * 60 + s
    }

    /// Time.rb's `apply_offset`: fields minus `off`, carried the way it carries them.
    static func applyOffset(_ y0: Int, _ mo0: Int, _ d0: Int, _ h0: Int, _ mi0: Int, _ s0: Int, _ off0: Int)
        -> (Int, Int, Int, Int, Int, Int)
    {
        var (year, mon, day, hour, min, sec) = (y0, mo0, d0, h0, mi0, s0)
        func divmod(_ a: Int, _ b: Int) -> (Int, Int) {
            let q = Int((Double(a) / Double(b)).rounded(.down))
            return (q, a - q * b)
        }
        var o = 0
        if off0 < 0 {
            var off = -off0
            (off, o) = divmod(off, 60)
            if o != 0 { sec += o; (o, sec) = divmod(sec, 60); off += o }
            (off, o) = divmod(off, 60)
            if o != 0 { min += o; (o, min) = divmod(min, 60); off += o }
            (off, o) = divmod(off, 24)
            if o != 0 { hour += o; (o, hour) = divmod(hour, 24); off += o }
            if off != 0 {
                day += off
                if let days = monthDaysAsRubyIndexes(year, mon), days < day {
                    mon += 1
                    if mon > 12 { mon = 1; year += 1 }
                    day = 1
                }
            }
        } else if off0 > 0 {
            var off = off0
            (off, o) = divmod(off, 60)
            if o != 0 { sec -= o; (o, sec) = divmod(sec, 60); off -= o }
            (off, o) = divmod(off, 60)
            if o != 0 { min -= o; (o, min) = divmod(min, 60); off -= o }
            (off, o) = divmod(off, 24)
            if o != 0 { hour -= o; (o, hour) = divmod(hour, 24); off -= o }
            if off != 0 {
                day -= off
                if day < 1 {
                    mon -= 1
                    if mon < 1 { year -= 1; mon = 12 }
                    day = monthDaysAsRubyIndexes(year, mon) ?? day
                }
            }
        }
        return (year, mon, day, hour, min, sec)
    }
}

extension LiquidDate {
    init(seconds: Int, nanos: Int, utcOffset: Int, zone: Zone) {
        self.init(Date(timeIntervalSince1970: Double(seconds) + Double(nanos) / 1e9), utcOffset: utcOffset)
        self.zone = zone
    }
}
