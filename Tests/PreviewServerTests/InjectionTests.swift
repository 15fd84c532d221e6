import Foundation
import Testing
@testable import PreviewServer
import NIOCore

@Suite("What serve adds to pages")
struct InjectionTests {
    @Test func liveReloadScriptIsInjectedBeforeBodyEndButNotWrittenToDisk() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let page = try await served.get("/")
        let script = try #require(page.body.range(of: "<script id=\"sitegen-livereload\""))
        let bodyEnd = try #require(page.body.range(of: "</body>"))
        #expect(script.lowerBound < bodyEnd.lowerBound)
        #expect(page.body.contains("new EventSource(\"/__sitegen/livereload?page=\"+encodeURIComponent(location.pathname))"))
        #expect(!(try served.site.read("index.html")).contains("sitegen"))
    }

    @Test func nonHTMLFilesAreServedByteForByte() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let css = try await served.get("/assets/site.css")
        #expect(css.body == "body { color: red }\n")
    }

    @Test func pagesWithoutBodyTagGetTheScriptAtTheEnd() async throws {
        let served = try await ServedSite.start(files: ["frag.html": "<p>fragment</p>"])
        defer { Task { await served.server.stop() } }
        let page = try await served.get("/frag.html")
        #expect(page.body.hasPrefix("<p>fragment</p>"))
        #expect(page.body.contains("sitegen-livereload"))
    }

    @Test func upperCaseBodyTagIsFound() async throws {
        let served = try await ServedSite.start(files: ["index.html": "<HTML><BODY>x</BODY></HTML>"])
        defer { Task { await served.server.stop() } }
        let page = try await served.get("/")
        #expect(page.body.hasSuffix("</script>\n</BODY></HTML>"))
    }

    @Test func noLiveReloadMeansPagesAreServedUntouched() async throws {
        let served = try await ServedSite.start(liveReload: false, files: basicSite)
        defer { Task { await served.server.stop() } }
        let page = try await served.get("/")
        #expect(page.body == basicSite["index.html"])
        let stream = try await served.get("/__sitegen/livereload")
        #expect(stream.status == 404)
    }

    @Test func buildErrorShowsAnEscapedOverlayUntilTheNextGoodBuild() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let message = """
            error: _layouts/post.html:12:24: unknown filter 'dat'
               12 |   <time>{{ page.date | dat: "%B %-d" }}</time>
                  |                        ^^^
            """
        served.server.buildFailed(message)
        let failing = try await served.get("/")
        #expect(failing.body.contains("id=\"sitegen-error-overlay\""))
        #expect(failing.body.contains("_layouts/post.html:12:24: unknown filter &#39;dat&#39;"))
        #expect(failing.body.contains("&lt;time&gt;{{ page.date | dat: &quot;%B %-d&quot; }}&lt;/time&gt;"))
        let missing = try await served.get("/nothing-here")
        #expect(missing.status == 404)
        #expect(missing.body.contains("<div id=\"sitegen-error-overlay\""))

        served.server.buildSucceeded(reload: .full)
        let fixed = try await served.get("/")
        #expect(!fixed.body.contains("<div id=\"sitegen-error-overlay\""))
    }

    @Test func overlayChangesTheETagSoBrowsersDoNotKeepAStalePage() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let before = try await served.get("/")
        served.server.buildFailed("error: broken")
        let after = try await served.get("/", headers: ["If-None-Match": before.header("ETag") ?? ""])
        #expect(after.status == 200)
        #expect(after.body.contains("error: broken"))
    }

    @Test func experimentMarkerGetsAVariantSwitcher() async throws {
        let marker = #"<script id="sitegen-ab" data-experiments="[{&quot;id&quot;:&quot;tldr&quot;,&quot;variants&quot;:[&quot;A&quot;,&quot;B&quot;]}]">/* assign */</script>"#
        let served = try await ServedSite.start(files: ["post.html": "<html><head>\(marker)</head><body><p>post</p></body></html>"])
        defer { Task { await served.server.stop() } }
        let page = try await served.get("/post.html?ab=tldr:B")
        let switcher = try #require(page.body.range(of: "<nav id=\"sitegen-ab-switcher\"")).lowerBound
        let nav = page.body[switcher...]
        #expect(nav.contains(#"<a href="?ab=tldr:A" style"#))
        #expect(nav.contains(#"<a href="?ab=tldr:B" aria-current="true""#))
        #expect(!(try served.site.read("post.html")).contains("switcher"))
    }

    @Test func pagesWithoutTheMarkerGetNoSwitcher() async throws {
        let served = try await ServedSite.start(files: ["post.html": "<html><body><script id=\"other\"></script></body></html>"])
        defer { Task { await served.server.stop() } }
        let page = try await served.get("/post.html")
        #expect(!page.body.contains("sitegen-ab-switcher"))
    }

    @Test("experiment marker parsing", arguments: [
        (#"<script id="sitegen-ab" data-experiments="[{&quot;id&quot;:&quot;tldr&quot;,&quot;variants&quot;:[&quot;A&quot;,&quot;B&quot;]}]">"#,
         [ExperimentMarker.Experiment(id: "tldr", variants: ["A", "B"])]),
        (#"<script data-experiments="[{&quot;id&quot;:&quot;a&amp;b&quot;,&quot;variants&quot;:[&quot;x&quot;]},{&quot;id&quot;:&quot;c&quot;,&quot;variants&quot;:[]}]" id="sitegen-ab">"#,
         [ExperimentMarker.Experiment(id: "a&b", variants: ["x"]), ExperimentMarker.Experiment(id: "c", variants: [])]),
        (#"<script id="sitegen-ab" data-experiments="not json">"#, nil),
        (#"<script id="sitegen-ab">"#, nil),
        (#"<p>sitegen-ab</p>"#, nil),
    ] as [(String, [ExperimentMarker.Experiment]?)])
    func experimentMarkerParsing(html: String, expected: [ExperimentMarker.Experiment]?) {
        let buffer = ByteBuffer(string: "<html><head>\(html)</head></html>")
        #expect(ExperimentMarker.experiments(in: buffer) == expected)
    }
}
