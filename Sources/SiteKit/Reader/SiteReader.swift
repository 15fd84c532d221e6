import Foundation
import Liquid
import OrderedCollections
import TextSupport

/// Everything read from the source folder, before rendering.
struct SiteContents {
    /// Posts (oldest first), then other collections' documents, then pages.
    var documents: [Document] = []
    var staticFiles: [StaticFile] = []
    /// `_layouts/NAME.EXT` → path relative to the source.
    var layoutFiles: [String: String] = [:]
    /// Whether the built-in theme applies, and how (nil: it does not).
    var builtInTheme: DefaultTheme.Use? = nil
    var data: Value = .dictionary([:])
    var warnings: [Diagnostic] = []
    /// Folders the site walk listed: bounded by the folders on disk, however they link.
    var folderReads = 0
}

/// Reads a Jekyll source folder as Jekyll 4 does: entry filtering, `_posts` (also under
/// category folders), `_drafts`, collections, pages with front matter, static files, `_data`.
struct SiteReader {
    let config: SiteConfig
    let options: BuildOptions
    let now: Date
    /// `config.source.path`, worked out once: paths are joined to it for every file.
    private let sourcePath: String
    /// `--profile`: reading and front matter, summed over threads.
    private let profiler: Profiler?
    /// Warnings about front matter Jekyll accepts but an author would want to hear of.
    private let frontMatterWarnings = WarningSink()
    /// The build's converters: a document's output extension is its converter's.
    let converters: ConverterSet
    /// `include` and `exclude`, prepared once: they are tested against every file of the site.
    private let includePatterns: [EntryPattern]
    private let excludePatterns: [EntryPattern]

    /// Set for one-shot builds: a post whose text does not fit in it keeps no text after its
    /// front matter is read; the render reads its file again (see `Document.forgetText`).
    var keptBytes: KeptBytes?

    init(config: SiteConfig, options: BuildOptions, now: Date, converters: ConverterSet, profiler: Profiler? = nil) {
        self.config = config
        self.options = options
        self.now = now
        self.converters = converters
        self.sourcePath = config.source.path
        self.profiler = profiler
        includePatterns = config.include.compactMap(EntryPattern.init)
        excludePatterns = config.exclude.compactMap(EntryPattern.init)
    }

    enum Candidate {
        case post(relativePath: String, categories: [String], draft: Bool)
        case collectionFile(relativePath: String, label: String)
        /// `root`: the theme's folder for its `assets`, nil for the source.
        case pageOrStatic(relativePath: String, root: String? = nil)
    }

