import Foundation
import Liquid
import SiteTemplates

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
    /// Layouts plugins bring, by name, for sites without a layout of that name (Jekyll's
    /// redirect-from adds `site.layouts["redirect"]` unless the site has one).
    private(set) var fallbackLayouts: [String: PluginLayout] = [:]
    /// Includes plugins bring, by name, read when the site and its theme have no include of
    /// that name (`{% include sitegen/experiments.html %}`): Liquid source.
    private(set) var includes: [String: String] = [:]

    func add(converter: any Converter) { converters.append(converter) }
    func add(generator: any Generator) { registered.append(generator) }
    /// Tags and filters, registered through `Environment.registerTag`/`registerFilter`.
    func add(liquid: @escaping LiquidRegistration) { self.liquid.append(liquid) }
    func add(siteValues: @escaping @Sendable (SiteModel) -> [String: Value]) { self.siteValues.append(siteValues) }
    func add(postRender hook: any PostRenderHook) { postRenderHooks.append(hook) }
    func warn(_ diagnostic: Diagnostic) { warnings.append(diagnostic) }
    /// The first plugin to bring a layout of a name keeps it.
    func add(fallbackLayout name: String, _ layout: PluginLayout) {
        if fallbackLayouts[name] == nil { fallbackLayouts[name] = layout }
    }
    /// The first plugin to bring an include of a name keeps it.
    func add(include name: String, text: String) {
        if includes[name] == nil { includes[name] = text }
    }
    /// Notes `name` as enabled (its parts registered).
    func enable(_ name: String) { enabled.append(name) }

    var converterSet: ConverterSet { ConverterSet(converters: converters) }

    /// Runs every plugin's Liquid registrations on `environment`.
    func registerLiquid(into environment: Environment, model: SiteModel) {
        for registration in liquid { registration(environment, model) }
    }

}

/// A layout a plugin brings: where errors name it, and its text (front matter and Liquid).
struct PluginLayout: Sendable {
    let path: String
    let text: String
}

/// A gem's markup, kept as Liquid in `Templates/plugins/<gem>/` (as the gems keep theirs in
/// their own `lib/`) and compiled into the binary by `scripts/embed-templates`.
enum PluginTemplate {
    /// The template at `path` under `Templates/plugins/` (`jekyll-feed/feed.xml`).
    static func text(_ path: String) -> String {
        guard let text = EmbeddedTemplates.files["plugins/" + path] else {
            preconditionFailure("Templates/plugins/\(path) is not embedded: run scripts/embed-templates")
        }
        return text
    }
}
