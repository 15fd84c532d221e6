import Foundation
import Liquid
import TextSupport
import OrderedCollections

/// jekyll-archives: a page per tag, category, year, month and day, as `jekyll-archives:`
/// enables them (`enabled: all` or a list), each rendered with its layout (`layout:`, or
/// `layouts: {type: …}`), at its permalink, with `page.posts` newest first, `page.type`, and
/// `page.title` (tags and categories) or `page.date` (dates, a Ruby Date), and
/// `site.archives`, every archive page in the order the gem makes them.
struct JekyllArchivesPlugin: Plugin {
    var name: String { "jekyll-archives" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: ArchivesGenerator())
        // The gem sets `site.config["archives"]` to its pages (an empty list when none).
        registry.add(siteValues: { model in
            ["archives": .drop(DocumentList(model.documents.filter { $0.generatedBy == "jekyll-archives" }, from: "archives"))]
        })
    }
}

struct ArchivesGenerator: Generator {
    var name: String { "jekyll-archives" }
    var readsFrontMatterKeys: Set<String> { ["tags", "tag", "categories", "category", "date"] }

    static let defaultPermalinks: [String: String] = [
        "year": "/:year/", "month": "/:year/:month/", "day": "/:year/:month/:day/",
        "tag": "/tag/:name/", "category": "/category/:name/",
    ]

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        let config = site.config.values["jekyll-archives"] ?? .nil
        let enabledSetting = config.property("enabled")
        func enabled(_ kind: String) -> Bool {
            switch enabledSetting {
            case .bool(true): return true
            case .string("all"): return true
            case .array(let a): return a.contains { $0.liquidString == kind }
            default: return false
            }
        }
        func layout(_ type: String) -> Value {
            let own = config.property("layouts").property(type)
            if !own.isNil { return own }
            let shared = config.property("layout")
            return shared.isNil ? "archive" : shared
        }
        func permalink(_ type: String) -> String {
            config.property("permalinks").property(type).stringValue ?? Self.defaultPermalinks[type]!
        }
        let posts = site.collections["posts"] ?? []  // oldest first
        var pages: [GeneratedPage] = []
        func add(type: String, title: String?, date: (Int, Int?, Int?)?, posts list: [Document]) {
            var placeholders: [String: String] = ["type": type]
            if let title { placeholders["name"] = Slugify.slugify(title) }
            if let (y, m, d) = date {
                placeholders["year"] = String(y)
                if let m { placeholders["month"] = m < 10 ? "0\(m)" : String(m) }
                if let d { placeholders["day"] = d < 10 ? "0\(d)" : String(d) }
            }
            let url = Permalink.fill(permalink(type)) { placeholders[$0] }
            var data: OrderedDictionary<String, Value> = ["layout": layout(type), "type": .string(type)]
            data["title"] = title.map(Value.string) ?? .nil
            if let (y, m, d) = date {
                var c = DateComponents()
                (c.year, c.month, c.day) = (y, m ?? 1, d ?? 1)
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = site.config.timeZone
                if let day = calendar.date(from: c) {
                    // Archive#date is `Date.new(year, month, day)`: a day, printed without a time.
                    var value = LiquidDate(day, timeZone: site.config.timeZone)
                    value.isDateOnly = true
                    data["date"] = .date(value)
                }
            }
            data["posts"] = .drop(DocumentList(list.reversed()))
            let outputPath = Permalink.outputPath(forURL: url, outputExtension: ".html")
            // Archive#to_liquid: the front-matter defaults for its path and its type (`tag`,
            // `year` …), under its data (`layout`) and ATTRIBUTES_FOR_LIQUID; `name` is the
            // file's without extension, `permalink` nil. No `content`, `dir` or `excerpt`.
            var view = site.config.defaults(forPath: outputPath, type: type)
            view["layout"] = data["layout"]
            view["posts"] = data["posts"]
            view["type"] = .string(type)
            view["title"] = data["title"] ?? .nil
            view["date"] = data["date"] ?? .nil
            view["name"] = .string(PathName.deletingExtension(PathName.last(outputPath)))
            view["path"] = .string(outputPath)
            view["url"] = .string(url)
            view["permalink"] = .nil
            var page = GeneratedPage(
                outputPath: outputPath, url: url, data: data, body: "",
                fileExtension: ".html", origin: site.config.configLocation(["jekyll-archives", "permalinks", type]))
            page.liquidView = view
            pages.append(page)
        }
        func grouped(_ key: KeyPath<Document, [String]>) -> OrderedDictionary<String, [Document]> {
            var result = OrderedDictionary<String, [Document]>()
            for p in posts { for name in p[keyPath: key] { result[name, default: []].append(p) } }
            return result
        }
        if enabled("tags") { for (tag, list) in grouped(\.tags) { add(type: "tag", title: tag, date: nil, posts: list) } }
        if enabled("categories") { for (c, list) in grouped(\.categories) { add(type: "category", title: c, date: nil, posts: list) } }
        // The gem groups by year over the posts oldest first, then sorts each group newest
        // first (`sort!.reverse!`) and groups that by month, and each month by day: years come
        // oldest first, months and days within them newest first.
        var years = OrderedDictionary<Int, [Document]>()
        for p in posts { years[CivilTime(p.date).year, default: []].append(p) }
        for (year, yearPosts) in years {
            if enabled("year") { add(type: "year", title: nil, date: (year, nil, nil), posts: yearPosts) }
            var months = OrderedDictionary<Int, [Document]>()
            for p in yearPosts.reversed() { months[CivilTime(p.date).month, default: []].append(p) }
            for (month, newestFirst) in months {
                let monthPosts = Array(newestFirst.reversed())
                if enabled("month") { add(type: "month", title: nil, date: (year, month, nil), posts: monthPosts) }
                var days = OrderedDictionary<Int, [Document]>()
                for p in newestFirst { days[CivilTime(p.date).day, default: []].append(p) }
                for (day, dayNewestFirst) in days where enabled("day") {
                    add(type: "day", title: nil, date: (year, month, day), posts: dayNewestFirst.reversed())
                }
            }
        }
        return pages
    }
}
