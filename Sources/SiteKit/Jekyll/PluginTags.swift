import Experiments
import Foundation
import Liquid
import TextSupport

/// Helpers shared by the tags of jekyll-feed and jekyll-seo-tag (see `BuiltInPlugins.swift`).
enum PluginTags {
    static func absolute(_ path: String, _ model: SiteModel) -> String {
        JekyllURL.absolute(path, url: model.config.url, baseurl: model.config.baseurl)
    }

    static func escape(_ s: String) -> String { HTMLEscaping.escape(s, .textAndQuotes) }

    /// Ruby's `String#encode(xml: :attr)` without the surrounding quotes: `&`, `<`, `>`, `"`
    /// and `'` as `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`.
    static func xmlAttribute(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A JSON string literal that cannot close the surrounding `<script>`.
    static func json(_ s: String) -> String { JSONEscaping.quoted(s, scriptSafe: true) }
}

/// `<link … rel="alternate">` for the site's Atom feed, as jekyll-feed's `MetaTag` writes it:
/// each attribute value through `encode(xml: :attr)`.
struct FeedMetaNode: Node {
    unowned let model: SiteModel

    func render(into output: inout String, context: RenderContext) throws {
        let feed = model.config.values["feed"]?.property("path").stringValue ?? "/feed.xml"
        let title = model.config.values["title"]?.stringValue ?? model.config.values["name"]?.stringValue
        output += "<link type=\"application/atom+xml\" rel=\"alternate\" href=\"\(PluginTags.xmlAttribute(PluginTags.absolute(feed, model)))\""
        if let title { output += " title=\"\(PluginTags.xmlAttribute(title))\"" }
        output += " />"
    }
}
