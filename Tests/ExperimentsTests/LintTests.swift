import Testing
@testable import Experiments

@Suite struct LintTests {
    let tldr = try! ExperimentSpec(id: "tldr", slot: 1)
    /// No back end, so that the tracker checks (tested on their own below) stay out of the other cases.
    static let quiet = ExperimentSettings(analytics: .none)

    private func kinds(_ html: String, _ specs: [ExperimentSpec]? = nil, _ settings: ExperimentSettings = quiet) -> [ExperimentWarning.Kind] {
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
        let warnings = lint(html: "<div data-id=\"tldr\">x</div><p>tldr</p>", specs: [tldr], settings: Self.quiet)
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
        let warnings = lint(html: "<div id=tldr>", specs: [spec], settings: Self.quiet)
        #expect(warnings.map(\.message) == ["experiment 'tldr': weights add up to 90, not 100 (A: 50, B: 30, C: 10); they are used as proportions"])
        let thirds = try ExperimentSpec(id: "tldr", variants: ["A", "B", "C"].map { Variant(name: $0, weight: 100.0 / 3) })
        #expect(lint(html: "<div id=tldr>", specs: [thirds], settings: Self.quiet).isEmpty)
    }

    @Test(arguments: ["var abTestingValue = Math.random() < 0.5;", "abTestingValue=Math.random()<.5", "window.abTestingValue =\n  Math.random() > 0.5"])
    func handWrittenSnippetWarns(_ snippet: String) {
        #expect(kinds("<div id=tldr></div><script>\(snippet)</script>") == [.handWrittenSnippet])
    }

    @Test func readingTheLegacyGlobalIsFine() {
        #expect(kinds("<div id=tldr></div><script>if (abTestingValue == Math.random) {} var x = abTestingValue;</script>").isEmpty)
    }

    @Test func unknownVariantAndUnknownExperimentWarn() {
        let warnings = lint(html: "<div id=tldr></div><p data-variant=\"tldr:D\"></p><p data-variant=\"hero:B\"></p><p data-variant=\"oops\"></p>", specs: [tldr], settings: Self.quiet)
        #expect(warnings.map(\.kind) == [.unknownVariant, .unknownExperiment, .unknownExperiment])
        #expect(warnings[0].message == "data-variant=\"tldr:D\" names a variant experiment 'tldr' does not have (A, B); that element never shows")
        #expect(warnings[1].message == "data-variant elements name experiment 'hero', which this page does not define; they show to every visitor")
    }

    @Test func pageWithoutExperimentsStillFlagsStrayVariantElements() {
        #expect(lint(html: "<p data-variant=\"tldr:B\">", specs: []).map(\.kind) == [.unknownExperiment])
        #expect(lint(html: "<p>plain</p>", specs: []).isEmpty)
    }

    @Test func injectOffWithoutTheIncludeWarns() {
        let manual = ExperimentSettings(analytics: .none, inject: false)
        #expect(kinds("<div id=tldr>", nil, manual) == [.missingInclude])
        let included = "<head>" + experimentHeadHTML(specs: [tldr], settings: manual) + "</head><div id=tldr>"
        #expect(kinds(included, nil, manual).isEmpty)
    }

    @Test func headingCarryingTheExperimentIdWarns() {
        #expect(kinds("<h2 id=\"tldr\">TL;DR</h2>") == [.headingHasExperimentID])
        #expect(kinds("<H3 class=x id=tldr>") == [.headingHasExperimentID])
        #expect(kinds("<div id=\"tldr\"><h2>TL;DR</h2></div>").isEmpty)
        #expect(kinds("<header id=tldr>").isEmpty, "<header> is not a heading")
    }

    @Test(arguments: [
        (AnalyticsBackend.ga4, "<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-1\"></script>"),
        (.gtm, "<script src=\"https://www.googletagmanager.com/gtm.js?id=GTM-1\"></script>"),
        (.plausible, "<script defer data-domain=\"example.com\" src=\"https://plausible.io/js/script.js\"></script>"),
        (.plausible, "<script>plausible.init()</script>"),
        (.matomo, "<script>_paq.push(['trackPageView']);</script>"),
        (.gaq, "<script>_gaq.push(['_trackPageview']);</script>"),
    ])
    func backEndWithoutTrackerIsNotedAndWithOwnSnippetAndTrackingIdWarns(_ backend: AnalyticsBackend, _ snippet: String) {
        let page = "<div id=tldr></div>"
        #expect(kinds(page, nil, ExperimentSettings(analytics: backend)) == [.noTracker])
        let notes = lint(html: page, specs: [tldr], settings: ExperimentSettings(analytics: backend))
        #expect(notes.allSatisfy { $0.isNote })
        #expect(kinds(page + snippet, nil, ExperimentSettings(analytics: backend)).isEmpty)
        #expect(kinds(page, nil, ExperimentSettings(analytics: backend, trackingID: "x-1", matomoURL: "https://m.example/")).isEmpty)
        let double = kinds(page + snippet, nil, ExperimentSettings(analytics: backend, trackingID: "x-1", matomoURL: "https://m.example/"))
        #expect(double == ([.ga4, .gtm, .plausible].contains(backend) ? [.doubleTracker] : []))
    }

    @Test func trackingIdIsNotedAsExperimentPagesOnly() {
        #expect(ExperimentSettings(analytics: .ga4).notes.isEmpty)
        #expect(ExperimentSettings(analytics: .ga4, trackingID: "G-1").notes == ["abtesting.tracking_id: sitegen adds the ga4 loader to pages with experiments only, so other pages are not measured by it; if your layout has its own snippet on every page, remove tracking_id instead (both together send two page views on experiment pages)"])
    }

    @Test func handWrittenSnippetLinesAreLocated() {
        let text = "// old test\nvar x = 1;\n  var abTestingValue = Math.random() < 0.5;\nif (abTestingValue == Math.random) {}\nabTestingValue = (Math.random() < .5);\n"
        let found = handWrittenSnippetLines(in: text)
        #expect(found.map(\.line) == [3, 5] && found.map(\.column) == [7, 1])
    }

    @Test func controlOnlyDropsOtherVariantsWithTheirChildren() throws {
        let opener = try ExperimentSpec(id: "opener", variants: [Variant(name: "A", weight: 1), Variant(name: "B", weight: 1), Variant(name: "C", weight: 1)])
        let html = "<div id=\"tldr\">box</div><div data-variant=\"tldr:B\"><div>nested</div><p>b</p></div><p>Hi <span data-variant=\"opener:C\">c</span><span data-variant=\"opener:A\">a</span>"
            + "<img data-variant=\"tldr:B\" src=x><script>var s = '<div data-variant=\"tldr:B\">';</script><p data-variant=\"other:B\">kept</p></p>"
        #expect(controlOnlyHTML(html, specs: [tldr, opener])
            == "<div id=\"tldr\">box</div><p>Hi <span data-variant=\"opener:A\">a</span><script>var s = '<div data-variant=\"tldr:B\">';</script><p data-variant=\"other:B\">kept</p></p>")
        #expect(controlOnlyHTML("<p data-variant=\"tldr:B\">never closed", specs: [tldr]) == "never closed")
    }
}
