import Foundation
import TextSupport
import Liquid
import OrderedCollections

/// jekyll-feed: `{% feed_meta %}`.
struct JekyllFeedPlugin: Plugin {
    var name: String { "jekyll-feed" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(liquid: registerFeedTags)
        registry.add(generator: FeedGenerator())
        registry.add(postRender: XMLOutputHook(generator: name))
    }
}


/// Registers `{% feed_meta %}`.
func registerFeedTags(into environment: Environment, model: SiteModel) {
    environment.registerTag("feed_meta") { _, _ in FeedMetaNode(model: model) }
}

/// jekyll-feed: an Atom feed of the newest posts at `feed.xml` (or `feed: path:`), one per
/// listed collection and category, and per tag when `feed: tags:` asks; never over a file
/// of the site's own.
struct FeedGenerator: Generator {
    var name: String { "jekyll-feed" }
    var readsFrontMatterKeys: Set<String> { [] }
    var priority: Int { -100 }

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        let config = site.config.values["feed"] ?? .nil
        if config.property("disable_in_development").isTruthy,
            site.config.jekyllEnvironment == "development"
        {
            return []
        }
        // `collections:` as a list of names or a mapping of name → {path, categories}; posts always.
        var collections = OrderedDictionary<String, Value>()
        switch config.property("collections") {
        case .array(let names): for n in names { collections[n.liquidString] = .dictionary([:]) }
        case .dictionary(let d): for (k, v) in d { collections[k] = v }
        default: break
        }
        if collections["posts"] == nil { collections["posts"] = .dictionary([:]) }
        let postsPath = collections["posts"]?.property("path").stringValue ?? config.property("path").stringValue
        var pages: [GeneratedPage] = []
        var unknown: SiteError? = nil
        let xsl = site.sourceFileExists("feed.xslt.xml")
        // The setting each path comes from, for an error about it (a path leaving the site).
        func origin(_ path: YAMLPathComponent...) -> SourceLocation? {
            site.config.configLocation(components: [.key("feed")] + path)
        }
        func add(_ path: String, collection: String, category: String?, tag: String?, origin: SourceLocation?) {
            guard !site.sourceFileExists(path) else { return }
            let url = path.hasPrefix("/") ? path : "/" + path
            pages.append(GeneratedPage(
                outputPath: String(url.dropFirst()), url: url,
                data: ["layout": .nil, "sitemap": false, "xsl": .bool(xsl), "collection": .string(collection),
                       "category": category.map(Value.string) ?? .nil, "tags": tag.map(Value.string) ?? .nil],
                body: PluginTemplate.text("jekyll-feed/feed.xml"), fileExtension: ".xml", origin: origin))
        }
        let listed: [String]? = if case .array(let names) = config.property("collections") { names.map(\.liquidString) } else { nil }
        let labels = Set(site.config.collections.map(\.label))
        for (label, meta) in collections {
            let before = pages.count
            defer {
                // The gem's template sorts `site[collection]`, nil for a name that is neither a
                // collection, a key of the site drop nor a setting: Jekyll 4.3.1 stops the build
                // ("Liquid error (line 1): Cannot sort a null object. in feed/NAME.xml"). So does
                // this, at the setting that names it.
                if pages.count > before, !labels.contains(label), site.config.values[label] == nil, !Self.siteKeys.contains(label) {
                    let listedOrigin = listed.map { origin(.key("collections"), .index($0.firstIndex(of: label) ?? -1)) }
                        ?? origin(.key("collections"), .key(label))
                    unknown = unknown ?? SiteError(
                        "jekyll-feed: `feed: collections:` names \"\(label)\", which is not a collection of this site (Jekyll stops too: "
                            + "Cannot sort a null object. in \(pages[before].outputPath))",
                        location: listedOrigin)
                }
            }
            let prefix = label == "posts" ? "/feed" : "/feed/\(label)"
            let labelOrigin = listed.map { origin(.key("collections"), .index($0.firstIndex(of: label) ?? -1)) } ?? origin(.key("collections"), .key(label))
            var categories = meta.property("categories").asList.map(\.liquidString)
            var categoriesKey: [YAMLPathComponent] = [.key("collections"), .key(label), .key("categories")]
            if label == "posts", categories.isEmpty {
                categories = config.property("categories").asList.map(\.liquidString)
                categoriesKey = [.key("categories")]
            }
            for (i, category) in categories.enumerated() {
                let at = site.config.configLocation(components: [.key("feed")] + categoriesKey + [.index(i)])
                    ?? site.config.configLocation(components: [.key("feed")] + categoriesKey)
                add("\(prefix)/\(category).xml", collection: label, category: category, tag: nil, origin: at ?? labelOrigin)
            }
            let own = label == "posts" ? postsPath : meta.property("path").stringValue
            let ownOrigin = label == "posts"
                ? origin(.key("collections"), .key("posts"), .key("path")) ?? origin(.key("path"))
                : origin(.key("collections"), .key(label), .key("path"))
            add(own ?? "\(prefix).xml", collection: label, category: nil, tag: nil, origin: own == nil ? labelOrigin : ownOrigin)
        }
        if let unknown { throw unknown }
        let tags = config.property("tags")
        if tags.isTruthy {
            var all: [String] = []
            for d in site.collections["posts"] ?? [] { for t in d.tags where !all.contains(t) { all.append(t) } }
            let only = tags.property("only").isNil ? all : tags.property("only").asList.map(\.liquidString)
            let except = Set(tags.property("except").asList.map(\.liquidString))
            let folder = tags.property("path").stringValue ?? "/feed/by_tag/"
            for tag in only where !except.contains(tag) {
                // The gem skips tags that would not make a plain file name.
                guard tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { continue }
                add(folder + tag + ".xml", collection: "posts", category: nil, tag: tag, origin: origin(.key("tags"), .key("path")))
            }
        }
        return pages
    }

    /// The site drop's own keys (`site.pages`…), which a feed's `site[collection]` also reads.
    static let siteKeys: Set<String> = [
        "posts", "pages", "html_pages", "static_files", "html_files", "documents", "collections", "data", "time", "categories", "tags",
        "related_posts",
    ]
}

/// `<link … rel="alternate">` for the site's Atom feed, as jekyll-feed's `MetaTag` writes it:
/// each attribute value through `encode(xml: :attr)` (the `xml` escape set).
struct FeedMetaNode: Node {
    unowned let model: SiteModel

    func render(into output: inout String, context: RenderContext) throws {
        let feed = model.config.values["feed"]?.property("path").stringValue ?? "/feed.xml"
        let title = model.config.values["title"]?.stringValue ?? model.config.values["name"]?.stringValue
        output += "<link type=\"application/atom+xml\" rel=\"alternate\" href=\"\(HTMLEscaping.escape(JekyllURL(model.config).absolute(feed), .xml))\""
        if let title { output += " title=\"\(HTMLEscaping.escape(title, .xml))\"" }
        output += " />"
    }
}
