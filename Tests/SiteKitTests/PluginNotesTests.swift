import Foundation
import Testing
@testable import SiteKit

/// What a site's plugin settings sitegen cannot honour produce: warnings naming them.
@Suite struct PluginNotesTests {
    @Test func gemsRubyPluginsRemoteThemeAndUnknownMarkdownAreNamed() throws {
        let site = try FixtureSite("defects")
        defer { site.remove() }
        try site.write("gems: [jekyll-sitemap]\nmarkdown: redcarpet\nremote_theme: pages-themes/cayman\n", to: "_config.yml")
        try site.write("module Jekyll; end\n", to: "_plugins/custom.rb")
        let report = try site.build()
        let messages = report.warnings.map(\.message)
        #expect(messages.contains("`gems:` is Jekyll 3's setting and Jekyll 4 ignores it: jekyll-sitemap stay off; list them under `plugins:` to turn them on"))
        #expect(messages.contains("Ruby plugin _plugins/custom.rb is not run by sitegen: the tags, filters, generators or pages it defines will be missing"))
        #expect(messages.contains("markdown: redcarpet is not available in sitegen: Markdown is converted with kramdown's conventions instead"))
        #expect(messages.contains { $0.hasPrefix("remote_theme 'pages-themes/cayman' is not fetched") })
        // As in Jekyll 4, `gems:` turned nothing on.
        #expect(site.output("sitemap.xml") == nil)
        #expect(site.buildError { $0.strict = true } != nil)
    }
}
