import Foundation
import Liquid

/// jekyll-feed: `{% feed_meta %}`.
struct JekyllFeedPlugin: Plugin {
    var name: String { "jekyll-feed" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(liquid: registerFeedTags)
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
