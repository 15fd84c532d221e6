import Foundation
import Liquid
import OrderedCollections
import Synchronization

/// The site after reading: documents with their URLs (generated pages included), static
/// files and layouts' sources. Immutable once built; render results live in `RenderState`.
final class SiteModel: @unchecked Sendable {
    let config: SiteConfig
    private(set) var documents: [Document]
    let staticFiles: [StaticFile]
    let layoutFiles: [String: String]
    /// Whether the built-in theme applies, and how (nil: it does not).
    let builtInTheme: DefaultTheme.Use?
    /// `site.data`.
    let data: Value
    let buildTime: LiquidDate
    /// Sorted documents per collection (oldest first), for `next`/`previous`.
    private(set) var collectionDocuments: [String: [Document]] = [:]
    /// Posts (and drafts) by each prefix of their file name that ends before a `.`, for
    /// `post_url`; made by the first `post_url` (most sites have none: making it for 100,000
    /// posts took 0.6 s on one core before rendering could start).
    private let postsByNamePrefix = Mutex<[String: [Document]]?>(nil)
    /// Front-matter keys the generators read (a change to one makes them run again).
    let generatorKeys: Set<String>
    /// Whether a generator rewrites documents' content (then every content edit rebuilds fully).
    let generatorsAmendContent: Bool
    /// What the generators could not use (a `pagination:` number out of range).
    let generatorWarnings = DiagnosticSink()

    init(config: SiteConfig, contents: SiteContents, buildTime: LiquidDate, generators: [any Generator] = [], converters: ConverterSet? = nil) throws {
        self.config = config
        self.documents = contents.documents
        self.staticFiles = contents.staticFiles
        self.layoutFiles = contents.layoutFiles
        self.builtInTheme = contents.builtInTheme
        self.data = contents.data
        self.buildTime = buildTime
        self.generatorKeys = generators.reduce(into: Set<String>()) { $0.formUnion($1.readsFrontMatterKeys) }
        self.generatorsAmendContent = generators.contains { $0.amendsContent }
        for d in documents {
            if let c = d.collection { collectionDocuments[c, default: []].append(d) }
        }
        assignURLs()
        try runGenerators(generators, converters: converters ?? ConverterSet(converters: []))
    }

    /// Adds the generators' pages, each generator seeing the pages of those before it (Jekyll
    /// runs generators in turn). A page at a path the site already writes is left out.
    private func runGenerators(_ generators: [any Generator], converters: ConverterSet) throws {
        for generator in generators {
            let input = GeneratorInput(config: config, documents: documents, staticFiles: staticFiles,
                                       collections: collectionDocuments, data: data, layoutFiles: layoutFiles,
                                       builtInTheme: builtInTheme, warnings: generatorWarnings)
            let pages: [GeneratedPage]
            do {
                pages = try generator.generate(input)
            } catch let error as SiteError {
                throw error
            } catch {
                throw SiteError("\(generator.name): \(error)")
            }
            // Two pages of one generator at one path (two documents' `redirect_from` naming the
            // same URL): Jekyll writes both, in order, so the later one is the file; only it is
            // written here, whatever order the pages render in.
            var lastAt: [String: Int] = [:]
            for (i, page) in pages.enumerated() where !page.amendsExisting && !page.movesExisting { lastAt[page.outputPath] = i }
            for (index, page) in pages.enumerated() {
                if page.amendsExisting {
                    for d in documents where d.outputPath == page.outputPath && d.writesOutput {
                        d.locals.merge(page.locals) { _, new in new }
                    }
                    continue
                }
                if page.movesExisting {
                    for d in documents where d.kind == .page && d.generatedBy == nil && d.relativePath == page.copiedFrom {
                        d.data["permalink"] = .string(page.url)
                        d.url = page.url
                        d.outputPath = page.outputPath
                        // The move is the generator's: an edit to the file makes `serve` run them again.
                        d.copiedFrom = d.relativePath
                    }
                    continue
                }
                guard !input.writes(page.outputPath) else { continue }
                let converter = converters.converter(for: page.fileExtension)
                let d = Document(
                    kind: .page, relativePath: page.outputPath, collection: nil, data: page.data,
                    bodyOffset: 0, bodyFirstLine: 1, fileText: page.body, fileExtension: page.fileExtension,
                    outputExtension: converter.outputExtension(for: page.fileExtension), converter: converter,
                    date: buildTime, slug: PathName.deletingExtension(PathName.last(page.outputPath)),
                    categories: [], tags: [], writesOutput: lastAt[page.outputPath] == index)
                d.url = page.url
                d.outputPath = page.outputPath
                d.generatedBy = generator.name
                d.copiedFrom = page.copiedFrom
                d.pageName = page.pageName
                d.origin = page.origin
                d.locals = page.locals
                d.liquidView = page.liquidView
                documents.append(d)
            }
        }
    }

    /// The document `offset` places from `d` in its collection (`next`: 1, `previous`: -1).
    func neighbour(of d: Document, offset: Int) -> Document? {
        guard let c = d.collection, let list = collectionDocuments[c] else { return nil }
        let i = d.collectionIndex + offset
        guard i >= 0, i < list.count, list[d.collectionIndex] === d else { return nil }
        return list[i]
    }

    /// Jekyll's Document#id: the URL's folder plus the slug.
    func id(of d: Document) -> String {
        let dir = (d.url as NSString).deletingLastPathComponent
        let slug = d.data["slug"]?.liquidString ?? d.basenameWithoutExtension
        return (dir == "/" ? "" : dir) + "/" + slug
    }

