import Foundation
import Liquid

/// What sitegen says about a site's plugin settings beyond the plugins it lacks: Jekyll 3's
/// `gems:`, Ruby files in `_plugins`, and a `markdown:` engine sitegen does not offer.
enum SitePluginNotes {
    /// Gems whose absence changes nothing in the output sitegen writes.
    static let harmless: Set<String> = ["jekyll-sass-converter", "jekyll-watch", "kramdown", "kramdown-parser-gfm"]

    static func warnings(for config: SiteConfig) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let listed = Set(config.pluginNames.map(\.name))
        let gems = config.pluginEntries(["gems"]).filter { !listed.contains($0.name) }
        if let first = gems.first {
            warnings.append(Diagnostic(
                .warning, "`gems:` is Jekyll 3's setting and Jekyll 4 ignores it: \(gems.map(\.name).joined(separator: ", ")) stay off; list them under `plugins:` to turn them on",
                location: config.configKeyLocation("gems") ?? first.location))
        }
        let pluginsDir = config.source.appendingPathComponent(config.values["plugins_dir"]?.stringValue ?? "_plugins")
        if let files = try? FileManager.default.contentsOfDirectory(atPath: pluginsDir.path) {
            for file in files.sorted() where file.hasSuffix(".rb") {
                warnings.append(Diagnostic(
                    .warning, "Ruby plugin _plugins/\(file) is not run by sitegen: the tags, filters, generators or pages it defines will be missing"))
            }
        }
        if let markdown = config.values["markdown"]?.stringValue, !["kramdown", "gfm", "commonmark", "commonmarkghpages"].contains(markdown.lowercased()) {
            warnings.append(Diagnostic(
                .warning, "markdown: \(markdown) is not available in sitegen: Markdown is converted with kramdown's conventions instead",
                location: config.configKeyLocation("markdown")))
        }
        // `remote_theme` is warned about where themes are resolved (ThemeSetting).
        return warnings
    }
}

extension GeneratorInput {
    /// Whether a source file exists at `path` (relative to the source), as the gems check
    /// before adding a file of their own (`feed.xml`, `redirects.json`).
    func sourceFileExists(_ path: String) -> Bool {
        var p = path
        while p.hasPrefix("/") { p.removeFirst() }
        return FileManager.default.fileExists(atPath: config.source.appendingPathComponent(p).path)
    }

    /// Whether a page or static file already has the URL `/path` (jekyll-sitemap's check).
    func hasURL(_ url: String) -> Bool {
        documents.contains { $0.kind == .page && $0.url == url } || staticFiles.contains { "/" + $0.outputPath == url }
    }
}

extension Value {
    /// A list setting as plugins read it: an array as it is, one value as a list of one, nil as none.
    var asList: [Value] {
        switch self {
        case .array(let a): return a
        case .nil: return []
        default: return [self]
        }
    }
}
