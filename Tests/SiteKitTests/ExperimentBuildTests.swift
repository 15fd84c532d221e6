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

    /// libyaml's marks place a settings mistake on its own line of `_config.yml`, not line 1.
    @Test func configSettingErrorPointsAtItsLineInTheConfig() throws {
        let site = try FixtureSite("experiments-bad-config")
        let error = try #require(site.buildError())
        #expect(error.description == """
            error: _config.yml:7:3: abtesting.analytics: unknown analytics back end 'ga5'; use one of ga4, gaq, gtm, plausible, matomo, none
             7 |   analytics: ga5
               |   ^
            """)
    }

    /// A mistake nested inside a post's `abtesting:` mapping points at the key that holds it.
    @Test func nestedSpecErrorPointsAtTheKeyInsideTheFrontMatter() throws {
        let site = try FixtureSite("experiments-bad-config")
        try site.write("timezone: UTC\n", to: "_config.yml")
        let error = try #require(site.buildError())
        let line = "  variants: { A: 50, B: fifty }"
        let column = line.distance(from: line.startIndex, to: line.firstIndex(of: "B")!) + 1
        #expect(error.description.hasPrefix("error: _posts/2024-01-01-post.md:6:\(column): abtesting.variants.B: expected a weight"))
        #expect(error.description.contains(" 6 | \(line)\n"))
    }

    /// Listing experiments reads the same positions as a build.
    @Test func experimentUsesNameTheLineOfTheirKey() throws {
        let site = try FixtureSite("experiments-bad-config")
        try site.write("timezone: UTC\n", to: "_config.yml")
        try site.write("---\ntitle: A post\n\n\"abtesting\": [ tldr, 1 ]\n---\ntext\n", to: "_posts/2024-01-01-post.md")
        let uses = try SiteBuilder(options: site.options()).experimentUses().uses
        #expect(uses.map { $0.location?.description } == ["_posts/2024-01-01-post.md:4:1"])
    }

    @Test func injectFalseLeavesPlacementToTheInclude() throws {
        let site = try FixtureSite("experiments-manual")
        defer { site.remove() }
        try site.build()
        let page = try #require(site.output("2024/01/01/manual.html"))
        #expect(page.hasPrefix("<html><head><title>x</title></head><body><script id=\"sitegen-ab\""))
    }
}

/// Integrity of an experiment (issue 17): what a build says about set-ups that quietly spoil the results,
/// and what other pages see of a post's variants.
@Suite struct ExperimentIntegrityTests {
    @Test func headingWithTheExperimentsIdIsAWarning() throws {
        let site = try FixtureSite("experiments-integrity")
        defer { site.remove() }
        let report = try site.build()
        let warning = try #require(report.warnings.first { $0.message.contains("<h2 id=\"conclusion\">") })
        #expect(warning.severity == .warning)
        #expect(warning.location?.file == "_posts/2024-02-01-heading.md" && warning.location?.line == 4)
        #expect(warning.message.hasPrefix("the heading <h2 id=\"conclusion\"> has the id of experiment 'conclusion', so every variant but the control hides it"))
    }

    @Test func experimentOnSeveralPagesIsNotedAsPooled() throws {
        let site = try FixtureSite("experiments-integrity")
        defer { site.remove() }
        let report = try site.build()
        let notes = report.warnings.filter { $0.message.hasPrefix("experiment 'tldr' runs on 2 pages") }
        #expect(notes.count == 1)
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.message == "experiment 'tldr' runs on 2 pages (_posts/2024-02-02-one.md, _posts/2024-02-03-two.md): these 2 pages share one assignment (a reader sees the same variant on each) and report as one experiment; give each post its own id to test them separately")
    }

    @Test func analyticsWithoutTrackerIsNotedOnceAtTheSettings() throws {
        let site = try FixtureSite("experiments-integrity")
        defer { site.remove() }
        let report = try site.build()
        let notes = report.warnings.filter { $0.message.contains("without a tracking_id") }
        #expect(notes.count == 1)
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.location?.file == "_config.yml" && notes.first?.location?.line == 2)
    }

    @Test func handWrittenSnippetInAScriptFileIsFoundAtItsLine() throws {
        let site = try FixtureSite("experiments-integrity")
        defer { site.remove() }
        let report = try site.build()
        #expect(report.warnings.contains { $0.location?.file == "assets/ab.js" && $0.location?.line == 2 && $0.location?.column == 5 && $0.message.hasPrefix("hand-written A/B snippet") })
    }

    @Test func feedsExcerptsAndDescriptionsCarryTheControlOnly() throws {
        let site = try FixtureSite("experiments-integrity")
        defer { site.remove() }
        try site.build()
        let feed = try #require(site.output("feed.xml"))
        #expect(feed.contains("Short version for everyone in A."))
        #expect(!feed.contains("variant B only"))
        #expect(feed.contains("<summary>Short version for everyone in A.\nOpening for  readers.</summary>"))
        // The post itself keeps every variant (its script picks one in the browser); its meta description does not.
        let page = try #require(site.output("2024/02/02/one.html"))
        #expect(page.contains("<span data-variant=\"tldr:B\">variant B only</span>"))
        #expect(page.contains("<meta name=\"description\" content=\"Short version for everyone in A.\nOpening for  readers.\">"))
    }

    @Test func notesDoNotFailAStrictBuild() throws {
        let site = try FixtureSite("experiments")
        defer { site.remove() }
        // This fixture has warnings, so strict fails; what fails it must be warnings, never notes.
        let error = try #require(site.buildError { $0.strict = true })
        #expect(!error.description.contains("runs on"))
        #expect(!error.description.contains("without a tracking_id"))
    }
}

@Suite struct ExperimentTrackingIDTests {
    @Test func trackingIdIsNotedAndASecondSnippetOnThePageWarns() throws {
        let site = try FixtureSite("experiments-tracking-id")
        defer { site.remove() }
        let report = try site.build()
        let note = try #require(report.warnings.first { $0.message.hasPrefix("abtesting.tracking_id: sitegen adds the ga4 loader to pages with experiments only") })
        #expect(note.severity == .note && note.location?.file == "_config.yml" && note.location?.line == 2)
        let double = try #require(report.warnings.first { $0.message.contains("two configs send two page views") })
        #expect(double.severity == .warning && double.location?.file == "_posts/2024-03-01-post.md" && double.location?.line == 4)
        // The page does get both configs, which is what the warning is about.
        let page = try #require(site.output("2024/03/01/post.html"))
        #expect(page.contains("gtag('config',\"G-SITEGEN\")") && page.contains("gtag('config', 'G-OWN')"))
    }
}
