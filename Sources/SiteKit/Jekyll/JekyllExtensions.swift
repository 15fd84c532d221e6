import Foundation
import Liquid
import Markdown

/// Registers Jekyll's filters and tags into a Liquid environment, through the same public
/// calls the built-ins use.
enum JekyllExtensions {
    static func register(into environment: Environment, model: SiteModel, markdown: MarkdownRenderer) {
        let config = model.config
        registerJekyllFilters(into: environment, site: JekyllFilterSite(
            baseurl: config.baseurl, url: config.url, timeZone: config.timeZone,
            markdownify: { markdown.render($0) }))
        JekyllTags.register(into: environment, model: model)
        VariantNode.register(into: environment)
        PluginTags.register(into: environment, model: model)
    }
}
