import Foundation
import Liquid
import SiteTemplates

/// sitegen's built-in theme (`Templates/theme`, compiled into the binary): the layouts and
/// includes a site without `_layouts/` and without `theme:` falls back to, and the pages that
/// come with them (the stylesheet, a 404 page), as a gem theme brings its `assets/`.
enum DefaultTheme {
    static let prefix = "theme/"

    /// The theme's layout `name`, as `Templates/theme/_layouts/NAME.EXT`.
    static func layout(_ name: String) -> (path: String, text: String)? {
        for ext in ["html", "xml", "md"] {
            let path = "\(prefix)_layouts/\(name).\(ext)"
            if let text = EmbeddedTemplates.files[path] { return (path, text) }
        }
        return nil
    }

    /// Whether the site renders with the built-in theme: it has no layouts of its own (nor a gem
    /// theme's), and some document it writes names one of the theme's layouts.
    static func isUsed(layoutFiles: [String: String], config: SiteConfig, documents: [Document]) -> Bool {
        guard layoutFiles.isEmpty, config.theme == nil else { return false }
        return documents.contains { d in d.writesOutput && d.layoutName.map { layout($0) != nil } == true }
    }

    /// The theme's files outside `_layouts` and `_includes`, by path inside the theme, sorted.
    static var siteFiles: [(path: String, text: String)] {
        EmbeddedTemplates.files.compactMap { key, text in
            guard key.hasPrefix(prefix) else { return nil }
            let inner = String(key.dropFirst(prefix.count))
            guard !inner.hasPrefix("_layouts/"), !inner.hasPrefix("_includes/") else { return nil }
            return (inner, text)
        }.sorted { $0.path < $1.path }
    }
}

/// Adds the built-in theme's own files to a site that uses the theme: `assets/css/style.css`
/// (the theme's layouts link it) and `404.html`. A file the site has at the same path wins, so a
/// site changes the theme's stylesheet by adding its own `assets/css/style.css`.
struct DefaultThemeGenerator: Generator {
    var name: String { "sitegen default theme" }
    var readsFrontMatterKeys: Set<String> { ["layout"] }
    /// Before the sitemap and feed (-110, -100), so that the sitemap sees the theme's pages.
    var priority: Int { 50 }

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        guard DefaultTheme.isUsed(layoutFiles: site.layoutFiles, config: site.config, documents: site.documents) else { return [] }
        var pages: [GeneratedPage] = []
        for file in DefaultTheme.siteFiles {
            let split = FrontMatterSplit(file.text)
            let ext = "." + PathName.extension(of: file.path)
            if let yaml = split.yaml {
                let data = try YAMLReader.mapping(yaml, file: DefaultTheme.prefix + file.path, fileText: file.text,
                                                  firstLine: split.yamlFirstLine, timeZone: site.config.timeZone)
                let url = data["permalink"]?.stringValue ?? "/" + file.path
                let output = Permalink.outputPath(forURL: url, outputExtension: ext)
                guard !site.writes(output) else { continue }
                pages.append(GeneratedPage(outputPath: output, url: url, data: data, body: split.body, fileExtension: ext))
            } else {
                guard !site.writes(file.path) else { continue }
                // A file without front matter is copied as it is, as Jekyll copies a static file:
                // its text is never read as Liquid.
                pages.append(GeneratedPage(
                    outputPath: file.path, url: "/" + file.path, data: ["layout": .nil, "sitemap": false],
                    body: "{% raw %}" + file.text + "{% endraw %}", fileExtension: ext))
            }
        }
        return pages
    }
}
