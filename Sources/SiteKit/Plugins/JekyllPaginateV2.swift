import Foundation
import Liquid
import OrderedCollections

/// jekyll-paginate-v2's common core: every page whose front matter says `pagination: {enabled:
/// true}` (merged over the site's `pagination:`) becomes one page per `per_page` documents of
/// its `collection`, optionally only a `category` or `tag`, sorted by `sort_field`
/// (`sort_reverse`), `offset` and `limit` applied; pages after the first at `permalink` under
/// the page's folder, titled by `title`. `trail` fills `paginator.page_trail`. Not covered: auto-pages, `locale`, `indexpage`.
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
        for template in site.documents where template.kind == .page && template.generatedBy == nil {
            guard case .dictionary(let own)? = template.data["pagination"], own["enabled"]?.isTruthy == true else { continue }
            let config = SiteConfig.deepMerge(siteConfig, own)
            pages += paginate(template, config: config, site: site)
        }
        return pages
    }

    private func paginate(_ template: Document, config: OrderedDictionary<String, Value>, site: GeneratorInput) -> [GeneratedPage] {
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
        let offset = max(0, Int(config["offset"]?.liquidString ?? "0") ?? 0)
        posts.removeLast(min(offset, posts.count))  // the gem drops them from the end, before reversing
        if config["sort_reverse"]?.isTruthy == true { posts.reverse() }
        let perPage = max(1, Int(config["per_page"]?.liquidString ?? "10") ?? 10)
        var total = (posts.count + perPage - 1) / perPage
        if let limit = Int(config["limit"]?.liquidString ?? "0"), limit > 0, limit < total { total = limit }
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
        var pageList: [(path: String, title: Value)] = []
        // The template itself is not written: its first page takes its place (at `page_path`,
        // which for a page not named index is the folder's index, as the gem does).
        template.writesOutput = false
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
                copiedFrom: template.relativePath))
        }
        if case .dictionary(let trail)? = config["trail"], total > 1 {
            let trails = Self.trails(pages: pageList, before: trail["before"], after: trail["after"])
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
