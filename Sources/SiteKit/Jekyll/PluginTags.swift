import Experiments
import Foundation
import Liquid

/// The tags of the two plugins nearly every Jekyll theme uses (minima calls both in its
/// `head.html`): jekyll-seo-tag's `{% seo %}` and jekyll-feed's `{% feed_meta %}`. Without
/// them such sites would stop at "Unknown tag".
enum PluginTags {
    static func register(into environment: Environment, model: SiteModel) {
        environment.registerTag("feed_meta") { _, _ in FeedMetaNode(model: model) }
        environment.registerTag("seo") { tag, _ in
            SEONode(model: model, title: !tag.markup.replacingOccurrences(of: " ", with: "").contains("title=false"))
        }
    }

    static func absolute(_ path: String, _ model: SiteModel) -> String {
        var url = model.config.url
        while url.hasSuffix("/") { url.removeLast() }
        return url + JekyllURL.relative(path, baseurl: model.config.baseurl)
    }

    static func escape(_ s: String) -> String { LiquidHTMLText.escape(s, apostrophe: "'") }

    /// A JSON string literal that cannot close the surrounding `<script>`.
    static func json(_ s: String) -> String { JSONText.string(s) }
}

/// `<link … rel="alternate">` for the site's Atom feed, as jekyll-feed writes it.
struct FeedMetaNode: Node {
    unowned let model: SiteModel

    func render(into output: inout String, context: RenderContext) throws {
        let feed = model.config.values["feed"]?.property("path").stringValue ?? "/feed.xml"
        let title = model.config.values["title"]?.stringValue ?? model.config.values["name"]?.stringValue
        output += "<link type=\"application/atom+xml\" rel=\"alternate\" href=\"\(PluginTags.absolute(feed, model))\""
        if let title { output += " title=\"\(PluginTags.escape(title))\"" }
        output += " />"
    }
}
