import Foundation
import Liquid

// The one place that names gems: the plugins built into sitegen, by the gem names a site's
// `plugins:` lists, and Jekyll's core. Each gem lives in its own file beside this one.

/// What every Jekyll site has: Markdown, Jekyll's filters and tags, and sitegen's experiment tags.
struct JekyllCorePlugin: Plugin {
    var name: String { "jekyll" }

    func register(into registry: PluginRegistry, config: SiteConfig) {
        let markdown = MarkdownConverter(config: config)
        registry.add(converter: markdown)
        // jekyll-sass-converter is a dependency of Jekyll itself: every site has it.
        let sass = SassConverter(config: config)
        registry.add(converter: sass)
        registry.add(liquid: { environment, _ in SassFilters.register(into: environment, converter: sass) })
        // The built-in theme's stylesheet and 404 page, for sites that render with it.
        registry.add(generator: DefaultThemeGenerator())
        registry.add(liquid: { environment, model in
            registerJekyllFilters(into: environment, site: JekyllFilterSite(
                baseurl: config.baseurl, url: config.url, timeZone: config.timeZone,
                markdownify: { markdown.renderer.render($0) }))
            registerJekyllTags(into: environment, model: model)
            registerVariantTag(into: environment)
        })
    }
}

/// The plugins built into sitegen, by gem name.
enum PluginCatalog {
    static let all: [any Plugin] = [
        JekyllFeedPlugin(), JekyllSEOTagPlugin(), JekyllSitemapPlugin(), JekyllPaginatePlugin(), JekyllRedirectFromPlugin(),
        JekyllIncludeCachePlugin(), JekyllGistPlugin(), JekyllAvatarPlugin(), JekyllArchivesPlugin(),
        JekyllDefaultLayoutPlugin(), JekyllTitlesFromHeadingsPlugin(), JekyllPaginateV2Plugin(), JekyllGitHubMetadataPlugin(),
        JekyllOptionalFrontMatterPlugin(), JekyllReadmeIndexPlugin(), JekyllRelativeLinksPlugin(),
        JemojiPlugin(), JekyllMentionsPlugin(),
    ]

    /// What GitHub Pages turns on for every site (`github-pages` in `plugins:`).
    static let gitHubPagesDefaults = [
        "jekyll-coffeescript", "jekyll-default-layout", "jekyll-gist", "jekyll-github-metadata",
        "jekyll-optional-front-matter", "jekyll-paginate", "jekyll-readme-index",
        "jekyll-titles-from-headings", "jekyll-relative-links",
    ]
}
