import Foundation
import Liquid

/// jekyll-default-layout: a Markdown page or document without a `layout:` gets `post` (posts),
/// `home` (the home page) or `page`, when the site has that layout, else `default`.
struct JekyllDefaultLayoutPlugin: Plugin {
    var name: String { "jekyll-default-layout" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: DefaultLayoutGenerator(layouts: Self.layoutNames(config)))
    }

    /// The layouts in the site's `_layouts`, by name.
    static func layoutNames(_ config: SiteConfig) -> Set<String> {
        let folder = config.source.appendingPathComponent(config.layoutsDir)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return Set(files.map { PathName.deletingExtension($0) })
    }
}

struct DefaultLayoutGenerator: Generator {
    let layouts: Set<String>
    var name: String { "jekyll-default-layout" }
    var readsFrontMatterKeys: Set<String> { ["layout"] }
    var priority: Int { -100 }

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        // The gem's documents: pages and posts (not other collections).
        for d in site.documents where d.generatedBy == nil && (d.kind == .page || d.kind == .post)
            && d.data.index(forKey: "layout") == nil && d.converter is MarkdownConverter
        {
            if d.url == "/", layouts.contains("home") {
                d.data["layout"] = "home"
            } else if d.kind == .page, layouts.contains("page") {
                d.data["layout"] = "page"
            } else if d.kind == .post, layouts.contains("post") {
                d.data["layout"] = "post"
            } else if layouts.contains("default") {
                d.data["layout"] = "default"
            }
        }
        return []
    }
}
