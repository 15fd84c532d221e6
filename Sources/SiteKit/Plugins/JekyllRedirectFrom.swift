import Foundation
import Liquid
import OrderedCollections

/// jekyll-redirect-from: redirect pages and `redirects.json`.
struct JekyllRedirectFromPlugin: Plugin {
    var name: String { "jekyll-redirect-from" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: RedirectFromGenerator())
        registry.add(fallbackLayout: "redirect", PluginLayout(path: "jekyll-redirect-from/redirect.html", text: RedirectFromGenerator.layout))
    }
}

/// jekyll-redirect-from: a redirect page at every `redirect_from` path of a document, a
/// document with `redirect_to` replaced by a redirect, and `redirects.json` listing them all.
/// The pages use the site's `redirect` layout, else the gem's own (`layout`).
struct RedirectFromGenerator: Generator {
    var name: String { "jekyll-redirect-from" }
    var readsFrontMatterKeys: Set<String> { ["redirect_from", "redirect_to"] }

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        var pages: [GeneratedPage] = []
        var redirects = OrderedDictionary<String, String>()
        // Jekyll's docs_to_write, then pages.
        let documents = site.documents.filter { $0.writesOutput && $0.kind != .page } + site.documents.filter { $0.kind == .page }
        for d in documents {
            let froms = (d.data["redirect_from"] ?? .nil).asList
            // Where the front matter gives each path, for an error about it (read only then).
            let positions = froms.contains { !$0.isNil } ? YAMLPositions(frontMatterOf: d.fileText, file: d.relativePath) : nil
            for (i, from) in froms.enumerated() where !from.isNil {
                let path = Self.leadingSlash(from.liquidString)
                let origin = positions.flatMap { $0.location(of: [.key("redirect_from"), .index(i)]) ?? $0.keyLocation("redirect_from") }
                let to = JekyllURL(site.config).absolute(d.url)
                redirects[path] = to
                pages.append(GeneratedPage(
                    outputPath: Permalink.outputPath(forURL: path, outputExtension: ".html"), url: path,
                    data: Self.withDefaults(Self.data(from: path, to: to), at: "redirect.html", site.config), body: "", fileExtension: ".html",
                    origin: origin))
            }
            let target = (d.data["redirect_to"] ?? .nil).asList.first { !$0.isNil }
            if let target {
                // The gem keeps an `http(s)://` target as written and passes the rest through
                // `absolute_url`, which keeps any URL with a scheme: one rule.
                let to = JekyllURL(site.config).absolute(target.liquidString)
                redirects[d.url] = to
                // The gem merges the redirect into the document's data: its layout renders instead.
                for (k, v) in Self.data(from: d.url, to: to) where k != "permalink" { d.data[k] = v }
            }
        }
        var json = true
        if case .bool(false) = site.config.values["redirect_from"]?.property("json") ?? .nil { json = false }
        if json, !site.sourceFileExists("redirects.json") {
            var text = "{"
            for (i, (from, to)) in redirects.enumerated() {
                if i > 0 { text += "," }
                RubyJSON.writeString(from, to: &text)
                text += ":"
                RubyJSON.writeString(to, to: &text)
            }
            text += "}"
            pages.append(GeneratedPage(
                outputPath: "redirects.json", url: "/redirects.json",
                data: Self.withDefaults(["layout": .nil, "render_with_liquid": false], at: "redirects.json", site.config),
                body: text, fileExtension: ".json"))
        }
        return pages
    }

    /// The gem's pages are Jekyll Pages (`RedirectPage.new(site, source, "", "redirect.html")`,
    /// `PageWithoutAFile` for `redirects.json`): front-matter defaults for that path and type
    /// `pages` fill the keys their own data lacks, as Page's `default_proc` does.
    static func withDefaults(_ data: OrderedDictionary<String, Value>, at path: String, _ config: SiteConfig) -> OrderedDictionary<String, Value> {
        var result = data
        for (key, value) in config.defaults(forPath: path, type: "pages") where result[key] == nil { result[key] = value }
        return result
    }

    static func data(from: String, to: String) -> OrderedDictionary<String, Value> {
        ["sitemap": false, "layout": "redirect", "permalink": .string(from), "redirect": ["from": .string(from), "to": .string(to)]]
    }

    static func leadingSlash(_ s: String) -> String { s.hasPrefix("/") ? s : "/" + s }

    /// The gem's redirect layout, used when the site has no `redirect` layout of its own.
    static var layout: String { PluginTemplate.text("jekyll-redirect-from/redirect.html") }
}
