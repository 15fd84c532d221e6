import Foundation
import Liquid
import TextSupport
import OrderedCollections

/// jekyll-paginate-v2's common core: every page whose front matter says `pagination: {enabled:
/// true}` (merged over the site's `pagination:`) becomes one page per `per_page` documents of
/// its `collection`, optionally only a `category` or `tag`, sorted by `sort_field`
/// (`sort_reverse`), `offset` and `limit` applied; pages after the first at `permalink` under
/// the page's folder, titled by `title`. `trail` fills `paginator.page_trail`. `autopages:` makes a paginated page per tag, category or collection from its layouts (see `AutoPages`). Not covered: `locale`, `indexpage`.
struct JekyllPaginateV2Plugin: Plugin {
    var name: String { "jekyll-paginate-v2" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: PaginateV2Generator())
    }
}

struct PaginateV2Generator: Generator {
    var name: String { "jekyll-paginate-v2" }
    var readsFrontMatterKeys: Set<String> { ["pagination", "hidden"] }
    var priority: Int { -100 }

    static let defaults: OrderedDictionary<String, Value> = [
        "enabled": false, "collection": "posts", "offset": 0, "per_page": 10, "permalink": "/page:num/",
        "title": ":title - page :num", "sort_reverse": false, "sort_field": "date", "limit": 0,
    ]

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        var siteConfig = Self.defaults
        if case .dictionary(let own)? = site.config.values["pagination"] { siteConfig = SiteConfig.deepMerge(siteConfig, own) }
        guard siteConfig["enabled"]?.isTruthy == true else { return [] }
        var pages: [GeneratedPage] = []
        // The gem makes its auto-pages first and paginates them with the site's own templates.
        let templates = site.documents.filter { $0.kind == .page && $0.generatedBy == nil }.map(PaginationTemplate.init(document:))
            + (try AutoPages.templates(site, pagination: siteConfig))
        for template in templates {
            guard case .dictionary(let own)? = template.data["pagination"], own["enabled"]?.isTruthy == true else { continue }
            let config = SiteConfig.deepMerge(siteConfig, own)
            pages += paginate(template, config: config, site: site, own: own)
        }
        return pages
    }

    private func paginate(
        _ template: PaginationTemplate, config: OrderedDictionary<String, Value>, site: GeneratorInput, own: OrderedDictionary<String, Value>
    ) -> [GeneratedPage] {
        // A number the page or the site's `pagination:` sets, kept to 32 bits (the gem's
        // arithmetic is Ruby's, unbounded); out of range, the gem's default, where it is written.
        func number(_ path: [String], fallback: Int, lowest: Int) -> Int {
            var value: Value? = .dictionary(config)
            for key in path { if case .dictionary(let d)? = value { value = d[key] } else { value = nil } }
            let setByPage = path.count == 1 ? own[path[0]] != nil : { if case .dictionary(let d)? = own[path[0]] { return d[path[1]] != nil } else { return false } }()
            return InputInteger.setting(
                value, named: "pagination " + path.joined(separator: "."), in: lowest...Int(Int32.max), fallback: fallback,
                location: setByPage
                    ? template.document.flatMap { YAMLPositions(frontMatterOf: $0.fileText, file: $0.relativePath).location(of: (["pagination"] + path).map { .key($0) }) }
                    : site.config.configLocation(["pagination"] + path),
                warn: site.warn)
        }
        func words(_ v: Value?) -> [String] {
            guard let v, !v.isNil else { return [] }
            if case .array(let a) = v { return a.map(\.liquidString) }
            return v.liquidString.split(whereSeparator: { ";, ".contains($0) }).map(String.init)
        }
        var posts: [Document] = []
        for label in words(config["collection"]) {
            posts += site.collections[label.lowercased()] ?? []
        }
        posts = posts.filter { !($0.data["hidden"]?.isTruthy ?? false) && $0.writesOutput }
        for category in words(config["category"]) where category != "posts" {
            posts = posts.filter { $0.categories.contains { $0.lowercased() == category.lowercased() } }
        }
        for tag in words(config["tag"]) {
            posts = posts.filter { $0.tags.contains { $0.lowercased() == tag.lowercased() } }
        }
        let field = config["sort_field"]?.liquidString ?? "date"
        func sortValue(_ d: Document) -> Value? {
            var v: Value = .dictionary(d.data)
            for key in field.split(separator: ":") {
                guard case .dictionary(let dict) = v, let next = dict[key.lowercased().trimmingCharacters(in: .whitespaces)] else { return nil }
                v = next
            }
            if case .dictionary = v { return nil }
            return v
        }
        posts = posts.enumerated().sorted { l, r in
            switch (sortValue(l.element), sortValue(r.element)) {
            case (nil, nil): return l.offset < r.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let a?, let b?):
                if case .string(let x) = a, case .string(let y) = b, x.lowercased() != y.lowercased() { return x.lowercased() < y.lowercased() }
                if let order = ValueOrdering.compare(a, b), order != .orderedSame { return order == .orderedAscending }
                return l.offset < r.offset
            }
        }.map(\.element)
        let offset = number(["offset"], fallback: 0, lowest: 0)
        posts.removeLast(min(offset, posts.count))  // the gem drops them from the end, before reversing
        if config["sort_reverse"]?.isTruthy == true { posts.reverse() }
        let perPage = number(["per_page"], fallback: 10, lowest: 1)
        var total = (posts.count + perPage - 1) / perPage
        let limit = number(["limit"], fallback: 0, lowest: 0)
        if limit > 0, limit < total { total = limit }
        total = max(total, 1)

        var firstURL = template.data["permalink"]?.stringValue ?? (template.url.hasSuffix("/") ? template.url : (template.url as NSString).deletingLastPathComponent)
        if !firstURL.hasSuffix("/") { firstURL += "/" }
        let pattern = (config["permalink"]?.liquidString ?? "/page:num/")
        let pagedURL = firstURL + (pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern)
        func number(_ s: String, _ n: Int) -> String {
            s.replacingOccurrences(of: ":num", with: String(n)).replacingOccurrences(of: ":max", with: String(total))
        }
        func fullPath(_ url: String) -> String {
            if url.hasSuffix("/") { return url + "index.html" }
            return url.contains(".") ? url : url + "index"
        }
        let siteTitle = site.config.values["title"] ?? .nil
        let baseTitle = template.data["title"].flatMap { $0.isNil ? nil : $0 } ?? siteTitle
        var result: [GeneratedPage] = []
        // The page's own `pagination: permalink` (or `permalink:`), else the site's.
        let permalinkOrigin = template.document.flatMap { d -> SourceLocation? in
            let positions = YAMLPositions(frontMatterOf: d.fileText, file: d.relativePath)
            return positions.location(of: [.key("pagination"), .key("permalink")]) ?? positions.keyLocation("permalink")
        } ?? site.config.configLocation(["pagination", "permalink"])
        var pageList: [(path: String, title: Value)] = []
        // The gem's PaginationPage is named `indexpage` (without extension) plus `.extension`:
        // `.html` by default, which is what `page.name` and `page.path` show.
        let indexName = config["indexpage"].flatMap { $0.isNil ? nil : $0.liquidString.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) } ?? ""
        let pageName = indexName + (config["extension"].map { $0.isNil ? "" : ($0.liquidString.hasPrefix(".") ? "" : ".") + $0.liquidString } ?? ".html")
        // The template itself is not written: its first page takes its place (at `page_path`,
        // which for a page not named index is the folder's index, as the gem does).
        template.document?.writesOutput = false
        for n in 1...total {
            let slice = posts.count > (n - 1) * perPage ? Array(posts[((n - 1) * perPage)..<min(posts.count, n * perPage)]) : []
            let pagePath = number(fullPath(n == 1 ? firstURL : pagedURL), n)
            let paginator: Value = [
                "per_page": .int(perPage), "posts": .drop(DocumentList(slice, from: words(config["collection"]).first?.lowercased() ?? "posts")), "total_posts": .int(posts.count),
                "total_pages": .int(total), "page": .int(n), "page_path": .string(pagePath),
                "previous_page": n > 1 ? .int(n - 1) : .nil,
                "previous_page_path": n == 1 ? .nil : .string(n == 2 ? number(firstURL, 1) : number(pagedURL, n - 1)),
                "next_page": n < total ? .int(n + 1) : .nil,
                "next_page_path": n < total ? .string(number(pagedURL, n + 1)) : .nil,
                "first_page": 1, "first_page_path": .string(number(firstURL, 1)),
                "last_page": .int(total), "last_page_path": .string(number(pagedURL, total)), "page_trail": .nil,
            ]
            var data = template.data
            if n == 1 {
                data["title"] = baseTitle
            } else {
                let format = config["title"]?.liquidString ?? ":title - page :num"
                data["title"] = .string(number(format.replacingOccurrences(of: ":title", with: baseTitle.liquidString), n))
                data["autogen"] = "jekyll-paginate-v2"
            }
            if data["permalink"] != nil { data["permalink"] = .string(pagePath) }
            pageList.append((pagePath, data["title"] ?? .nil))
            result.append(GeneratedPage(
                outputPath: Permalink.outputPath(forURL: pagePath, outputExtension: ".html"), url: pagePath, data: data,
                body: template.body, fileExtension: template.fileExtension, locals: ["paginator": paginator],
                copiedFrom: template.relativePath, pageName: pageName, origin: permalinkOrigin))
        }
        if case .dictionary(let trail)? = config["trail"], total > 1 {
            let trails = Self.trails(
                pages: pageList, before: trail["before"] == nil ? nil : .int(number(["trail", "before"], fallback: 0, lowest: 0)),
                after: trail["after"] == nil ? nil : .int(number(["trail", "after"], fallback: 0, lowest: 0)))
            for (i, pageTrail) in trails.enumerated() {
                guard case .dictionary(var paginator)? = result[i].locals["paginator"] else { continue }
                paginator["page_trail"] = pageTrail
                result[i].locals["paginator"] = .dictionary(paginator)
            }
        }
        return result
    }

    /// `paginator.page_trail` of each page: `before` pages before it and `after` after it, the
    /// window kept at full length near the ends, as the gem's PaginationModel builds it; none
    /// (nil) when both are 0.
    static func trails(pages: [(path: String, title: Value)], before: Value?, after: Value?) -> [Value] {
        let before = max(Int(before?.liquidString ?? "") ?? 0, 0)
        let after = max(Int(after?.liquidString ?? "") ?? 0, 0)
        guard before > 0 || after > 0 else { return pages.map { _ in .nil } }
        let length = before + after + 1
        return pages.indices.map { i in
            var start = max(i - before, 0)
            let end = min(start + length, pages.count)
            if end - start < length { start = max(start - (length - (end - start)), 0) }
            return .array((start..<end).map { k in
                .dictionary(["num": .int(k + 1), "path": .string(pages[k].path), "title": pages[k].title])
            })
        }
    }
}

