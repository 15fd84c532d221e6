import Foundation
import Liquid
import Markdown

/// What Jekyll's filters need from the site being built; filled once per build.
public struct JekyllFilterSite: Sendable {
    /// `baseurl` from the config (`/blog`), used by `relative_url`.
    public var baseurl: String
    /// `url` from the config (`https://example.com`), used by `absolute_url`.
    public var url: String
    /// The site's `timezone`: the date filters show times in it, as Jekyll's `localtime`.
    public var timeZone: TimeZone
    /// The site's Markdown converter, for `markdownify`.
    public var markdownify: @Sendable (String) -> String
    /// Jekyll's SmartyPants converter, for `smartify`.
    public var smartify: @Sendable (String) -> String

    public init(
        baseurl: String = "", url: String = "", timeZone: TimeZone = .current,
        markdownify: @escaping @Sendable (String) -> String = { $0 },
        smartify: @escaping @Sendable (String) -> String = { MarkdownRenderer().smartify($0) }
    ) {
        self.baseurl = baseurl
        self.url = url
        self.timeZone = timeZone
        self.markdownify = markdownify
        self.smartify = smartify
    }
}

/// Registers Jekyll 4.3's filters into `environment`, through the same public call the
/// standard filters use. Jekyll's `where`, `find` and `sort` replace Liquid's.
public func registerJekyllFilters(into environment: Environment, site: JekyllFilterSite) {
    registerJekyllURLFilters(into: environment, site: site)
    registerJekyllDateFilters(into: environment, site: site)
    registerJekyllTextFilters(into: environment, site: site)
    registerJekyllCollectionFilters(into: environment)
}

extension [Value] {
    /// The argument at `index`, or nil when it was not given.
    func argument(_ index: Int) -> Value { index < count ? self[index] : .nil }
}

// MARK: - Dates

private func registerJekyllDateFilters(into environment: Environment, site: JekyllFilterSite) {
    /// Jekyll's `time`: any date the `date` filter reads, shown in the site's zone.
    @Sendable func time(_ input: Value) throws -> LiquidDate {
        guard let date = input.liquidDate(in: site.timeZone) else {
            throw FilterError("Invalid Date: '\(input.inspect)' is not a valid datetime.")
        }
        return LiquidDate(date.date, timeZone: site.timeZone)
    }
    /// Jekyll's `input.to_s.empty?`, without formatting a date (never empty) to find out.
    @Sendable func isEmpty(_ input: Value) -> Bool {
        switch input {
        case .date: return false
        case .string(let s): return s.isEmpty
        default: return input.rubyString.isEmpty
        }
    }

    // Jekyll runs with TZ set to the site's timezone, so Liquid's own `date` reads and shows
    // local times in that zone too.
    environment.registerFilter("date", arity: 1...1) { input, args, _ in
        try LiquidDateFilter.apply(input, format: args[0], timeZone: site.timeZone)
    }
    environment.registerFilter("date_to_xmlschema", arity: 0...0) { input, _, _ in
        if isEmpty(input) { return input }
        return .string(try Strftime.format(try time(input), "%Y-%m-%dT%H:%M:%S%:z"))
    }
    environment.registerFilter("date_to_rfc822", arity: 0...0) { input, _, _ in
        if isEmpty(input) { return input }
        return .string(try Strftime.format(try time(input), "%a, %d %b %Y %H:%M:%S %z"))
    }
    @Sendable func stringify(_ input: Value, month: String, type: Value, style: Value) throws -> Value {
        if isEmpty(input) { return input }
        let t = try time(input)
        guard type.stringValue == "ordinal" else { return .string(try Strftime.format(t, "%d \(month) %Y")) }
        let day = CivilTime(t).day
        let ordinal = "\(day)\(ordinalSuffix(day))"
        if style.stringValue == "US" { return .string(try Strftime.format(t, "\(month) \(ordinal), %Y")) }
        return .string(try Strftime.format(t, "\(ordinal) \(month) %Y"))
    }
    environment.registerFilter("date_to_string", arity: 0...2) { input, args, _ in
        try stringify(input, month: "%b", type: args.argument(0), style: args.argument(1))
    }
    environment.registerFilter("date_to_long_string", arity: 0...2) { input, args, _ in
        try stringify(input, month: "%B", type: args.argument(0), style: args.argument(1))
    }
}

private func ordinalSuffix(_ day: Int) -> String {
    if (11...13).contains(day) { return "th" }
    switch day % 10 {
    case 1: return "st"
    case 2: return "nd"
    case 3: return "rd"
    default: return "th"
    }
}
