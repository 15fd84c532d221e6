import Testing
@testable import Experiments

@Suite struct LintTests {
    let tldr = try! ExperimentSpec(id: "tldr", slot: 1)

    private func kinds(_ html: String, _ specs: [ExperimentSpec]? = nil, _ settings: ExperimentSettings = ExperimentSettings()) -> [ExperimentWarning.Kind] {
        lint(html: html, specs: specs ?? [tldr], settings: settings).map(\.kind)
    }

    @Test func elementWithTheExperimentIdIsSomethingToActOn() {
        #expect(kinds("<div class=x id=\"tldr\">Short version</div>").isEmpty)
        #expect(kinds("<DIV ID='tldr'>").isEmpty)
        #expect(kinds("<p id=tldr>").isEmpty)
    }

    @Test func dataVariantElementIsSomethingToActOn() {
        #expect(kinds("<span data-variant=\"tldr:B\">Buy</span>").isEmpty)
    }

    @Test func pageWithoutTargetsWarnsWithAHint() {
        let warnings = lint(html: "<div data-id=\"tldr\">x</div><p>tldr</p>", specs: [tldr])
        #expect(warnings == [ExperimentWarning(
            kind: .nothingToActOn, experiment: "tldr",
            message: "experiment 'tldr' has nothing to act on: add an element with id=\"tldr\" or wrap content in {% variant tldr B %}…{% endvariant %}")])
    }

    @Test func markupInsideScriptsStylesAndCommentsDoesNotCount() {
        let html = "<script>var s = '<div id=\"tldr\">';</script><style>/* <p id=tldr> */</style><!-- <div id=\"tldr\"> -->"
        #expect(kinds(html) == [.nothingToActOn])
    }

    @Test func weightsNotAddingUpTo100Warn() throws {
        let spec = try ExperimentSpec(id: "tldr", variants: [Variant(name: "A", weight: 50), Variant(name: "B", weight: 30), Variant(name: "C", weight: 10)])
        let warnings = lint(html: "<div id=tldr>", specs: [spec])
        #expect(warnings.map(\.message) == ["experiment 'tldr': weights add up to 90, not 100 (A: 50, B: 30, C: 10); they are used as proportions"])
        let thirds = try ExperimentSpec(id: "tldr", variants: ["A", "B", "C"].map { Variant(name: $0, weight: 100.0 / 3) })
        #expect(lint(html: "<div id=tldr>", specs: [thirds]).isEmpty)
    }

    @Test(arguments: ["var abTestingValue = Math.random() < 0.5;", "abTestingValue=Math.random()<.5", "window.abTestingValue =\n  Math.random() > 0.5"])
    func handWrittenSnippetWarns(_ snippet: String) {
        #expect(kinds("<div id=tldr></div><script>\(snippet)</script>") == [.handWrittenSnippet])
    }

    @Test func readingTheLegacyGlobalIsFine() {
        #expect(kinds("<div id=tldr></div><script>if (abTestingValue == Math.random) {} var x = abTestingValue;</script>").isEmpty)
    }

    @Test func unknownVariantAndUnknownExperimentWarn() {
        let warnings = lint(html: "<div id=tldr></div><p data-variant=\"tldr:D\"></p><p data-variant=\"hero:B\"></p><p data-variant=\"oops\"></p>", specs: [tldr])
        #expect(warnings.map(\.kind) == [.unknownVariant, .unknownExperiment, .unknownExperiment])
        #expect(warnings[0].message == "data-variant=\"tldr:D\" names a variant experiment 'tldr' does not have (A, B); that element never shows")
        #expect(warnings[1].message == "data-variant elements name experiment 'hero', which this page does not define; they show to every visitor")
    }

    @Test func pageWithoutExperimentsStillFlagsStrayVariantElements() {
        #expect(lint(html: "<p data-variant=\"tldr:B\">", specs: []).map(\.kind) == [.unknownExperiment])
        #expect(lint(html: "<p>plain</p>", specs: []).isEmpty)
    }

    @Test func injectOffWithoutTheIncludeWarns() {
        let manual = ExperimentSettings(inject: false)
        #expect(kinds("<div id=tldr>", nil, manual) == [.missingInclude])
        let included = "<head>" + experimentHeadHTML(specs: [tldr], settings: manual) + "</head><div id=tldr>"
        #expect(kinds(included, nil, manual).isEmpty)
    }
}
