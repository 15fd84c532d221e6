import Foundation
import Testing
@testable import SiteKit

@Suite struct ExperimentBuildTests {
    @Test func bothFrontMatterFormsInjectOneScriptEarlyInHead() throws {
        let site = try FixtureSite("experiments")
        defer { site.remove() }
        try site.build()
        let legacy = try #require(site.output("2024/01/01/legacy.html"))
        #expect(legacy.hasPrefix("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><script id=\"sitegen-ab\""))
        #expect(legacy.components(separatedBy: "id=\"sitegen-ab\"").count == 2)
        #expect(legacy.contains("_setCustomVar"))
        let blocks = try #require(site.output("2024/01/03/blocks.html"))
        #expect(blocks.contains(#"data-experiments="[{&quot;id&quot;:&quot;intro&quot;,&quot;variants&quot;:[&quot;A&quot;,&quot;B&quot;]},{&quot;id&quot;:&quot;outro&quot;"#))
        #expect(blocks.contains("<div data-variant=\"intro:B\">\n\n  <p>Intro <strong>B</strong>.</p>\n\n</div>"))
        #expect(site.output("2024/01/02/nothing.html")?.contains("sitegen-ab") == true)
    }

    @Test func warnsAboutNothingToActOnWeightsAndTheHandWrittenSnippet() throws {
        let site = try FixtureSite("experiments")
        defer { site.remove() }
        let report = try site.build()
        let text = report.warnings.map(\.description).joined(separator: "\n")
        #expect(report.warnings.contains { $0.location?.file == "_posts/2024-01-02-nothing.md" && $0.location?.line == 4 && $0.message.contains("hero") })
        #expect(report.warnings.contains { $0.message.contains("90") || $0.message.contains("100") }, "\(text)")
        #expect(report.warnings.contains { $0.location?.file == "_layouts/default.html" && $0.location?.line == 3 && $0.message.contains("hand-written") })
        #expect(!report.warnings.contains { $0.location?.file == "_posts/2024-01-03-blocks.md" }, "\(text)")
        #expect(site.buildError { $0.strict = true } != nil)
    }

    @Test func invalidExperimentIdIsAnErrorAtItsLine() throws {
        let site = try FixtureSite("experiments-bad-id")
        defer { site.remove() }
        let error = try #require(site.buildError())
        #expect(error.description.hasPrefix("error: _posts/2024-01-01-bad.md:3:"))
        #expect(error.description.contains(#" 3 | abtesting: [ "tl dr</script>", 1 ]"#))
    }

    @Test func injectFalseLeavesPlacementToTheInclude() throws {
        let site = try FixtureSite("experiments-manual")
        defer { site.remove() }
        try site.build()
        let page = try #require(site.output("2024/01/01/manual.html"))
        #expect(page.hasPrefix("<html><head><title>x</title></head><body><script id=\"sitegen-ab\""))
    }
}
