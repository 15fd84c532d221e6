import Foundation
import Liquid

/// jekyll-sitemap: `sitemap.xml` and `robots.txt`.
struct JekyllSitemapPlugin: Plugin {
    var name: String { "jekyll-sitemap" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: SitemapGenerator())
        registry.add(postRender: XMLOutputHook(generator: name))
    }
}

/// jekyll-sitemap: `sitemap.xml` listing every document of an output collection, every HTML
/// page and the HTML/PDF static files (each unless `sitemap: false`), and a `robots.txt`
/// pointing at it; neither when the site has its own.
struct SitemapGenerator: Generator {
    var name: String { "jekyll-sitemap" }
    var readsFrontMatterKeys: Set<String> { ["sitemap", "last_modified_at"] }
    /// `:lowest`, like paginate and feed: among them it runs in `plugins:` order, so its pages
    /// come where Jekyll's `site.pages` has them. It still lists the pages generators after it
    /// add (paginator pages): its template reads `site.html_pages` when it renders.
    var priority: Int { -100 }

    /// The static files the gem lists (`INCLUDED_EXTENSIONS`).
    static let listedExtensions: Set<String> = [".htm", ".html", ".xhtml", ".pdf"]

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        var pages: [GeneratedPage] = []
        if !site.hasURL("/sitemap.xml") {
            let files = site.staticFiles.filter { Self.listedExtensions.contains("." + PathName.extension(of: $0.relativePath).lowercased()) }
            pages.append(GeneratedPage(
                outputPath: "sitemap.xml", url: "/sitemap.xml",
                data: ["layout": .nil, "static_files": .array(files.map { .drop(StaticFileDrop(file: $0)) }),
                       "xsl": .bool(site.hasURL("/sitemap.xsl"))],
                // Renders like any page, so URLs and dates go through Jekyll's own filters.
                body: PluginTemplate.text("jekyll-sitemap/sitemap.xml"), fileExtension: ".xml"))
        }
        if !site.hasURL("/robots.txt") {
            pages.append(GeneratedPage(
                outputPath: "robots.txt", url: "/robots.txt", data: ["layout": .nil],
                body: PluginTemplate.text("jekyll-sitemap/robots.txt"), fileExtension: ".txt"))
        }
        return pages
    }

}
