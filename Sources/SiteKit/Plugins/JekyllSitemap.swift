import Foundation
import Liquid

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
                body: Self.template, fileExtension: ".xml"))
        }
        if !site.hasURL("/robots.txt") {
            pages.append(GeneratedPage(
                outputPath: "robots.txt", url: "/robots.txt", data: ["layout": .nil],
                body: "Sitemap: {{ \"sitemap.xml\" | absolute_url }}\n", fileExtension: ".txt"))
        }
        return pages
    }

    /// Renders like any page, so URLs and dates go through Jekyll's own filters.
    static let template = """
        <?xml version="1.0" encoding="UTF-8"?>
        {% if page.xsl %}<?xml-stylesheet type="text/xsl" href="{{ "/sitemap.xsl" | absolute_url }}"?>
        {% endif %}<urlset xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
        xsi:schemaLocation="http://www.sitemaps.org/schemas/sitemap/0.9 http://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd" \
        xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        {% for c in site.collections %}{% if c.output != false %}{% for doc in c.docs %}{% if doc.sitemap != false %}<url>
        <loc>{{ doc.url | replace: "/index.html", "/" | absolute_url | xml_escape }}</loc>
        {% if doc.last_modified_at or doc.date %}<lastmod>{{ doc.last_modified_at | default: doc.date | date_to_xmlschema }}</lastmod>
        {% endif %}</url>
        {% endif %}{% endfor %}{% endif %}{% endfor %}\
        {% for p in site.html_pages %}{% if p.sitemap != false and p.url != "/404.html" %}<url>
        <loc>{{ p.url | replace: "/index.html", "/" | absolute_url | xml_escape }}</loc>
        {% if p.last_modified_at %}<lastmod>{{ p.last_modified_at | date_to_xmlschema }}</lastmod>
        {% endif %}</url>
        {% endif %}{% endfor %}\
        {% for file in page.static_files %}{% if file.sitemap != false and file.name != "404.html" %}<url>
        <loc>{{ file.path | replace: "/index.html", "/" | absolute_url | xml_escape }}</loc>
        <lastmod>{{ file.modified_time | date_to_xmlschema }}</lastmod>
        </url>
        {% endif %}{% endfor %}</urlset>

        """
}
