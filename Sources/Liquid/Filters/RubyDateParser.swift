import Foundation

/// The fields Ruby's `Date._parse` finds in a text (its hash: `:year`, `:mon`, `:mday`, …).
/// Written from Ruby's documented and observed behaviour: a lenient scan that looks for one
/// shape after another anywhere in the text, blanks out what each shape took, and keeps what
/// the first date shape found. `Time.parse` uses `year`, `yday`, `mon`, `mday`, `hour`, `min`,
/// `sec`, `secFraction` and `zone`; the week fields are read but unused there.
public struct RubyDateFields: Sendable, Equatable {
    public var year: Int?
    public var mon: Int?
    public var mday: Int?
    public var yday: Int?
    public var wday: Int?
    public var cwyear: Int?
    public var cweek: Int?
    public var cwday: Int?
    public var hour: Int?
    public var min: Int?
    public var sec: Int?
    /// Fraction of a second in nanoseconds (Ruby keeps a Rational; nine digits are kept).
    public var secFraction: Int?
    public var zone: String?

    public init() {}

    /// Whether any field `Time.parse` uses was found.
    var hasTimeInformation: Bool {
        year != nil || yday != nil || mon != nil || mday != nil || hour != nil || min != nil || sec != nil
            || secFraction != nil
    }
}

/// Ruby's `Date._parse` grammar (see `RubyDateFields`). The shapes, in the order they are tried:
/// a weekday name; a time (`15:04:05.5`, `3pm`, `1h30m`) with the zone written after it; then
/// the first date shape that matches — European `18 Nov 2024`, American `Nov 18, 2024`, ISO
/// `2024-11-18`, Japanese era `H26.11.18`, VMS `18-Nov-2024`, slashes `a/b/c`, dots `a.b.c`,
/// ISO week and ordinal forms (`2024-W47-1`, `--11-18`, `2024-323`), `'24`, a month name
/// alone, an ordinal day `18th`, runs of digits (`20241118T150405Z`); last an era (`BC`) and
/// a lone number standing for the day or the hour.
public enum RubyDateParser {
    /// Ruby refuses longer texts (`string length (N) exceeds the limit 128`).
    public static let lengthLimit = 128

    /// The fields of `text`; nil when Ruby raises (a text over 128 characters).
    public static func parse(_ text: String) -> RubyDateFields? {
        guard text.count <= lengthLimit else { return nil }
        var scan = Scan(text)
        return scan.run()
    }

    // MARK: - Patterns

