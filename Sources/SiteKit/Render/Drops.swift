import Foundation
import Liquid
import OrderedCollections

/// `site`: built once per build and shared by every render, so that a page listing every
/// post costs one array lookup, not a conversion of the whole site (Jekyll's quadratic trap).
final class SiteDrop: Drop, @unchecked Sendable {
    private let config: OrderedDictionary<String, Value>
    private var fields: [String: Value] = [:]
    private(set) var keys: [String] = []

    init(config: OrderedDictionary<String, Value>) {
        self.config = config
    }

    /// Called while the model is assembled, before any render starts.
    func set(_ key: String, _ value: Value) {
        if fields[key] == nil { keys.append(key) }
        fields[key] = value
    }

    /// Where the pages a converter adds while rendering (Sass source maps) come in Jekyll's
    /// render order, ascending, and `site.pages` with the first k of them, built once per build
    /// (a render after the k-th sees `pagesWithAdded[k - 1]`; every page may ask).
    private var addedPagePositions: [Int] = []
    private var pagesWithAdded: [Value] = []

    /// Called while the model is assembled, after `pages` is set; `added` in render order.
    func setPagesAddedWhileRendering(_ added: [(position: Int, page: Value)]) {
        guard case .array(let pages)? = fields["pages"] else { return }
        addedPagePositions = added.map(\.position)
        pagesWithAdded = added.indices.map { k in .array(pages + added[...k].map(\.page)) }
    }

    func liquidValue(forKey key: String) -> Value {
        if key == "pages", !addedPagePositions.isEmpty, let reader = RenderReader.reader {
            if reader.excerptMoments != nil {
                for a in addedPagePositions { reader.changes(at: RenderReader.moment(position: a + 1, inLayouts: false)) }
            }
            let seen = addedPagePositions.prefix { $0 < reader.position }.count
            if seen > 0 { return pagesWithAdded[seen - 1] }
        }
        if let v = fields[key] { return v }
        return config[key] ?? .nil
    }

    var liquidKeys: [String] { Array(config.keys.filter { fields[$0] == nil }) + keys }

    func hasLiquidKey(_ key: String) -> Bool { fields[key] != nil || config[key] != nil }
}

/// A document as templates see it (`page`, `post`, `site.posts[i]`): its front matter plus
/// Jekyll's computed fields, and its render results as the current stage sees them.
final class DocumentDrop: Drop, @unchecked Sendable {
    unowned let document: Document
    /// The build's drops: neighbours, excerpts and rendered content.
    unowned let site: SiteDrops

    init(document: Document, site: SiteDrops) {
        self.document = document
        self.site = site
    }

    /// Jekyll's DocumentDrop hands `to_s` to the document: `{{ post }}` prints its output once
    /// it is laid out, else its content (a page's drop prints its fields).
    var liquidText: String? {
        guard document.kind != .page else { return nil }
        if case .string(let output) = liquidValue(forKey: "output") { return output }
        return liquidValue(forKey: "content").liquidString
    }