/// What a paginated page is made from: a page of the site, or an auto-page's layout.
struct PaginationTemplate {
    var data: OrderedDictionary<String, Value>
    var body: String
    var fileExtension: String
    var url: String
    var relativePath: String
    /// The site's page, which the first paginated page replaces.
    var document: Document?

    init(document d: Document) {
        data = d.data
        body = d.body
        fileExtension = d.fileExtension
        url = d.url
        relativePath = d.relativePath
        document = d
    }

    init(data: OrderedDictionary<String, Value>, body: String, fileExtension: String, url: String, relativePath: String) {
        self.data = data
        self.body = body
        self.fileExtension = fileExtension
        self.url = url
        self.relativePath = relativePath
    }
}

/// jekyll-paginate-v2's auto-pages (`autopages:`): for every tag, category or collection of the
/// site's documents, a page per configured layout, at `permalink` with `:tag`, `:cat` or `:coll`
/// filled, paginated over that tag's (category's, collection's) documents.
enum AutoPages {
    static let defaults: OrderedDictionary<String, Value> = [
        "enabled": false,
        "tags": ["layouts": ["autopage_tags.html"], "title": "Posts tagged with :tag", "permalink": "/tag/:tag", "enabled": true,
                 "slugify": ["mode": "none", "cased": false]],
        "categories": ["layouts": ["autopage_category.html"], "title": "Posts in category :cat", "permalink": "/category/:cat",
                       "enabled": true, "slugify": ["mode": "none", "cased": false]],
        "collections": ["layouts": ["autopage_collection.html"], "title": "Posts in collection :coll", "permalink": "/collection/:coll",
                        "enabled": true, "slugify": ["mode": "none", "cased": false]],
    ]

