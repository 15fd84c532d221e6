import Foundation
import Synchronization
import Liquid
import TextSupport
import OrderedCollections

// jekyll-seo-tag 2.8, shaped as the gem is: `{% seo %}` renders the gem's template
// (Templates/plugins/jekyll-seo-tag/template.html) with a `seo_tag` drop that works out each
// value by the gem's rules (`lib/jekyll-seo-tag/drop.rb`, `author_drop.rb`, `image_drop.rb`,
// `json_ld_drop.rb`).

/// jekyll-seo-tag: `{% seo %}` (and `{% seo title=false %}`).
struct JekyllSEOTagPlugin: Plugin {
    var name: String { "jekyll-seo-tag" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(liquid: registerSEOTag)
    }
}

/// Registers `{% seo %}`, parsing the gem's template once per build (the gem keeps one parsed
/// `SeoTag.template`). Jekyll's core registers its filters before any gem, so the template's
/// filters and those the drop applies are known here.
func registerSEOTag(into environment: Environment, model: SiteModel) {
    let template = Result { try Template.parse(SEOTemplate.text, name: "jekyll-seo-tag/template.html", environment: environment) }
    let filters = SEOFilters(environment)
    environment.registerTag("seo") { tag, _ in
        // The gem's `title?` reads the markup on every render; it is the same each time.
        SEONode(template: template, filters: filters, titleAllowed: tag.markup.range(of: "title=false", options: .caseInsensitive) == nil)
    }
}

/// The gem's template, minified as the gem minifies it before parsing (`SeoTag::MINIFY_REGEX`):
/// whitespace after a `{` or `}`, or after `>` or `,` ending a line, is dropped unless a `-`
/// follows, so the output is one line per tag.
enum SEOTemplate {
    static let text: String = {
        let source = PluginTemplate.text("jekyll-seo-tag/template.html")
        let minify = try! NSRegularExpression(pattern: #"(?<=[{}]|[>,]\n)\s+(?!-)"#)
        return minify.stringByReplacingMatches(in: source, range: NSRange(source.startIndex..., in: source), withTemplate: "")
    }()
}

/// `{% seo %}`: the template rendered with the site's payload and a fresh `seo_tag` drop, as
/// `SeoTag#render` does (`template.render!(payload, info)`).
struct SEONode: Node {
    let template: Result<Template, any Error>
    let filters: SEOFilters
    /// False when the markup says `title=false` (any case, as the gem's regex reads it).
    let titleAllowed: Bool

    func render(into output: inout String, context: RenderContext) throws {
        let drop = SEODrop(titleAllowed: titleAllowed, context: context, filters: filters)
        // The gem renders with Jekyll's filters but without the page's strict_variables or
        // strict_filters (its `info` has neither): a page that omits `twitter` is not an error.
        // Variables are found by a scan: the ones the template reads most come first.
        let inner = RenderContext(environment: context.environment, variableList: [
            ("seo_tag", .drop(drop)), ("site", context.variable("site")), ("page", context.variable("page")),
            ("paginator", context.variable("paginator")), ("jekyll", context.variable("jekyll")),
        ], lenient: true)
        inner.registers = context.registers
        try template.get().render(into: &output, context: inner)
        // A drop cannot throw from a lookup; a filter's error (an invalid date) still fails the build.
        if let error = drop.error { throw error }
    }
}

/// The Jekyll filters the drop applies (the gem's `SeoTag::Filters`), looked up once per build.
struct SEOFilters: Sendable {
    enum Name: String, CaseIterable {
        case markdownify, stripHTML = "strip_html", normalizeWhitespace = "normalize_whitespace", escapeOnce = "escape_once"
        case absoluteURL = "absolute_url", uriEscape = "uri_escape", dateToXMLSchema = "date_to_xmlschema"
    }

    /// The gem's `FORMAT_STRING_METHODS`, in order.
    static let formatString: [Name] = [.markdownify, .stripHTML, .normalizeWhitespace, .escapeOnce]