    func liquidValue(forKey key: String) -> Value {
        let d = document
        if let view = d.liquidView { return Self.listAsDrops(view[key], site: site) ?? .nil }
        let length = key.utf8.count
        if length >= 64 || Self.computedKeyLengths & (1 << UInt64(length)) == 0 {
            // Not one of the computed keys below (`title`, `layout`, most front matter): read
            // straight from the front matter, without a dozen string comparisons first.
            return frontMatterValue(key)
        }
        switch key {
        // Seen from other pages (feeds, listings), a post with experiments shows its control variant only.
        case "content": return .string(ExperimentStage.controlOnly(site.renderer.state.visibleContent(of: d), of: d))
        case "url": return .string(d.url)
        case "path":
            if let v = d.data["path"] { return v }
            // A generated page made from a file (a paginator's later pages, a README as its
            // folder's index) is Jekyll's Page.new over that file: its path is the file's.
            return .string(d.pageName ?? d.copiedFrom ?? d.pathInCollections ?? d.relativePath)
        case "relative_path": return .string(d.pathInCollections ?? d.relativePath)
        case "output":
            // Jekyll sets a document's `output` (layouts and post-render hooks included) once it
            // is rendered: documents rendering after it see it, those before (and itself) nil.
            // A page has none.
            guard d.kind != .page, site.renderer.state.seesOutput(of: d) else { return .nil }
            site.renderer.state.noteOutputRead()
            return (try? site.renderer.output(of: d)).map(Value.string) ?? .nil
        default: break
        }
        if d.kind == .page {
            switch key {
            case "name": return .string(d.pageName ?? PathName.last(d.copiedFrom ?? d.relativePath))
            case "dir":
                let dir = (d.url.hasSuffix("/") ? d.url : (d.url as NSString).deletingLastPathComponent)
                return .string(dir.hasSuffix("/") ? dir : dir + "/")
            default: return frontMatterValue(key)
            }
        }
        switch key {
        case "id": return .string(site.model.id(of: d))
        // Jekyll's DocumentDrop#name: front matter's `name`, else the file name.
        case "name": return d.data["name"] ?? .string(PathName.last(d.relativePath))
        case "collection": return .string(d.collection ?? "")
        case "excerpt": return site.renderer.excerpt(of: d).map { .string(ExperimentStage.controlOnly($0, of: d)) } ?? .nil
        case "next": return site.model.neighbour(of: d, offset: 1).map { .drop(site.drop(of: $0)) } ?? .nil
        case "previous": return site.model.neighbour(of: d, offset: -1).map { .drop(site.drop(of: $0)) } ?? .nil
        default: return frontMatterValue(key)
        }
    }

    /// The lengths of the keys `liquidValue(forKey:)` computes (`id`, `url`, `path`, `output`,
    /// `content`, `previous`, `collection`, `relative_path`…), as bits.
    private static let computedKeyLengths: UInt64 = [2, 3, 4, 6, 7, 8, 10, 13].reduce(0) { $0 | 1 << UInt64($1) }

    /// `key` from the front matter (a few keys: scanned, not hashed); a generated page's list
    /// of documents (jekyll-archives' `page.posts`) as drops.
    private func frontMatterValue(_ key: String) -> Value {
        let value = document.data.liquidValue(forKey: key)
        return document.kind == .page ? Self.listAsDrops(value, site: site) ?? .nil : value ?? .nil
    }

    /// A generated page's list of documents as their drops; any other value as it is.
    private static func listAsDrops(_ value: Value?, site: SiteDrops) -> Value? {
        if case .drop(let list as DocumentList)? = value {
            return .array(list.documents.map { .drop(site.drop(of: $0)) })
        }
        return value
    }

    /// In Jekyll's order, which `jsonify` and `inspect` show: a page's data, then Convertible's
    /// ATTRIBUTES_FOR_LIQUID; a document's drop methods (as Ruby lists them), then its data
    /// (`draft` first, `slug` and `ext` last, where Jekyll's reader adds them).
    var liquidKeys: [String] {
        if let view = document.liquidView { return Array(view.keys) }
        let data = document.data
        if document.kind == .page {
            var keys = Array(data.keys)
            for k in Self.pageAttributes where data[k] == nil { keys.append(k) }
            return keys
        }
        var keys = Self.documentMethods
        var listed = Set(keys)
        for k in ["draft"] + data.keys.filter({ $0 != "slug" && $0 != "ext" }) + ["slug", "ext"] where data[k] != nil && listed.insert(k).inserted {
            keys.append(k)
        }
        return keys
    }

    static let pageAttributes = ["content", "dir", "excerpt", "name", "path", "url"]
    static let documentMethods = [
        "name", "id", "relative_path", "excerpt", "title", "categories", "collection", "next", "tags",
        "previous", "content", "output", "path", "url", "date",
    ]

    func hasLiquidKey(_ key: String) -> Bool {
        if let view = document.liquidView { return view[key] != nil }
        return document.data[key] != nil || liquidKeys.contains(key)
    }
}

/// A page a converter adds as it converts `source` (jekyll-sass-converter's SourceMapPage), as
/// `site.pages` lists it: the source's data, then Page's attributes for its own path.
final class AddedPageDrop: Drop, @unchecked Sendable {
    unowned let source: Document
    let path: String
    let text: () -> String?

    init(source: Document, path: String, text: @escaping () -> String?) {
        self.source = source
        self.path = path
        self.text = text
    }

