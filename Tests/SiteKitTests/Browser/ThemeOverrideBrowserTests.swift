import ChromiumDriver
import Foundation
@testable import SiteKit
import TestSupport
import Testing

/// The `sitegen new` starter with one file of the built-in theme replaced (a layout, an
/// include, the stylesheet), built with --strict and looked at in headless Chromium: every
/// page still has the theme's look, not the browser's unstyled default.
@Suite(.serialized, .sharedChromium,
       .enabled(if: Chromium.isAvailable, "chromium and chromedriver are not installed; scripts/test installs them"))
struct ThemeOverrideBrowserTests {
    static let folder = Result { try TemporaryFolder("sitegen-theme-override") }
    static let day = Date(timeIntervalSince1970: 1_773_489_600)  // 2026-03-14 12:00 UTC
    /// What each variant replaces: the theme's own file, copied by `ThemeFiles.copy`, with a
    /// marker element (or, for the stylesheet, a rule) added.
    static let overrides: [(name: String, path: String)] = [
        ("layout", "_layouts/post.html"), ("include", "_includes/footer.html"), ("stylesheet", "assets/css/style.css"),
    ]
    static let pages = ["index.html", "2026/03/welcome-to-sitegen/index.html", "2026/03/try-an-experiment/index.html",
                        "about/index.html", "tags/index.html", "archive/index.html", "404.html"]

    /// One built site per override, under `root/NAME/_site`.
    static let built: Result<URL, any Error> = Result {
        let root = try folder.get().url
        for (name, path) in overrides {
            let source = root.appendingPathComponent(name + "/src")
            _ = try SiteScaffold.createSite(at: source, date: day)
            var options = BuildOptions()
            options.source = source.path
            options.destination = root.appendingPathComponent(name + "/_site").path
            options.quiet = true
            options.strict = true
            guard try ThemeFiles(options: options).copy([path], force: false) == [.copied(path)] else {
                throw SiteError("theme copy \(path) did not copy it")
            }
            let url = source.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let marker = "<span class=\"override-marker\"></span>\n"
            let marked: String
            if path.hasSuffix(".css") {
                marked = text + "\n.site-title { letter-spacing: 3px; }\n"
            } else if text.hasPrefix("---\n"), let end = text.range(of: "\n---\n", range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex) {
                marked = text[..<end.upperBound] + marker + text[end.upperBound...]
            } else {
                marked = marker + text
            }
            try marked.write(to: url, atomically: true, encoding: .utf8)
            _ = try SiteBuilder(options: options).build()
        }
        return root
    }
    /// One server per site: the theme links its stylesheet from the root (`/assets/css/style.css`).
    static let servers: Result<[String: StaticFileServer], any Error> = Result {
        let root = try built.get()
        var servers: [String: StaticFileServer] = [:]
        for (name, _) in overrides { servers[name] = try StaticFileServer(root: root.appendingPathComponent(name + "/_site")) }
        return servers
    }

    struct Look: Decodable {
        var sheets: Int
        var rules: Int
        var font: String
        var headerDisplay: String
        var marker: Bool
        var letterSpacing: String
    }

    @Test(arguments: overrides.map(\.name))
    func everyPageKeepsTheThemeWhenOneFileIsReplaced(override: String) async throws {
        let browser = try #require(Chromium.current)
        let server = try #require(try Self.servers.get()[override])
        try await browser.setViewport(width: 1280, height: 800, mobile: false)
        try await browser.emulateColorScheme("light")
        var markers = 0
        for page in Self.pages {
            let file = server.root.appendingPathComponent(page)
            #expect(FileManager.default.fileExists(atPath: file.path), "\(override): \(page) was not written")
            try await browser.open(server.url(for: file))
            let look = try await browser.evaluate("""
                const rules = [...document.styleSheets].reduce((n, s) => n + s.cssRules.length, 0);
                const header = document.querySelector('.site-header'), title = document.querySelector('.site-title');
                return { sheets: document.styleSheets.length, rules, font: getComputedStyle(document.body).fontFamily,
                         headerDisplay: header ? getComputedStyle(header).display : 'missing',
                         marker: !!document.querySelector('.override-marker'),
                         letterSpacing: title ? getComputedStyle(title).letterSpacing : 'missing' };
                """, as: Look.self)
            // The theme's stylesheet is loaded and applied: its rules, its sans-serif body font
            // (Chromium's own default is Times), its header.
            #expect(look.sheets >= 1 && look.rules > 50, "\(override) \(page): \(look.sheets) sheets, \(look.rules) rules")
            #expect(look.font.contains("sans-serif"), "\(override) \(page): body font \(look.font)")
            #expect(look.headerDisplay != "missing", "\(override) \(page): no .site-header")
            if look.marker { markers += 1 }
            if override == "stylesheet" { #expect(look.letterSpacing == "3px", "\(page): the site's stylesheet is not the one applied") }
        }
        // The replaced file is the one used: the post layout on the posts, the footer everywhere.
        switch override {
        case "layout": #expect(markers == 2)
        case "include": #expect(markers == Self.pages.count)
        default: #expect(markers == 0)
        }
    }
}
