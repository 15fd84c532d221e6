import Testing
@testable import Experiments

@Suite struct InjectorTests {
    let tldr = try! ExperimentSpec(id: "tldr", slot: 1)
    let settings = ExperimentSettings()

    private func head(_ specs: [ExperimentSpec], _ settings: ExperimentSettings = ExperimentSettings()) -> String {
        experimentHeadHTML(specs: specs, settings: settings)
    }

    @Test func insertsRightAfterTheHeadTag() {
        let page = "<!DOCTYPE html>\n<html><head lang=\"en\"><title>T</title></head><body><header>x</header></body></html>"
        let result = inject(into: page, specs: [tldr], settings: settings)
        #expect(result == "<!DOCTYPE html>\n<html><head lang=\"en\">" + head([tldr]) + "<title>T</title></head><body><header>x</header></body></html>")
    }

    @Test func skipsHeaderElementsCommentsAndUppercase() {
        let page = "<!-- <head> in a comment --><header></header><HEAD>\n<title>T</title>"
        let result = inject(into: page, specs: [tldr], settings: settings)
        #expect(result == "<!-- <head> in a comment --><header></header><HEAD>" + head([tldr]) + "\n<title>T</title>")
    }

    @Test func keepsALeadingMetaCharsetFirstSoItStaysWithinTheFirst1024Bytes() {
        let page = "<html><head>\n  <meta charset=\"utf-8\">\n<title>T</title>"
        let result = inject(into: page, specs: [tldr], settings: settings)
        #expect(result == "<html><head>\n  <meta charset=\"utf-8\">" + head([tldr]) + "\n<title>T</title>")
    }

    @Test func withoutHeadGoesAfterTheDoctypeOrAtTheStart() {
        #expect(inject(into: "<!doctype html><p>hi", specs: [tldr], settings: settings) == "<!doctype html>" + head([tldr]) + "<p>hi")
        #expect(inject(into: "<p>hi</p>", specs: [tldr], settings: settings) == head([tldr]) + "<p>hi</p>")
    }

    @Test func leavesThePageAloneWithoutExperimentsOrWhenInjectIsOff() {
        let page = "<html><head></head></html>"
        #expect(inject(into: page, specs: [], settings: settings) == page)
        #expect(inject(into: page, specs: [tldr], settings: ExperimentSettings(inject: false)) == page)
        #expect(!head([tldr], ExperimentSettings(inject: false)).isEmpty, "the include still renders when inject is off")
    }

