import Experiments
import Foundation
import Liquid
import TextSupport

/// Helpers shared by the tags of jekyll-feed and jekyll-seo-tag (see `BuiltInPlugins.swift`).
enum PluginTags {
    static func absolute(_ path: String, _ model: SiteModel) -> String {
        JekyllURL(model.config).absolute(path)
    }

    static func escape(_ s: String) -> String { HTMLEscaping.escape(s, .textAndQuotes) }

    /// Ruby's `String#encode(xml: :attr)` without the surrounding quotes: `&`, `<`, `>`, `"`
    /// and `'` as `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, Jekyll's `xml_escape` set.
    static func xmlAttribute(_ s: String) -> String { HTMLEscaping.escape(s, .xml) }

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