    /// The kinds in the gem's order: the key in `autopages:`, the macro, the pagination filter key.
    static let kinds: [(key: String, macro: String, filter: String)] = [
        ("tags", ":tag", "tag"), ("categories", ":cat", "category"), ("collections", ":coll", "collection"),
    ]

    static func templates(_ site: GeneratorInput, pagination: OrderedDictionary<String, Value>) throws -> [PaginationTemplate] {
        var config = defaults
        if case .dictionary(let own)? = site.config.values["autopages"] { config = SiteConfig.deepMerge(config, own) }
        guard config["enabled"]?.isTruthy == true else { return [] }
        // Every collection's documents except paginated ones, in the site's collection order.
        var documents: [Document] = []
        for collection in site.config.collections {
            documents += (site.collections[collection.label] ?? []).filter { $0.data["pagination"] == nil }
        }
        var templates: [PaginationTemplate] = []
        for kind in kinds {
            guard case .dictionary(let sub)? = config[kind.key], sub["enabled"]?.isTruthy == true else { continue }
            for (key, displayName) in index(documents, kind: kind.key) {
                for layout in (sub["layouts"] ?? .nil).asList.map(\.liquidString) {
                    templates.append(try template(site, layout: layout, kind: kind, config: sub, pagination: pagination, key: key, displayName: displayName))
                }
            }
        }
        return templates
    }