    @Test func scriptTagCarriesThePreviewMarker() {
        #expect(head([tldr]).hasPrefix(
            "<script id=\"sitegen-ab\" data-experiments=\"[{&quot;id&quot;:&quot;tldr&quot;,&quot;variants&quot;:[&quot;A&quot;,&quot;B&quot;]}]\">"))
    }

    @Test func configListsExperimentsInPageOrderWithSlotsAndWeights() throws {
        let hero = try ExperimentSpec(id: "hero", variants: [Variant(name: "A", weight: 50), Variant(name: "B", weight: 30), Variant(name: "C", weight: 20.5)])
        let html = head([tldr, hero], ExperimentSettings(sticky: false, respectDNT: true))
        #expect(html.contains(#"({"sticky":false,"dnt":true,"idle":30,"experiments":[["tldr",1,[["A",50],["B",50]]],["hero",null,[["A",50],["B",30],["C",20.5]]]]},"#))
    }

    @Test func sameInputGivesTheSameBytes() throws {
        let again = try ExperimentSpec.parse(.array([.string("tldr"), .int(1)]))
        #expect(inject(into: "<head></head>", specs: [tldr], settings: settings) == inject(into: "<head></head>", specs: again, settings: ExperimentSettings()))
    }

    @Test(arguments: AnalyticsBackend.allCases)
    func scriptStaysUnderFiveKilobytesMinified(_ backend: AnalyticsBackend) throws {
        let specs = [tldr, try ExperimentSpec(id: "hero-banner", slot: 2, variants: [Variant(name: "A", weight: 50), Variant(name: "B", weight: 25), Variant(name: "C", weight: 25)])]
        let script = experimentScriptTag(specs: specs, settings: ExperimentSettings(analytics: backend))
        // Assignment and reporting took 2 KB; engagement time and scroll depth, the GA4 ordering and
        // Plausible's customProperties about 1.5 KB more; engagement across hide/show and Back/Forward,
        // the idle cap and Plausible's script detection 0.7 KB more (issue 30). Still well inside the
        // first round trip (an initial congestion window of 10 packets, about 14 KB).
        #expect(script.utf8.count < 5120, "\(script.utf8.count) bytes")
        #expect(!script.contains("//"), "comments survived minification")
    }

    @Test func hostileValuesAreEscapedInsideTheScript() {
        let hostile = ExperimentSpec(unchecked: "</script><script>alert(1)</script>", slot: nil,
                                     variants: [Variant(name: "A\u{2028}<!--", weight: 1), Variant(name: "B'\"&", weight: 1)])
        let script = experimentScriptTag(specs: [hostile], settings: settings)
        let body = script.drop(while: { $0 != ">" }).dropFirst().dropLast("</script>".count)
        #expect(!body.lowercased().contains("</script"))
        #expect(!body.contains("<!--"))
        #expect(!body.contains("\u{2028}"))
        #expect(body.contains(#""\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e""#))
        #expect(body.contains(#""A\u2028\u003c!--""#))
        let open = script.prefix(while: { $0 != ">" })
        #expect(!open.dropFirst().contains("<"))
        #expect(open.contains(#"&quot;B&#39;\&quot;\u0026&quot;"#))
    }

    @Test func trackingIDAddsTheLoaderAroundTheScriptInTheOrderTheBackEndNeeds() throws {
        let gaq = head([tldr], ExperimentSettings(analytics: .gaq, trackingID: "UA-123-1"))
        let account = try #require(gaq.range(of: "_gaq.push(['_setAccount',\"UA-123-1\"])"))
        let script = try #require(gaq.range(of: "<script id=\"sitegen-ab\""))
        let pageview = try #require(gaq.range(of: "_gaq.push(['_trackPageview'])"))
        #expect(account.lowerBound < script.lowerBound && script.lowerBound < pageview.lowerBound)
        #expect(!gaq.contains("<!--"))

        let ga4 = head([tldr], ExperimentSettings(analytics: .ga4, trackingID: "G-ABC123"))
        #expect(ga4.hasPrefix("<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-ABC123\"></script>"))
        let config = try #require(ga4.range(of: "gtag('config',\"G-ABC123\")"))
        #expect(config.lowerBound < (try #require(ga4.range(of: "id=\"sitegen-ab\""))).lowerBound)

        let matomo = head([tldr], ExperimentSettings(analytics: .matomo, trackingID: "7", matomoURL: "https://stats.example.com/"))
        #expect(matomo.contains("['setTrackerUrl',\"https://stats.example.com/\"+'matomo.php'],['setSiteId',\"7\"],['trackPageView']"))
        #expect(matomo.hasSuffix("<script async src=\"https://stats.example.com/matomo.js\"></script>"))

        #expect(head([tldr], ExperimentSettings(analytics: .plausible, trackingID: "example.com")).hasSuffix(
            "<script defer data-domain=\"example.com\" src=\"https://plausible.io/js/script.js\"></script>"))
        #expect(head([tldr], ExperimentSettings(analytics: .gtm, trackingID: "GTM-X1")).hasSuffix(
            "<script async src=\"https://www.googletagmanager.com/gtm.js?id=GTM-X1\"></script>"))
        #expect(head([tldr], ExperimentSettings(analytics: .none, trackingID: "x")) == experimentScriptTag(specs: [tldr], settings: settings.with(.none)))
    }

    @Test func withoutTrackingIDOnlyTheScriptIsEmitted() {
        #expect(head([tldr], ExperimentSettings(analytics: .gaq)) == experimentScriptTag(specs: [tldr], settings: ExperimentSettings(analytics: .gaq)))
    }

    @Test func placeholdersEscapeForTheirContext() {
        let settings = ExperimentSettings(trackingID: "a\"<b>&c d")
        #expect(fillPlaceholders("{{js:tracking_id}}|{{attr:tracking_id}}|{{url:tracking_id}}|{{other}}", settings)
            == #""a\"\u003cb\u003e\u0026c d"|a&quot;&lt;b&gt;&amp;c d|a%22%3Cb%3E%26c%20d|{{other}}"#)
    }

    @Test func variantBlockWrapsMultiLineBodiesInADivAndInlineOnesInASpan() throws {
        let block = try variantElementHTML(experiment: "tldr", variant: "B", body: "\nSome **Markdown**\n")
        #expect(block.open == "<div data-variant=\"tldr:B\" markdown=\"1\">\n\n")
        #expect(block.close == "\n\n</div>")
        let inline = try variantElementHTML(experiment: "tldr", variant: "B", body: "Buy now")
        #expect(inline == ("<span data-variant=\"tldr:B\">", "</span>"))
        #expect(throws: ExperimentError.self) { try variantElementHTML(experiment: "tldr\"", variant: "B", body: "") }
    }

    @Test func minifierKeepsStringsAndSeparatesOnlyWhereMeaningChanges() {
        let source = """
        // leading comment
        const a = 'x  // not a comment', b = "y /* nor this */"; /* block */
        let c = a + +b;
        return c - -1;
        """
        #expect(JavaScriptMinifier.minify(source) == #"const a='x  // not a comment',b="y /* nor this */";let c=a+ +b;return c- -1;"#)
    }
}

extension ExperimentSettings {
    func with(_ backend: AnalyticsBackend) -> ExperimentSettings {
        var copy = self
        copy.analytics = backend
        return copy
    }
}
