import Foundation
import Testing
@testable import SiteKit

/// Plugins are on when the site lists them, as gems are in Jekyll.
@Suite struct PluginRegistryTests {
    @Test func aPluginsTagsExistOnlyWhenTheSiteListsIt() throws {
        let site = try FixtureSite("plugins")
        defer { site.remove() }
        try site.write("title: Plugin Site\nurl: https://example.com\n", to: "_config.yml")
        let error = try #require(site.buildError())
        #expect(error.description.contains("seo"))
    }

    @Test func anUnknownPluginIsNamedWithItsLineAndFailsUnderStrict() throws {
        let site = try FixtureSite("plugins")
        defer { site.remove() }
        try site.write("title: Plugin Site\nurl: https://example.com\nplugins:\n  - jekyll-feed\n  - jekyll-seo-tag\n  - jekyll-unheard-of\n", to: "_config.yml")
        let report = try site.build()
        let warning = try #require(report.warnings.first { $0.message.contains("jekyll-unheard-of") })
        #expect(warning.location?.file == "_config.yml")
        #expect(warning.location?.line == 6)
        #expect(site.buildError { $0.strict = true }?.description.contains("jekyll-unheard-of") == true)
    }

    /// Jekyll 4 reads `plugins:` only (`Site#gems` is `config["plugins"]`): Jekyll 3's `gems:`
    /// turns nothing on, so `{% seo %}` is an unknown tag there too; sitegen says why.
    @Test func jekyllThreesGemsKeyTurnsNothingOnAsInJekyll4() throws {
        let site = try FixtureSite("plugins")
        defer { site.remove() }
        try site.write("title: Plugin Site\nurl: https://example.com\ngems: [jekyll-feed, jekyll-seo-tag]\n", to: "_config.yml")
        let error = try #require(site.buildError())
        #expect(error.description.contains("seo"))
        try site.write("title: Plugin Site\nurl: https://example.com\ngems: [jekyll-gist]\nplugins: [jekyll-feed, jekyll-seo-tag]\n", to: "_config.yml")
        let report = try site.build()
        let warning = try #require(report.warnings.first { $0.message.contains("gems:") })
        #expect(warning.location?.line == 3)
    }

    @Test func theCoreConvertsMarkdownByExtensionAndPassesOtherFilesThrough() throws {
        let config = try SiteConfig(values: SiteConfig.jekyllDefaults, source: URL(fileURLWithPath: "/tmp"),
                                    destination: URL(fileURLWithPath: "/tmp/_site"), files: [])
        let (registry, warnings) = PluginRegistry.resolve(config: config)
        #expect(warnings.isEmpty)
        let converters = registry.converterSet
        #expect(converters.converter(for: ".MD") is MarkdownConverter)
        #expect(converters.converter(for: ".markdown").outputExtension(for: ".markdown") == ".html")
        #expect(converters.converter(for: ".xml") is PassThroughConverter)
        #expect(converters.converter(for: ".xml").outputExtension(for: ".xml") == ".xml")
    }
}