    /// Ruby's regexes match `\d` and `\s` in ASCII only; ICU's would take any digit or space.
    static func compile(_ source: String, caseInsensitive: Bool = true) -> NSRegularExpression {
        var out = ""
        var inClass = 0
        var chars = Array(source)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count {
                let n = chars[i + 1]
                switch n {
                case "d": out += inClass > 0 ? "0-9" : "[0-9]"
                case "s": out += inClass > 0 ? " \\t\\n\\x0B\\f\\r" : "[ \\t\\n\\x0B\\f\\r]"
                default: out.append(c); out.append(n)
                }
                i += 2
                continue
            }
            if c == "[" { inClass += 1 } else if c == "]", inClass > 0 { inClass -= 1 }
            out.append(c)
            i += 1
        }
        chars = []
        return try! NSRegularExpression(pattern: out, options: caseInsensitive ? [.caseInsensitive] : [])
    }

    static let months = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
    static let days = "sun|mon|tue|wed|thu|fri|sat"
    static let era = "(c(?:e|\\.e\\.)|b(?:ce|\\.c\\.e\\.)|a(?:d|\\.d\\.)|b(?:c|\\.c\\.))"

    struct Patterns: @unchecked Sendable {
        let blanks = compile("[^-+',./:@[:alnum:]\\[\\]]+")
        let weekday = compile("\\b(\(days))[^-/\\d\\s]*")
        let time = compile(
            "(\\d+\\s*(?:(?::\\s*\\d+(?:\\s*:\\s*\\d+(?:[,.]\\d*)?)?|h(?:\\s*\\d+m?(?:\\s*\\d+s?)?)?)(?:\\s*[ap](?:m\\b|\\.m\\.))?|[ap](?:m\\b|\\.m\\.)))"
                + "(?:\\s*((?:gmt|utc?)?[-+]\\d+(?:[,.:]\\d+(?::\\d+)?)?|(?-i:[[:alpha:].\\s]+)(?:standard|daylight)\\stime\\b|(?-i:[[:alpha:]]+)(?:\\sdst)?\\b))?")
        let timeParts = compile(
            "\\A(\\d+)h?(?:\\s*:?\\s*(\\d+)m?(?:\\s*:?\\s*(\\d+)(?:[,.](\\d+))?s?)?)?(?:\\s*([ap])(?:m\\b|\\.m\\.))?")
        let european = compile(
            "('?\\d+)[^-\\d\\s']*\\s*(\(months))[^-\\d\\s']*(?:\\s*(?:,\\s*)?\(era)?\\s*('?-?\\d+(?:(?:st|nd|rd|th)\\b)?))?")
        let american = compile(
            "\\b(\(months))[^-\\d\\s']*\\s*('?\\d+)[^-\\d\\s']*(?:\\s*,?\\s*\(era)?\\s*('?-?\\d+))?")
        let iso = compile("('?[-+]?\\d+)-(\\d+)-('?-?\\d+)")
        let jis = compile("\\b([mtshr])(\\d+)\\.(\\d+)\\.(\\d+)")
        let vms1 = compile("('?-?\\d+)-(\(months))[^-/.]*-('?-?\\d+)")
        let vms2 = compile("\\b(\(months))[^-/.]*-('?-?\\d+)(?:-('?-?\\d+))?")
        let slash = compile("('?-?\\d+)/\\s*('?\\d+)(?:\\D\\s*('?-?\\d+))?")
        let dot = compile("('?-?\\d+)\\.\\s*('?\\d+)\\.\\s*('?-?\\d+)")
        let isoWeek = compile("\\b(\\d{2}|\\d{4})?-?w(\\d{2})(?:-?(\\d))?\\b")
        let isoWeekday = compile("-w-(\\d)\\b")
        let isoMonthDay = compile("--(\\d{2})?-(\\d{2})\\b")
        let isoMonthDay2 = compile("--(\\d{2})(\\d{2})?\\b")
        let isoOrdinalGuard = compile("[,.](\\d{2}|\\d{4})-\\d{3}\\b")
        let isoOrdinal = compile("\\b(\\d{2}|\\d{4})-(\\d{3})\\b")
        let isoYdayGuard = compile("\\d-\\d{3}\\b")
        let isoYday = compile("\\b-(\\d{3})\\b")
        let quotedYear = compile("'(\\d+)\\b")
        let monthName = compile("\\b(\(months))\\S*")
        let ordinalDay = compile("(\\d+)(st|nd|rd|th)\\b")
        let digits = compile(
            "([-+]?)(\\d{2,14})(?:\\s*t?\\s*(\\d{2,6})?(?:[,.](\\d*))?)?(?:\\s*(z\\b|[-+]\\d{1,4}\\b|\\[[-+]?\\d[^\\]]*\\]))?")
        let bc = compile("\\b(bc\\b|bce\\b|b\\.c\\.|b\\.c\\.e\\.)")
        let fragment = compile("\\A\\s*(\\d{1,2})\\s*\\z")
    }
    static let patterns = Patterns()

    /// The text being scanned, with the parts already read blanked out.
    struct Scan {
        var text: NSMutableString
        var fields = RubyDateFields()
        var bc = false
        /// Whether a two-digit year gets its century (69–99 → 19xx, 00–68 → 20xx).
        var completeYear = true

        init(_ source: String) {
            // Outside ASCII only letters and digits count, and only as word characters (Ruby's
            // `\d` and every name in the grammar are ASCII): each becomes `x`, anything else the
            // blank Ruby's first gsub makes of it. Foundation's regular expressions on Linux
            // also trap on a combining mark inside a match (`":\u{1DD0}-}"`, found by fuzzing).
            var ascii = String.UnicodeScalarView()
            for scalar in source.unicodeScalars {
                if scalar.isASCII {
                    ascii.append(scalar)
                } else {
                    let p = scalar.properties
                    ascii.append(p.isAlphabetic || p.generalCategory == .decimalNumber ? "x" : " ")
                }
            }
            let s = NSMutableString(string: String(ascii))
            let p = RubyDateParser.patterns
            _ = p.blanks.replaceMatches(in: s, range: NSRange(location: 0, length: s.length), withTemplate: " ")
            text = s
        }

        /// The first match of `pattern`, blanked out of the text (replaced by one space), as
        /// its groups (nil for a group that took no part).
        mutating func take(_ pattern: NSRegularExpression) -> [String?]? {
            guard let m = pattern.firstMatch(in: text as String, range: NSRange(location: 0, length: text.length)) else {
                return nil
            }
            let groups: [String?] = (0..<m.numberOfRanges).map { k in
                let r = m.range(at: k)
                return r.location == NSNotFound ? nil : text.substring(with: r)
            }
            text.replaceCharacters(in: m.range, with: " ")
            return groups
        }

        func matches(_ pattern: NSRegularExpression) -> Bool {
            pattern.firstMatch(in: text as String, range: NSRange(location: 0, length: text.length)) != nil
        }

        mutating func run() -> RubyDateFields {
            let p = RubyDateParser.patterns
            if let g = take(p.weekday) {
                fields.wday = RubyDateParser.index(of: g[1]!, in: RubyDateParser.days)
            }
            if let g = take(p.time) { readTime(g[1]!, zone: g[2]) }
            _ = readDate()
            if take(p.bc) != nil { bc = true }
            if let g = take(p.fragment), let n = Int(g[1]!) {
                if fields.hour != nil, fields.mday == nil {
                    if (1...31).contains(n) { fields.mday = n }
                } else if fields.mday != nil, fields.hour == nil {
                    if (0...24).contains(n) { fields.hour = n }
                }
            }
            if bc {
                if let y = fields.year { fields.year = -y + 1 }
                if let y = fields.cwyear { fields.cwyear = -y + 1 }
            }
            if completeYear {
                if let y = fields.year, (0...99).contains(y) { fields.year = y + (y >= 69 ? 1900 : 2000) }
                if let y = fields.cwyear, (0...99).contains(y) { fields.cwyear = y + (y >= 69 ? 1900 : 2000) }
            }
            return fields
        }

        mutating func readTime(_ time: String, zone: String?) {
            let p = RubyDateParser.patterns
            if let zone { fields.zone = zone }
            let ns = time as NSString
            guard let m = p.timeParts.firstMatch(in: time, range: NSRange(location: 0, length: ns.length)) else { return }
            func group(_ k: Int) -> String? {
                let r = m.range(at: k)
                return r.location == NSNotFound ? nil : ns.substring(with: r)
            }
            var hour = RubyDateParser.number(group(1)!)
            if let meridian = group(5) {
                hour = hour % 12 + (meridian.lowercased() == "p" ? 12 : 0)
            }
            fields.hour = hour
            if let m = group(2) { fields.min = RubyDateParser.number(m) }
            if let s = group(3) { fields.sec = RubyDateParser.number(s) }
            if let f = group(4) { fields.secFraction = RubyDateParser.nanoseconds(f) }
        }

        /// The date shapes: the first that matches is the date.
        mutating func readDate() -> Bool {
            let p = RubyDateParser.patterns
            if let g = take(p.european) {
                let mon = RubyDateParser.index(of: g[2]!, in: RubyDateParser.months)! + 1
                setYMD(year: g[4], mon: String(mon), day: g[1], bc: g[3].map(RubyDateParser.isBC) ?? false)
                return true
            }
            if let g = take(p.american) {
                let mon = RubyDateParser.index(of: g[1]!, in: RubyDateParser.months)! + 1
                setYMD(year: g[4], mon: String(mon), day: g[2], bc: g[3].map(RubyDateParser.isBC) ?? false)
                return true
            }
            if let g = take(p.iso) {
                setYMD(year: g[1], mon: g[2], day: g[3], bc: false)
                return true
            }
            if let g = take(p.jis) {
                let eras: [Character: Int] = ["m": 1867, "t": 1911, "s": 1925, "h": 1988, "r": 2018]
                let base = eras[Character(g[1]!.lowercased())] ?? 0
                fields.year = RubyDateParser.number(g[2]!) + base
                fields.mon = RubyDateParser.number(g[3]!)
                fields.mday = RubyDateParser.number(g[4]!)
                return true
            }
            if let g = take(p.vms1) {
                let mon = RubyDateParser.index(of: g[2]!, in: RubyDateParser.months)! + 1
                setYMD(year: g[3], mon: String(mon), day: g[1], bc: false)
                return true
            }
            if let g = take(p.vms2) {
                let mon = RubyDateParser.index(of: g[1]!, in: RubyDateParser.months)! + 1
                setYMD(year: g[3], mon: String(mon), day: g[2], bc: false)
                return true
            }
            if let g = take(p.slash) {
                setYMD(year: g[1], mon: g[2], day: g[3], bc: false)
                return true
            }
            if let g = take(p.dot) {
                setYMD(year: g[1], mon: g[2], day: g[3], bc: false)
                return true
            }
            if readISO2() { return true }
            if let g = take(p.quotedYear) {
                fields.year = RubyDateParser.number(g[1]!)
                return true
            }
            if let g = take(p.monthName) {
                fields.mon = RubyDateParser.index(of: g[1]!, in: RubyDateParser.months)! + 1
                return true
            }
            if let g = take(p.ordinalDay) {
                fields.mday = RubyDateParser.number(g[1]!)
                return true
            }
            if let g = take(p.digits) {
                readDigits(sign: g[1] ?? "", g[2]!, time: g[3], fraction: g[4], zone: g[5])
                return true
            }
            return false
        }

        mutating func readISO2() -> Bool {
            let p = RubyDateParser.patterns
            if let g = take(p.isoWeek) {
                if let y = g[1] { fields.cwyear = RubyDateParser.number(y) }
                fields.cweek = RubyDateParser.number(g[2]!)
                if let d = g[3] { fields.cwday = RubyDateParser.number(d) }
                return true
            }
            if let g = take(p.isoWeekday) {
                fields.cwday = RubyDateParser.number(g[1]!)
                return true
            }
            if let g = take(p.isoMonthDay) {
                if let m = g[1] { fields.mon = RubyDateParser.number(m) }
                fields.mday = RubyDateParser.number(g[2]!)
                return true
            }
            if let g = take(p.isoMonthDay2) {
                fields.mon = RubyDateParser.number(g[1]!)
                if let d = g[2] { fields.mday = RubyDateParser.number(d) }
                return true
            }
            if !matches(p.isoOrdinalGuard), let g = take(p.isoOrdinal) {
                fields.year = RubyDateParser.number(g[1]!)
                fields.yday = RubyDateParser.number(g[2]!)
                return true
            }
            if !matches(p.isoYdayGuard), let g = take(p.isoYday) {
                fields.yday = RubyDateParser.number(g[1]!)
                return true
            }
            return false
        }

        /// A run of digits: its length says which fields it holds.
        mutating func readDigits(sign: String, _ s: String, time: String?, fraction: String?, zone: String?) {
            let d = Array(s)
            func num(_ from: Int, _ count: Int) -> Int { RubyDateParser.number(String(d[from..<(from + count)])) }
            let timeOnly = time == nil && fraction != nil
            let n = d.count
            if timeOnly {
                // Read from the right: seconds, minutes, hours, day, month, year (odd lengths
                // past eight give nothing).
                guard n <= 8 || n % 2 == 0 else {
                    if let fraction { fields.secFraction = RubyDateParser.nanoseconds(fraction) }
                    return
                }
                var end = n
                func next(_ width: Int) -> Int? {
                    guard end > 0 else { return nil }
                    let start = max(0, end - width)
                    let v = num(start, end - start)
                    end = start
                    return v
                }
                fields.sec = next(2)
                if let v = next(2) { fields.min = v }
                if let v = next(2) { fields.hour = v }
                if let v = next(2) { fields.mday = v }
                if let v = next(2) { fields.mon = v }
                if end > 0 {
                    var y = num(0, end)
                    if sign == "-" { y = -y }
                    fields.year = y
                    if end > 2 || !sign.isEmpty { completeYear = false }
                }
            } else {
                switch n {
                case 2: fields.mday = num(0, 2)
                case 3: fields.yday = num(0, 3)
                case 4: fields.mon = num(0, 2); fields.mday = num(2, 2)
                case 5: fields.year = signed(sign, num(0, 2)); fields.yday = num(2, 3)
                case 6: fields.year = signed(sign, num(0, 2)); fields.mon = num(2, 2); fields.mday = num(4, 2)
                case 7:
                    fields.year = signed(sign, num(0, 4)); fields.yday = num(4, 3)
                    completeYear = false
                case 9, 11, 13: break
                default:
                    // 8, 10, 12 or 14 digits: yyyymmdd, then hours, minutes, seconds.
                    fields.year = signed(sign, num(0, 4))
                    completeYear = false
                    if n >= 6 { fields.mon = num(4, 2) }
                    if n >= 8 { fields.mday = num(6, 2) }
                    if n >= 10 { fields.hour = num(8, 2) }
                    if n >= 12 { fields.min = num(10, 2) }
                    if n >= 14 { fields.sec = num(12, 2) }
                }
                if !sign.isEmpty, n >= 5 { completeYear = false }
                if let time, time.count % 2 == 0 {
                    // `T150405`: two, four or six digits of time.
                    let t = Array(time)
                    func tnum(_ from: Int) -> Int { RubyDateParser.number(String(t[from..<(from + 2)])) }
                    fields.hour = tnum(0)
                    if t.count >= 4 { fields.min = tnum(2) }
                    if t.count >= 6 { fields.sec = tnum(4) }
                }
            }
            if let fraction { fields.secFraction = RubyDateParser.nanoseconds(fraction) }
            if let zone {
                if zone.hasPrefix("[") {
                    // `[-5:EST]`: the name after the colon, else the offset.
                    let inner = String(zone.dropFirst().dropLast())
                    let parts = inner.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                    fields.zone = String(parts.count == 2 ? parts[1] : parts[0])
                } else {
                    fields.zone = zone
                }
            }
        }

        func signed(_ sign: String, _ v: Int) -> Int { sign == "-" ? -v : v }

        /// Ruby's `s3e`: three strings in the order the shape wrote them, put in their places
        /// by their form (a quote or more than two digits marks the year).
        mutating func setYMD(year yIn: String?, mon mIn: String?, day dIn: String?, bc isBC: Bool) {
            var y = yIn, m = mIn, d = dIn
            if y != nil, m != nil, d == nil { (y, m, d) = (d, y, m) }
            if y == nil {
                if let dd = d, dd.count > 2 || dd.hasPrefix("'") {
                    y = dd
                    d = nil
                }
            }
            if let yy = y, let firstDigit = yy.firstIndex(where: \.isASCIIDigitLike) {
                // A year followed by other text (`18th`) is the day.
                let rest = yy[firstDigit...].drop(while: \.isASCIIDigitLike)
                if !rest.isEmpty { (y, d) = (d, String(yy[firstDigit...].prefix(while: \.isASCIIDigitLike))) }
            }
            if let mm = m, mm.hasPrefix("'") || mm.count > 2 { (y, m, d) = (m, d, y) }
            if let dd = d, dd.hasPrefix("'") || dd.count > 2 { (y, d) = (d, y) }
            if let yy = y {
                let chars = Array(yy.drop { $0 == "'" })
                var i = 0
                var negative = false
                var signed = false
                if i < chars.count, chars[i] == "-" || chars[i] == "+" {
                    negative = chars[i] == "-"
                    signed = true
                    i += 1
                }
                let digits = String(chars[i...].prefix(while: \.isASCIIDigitLike))
                if !digits.isEmpty {
                    if signed || digits.count > 2 { completeYear = false }
                    var value = RubyDateParser.number(digits)
                    if negative { value = -value }
                    fields.year = value
                }
            }
            if isBC { bc = true }
            if let mm = m, let v = RubyDateParser.firstNumber(mm) { fields.mon = v }
            if let dd = d, let v = RubyDateParser.firstNumber(dd) { fields.mday = v }
        }
    }

    // MARK: - Helpers

    static func index(of word: String, in list: String) -> Int? {
        let prefix = word.prefix(3).lowercased()
        return list.split(separator: "|").firstIndex { $0 == prefix }
    }

    static func isBC(_ era: String) -> Bool { era.lowercased().hasPrefix("b") }

    /// The decimal value of ASCII digits (huge values saturate).
    static func number(_ s: String) -> Int {
        var v = 0
        for b in s.utf8 where b >= 0x30 && b <= 0x39 {
            let (m, o1) = v.multipliedReportingOverflow(by: 10)
            let (a, o2) = m.addingReportingOverflow(Int(b - 0x30))
            if o1 || o2 { return Int.max }
            v = a
        }
        return v
    }

    static func firstNumber(_ s: String) -> Int? {
        let digits = s.drop { !$0.isASCIIDigitLike }.prefix(while: \.isASCIIDigitLike)
        return digits.isEmpty ? nil : number(String(digits))
    }

    static func digitCount(_ s: String) -> Int { s.filter(\.isASCIIDigitLike).count }

    /// `"5"` → 500,000,000: a fraction's first nine digits as nanoseconds.
    static func nanoseconds(_ digits: String) -> Int {
        let kept = String(digits.prefix(9))
        return number(kept + String(repeating: "0", count: 9 - kept.count))
    }
}

extension Character {
    fileprivate var isASCIIDigitLike: Bool { self >= "0" && self <= "9" }
}