    private let functions: [Name: FilterFunction]
    /// What `format_string` made of each text, for this build.
    let formatted = SEOFormatMemo()

    init(_ environment: Environment) {
        let all = environment.filters
        var functions: [Name: FilterFunction] = [:]
        for name in Name.allCases { functions[name] = all[name.rawValue] }
        self.functions = functions
    }

    func apply(_ name: Name, _ value: Value, context: RenderContext) throws -> Value {
        guard let f = functions[name] else { return value }
        return try f(value, FilterArguments(positional: []), context)
    }
}

/// The gem's `format_string` of a text, kept for the build: the site's title is formatted on
/// every page, and a page that calls `{% seo %}` more than once (or a layout and an include
/// that both do) formats its title and description each time. The four filters read nothing
/// but their input and the site's Markdown settings, fixed for a build, so one text always
/// formats the same. Kept to `limit` texts (a page's own rarely recur), then started afresh.
final class SEOFormatMemo: Sendable {
    private let texts = Mutex<[Key: String?]>([:])
    static let limit = 2048

    func value(of text: String) -> String?? {
        texts.withLock { $0[Key(text)] }
    }

    func remember(_ formatted: String?, of text: String) {
        texts.withLock {
            if $0.count >= Self.limit { $0.removeAll(keepingCapacity: true) }
            $0[Key(text)] = .some(formatted)
        }
    }

    /// A text compared by its bytes: `String`'s `==` holds canonically equivalent texts equal
    /// ("é" and "e" with a combining accent), which Markdown writes out as they were given.
    struct Key: Hashable {
        let text: String

        init(_ text: String) { self.text = text }

        static func == (a: Key, b: Key) -> Bool {
            var a = a.text, b = b.text
            return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) } }
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }
}

/// `Jekyll::SeoTag::Drop`: `seo_tag` in the template. Values are worked out when first asked
/// for and kept, as the gem memoises them; one drop serves one render of the tag.
final class SEODrop: Drop, @unchecked Sendable {
    private let titleAllowed: Bool
    private let context: RenderContext
    private let filters: SEOFilters
    /// The first error a filter raised while working out a value.
    private(set) var error: (any Error)?

    static let version = "2.8.0"

    init(titleAllowed: Bool, context: RenderContext, filters: SEOFilters) {
        self.titleAllowed = titleAllowed
        self.context = context
        self.filters = filters
    }

    /// The drop's fields, in the gem's order.
    enum Field: String, CaseIterable {
        case version, titleShown = "title?", siteTitle = "site_title", siteTagline = "site_tagline"
        case siteDescription = "site_description", pageTitle = "page_title"
        case siteTaglineOrDescription = "site_tagline_or_description", title, name, description, author
        case jsonLD = "json_ld", image, dateModified = "date_modified", datePublished = "date_published", type, links
        case logo, pageLang = "page_lang", pageLocale = "page_locale", canonicalURL = "canonical_url"
    }

    static let keys = Field.allCases.map(\.rawValue)
    private static let fields = LiquidFieldNames(Field.self)

    var liquidKeys: [String] { Self.keys }

    func hasLiquidKey(_ key: String) -> Bool { Self.fields[key] != nil }

    func liquidValue(forKey key: String) -> Value {
        guard let field = Self.fields[key] else { return .nil }
        switch field {
        case .version: return .string(Self.version)
        case .titleShown: return .bool(showsTitle)
        case .title: return title.map(Value.string) ?? .nil
        case .siteTitle: return siteTitle.map(Value.string) ?? .nil
        case .siteTagline: return siteTagline.map(Value.string) ?? .nil
        case .siteDescription: return siteDescription.map(Value.string) ?? .nil
        case .siteTaglineOrDescription: return (siteTagline ?? siteDescription).map(Value.string) ?? .nil
        case .pageTitle: return pageTitle.map(Value.string) ?? .nil
        case .name: return name.map(Value.string) ?? .nil
        case .description: return description.map(Value.string) ?? .nil
        case .author: return .drop(author)
        case .jsonLD: return .drop(jsonLD)
        case .image: return image.map { .drop($0) } ?? .nil
        case .dateModified: return dateModified.map(Value.string) ?? .nil
        case .datePublished: return datePublished.map(Value.string) ?? .nil
        case .type: return type
        case .links: return links
        case .logo: return logo.map(Value.string) ?? .nil
        case .pageLang: return pageLang
        case .pageLocale: return .string(pageLocale)
        case .canonicalURL: return canonicalURL
        }
    }

