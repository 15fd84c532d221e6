import Foundation
import Liquid
import SiteTemplates

/// sitegen's built-in theme (`Templates/theme`, compiled into the binary), a theme in Jekyll's
/// sense: `theme: sitegen` names it as `theme: minima` names a gem, and every file of the site
/// (layout, include, asset) replaces the theme's file of the same path, one file at a time.
/// A site that names no theme and has no layouts of its own gets it too, as it always has.
enum DefaultTheme {
    /// The name `theme:` gives it; never looked up among installed gems.
    static let name = "sitegen"
    /// Where its files are among the embedded templates.
    static let prefix = "theme/"

    /// How a site comes to use the built-in theme.
    enum Use: Sendable, Equatable {
        /// `theme: sitegen`: its layouts, includes and assets, as a gem theme's.
        case named
        /// No `theme:` and no layouts of the site's own: its layouts and includes, and its
        /// assets only when some page uses one of its layouts (a plain static site gets none).
        case implicit
    }

    /// The theme's file at `path` inside the theme (`_layouts/post.html`).
    static func file(_ path: String) -> String? { EmbeddedTemplates.files[prefix + path] }

    /// Every file of the theme, by path inside the theme, sorted.
    static var files: [(path: String, text: String)] {
        EmbeddedTemplates.files.compactMap { key, text in
            key.hasPrefix(prefix) ? (String(key.dropFirst(prefix.count)), text) : nil
        }.sorted { $0.path < $1.path }
    }

    /// Layout name → the path its errors show (`theme/_layouts/post.html`), for every layout.
    static var layouts: [(name: String, path: String)] {
        files.compactMap { file in
            guard file.path.hasPrefix("_layouts/"), PathName.last(file.path).contains(".") else { return nil }
            return (PathName.deletingExtension(String(file.path.dropFirst("_layouts/".count))), prefix + file.path)
        }
    }

    /// The text of a layout path from `layouts` (nil for any other path).
    static func layoutText(atPath path: String) -> String? {
        path.hasPrefix(prefix + "_layouts/") ? EmbeddedTemplates.files[path] : nil
    }

    /// The theme's files outside `_layouts` and `_includes` (its assets and `404.html`).
    static var siteFiles: [(path: String, text: String)] {
        files.filter { !$0.path.hasPrefix("_layouts/") && !$0.path.hasPrefix("_includes/") }
    }
}

/// Adds the built-in theme's own files to a site that uses the theme: `assets/css/style.css`
/// (the theme's layouts link it) and `404.html`, as Jekyll's ThemeAssetsReader adds a gem
/// theme's `assets/`. A file the site has at the same path wins, so a site changes the theme's
/// stylesheet by adding its own `assets/css/style.css`.
struct DefaultThemeGenerator: Generator {
    var name: String { "sitegen default theme" }
    var readsFrontMatterKeys: Set<String> { ["layout"] }
    /// Before the sitemap and feed (-110, -100), so that the sitemap sees the theme's pages.
    var priority: Int { 50 }

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        switch site.builtInTheme {
        case nil: return []
        case .named?: break
        case .implicit?:
            let usesThemeLayout = site.documents.contains { d in
                d.writesOutput && d.layoutName.map { site.layoutFiles[$0].map(DefaultTheme.layoutText(atPath:)) != nil } == true
            }
            guard usesThemeLayout else { return [] }
        }
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
