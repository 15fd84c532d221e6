import ChromiumDriver
import Foundation
@testable import SiteKit
import TestSupport
import Testing

/// The built-in theme in headless Chromium: the `sitegen new` starter site built by the real
/// pipeline, served over HTTP, looked at on a phone and a desktop in both colour schemes.
/// Screenshots are kept in `.build/screenshots/default-theme/` (the path is printed); with
/// `SITEGEN_SCREENSHOTS_DIR` set, the 1280×800 home and post shots are also written there as
/// `{home,post}-{light,dark}.png` (scripts/screenshots).
@Suite(.serialized, .sharedChromium,
       .enabled(if: Chromium.isAvailable, "chromium and chromedriver are not installed; scripts/test installs them"))
struct DefaultThemeBrowserTests {
    static let folder = Result { try TemporaryFolder("sitegen-theme-browser") }
    /// A fixed day, so that the posts' addresses are known.
    static let day = Date(timeIntervalSince1970: 1_773_489_600)  // 2026-03-14 12:00 UTC
    static let built: Result<URL, any Error> = Result {
        let root = try folder.get().url
        let source = root.appendingPathComponent("my-blog")
        _ = try SiteScaffold.createSite(at: source, date: day)
        var options = BuildOptions()
        options.source = source.path
        options.destination = root.appendingPathComponent("_site").path
        options.quiet = true
        options.strict = true
        _ = try SiteBuilder(options: options).build()
        return root.appendingPathComponent("_site")
    }
    static let server: Result<StaticFileServer, any Error> = Result { try StaticFileServer(root: try built.get()) }
    static let artefacts: URL = {
        let url = Fixtures.packageRoot.appendingPathComponent(".build/screenshots/default-theme")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    static let pages = [
        ("home", "index.html"),
        ("post", "2026/03/welcome-to-sitegen/index.html"),
        ("404", "404.html"),
    ]
    static let morePages = [("experiment", "2026/03/try-an-experiment/index.html"), ("tags", "tags/index.html"),
                            ("archive", "archive/index.html"), ("about", "about/index.html")]

    /// Opens `path` in a viewport `width` CSS pixels wide; below 600 px as a phone unless `mobile`
    /// says otherwise.
    func show(_ path: String, width: Int, height: Int = 800, scheme: String, query: String? = nil, mobile: Bool? = nil) async throws -> Chromium {
        let browser = try #require(Chromium.current)
        let server = try Self.server.get()
        try await browser.setViewport(width: width, height: height, mobile: mobile ?? (width < 600))
        try await browser.emulateColorScheme(scheme)
        try await browser.open(server.url(for: server.root.appendingPathComponent(path), query: query))
        return browser
    }

    struct ContrastReport: Decodable {
        struct Failure: Decodable, CustomStringConvertible {
            var kind: String
            var text: String
            var ratio: Double
            var color: String
            var background: String
            var description: String { "\(kind) '\(text)' \(color) on \(background): \(ratio)" }
        }
        var failures: [Failure]
        var text: Int
        var links: Int
        var tokens: Int
        var tokenClasses: [String]
    }

    /// WCAG 2 contrast of every visible text element, link and code token against the
    /// background it is drawn on (the nearest ancestor with an opaque background colour).
    static let contrastScript = """
        const parse = c => { const m = /rgba?\\(([^)]*)\\)/.exec(c); if (!m) return null;
          const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number); return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 }; };
        const lum = c => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
          return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };
        const background = el => { for (let e = el; e; e = e.parentElement) { const c = parse(getComputedStyle(e).backgroundColor);
          if (c && c.a > 0) return c; } return { r: 255, g: 255, b: 255, a: 1 }; };
        const visible = el => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && el.textContent.trim() !== '';
        const report = { failures: [], text: 0, links: 0, tokens: 0, tokenClasses: [] };
        const check = (el, kind) => {
          if (!visible(el)) return false;
          const fg = parse(getComputedStyle(el).color), bg = background(el);
          const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
          const ratio = Math.round((hi + 0.05) / (lo + 0.05) * 100) / 100;
          if (ratio < 4.5) report.failures.push({ kind, text: el.textContent.trim().slice(0, 40), ratio,
            color: getComputedStyle(el).color, background: `rgb(${bg.r}, ${bg.g}, ${bg.b})` });
          return true;
        };
        check(document.body, 'body') && report.text++;
        for (const el of document.querySelectorAll('p, li, h1, h2, h3, td, th, blockquote, time, pre, code, figcaption, .post-meta'))
          if (check(el, 'text')) report.text++;
        for (const el of document.querySelectorAll('a')) if (check(el, 'link')) report.links++;
        const classes = new Set();
        for (const el of document.querySelectorAll('.highlight span[class]'))
          if (check(el, 'token .' + el.className)) { report.tokens++; classes.add(el.className); }
        report.tokenClasses = [...classes].sort();
        return report;
        """

    @Test(arguments: ["light", "dark"])
    func pagesKeepAAContrastOnPhoneAndDesktop(scheme: String) async throws {
        let extra = ProcessInfo.processInfo.environment["SITEGEN_SCREENSHOTS_DIR"].map { URL(fileURLWithPath: $0) }
        print("screenshots: \(Self.artefacts.path)")
        var tokenClasses = Set<String>()
        for (name, path) in Self.pages {
            for width in [375, 1280] {
                let browser = try await show(path, width: width, scheme: scheme)
                let shot = try await browser.screenshot()
                try shot.write(to: Self.artefacts.appendingPathComponent("\(name)-\(width)-\(scheme).png"))
                if let extra, width == 1280, name != "404" {
                    try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
                    try shot.write(to: extra.appendingPathComponent("\(name)-\(scheme).png"))
                }
                let report = try await browser.evaluate(Self.contrastScript, as: ContrastReport.self)
                #expect(report.failures.isEmpty, "\(name) at \(width) px, \(scheme): \(report.failures)")
                #expect(report.text > 0 && report.links > 0, "\(name): nothing checked")
                tokenClasses.formUnion(report.tokenClasses)
            }
        }
        // The post's Swift and shell code was coloured and every token class in it was checked.
        #expect(tokenClasses.isSuperset(of: ["k", "kd", "kt", "nf", "s", "se", "c1", "p", "nt"]), "\(tokenClasses.sorted())")
    }

    @Test(arguments: ["light", "dark"])
    func schemeSetsTheBackgroundAndBodyFontIsNotSerif(scheme: String) async throws {
        let browser = try await show("index.html", width: 1280, scheme: scheme)
        let style = try await browser.evaluate(
            "const s = getComputedStyle(document.body); return [s.fontFamily, s.backgroundColor]", as: [String].self)
        let first = style[0].split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        #expect(!["serif", "times", "times new roman", "\"times new roman\"", "georgia"].contains(first), "\(style[0])")
        #expect(style[0].contains("sans-serif"))
        let channels = style[1].filter { $0.isNumber || $0 == "," }.split(separator: ",").compactMap { Int($0) }
        #expect(channels.count == 3)
        let brightness = channels.reduce(0, +) / 3
        #expect(scheme == "dark" ? brightness < 40 : brightness > 240, "\(scheme) background is \(style[1])")
    }

    @Test func noPageScrollsSidewaysAt320Pixels() async throws {
        for scheme in ["light", "dark"] {
            for (name, path) in Self.pages + Self.morePages {
                // Not as a phone: phone emulation zooms out to fit a page that overflows, which
                // widens `innerWidth` with it and would hide the overflow this looks for.
                let browser = try await show(path, width: 320, height: 640, scheme: scheme, mobile: false)
                let widths = try await browser.evaluate(
                    "return [document.documentElement.scrollWidth, window.innerWidth]", as: [Int].self)
                #expect(widths[0] <= widths[1], "\(name) is \(widths[0]) px wide in a \(widths[1]) px window")
                if scheme == "light", name == "post" {
                    try await browser.screenshot().write(to: Self.artefacts.appendingPathComponent("post-320-light.png"))
                }
            }
        }
    }

    @Test func measureStaysNearSeventyCharacters() async throws {
        let browser = try await show(Self.pages[1].1, width: 1280, scheme: "light")
        // Characters per line of the post's first paragraph: its width over the width of "0".
        let chars = try await browser.evaluate("""
            const p = document.querySelector('.post-content p'); const probe = document.createElement('span');
            probe.textContent = '0'.repeat(100); probe.style.cssText = 'position:absolute;white-space:nowrap;visibility:hidden';
            p.appendChild(probe); const ch = probe.getBoundingClientRect().width / 100;
            probe.remove(); return Math.round(p.getBoundingClientRect().width / ch);
            """, as: Int.self)
        #expect((60...80).contains(chars), "\(chars) characters per line")
    }

    /// A focused link gets the theme's outline, not the browser's thin default ring, in a colour
    /// that stands out from the page (WCAG's 3:1 for non-text contrast).
    @Test(arguments: ["light", "dark"])
    func keyboardFocusIsVisible(scheme: String) async throws {
        let browser = try await show("index.html", width: 1280, scheme: scheme)
        let focus = try await browser.evaluate("""
            const parse = c => /rgba?\\(([^)]*)\\)/.exec(c)[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
            const lum = p => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
              return 0.2126 * f(p[0]) + 0.7152 * f(p[1]) + 0.0722 * f(p[2]); };
            const a = document.querySelector('.site-nav a'); a.focus(); const s = getComputedStyle(a);
            const [hi, lo] = [lum(parse(s.outlineColor)), lum(parse(getComputedStyle(document.body).backgroundColor))].sort((x, y) => y - x);
            return [s.outlineStyle, s.outlineWidth, String((hi + 0.05) / (lo + 0.05))];
            """, as: [String].self)
        #expect(focus[0] == "solid" && focus[1] == "3px", "\(focus)")
        #expect((Double(focus[2]) ?? 0) >= 3, "outline contrast \(focus[2])")
    }

    /// Nothing is fetched from another host: no web fonts, scripts or styles from a CDN.
    @Test func pagesLoadNothingFromOtherHosts() async throws {
        for (name, path) in Self.pages + Self.morePages {
            let browser = try await show(path, width: 1280, scheme: "light")
            let foreign = try await browser.evaluate(
                "return performance.getEntriesByType('resource').map(e => e.name).filter(u => new URL(u).origin !== location.origin)",
                as: [String].self)
            #expect(foreign.isEmpty, "\(name) loads \(foreign)")
            #expect(try await browser.evaluate(
                "return performance.getEntriesByType('resource').some(e => e.name.endsWith('/assets/css/style.css'))", as: Bool.self))
        }
    }

    @Test func experimentScriptStillChoosesTheVariant() async throws {
        let path = Self.morePages[0].1
        var browser = try await show(path, width: 1280, scheme: "light", query: "ab=tldr:B")
        #expect(try await browser.evaluate("return document.getElementById('tldr') === null", as: Bool.self))
        browser = try await show(path, width: 1280, scheme: "light", query: "ab=tldr:A")
        #expect(try await browser.evaluate("return document.getElementById('tldr') !== null", as: Bool.self))
        #expect(try await browser.evaluate("return document.documentElement.getAttribute('data-ab')", as: String.self) == "tldr:A")
    }
}