    func read() throws -> SiteContents {
        var contents = SiteContents()
        var candidates: [Candidate] = []
        let fm = FileManager.default
        let destinationPath = config.destination.path
        let collectionLabels = Set(config.collections.map(\.label).filter { $0 != "posts" })
        let collectionsDir = config.collectionsDir.trimmingCharacters(in: CharacterSet(charactersIn: "/"))

        func join(_ a: String, _ b: String) -> String { a.isEmpty ? b : a + "/" + b }

        var walkPath = SafePaths.WalkPath()
        var visits = SafePaths.FolderVisits()
        /// Each folder's place in its parent's `Dir.entries`, the order Jekyll reads folders in.
        var folderReadOrder: [String: Int] = [:]
        /// Walks `dir` (relative), collecting candidates; `postCategories` is the folder path used for category folders.
        func walk(_ dir: String) throws {
            let absolute = dir.isEmpty ? sourcePath : sourcePath + "/" + dir
            try walkPath.enter(dir, absolute: absolute)
            guard visits.admit(dir, absolute: absolute) else {
                walkPath.leave(dir, absolute: absolute)
                return
            }
            defer { walkPath.leave(dir, absolute: absolute) }
            let listed = try DirectoryListing.listed(atPath: absolute, displayName: dir)
            for (position, entry) in listed.enumerated() where entry.kind != .file {
                folderReadOrder[join(dir, entry.name)] = position
            }
            for (name, entryKind) in listed.sorted(by: { $0.name < $1.name }) {
                let rel = join(dir, name)
                let full = sourcePath + "/" + rel
                if full == destinationPath || full.hasPrefix(destinationPath + "/") { continue }
                if name.hasPrefix(".sitegen-") { continue }
                guard let kind = resolvedKind(full, entryKind) else {
                    if !isFiltered(rel) { warnIfSpecial(full, entryKind, rel) }
                    continue
                }
                if kind == .directory {
                    if name == "_posts" || name == "_drafts" {
                        // Jekyll's Reader#retrieve_posts: with a `collections_dir`, only folders
                        // whose "/path" starts with "/collections_dir" hold posts, and their
                        // categories are the folders inside it.
                        var categoryPath = dir
                        if !collectionsDir.isEmpty {
                            guard ("/" + dir).hasPrefix("/" + collectionsDir) else { continue }
                            if dir == collectionsDir { categoryPath = "" }
                            else if dir.hasPrefix(collectionsDir + "/") { categoryPath = String(dir.dropFirst(collectionsDir.count + 1)) }
                        }
                        let categories = categoryPath.split(separator: "/").map(String.init)
                        let draft = name == "_drafts"
                        if draft && !config.showDrafts { continue }
                        for file in try filesUnder(rel) where !isFiltered(file) {
                            candidates.append(.post(relativePath: file, categories: categories, draft: draft))
                        }
                        continue
                    }
                    if dir == collectionsDir, name.hasPrefix("_"), collectionLabels.contains(String(name.dropFirst())) {
                        for file in try filesUnder(rel) where !isFiltered(file) {
                            candidates.append(.collectionFile(relativePath: file, label: String(name.dropFirst())))
                        }
                        continue
                    }
                    if dir.isEmpty && [config.layoutsDir, config.includesDir, config.dataDir].contains(name) { continue }
                    if isFiltered(rel) { continue }
                    try walk(rel)
                } else {
                    if isFiltered(rel) { continue }
                    candidates.append(.pageOrStatic(relativePath: rel))
                }
            }
        }
        try walk("")
        candidates += includedFiles(besides: candidates)
        contents.warnings += visits.warnings
        contents.folderReads = visits.reads
        candidates += themeAssetCandidates(besides: candidates)

        // Layouts: every file directly in _layouts (and subfolders, named with their path).
        let layoutsRoot = sourcePath + "/" + config.layoutsDir
        if fm.fileExists(atPath: layoutsRoot) {
            for file in try filesUnder(config.layoutsDir) {
                let inner = String(file.dropFirst(config.layoutsDir.count + 1))
                let name = (inner as NSString).deletingPathExtension
                if contents.layoutFiles[name] == nil { contents.layoutFiles[name] = file }
            }
        }
        // The theme's layouts fill in names the site does not have, by absolute path.
        for (name, path) in themeLayouts() where contents.layoutFiles[name] == nil { contents.layoutFiles[name] = path }
        if config.namesBuiltInTheme {
            contents.builtInTheme = .named
        } else if config.namesNoTheme, contents.layoutFiles.isEmpty {
            contents.builtInTheme = .implicit
        }
        if contents.builtInTheme != nil {
            // As a gem theme's: the theme's layouts fill in the names the site does not have.
            for (name, path) in DefaultTheme.layouts where contents.layoutFiles[name] == nil { contents.layoutFiles[name] = path }
        }
        contents.data = try DataReader(config: config).read(warnings: &contents.warnings)
        if let themeData = try DataReader(config: config).readTheme() {
            // Jekyll's Reader#read_data: the site's data deep-merged over the theme's.
            if case .dictionary(let site) = contents.data, case .dictionary(let theme) = themeData {
                contents.data = .dictionary(SiteConfig.deepMerge(theme, site))
            }
        }

        // Read and split every candidate on all cores, in runs that share a YAML parser.
        let results = ConcurrentSlots<Result<ReadItem?, Error>>(count: candidates.count)
        let frozen = candidates
        let runLength = 16
        DispatchQueue.concurrentPerform(iterations: (frozen.count + runLength - 1) / runLength) { run in
            let range = run * runLength..<min(frozen.count, (run + 1) * runLength)
            for (offset, result) in self.readRun(frozen[range]).enumerated() { results[range.lowerBound + offset] = result }
        }
        var posts: [Document] = []
        var collectionDocuments: [String: [Document]] = [:]
        var pages: [Document] = []
        var themePages: [Document] = []
        var themeStaticFiles: [StaticFile] = []
        var errors: [Diagnostic] = []
        for (i, result) in results.values.enumerated() {
            // The theme's assets come after the site's files in Jekyll's lists (ThemeAssetsReader
            // runs after the sort), in its walk's order.
            if case .pageOrStatic(_, let root?) = frozen[i], case .success(let item?) = result {
                switch item {
                case .document(let d): themePages.append(d)
                case .staticFile(let f): themeStaticFiles.append(f)
                case .warning(let w): contents.warnings.append(w)
                }
                continue
            }
            switch result {
            case .failure(let error as SiteError): errors.append(contentsOf: error.diagnostics)
            case .failure(let error): errors.append(Diagnostic(.error, "\(error)"))
            case .success(nil): break
            case .success(.document(let d)?):
                switch d.kind {
                case .post, .draft: posts.append(d)
                case .collectionDocument: collectionDocuments[d.collection ?? "", default: []].append(d)
                case .page: pages.append(d)
                }
            case .success(.staticFile(let f)?): contents.staticFiles.append(f)
            case .success(.warning(let w)?): contents.warnings.append(w)
            }
        }
        if !errors.isEmpty { throw SiteError(diagnostics: errors) }
        contents.warnings += frontMatterWarnings.values + config.warnings

        // Jekyll's Document#<=>: by date, then by path.
        posts.sort { ($0.date.date, $0.relativePath) < ($1.date.date, $1.relativePath) }
        // Jekyll's Site#limit_posts!: after reading, only the newest `limit_posts` posts stay.
        if let limit = try limitPosts(), limit > 0, posts.count > limit { posts = Array(posts.suffix(limit)) }
        for (i, p) in posts.enumerated() { p.collectionIndex = i }
        contents.documents = posts
        for collection in config.collections where collection.label != "posts" {
            var docs = collectionDocuments[collection.label] ?? []
            // Jekyll's Document#<=>: by `data["date"]` when both have one and they differ, else by path.
            func documentOrder(_ l: Document, _ r: Document) -> Int {
                if let a = l.dateAtRead, let b = r.dateAtRead, a != b { return a < b ? -1 : 1 }
                return l.relativePath == r.relativePath ? 0 : (l.relativePath.utf8.lexicographicallyPrecedes(r.relativePath.utf8) ? -1 : 1)
            }
            if let key = collection.sortBy {
                // Collection#sort_docs_by_key!: by the key, documents without it last; equal or
                // incomparable keys fall back to Document#<=>, with Ruby's sort over read order.
                docs.sort { l, r in
                    l.relativePath.split(separator: "/").lexicographicallyPrecedes(r.relativePath.split(separator: "/")) {
                        $0.utf8.lexicographicallyPrecedes($1.utf8)
                    }
                }
                docs = Self.rubySorted(docs) { l, r in
                    let a = l.data[key] ?? .nil, b = r.data[key] ?? .nil
                    if a.isNil != b.isNil { return a.isNil ? 1 : -1 }
                    if let order = ValueOrdering.compare(a, b), order != .orderedSame { return order == .orderedAscending ? -1 : 1 }
                    return documentOrder(l, r)
                }
            } else {
                // Jekyll's `docs.sort!` with Document#<=>: by `data["date"]` when both have one
                // and they differ, else by path. Not a total order when some documents have no
                // date, so the result is what Ruby's sort (glibc's merge sort) makes of it.
                // Input in Jekyll's read order (`Dir.glob("**/*")`: names sorted bytewise within
                // a folder, a folder's files right after its name).
                docs.sort { l, r in
                    l.relativePath.split(separator: "/").lexicographicallyPrecedes(r.relativePath.split(separator: "/")) {
                        $0.utf8.lexicographicallyPrecedes($1.utf8)
                    }
                }
                docs = Self.rubySorted(docs, documentOrder)
            }
            if let order = collection.order {
                // Jekyll's Collection#rearrange_docs!: the listed files first, as listed; then the rest.
                let folder = (config.collectionsDir.isEmpty ? "" : config.collectionsDir + "/") + "_" + collection.label + "/"
                var rest = docs
                var listed: [Document] = []
                for entry in order {
                    if let i = rest.firstIndex(where: { $0.relativePath == folder + entry }) { listed.append(rest.remove(at: i)) }
                }
                docs = listed + rest
            }
            for (i, d) in docs.enumerated() { d.collectionIndex = i }
            contents.documents += docs
        }
        // Jekyll's Reader#sort_files! sorts pages by file name; Ruby's sort_by (glibc's merge
        // sort) keeps ties in read order, and Jekyll reads a folder's subfolders before its own
        // pages (`posts/index.html` before `index.html`), subfolders in `Dir.entries` order.
        contents.documents += pages.sorted { l, r in
            let (a, b) = (PathName.last(l.relativePath), PathName.last(r.relativePath))
            return a != b ? a < b : Self.jekyllReadsFirst(l.relativePath, r.relativePath, folderOrder: folderReadOrder)
        }
        contents.documents += themePages
        // Jekyll's `site.static_files`: the site's own sorted by path (Reader#sort_files!), then
        // each collection's in read order as CollectionReader appends them, then the theme's.
        let site = contents.staticFiles.filter { $0.collection == nil }.sorted {
            $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8)
        }
        let inCollections = config.collections.flatMap { c in contents.staticFiles.filter { $0.collection == c.label } }
        contents.staticFiles = site + inCollections + themeStaticFiles
        return contents
    }

    /// Ruby's `Array#sort!` on Linux: glibc's `qsort_r`, a top-down merge sort (`msort_with_tmp`)
    /// that splits at `n / 2` and takes from the left run while `compare(left, right) <= 0`.
    /// Matching its steps matters when `compare` is not a total order (Document#<=>).
    static func rubySorted<T>(_ items: [T], _ compare: (T, T) -> Int) -> [T] {
        var a = items
        func sort(_ lo: Int, _ n: Int) {
            guard n > 1 else { return }
            let n1 = n / 2
            sort(lo, n1)
            sort(lo + n1, n - n1)
            var merged: [T] = []
            merged.reserveCapacity(n)
            var i = lo, j = lo + n1
            let leftEnd = lo + n1, rightEnd = lo + n
            while i < leftEnd && j < rightEnd {
                if compare(a[i], a[j]) <= 0 { merged.append(a[i]); i += 1 } else { merged.append(a[j]); j += 1 }
            }
            merged += a[i..<leftEnd]
            merged += a[j..<rightEnd]
            a.replaceSubrange(lo..<rightEnd, with: merged)
        }
        sort(0, a.count)
        return a
    }

    /// Re-reads one document file as `read()` would classify it; nil when it is not a
    /// document (a static file, a non-post in `_posts`, unpublished or in the future).
    func readDocumentFile(_ rel: String) throws -> Document? {
        let parts = rel.split(separator: "/").map(String.init)
        if let i = parts.firstIndex(where: { $0 == "_posts" || $0 == "_drafts" }) {
            guard case .document(let d)? = try readCandidate(.post(relativePath: rel, categories: Array(parts[..<i]), draft: parts[i] == "_drafts")) else { return nil }
            return d
        }
        if let first = parts.first, first.hasPrefix("_"), config.collections.contains(where: { "_" + $0.label == first }) {
            guard case .document(let d)? = try readCandidate(.collectionFile(relativePath: rel, label: String(first.dropFirst()))) else { return nil }
            return d
        }
        guard case .document(let d)? = try readCandidate(.pageOrStatic(relativePath: rel)) else { return nil }
        return d
    }

    private enum ReadItem {
        case document(Document)
        case staticFile(StaticFile)
        case warning(Diagnostic)
    }

    /// A file that is a document, read and split, its front matter not parsed yet.
    private struct PendingDocument {
        var rel: String
        var kind: Document.Kind
        var collection: String?
        var categories: [String]
        var text: String
        var split: FrontMatterSplit
        /// A post's or document's date text and the rest of its file name, from the name.
        var dated: (date: String, rest: String)?
    }

    private enum Loaded {
        case item(ReadItem?)
        case pending(PendingDocument)
    }

    /// Jekyll 4.3.1's categories and tags of a document (`Document#merge_categories!`,
    /// `#populate_categories`, `#populate_tags`, `Utils.pluralized_array_from_hash`):
    /// - a string under `categories:` is split on white space and joined to the folder's
    ///   categories (`blog/_posts/…`); then a singular `category:` is added whole (`Functional
    ///   Programming` stays one category), or else `categories:` again; duplicates go;
    /// - `tag:` whole when set, else `tags:` (a string split on white space); `tags:` is not read
    ///   when `tag:` is, and a tag written twice stays twice (`site.tags` lists the post twice).
    static func categoriesAndTags(_ data: OrderedDictionary<String, Value>, fromPath: [String]) -> (categories: [String], tags: [String]) {
        func rubySplit(_ s: String) -> [Value] {
            s.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0B}" || $0 == "\u{0C}" })
                .map { .string(String($0)) }
        }
        func flattened(_ v: Value) -> [Value] {
            if case .array(let items) = v { return items.flatMap(flattened) }
            return [v]
        }
        func present(_ v: Value?) -> Value? {
            guard let v, !v.isNil else { return nil }
            if case .bool(false) = v { return nil }
            return v
        }
        // The front matter's `categories` (split when a string), after the folder's.
        var merged: [Value] = fromPath.map(Value.string)
        func union(_ c: Value) {
            if !merged.contains(where: { $0.isLiquidEqual(to: c) }) { merged.append(c) }
        }
        switch data["categories"] {
        case .string(let s)?: for c in rubySplit(s) { union(c) }
        case .array(let items)?: for c in items { union(c) }
        case nil, .nil?: break
        case let other?: union(other)
        }
        let singular = present(data["category"]).map { flattened($0).filter { !$0.isNil } } ?? merged.filter { !$0.isNil }
        var categories: [String] = []
        for c in (merged + singular).flatMap(flattened).map(\.liquidString) where !categories.contains(c) { categories.append(c) }

        var tagValues: [Value] = []
        if let tag = present(data["tag"]) {
            tagValues = flattened(tag)
        } else {
            switch data["tags"] {
            case .string(let s)?: tagValues = rubySplit(s)
            case .array(let items)?: tagValues = items.filter { !$0.isNil }.flatMap(flattened)
            default: break
            }
        }
        return (categories, tagValues.filter { !$0.isNil }.map(\.liquidString))
    }

    /// Reads a run of candidates; their front matter goes through `YAMLReader.mappings` together.
    private func readRun(_ candidates: ArraySlice<Candidate>) -> [Result<ReadItem?, Error>] {
        var started = profiler?.now()
        let buffer = ReadBuffer()
        let loaded = candidates.map { candidate in Result { try load(candidate, buffer: buffer) } }
        if let start = started {
            profiler?.record(template: nil, phase: .read, since: start)
            started = profiler?.now()
        }
        var texts: [YAMLReader.FrontMatterText] = []
        var owners: [Int] = []
        for (index, result) in loaded.enumerated() {
            guard case .success(.pending(let p)) = result, let yaml = p.split.yaml else { continue }
            texts.append(.init(yaml: yaml, file: p.rel, fileText: p.text, firstLine: p.split.yamlFirstLine))
            owners.append(index)
        }
        var frontMatter: [Int: Result<OrderedDictionary<String, Value>, Error>] = [:]
        for (index, parsed) in zip(owners, YAMLReader.mappings(texts, timeZone: config.timeZone, warnings: frontMatterWarnings)) { frontMatter[index] = parsed }
        if let start = started {
            profiler?.record(template: nil, phase: .frontMatter, since: start)
            started = profiler?.now()
        }
        defer { if let start = started { profiler?.record(template: nil, phase: .read, since: start) } }
        return loaded.enumerated().map { index, result in
            Result {
                switch try result.get() {
                case .item(let item): return item
                case .pending(let p): return try readDocument(p, own: frontMatter[index]?.get() ?? [:]).map(ReadItem.document)
                }
            }
        }
    }

    private func readCandidate(_ candidate: Candidate) throws -> ReadItem? {
        switch try load(candidate, buffer: ReadBuffer()) {
        case .item(let item): return item
        case .pending(let p):
            var own: OrderedDictionary<String, Value> = [:]
            if let yaml = p.split.yaml {
                own = try YAMLReader.mapping(
                    yaml, file: p.rel, fileText: p.text, firstLine: p.split.yamlFirstLine, timeZone: config.timeZone,
                    warnings: frontMatterWarnings)
            }
            return try readDocument(p, own: own).map(ReadItem.document)
        }
    }

    /// Reads one candidate: a static file, nothing, or a document waiting for its front matter.
    private func load(_ candidate: Candidate, buffer: ReadBuffer) throws -> Loaded {
        switch candidate {
        case .post(let rel, let categories, let draft):
            let name = PathName.last(rel)
            var dated: (date: String, rest: String)?
            if !draft {
                // Jekyll's DATE_FILENAME_MATCHER: other files in _posts are not posts. The name's
                // date is read only when the front matter has no `date` (`readDocument`).
                guard let split = Self.splitDatedName(name) else { return .item(nil) }
                dated = split
            }
            let text = try SourceFile.readText(atPath: sourcePath + "/" + rel, displayName: rel, buffer: buffer)
            return .pending(PendingDocument(
                rel: rel, kind: draft ? .draft : .post, collection: "posts", categories: categories, text: text,
                split: FrontMatterSplit(text), dated: dated))
        case .collectionFile(let rel, let label):
            let url = config.source.appendingPathComponent(rel)
            let bytes = try SourceFile.readBytes(url, displayName: rel)
            guard bytes.starts(with: Array("---".utf8)) else {
                let output = config.collections.first { $0.label == label }?.output ?? false
                return .item(.staticFile(staticFile(rel, url: url, collection: label, writes: output)))
            }
            let text = try SourceFile.decode(bytes, displayName: rel)
            // Jekyll's Document#populate_title reads a date and slug from any document's name.
            return .pending(PendingDocument(
                rel: rel, kind: .collectionDocument, collection: label, categories: [], text: text, split: FrontMatterSplit(text),
                dated: Self.splitDatedName(PathName.last(rel))))
        case .pageOrStatic(let rel, let root):
            let url = root.map { URL(fileURLWithPath: $0 + "/" + rel) } ?? config.source.appendingPathComponent(rel)
            let bytes = try SourceFile.readBytes(url, displayName: rel)
            guard bytes.starts(with: Array("---".utf8)) else {
                return .item(.staticFile(staticFile(rel, url: url, collection: nil, writes: true)))
            }
            let text = try SourceFile.decode(bytes, displayName: rel)
            let split = FrontMatterSplit(text)
            if split.yaml == nil {
                return .item(.staticFile(staticFile(rel, url: url, collection: nil, writes: true)))
            }
            return .pending(PendingDocument(rel: rel, kind: .page, collection: nil, categories: [], text: text, split: split))
        }
    }

    private func staticFile(_ rel: String, url: URL, collection: String?, writes: Bool) -> StaticFile {
        let modified = SourceFile.modificationDate(atPath: url.path) ?? Date(timeIntervalSince1970: 0)
        var output = rel
        if let collection, collection != "posts" {
            // Jekyll's StaticFile#url and #destination: the collection's URL template filled
            // with the static file's placeholders, then its extension.
            let inCollection = String(rel.dropFirst(config.collectionsDir.isEmpty ? 0 : config.collectionsDir.count + 1))
            let template = config.collections.first { $0.label == collection }?.permalink
                ?? Permalink.collectionTemplate(siteStyle: config.permalink)
            output = Self.staticFileOutputPath(inCollection, label: collection, template: template)
        }
        // Front-matter defaults reach static files too (Jekyll's StaticFile#data).
        let defaults = config.defaults(forPath: rel, type: collection ?? "")
        return StaticFile(relativePath: rel, sourceURL: url, outputPath: output, collection: collection, modificationDate: modified,
                          writesOutput: writes, data: defaults)
    }

    /// Where Jekyll 4.3.1 writes a collection's static file (`relativePath` from the collection's
    /// `_label` folder on): `StaticFile#url` fills the template from a hash of `:collection`,
    /// `:path` (the path less its extension and trailing dots, from the `_label` folder on),
    /// `:output_ext` and `:title` (both empty) and `:name`, in that order, one `gsub` each
    /// (other placeholders stay as written); `URL#sanitize_url`; drops a final `/`; adds the
    /// extension. `/r/:name.html` writes `r/photo.html.png`, `/:collection/:title/` `recipes.png`.
    static func staticFileOutputPath(_ relativePath: String, label: String, template: String) -> String {
        let name = PathName.last(relativePath)
        let e = PathName.extension(of: name)
        let ext = e.isEmpty ? "" : "." + e
        var cleaned = String(relativePath.dropLast(ext.count))
        while cleaned.hasSuffix(".") { cleaned.removeLast() }
        if let r = cleaned.range(of: "_" + label) { cleaned.replaceSubrange(r, with: "") }
        var base = String(name.dropLast(ext.count))
        while base.hasSuffix(".") { base.removeLast() }
        let placeholders = [("collection", label), ("path", cleaned), ("output_ext", ""), ("name", base), ("title", "")]
        var url = template
        for (key, value) in placeholders {
            guard url.contains(":") else { break }
            url = url.replacingOccurrences(of: ":" + key, with: value.isEmpty ? "" : Permalink.escapePath(value))
        }
        // URL#sanitize_url: `..` to `/`, `./` removed, runs of `/` squeezed.
        url = ("/" + url).replacingOccurrences(of: "..", with: "/").replacingOccurrences(of: "./", with: "")
        while url.contains("//") { url = url.replacingOccurrences(of: "//", with: "/") }
        if url.hasSuffix("/") { url.removeLast() }
        url += ext
        // StaticFile#destination: the URL unescaped, inside the destination.
        var path = url.removingPercentEncoding ?? url
        while path.hasPrefix("/") { path.removeFirst() }
        return path
    }

    /// `2026-01-20-title.md` → ("2026-01-20", "title.md"), as Jekyll's DATE_FILENAME_MATCHER
    /// (`(\d{2,4}-\d{1,2}-\d{1,2})-([^/]*)(\.[^.]+)$`) splits a file name.
    static func splitDatedName(_ name: String) -> (date: String, rest: String)? {
        var name = name
        return name.withUTF8 { bytes -> (String, String)? in
            var i = 0
            func digitsThenDash(_ allowed: ClosedRange<Int>) -> Bool {
                let start = i
                while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
                guard allowed.contains(i - start), i < bytes.count, bytes[i] == UInt8(ascii: "-") else { return false }
                i += 1
                return true
            }
            // `(\.[^.]+)$`: an extension, not empty.
            guard digitsThenDash(2...4), digitsThenDash(1...2), digitsThenDash(1...2),
                bytes[i...].contains(UInt8(ascii: ".")), bytes.last != UInt8(ascii: ".")
            else { return nil }
            return (String(decoding: bytes[..<(i - 1)], as: UTF8.self), String(decoding: bytes[i...], as: UTF8.self))
        }
    }

    /// The document for a file read and split, given its parsed front matter (`own`).
    private func readDocument(_ pending: PendingDocument, own: OrderedDictionary<String, Value>) throws -> Document? {
        let (rel, kind, collection, categories, text, split, dated) =
            (pending.rel, pending.kind, pending.collection, pending.categories, pending.text, pending.split, pending.dated)
        let type: String
        switch kind {
        case .post, .draft: type = "posts"
        case .collectionDocument: type = collection ?? ""
        case .page: type = "pages"
        }
        // A document under `collections_dir` is named from inside it (Document#relative_path).
        var pathInCollections: String?
        let folder = config.collectionsDir.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        if kind != .page, !folder.isEmpty, rel.hasPrefix(folder + "/") { pathInCollections = String(rel.dropFirst(folder.count + 1)) }
        let defaults = config.defaults(forPath: rel, type: type, documentPath: pathInCollections)
        var data = defaults.isEmpty ? own : SiteConfig.deepMerge(defaults, own)
        // Publishing rules, before anything else is computed.
        if case .bool(false)? = data["published"], !config.unpublished { return nil }

        let name = PathName.last(rel)
        let ext = "." + PathName.extension(of: name)
        let converter = converters.converter(for: ext)
        let outputExt = converter.outputExtension(for: ext)

        // Date and slug from the file name, then front matter overrides.
        var slug = PathName.deletingExtension(name)
        // A post's date comes from its name: `now` in the site's zone (an ICU offset lookup)
        // only for the documents that take it.
        var date: LiquidDate
        if kind == .post || kind == .collectionDocument, let dated {
            slug = PathName.deletingExtension(dated.rest)
            date = LiquidDate(now, timeZone: config.timeZone)
            if data["date"] == nil {
                // Jekyll's `modify_date`: `Time.parse` of the name's date, then `localtime`.
                guard let parsed = DateParsing.parse(dated.date, timeZone: config.timeZone, now: now) else {
                    throw SiteError(
                        "Invalid date '\(dated.date)': Document '\(rel)' does not have a valid date in the filename.",
                        location: SourceLocation(file: rel, line: 1, column: 1, lineText: name, length: dated.date.count))
                }
                date = parsed
            }
        } else if kind == .draft {
            let mtime = SourceFile.modificationDate(atPath: sourcePath + "/" + rel) ?? now
            date = LiquidDate(mtime, timeZone: config.timeZone)
        } else {
            date = LiquidDate(now, timeZone: config.timeZone)
        }
        while slug.hasSuffix(".") { slug.removeLast() }
        let hasReadDate = data["date"].map { !$0.isNil } ?? false
        if let override = data["date"] {
            if kind == .page {
                // Jekyll does not read a page's date; sitegen's page date is the value when it
                // reads as one.
                if case .date(let d) = override {
                    date = d
                } else if case .string(let s) = override, let d = RubyTime.parse(s, zone: config.timeZone, now: now) {
                    date = d
                }
            } else {
                // Jekyll's `merge_date!`: the value's `to_s` through `Time.parse(…).localtime`,
                // whatever YAML made of it; a value Ruby cannot read stops the build.
                let dateText = DateParsing.rubyText(of: override)
                guard let parsed = DateParsing.parse(dateText, timeZone: config.timeZone, now: now) else {
                    throw SiteError(
                        "Invalid date '\(dateText)': Document '\(rel)' does not have a valid date in the YAML front matter.",
                        location: YAMLPositions(frontMatterOf: text, file: rel).keyLocation("date"))
                }
                date = parsed
            }
        }
        if kind == .post && !config.future && date.date > now { return nil }

        let (allCategories, tags) = Self.categoriesAndTags(data, fromPath: kind == .page ? [] : categories)

        if kind != .page {
            if data["title"] == nil || data["title"]?.isNil == true {
                data["title"] = .string(slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " "))
            }
            if data["slug"] == nil { data["slug"] = .string(slug) }
            if data["ext"] == nil { data["ext"] = .string(ext) }
            data["categories"] = .array(allCategories.map(Value.string))
            data["tags"] = .array(tags.map(Value.string))
            data["date"] = .date(date)
            // Jekyll's Document#draft? stores its answer for every collection's documents.
            data["draft"] = .bool(kind == .draft)
        }
        let writes: Bool
        switch kind {
        case .page: writes = true
        case .post, .draft: writes = config.collections[0].output
        case .collectionDocument: writes = config.collections.first { $0.label == collection }?.output ?? false
        }
        let document = Document(
            kind: kind, relativePath: rel, collection: collection, data: data,
            bodyOffset: split.bodyOffset, bodyFirstLine: split.bodyFirstLine, fileText: text, fileExtension: ext, outputExtension: outputExt,
            converter: converter, date: date, slug: slug, categories: allCategories, tags: tags, writesOutput: writes)
        if kind != .collectionDocument || hasReadDate || dated != nil { document.dateAtRead = date.date }
        if let keptBytes, kind == .post || kind == .draft {
            // Read by `load` with `SourceFile.readText` from this path, which reads it again alike.
            document.readsAgain(from: sourcePath + "/" + rel)
            if !keptBytes.take(text.utf8.count) { document.forgetText() }
        }
        document.pathInCollections = pathInCollections
        return document
    }

    // MARK: - Entry filtering (Jekyll's EntryFilter)

    /// Jekyll's `Reader#read_included_excludes`: each `include:` entry that names a file (not a
    /// folder, not a glob) is read as a page or static file even inside a folder the walk left
    /// out (`node_modules/x/a.css` beside the default `node_modules` exclude), unless it was read
    /// already.
    private func includedFiles(besides candidates: [Candidate]) -> [Candidate] {
        var seen = Set<String>()
        for c in candidates {
            switch c {
            case .post(let rel, _, _), .collectionFile(let rel, _): seen.insert(rel)
            case .pageOrStatic(let rel, let root): if root == nil { seen.insert(rel) }
            }
        }
        var found: [Candidate] = []
        for entry in config.include {
            // `Site#in_source_dir`: the entry inside the source, without `..` or leading `/`.
            let parts = entry.split(separator: "/").filter { $0 != "." && $0 != ".." && !$0.isEmpty }
            guard !parts.isEmpty else { continue }
            let rel = parts.joined(separator: "/")
            guard !seen.contains(rel) else { continue }
            let full = sourcePath + "/" + rel
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                SafePaths.isInside(SafePaths.real(full), root: SafePaths.real(sourcePath))
            else { continue }
            seen.insert(rel)
            found.append(.pageOrStatic(relativePath: rel))
        }
        return found
    }

    /// True when Jekyll would skip `rel`: special (`.`, `_`, `#`, `~` first), backups (`~` last)
    /// or excluded, unless `include` names it. Jekyll's `EntryFilter#included?` is asked about
    /// the entry's name within its folder, so an `include:` entry with a folder in it
    /// (`vendor/bundle`) keeps nothing here; a file named that way is read by `includedFiles`.
    func isFiltered(_ rel: String) -> Bool {
        let name = PathName.last(rel)
        if matches(includePatterns, name) || config.include.contains(name) { return false }
        if let first = name.utf8.first, first == UInt8(ascii: ".") || first == UInt8(ascii: "#") || first == UInt8(ascii: "_") || first == UInt8(ascii: "~") {
            return true
        }
        if name.utf8.last == UInt8(ascii: "~") { return true }
        return matches(excludePatterns, rel)
    }

    /// An `include` or `exclude` entry without its leading `/`s; nil for one that is empty then.
    private struct EntryPattern {
        let text: String
        /// The pattern as a C string, for `fnmatch`; nil when it has no glob characters, where
        /// `fnmatch` matches only the path equal to it, which the prefix test already covers
        /// (Jekyll's default excludes are all plain: no C string made per file and pattern).
        let glob: [CChar]?

        init?(_ entry: String) {
            var p = Substring(entry)
            while p.hasPrefix("/") { p.removeFirst() }
            guard !p.isEmpty else { return nil }
            text = String(p)
            let special = p.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "\\") }
            glob = special ? Array(text.utf8CString) : nil
        }
    }

    private func matches(_ patterns: [EntryPattern], _ rel: String) -> Bool {
        for pattern in patterns {
            // Jekyll's EntryFilter#glob_include?: a glob where `*` also crosses `/`, or a plain
            // prefix of the path (so `README` also excludes `README.md`, and `vendor` all of `vendor/`).
            if rel.hasPrefix(pattern.text) { return true }
            if let glob = pattern.glob, fnmatch(glob, rel, 0) == 0 { return true }
        }
        return false
    }

    /// A listed entry's kind with symlinks followed; nil for what is skipped: symlinks that
    /// lead outside the source (or nowhere), and anything but files and folders.
    private func resolvedKind(_ full: String, _ kind: DirectoryListing.Kind) -> DirectoryListing.Kind? {
        switch kind {
        case .file, .directory: return kind
        case .other: return nil
        case .symlink:
            let resolved = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
            let root = config.source.resolvingSymlinksInPath().path
            guard resolved == root || resolved.hasPrefix(root + "/") else { return nil }
            let target = DirectoryListing.targetKind(full)
            return target == .other ? nil : target
        }
    }

    /// A FIFO, socket or device (or a link to one) is never opened: reading a FIFO blocks until
    /// something writes to it, and Jekyll hangs there. Skipped, and said, at its path.
    private func warnIfSpecial(_ full: String, _ kind: DirectoryListing.Kind, _ rel: String) {
        guard kind == .other || (kind == .symlink && DirectoryListing.isSpecial(full)) else { return }
        noteSpecialFile(rel)
    }

    func noteSpecialFile(_ rel: String) {
        frontMatterWarnings.add(Diagnostic(
            .warning, "'\(rel)' is not a regular file (a FIFO, socket or device): skipped, as sitegen reads only regular files",
            location: SourceLocation(file: rel, line: 1, column: 1)))
    }

    /// Whether Jekyll's reader meets the file at `a` before the one at `b`: at the first folder
    /// where their paths part, subfolders come before that folder's files, and subfolders in the
    /// order the file system lists them (`folderOrder`, by relative path; by name without one).
    static func jekyllReadsFirst(_ a: String, _ b: String, folderOrder: [String: Int] = [:]) -> Bool {
        let x = a.split(separator: "/"), y = b.split(separator: "/")
        var i = 0
        while i < x.count, i < y.count, x[i] == y[i] { i += 1 }
        guard i < x.count, i < y.count else { return x.count < y.count }
        let xIsFolder = i < x.count - 1, yIsFolder = i < y.count - 1
        if xIsFolder != yIsFolder { return xIsFolder }
        if xIsFolder, let p = folderOrder[x[...i].joined(separator: "/")], let q = folderOrder[y[...i].joined(separator: "/")] {
            return p < q
        }
        return x[i] < y[i]
    }

    /// Every regular file under `rel`, relative to the source, sorted; special entries inside are skipped.
    /// Folders linked inside `rel` are not followed: Jekyll lists `_posts`, `_drafts`, collections
    /// and `_layouts` with Ruby's `Dir["**/*"]`, which does not descend into symlinked folders
    /// (so `_posts/up -> ..` is ignored there, not a loop), while linked files are read.
    func filesUnder(_ rel: String) throws -> [String] {
        var result: [String] = []
        func visit(_ dir: String) throws {
            let absolute = sourcePath + "/" + dir
            for (name, entryKind) in try DirectoryListing.entries(atPath: absolute, displayName: dir) {
                if let first = name.utf8.first, first == UInt8(ascii: ".") || first == UInt8(ascii: "#") || first == UInt8(ascii: "~") { continue }
                if name.utf8.last == UInt8(ascii: "~") { continue }
                let child = dir + "/" + name
                // The full path only for a link, which is resolved (a post folder holds thousands of files).
                let kind = entryKind == .symlink ? resolvedKind(sourcePath + "/" + child, entryKind) : resolvedKind("", entryKind)
                guard let kind else {
                    warnIfSpecial(sourcePath + "/" + child, entryKind, child)
                    continue
                }
                if kind == .directory {
                    if entryKind == .directory { try visit(child) }
                } else {
                    result.append(child)
                }
            }
        }
        try visit(rel)
        return result
    }
}

extension Character {
    var isASCIIDigitChar: Bool { isASCII && isNumber }
}

/// Fixed-size storage that concurrent workers fill by index (each index written once,
/// by one worker). Raw memory, because concurrent writes to a Swift array property would
/// trip the exclusivity checks even on distinct elements.
final class ConcurrentSlots<T>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<T?>
    init(count: Int) {
        buffer = .allocate(capacity: max(count, 1))
        buffer.initialize(repeating: nil)
    }
    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }
    subscript(index: Int) -> T? {
        get { buffer[index] }
        set { buffer[index] = newValue }
    }
    var values: [T] { buffer.compactMap { $0 } }
}

extension SiteReader {
    /// `limit_posts` (0: no limit). Jekyll raises on a negative number; so does sitegen, at the key.
    func limitPosts() throws -> Int? {
        guard let value = config.values["limit_posts"], !value.isNil else { return nil }
        guard case .int(let limit) = value, limit >= 0 else {
            throw SiteError("limit_posts must be a non-negative number, not \(value.inspect)",
                            location: ThemeSetting.location(of: "limit_posts", in: config.configFiles, source: config.source))
        }
        return limit
    }
}