    // MARK: The gem's values

    /// `title?`: a `<title>` unless the tag says `title=false`.
    var showsTitle: Bool {
        title != nil && titleAllowed
    }

    lazy var siteTitle: String? = format(Self.or(site.property("title"), site.property("name")))
    lazy var siteTagline: String? = format(site.property("tagline"))
    lazy var siteDescription: String? = format(site.property("description"))
    /// The page's title without the site's title or description appended.
    lazy var pageTitle: String? = format(page.property("title")) ?? siteTitle

    /// The page title with the site's title (or the site's title with its tagline or
    /// description) appended, after "Page 2 of 5 for " on a paginated page.
    var title: String? {
        guard let title = baseTitle else { return nil }
        return pageNumber.map { $0 + title } ?? title
    }

    private lazy var baseTitle: String? = {
        if let siteTitle, pageTitle != siteTitle { return (pageTitle ?? "") + " | " + siteTitle }
        if let siteDescription, let siteTitle { return siteTitle + " | " + (siteTagline ?? siteDescription) }
        return pageTitle ?? siteTitle
    }()

    /// `seo.name`, else on the home or about page the site's social name or its title.
    lazy var name: String? = {
        let seoName = pageSEO.property("name")
        if seoName.isTruthy, let formatted = format(seoName) { return formatted }
        guard isHomepageOrAbout else { return nil }
        let social = siteSocial.property("name")
        return social.isTruthy ? format(social) : siteTitle
    }()

    /// `page.description || page.excerpt`: the excerpt is asked for only when there is no
    /// description, as Ruby's `||` reads it (asking renders it, on a post's first read).
    lazy var description: String? = {
        let own = page.property("description")
        return format(own.isTruthy ? own : page.property("excerpt")) ?? siteDescription
    }()

    lazy var author = SEOAuthorDrop(page: page, site: site)
    lazy var jsonLD = SEOJSONLDDrop(self)

    /// The page's image, or nil when it has no path (the gem keeps this for compatibility).
    lazy var image: SEOImageDrop? = {
        let drop = SEOImageDrop(page: page, path: { [unowned self] raw in
            var absolute = raw
            if case .string(let s) = raw, !JekyllURL.hasScheme(s) { absolute = apply(.absoluteURL, raw) }
            return apply(.uriEscape, absolute)
        })
        return drop.path.isNil ? nil : drop
    }()

    lazy var dateModified: String? = {
        let own = Self.or(pageSEO.property("date_modified"), page.property("last_modified_at"))
        // The gem's last resort, `page["date"]`, is what `date_published` formats.
        return own.isTruthy ? apply(.dateToXMLSchema, own).liquidString : datePublished
    }()

    lazy var datePublished: String? = {
        let date = page.property("date")
        return date.isTruthy ? apply(.dateToXMLSchema, date).liquidString : nil
    }()

    /// The schema.org type: `seo.type`, else `WebSite` for the home or about page, `BlogPosting`
    /// for a dated page, `WebPage` otherwise.
    lazy var type: Value = {
        let own = pageSEO.property("type")
        if own.isTruthy { return own }
        if isHomepageOrAbout { return "WebSite" }
        return page.property("date").isTruthy ? "BlogPosting" : "WebPage"
    }()

    lazy var links: Value = {
        let own = pageSEO.property("links")
        if own.isTruthy { return own }
        return isHomepageOrAbout ? siteSocial.property("links") : .nil
    }()

    lazy var logo: String? = {
        guard case .string(let s) = site.property("logo") else { return nil }
        let absolute = JekyllURL.hasScheme(s) ? Value.string(s) : apply(.absoluteURL, .string(s))
        return apply(.uriEscape, absolute).liquidString
    }()

