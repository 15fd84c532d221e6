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

    /// Every placeholder Jekyll knows, longest first so `:short_year` is not `:short` + `_year`.
    static let placeholderNames = [
        "year", "month", "i_month", "day", "i_day", "short_year", "hour", "minute", "second", "y_day", "week",
        "short_day", "long_day", "short_month", "long_month", "output_ext", "path", "basename", "title", "name",
        "slug", "categories", "collection",
    ].sorted { ($0.count, $0) > ($1.count, $1) }

    /// Replaces `:name` placeholders with `value(name)`, asked only for the names the template
    /// uses (a name it answers nil for stays as written), then tidies slashes as Jekyll's
    /// `URL#sanitize_url` does.
    static func fill(_ template: String, _ value: (String) -> String?) -> String {
        var out = ""
        out.reserveCapacity(template.utf8.count + 32)
        var rest = Substring(template)
        while let colon = rest.firstIndex(of: ":") {
            out += rest[..<colon]
            let after = rest[rest.index(after: colon)...]
            var replaced = false
            for name in placeholderNames where after.hasPrefix(name) {
                guard let text = value(name) else { continue }
                out += text
                rest = after.dropFirst(name.count)
                replaced = true
                break
            }
            if !replaced {
                out += ":"
                rest = after
            }
        }
        out += rest
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

    /// A date placeholder's value, in the date's own offset; nil for other names.
    static func dateValue(_ name: String, _ date: LiquidDate, _ t: CivilTime) -> String? {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        switch name {
        case "year": return String(t.year)
        case "month": return two(t.month)
        case "i_month": return String(t.month)
        case "day": return two(t.day)
        case "i_day": return String(t.day)
        case "short_year": return two(t.year % 100)
        case "hour": return two(t.hour)
        case "minute": return two(t.minute)
        case "second": return two(t.second)
        case "y_day": return String(repeating: "0", count: max(0, 3 - String(t.dayOfYear).count)) + String(t.dayOfYear)
        case "week":
            var iso = Calendar(identifier: .iso8601)
            iso.timeZone = date.timeZone
            return two(iso.component(.weekOfYear, from: date.date))
        case "short_day": return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][t.weekday]
        case "long_day": return ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][t.weekday]
        case "short_month": return ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][t.month - 1]
        case "long_month":
            return ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                    "November", "December"][t.month - 1]
        default: return nil
        }
    }
}
