import Foundation
import Liquid
import OrderedCollections

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
            (ProcessInfo.processInfo.environment["JEKYLL_ENV"] ?? "development") == "development"
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
        let xsl = site.sourceFileExists("feed.xslt.xml")
        func add(_ path: String, collection: String, category: String?, tag: String?) {
            guard !site.sourceFileExists(path) else { return }
            let url = path.hasPrefix("/") ? path : "/" + path
            pages.append(GeneratedPage(
                outputPath: String(url.dropFirst()), url: url,
                data: ["layout": .nil, "sitemap": false, "xsl": .bool(xsl), "collection": .string(collection),
                       "category": category.map(Value.string) ?? .nil, "tags": tag.map(Value.string) ?? .nil],
                body: Self.template, fileExtension: ".xml"))
        }
        for (label, meta) in collections {
            let prefix = label == "posts" ? "/feed" : "/feed/\(label)"
            var categories = meta.property("categories").asList.map(\.liquidString)
            if label == "posts", categories.isEmpty { categories = config.property("categories").asList.map(\.liquidString) }
            for category in categories { add("\(prefix)/\(category).xml", collection: label, category: category, tag: nil) }
            let own = label == "posts" ? postsPath : meta.property("path").stringValue
            add(own ?? "\(prefix).xml", collection: label, category: nil, tag: nil)
        }
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
                add(folder + tag + ".xml", collection: "posts", category: nil, tag: tag)
            }
        }
        return pages
    }

    /// The feed, as a page template: the gem's rules for titles, authors, summaries and images.
    static let template = """
        <?xml version="1.0" encoding="utf-8"?>{% if page.xsl %}<?xml-stylesheet type="text/xml" href="{{ '/feed.xslt.xml' | absolute_url }}"?>{% endif %}\
        <feed xmlns="http://www.w3.org/2005/Atom" {% if site.lang %}xml:lang="{{ site.lang }}"{% endif %}>\
        <generator uri="https://jekyllrb.com/" version="{{ jekyll.version }}">Jekyll</generator>\
        <link href="{{ page.url | absolute_url }}" rel="self" type="application/atom+xml" />\
        <link href="{{ '/' | absolute_url }}" rel="alternate" type="text/html"{% if site.lang %} hreflang="{{ site.lang }}"{% endif %} />\
        <updated>{{ site.time | date_to_xmlschema }}</updated>\
        <id>{{ page.url | absolute_url | xml_escape }}</id>\
        {% assign title = site.title | default: site.name %}\
        {% if page.collection != "posts" %}{% assign c = page.collection | capitalize %}{% assign title = title | append: " | " | append: c %}{% endif %}\
        {% if page.category %}{% assign c = page.category | capitalize %}{% assign title = title | append: " | " | append: c %}{% endif %}\
        {% if title %}<title type="html">{{ title | smartify | xml_escape }}</title>{% endif %}\
        {% if site.description %}<subtitle>{{ site.description | xml_escape }}</subtitle>{% endif %}\
        {% if site.author %}<author><name>{{ site.author.name | default: site.author | xml_escape }}</name>\
        {% if site.author.email %}<email>{{ site.author.email | xml_escape }}</email>{% endif %}\
        {% if site.author.uri %}<uri>{{ site.author.uri | xml_escape }}</uri>{% endif %}</author>{% endif %}\
        {% if page.tags %}{% assign posts = site.tags[page.tags] %}{% else %}{% assign posts = site[page.collection] %}{% endif %}\
        {% if page.category %}{% assign posts = posts | where: "categories", page.category %}{% endif %}\
        {% unless site.show_drafts %}{% assign posts = posts | where_exp: "post", "post.draft != true" %}{% endunless %}\
        {% assign posts = posts | sort: "date" | reverse %}\
        {% assign limit = site.feed.posts_limit | default: 10 %}\
        {% for post in posts limit: limit %}<entry{% if post.lang %} xml:lang="{{ post.lang }}"{% endif %}>\
        {% assign t = post.title | smartify | strip_html | normalize_whitespace | xml_escape %}\
        <title type="html">{{ t }}</title>\
        <link href="{{ post.url | absolute_url }}" rel="alternate" type="text/html" title="{{ t }}" />\
        <published>{{ post.date | date_to_xmlschema }}</published>\
        <updated>{{ post.last_modified_at | default: post.date | date_to_xmlschema }}</updated>\
        <id>{{ post.id | absolute_url | xml_escape }}</id>\
        {% assign excerpt_only = post.feed.excerpt_only | default: site.feed.excerpt_only %}\
        {% unless excerpt_only %}<content type="html" xml:base="{{ post.url | absolute_url | xml_escape }}"><![CDATA[{{ post.content | strip }}]]></content>{% endunless %}\
        {% assign a = post.author | default: post.authors[0] | default: site.author %}\
        {% assign a = site.data.authors[a] | default: a %}\
        {% assign a_email = a.email | default: nil %}{% assign a_uri = a.uri | default: nil %}{% assign a_name = a.name | default: a %}\
        <author><name>{{ a_name | default: "" | xml_escape }}</name>\
        {% if a_email %}<email>{{ a_email | xml_escape }}</email>{% endif %}\
        {% if a_uri %}<uri>{{ a_uri | xml_escape }}</uri>{% endif %}</author>\
        {% if post.category %}<category term="{{ post.category | xml_escape }}" />\
        {% elsif post.categories %}{% for c in post.categories %}<category term="{{ c | xml_escape }}" />{% endfor %}{% endif %}\
        {% for tag in post.tags %}<category term="{{ tag | xml_escape }}" />{% endfor %}\
        {% assign summary = post.description | default: post.excerpt %}\
        {% if summary and summary != empty %}<summary type="html"><![CDATA[{{ summary | strip_html | normalize_whitespace }}]]></summary>{% endif %}\
        {% assign image = post.image.path | default: post.image %}\
        {% if image %}{% unless image contains "://" %}{% assign image = image | absolute_url %}{% endunless %}\
        <media:thumbnail xmlns:media="http://search.yahoo.com/mrss/" url="{{ image | xml_escape }}" />\
        <media:content medium="image" url="{{ image | xml_escape }}" xmlns:media="http://search.yahoo.com/mrss/" />{% endif %}\
        </entry>{% endfor %}</feed>
        """
}
