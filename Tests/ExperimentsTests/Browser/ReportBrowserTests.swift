import Foundation
import ChromiumDriver
import TestSupport
import Testing
@testable import Experiments

/// `sitegen experiments analyze --html`: the report page in headless Chromium, at a phone's width and a
/// desktop's, served over HTTP like any file (issue 30).
@Suite(.serialized, .sharedChromium,
       .enabled(if: Chromium.isAvailable, "chromium and chromedriver are not installed; scripts/test installs them"))
struct ReportBrowserTests {
    static let servedFolder = try! TemporaryFolder("sitegen-report")
    static let server = try! StaticFileServer(root: servedFolder.url)

    var browser: Chromium {
        get throws { try #require(Chromium.current) }
    }

    /// Fourteen days of engaged seconds (B reads about 40% longer) and a conversion count, seeded.
    static func family() throws -> MetricFamily {
        var rng = SequentialTests.SplitMix64(state: 30)
        var csv = "date,variant,engaged seconds,count\n"
        for day in 1...14 {
            for (variant, median) in [("A", 30.0), ("B", 42.0)] {
                var histogram: [Int: Int] = [:]
                for seconds in SimulationTests.engagedSeconds(120, median: median, &rng) { histogram[Int(seconds), default: 0] += 1 }
                for (seconds, count) in histogram.sorted(by: { $0.key < $1.key }) {
                    csv += "2026-11-\(String(format: "%02d", day)),\(variant),\(seconds),\(count)\n"
                }
            }
        }
        let export = try ExperimentExport(csv: csv, file: "engagement.csv")
        let engaged = try ExperimentAnalysis(data: export.data, options: .init(minimumDetectableEffect: 5, mode: .sequential, looks: export.looks,
                                                                                notes: export.notes, dates: export.dates, planPower: true))
        let conversions = try ExperimentAnalysis(data: .counts([("A", 840, 61), ("B", 840, 70)]), options: .init(planPower: true))
        return MetricFamily([("engaged seconds", .primary, engaged), ("newsletter sign-ups", .guardrail, conversions)])
    }

    @Test(arguments: [(375, 812, true), (1280, 900, false)])
    func reportIsReadableAtPhoneAndDesktopWidthWithoutErrorsOrNetwork(_ width: Int, _ height: Int, _ mobile: Bool) async throws {
        let family = try Self.family()
        let page = Self.servedFolder.url.appendingPathComponent("report-\(width).html")
        try family.htmlReport(source: "engagement.csv").write(to: page, atomically: true, encoding: .utf8)
        let browser = try browser
        _ = try await browser.consoleMessages()
        try await browser.setViewport(width: width, height: height, mobile: mobile)
        try await browser.open(Self.server.url(for: page, query: nil))
        struct Layout: Decodable {
            var overflow: Int
            var smallestText: Double
            var smallestChartText: Double
            var resources: Int
            var headline: String
            var chart: Bool
            var band: Bool
            var rows: Int
        }
        let layout = try await browser.evaluate("""
        const sizes = [...document.querySelectorAll('p, li, td, th, dt, dd, h1, h2, figcaption, .num, .name')]
          .filter(e => e.textContent.trim() && e.getClientRects().length).map(e => parseFloat(getComputedStyle(e).fontSize));
        const chart = [...document.querySelectorAll('svg text')].map(t => t.getBoundingClientRect().height);
        return { overflow: document.documentElement.scrollWidth - innerWidth, smallestText: Math.min(...sizes),
                 smallestChartText: Math.min(...chart), resources: performance.getEntriesByType('resource').length,
                 headline: document.querySelector('h1').textContent, chart: !!document.querySelector('figure.lift svg polyline'),
                 band: !!document.querySelector('figure.lift polygon.band'), rows: document.querySelectorAll('tbody tr').length };
        """, as: Layout.self)
        #expect(layout.overflow <= 0, "no sideways scrolling of the page at \(width) px (the table scrolls in its own box)")
        #expect(layout.smallestText >= 12, "text at least 12 px")
        #expect(layout.smallestChartText >= 9, "chart labels at least 9 px tall, got \(layout.smallestChartText)")
        #expect(layout.resources == 0, "nothing fetched: the page is self-contained")
        #expect(layout.headline.hasPrefix("B beats A"), "the verdict in one sentence: \(layout.headline)")
        #expect(layout.chart && layout.band, "the cumulative difference with its always-valid band")
        #expect(layout.rows == 4, "two variants for each of two metrics")
        let messages = try await browser.consoleMessages()
        #expect(messages.isEmpty, "console: \(messages)")
        let png = try await browser.screenshot()
        try await browser.devtools("Emulation.clearDeviceMetricsOverride")
        #expect(png.count > 10_000, "a screenshot with something on it")
        if let keep = ProcessInfo.processInfo.environment["SITEGEN_SCREENSHOTS"] {
            try png.write(to: URL(fileURLWithPath: keep).appendingPathComponent("experiment-report-\(width).png"))
        }
    }

    @Test func reportNamesTheCheckedFactsAndWithholdsWhenTheSplitIsBroken() throws {
        let html = try Self.family().htmlReport(source: "engagement.csv")
        for label in ["Sample ratio", "Power reached", "Sample size", "Verdict", "always-valid 95% band", "newsletter sign-ups <span class=\"role\">guardrail</span>"] {
            #expect(html.contains(label), "\(label)")
        }
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<script"), "no network, no script")
        let broken = try ExperimentAnalysis(data: .counts([("A", 1200, 100), ("B", 800, 70)]))
        let page = MetricFamily([("conversions", .primary, broken)]).htmlReport(source: "x.csv")
        #expect(page.contains("<h1>No verdict.</h1>") || page.contains("<h1>No verdict: sample ratio mismatch"))
        #expect(page.contains("class=\"status withheld\""))
    }
}
