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

/// jekyll-titles-from-headings: a Markdown page without a `title:` takes its first heading's
/// text (`titles_from_headings: strip_title: true` also removes that heading; `collections:
/// true` extends this to collection documents).
struct JekyllTitlesFromHeadingsPlugin: Plugin {
    var name: String { "jekyll-titles-from-headings" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: TitlesFromHeadingsGenerator())
    }
}

struct TitlesFromHeadingsGenerator: Generator {
    var name: String { "jekyll-titles-from-headings" }
    var readsFrontMatterKeys: Set<String> { ["title"] }
    var priority: Int { -100 }
    var amendsContent: Bool { true }

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        let settings = site.config.values["titles_from_headings"] ?? .nil
        if case .bool(false) = settings.property("enabled") { return [] }
        let strip = settings.property("strip_title").isTruthy
        let collections = settings.property("collections").isTruthy
        for d in site.documents where d.generatedBy == nil && d.converter is MarkdownConverter {
            // Pages without a title; with `collections: true` also every written document, whose
            // title (always present, from the file name at least) the gem treats as inferred.
            let eligible = d.kind == .page ? (d.data["title"]?.isNil ?? true) : (collections && d.writesOutput)
            guard eligible, let (title, lineRange) = Self.firstHeading(d.body) else { continue }
            d.data["title"] = .string(title)
            let stripHere = d.data["strip_title"].map { if case .bool(true) = $0 { return true } else { return false } } ?? strip
            if stripHere {
                var body = d.body
                body.removeSubrange(lineRange)
                d.fileText = String(decoding: d.fileText.utf8.prefix(d.bodyOffset), as: UTF8.self)
                    + body.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        return []
    }

    /// The first ATX (`#` to `###`) or setext (`Title` over `===`/`---`) heading, its text without
    /// Markdown emphasis or links, and the lines it spans.
    static func firstHeading(_ body: String) -> (String, Range<String.Index>)? {
        var lines: [(Substring, Range<String.Index>)] = []
        var start = body.startIndex
        while start < body.endIndex {
            let end = body[start...].firstIndex(of: "\n") ?? body.endIndex
            let next = end < body.endIndex ? body.index(after: end) : end
            lines.append((body[start..<end], start..<next))
            start = next
            if lines.count > 400 { break }
        }
        for (i, (line, range)) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                let hashes = trimmed.prefix { $0 == "#" }.count
                let rest = trimmed.dropFirst(hashes)
                guard hashes <= 3, rest.first == " " else { return nil }
                var text = rest.trimmingCharacters(in: .whitespaces)
                while text.hasSuffix("#") { text.removeLast() }
                return (plain(text.trimmingCharacters(in: .whitespaces)), range)
            }
            if i + 1 < lines.count {
                let under = lines[i + 1].0.trimmingCharacters(in: .whitespaces)
                if !under.isEmpty, under.allSatisfy({ $0 == "=" }) || under.allSatisfy({ $0 == "-" }) {
                    return (plain(trimmed), range.lowerBound..<lines[i + 1].1.upperBound)
                }
            }
            return nil  // the first text is not a heading
        }
        return nil
    }

    /// Heading text as the gem keeps it: link targets and emphasis marks dropped.
    static func plain(_ text: String) -> String {
        var s = text.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        for mark in ["**", "__", "*", "_", "`"] { s = s.replacingOccurrences(of: mark, with: "") }
        return s
    }
}

/// jekyll-optional-front-matter: Markdown files without front matter become pages too (the
/// file is still copied as it is, unless the gem's `remove_originals`, which sitegen does not
/// offer); README, LICENSE, CONTRIBUTING and the like are left alone unless `include:` names them.
struct JekyllOptionalFrontMatterPlugin: Plugin {
    var name: String { "jekyll-optional-front-matter" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: OptionalFrontMatterGenerator())
    }
}

struct OptionalFrontMatterGenerator: Generator {
    var name: String { "jekyll-optional-front-matter" }
    var readsFrontMatterKeys: Set<String> { [] }

    static let leftAlone: Set<String> = [
        "README", "LICENSE", "LICENCE", "COPYING", "CODE_OF_CONDUCT", "CONTRIBUTING", "ISSUE_TEMPLATE", "PULL_REQUEST_TEMPLATE",
    ]

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        let settings = site.config.values["optional_front_matter"] ?? .nil
        if case .bool(false) = settings.property("enabled") { return [] }
        if site.config.values["require_front_matter"]?.isTruthy == true { return [] }
        return site.staticFiles.compactMap { file -> GeneratedPage? in
            guard file.collection == nil, file.writesOutput, site.config.markdownExtensions.contains("." + PathName.extension(of: file.relativePath).lowercased())
            else { return nil }
            let base = PathName.deletingExtension(PathName.last(file.relativePath))
            let included = site.config.include.contains(file.relativePath) || site.config.include.contains(PathName.last(file.relativePath))
            guard included || !Self.leftAlone.contains(base.uppercased()) else { return nil }
            return markdownPage(for: file, in: site, permalink: nil)
        }
    }
}

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
private func markdownPage(for file: StaticFile, in site: GeneratorInput, permalink: String?) -> GeneratedPage? {
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