    lazy var pageLang: Value = Self.or(page.property("lang"), site.property("lang"), "en_US")

    /// Ruby's `tr("-", "_")`, byte for byte (Foundation's `replacingOccurrences` cost more
    /// than the rest of the tag's lookups together).
    lazy var pageLocale: String = {
        let locale = Self.or(page.property("locale"), site.property("locale"), pageLang).liquidString
        guard locale.utf8.contains(UInt8(ascii: "-")) else { return locale }
        return String(decoding: locale.utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
    }()

    /// `canonical_url` from the front matter, else the page's absolute URL without `index.html`.
    lazy var canonicalURL: Value = {
        let own = page.property("canonical_url")
        if !own.isNil, !own.liquidString.isEmpty { return own }
        var url = apply(.absoluteURL, page.property("url")).liquidString
        if url.hasSuffix("/index.html") { url.removeLast("index.html".count) }
        return .string(url)
    }()

    // MARK: Helpers

    private lazy var page = context.variable("page")
    private lazy var site = context.variable("site")
    /// `page.seo` and `site.social` when they are mappings (the gem's `sub_hash`).
    private lazy var pageSEO: Value = page.property("seo").isDictionaryLike ? page.property("seo") : .nil
    private lazy var siteSocial: Value = site.property("social").isDictionaryLike ? site.property("social") : .nil

    /// The gem's `HOMEPAGE_OR_ABOUT_REGEX`, `^/(about/)?(index.html?)?$`.
    private lazy var isHomepageOrAbout: Bool =
        ["/", "/index.html", "/index.htm", "/about/", "/about/index.html", "/about/index.htm"].contains(page.property("url").liquidString)

    /// "Page 2 of 5 for " past a paginator's first page (`seo_paginator_message` overrides it).
    private var pageNumber: String? {
        let paginator = context.variable("paginator")
        guard case .int(let current) = paginator.property("page"), current > 1 else { return nil }
        let total = paginator.property("total_pages").liquidString
        let message = site.property("seo_paginator_message")
        return (message.isTruthy ? message.liquidString : "Page %<current>s of %<total>s for ")
            .replacingOccurrences(of: "%<current>s", with: String(current))
            .replacingOccurrences(of: "%<total>s", with: total)
    }

    /// The gem's `format_string`: markdownify, strip_html, normalize_whitespace, escape_once;
    /// nil for nil or text that ends up empty.
    private func format(_ value: Value) -> String? {
        guard !value.isNil else { return nil }
        guard case .string(let text) = value else { return formatNow(value) }
        if let known = filters.formatted.value(of: text) { return known }
        let formatted = formatNow(value)
        // A filter that failed fails this render; nothing is kept from it.
        if error == nil { filters.formatted.remember(formatted, of: text) }
        return formatted
    }

    private func formatNow(_ value: Value) -> String? {
        var v = value
        for name in SEOFilters.formatString { v = apply(name, v) }
        let s = v.liquidString
        return s.isEmpty ? nil : s
    }

    private func apply(_ name: SEOFilters.Name, _ value: Value) -> Value {
        do {
            return try filters.apply(name, value, context: context)
        } catch {
            if self.error == nil { self.error = error }
            return .nil
        }
    }

    /// Ruby's `a || b || c`: the first value that is neither nil nor false.
    static func or(_ values: Value...) -> Value {
        values.first { $0.isTruthy } ?? values.last ?? .nil
    }
}

/// `Jekyll::SeoTag::AuthorDrop`: `page.author`, the first of `page.authors`, or `site.author`;
/// a name is looked up in `site.data.authors` for more fields. Prints as the name.
final class SEOAuthorDrop: Drop, @unchecked Sendable {
    /// The author's fields (`name` and whatever the mapping or the data file gives).
    let fields: OrderedDictionary<String, Value>

