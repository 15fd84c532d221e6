import Foundation
import Testing
@testable import SiteKit

/// jekyll-coffeescript compiles `.coffee` pages to `.js`; sitegen, which runs no JavaScript,
/// says so and writes them as they are (fixture `coffeescript`).
@Suite struct CoffeeScriptPluginTests {
    @Test func aCoffeeScriptPageIsNamedInAWarningAndWrittenAsItIs() throws {
        let site = try FixtureSite("coffeescript")
        defer { site.remove() }
        let report = try site.build()
        let warning = try #require(report.warnings.first { $0.message.contains("jekyll-coffeescript") })
        #expect(warning.message.hasPrefix("assets/app.coffee: jekyll-coffeescript would compile this to .js"))
        #expect(!warning.message.contains("plain.coffee"))
        #expect(warning.location?.file == "_config.yml")
        #expect(warning.location?.line == 3)
        #expect(site.output("assets/app.coffee") == "square = (x) -> x * x\n")
        #expect(site.output("assets/plain.coffee") == "cube = (x) -> x * x * x\n")
    }

    @Test func strictFailsOnACoffeeScriptPage() throws {
        let site = try FixtureSite("coffeescript")
        defer { site.remove() }
        #expect(site.buildError { $0.strict = true }?.description.contains("assets/app.coffee") == true)
    }

    @Test func withoutCoffeeScriptPagesThereIsNothingToSay() throws {
        let site = try FixtureSite("coffeescript")
        defer { site.remove() }
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("assets/app.coffee"))
        let report = try site.build()
        #expect(!report.warnings.contains { $0.message.contains("jekyll-coffeescript") })
    }
}
