import Foundation
import Liquid
import TestSupport
import Testing
@testable import SiteKit

/// The reference pages in `docs/` name everything the code registers, so they cannot fall behind it.
@Suite struct ReferenceDocsTests {
    static let docs = Fixtures.packageRoot.appendingPathComponent("docs")

    /// Every tag and filter a build's environment has with every built-in plugin on, Liquid's own included.
    static func environmentWithEveryPlugin() throws -> Environment {
        let folder = try TemporaryFolder("sitegen-reference")
        let names = PluginCatalog.all.map(\.name)
        try folder.write("site/_config.yml", "title: Reference\nurl: https://example.com\nplugins: [\(names.joined(separator: ", "))]\n")
        var options = BuildOptions()
        options.source = folder.url("site").path
        options.destination = folder.url("out").path
        let config = try SiteConfig.load(options: options)
        let (plugins, _) = PluginRegistry.resolve(config: config)
        #expect(plugins.enabled.count == names.count + 1)
        let contents = try SiteReader(config: config, options: options, now: Date(), converters: plugins.converterSet).read()
        let model = try SiteModel(config: config, contents: contents, buildTime: LiquidDate(Date()),
                                  generators: plugins.generators, converters: plugins.converterSet)
        return try SiteRenderer(model: model, plugins: plugins, options: options, profiler: nil).environment
    }

    @Test func everyRegisteredTagAndFilterIsInTheLiquidReference() throws {
        let page = try String(contentsOf: Self.docs.appendingPathComponent("liquid.md"), encoding: .utf8)
        let environment = try Self.environmentWithEveryPlugin()
        #expect(environment.tags.count > 20 && environment.filters.count > 60)
        let missing = (environment.tags.keys.map { "{% \($0)" } + environment.filters.keys.map { "| \($0)" })
            .filter { !page.contains("`\($0)") }
        #expect(missing.isEmpty, "docs/liquid.md does not describe: \(missing.sorted().joined(separator: ", "))")
    }

    @Test func everyBuiltInPluginIsInTheMigrationGuide() throws {
        let page = try String(contentsOf: Self.docs.appendingPathComponent("jekyll.md"), encoding: .utf8)
        let names = PluginCatalog.all.map(\.name) + PluginCatalog.gitHubPagesDefaults + SitePluginNotes.harmless.sorted()
        let missing = Set(names).filter { !page.contains("`\($0)`") }
        #expect(missing.isEmpty, "docs/jekyll.md does not list: \(missing.sorted().joined(separator: ", "))")
    }
}
