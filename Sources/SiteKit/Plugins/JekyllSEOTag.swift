import Foundation
import Liquid
import TextSupport
import OrderedCollections

/// jekyll-seo-tag: `{% seo %}` (and `{% seo title=false %}`).
struct JekyllSEOTagPlugin: Plugin {
    var name: String { "jekyll-seo-tag" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(liquid: registerSEOTag)
    }
}


/// Registers `{% seo %}`.
func registerSEOTag(into environment: Environment, model: SiteModel) {
    environment.registerTag("seo") { tag, _ in
        SEONode(model: model, title: !tag.markup.replacingOccurrences(of: " ", with: "").contains("title=false"))
    }
}

/// jekyll-seo-tag 2.8's `{% seo %}`: title, description, author, canonical URL, Open Graph and
/// Twitter cards, verification tags and JSON-LD, by the gem's rules (`Jekyll::SeoTag::Drop`).
/// Text values go through markdownify, strip_html, normalize_whitespace and escape_once, as
/// the gem formats them, using this site's own filters.
struct SEONode: Node {
    unowned let model: SiteModel
    /// False for `{% seo title=false %}`.
    let title: Bool

    func render(into output: inout String, context: RenderContext) throws {
        let filters = context.environment.filters
        func apply(_ name: String, _ value: Value, _ args: [Value] = []) throws -> Value {
            guard let f = filters[name] else { return value }
            return try f(value, FilterArguments(positional: args), context)
        }
        /// The gem's format_string: nil for nil or for text that ends up empty.
        func format(_ value: Value?) throws -> String? {
            guard let value, !value.isNil else { return nil }
            var v = value
            for name in ["markdownify", "strip_html", "normalize_whitespace", "escape_once"] { v = try apply(name, v) }
            let s = v.liquidString
            return s.isEmpty ? nil : s
        }
        // Spelled out: `Value` takes `nil` literals too, which would make a ternary return `.some(.nil)`.
        func present(_ v: Value) -> Value? {
            if v.isNil { return Optional<Value>.none }
            return v
        }
        func truthy(_ v: Value) -> Bool { v.isTruthy }
        let site = context.variable("site")
        let page = context.variable("page")
        let pageSEO = page.property("seo").isDictionaryLike ? page.property("seo") : .nil
        let social = site.property("social").isDictionaryLike ? site.property("social") : .nil

        let siteTitle = try format(present(site.property("title")) ?? present(site.property("name")))
        let siteTagline = try format(present(site.property("tagline")))
        let siteDescription = try format(present(site.property("description")))
        let pageTitle = try format(present(page.property("title"))) ?? siteTitle
        var fullTitle: String?
        if let siteTitle, pageTitle != siteTitle {
            fullTitle = (pageTitle ?? "") + " | " + siteTitle
        } else if let siteDescription, let siteTitle {
            fullTitle = siteTitle + " | " + (siteTagline ?? siteDescription)
        } else {
            fullTitle = pageTitle ?? siteTitle
        }
        let paginator = context.variable("paginator")
        if let t = fullTitle, case .int(let current) = paginator.property("page"), current > 1 {
            let total = paginator.property("total_pages").liquidString
            let message = present(site.property("seo_paginator_message"))?.liquidString ?? "Page %<current>s of %<total>s for "
            fullTitle = message.replacingOccurrences(of: "%<current>s", with: String(current))
                .replacingOccurrences(of: "%<total>s", with: total) + t
        }
        let url = page.property("url").liquidString
        let homepageOrAbout = ["/", "/index.html", "/index.htm", "/about/", "/about/index.html", "/about/index.htm"].contains(url)
        var name: String?
        if let seoName = present(pageSEO.property("name")) {
            name = try format(seoName)
        } else if homepageOrAbout {
            name = try present(social.property("name")).map { try format($0) } ?? siteTitle
        }
        let description = try format(present(page.property("description")) ?? present(page.property("excerpt"))) ?? siteDescription

        // Author: page.author, the first of page.authors, site.author; a name looked up in site.data.authors.
        var sources = [page.property("author")]
        if case .array(let a) = page.property("authors"), let first = a.first { sources.append(first) }
        sources.append(site.property("author"))
        let resolved = sources.first { !$0.isNil && !$0.liquidString.isEmpty }
        var author: Value = .nil
        if let resolved {
            if resolved.isDictionaryLike {
                author = resolved
            } else if case .string(let s) = resolved {
                var hash: OrderedDictionary<String, Value> = ["name": .string(s)]
                let data = site.property("data").property("authors").property(s)
                if case .dictionary(let d) = data { for (k, v) in d { hash[k] = v } }
                author = .dictionary(hash)
            }
        }
        let authorName = present(author.property("name"))
        var authorTwitter: String?
        if case .string(let t) = present(author.property("twitter")) ?? authorName ?? .nil {
            authorTwitter = t.hasPrefix("@") ? String(t.dropFirst()) : t
        }

        // Image: page.image as a path or a mapping (path, facebook or twitter; height, width, alt).
        var image: OrderedDictionary<String, Value>?
        switch page.property("image") {
        case .string(let s): image = ["path": .string(s)]
        case let v where v.isDictionaryLike:
            var hash: OrderedDictionary<String, Value> = ["path": .nil]
            for k in v.dictionaryKeys { hash[k] = v.property(k) }
            image = hash
        default: image = nil
        }
        var imagePath: String?
        if let hash = image, let raw = present(hash["path"] ?? .nil) ?? present(hash["facebook"] ?? .nil) ?? present(hash["twitter"] ?? .nil) {
            var absolute = raw
            if case .string(let s) = raw, !JekyllURL.hasScheme(s) { absolute = try apply("absolute_url", raw) }
            imagePath = try apply("uri_escape", absolute).liquidString
        }
        if imagePath == nil { image = nil }

        let dateValue = present(page.property("date"))
        let modified = present(pageSEO.property("date_modified")) ?? present(page.property("last_modified_at")) ?? dateValue
        let dateModified = try modified.map { try apply("date_to_xmlschema", $0).liquidString }
        let datePublished = try dateValue.map { try apply("date_to_xmlschema", $0).liquidString }
        let type: String
        if let t = present(pageSEO.property("type")) {
            type = t.liquidString
        } else if homepageOrAbout {
            type = "WebSite"
        } else {
            type = dateValue != nil ? "BlogPosting" : "WebPage"
        }
        var links: Value?
        if let l = present(pageSEO.property("links")) {
            links = l
        } else if homepageOrAbout {
            links = present(social.property("links"))
        }
        var logo: String?
        if case .string(let s)? = present(site.property("logo")) {
            let absolute = JekyllURL.hasScheme(s) ? Value.string(s) : try apply("absolute_url", .string(s))
            logo = try apply("uri_escape", absolute).liquidString
        }
        let lang = present(page.property("lang")) ?? present(site.property("lang")) ?? "en_US"
        let locale = (present(page.property("locale")) ?? present(site.property("locale")) ?? lang).liquidString
            .replacingOccurrences(of: "-", with: "_")
        let canonical: String
        if let own = present(page.property("canonical_url")), !own.liquidString.isEmpty {
            canonical = own.liquidString
        } else {
            var c = try apply("absolute_url", .string(url)).liquidString
            if c.hasSuffix("/index.html") { c = String(c.dropLast("index.html".count)) }
            canonical = c
        }

        var lines = ["<!-- Begin Jekyll SEO tag v2.8.0 -->"]
        if title, let t = fullTitle { lines.append("<title>\(t)</title>") }
        let version = context.variable("jekyll").property("version")
        lines.append("<meta name=\"generator\" content=\"Jekyll v\(version.isNil ? "4.3.1" : version.liquidString)\" />")
        if let t = pageTitle { lines.append("<meta property=\"og:title\" content=\"\(t)\" />") }
        if let a = authorName { lines.append("<meta name=\"author\" content=\"\(a.liquidString)\" />") }
        lines.append("<meta property=\"og:locale\" content=\"\(locale)\" />")
        if let d = description {
            lines.append("<meta name=\"description\" content=\"\(d)\" />")
            lines.append("<meta property=\"og:description\" content=\"\(d)\" />")
        }
        if truthy(site.property("url")) {
            lines.append("<link rel=\"canonical\" href=\"\(canonical)\" />")
            lines.append("<meta property=\"og:url\" content=\"\(canonical)\" />")
        }
        if let s = siteTitle { lines.append("<meta property=\"og:site_name\" content=\"\(s)\" />") }
        if let path = imagePath, let hash = image {
            lines.append("<meta property=\"og:image\" content=\"\(path)\" />")
            for key in ["height", "width", "alt"] {
                if let v = present(hash[key] ?? .nil) { lines.append("<meta property=\"og:image:\(key)\" content=\"\(v.liquidString)\" />") }
            }
        }
        if let published = datePublished {
            lines.append("<meta property=\"og:type\" content=\"article\" />")
            lines.append("<meta property=\"article:published_time\" content=\"\(published)\" />")
        } else {
            lines.append("<meta property=\"og:type\" content=\"website\" />")
        }
        if truthy(paginator.property("previous_page")) {
            lines.append("<link rel=\"prev\" href=\"\(try apply("absolute_url", paginator.property("previous_page_path")).liquidString)\" />")
        }
        if truthy(paginator.property("next_page")) {
            lines.append("<link rel=\"next\" href=\"\(try apply("absolute_url", paginator.property("next_page_path")).liquidString)\" />")
        }
        if let path = imagePath {
            let card = present(page.property("twitter").property("card")) ?? present(site.property("twitter").property("card")) ?? "summary_large_image"
            lines.append("<meta name=\"twitter:card\" content=\"\(card.liquidString)\" />")
            lines.append("<meta property=\"twitter:image\" content=\"\(path)\" />")
        } else {
            lines.append("<meta name=\"twitter:card\" content=\"summary\" />")
        }
        if let alt = present(image?["alt"] ?? .nil) { lines.append("<meta name=\"twitter:image:alt\" content=\"\(alt.liquidString)\" />") }
        if let t = pageTitle { lines.append("<meta property=\"twitter:title\" content=\"\(t)\" />") }
        let twitter = site.property("twitter")
        if truthy(twitter) {
            let username = twitter.property("username").liquidString.replacingOccurrences(of: "@", with: "")
            lines.append("<meta name=\"twitter:site\" content=\"@\(username)\" />")
            if let creator = authorTwitter { lines.append("<meta name=\"twitter:creator\" content=\"@\(creator.replacingOccurrences(of: "@", with: ""))\" />") }
        }
        let facebook = site.property("facebook")
        if truthy(facebook) {
            for (key, tag) in [("admins", "property=\"fb:admins\""), ("publisher", "property=\"article:publisher\""), ("app_id", "property=\"fb:app_id\"")] {
                if truthy(facebook.property(key)) { lines.append("<meta \(tag) content=\"\(facebook.property(key).liquidString)\" />") }
            }
        }
        let verifications = site.property("webmaster_verifications")
        if truthy(verifications) {
            for (key, tag) in [("google", "google-site-verification"), ("bing", "msvalidate.01"), ("alexa", "alexaVerifyID"),
                               ("yandex", "yandex-verification"), ("baidu", "baidu-site-verification"), ("facebook", "facebook-domain-verification")] {
                if truthy(verifications.property(key)) { lines.append("<meta name=\"\(tag)\" content=\"\(verifications.property(key).liquidString)\" />") }
            }
        } else if truthy(site.property("google_site_verification")) {
            lines.append("<meta name=\"google-site-verification\" content=\"\(site.property("google_site_verification").liquidString)\" />")
        }

        // JSON-LD: the drop's keys sorted, nil values left out.
        var ld: [(String, Value)] = [("@context", "https://schema.org"), ("@type", .string(type))]
        if let a = authorName {
            let authorType = present(author.property("type"))?.liquidString
            if authorType == nil || ["Organization", "Person"].contains(authorType!) {
                var hash: OrderedDictionary<String, Value> = ["@type": .string(authorType ?? "Person"), "name": a]
                if let u = present(author.property("url")) { hash["url"] = u }
                ld.append(("author", .dictionary(hash)))
            }
        }
        if let m = dateModified { ld.append(("dateModified", .string(m))) }
        if let p = datePublished { ld.append(("datePublished", .string(p))) }
        if let d = description { ld.append(("description", .string(d))) }
        if let t = pageTitle { ld.append(("headline", .string(t))) }
        if let path = imagePath, var hash = image {
            if hash.count == 1 {
                ld.append(("image", .string(path)))
            } else {
                hash.removeValue(forKey: "path")
                hash["url"] = .string(path)
                hash["@type"] = "imageObject"
                ld.append(("image", .dictionary(hash)))
            }
        }
        if ["BlogPosting", "CreativeWork"].contains(type) {
            ld.append(("mainEntityOfPage", ["@type": "WebPage", "@id": .string(canonical)]))
        }
        if let n = name { ld.append(("name", .string(n))) }
        if let logo {
            var publisher: OrderedDictionary<String, Value> = ["@type": "Organization", "logo": ["@type": "ImageObject", "url": .string(logo)]]
            if let a = authorName { publisher["name"] = a }
            ld.append(("publisher", .dictionary(publisher)))
        }
        if let links { ld.append(("sameAs", links)) }
        ld.append(("url", .string(canonical)))
        var json = ""
        try RubyJSON.write(.dictionary(OrderedDictionary(ld, uniquingKeysWith: { a, _ in a })), to: &json)
        // Deliberately safer than the gem, which writes Ruby's JSON as it is: a `</script>` in a
        // title or description would end the element early (see docs/jekyll.md, "Where sitegen is deliberately safer").
        lines.append("<script type=\"application/ld+json\">\n\(JSONEscaping.scriptSafe(json: json))</script>")
        lines.append("<!-- End Jekyll SEO tag -->\n")
        output += lines.joined(separator: "\n")
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
