import ChromiumDriver
import Foundation
import Testing
@testable import PreviewServer
import TestSupport

/// What a reader's browser does with the preview-only scripts: `sitegen serve` with the real
/// SiteBuilder on a small site, pages loaded in headless Chromium, sources edited on disk.
@Suite(.serialized, .sharedChromium,
       .enabled(if: Chromium.isAvailable, "chromium and chromedriver are not installed; scripts/test installs them"))
struct BrowserLiveReloadTests {
    let source: TemporaryFolder
    let session: ServeSession
    let port: Int

    init() async throws {
        source = try TemporaryFolder("sitegen-serve")
        try source.write("_config.yml", "title: Live\npermalink: /:title.html\n")
        try source.write("_layouts/default.html", Self.layout)
        try source.write("style.css", "body { color: rgb(255, 0, 0) }\n")
        try source.write("index.md", "---\nlayout: default\n---\n<p id=\"text\">version one</p>\n")
        try source.write("_posts/2024-01-01-opening.md", Self.post)
        (session, port) = try await ServeSession.startQuietly(source: source)
    }

    static let post = """
        ---
        layout: default
        abtesting: { id: opener, slot: 1, variants: { A: 50, B: 50 } }
        ---
        <p data-variant="opener:A">Opening A</p>
        <p data-variant="opener:B">Opening B</p>

        """

    static let layout = """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><link rel="stylesheet" href="{{ '/style.css' | relative_url }}"></head>
        <body>
        {{ content }}
        </body></html>

        """

    var browser: Chromium {
        get throws { try #require(Chromium.current) }
    }

    /// Runs a test's steps and stops the server whatever happens.
    func served(_ steps: () async throws -> Void) async throws {
        do {
            try await steps()
        } catch {
            await session.stop()
            throw error
        }
        await session.stop()
    }

    func open(_ path: String) async throws {
        try await browser.open(URL(string: "http://127.0.0.1:\(port)\(path)")!)
        // The live-reload connection is open once the server counts it; edits before that would
        // still reach the page (the first event names the current build), but tests stay simple.
        #expect(await Self.eventually { session.server.hub.subscriberCount >= 1 })
        _ = try await browser.evaluate("window.sitegenMarker = 'before'; return true", as: Bool.self)
    }

    @Test func editedPageReloadsItself() async throws {
        try await served {
            try await open("/")
            try source.write("index.md", "---\nlayout: default\n---\n<p id=\"text\">version two</p>\n")
            #expect(try await browser.waitUntil(
                "var t = document.getElementById('text'); return t !== null && t.textContent === 'version two'"))
            // A real reload, not a patched DOM: the script state set before the edit is gone.
            #expect(try await browser.evaluate("return window.sitegenMarker === undefined", as: Bool.self))
        }
    }

    @Test func pageNotRebuiltStaysAsItIs() async throws {
        try await served {
            try await open("/")
            try source.write("_posts/2024-01-01-opening.md", Self.post.replacingOccurrences(of: "Opening B", with: "edited post"))
            #expect(await Self.eventually {
                (try? String(contentsOfFile: source.path + "/_site/opening.html", encoding: .utf8))?.contains("edited post") == true
            })
            // The reload event named only the post's page; the home page did not read it.
            try await Task.sleep(for: .milliseconds(300))
            #expect(try await browser.evaluate("return window.sitegenMarker", as: String.self) == "before")
            // The variant is pinned: the edited element must be the one shown.
            try await open("/opening.html?ab=opener:A")
            try source.write("_posts/2024-01-01-opening.md", Self.post.replacingOccurrences(of: "Opening A", with: "edited again"))
            #expect(try await browser.waitUntil("return document.body.textContent.indexOf('edited again') >= 0"))
            #expect(try await browser.evaluate("return window.sitegenMarker === undefined", as: Bool.self))
        }
    }

    @Test func stylesheetEditSwapsStylesWithoutReloading() async throws {
        try await served {
            try await open("/")
            #expect(try await browser.evaluate("return getComputedStyle(document.body).color", as: String.self) == "rgb(255, 0, 0)")
            try source.write("style.css", "body { color: rgb(0, 0, 255) }\n")
            #expect(try await browser.waitUntil("return getComputedStyle(document.body).color === 'rgb(0, 0, 255)'"))
            #expect(try await browser.evaluate("return window.sitegenMarker", as: String.self) == "before")
            // The old stylesheet goes once the new one has loaded.
            #expect(try await browser.waitUntil("return document.querySelectorAll('link[rel=stylesheet]').length === 1"))
        }
    }

    @Test func brokenBuildShowsTheLocatedErrorUntilTheNextGoodBuild() async throws {
        try await served {
            try await open("/")
            try source.write("_layouts/default.html", Self.layout.replacingOccurrences(of: "{{ content }}", with: "{{ content }}\n{% if page.title %}"))
            #expect(try await browser.waitUntil("""
                var o = document.getElementById('sitegen-error-overlay');
                return o !== null && o.textContent.indexOf('_layouts/default.html:5:') >= 0
                """))
            // The last good page stays underneath.
            #expect(try await browser.evaluate("return document.getElementById('text').textContent", as: String.self) == "version one")

            try source.write("_layouts/default.html", Self.layout.replacingOccurrences(of: "<body>", with: "<body class=\"fixed\">"))
            #expect(try await browser.waitUntil(
                "return document.getElementById('sitegen-error-overlay') === null && document.body.className === 'fixed'"))
        }
    }

    @Test func variantSwitcherShowsEachVariantInTurn() async throws {
        try await served {
            try await open("/opening.html?ab=opener:A")
            #expect(try await browser.evaluate("""
                return Array.from(document.querySelectorAll('[data-variant]')).map(e => e.textContent).join('|')
                """, as: String.self) == "Opening A")
            _ = try await browser.evaluate("""
                Array.from(document.querySelectorAll('#sitegen-ab-switcher a')).find(a => a.textContent === 'B').click(); return true
                """, as: Bool.self)
            #expect(try await browser.waitUntil("""
                return location.search.indexOf('opener') >= 0 && location.search.indexOf('B') >= 0
                  && Array.from(document.querySelectorAll('[data-variant]')).map(e => e.textContent).join('|') === 'Opening B'
                """))
            #expect(try await browser.evaluate(
                "return document.querySelector('#sitegen-ab-switcher a[aria-current]').textContent", as: String.self) == "B")
        }
    }

    static func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
        for _ in 0..<300 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }
}
