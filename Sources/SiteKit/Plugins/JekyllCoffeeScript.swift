import Foundation
import Liquid

/// jekyll-coffeescript: the gem compiles each `.coffee` page (a file with front matter) to
/// `.js` through ExecJS and a JavaScript runtime. sitegen runs no JavaScript, so such a page is
/// written as it is, under its `.coffee` name; a site that lists the gem (or `github-pages`,
/// which turns it on) is told which files, once per build, and `--strict` fails. `.coffee`
/// files without front matter are static files to the gem too, and are copied unwarned.
struct JekyllCoffeeScriptPlugin: Plugin {
    var name: String { "jekyll-coffeescript" }

    func register(into registry: PluginRegistry, config: SiteConfig) {
        let pages = Self.coffeeScriptPages(in: config)
        guard let first = pages.first else { return }
        let more = pages.count > 1 ? " (and \(pages.count - 1) more: \(pages.dropFirst().joined(separator: ", ")))" : ""
        registry.warn(Diagnostic(
            .warning,
            "\(first)\(more): jekyll-coffeescript would compile this to .js, but sitegen runs no JavaScript: it is written as it is, under its .coffee name; compile it to a .js file yourself",
            location: config.pluginNames.first { $0.name == name || $0.name == "github-pages" }?.location))
    }

    /// The site's `.coffee` files that start with front matter, relative to the source, sorted.
    /// A walk of its own (registration comes before the reader): it skips what Jekyll never
    /// reads (names starting with `_` or `.`, the `exclude:` list, the destination).
    static func coffeeScriptPages(in config: SiteConfig) -> [String] {
        let root = config.source.standardizedFileURL.path
        let destination = config.destination.standardizedFileURL.path
        guard let walk = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = walk.nextObject() as? String {
            let name = PathName.last(relative)
            let full = root + "/" + relative
            if name.hasPrefix("_") || name.hasPrefix(".") || full == destination
                || config.exclude.contains(where: { relative == $0 || relative.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") })
            {
                walk.skipDescendants()
                continue
            }
            guard name.lowercased().hasSuffix(".coffee"), let handle = FileHandle(forReadingAtPath: full) else { continue }
            let head = (try? handle.read(upToCount: 4)) ?? nil
            try? handle.close()
            if let head, head.starts(with: Array("---".utf8)) { found.append(relative) }
        }
        return found.sorted()
    }
}
