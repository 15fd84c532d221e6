import Foundation
import Liquid

/// The plugins a site turns on through `plugins:` (or Jekyll 3's `gems:`), and what sitegen
/// says about those it does not have. Built in, by gem name, so a site's config works unchanged.
struct SitePlugins {
    /// Gem names listed and built into sitegen, in the order listed.
    private(set) var enabled: [String] = []
    private(set) var warnings: [Diagnostic] = []

    /// Plugins sitegen carries, each named as its gem.
    static let builtIn: Set<String> = [
        "jekyll-feed", "jekyll-seo-tag", "jekyll-sitemap", "jekyll-paginate", "jekyll-redirect-from",
    ]

    /// Gems whose absence changes nothing in the output sitegen writes.
    static let harmless: Set<String> = ["jekyll-sass-converter", "jekyll-watch", "kramdown", "kramdown-parser-gfm", "jekyll-coffeescript"]

    /// What GitHub Pages turns on for every site (`github-pages` in `plugins:`).
    static let gitHubPagesDefaults = [
        "jekyll-coffeescript", "jekyll-default-layout", "jekyll-gist", "jekyll-github-metadata",
        "jekyll-optional-front-matter", "jekyll-paginate", "jekyll-readme-index",
        "jekyll-titles-from-headings", "jekyll-relative-links",
    ]

    init(config: SiteConfig) {
        func names(_ key: String) -> [String] {
            switch config.values[key] {
            case .array(let a)?: return a.map(\.liquidString)
            case .string(let s)?: return [s]
            default: return []
            }
        }
        let listed = names("plugins")
        // Jekyll 4 reads only `plugins:` (Site#gems = config["plugins"]); Jekyll 3's `gems:` is ignored.
        let gems = names("gems").filter { !listed.contains($0) }
        if !gems.isEmpty {
            warnings.append(Diagnostic(
                .warning, "`gems:` is Jekyll 3's setting and Jekyll 4 ignores it: \(gems.joined(separator: ", ")) stay off; list them under `plugins:` to turn them on",
                location: Self.location(of: "gems:", in: config)))
        }
        for entry in listed {
            let names = entry == "github-pages" ? Self.gitHubPagesDefaults : [entry]
            for name in names where !enabled.contains(name) {
                if Self.builtIn.contains(name) {
                    enabled.append(name)
                } else if !Self.harmless.contains(name), entry != "github-pages" {
                    warnings.append(Diagnostic(
                        .warning, "plugin '\(name)' is not built into sitegen: what it adds (its tags, filters or pages) will be missing",
                        location: Self.location(of: name, in: config)))
                }
            }
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
                location: Self.location(of: markdown, in: config)))
        }
    }

    func isOn(_ name: String) -> Bool { enabled.contains(name) }

    /// The generators of the enabled plugins, in the order Jekyll runs them: redirect-from
    /// (normal priority) before the lowest-priority ones, and the sitemap last so that it lists
    /// the pages the others made.
    var generators: [any Generator] {
        var list: [any Generator] = []
        if isOn("jekyll-redirect-from") { list.append(RedirectFromGenerator()) }
        if isOn("jekyll-paginate") { list.append(PaginateGenerator()) }
        if isOn("jekyll-feed") { list.append(FeedGenerator()) }
        if isOn("jekyll-sitemap") { list.append(SitemapGenerator()) }
        return list
    }

    /// Where `text` first appears in the config files, for a warning about a setting's value.
    static func location(of text: String, in config: SiteConfig) -> SourceLocation? {
        for file in config.configFiles {
            guard let contents = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for (i, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: text) else { continue }
                let display = file.path.hasPrefix(config.source.path + "/")
                    ? String(file.path.dropFirst(config.source.path.count + 1)) : file.lastPathComponent
                return SourceLocation(file: display, line: i + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1,
                                      lineText: String(line), length: text.count)
            }
        }
        return nil
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