    func liquidValue(forKey key: String) -> Value {
        switch key {
        case "content": return text().map(Value.string) ?? .nil
        case "dir":
            let folder = (path as NSString).deletingLastPathComponent
            return .string(folder.isEmpty ? "/" : "/" + folder + "/")
        case "excerpt": return .nil
        case "name": return .string(PathName.last(path))
        case "path": return .string(path)
        case "url": return .string("/" + path)
        default: return source.data[key] ?? .nil
        }
    }

    var liquidKeys: [String] {
        Array(source.data.keys) + DocumentDrop.pageAttributes.filter { source.data[$0] == nil }
    }

    func hasLiquidKey(_ key: String) -> Bool { liquidKeys.contains(key) }
}

/// `site` as one document's render sees it: `site.related_posts` is that document's (Jekyll's
/// SiteDrop#related_posts: nil on pages, else the ten newest posts other than itself).
final class DocumentSiteDrop: Drop, @unchecked Sendable {
    let base: any Drop
    unowned let document: Document
    unowned let drops: SiteDrops

    init(base: any Drop, document: Document, drops: SiteDrops) {
        self.base = base
        self.document = document
        self.drops = drops
    }

    func liquidValue(forKey key: String) -> Value {
        let value = base.liquidValue(forKey: key)
        guard key == "related_posts" else { return value }
        guard document.kind != .page else { return .nil }
        let posts = drops.model.collectionDocuments["posts"] ?? []
        guard posts.count > 1 else { return .array([]) }
        return .array(posts.suffix(11).reversed().filter { $0 !== document }.prefix(10).map { .drop(drops.drop(of: $0)) })
    }

    var liquidKeys: [String] { base.liquidKeys }

    func hasLiquidKey(_ key: String) -> Bool { key == "related_posts" || base.hasLiquidKey(key) }
}

/// `site` and one drop per document, built once per build from the model and shared by every
/// render and every list a document appears in.
final class SiteDrops: @unchecked Sendable {
    let model: SiteModel
    unowned let renderer: SiteRenderer
    let site: SiteDrop
    private var drops: [ObjectIdentifier: DocumentDrop] = [:]

    init(model: SiteModel, renderer: SiteRenderer) {
        self.model = model
        self.renderer = renderer
        site = SiteDrop(config: model.config.values)
        for d in model.documents { drops[ObjectIdentifier(d)] = DocumentDrop(document: d, site: self) }
        buildSiteDrop()
    }

    func drop(of d: Document) -> DocumentDrop { drops[ObjectIdentifier(d)]! }

