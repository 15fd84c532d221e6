import Experiments
import Foundation
import Liquid

/// Helpers shared by the tags of jekyll-feed and jekyll-seo-tag (see `BuiltInPlugins.swift`).
enum PluginTags {
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

/// jekyll-seo-tag's head metadata: title, description, canonical URL, Open Graph, Twitter
/// card and JSON-LD, from the page's and the site's front matter.
struct SEONode: Node {
    unowned let model: SiteModel
    let title: Bool

    func render(into output: inout String, context: RenderContext) throws {
        let config = model.config.values
        let page = context.variable("page")
        func text(_ v: Value) -> String? {
            guard !v.isNil else { return nil }
            let s = v.liquidString.trimmingCharacters(in: .whitespacesAndNewlines)
            return s.isEmpty ? nil : s
        }
        let siteTitle = text(config["title"] ?? .nil) ?? text(config["name"] ?? .nil)
        let pageTitle = text(page.property("title"))
        let fullTitle = [pageTitle, siteTitle].compactMap { $0 }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: " | ")
        let strippedExcerpt = text(page.property("excerpt")).map { LiquidHTMLText.stripHTML($0) }
        let description = (text(page.property("description")) ?? strippedExcerpt ?? text(config["description"] ?? .nil))
            .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let url = text(page.property("url")).map { PluginTags.absolute($0, model) }
        let isPost = page.property("collection").stringValue == "posts"
        var lines = ["<!-- Begin Jekyll SEO tag v2.8.0 -->"]
        if title, !fullTitle.isEmpty { lines.append("<title>\(PluginTags.escape(fullTitle))</title>") }
        lines.append("<meta name=\"generator\" content=\"Jekyll v4.3.2\" />")
        if let t = pageTitle ?? siteTitle { lines.append("<meta property=\"og:title\" content=\"\(PluginTags.escape(t))\" />") }
        lines.append("<meta property=\"og:locale\" content=\"\(PluginTags.escape(text(config["locale"] ?? .nil) ?? "en_US"))\" />")
        if let d = description {
            lines.append("<meta name=\"description\" content=\"\(PluginTags.escape(d))\" />")
            lines.append("<meta property=\"og:description\" content=\"\(PluginTags.escape(d))\" />")
        }
        if let url {
            lines.append("<link rel=\"canonical\" href=\"\(PluginTags.escape(url))\" />")
            lines.append("<meta property=\"og:url\" content=\"\(PluginTags.escape(url))\" />")
        }
        if let s = siteTitle { lines.append("<meta property=\"og:site_name\" content=\"\(PluginTags.escape(s))\" />") }
        lines.append("<meta property=\"og:type\" content=\"\(isPost ? "article" : "website")\" />")
        var published: String?
        if isPost, case .date(let date) = page.property("date") {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = date.timeZone
            published = formatter.string(from: date.date).replacingOccurrences(of: "Z", with: "+00:00")
            lines.append("<meta property=\"article:published_time\" content=\"\(published!)\" />")
        }
        lines.append("<meta name=\"twitter:card\" content=\"summary\" />")
        if let t = pageTitle ?? siteTitle { lines.append("<meta property=\"twitter:title\" content=\"\(PluginTags.escape(t))\" />") }
        var ld: [String] = ["\"@context\":\"https://schema.org\"", "\"@type\":\(PluginTags.json(isPost ? "BlogPosting" : "WebSite"))"]
        if let t = pageTitle ?? siteTitle { ld.append("\"headline\":\(PluginTags.json(t))") }
        if let d = description { ld.append("\"description\":\(PluginTags.json(d))") }
        if let published { ld.append("\"datePublished\":\(PluginTags.json(published))") }
        if let url { ld.append("\"url\":\(PluginTags.json(url))") }
        lines.append("<script type=\"application/ld+json\">\n{" + ld.joined(separator: ",") + "}</script>")
        lines.append("<!-- End Jekyll SEO tag -->")
        output += lines.joined(separator: "\n")
    }
}
