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

    /// The template for pages, from the site's style.
    static func pageTemplate(siteStyle: String, isHTML: Bool, isIndex: Bool) -> String {
        if !isHTML { return "/:path/:basename:output_ext" }
        if isIndex { return "/:path/" }
        return addSuffix("/:path/:basename", siteStyle: siteStyle)
    }

    /// The template for a collection without a `permalink:` of its own (Jekyll's
    /// `Collection#url_template`): `/2019/shell/` under `permalink: /:title/`.
    static func collectionTemplate(siteStyle: String) -> String {
        addSuffix("/:collection/:path", siteStyle: siteStyle)
    }

    /// Jekyll 4.3.1's `Utils.add_permalink_suffix`: the ending of the site's style. `weekdate`
    /// is not among the named styles there, so it adds nothing (`/about`, written to
    /// `about.html`).
    static func addSuffix(_ template: String, siteStyle: String) -> String {
        switch siteStyle {
        case "pretty": return template + "/"
        case "date", "ordinal", "none": return template + ":output_ext"
        default:
            var template = template
            if siteStyle.hasSuffix("/") { template += "/" }
            if siteStyle.hasSuffix(":output_ext") { template += ":output_ext" }
            return template
        }
    }

    /// Every placeholder Jekyll knows, longest first so `:short_year` is not `:short` + `_year`.
    static let placeholderNames = [
        "year", "month", "i_month", "day", "i_day", "short_year", "hour", "minute", "second", "y_day", "week",
        "short_day", "long_day", "short_month", "long_month", "output_ext", "path", "basename", "title", "name",
        "slug", "categories", "collection",
    ].sorted { ($0.count, $0) > ($1.count, $1) }

    /// `placeholderNames` as bytes, in the same order.
    private static let placeholderBytes: [(name: String, bytes: [UInt8])] = placeholderNames.map { ($0, Array($0.utf8)) }

    /// Replaces `:name` placeholders with `value(name)`, asked only for the names the template
    /// uses (a name it answers nil for stays as written), then tidies slashes as Jekyll's
    /// `URL#sanitize_url` does. Names are matched on bytes, as Ruby's `gsub` matches code points.
    static func fill(_ template: String, _ value: (String) -> String?) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(template.utf8.count + 32)
        var template = template
        template.withUTF8 { t in
            var i = 0
            while i < t.count {
                let byte = t[i]
                var replaced = false
                if byte == UInt8(ascii: ":"), i + 1 < t.count, t[i + 1] >= UInt8(ascii: "a"), t[i + 1] <= UInt8(ascii: "z") {
                    for (name, bytes) in placeholderBytes where i + 1 + bytes.count <= t.count {
                        guard bytes.withUnsafeBufferPointer({ memcmp(t.baseAddress! + i + 1, $0.baseAddress!, $0.count) == 0 }),
                            let text = value(name)
                        else { continue }
                        out.append(contentsOf: text.utf8)
                        i += 1 + bytes.count
                        replaced = true
                        break
                    }
                }
                if !replaced {
                    out.append(byte)
                    i += 1
                }
            }
        }
        return sanitize(String(decoding: out, as: UTF8.self))
    }

    /// Collapses repeated slashes, removes `/./`, and makes the URL start with `/`.
    static func sanitize(_ url: String) -> String {
        if isTidy(url) { return url }
        var parts = url.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.joined(separator: "/")
        parts = "/" + parts
        if url.hasSuffix("/") && parts != "/" { parts += "/" }
        return parts
    }

    /// Whether `sanitize` would leave `url` as it is: it starts with `/` and has no empty or
    /// `.` part but a final empty one (a trailing slash). Most URLs are; they skip the rebuild.
    private static func isTidy(_ url: String) -> Bool {
        var url = url
        return url.withUTF8 { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            var partStart = 1
            for i in 1...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: "/") {
                let length = i - partStart
                if length == 0 && i < bytes.count { return false }
                if length == 1 && bytes[partStart] == UInt8(ascii: ".") { return false }
                partStart = i + 1
            }
            return true
        }
    }

    /// The file a URL is written to (Jekyll: `index.html` for a folder URL, the output
    /// extension added when missing).
    /// Where Jekyll 4.3.1 writes a page or document read from a file (`Page#destination`,
    /// `Document#destination`): the output extension is the extension of its own `permalink:`
    /// as written (`Renderer#permalink_ext`: `/feed.json`, not `/:title`), else the
    /// converter's, and it is appended unless the path already ends with it, whatever dots
    /// the URL holds (`/2014/julia-0.3-release` is written to `julia-0.3-release.html`). A
    /// folder URL is written to `index.html` for a document, to `index` plus the extension
    /// for a page (`feed.xml` at `/feed/` is `feed/index.xml`).
    static func documentOutputPath(forURL url: String, outputExtension: String, ownPermalink: String?, isPage: Bool) -> String {
        var ext = outputExtension
        if let own = ownPermalink, !own.hasSuffix("/") {
            let e = PathName.extension(of: PathName.last(own))
            if !e.isEmpty { ext = "." + e }
        }
        var path = url.utf8.contains(UInt8(ascii: "%")) ? url.removingPercentEncoding ?? url : url
        if path.hasSuffix("/") && !isPage {
            path += "index.html"
        } else {
            if path.hasSuffix("/") { path += "index" }
            if !path.hasSuffix(ext) { path += ext }
        }
        while path.hasPrefix("/") { path.removeFirst() }
        return path
    }

    /// Where a generated page at `url` is written: a folder URL gets `index.html`, and the
    /// extension is added when the URL's last name has none.
    static func outputPath(forURL url: String, outputExtension: String) -> String {
        var path = url.utf8.contains(UInt8(ascii: "%")) ? url.removingPercentEncoding ?? url : url
        if path.hasSuffix("/") { path += "index.html" }
        if !outputExtension.isEmpty && !path.hasSuffix(outputExtension) && PathName.extension(of: PathName.last(path)).isEmpty {
            path += outputExtension
        }
        while path.hasPrefix("/") { path.removeFirst() }
        return path
    }

    /// Percent-encodes what a URL path cannot hold literally (spaces, non-ASCII), as
    /// Jekyll's `URL.escape_path` does.
    static func escapePath(_ path: String) -> String {
        if path.utf8.allSatisfy(isPathByte) { return path }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// The ASCII that `CharacterSet.urlPathAllowed` (less `?` and `#`) keeps as it is (not `;`).
    private static func isPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"),
            UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
            UInt8(ascii: ","), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
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
