import Foundation
import Liquid
import TextSupport

/// jekyll-paginate: `paginator` and the pages after the first.
struct JekyllPaginatePlugin: Plugin {
    var name: String { "jekyll-paginate" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: PaginateGenerator())
    }
}

/// jekyll-paginate: `paginator` on the site's `index.html` (the deepest one in the folders above
/// `paginate_path`), and a copy of that page for every further page of `paginate` posts.
struct PaginateGenerator: Generator {
    var name: String { "jekyll-paginate" }
    var readsFrontMatterKeys: Set<String> { ["hidden"] }
    var priority: Int { -100 }

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        let config = site.config.values
        guard let perPageValue = config["paginate"], !perPageValue.isNil else { return [] }
        // Jekyll divides by `paginate.to_i`: 0 stops its build, a negative number makes no pages.
        let perPage = InputInteger.setting(
            perPageValue, named: "paginate", in: 1...Int(Int32.max), fallback: 0, fallbackText: "no pagination",
            location: site.config.configKeyLocation("paginate"), warn: site.warn)
        guard perPage > 0 else { return [] }
        let pathFormat = config["paginate_path"]?.stringValue ?? "/page:num"
        guard let template = Self.templatePage(site.documents, pathFormat: pathFormat) else { return [] }
        let posts = site.postsNewestFirst.filter { $0.writesOutput && !($0.data["hidden"]?.isTruthy ?? false) }
        let total = (posts.count + perPage - 1) / perPage
        guard total > 0 else { return [] }
        func path(_ number: Int?) -> Value {
            guard let number else { return .nil }
            if number <= 1 { return .string(template.url) }
            let p = pathFormat.replacingOccurrences(of: ":num", with: String(number))
            return .string(p.hasPrefix("/") ? p : "/" + p)
        }
        var pages: [GeneratedPage] = []
        let origin = site.config.configKeyLocation("paginate_path")
        for number in 1...total {
            let slice = posts[((number - 1) * perPage)..<min(posts.count, number * perPage)]
            let paginator: Value = [
                "page": .int(number), "per_page": .int(perPage), "posts": .drop(DocumentList(Array(slice))),
                "total_posts": .int(posts.count), "total_pages": .int(total),
                "previous_page": number > 1 ? .int(number - 1) : .nil, "previous_page_path": path(number > 1 ? number - 1 : nil),
                "next_page": number < total ? .int(number + 1) : .nil, "next_page_path": path(number < total ? number + 1 : nil),
            ]
            if number == 1 {
                pages.append(GeneratedPage(
                    outputPath: template.outputPath, url: template.url, data: [:], body: "", fileExtension: template.fileExtension,
                    locals: ["paginator": paginator], amendsExisting: true))
                continue
            }
            // The copy lives in the folder paginate_path names, as an index page.
            var url = path(number).liquidString
            if !url.hasSuffix("/") { url += "/" }
            pages.append(GeneratedPage(
                outputPath: String(url.dropFirst()) + "index.html", url: url, data: template.data, body: template.body,
                fileExtension: template.fileExtension, locals: ["paginator": paginator], copiedFrom: template.relativePath,
                origin: origin))
        }
        return pages
    }

    /// Jekyll::Paginate::Pagination#template_page: pages named `index.html` whose folder is the
    /// folder of `paginate_path` or one above it, the longest path first.
    static func templatePage(_ documents: [Document], pathFormat: String) -> Document? {
        var folder = pathFormat
        while folder.hasPrefix("/") { folder.removeFirst() }
        var parts = folder.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !parts.isEmpty { parts.removeLast() }  // File.dirname of the page path
        var allowed: Set<String> = [""]
        for i in parts.indices { allowed.insert(parts[0...i].joined(separator: "/")) }
        return documents
            .filter { $0.kind == .page && $0.writesOutput && $0.generatedBy == nil && PathName.last($0.relativePath) == "index.html" }
            .filter { allowed.contains(($0.relativePath as NSString).deletingLastPathComponent) }
            .max { $0.relativePath.count < $1.relativePath.count }
    }
}
