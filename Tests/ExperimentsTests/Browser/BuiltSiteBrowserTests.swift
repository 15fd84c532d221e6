import Foundation
import SiteKit
import ChromiumDriver
import TestSupport
import Testing

/// End to end: ExampleSite built by the real pipeline, served over HTTP, its pages loaded in headless Chromium.
@Suite(.serialized, .sharedChromium,
       .enabled(if: Chromium.isAvailable, "chromium and chromedriver are not installed; scripts/test installs them"))
struct BuiltSiteBrowserTests {
    static let output = Result { try TemporaryFolder("sitegen-e2e") }
    static let built: Result<URL, any Error> = Result {
        let out = try output.get().url.appendingPathComponent("_site")
        var options = BuildOptions()
        options.source = Fixtures.packageRoot.appendingPathComponent("ExampleSite").path
        options.destination = out.path
        options.quiet = true
        _ = try SiteBuilder(options: options).build()
        return out
    }

    static let server: Result<StaticFileServer, any Error> = Result { try StaticFileServer(root: try built.get()) }

    func open(_ path: String, query: String) async throws {
        let browser = try #require(Chromium.current)
        let server = try Self.server.get()
        try await browser.open(server.url(for: server.root.appendingPathComponent(path), query: query.isEmpty ? nil : query))
    }

    func evaluate<T: Decodable>(_ script: String, as type: T.Type = T.self) async throws -> T {
        try await #require(Chromium.current).evaluate(script, as: type)
    }

    @Test func legacyTLDRPostDropsTheBoxForVariantBAndKeepsTheOldGlobals() async throws {
        try await open("2026/03/14/how-incremental-builds-work.html", query: "ab=tldr:B")
        #expect(try await evaluate("return document.getElementById('tldr') === null", as: Bool.self))
        #expect(try await evaluate("return [window.abTestingId, String(window.abTestingSlot), String(window.abTestingValue)]", as: [String].self)
            == ["tldr", "1", "false"])
        try await open("2026/03/14/how-incremental-builds-work.html", query: "ab=tldr:A")
        #expect(try await evaluate("return document.getElementById('tldr') !== null", as: Bool.self))
        #expect(try await evaluate("return String(window.abTestingValue)", as: String.self) == "true")
    }

    @Test func variantBlocksFromMarkdownKeepOnlyTheChosenOpening() async throws {
        try await open("2026/04/02/a-headline-experiment.html", query: "ab=opener:C")
        let left = try await evaluate(
            "return Array.from(document.querySelectorAll('[data-variant]')).map(e => e.getAttribute('data-variant'))", as: [String].self)
        #expect(left == ["opener:C"])
        #expect(try await evaluate("return document.documentElement.getAttribute('data-ab')", as: String.self) == "opener:C")
    }

    @Test func pagesWithoutExperimentsGetNoScript() async throws {
        try await open("about/index.html", query: "")
        #expect(try await evaluate("return document.getElementById('sitegen-ab') === null && window.sitegenExperiments === undefined", as: Bool.self))
    }
}
