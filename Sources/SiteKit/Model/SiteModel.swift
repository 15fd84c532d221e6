import Foundation
import Liquid
import OrderedCollections

/// The site after reading: documents with their URLs, static files, layouts' sources,
/// and the `site` drop shared by every render. Immutable once built.
final class SiteModel: @unchecked Sendable {
    let config: SiteConfig
    private(set) var documents: [Document]
    let staticFiles: [StaticFile]
    let layoutFiles: [String: String]
    let siteDrop: SiteDrop
    let buildTime: LiquidDate
    /// One drop per document, shared by every list it appears in.
    private(set) var drops: [ObjectIdentifier: DocumentDrop] = [:]
    /// Sorted documents per collection (oldest first), for `next`/`previous`.
    private(set) var collectionDocuments: [String: [Document]] = [:]
    /// Computes a document's excerpt; set by the renderer before rendering starts.
    var excerptRenderer: (@Sendable (Document) -> String?)?
    /// The first post of each file name without extension, for `post_url`.
    private var postsByBasename: [String: Document] = [:]

    init(config: SiteConfig, contents: SiteContents, buildTime: LiquidDate, generators: [any Generator] = []) throws {
        self.config = config
        self.documents = contents.documents
        self.staticFiles = contents.staticFiles
        self.layoutFiles = contents.layoutFiles
        self.buildTime = buildTime
        self.siteDrop = SiteDrop(config: config.values)
        for d in documents {
            drops[ObjectIdentifier(d)] = DocumentDrop(document: d, model: self)
            if let c = d.collection { collectionDocuments[c, default: []].append(d) }
            if d.kind == .post, postsByBasename[d.basenameWithoutExtension] == nil { postsByBasename[d.basenameWithoutExtension] = d }
        }
        assignURLs()
        try runGenerators(generators, data: contents.data)
        for d in documents where drops[ObjectIdentifier(d)] == nil {
            drops[ObjectIdentifier(d)] = DocumentDrop(document: d, model: self)
        }
        buildSiteDrop(data: contents.data)
    }

    /// Adds the generators' pages, each generator seeing the pages of those before it (Jekyll
    /// runs generators in turn). A page at a path the site already writes is left out.
    private func runGenerators(_ generators: [any Generator], data: Value) throws {
        for generator in generators {
            let input = GeneratorInput(config: config, documents: documents, staticFiles: staticFiles,
                                       collections: collectionDocuments, data: data,
                                       documentValue: { [unowned self] in .drop(self.drop(of: $0)) })
            let pages: [GeneratedPage]
            do {
                pages = try generator.generate(input)
            } catch let error as SiteError {
                throw error
            } catch {
                throw SiteError("\(generator.name): \(error)")
            }
            for page in pages {
                if page.amendsExisting {
                    for d in documents where d.outputPath == page.outputPath && d.writesOutput {
                        d.locals.merge(page.locals) { _, new in new }
                    }
                    continue
                }
                guard !input.writes(page.outputPath) else { continue }
                let ext = page.fileExtension
                let outputExt = "." + PathName.extension(of: page.outputPath)
                let d = Document(
                    kind: .page, relativePath: page.outputPath, collection: nil, data: page.data,
                    bodyOffset: 0, bodyFirstLine: 1, fileText: page.body, fileExtension: ext,
                    outputExtension: outputExt == "." ? "" : outputExt,
                    isMarkdown: config.markdownExtensions.contains(ext.lowercased()),
                    date: buildTime, slug: PathName.deletingExtension(PathName.last(page.outputPath)),
                    categories: [], tags: [], writesOutput: true)
                d.url = page.url
                d.outputPath = page.outputPath
                d.generatedBy = generator.name
                d.locals = page.locals
                documents.append(d)
            }
        }
    }

    func drop(of d: Document) -> DocumentDrop { drops[ObjectIdentifier(d)]! }

    func neighbour(of d: Document, offset: Int) -> DocumentDrop? {
        guard let c = d.collection, let list = collectionDocuments[c] else { return nil }
        let i = d.collectionIndex + offset
        guard i >= 0, i < list.count, list[d.collectionIndex] === d else { return nil }
        return drop(of: list[i])
    }

    /// Jekyll's Document#id: the URL's folder plus the slug.
    func id(of d: Document) -> String {
        let dir = (d.url as NSString).deletingLastPathComponent
        let slug = d.data["slug"]?.liquidString ?? d.basenameWithoutExtension
        return (dir == "/" ? "" : dir) + "/" + slug
    }

    /// The post `{% post_url wanted %}` names (`2010-07-21-name` or `category/2010-07-21-name`,
    /// without a leading `/`): the first post in document order that matches, as a scan over
    /// `documents` finds it, but by dictionary lookup for the plain form, so that a site whose
    /// posts link to each other does not render in quadratic time.
    func post(named wanted: String) -> Document? {
        guard wanted.contains("/") else { return postsByBasename[wanted] }
        return documents.first { d in
            guard d.kind == .post else { return false }
            let dir = d.categories.joined(separator: "/")
            return "\(dir)/\(d.basenameWithoutExtension)" == wanted || d.relativePath.hasSuffix("/" + wanted + d.fileExtension)
        }
    }

    func excerpt(of d: Document) -> String? {
        d.excerpt { excerptRenderer?(d) }
    }

    // MARK: - URLs

