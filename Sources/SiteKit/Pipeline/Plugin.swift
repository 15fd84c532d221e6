import Foundation
import Liquid

/// A named bundle of tags, filters, converters and generators, switched on as Jekyll switches
/// gems on: by the site's `plugins:` (or Jekyll 3's `gems:`) list. sitegen's plugins are built
/// in; `name` is the gem's, so a site's config works unchanged.
protocol Plugin: Sendable {
    /// The gem name a site lists (`jekyll-feed`).
    var name: String { get }
    /// Adds this plugin's parts for one build of `config`.
    func register(into registry: PluginRegistry, config: SiteConfig)
}

/// Liquid tags and filters of a plugin: a named function that registers them into each build's
/// environment through `Environment.registerTag` and `registerFilter(_:arity:_:)`, the calls
/// Liquid's own tags and filters use, once the site is read (`{% seo %}` reads the site).
typealias LiquidRegistration = @Sendable (_ into: Environment, _ model: SiteModel) -> Void

/// Jekyll's `:post_render` hook on pages and documents: rewrites a document's finished output
/// (after its layouts), as jemoji and jekyll-mentions do.
protocol PostRenderHook: Sendable {
    /// The new output of `document`, or nil to leave it as it is.
    func process(_ output: String, of document: Document) throws -> String?
}

/// What the enabled plugins registered for one build; the one way behaviour is added.
final class PluginRegistry: @unchecked Sendable {
    private(set) var converters: [any Converter] = []
    /// In Jekyll's order: by priority, highest first, then as registered.
    var generators: [any Generator] {
        registered.enumerated().sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }.map(\.element)
    }
    private var registered: [any Generator] = []
    private(set) var liquid: [LiquidRegistration] = []
    /// `site.KEY` values a plugin computes from the site (jekyll-github-metadata's `site.github`).
    private(set) var siteValues: [@Sendable (SiteModel) -> [String: Value]] = []
    /// Names of the enabled plugins, in the order registered.
    private(set) var enabled: [String] = []
    /// Output rewriters, run in the order registered (Jekyll runs hooks as registered).
    private(set) var postRenderHooks: [any PostRenderHook] = []
    /// What plugins found wrong with their set-up while registering (data they need is missing).
    private(set) var warnings: [Diagnostic] = []

    func add(converter: any Converter) { converters.append(converter) }
    func add(generator: any Generator) { registered.append(generator) }
    /// Tags and filters, registered through `Environment.registerTag`/`registerFilter`.
    func add(liquid: @escaping LiquidRegistration) { self.liquid.append(liquid) }
    func add(siteValues: @escaping @Sendable (SiteModel) -> [String: Value]) { self.siteValues.append(siteValues) }
    func add(postRender hook: any PostRenderHook) { postRenderHooks.append(hook) }
    func warn(_ diagnostic: Diagnostic) { warnings.append(diagnostic) }

    var converterSet: ConverterSet { ConverterSet(converters: converters) }

    /// Runs every plugin's Liquid registrations on `environment`.
    func registerLiquid(into environment: Environment, model: SiteModel) {
        for registration in liquid { registration(environment, model) }
    }

    /// Every plugin on for `config`: Jekyll's core first, then those the site lists, each once;
    /// warnings name listed plugins sitegen does not have and what will be missing.
    static func resolve(config: SiteConfig, catalog: [any Plugin] = PluginCatalog.all) -> (registry: PluginRegistry, warnings: [Diagnostic]) {
        let registry = PluginRegistry()
        var warnings: [Diagnostic] = []
        JekyllCorePlugin().register(into: registry, config: config)
        registry.enabled.append(JekyllCorePlugin().name)
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
                registry.enabled.append(name)
            }
        }
        return (registry, warnings + registry.warnings + SitePluginNotes.warnings(for: config))
    }
}

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