    /// The gem's `ap_index_posts_by`: each name lower-cased and trimmed, shown as first written.
    static func index(_ documents: [Document], kind: String) -> OrderedDictionary<String, String> {
        var index = OrderedDictionary<String, String>()
        for d in documents {
            let names: [String]
            switch kind {
            case "tags": names = d.tags
            case "categories": names = d.categories
            default: names = d.collection.map { [$0] } ?? []
            }
            for name in names {
                for raw in name.trimmingCharacters(in: .whitespaces).split(whereSeparator: { $0 == ";" || $0 == "," }) {
                    let key = raw.lowercased().trimmingCharacters(in: .whitespaces)
                    if index[key] == nil { index[key] = String(raw) }
                }
            }
        }
        return index
    }

    /// One auto-page: the layout file read as a page (its front matter, `layout:` itself), as the
    /// gem's BaseAutoPage. The paginated pages it makes have no content of their own: the
    /// layout writes them.
    private static func template(
        _ site: GeneratorInput, layout: String, kind: (key: String, macro: String, filter: String),
        config: OrderedDictionary<String, Value>, pagination: OrderedDictionary<String, Value>, key: String, displayName: String
    ) throws -> PaginationTemplate {
        let relative = site.config.layoutsDir + "/" + layout
        let url = site.config.source.appendingPathComponent(relative)
        guard let text = try? SourceFile.readText(url, displayName: relative) else {
            throw SiteError("jekyll-paginate-v2 auto-pages: layout \(relative) does not exist (named by `autopages: \(kind.key): layouts`)",
                            location: site.config.configKeyLocation("autopages"))
        }
        let split = FrontMatterSplit(text)
        var data: OrderedDictionary<String, Value> = [:]
        if let yaml = split.yaml {
            data = try YAMLReader.mapping(yaml, file: relative, fileText: text, firstLine: split.yamlFirstLine, timeZone: site.config.timeZone)
        }
        var paginationConfig = pagination
        if case .dictionary(let own)? = data["pagination"] { paginationConfig = SiteConfig.deepMerge(paginationConfig, own) }
        paginationConfig[kind.filter] = .string(key)
        var pageConfig = config
        if case .dictionary(let own)? = data["autopages"] { pageConfig = SiteConfig.deepMerge(pageConfig, own) }
        func format(_ pattern: String) -> String {
            guard let range = pattern.range(of: kind.macro) else { return pattern }
            return pattern.replacingCharacters(in: range, with: slug(key, pageConfig["slugify"]))
        }
        let permalink = format(pageConfig["permalink"]?.liquidString ?? "")
        data["permalink"] = .string(permalink)
        data["layout"] = .string(PathName.deletingExtension(PathName.last(layout)))
        data["title"] = .string(format(pageConfig["title"]?.liquidString ?? ""))
        data["pagination"] = .dictionary(paginationConfig)
        data["autopage"] = ["layout_path": .string(relative), "display_name": .string(displayName)]
        return PaginationTemplate(
            data: data, body: "", fileExtension: ".html",
            url: (permalink.hasSuffix("/") ? permalink : permalink + "/") + "index.html", relativePath: relative)
    }

    /// Jekyll's `slugify` with the auto-page's `slugify: {mode, cased}`; an unknown mode only lower-cases.
    static func slug(_ s: String, _ setting: Value?) -> String {
        let setting = setting ?? .nil
        let cased = setting.property("cased").isTruthy
        guard let name = setting.property("mode").stringValue, let mode = Slugify.Mode(rawValue: name) else {
            return cased ? s : s.lowercased()
        }
        return Slugify.slugify(s, mode: mode, cased: cased)
    }
}
