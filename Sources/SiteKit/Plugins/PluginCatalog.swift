import Foundation
import Liquid

// The one place that names gems: the plugins built into sitegen, by the gem names a site's
// `plugins:` lists, and Jekyll's core. Each gem lives in its own file beside this one.

/// What every Jekyll site has: Markdown, Jekyll's filters and tags, and sitegen's experiment tags.
struct JekyllCorePlugin: Plugin {
    var name: String { "jekyll" }

    func register(into registry: PluginRegistry, config: SiteConfig) {
        let markdown = MarkdownConverter(config: config, warn: registry.warn)
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
                markdownify: { markdown.renderer.render($0) }, smartify: { markdown.smartyPants.smartify($0) }))
            registerJekyllTags(into: environment, model: model)
            registerVariantTag(into: environment)
        })
        registerExperimentsTag(into: registry)
    }
}

/// The plugins built into sitegen, by gem name.
enum PluginCatalog {
    static let all: [any Plugin] = [
        JekyllFeedPlugin(), JekyllSEOTagPlugin(), JekyllSitemapPlugin(), JekyllPaginatePlugin(), JekyllRedirectFromPlugin(),
        JekyllIncludeCachePlugin(), JekyllGistPlugin(), JekyllAvatarPlugin(), JekyllArchivesPlugin(),
        JekyllDefaultLayoutPlugin(), JekyllTitlesFromHeadingsPlugin(), JekyllPaginateV2Plugin(), JekyllGitHubMetadataPlugin(),
        JekyllOptionalFrontMatterPlugin(), JekyllReadmeIndexPlugin(), JekyllRelativeLinksPlugin(),
        JemojiPlugin(), JekyllMentionsPlugin(), JekyllCoffeeScriptPlugin(),
    ]

    /// What GitHub Pages turns on for every site (`github-pages` in `plugins:`).
    static let gitHubPagesDefaults = [
        "jekyll-coffeescript", "jekyll-default-layout", "jekyll-gist", "jekyll-github-metadata",
        "jekyll-optional-front-matter", "jekyll-paginate", "jekyll-readme-index",
        "jekyll-titles-from-headings", "jekyll-relative-links",
    ]
}

extension PluginRegistry {
    /// Every plugin on for `config`: Jekyll's core first, then those the site lists, each once;
    /// warnings name listed plugins sitegen does not have and what will be missing.
    static func resolve(config: SiteConfig, catalog: [any Plugin] = PluginCatalog.all) -> (registry: PluginRegistry, warnings: [Diagnostic]) {
        let registry = PluginRegistry()
        var warnings: [Diagnostic] = []
        JekyllCorePlugin().register(into: registry, config: config)
        registry.enable(JekyllCorePlugin().name)
        let byName = Dictionary(catalog.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in config.pluginNames {
            // `github-pages` is a bundle: the plugins GitHub Pages always runs.
            let names = entry.name == "github-pages" ? PluginCatalog.gitHubPagesDefaults : [entry.name]
            for name in names where !registry.enabled.contains(name) {
                guard let plugin = byName[name] else {
                    if entry.name == "github-pages" || SitePluginNotes.harmless.contains(name) { continue }
                    warnings.append(Diagnostic(
                        .warning,
                        "plugin '\(name)' is not built into sitegen: what it adds (its tags, filters or pages) will be missing",
                        location: entry.location))
                    continue
                }
                plugin.register(into: registry, config: config)
                registry.enable(name)
            }
        }
        return (registry, warnings + registry.warnings + SitePluginNotes.warnings(for: config))
    }
}
