import Foundation
import Liquid

/// jekyll-relative-links: in Markdown pages (and, with `relative_links: collections: true`,
/// written documents), inline and reference links to another source file (`[x](other.md)`)
/// point at that file's URL, baseurl included; fragments and titles are kept.
struct JekyllRelativeLinksPlugin: Plugin {
    var name: String { "jekyll-relative-links" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: RelativeLinksGenerator())
    }
}

struct RelativeLinksGenerator: Generator {
    var name: String { "jekyll-relative-links" }
    var readsFrontMatterKeys: Set<String> { [] }
    /// `:lowest`, after the pages other plugins add (they can be link targets).
    var priority: Int { -100 }
    var amendsContent: Bool { true }

    // The gem's patterns: an inline link `[text](path#fragment "title")` or a reference
    // definition `[text]: path#fragment "title"` on its own line.
    static let title = #"(\s+"(?:\\"|[^"])*(?<!\\)"|\s+"(?:\\'|[^'])*(?<!\\)')?"#
    static let link = try! NSRegularExpression(
        pattern: #"(\[(.*?)\]\(([^)]+?)(#.+?|)?"# + title + #"\)|^\s*?\[(.*?)\]: (.+?)(#.+?|)?"# + title + #"\s*?$)"#,
        options: [.anchorsMatchLines])

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        let settings = site.config.values["relative_links"] ?? .nil
        if case .bool(false) = settings.property("enabled") { return [] }
        let collections = settings.property("collections").isTruthy
        // Targets in the gem's order: pages, static files, written documents.
        var targets: [(path: String, url: String)] = []
        for d in site.documents where d.kind == .page { targets.append((d.copiedFrom ?? d.relativePath, d.url)) }
        for f in site.staticFiles { targets.append((f.relativePath, "/" + f.outputPath)) }
        for d in site.documents where d.kind != .page && d.writesOutput { targets.append((d.relativePath, d.url)) }
        var byPath: [String: String] = [:]
        for t in targets where byPath[t.path] == nil { byPath[t.path] = t.url }

        for d in site.documents where d.converter is MarkdownConverter && (d.kind == .page || (collections && d.writesOutput)) {
            let source = d.copiedFrom ?? d.relativePath
            let folder = (source as NSString).deletingLastPathComponent
            let body = d.body
            let ns = body as NSString
            var result = ""
            var last = 0
            var changed = false
            for m in Self.link.matches(in: body, range: NSRange(location: 0, length: ns.length)) {
                let inline = m.range(at: 2).location != NSNotFound
                func group(_ i: Int) -> String? { m.range(at: i).location == NSNotFound ? nil : ns.substring(with: m.range(at: i)) }
                let (text, path, fragment, title) = inline ? (group(2), group(3), group(4), group(5)) : (group(6), group(7), group(8), group(9))
                guard let path, !path.hasPrefix("#"), !JekyllURL.hasScheme(path),
                    let url = byPath[Self.fromRoot(path.removingPercentEncoding ?? path, folder: folder)]
                else { continue }
                var target = JekyllURL(site.config).relative(url)
                if let fragment { target += fragment }
                let replacement = inline ? "[\(text ?? "")](\(target)\(title ?? ""))" : "\n[\(text ?? "")]: \(target)\(title ?? "")"
                result += ns.substring(with: NSRange(location: last, length: m.range.location - last)) + replacement
                last = m.range.location + m.range.length
                changed = true
            }
            guard changed else { continue }
            result += ns.substring(from: last)
            d.fileText = String(decoding: d.fileText.utf8.prefix(d.bodyOffset), as: UTF8.self) + result
        }
        return []
    }

    /// The link's path from the site's root: `/x` from the root, anything else from `folder`.
    static func fromRoot(_ path: String, folder: String) -> String {
        var parts = path.hasPrefix("/") ? [] : folder.split(separator: "/").map(String.init)
        for part in path.split(separator: "/") {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }
}
