import Foundation
import Liquid

/// Jekyll's permalink rules: named styles, `:placeholders`, and how URLs map to files.
enum Permalink {
    /// Jekyll's named styles (`permalink: pretty`), expanded as for documents.
    static func expandStyle(_ style: String) -> String {
        switch style {
        case "date": return "/:categories/:year/:month/:day/:title:output_ext"
        case "pretty": return "/:categories/:year/:month/:day/:title/"
        case "ordinal": return "/:categories/:year/:y_day/:title:output_ext"
        case "weekdate": return "/:categories/:year/W:week/:short_day/:title:output_ext"
        case "none": return "/:categories/:title:output_ext"
        default: return style
        }
    }

    /// The template for pages, from the site's style (Jekyll's `Utils.add_permalink_suffix`).
    static func pageTemplate(siteStyle: String, isHTML: Bool, isIndex: Bool) -> String {
        if !isHTML { return "/:path/:basename:output_ext" }
        if isIndex { return "/:path/" }
        var template = "/:path/:basename"
        switch siteStyle {
        case "pretty": template += "/"
        case "date", "ordinal", "none", "weekdate": template += ":output_ext"
        default:
            if siteStyle.hasSuffix("/") { template += "/" }
            if siteStyle.hasSuffix(":output_ext") { template += ":output_ext" }
        }
        return template
    }

    /// Replaces `:name` placeholders (longest names first, so `:short_year` is not `:short` + `_year`),
    /// then tidies slashes as Jekyll's `URL#sanitize_url` does.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var out = ""
        out.reserveCapacity(template.utf8.count + 32)
        var i = template.startIndex
        let keys = values.keys.sorted { $0.count > $1.count }
        while i < template.endIndex {
            if template[i] == ":" {
                let rest = template[template.index(after: i)...]
                if let key = keys.first(where: { rest.hasPrefix($0) }) {
                    out += values[key]!
                    i = template.index(i, offsetBy: key.count + 1)
                    continue
                }
            }
            out.append(template[i])
            i = template.index(after: i)
        }
        return sanitize(out)
    }

    /// Collapses repeated slashes, removes `/./`, and makes the URL start with `/`.
    static func sanitize(_ url: String) -> String {
        var parts = url.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.joined(separator: "/")
        parts = "/" + parts
        if url.hasSuffix("/") && parts != "/" { parts += "/" }
        return parts
    }

    /// The file a URL is written to (Jekyll: `index.html` for a folder URL, the output
    /// extension added when missing).
    static func outputPath(forURL url: String, outputExtension: String) -> String {
        var path = url.removingPercentEncoding ?? url
        if path.hasSuffix("/") { path += "index.html" }
        if !outputExtension.isEmpty && !path.hasSuffix(outputExtension) && (path as NSString).pathExtension.isEmpty {
            path += outputExtension
        }
        while path.hasPrefix("/") { path.removeFirst() }
        return path
    }

    /// Percent-encodes what a URL path cannot hold literally (spaces, non-ASCII), as
    /// Jekyll's `URL.escape_path` does.
    static func escapePath(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// Date placeholders from `date`, in the date's own offset.
    static func dateValues(_ date: LiquidDate) -> [String: String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = date.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date.date)
        let year = c.year ?? 0, month = c.month ?? 1, day = c.day ?? 1
        let yday = calendar.ordinality(of: .day, in: .year, for: date.date) ?? 1
        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = date.timeZone
        let week = iso.component(.weekOfYear, from: date.date)
        let weekday = (c.weekday ?? 1) - 1
        let shortDays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let longDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let longMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        return [
            "year": String(year), "month": two(month), "i_month": String(month), "day": two(day), "i_day": String(day),
            "short_year": two(year % 100), "hour": two(c.hour ?? 0), "minute": two(c.minute ?? 0), "second": two(c.second ?? 0),
            "y_day": String(format: "%03d", yday), "week": two(week), "short_day": shortDays[weekday], "long_day": longDays[weekday],
            "short_month": shortMonths[month - 1], "long_month": longMonths[month - 1],
        ]
    }
}