    init(page: Value, site: Value) {
        var sources = [page.property("author")]
        if case .array(let a) = page.property("authors"), let first = a.first { sources.append(first) }
        sources.append(site.property("author"))
        let resolved = sources.first { !$0.isNil && !$0.liquidString.isEmpty } ?? .nil
        switch resolved {
        case .string(let s):
            var hash: OrderedDictionary<String, Value> = ["name": .string(s)]
            if case .dictionary(let extra) = site.property("data").property("authors").property(s) {
                for (k, v) in extra { hash[k] = v }
            }
            fields = hash
        case let v where v.isDictionaryLike:
            fields = OrderedDictionary(v.dictionaryKeys.map { ($0, v.property($0)) }, uniquingKeysWith: { a, _ in a })
        default:
            fields = [:]
        }
    }

    var name: Value { fields["name"] ?? .nil }

    /// The author's `twitter` (or, failing that, name) without a leading `@`.
    var twitter: Value {
        guard case .string(let t) = Self.firstTruthy(fields["twitter"], fields["name"]) else { return .nil }
        return .string(t.hasPrefix("@") ? String(t.dropFirst()) : t)
    }

    var liquidKeys: [String] {
        var keys = ["name", "twitter"]
        for k in fields.keys where !keys.contains(k) { keys.append(k) }
        return keys
    }

    func liquidValue(forKey key: String) -> Value {
        switch key {
        case "name": return name
        case "twitter": return twitter
        default: return fields[key] ?? .nil
        }
    }

    var liquidText: String? { name.isNil ? "" : name.liquidString }

    private static func firstTruthy(_ values: Value?...) -> Value {
        values.lazy.compactMap { $0 }.first { $0.isTruthy } ?? .nil
    }
}

/// `Jekyll::SeoTag::ImageDrop`: `page.image` as a path or a mapping (`path`, `facebook` or
/// `twitter`; `height`, `width`, `alt`). `path` is the escaped absolute URL. Prints as the path.
final class SEOImageDrop: Drop, @unchecked Sendable {
    /// `{"path" => nil}` merged with the mapping, or the path alone (the gem's `image_hash`).
    let fields: OrderedDictionary<String, Value>
    let path: Value

    init(page: Value, path absolute: (Value) -> Value) {
        let image = page.property("image")
        var hash: OrderedDictionary<String, Value> = ["path": .nil]
        switch image {
        case .string(let s): hash["path"] = .string(s)
        case let v where v.isDictionaryLike: for k in v.dictionaryKeys { hash[k] = v.property(k) }
        default: break
        }
        fields = hash
        let raw = [hash["path"], hash["facebook"], hash["twitter"]].lazy.compactMap { $0 }.first { $0.isTruthy }
        path = raw.map(absolute) ?? .nil
    }

    /// `path` first, then the mapping's other keys, as `Jekyll::Drops::Drop#keys` lists them.
    var liquidKeys: [String] { Array(fields.keys) }

    func liquidValue(forKey key: String) -> Value {
        key == "path" ? path : fields[key] ?? .nil
    }

    var liquidText: String? { path.liquidString }
}

/// A drop that writes its own JSON, as a Ruby object with its own `to_json` does.
protocol JSONWritingDrop: Drop {
    func writeJSON(to out: inout String) throws
}

/// `Jekyll::SeoTag::JSONLDDrop`: the schema.org description of the page.
final class SEOJSONLDDrop: JSONWritingDrop, @unchecked Sendable {
    private unowned let page: SEODrop

    init(_ page: SEODrop) { self.page = page }

    /// The gem's keys, sorted as its `to_json` sorts them.
    enum Field: String, CaseIterable {
        case context = "@context", type = "@type", author, dateModified, datePublished, description, headline, image
        case mainEntityOfPage, name, publisher, sameAs, url
    }

    static let keys = Field.allCases.map(\.rawValue)
    private static let fields = LiquidFieldNames(Field.self)

    var liquidKeys: [String] { Self.keys }

    func liquidValue(forKey key: String) -> Value {
        Self.fields[key].map(value) ?? .nil
    }

