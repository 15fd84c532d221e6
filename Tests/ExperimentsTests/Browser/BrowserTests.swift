import Foundation
import ChromiumDriver
import TestSupport
import Testing
@testable import Experiments

/// The injected script in real headless Chromium, on pages written by the injector to a temp folder
/// and served over HTTP from 127.0.0.1, as readers get them (not as `file://` URLs).
@Suite(.serialized, .sharedChromium,
       .enabled(if: Chromium.isAvailable, "chromium and chromedriver are not installed; scripts/test installs them"))
struct BrowserTests {
    let folder: URL

    init() throws {
        folder = Self.served.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// One server for the suite, over a folder holding each test's own folder.
    static let servedFolder = try! TemporaryFolder("sitegen-browser")
    static var served: URL { servedFolder.url }
    static let server = try! StaticFileServer(root: served)

    var browser: Chromium {
        get throws { try #require(Chromium.current) }
    }

    static let tldr = try! ExperimentSpec(id: "tldr", slot: 1)

    /// A page whose body checks each target's computed style from an inline script right after the
    /// element, i.e. before anything below it is parsed, let alone painted.
    static let body = """
    <body>
    <script>window.seen = {}; window.events = []; document.addEventListener('sitegen:experiment', e => events.push(e.detail));</script>
    <div id="tldr">TL;DR: short version</div>
    <script>seen.tldr = getComputedStyle(document.getElementById('tldr')).display;</script>
    <p data-variant="tldr:B">Only in B</p>
    <script>seen.B = getComputedStyle(document.querySelector('[data-variant="tldr:B"]')).display;</script>
    <p>Everyone sees this.</p>
    </body></html>
    """

    private func write(_ name: String, specs: [ExperimentSpec] = [tldr], settings: ExperimentSettings = ExperimentSettings(),
                       headExtra: String = "", body: String = BrowserTests.body) throws -> URL {
        let page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Test</title>\(headExtra)</head>\n\(body)"
        let url = folder.appendingPathComponent(name)
        try inject(into: page, specs: specs, settings: settings).write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func visit(_ url: URL, query: String? = nil) async throws {
        try await browser.open(Self.server.url(for: url, query: query))
    }

    /// Clears the origin's storage from a plain page, whatever the previous test left loaded.
    private func clearStorage() async throws {
        let blank = folder.appendingPathComponent("blank.html")
        try "<!DOCTYPE html><title>blank</title>".write(to: blank, atomically: true, encoding: .utf8)
        try await visit(blank)
        _ = try await browser.evaluate("localStorage.clear(); return true", as: Bool.self)
    }

    struct Snapshot: Decodable, Equatable {
        var chosen: [String: String]
        var seen: [String: String]
        var tldrPresent: Bool
        var bPresent: Bool
        var htmlAttribute: String?
        var events: [[String: String]]
        var legacy: [String: JSONScalar]
    }

    enum JSONScalar: Decodable, Equatable {
        case string(String), number(Double), bool(Bool), null
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null } else if let flag = try? container.decode(Bool.self) { self = .bool(flag) } else if let number = try? container.decode(Double.self) { self = .number(number) } else { self = .string(try container.decode(String.self)) }
        }
    }

    private func snapshot() async throws -> Snapshot {
        try await browser.evaluate("""
        return { chosen: window.sitegenExperiments, seen: window.seen, events: window.events,
                 tldrPresent: !!document.getElementById('tldr'), bPresent: !!document.querySelector('[data-variant="tldr:B"]'),
                 htmlAttribute: document.documentElement.getAttribute('data-ab'),
                 legacy: { id: window.abTestingId, slot: window.abTestingSlot, value: window.abTestingValue } };
        """)
    }

    @Test func overrideShowsVariantBAndNeverDisplaysTheControlElement() async throws {
        let url = try write("override.html")
        try await visit(url, query: "ab=tldr:B")
        let page = try await snapshot()
        #expect(page.chosen == ["tldr": "B"])
        #expect(page.seen == ["tldr": "none", "B": "block"], "computed style while parsing, right after each element")
        #expect(!page.tldrPresent && page.bPresent, "the losing element is removed from the DOM")
        #expect(page.htmlAttribute == "tldr:B")
        #expect(page.events == [["id": "tldr", "variant": "B"]])
        #expect(page.legacy == ["id": .string("tldr"), "slot": .number(1), "value": .bool(false)])
    }

    @Test func overrideShowsTheControlAndNeverDisplaysVariantB() async throws {
        let url = try write("control.html")
        try await visit(url, query: "ab=tldr:A")
        let page = try await snapshot()
        #expect(page.seen == ["tldr": "block", "B": "none"])
        #expect(page.tldrPresent && !page.bPresent)
        #expect(page.legacy["value"] == .bool(true))
    }

    @Test func overrideSetsSeveralExperimentsAndIsNeitherStoredNorReported() async throws {
        let hero = try ExperimentSpec(id: "hero", slot: 2, variants: [Variant(name: "A", weight: 50), Variant(name: "B", weight: 25), Variant(name: "C", weight: 25)])
        let url = try write("several.html", specs: [Self.tldr, hero], settings: ExperimentSettings(analytics: .gaq))
        try await clearStorage()
        try await visit(url, query: "ab=tldr:B,hero:C")
        struct Result: Decodable { var chosen: [String: String]; var stored: [String?]; var queue: Int }
        let result = try await browser.evaluate("""
        return { chosen: window.sitegenExperiments, stored: [localStorage.getItem('sitegen-ab-tldr'), localStorage.getItem('sitegen-ab-hero')],
                 queue: (window._gaq || []).length };
        """, as: Result.self)
        #expect(result.chosen == ["tldr": "B", "hero": "C"])
        #expect(result.stored == [nil, nil])
        #expect(result.queue == 0)
        let marker = try await browser.evaluate("return document.getElementById('sitegen-ab').dataset.experiments", as: String.self)
        #expect(marker == #"[{"id":"tldr","variants":["A","B"]},{"id":"hero","variants":["A","B","C"]}]"#)
    }

    @Test func sameVisitorKeepsTheirVariantAcrossReloads() async throws {
        let url = try write("sticky.html")
        try await clearStorage()
        var variants: Set<String> = []
        for _ in 0..<4 {
            try await visit(url)
            let page = try await snapshot()
            variants.insert(try #require(page.chosen["tldr"]))
            #expect(page.seen["tldr"] == (page.chosen["tldr"] == "A" ? "block" : "none"))
        }
        #expect(variants.count == 1)
        // Re-running the real script 200 times against the same storage: a non-sticky draw would differ within a few runs.
        let reruns = try await browser.evaluate("""
        const code = document.getElementById('sitegen-ab').textContent, seen = new Set();
        for (let i = 0; i < 200; i++) { delete window.sitegenExperiments; (0, eval)(code); seen.add(window.sitegenExperiments.tldr); }
        return [...seen];
        """, as: [String].self)
        #expect(reruns == Array(variants))
    }

    @Test func blockedStorageFallsBackToAFirstPartyCookie() async throws {
        // localStorage that throws, as when a reader blocks site data; the browser's own cookie jar
        // takes over. The setter is wrapped only to record the cookie's attributes.
        let stub = """
        <script>
        Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
        const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
        Object.defineProperty(document, 'cookie', {
          get() { return real.get.call(document); },
          set(v) { window.lastCookie = v; real.set.call(document, v); } });
        </script>
        """
        let page = "<!DOCTYPE html><html><head>" + stub + experimentHeadHTML(specs: [Self.tldr], settings: ExperimentSettings()) + "</head>" + Self.body
        let url = folder.appendingPathComponent("cookie.html")
        try page.write(to: url, atomically: true, encoding: .utf8)
        try await visit(url)
        _ = try await browser.evaluate("document.cookie = 'sitegen-ab-tldr=; max-age=0; path=/'; return true", as: Bool.self)
        try await visit(url)
        struct Result: Decodable { var first: String; var reruns: [String]; var cookie: String; var jar: String }
        let result = try await browser.evaluate("""
        const first = window.sitegenExperiments.tldr, written = window.lastCookie, code = document.getElementById('sitegen-ab').textContent, seen = new Set();
        for (let i = 0; i < 100; i++) { delete window.sitegenExperiments; (0, eval)(code); seen.add(window.sitegenExperiments.tldr); }
        return { first, reruns: [...seen], cookie: written, jar: document.cookie };
        """, as: Result.self)
        #expect(result.reruns == [result.first])
        #expect(result.cookie == "sitegen-ab-tldr=\(result.first);path=/;max-age=31536000;samesite=lax")
        #expect(result.jar.contains("sitegen-ab-tldr=\(result.first)"))
        // A real reload reads the variant back from the cookie.
        try await visit(url)
        #expect(try await browser.evaluate("return window.sitegenExperiments.tldr", as: String.self) == result.first)
        _ = try await browser.evaluate("document.cookie = 'sitegen-ab-tldr=; max-age=0; path=/'; return true", as: Bool.self)
    }

    @Test func withoutStickyEveryVisitDrawsAgain() async throws {
        let url = try write("fresh.html", settings: ExperimentSettings(sticky: false))
        try await visit(url)
        let draws = try await browser.evaluate("""
        const code = document.getElementById('sitegen-ab').textContent, seen = new Set();
        for (let i = 0; i < 200; i++) { delete window.sitegenExperiments; (0, eval)(code); seen.add(window.sitegenExperiments.tldr); }
        return [...seen].sort();
        """, as: [String].self)
        #expect(draws == ["A", "B"])
    }

    @Test func freshVisitorsSplitByTheWeights() async throws {
        let spec = try ExperimentSpec(id: "tldr", variants: [Variant(name: "A", weight: 50), Variant(name: "B", weight: 30), Variant(name: "C", weight: 20)])
        let url = try write("split.html", specs: [spec])
        try await visit(url)
        // Each run is a fresh visitor: storage cleared, the page's own injected script evaluated again.
        let counts = try await browser.evaluate("""
        const code = document.getElementById('sitegen-ab').textContent, counts = {};
        for (let i = 0; i < 3000; i++) {
          localStorage.clear(); delete window.sitegenExperiments; (0, eval)(code);
          const v = window.sitegenExperiments.tldr; counts[v] = (counts[v] || 0) + 1;
          if (localStorage.getItem('sitegen-ab-tldr') !== v) return { stored: -1 };
        }
        return counts;
        """, as: [String: Int].self)
        #expect(counts.values.reduce(0, +) == 3000)
        for (name, weight) in [("A", 0.5), ("B", 0.3), ("C", 0.2)] {
            let share = Double(counts[name] ?? 0) / 3000
            #expect(abs(share - weight) < 0.05, "\(name): \(share) against \(weight)")
        }
    }

    struct Exposures: Decodable {
        var variant: String
        var calls: [String]
        var beforePageview: Bool
        var events: Int
    }

    /// For each back end: the calls that record an exposure, as strings, and whether they precede the page view.
    static let exposureProbe: [AnalyticsBackend: String] = [
        .ga4: "const calls = (window.dataLayer || []).filter(a => a[0] === 'event' && a[1] === 'experience_impression').map(a => JSON.stringify([...a])); const pv = true;",
        .gaq: "const q = (window._gaq || []).map(c => JSON.stringify(c)); const calls = q.filter(c => c.includes('_setCustomVar')); const pv = q.indexOf(calls[0]) < q.indexOf('[\"_trackPageview\"]');",
        .gtm: "const calls = (window.dataLayer || []).filter(e => e.event === 'experiment_impression').map(e => JSON.stringify(e)); const pv = true;",
        .plausible: "const calls = ((window.plausible && plausible.q) || []).map(a => JSON.stringify([...a])); const pv = true;",
        .matomo: "const q = (window._paq || []).map(c => JSON.stringify(c)); const calls = q.filter(c => c.includes('setCustomDimension')); const pv = q.indexOf(calls[0]) < q.indexOf('[\"trackPageView\"]');",
        .none: "const calls = [window.dataLayer, window._gaq, window._paq, window.plausible, window.gtag].filter(x => x !== undefined).map(String); const pv = true;",
    ]

    /// What each back end should have received for variant `v`.
    static func expectedCall(_ backend: AnalyticsBackend, _ v: String) -> [String] {
        switch backend {
        case .ga4: [#"["event","experience_impression",{"exp_variant_string":"sitegen-tldr-\#(v)","sitegen_sticky":"yes"}]"#]
        case .gaq: [#"["_setCustomVar",1,"tldr","\#(v)",3]"#]
        case .gtm: [#"{"event":"experiment_impression","experiment_id":"tldr","variant":"\#(v)","exp_variant_string":"sitegen-tldr-\#(v)","sitegen_sticky":"yes"}"#]
        case .plausible: [#"["Experiment",{"props":{"experiment":"tldr","variant":"sitegen-tldr-\#(v)","sticky":"yes"}}]"#]
        case .matomo: [#"["setCustomDimension",1,"\#(v)"]"#]
        case .none: []
        }
    }

    @Test(arguments: AnalyticsBackend.allCases)
    func backEndReceivesExactlyOneExposureBeforeThePageView(_ backend: AnalyticsBackend) async throws {
        // The site's own tracking snippet, later in <head>, as a ga.js or Matomo layout has it.
        let snippet = switch backend {
        case .gaq: "<script>var _gaq = _gaq || []; _gaq.push(['_trackPageview']);</script>"
        case .matomo: "<script>var _paq = window._paq = window._paq || []; _paq.push(['trackPageView']);</script>"
        default: ""
        }
        let url = try write("analytics-\(backend.rawValue).html", settings: ExperimentSettings(analytics: backend), headExtra: snippet)
        try await clearStorage()
        try await visit(url)
        if backend == .ga4 {
            // Without any gtag('config') on the page the exposure waits five seconds for one, then goes.
            _ = try await browser.waitUntil("return (window.dataLayer || []).some(a => a[1] == 'experience_impression')", seconds: 10)
        }
        let result = try await browser.evaluate("""
        \(Self.exposureProbe[backend]!)
        return { variant: window.sitegenExperiments.tldr, calls, beforePageview: pv, events: window.events.length };
        """, as: Exposures.self)
        #expect(result.calls == Self.expectedCall(backend, result.variant))
        #expect(result.beforePageview)
        #expect(result.events == 1)
    }

    @Test func doNotTrackVisitorGetsTheControlWithoutReportOrStorage() async throws {
        let settings = ExperimentSettings(respectDNT: true)
        let page = "<!DOCTYPE html><html><head><script>Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });</script>"
            + experimentHeadHTML(specs: [Self.tldr], settings: settings) + "</head>" + Self.body
        let url = folder.appendingPathComponent("dnt.html")
        try page.write(to: url, atomically: true, encoding: .utf8)
        try await clearStorage()
        var chosen: Set<String> = []
        for _ in 0..<3 {
            try await visit(url)
            struct Result: Decodable { var variant: String; var reported: Int; var stored: String? }
            let result = try await browser.evaluate("""
            return { variant: window.sitegenExperiments.tldr, reported: (window.dataLayer || []).length, stored: localStorage.getItem('sitegen-ab-tldr') };
            """, as: Result.self)
            chosen.insert(result.variant)
            #expect(result.reported == 0)
            #expect(result.stored == nil)
        }
        #expect(chosen == ["A"])
    }

    @Test func hostileIdAndVariantCannotBreakOutOfTheScript() async throws {
        let id = "</script><script>window.pwned=1</script><!--"
        let hostile = ExperimentSpec(unchecked: id, slot: nil, variants: [Variant(name: "A\u{2028}'", weight: 1), Variant(name: "B</SCRIPT>", weight: 0)])
        let url = try write("hostile.html", specs: [hostile], settings: ExperimentSettings(analytics: .none))
        try await visit(url)
        struct Result: Decodable { var pwned: Bool; var scripts: Int; var chosen: [String: String]; var marker: String }
        let result = try await browser.evaluate("""
        return { pwned: 'pwned' in window, scripts: document.scripts.length, chosen: window.sitegenExperiments,
                 marker: JSON.parse(document.getElementById('sitegen-ab').dataset.experiments)[0].id };
        """, as: Result.self)
        #expect(!result.pwned)
        #expect(result.scripts == 4, "the injected script plus the page's three")
        #expect(result.chosen == [id: "A\u{2028}'"])
        #expect(result.marker == id)
    }

    @Test func brokenAnalyticsGlobalDoesNotStopTheVariantFromApplying() async throws {
        let url = try write("broken.html", settings: ExperimentSettings(analytics: .plausible))
        let page = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "<head>", with: "<head><script>window.plausible = 'not a function';</script>")
        try page.write(to: url, atomically: true, encoding: .utf8)
        try await visit(url, query: nil)
        let result = try await snapshot()
        let variant = try #require(result.chosen["tldr"])
        #expect(result.seen == (variant == "A" ? ["tldr": "block", "B": "none"] : ["tldr": "none", "B": "block"]))
        #expect(result.events.count == 1)
    }

    @Test func secondCopyOfTheScriptDoesNotReportAgain() async throws {
        let settings = ExperimentSettings(analytics: .gtm)
        let url = try write("twice.html", settings: settings, headExtra: experimentHeadHTML(specs: [Self.tldr], settings: settings))
        try await visit(url)
        let count = try await browser.evaluate("return (window.dataLayer || []).filter(e => e.event === 'experiment_impression').length", as: Int.self)
        #expect(count == 1)
    }

    // MARK: - Engagement: the metric the blogger wanted (issue 17)

    /// A page that keeps, in localStorage at pagehide (its listener runs after the injected script's),
    /// what each back end's queue and the DOM events received, so the next page can read it.
    static let capturingBody = """
    <body>
    <script>
    window.engagements = [];
    document.addEventListener('sitegen:engagement', e => engagements.push(e.detail));
    const plain = q => Array.from(q || []).map(a => a && typeof a.length == 'number' && !Array.isArray(a) && typeof a != 'string' ? Array.from(a) : a);
    addEventListener('pagehide', () => localStorage.setItem('captured', JSON.stringify({
      engagements, dataLayer: plain(window.dataLayer), gaq: plain(window._gaq), paq: plain(window._paq),
      plausible: plain(window.plausible && plausible.q), scroll: window.expectedScroll || 0 })));
    </script>
    <div id="tldr">TL;DR</div>
    <div style="height: 4000px">Long read.</div>
    </body></html>
    """

    struct Captured: Decodable {
        struct Engagement: Decodable { var id: String; var variant: String; var engagedMs: Double; var engagedSeconds: Int; var scrollPercent: Int; var sticky: Bool; var restored: Bool }
        var engagements: [Engagement]
        var dataLayer: [AnyJSON]
        var gaq: [AnyJSON]
        var paq: [AnyJSON]
        var plausible: [AnyJSON]
        var scroll: Int
    }

    /// Any JSON value, kept as its canonical text for comparison.
    struct AnyJSON: Decodable, CustomStringConvertible {
        var description: String
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { description = "null" }
            else if let b = try? container.decode(Bool.self) { description = String(b) }
            else if let n = try? container.decode(Double.self) { description = n == n.rounded() ? String(Int(n)) : String(n) }
            else if let t = try? container.decode(String.self) { description = "\"\(t)\"" }
            else if let a = try? container.decode([AnyJSON].self) { description = "[" + a.map(\.description).joined(separator: ",") + "]" }
            else {
                let o = try container.decode([String: AnyJSON].self)
                description = "{" + o.keys.sorted().map { "\"\($0)\":\(o[$0]!)" }.joined(separator: ",") + "}"
            }
        }
    }

    /// Leaves the page (firing pagehide) for a blank one on the same origin and reads what it captured.
    private func leaveAndCapture() async throws -> Captured {
        let blank = folder.appendingPathComponent("after.html")
        try "<!DOCTYPE html><title>after</title>".write(to: blank, atomically: true, encoding: .utf8)
        try await visit(blank)
        let text = try await browser.evaluate("return localStorage.getItem('captured')", as: String.self)
        _ = try await browser.evaluate("localStorage.removeItem('captured'); return true", as: Bool.self)
        return try JSONDecoder().decode(Captured.self, from: Data(text.utf8))
    }

    @Test func pageViewedForAKnownTimeReportsThatTimeWithinTenPercent() async throws {
        let url = try write("engaged.html", settings: ExperimentSettings(analytics: .ga4), body: Self.capturingBody)
        try await clearStorage()
        try await visit(url)
        let viewed = 5.0
        try await Task.sleep(for: .seconds(viewed))
        let captured = try await leaveAndCapture()
        let engagement = try #require(captured.engagements.first)
        #expect(captured.engagements.count == 1, "once per page view")
        #expect(abs(engagement.engagedMs / 1000 - viewed) <= viewed * 0.1, "\(engagement.engagedMs) ms for a \(viewed) s view")
        #expect(engagement.sticky)
        // GA4 gets the same view as event parameters.
        let event = captured.dataLayer.map(\.description).filter { $0.contains("sitegen_engagement") }
        #expect(event == [#"["event","sitegen_engagement",{"exp_variant_string":"sitegen-tldr-\#(engagement.variant)","sitegen_engaged_seconds":\#(engagement.engagedSeconds),"sitegen_scroll_percent":\#(engagement.scrollPercent),"sitegen_sticky":"yes","transport_type":"beacon"}]"#])
    }

    @Test func timeWithoutFocusOrVisibilityIsNotEngagedAndTheViewReportsOnce() async throws {
        // Blur after 1 s, focus again after 3 s, hide the page after 4 s (as switching tabs does): 2 s engaged.
        let script = """
        <script>
        setTimeout(() => dispatchEvent(new Event('blur')), 1000);
        setTimeout(() => dispatchEvent(new Event('focus')), 3000);
        setTimeout(() => {
          Object.defineProperty(document, 'visibilityState', { get: () => 'hidden', configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
          window.hiddenReports = engagements.length;
        }, 4000);
        </script>
        """
        let url = try write("blur.html", settings: ExperimentSettings(analytics: .none), body: Self.capturingBody.replacingOccurrences(of: "</body>", with: script + "</body>"))
        try await clearStorage()
        try await visit(url)
        try await Task.sleep(for: .seconds(5))
        #expect(try await browser.evaluate("return window.hiddenReports", as: Int.self) == 0, "hiding pauses the clock; pagehide reports")
        let captured = try await leaveAndCapture()
        #expect(captured.engagements.count == 1, "one report per page view")
        let seconds = try #require(captured.engagements.first).engagedMs / 1000
        #expect(seconds >= 1.8 && seconds <= 2.4, "\(seconds) s engaged of 4 s visible, 2 of them without focus")
    }

    @Test func furthestScrollDepthIsReported() async throws {
        let url = try write("scroll.html", settings: ExperimentSettings(analytics: .none), body: Self.capturingBody)
        try await clearStorage()
        try await visit(url)
        _ = try await browser.evaluate("""
        scrollTo(0, 1500);
        window.expectedScroll = Math.round((1500 + innerHeight) / document.documentElement.scrollHeight * 100);
        return true
        """, as: Bool.self)
        try await Task.sleep(for: .milliseconds(300))
        _ = try await browser.evaluate("scrollTo(0, 0); return true", as: Bool.self)
        try await Task.sleep(for: .milliseconds(300))
        let captured = try await leaveAndCapture()
        #expect(captured.scroll > 30 && captured.scroll < 100)
        #expect(captured.engagements.first?.scrollPercent == captured.scroll, "the furthest point, not the last")
    }

    @Test(arguments: [AnalyticsBackend.gtm, .plausible, .matomo, .gaq])
    func everyBackEndReceivesTheEngagement(_ backend: AnalyticsBackend) async throws {
        let url = try write("engage-\(backend.rawValue).html", settings: ExperimentSettings(analytics: backend), body: Self.capturingBody)
        try await clearStorage()
        try await visit(url)
        try await Task.sleep(for: .seconds(1))
        let captured = try await leaveAndCapture()
        let e = try #require(captured.engagements.first)
        let v = e.variant, s = e.engagedSeconds, p = e.scrollPercent
        switch backend {
        case .gtm:
            #expect(captured.dataLayer.map(\.description).filter { $0.contains("sitegen_engagement") }
                == [#"{"event":"sitegen_engagement","exp_variant_string":"sitegen-tldr-\#(v)","experiment_id":"tldr","sitegen_engaged_seconds":\#(s),"sitegen_scroll_percent":\#(p),"sitegen_sticky":"yes","variant":"\#(v)"}"#])
        case .plausible:
            #expect(captured.plausible.map(\.description).filter { $0.contains("Engagement") }
                == [#"["Engagement",{"interactive":false,"props":{"engaged_seconds":"\#(s)","scroll_percent":"\#(p)","sticky":"yes","variant":"sitegen-tldr-\#(v)"}}]"#])
        case .matomo:
            #expect(captured.paq.map(\.description).filter { $0.contains("trackEvent") } == [#"["trackEvent","sitegen-engagement","sitegen-tldr-\#(v)","sticky",\#(s)]"#])
        case .gaq:
            #expect(captured.gaq.map(\.description).filter { $0.contains("_trackEvent") } == [#"["_trackEvent","sitegen-engagement","sitegen-tldr-\#(v)","sticky",\#(s),true]"#])
        default: break
        }
    }

    // MARK: - Engagement as readers read (issue 30)

    /// Hides the page (as switching tabs does) or shows it again, with the events a browser fires.
    static let visibilityScript = """
    <script>
    window.setVisible = visible => {
      Object.defineProperty(document, 'visibilityState', { get: () => visible ? 'visible' : 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    </script>
    """

    @Test func engagedTimeSumsAcrossHideShowCyclesAndIsSentAtPagehide() async throws {
        // Visible 1 s, hidden 1 s, visible again 1.5 s, then the reader leaves: 2.5 s engaged, one report.
        let script = Self.visibilityScript + """
        <script>
        setTimeout(() => setVisible(false), 1000);
        setTimeout(() => { window.reportsWhileHidden = engagements.length; setVisible(true); }, 2000);
        </script>
        """
        let url = try write("cycles.html", settings: ExperimentSettings(analytics: .ga4), body: Self.capturingBody.replacingOccurrences(of: "</body>", with: script + "</body>"))
        try await clearStorage()
        try await visit(url)
        try await Task.sleep(for: .milliseconds(3500))
        #expect(try await browser.evaluate("return window.reportsWhileHidden", as: Int.self) == 0, "hiding the page does not end the view")
        let captured = try await leaveAndCapture()
        #expect(captured.engagements.count == 1)
        let seconds = try #require(captured.engagements.first).engagedMs / 1000
        #expect(seconds >= 2.2 && seconds <= 2.9, "\(seconds) s engaged: 1 s + 1.5 s visible around 1 s hidden")
        let event = captured.dataLayer.map(\.description).filter { $0.contains("sitegen_engagement") }
        #expect(event.count == 1 && event[0].contains(#""transport_type":"beacon""#))
    }

    @Test func idleTimeIsCappedUntilTheReaderStirs() async throws {
        // Idle cap 1 s: the clock stops 1 s after load, a key press at 2 s restarts it, and it stops again at 3 s.
        let script = "<script>setTimeout(() => dispatchEvent(new KeyboardEvent('keydown', { key: 'j' })), 2000);</script>"
        let url = try write("idle.html", settings: ExperimentSettings(analytics: .none, idleSeconds: 1),
                            body: Self.capturingBody.replacingOccurrences(of: "</body>", with: script + "</body>"))
        try await clearStorage()
        try await visit(url)
        try await Task.sleep(for: .milliseconds(4000))
        let captured = try await leaveAndCapture()
        let seconds = try #require(captured.engagements.first).engagedMs / 1000
        #expect(seconds >= 1.8 && seconds <= 2.4, "\(seconds) s engaged of 4 s open: 1 s after load, 1 s after the key press")
    }

    @Test func backForwardRestoreKeepsCountingWithoutCountingTwice() async throws {
        let url = try write("restore.html", settings: ExperimentSettings(analytics: .plausible), body: Self.capturingBody.replacingOccurrences(
            of: "</body>", with: "<script>addEventListener('pageshow', e => { if (e.persisted) window.restoredAt = performance.now(); });</script></body>"))
        let next = folder.appendingPathComponent("next.html")
        try "<!DOCTYPE html><title>next</title><p>next".write(to: next, atomically: true, encoding: .utf8)
        try await clearStorage()
        try await visit(url)
        try await Task.sleep(for: .milliseconds(1000))
        try await visit(next)
        _ = try await browser.evaluate("history.back(); return true", as: Bool.self)
        #expect(try await browser.waitUntil("return document.title == 'Test' && document.readyState == 'complete'", seconds: 10))
        let restored = try await browser.evaluate("return typeof window.restoredAt == 'number'", as: Bool.self)
        try #require(restored, "Chromium restored the page from the Back/Forward cache")
        try await Task.sleep(for: .milliseconds(1500))
        let captured = try await leaveAndCapture()
        #expect(captured.engagements.count == 2, "one report per pagehide")
        let first = try #require(captured.engagements.first), second = try #require(captured.engagements.last)
        #expect(first.engagedMs / 1000 >= 0.8 && first.engagedMs / 1000 <= 1.4)
        #expect(second.engagedMs / 1000 >= 1.3 && second.engagedMs / 1000 <= 1.9, "the time read after the return, not again the time before")
        #expect(first.restored == false && second.restored == true)
        let plausible = captured.plausible.map(\.description).filter { $0.contains("Engagement") }
        #expect(plausible.count == 2 && plausible[1].contains(#""restored":"yes""#) && !plausible[0].contains("restored"))
    }

    // MARK: - Plausible: one naming scheme in both scripts (issue 30)

    @Test(arguments: [("pa-XYZ", false), ("example.com", true), ("", false), ("", true)])
    func plausibleNamesVariantsOneWayAndSendsExperimentOnlyToTheLegacyScript(_ trackingID: String, _ legacy: Bool) async throws {
        // Without a tracking id the page decides: a site snippet calling plausible.init() is the current script.
        let initSnippet = "<script>window.plausible=window.plausible||function(){(plausible.q=plausible.q||[]).push(arguments)},plausible.init=plausible.init||function(i){plausible.o=i||{}};plausible.init()</script>"
        let settings = ExperimentSettings(analytics: .plausible, trackingID: trackingID.isEmpty ? nil : trackingID)
        let script = experimentScriptTag(specs: [Self.tldr], settings: settings)
        let head = script + (legacy ? "" : initSnippet)
        let url = folder.appendingPathComponent("plausible-names-\(trackingID)-\(legacy).html")
        try ("<!DOCTYPE html><html><head><title>Test</title>" + head + "</head>" + Self.capturingBody).write(to: url, atomically: true, encoding: .utf8)
        try await clearStorage()
        try await visit(url)
        try await Task.sleep(for: .milliseconds(300))
        let variant = try await browser.evaluate("return window.sitegenExperiments.tldr", as: String.self)
        let props = try await browser.evaluate("const cp = plausible.o && plausible.o.customProperties; return cp ? cp('pageview') : {}", as: [String: String].self)
        let captured = try await leaveAndCapture()
        let calls = captured.plausible.map(\.description)
        let expectedExperiment = #"["Experiment",{"props":{"experiment":"tldr","sticky":"yes","variant":"sitegen-tldr-\#(variant)"}}]"#
        #expect(calls.filter { $0.contains("Experiment") } == (legacy ? [expectedExperiment] : []))
        #expect(calls.filter { $0.contains("Engagement") }.allSatisfy { $0.contains(#""variant":"sitegen-tldr-\#(variant)""#) })
        if !legacy { #expect(props["sitegen-tldr"] == "sitegen-tldr-\(variant)") }
    }

    // MARK: - Back ends as their documentation says today

    @Test(arguments: ["head", "body", "after load"])
    func ga4ExposureComesAfterTheSitesOwnConfig(_ place: String) async throws {
        // The blogger's own gtag snippet: after sitegen's script in <head>, at the end of <body>, or run
        // by a script after the page has loaded (as a consent manager does).
        let config = "window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-TEST');"
        let snippet = place == "after load"
            ? "<script>addEventListener('load', () => setTimeout(() => { \(config) }, 600));</script>" : "<script>\(config)</script>"
        let body = place == "head" ? Self.body : Self.body.replacingOccurrences(of: "</body>", with: snippet + "</body>")
        let url = try write("ga4-order-\(place.replacingOccurrences(of: " ", with: "-")).html", settings: ExperimentSettings(analytics: .ga4),
                            headExtra: place == "head" ? snippet : "", body: body)
        try await clearStorage()
        try await visit(url)
        #expect(try await browser.waitUntil("return dataLayer.some(a => a[1] == 'experience_impression')", seconds: 10))
        let order = try await browser.evaluate("""
        return dataLayer.map(a => a[0] + ':' + a[1]).filter(t => t.startsWith('config') || t.includes('experience_impression'));
        """, as: [String].self)
        #expect(order == ["config:G-TEST", "event:experience_impression"])
    }

    @Test(arguments: [false, true])
    func plausibleInitCarriesTheVariantOnThePageView(_ siteSnippetFirst: Bool) async throws {
        // Plausible's current per-site snippet, with the site's own custom property.
        let snippet = "<script>window.plausible=window.plausible||function(){(plausible.q=plausible.q||[]).push(arguments)},plausible.init=plausible.init||function(i){plausible.o=i||{}};plausible.init({customProperties:{author:'me'}})</script>"
        let script = experimentHeadHTML(specs: [Self.tldr], settings: ExperimentSettings(analytics: .plausible))
        let head = siteSnippetFirst ? snippet + script : script + snippet
        let url = folder.appendingPathComponent("plausible-\(siteSnippetFirst).html")
        try ("<!DOCTYPE html><html><head>" + head + "</head>" + Self.body).write(to: url, atomically: true, encoding: .utf8)
        try await clearStorage()
        try await visit(url)
        struct Result: Decodable { var variant: String; var props: [String: String] }
        let result = try await browser.evaluate("""
        const cp = plausible.o.customProperties;
        return { variant: window.sitegenExperiments.tldr, props: typeof cp == 'function' ? cp('pageview') : cp };
        """, as: Result.self)
        #expect(result.props == ["author": "me", "sitegen-tldr": "sitegen-tldr-\(result.variant)", "sitegen-sticky": "yes"])
    }

    // MARK: - Integrity

    @Test func mistypedOverrideIsIgnoredNeitherStoredNorReportedAndWarns() async throws {
        let warn = "<script>window.warnings = []; console.warn = m => warnings.push(String(m));</script>"
        let page = "<!DOCTYPE html><html><head>" + warn + experimentHeadHTML(specs: [Self.tldr], settings: ExperimentSettings(analytics: .gtm)) + "</head>" + Self.body
        let url = folder.appendingPathComponent("typo.html")
        try page.write(to: url, atomically: true, encoding: .utf8)
        try await clearStorage()
        try await visit(url, query: "ab=tldr:Z")
        struct Result: Decodable { var variant: String; var stored: String?; var reported: Int; var warnings: [String] }
        let result = try await browser.evaluate("""
        return { variant: window.sitegenExperiments.tldr, stored: localStorage.getItem('sitegen-ab-tldr'),
                 reported: (window.dataLayer || []).length, warnings: window.warnings };
        """, as: Result.self)
        #expect(["A", "B"].contains(result.variant))
        #expect(result.stored == nil)
        #expect(result.reported == 0)
        #expect(result.warnings == ["sitegen: ?ab=tldr:Z names no variant of experiment tldr (A, B); ignored, and this view is neither stored nor reported"])
    }

    @Test func blockedStorageKeepsOneAssignmentPerLoadAndMarksItNotSticky() async throws {
        // localStorage throws and the cookie jar ignores writes, as with all site data blocked.
        let stub = """
        <script>
        Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
        Object.defineProperty(document, 'cookie', { get() { return ''; }, set(v) {} });
        </script>
        """
        let page = "<!DOCTYPE html><html><head>" + stub + experimentHeadHTML(specs: [Self.tldr], settings: ExperimentSettings(analytics: .ga4)) + "</head>"
            + Self.body.replacingOccurrences(of: "</body>", with: "<script>window.engaged = []; document.addEventListener('sitegen:engagement', e => engaged.push(e.detail));</script></body>")
        let url = folder.appendingPathComponent("blocked.html")
        try page.write(to: url, atomically: true, encoding: .utf8)
        try await visit(url)
        struct Result: Decodable { var variant: String; var shown: Bool; var exposures: [String]; var engagedVariant: String; var engagedSticky: Bool; var legacy: Bool }
        let result = try await browser.evaluate("""
        dispatchEvent(new Event('pagehide'));
        const v = window.sitegenExperiments.tldr;
        return { variant: v, shown: !!document.getElementById('tldr') == (v == 'A'),
                 exposures: dataLayer.filter(a => a[1] == 'experience_impression').map(a => a[2].exp_variant_string + ' ' + a[2].sitegen_sticky),
                 engagedVariant: engaged[0].variant, engagedSticky: engaged[0].sticky, legacy: window.abTestingValue == (v == 'A') };
        """, as: Result.self)
        #expect(result.shown && result.legacy)
        #expect(result.exposures == ["sitegen-tldr-\(result.variant) no"])
        #expect(result.engagedVariant == result.variant && !result.engagedSticky)
    }

    @Test func leftoverHandWrittenSnippetCannotChangeTheAssignment() async throws {
        // The pre-sitegen layout snippet, later in the page than sitegen's script.
        let snippet = "<script>var abTestingValue = Math.random() < 0.5; window.abTestingValue = Math.random() < 0.5; window.snippetSaw = abTestingValue;</script>"
        let url = try write("legacy.html", headExtra: snippet)
        try await clearStorage()
        var disagreements = 0
        for _ in 0..<20 {
            try await visit(url)
            let agree = try await browser.evaluate("""
            const control = window.sitegenExperiments.tldr == 'A';
            return window.abTestingValue === control && window.snippetSaw === control && !!document.getElementById('tldr') === control;
            """, as: Bool.self)
            if !agree { disagreements += 1 }
            _ = try await browser.evaluate("localStorage.clear(); return true", as: Bool.self)
        }
        #expect(disagreements == 0)
    }
}
