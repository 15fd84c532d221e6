import Foundation
import Liquid

/// jekyll-feed: `{% feed_meta %}`.
struct JekyllFeedPlugin: Plugin {
    var name: String { "jekyll-feed" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(liquid: registerFeedTags)
        registry.add(generator: FeedGenerator())
    }
}

/// jekyll-sitemap: `sitemap.xml` and `robots.txt`.
struct JekyllSitemapPlugin: Plugin {
    var name: String { "jekyll-sitemap" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: SitemapGenerator())
    }
}

/// jekyll-paginate: `paginator` and the pages after the first.
struct JekyllPaginatePlugin: Plugin {
    var name: String { "jekyll-paginate" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: PaginateGenerator())
    }
}

/// jekyll-redirect-from: redirect pages and `redirects.json`.
struct JekyllRedirectFromPlugin: Plugin {
    var name: String { "jekyll-redirect-from" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: RedirectFromGenerator())
    }
}

/// jekyll-seo-tag: `{% seo %}` (and `{% seo title=false %}`).
struct JekyllSEOTagPlugin: Plugin {
    var name: String { "jekyll-seo-tag" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(liquid: registerSEOTag)
    }
}

/// Registers `{% feed_meta %}`.
func registerFeedTags(into environment: Environment, model: SiteModel) {
    environment.registerTag("feed_meta") { _, _ in FeedMetaNode(model: model) }
}

/// Registers `{% seo %}`.
func registerSEOTag(into environment: Environment, model: SiteModel) {
    environment.registerTag("seo") { tag, _ in
        SEONode(model: model, title: !tag.markup.replacingOccurrences(of: " ", with: "").contains("title=false"))
    }
}