    func value(_ field: Field) -> Value {
        switch field {
        case .context: return "https://schema.org"
        case .type: return page.type
        case .author: return author
        case .dateModified: return page.dateModified.map(Value.string) ?? .nil
        case .datePublished: return page.datePublished.map(Value.string) ?? .nil
        case .description: return page.description.map(Value.string) ?? .nil
        case .headline: return page.pageTitle.map(Value.string) ?? .nil
        case .image: return image
        case .mainEntityOfPage:
            guard case .string(let type) = page.type, ["BlogPosting", "CreativeWork"].contains(type) else { return .nil }
            return ["@type": "WebPage", "@id": page.canonicalURL]
        case .name: return page.name.map(Value.string) ?? .nil
        case .publisher: return publisher
        case .sameAs: return page.links
        case .url: return page.canonicalURL
        }
    }

    /// A Person or Organization with a name (and url); other author types are left out.
    private var author: Value {
        let name = page.author.name
        guard name.isTruthy else { return .nil }
        let type = page.author.liquidValue(forKey: "type")
        if type.isTruthy, !["Organization", "Person"].contains(type.liquidString) { return .nil }
        var hash: OrderedDictionary<String, Value> = ["@type": type.isTruthy ? type : "Person", "name": name]
        let url = page.author.liquidValue(forKey: "url")
        if url.isTruthy { hash["url"] = url }
        return .dictionary(hash)
    }

    /// The path alone for a plain image, else its fields with `path` as `url`.
    private var image: Value {
        guard let image = page.image else { return .nil }
        if image.fields.count == 1 { return image.path }
        var hash = image.fields
        hash.removeValue(forKey: "path")
        hash["url"] = image.path
        hash["@type"] = "imageObject"
        return .dictionary(hash)
    }

    private var publisher: Value {
        guard let logo = page.logo else { return .nil }
        var output: OrderedDictionary<String, Value> = ["@type": "Organization", "logo": ["@type": "ImageObject", "url": .string(logo)]]
        if page.author.name.isTruthy { output["name"] = page.author.name }
        return .dictionary(output)
    }

    /// The keys sorted, nil values left out (the gem's `to_json`). Deliberately safer than the
    /// gem, which writes Ruby's JSON as it is: `</` and U+2028/2029 are escaped, so a
    /// `</script>` in a title cannot end the element early (docs/jekyll.md, "Where sitegen is
    /// deliberately safer").
    func writeJSON(to out: inout String) throws {
        // Written as `RubyJSON` writes an object, pair by pair, without first collecting the
        // pairs into an ordered dictionary (hashing each key) that is read once.
        var json = "{"
        var first = true
        for field in Field.allCases {
            let value = value(field)
            if value.isNil { continue }
            if !first { json += "," }
            first = false
            RubyJSON.writeString(field.rawValue, to: &json)
            json += ":"
            try RubyJSON.write(value, to: &json, depth: 1)
        }
        json += "}"
        out += JSONEscaping.scriptSafe(json: json)
    }
}

/// A drop's field names, found by comparing byte lengths first (as Liquid compares variable
/// names): a `switch` over the names called the standard library's string comparison once
/// for every name before the one asked for, on each of the template's thirty-odd lookups.
struct LiquidFieldNames<Field: RawRepresentable & CaseIterable & Sendable>: Sendable where Field.RawValue == String {
    private let names: [(utf8Count: Int, name: String, field: Field)]

    init(_: Field.Type) {
        names = Field.allCases.map { ($0.rawValue.utf8.count, $0.rawValue, $0) }
    }

    subscript(key: String) -> Field? {
        let count = key.utf8.count
        for entry in names where entry.utf8Count == count && entry.name == key { return entry.field }
        return nil
    }
}

extension Value {
    /// A mapping, or a drop that behaves as one.
    var isDictionaryLike: Bool {
        switch self {
        case .dictionary, .drop: return true
        default: return false
        }
    }

    var dictionaryKeys: [String] {
        switch self {
        case .dictionary(let d): return Array(d.keys)
        case .drop(let d): return d.liquidKeys
        default: return []
        }
    }
}