    /// The post `{% post_url wanted %}` names, as Jekyll's `PostComparer` finds it: `wanted`
    /// (a leading `/` dropped) is `path/DATE-slug`; the first post in `site.posts` order whose
    /// relative path matches `^_posts/PATH DATE-slug\.[^.]+` or `^PATH _posts/?DATE-slug\.[^.]+`
    /// wins; failing that, the first post with that slug and that day (the deprecated match).
    /// Front-matter `categories` play no part. Candidates come from an index of file names cut
    /// at each `.`, so a site whose posts link to each other does not render in quadratic time.
    /// Throws `PostURLNameError` when `wanted` has no date.
    func post(named wanted: String) throws -> Document? {
        let name = wanted.hasPrefix("/") ? String(wanted.dropFirst()) : wanted
        guard let parts = PostComparer(name) else { throw PostURLNameError() }
        let posts = collectionDocuments["posts"] ?? []
        let dateSlug = parts.date + "-" + parts.slug
        let candidates = parts.slug.contains("/") ? posts : postsNamed(prefix: dateSlug)
        // Jekyll compares Document#relative_path: under `collections_dir`, from inside it.
        let matches = candidates.filter { parts.matches(relativePath: $0.pathInCollections ?? $0.relativePath) }
        if let first = matches.min(by: { $0.collectionIndex < $1.collectionIndex }) { return first }
        guard let day = parts.day else { return nil }
        return posts.first { d in
            let slug = d.data["slug"]?.stringValue ?? d.slug
            guard slug == parts.slug else { return false }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: 0)!
            let c = calendar.dateComponents([.year, .month, .day], from: d.date.date.addingTimeInterval(TimeInterval(d.date.utcOffset)))
            return c.year == day.year && c.month == day.month && c.day == day.day
        }
    }

    /// The posts and drafts whose file name, cut at one of its `.`s (or whole), is `prefix`.
    private func postsNamed(prefix: String) -> [Document] {
        postsByNamePrefix.withLock { index in
            if index == nil { index = Self.postsByNamePrefix(documents) }
            return index?[prefix] ?? []
        }
    }

    private static func postsByNamePrefix(_ documents: [Document]) -> [String: [Document]] {
        var index: [String: [Document]] = [:]
        for d in documents where d.collection == "posts" && (d.kind == .post || d.kind == .draft) {
            let path = d.relativePath.utf8
            let file = path.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...]
            var dot = file.startIndex
            while let next = file[dot...].firstIndex(of: UInt8(ascii: ".")) {
                index[String(Substring(file[..<next])), default: []].append(d)
                dot = file.index(after: next)
            }
            index[String(Substring(file)), default: []].append(d)
        }
        return index
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
            // Jekyll's Configuration#add_default_collections: a posts `permalink:` of its own is
            // used as written (a style name there is not expanded), else the site's style.
            template = config.collections[0].permalink ?? Permalink.expandStyle(siteStyle)
        } else {
            // Collection#url_template: the collection's `permalink:` as written, else
            // `/:collection/:path` ending as the site's style ends.
            let c = config.collections.first { $0.label == d.collection }
            template = c?.permalink ?? Permalink.collectionTemplate(siteStyle: siteStyle)
        }
        let civil = CivilTime(d.date)
        d.url = Permalink.escapePath(Permalink.fill(template) { placeholder($0, for: d, civil: civil) })
        d.outputPath = Permalink.documentOutputPath(
            forURL: d.url, outputExtension: d.outputExtension, ownPermalink: d.data["permalink"]?.stringValue, isPage: d.kind == .page)
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
}

/// A `post_url` name without a `YYYY-MM-DD-` date.
struct PostURLNameError: Error {}

/// Jekyll's `Tags::PostComparer`: a `post_url` name split by `^(.+/)*(\d+-\d+-\d+)-(.*)$`.
struct PostComparer {
    /// The folder part with its trailing `/` (the regex's last, greedy repetition), or empty.
    let path: String
    let date: String
    let slug: String

    init?(_ name: String) {
        let regex = try! NSRegularExpression(pattern: "^(.+/)*(\\d+-\\d+-\\d+)-(.*)$")
        let ns = name as NSString
        guard let m = regex.firstMatch(in: name, range: NSRange(location: 0, length: ns.length)) else { return nil }
        path = m.range(at: 1).location == NSNotFound ? "" : ns.substring(with: m.range(at: 1))
        date = ns.substring(with: m.range(at: 2))
        slug = ns.substring(with: m.range(at: 3))
    }

    /// `^_posts/#{path}DATE-SLUG\.[^.]+|^#{path}_posts/?DATE-SLUG\.[^.]+` (the folder part taken
    /// literally).
    func matches(relativePath: String) -> Bool {
        func tail(_ rest: Substring) -> Bool {
            let base = date + "-" + slug + "."
            guard rest.hasPrefix(base) else { return false }
            let after = rest.dropFirst(base.count)
            return after.first.map { $0 != "." } ?? false
        }
        let a = "_posts/" + path
        if relativePath.hasPrefix(a), tail(relativePath.dropFirst(a.count)) { return true }
        let b = path + "_posts"
        guard relativePath.hasPrefix(b) else { return false }
        var rest = relativePath.dropFirst(b.count)
        if tail(rest) { return true }
        if rest.first == "/" { rest = rest.dropFirst(); return tail(rest) }
        return false
    }

    /// The date as Ruby's `Time.parse` reads it (year, month, day), nil if it is no date.
    var day: (year: Int, month: Int, day: Int)? {
        let n = date.split(separator: "-").compactMap { Int($0) }
        guard n.count == 3, (1...12).contains(n[1]), (1...31).contains(n[2]) else { return nil }
        return (n[0], n[1], n[2])
    }
}