    /// Each URL depends only on its own document, so they are worked out on every core.
    private func assignURLs() {
        let documents = self.documents
        DispatchQueue.concurrentPerform(iterations: documents.count) { i in assignURL(documents[i]) }
    }

    private func assignURL(_ d: Document) {
        let siteStyle = config.permalink
        var template: String
        if let own = d.data["permalink"]?.stringValue, !own.isEmpty {
            template = own
        } else if d.kind == .page {
            let base = d.basenameWithoutExtension
            template = Permalink.pageTemplate(siteStyle: siteStyle, isHTML: d.isHTMLOutput, isIndex: base == "index")
        } else if d.collection == "posts" {
            template = Permalink.expandStyle(config.collections[0].permalink ?? siteStyle)
        } else {
            let c = config.collections.first { $0.label == d.collection }
            template = c?.permalink.map(Permalink.expandStyle) ?? "/:collection/:path:output_ext"
        }
        let civil = CivilTime(d.date)
        d.url = Permalink.escapePath(Permalink.fill(template) { placeholder($0, for: d, civil: civil) })
        d.outputPath = Permalink.outputPath(forURL: d.url, outputExtension: d.outputExtension)
    }

    /// One permalink placeholder's value for `d`, worked out only when its template uses it.
    private func placeholder(_ name: String, for d: Document, civil: CivilTime) -> String? {
        if let value = Permalink.dateValue(name, d.date, civil) { return value }
        let base = d.basenameWithoutExtension
        if name == "output_ext" { return d.outputExtension }
        if d.kind == .page {
            switch name {
            case "path": return (d.relativePath as NSString).deletingLastPathComponent
            case "basename": return base
            case "title": return d.data["title"].map { Slugify.slugify($0.liquidString, mode: .pretty, cased: true) } ?? base
            case "name", "slug": return Slugify.slugify(base)
            case "categories": return ""
            default: return nil
            }
        }
        switch name {
        case "title": return Slugify.slugify(d.data["slug"]?.liquidString ?? d.slug, mode: .pretty, cased: true)
        case "slug": return Slugify.slugify(d.data["slug"]?.liquidString ?? d.slug)
        case "name": return Slugify.slugify(base)
        case "collection": return d.collection ?? ""
        case "categories":
            var seen = Set<String>()
            return d.categories.map { $0.lowercased() }.filter { seen.insert($0).inserted }.joined(separator: "/")
        case "path":
            // The path inside the collection folder, without the extension.
            var inner = d.relativePath
            let prefix = (config.collectionsDir.isEmpty ? "" : config.collectionsDir + "/") + "_" + (d.collection ?? "") + "/"
            if inner.hasPrefix(prefix) { inner.removeFirst(prefix.count) }
            return (inner as NSString).deletingPathExtension
        default: return nil
        }
    }

    // MARK: - The `site` drop

    private func buildSiteDrop(data: Value) {
        let drop = siteDrop
        var postsNewestFirst: [Value] = []
        var collectionsValue: [Value] = []
        var allDocuments: [Value] = []
        for c in config.collections {
            let docs = collectionDocuments[c.label] ?? []
            let values = docs.map { Value.drop(self.drop(of: $0)) }
            allDocuments += values
            if c.label == "posts" {
                postsNewestFirst = values.reversed()
                drop.set("posts", .array(postsNewestFirst))
            } else {
                drop.set(c.label, .array(values))
            }
            let files = staticFiles.filter { $0.collection == c.label }.map { Value.drop(StaticFileDrop(file: $0)) }
            collectionsValue.append(.drop(CollectionDrop(fields: [
                "label": .string(c.label), "docs": .array(values), "files": .array(files),
                "output": .bool(c.output), "permalink": c.permalink.map(Value.string) ?? .nil,
                "relative_directory": .string("_" + c.label),
                "directory": .string(config.source.appendingPathComponent("_" + c.label).path),
            ])))
        }
        let pages = documents.filter { $0.kind == .page }
        drop.set("pages", .array(pages.map { .drop(self.drop(of: $0)) }))
        drop.set("html_pages", .array(pages.filter(\.isHTMLOutput).map { .drop(self.drop(of: $0)) }))
        drop.set("static_files", .array(staticFiles.map { .drop(StaticFileDrop(file: $0)) }))
        drop.set("html_files", .array(staticFiles.filter { $0.relativePath.hasSuffix(".html") }.map { .drop(StaticFileDrop(file: $0)) }))
        drop.set("documents", .array(allDocuments))
        drop.set("collections", .array(collectionsValue))
        drop.set("data", data)
        drop.set("time", .date(buildTime))
        drop.set("categories", .dictionary(group(\.categories)))
        drop.set("tags", .dictionary(group(\.tags)))
        drop.set("related_posts", .array(Array(postsNewestFirst.prefix(10))))
    }

    /// `site.categories` / `site.tags`: keys in order of first use over posts oldest first,
    /// each list newest first, as Jekyll's `post_attr_hash` builds them.
    private func group(_ key: KeyPath<Document, [String]>) -> OrderedDictionary<String, Value> {
        var result = OrderedDictionary<String, [Value]>()
        for d in collectionDocuments["posts"] ?? [] {
            for name in d[keyPath: key] { result[name, default: []].append(.drop(drop(of: d))) }
        }
        return result.mapValues { .array($0.reversed()) }
    }
}