    private func buildSiteDrop() {
        let config = model.config
        let staticFiles = model.staticFiles
        var postsNewestFirst: [Value] = []
        var collectionsValue: [Value] = []
        var allDocuments: [Value] = []
        var collectionValues: [(label: String, docs: Value)] = []
        // Jekyll's SiteDrop#collections: sorted by label.
        for c in config.collections.sorted(by: { $0.label.utf8.lexicographicallyPrecedes($1.label.utf8) }) {  // bytewise, as Ruby sorts
            let docs = model.collectionDocuments[c.label] ?? []
            let values = docs.map { Value.drop(self.drop(of: $0)) }
            collectionValues.append((c.label, .array(values)))
            let files = staticFiles.filter { $0.collection == c.label }.map { Value.drop(StaticFileDrop(file: $0)) }
            // Posts' permalink is the site's style (Configuration#add_default_collections).
            let permalink = c.permalink ?? (c.label == "posts" ? Permalink.expandStyle(config.permalink) : nil)
            var fields: OrderedDictionary<String, Value> = [
                "label": .string(c.label), "docs": .array(values), "files": .array(files),
                "output": .bool(c.output), "permalink": permalink.map(Value.string) ?? .nil,
                "relative_directory": .string("_" + c.label),
                "directory": .string(config.source.appendingPathComponent("_" + c.label).path),
            ]
            // The collection's other settings (its `metadata`, the drop's fallback data).
            if case .dictionary(let settings)? = config.values["collections"]?.property(c.label) {
                for (key, value) in settings where fields[key] == nil { fields[key] = value }
            }
            collectionsValue.append(.drop(CollectionDrop(fields: fields)))
        }
        for c in config.collections {
            let values = (model.collectionDocuments[c.label] ?? []).map { Value.drop(self.drop(of: $0)) }
            allDocuments += values
            if c.label == "posts" {
                postsNewestFirst = values.reversed()
                site.set("posts", .array(postsNewestFirst))
            } else {
                site.set(c.label, .array(values))
            }
        }
        let pages = model.documents.filter { $0.kind == .page }
        site.set("pages", .array(pages.map { .drop(self.drop(of: $0)) }))
        // A converter may add a page as it converts (a stylesheet's source map): renders after
        // that document in Jekyll's order see it at the end of `site.pages`.
        let state = renderer.state
        site.setPagesAddedWhileRendering(pages.compactMap { d in
            guard let added = d.converter.pageAdded(byConverting: d) else { return nil }
            return (state.position(of: d), .drop(AddedPageDrop(source: d, path: added.path, text: added.text)))
        }.sorted { $0.position < $1.position })
        site.set("html_pages", .array(pages.filter(\.isHTMLOutput).map { .drop(self.drop(of: $0)) }))
        site.set("static_files", .array(staticFiles.map { .drop(StaticFileDrop(file: $0)) }))
        site.set("html_files", .array(staticFiles.filter { $0.relativePath.hasSuffix(".html") }.map { .drop(StaticFileDrop(file: $0)) }))
        site.set("documents", .array(allDocuments))
        // Jekyll's SiteDrop#collections: sorted by label (`2019` before `posts` before `wiki`).
        site.set("collections", .array(collectionsValue))
        site.set("data", model.data)
        site.set("time", .date(model.buildTime))
        site.set("categories", .dictionary(group(\.categories)))
        site.set("tags", .dictionary(group(\.tags)))
        site.set("related_posts", .array(Array(postsNewestFirst.prefix(10))))
        for provider in renderer.siteValues {
            for (key, value) in provider(model) {
                if case .drop(let list as DocumentList) = value {
                    site.set(key, .array(list.documents.map { .drop(self.drop(of: $0)) }))
                } else {
                    site.set(key, value)
                }
            }
        }
        // Jekyll's SiteDrop#[]: a collection's label (any but `posts`) names its documents,
        // before the drop's own keys (a collection named `pages` shadows the pages).
        for (label, docs) in collectionValues where label != "posts" { site.set(label, docs) }
    }

    /// `site.categories` / `site.tags`: keys in order of first use over posts oldest first,
    /// each list newest first, as Jekyll's `post_attr_hash` builds them.
    private func group(_ key: KeyPath<Document, [String]>) -> OrderedDictionary<String, Value> {
        var result = OrderedDictionary<String, [Value]>()
        for d in model.collectionDocuments["posts"] ?? [] {
            for name in d[keyPath: key] { result[name, default: []].append(.drop(drop(of: d))) }
        }
        return result.mapValues { .array($0.reversed()) }
    }
}

/// A collection in `site.collections`.
final class CollectionDrop: Drop, @unchecked Sendable {
    let fields: OrderedDictionary<String, Value>
    init(fields: OrderedDictionary<String, Value>) { self.fields = fields }
    func liquidValue(forKey key: String) -> Value { fields[key] ?? .nil }
    var liquidKeys: [String] { Array(fields.keys) }
}

/// A file in `site.static_files`: Jekyll's StaticFileDrop, whose `path` is the file's
/// `relative_path` (`/assets/x.png` for the site's files, `_docs/x.png` without the slash for a
/// collection's); any other key is front-matter defaults' (so `url` and `relative_path` are not
/// there unless a default sets them).
final class StaticFileDrop: Drop, @unchecked Sendable {
    let file: StaticFile
    init(file: StaticFile) { self.file = file }
    func liquidValue(forKey key: String) -> Value {
        let name = (file.relativePath as NSString).lastPathComponent
        switch key {
        case "path": return .string(file.collection == nil ? "/" + file.relativePath : file.relativePath)
        case "name": return .string(name)
        case "basename": return .string((name as NSString).deletingPathExtension)
        case "extname": return .string("." + (name as NSString).pathExtension)
        case "modified_time": return .date(LiquidDate(file.modificationDate))
        case "collection": return file.collection.map(Value.string) ?? .nil
        default: return file.data[key] ?? .nil
        }
    }
    var liquidKeys: [String] { ["path", "modified_time", "name", "basename", "extname", "collection"] + file.data.keys.filter { !["path", "name"].contains($0) } }
    func hasLiquidKey(_ key: String) -> Bool { liquidKeys.contains(key) }
}
