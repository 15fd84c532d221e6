import Foundation
import Liquid

/// jekyll-readme-index: a folder's README (without front matter) becomes its index page when
/// the folder has none; the README file is still copied, as with the gem's defaults.
struct JekyllReadmeIndexPlugin: Plugin {
    var name: String { "jekyll-readme-index" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: ReadmeIndexGenerator())
    }
}

struct ReadmeIndexGenerator: Generator {
    var name: String { "jekyll-readme-index" }
    var readsFrontMatterKeys: Set<String> { [] }
    var priority: Int { -10 }

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        let settings = site.config.values["readme_index"] ?? .nil
        if case .bool(false) = settings.property("enabled") { return [] }
        var pages: [GeneratedPage] = []
        for file in site.staticFiles where file.collection == nil && file.writesOutput {
            let name = PathName.last(file.relativePath)
            guard PathName.deletingExtension(name).lowercased() == "readme",
                site.config.markdownExtensions.contains("." + PathName.extension(of: name).lowercased())
            else { continue }
            let folder = (file.relativePath as NSString).deletingLastPathComponent
            let dirURL = folder.isEmpty ? "/" : "/" + folder + "/"
            let hasIndex = site.documents.contains { d in
                d.writesOutput && (d.url == dirURL || Self.isIndexURL(d.url, in: dirURL))
            } || site.staticFiles.contains { Self.isIndexURL("/" + $0.outputPath, in: dirURL) }
            guard !hasIndex else { continue }
            if let page = markdownPage(for: file, in: site, permalink: dirURL) { pages.append(page) }
        }
        // `with_frontmatter`: a README that is a page already (it has front matter) moves to its
        // folder's URL, when the folder still has no index, the READMEs just made counted.
        if case .bool(true) = settings.property("with_frontmatter") {
            for d in site.documents where d.kind == .page && d.generatedBy == nil && d.writesOutput {
                let name = PathName.last(d.relativePath)
                guard PathName.deletingExtension(name).lowercased() == "readme",
                    site.config.markdownExtensions.contains("." + PathName.extension(of: name).lowercased())
                else { continue }
                let folder = (d.url as NSString).deletingLastPathComponent
                let dirURL = folder == "/" || folder.isEmpty ? "/" : folder + "/"
                let taken = site.documents.contains { $0.writesOutput && ($0.url == dirURL || Self.isIndexURL($0.url, in: dirURL)) }
                    || site.staticFiles.contains { Self.isIndexURL("/" + $0.outputPath, in: dirURL) }
                    || pages.contains { $0.url == dirURL }
                guard !taken else { continue }
                pages.append(GeneratedPage(
                    outputPath: Permalink.outputPath(forURL: dirURL, outputExtension: d.outputExtension), url: dirURL,
                    data: [:], body: "", fileExtension: d.fileExtension, copiedFrom: d.relativePath, movesExisting: true))
            }
        }
        return pages
    }

    /// The gem's INDEX_REGEX: `index.htm(l)`, `index.xhtml` or `index.xml` directly in the folder.
    static func isIndexURL(_ url: String, in folder: String) -> Bool {
        guard url.lowercased().hasPrefix(folder.lowercased()) else { return false }
        let rest = url.dropFirst(folder.count).lowercased()
        return ["index.html", "index.htm", "index.xhtml", "index.xml"].contains(rest)
    }
}

/// A Markdown file read as a page without front matter (Jekyll::Page.new over the file), with
/// the front-matter defaults for its path, at its page URL or at `permalink`.
func markdownPage(for file: StaticFile, in site: GeneratorInput, permalink: String?) -> GeneratedPage? {
    guard let text = try? String(contentsOf: file.sourceURL, encoding: .utf8) else { return nil }
    var data = site.config.defaults(forPath: file.relativePath, type: "pages")
    let url: String
    if let permalink {
        data["permalink"] = .string(permalink)
        url = permalink
    } else {
        let base = PathName.deletingExtension(PathName.last(file.relativePath))
        let template = Permalink.pageTemplate(siteStyle: site.config.permalink, isHTML: true, isIndex: base == "index")
        let folder = (file.relativePath as NSString).deletingLastPathComponent
        url = Permalink.escapePath(Permalink.fill(template) { name in
            switch name {
            case "path": return folder
            case "basename": return base
            case "output_ext": return ".html"
            default: return nil
            }
        })
    }
    return GeneratedPage(
        outputPath: Permalink.outputPath(forURL: url, outputExtension: ".html"), url: url, data: data, body: text,
        fileExtension: "." + PathName.extension(of: file.relativePath), copiedFrom: file.relativePath)
}
