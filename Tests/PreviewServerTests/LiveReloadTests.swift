import Foundation
import Testing
@testable import PreviewServer
import TestSupport

/// Stands in for SiteBuilder in watcher tests: copies the source's top-level `.html` and
/// `.css` files into a staging folder and swaps it in by rename, as the real writer does.
/// A file containing `BROKEN` fails the build with a located message; `.css` changes alone
/// are reported as stylesheet-only, as SiteKit reports them.
final class CopyingRebuilder: SiteRebuilder, @unchecked Sendable {
    let source: String
    private let lock = NSLock()
    private var batches: [[SourceChange]] = []

    init(source: String) { self.source = source }

    var recordedBatches: [[SourceChange]] { lock.withLock { batches } }

    func rebuild(changes: [SourceChange], openPages: Set<String>,
                 onFirstPages: @escaping @Sendable ([String]) -> Void) async throws(RebuildFailure) -> RebuildResult {
        lock.withLock { batches.append(changes) }
        let files = FileManager.default
        let destination = source + "/_site"
        let staging = source + "/_site.staging"
        try? files.removeItem(atPath: staging)
        try? files.createDirectory(atPath: staging, withIntermediateDirectories: true)
        for name in (try? files.contentsOfDirectory(atPath: source)) ?? [] where name.hasSuffix(".html") || name.hasSuffix(".css") {
            let text = (try? String(contentsOfFile: source + "/" + name, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").firstIndex(where: { $0.contains("BROKEN") }) {
                throw RebuildFailure("error: \(name):\(line + 1):1: the page is <BROKEN>")
            }
            try? text.write(toFile: staging + "/" + name, atomically: false, encoding: .utf8)
        }
        try? files.removeItem(atPath: destination + ".old")
        _ = rename(destination, destination + ".old")
        _ = rename(staging, destination)
        try? files.removeItem(atPath: destination + ".old")
        // What SiteKit reports for a stylesheet-only change.
        return RebuildResult(destination: destination, stylesheetsOnly: !changes.isEmpty && changes.allSatisfy { $0.path.hasSuffix(".css") })
    }
}

/// Collects watcher callbacks.
final class PathRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []
    func record(_ path: String) { lock.withLock { seen.append(path) } }
    var paths: [String] { lock.withLock { seen } }

    func waitFor(_ path: String, seconds: Double = 10) async -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if paths.contains(path) { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        // Once more after the deadline: a test resumed late (the shared pool busy with CPU-bound
        // neighbours) must not miss a path the watcher's own thread recorded in time.
        return paths.contains(path)
    }
}

@Suite("Watching the source folder")
struct WatcherTests {
    static var watcherKinds: [String] {
        #if os(Linux)
        ["inotify", "polling"]
        #else
        ["polling"]
        #endif
    }

    func makeWatcher(_ kind: String, _ filter: SourceFilter) -> any SourceWatcher {
        #if os(Linux)
        if kind == "inotify" { return InotifyWatcher(filter: filter) }
        #endif
        return PollingWatcher(filter: filter, interval: .milliseconds(50))
    }

    @Test("reports edits, new files in new folders, and deletions", arguments: watcherKinds)
    func reportsChanges(kind: String) async throws {
        let source = try TemporaryFolder("sitegen-serve")
        try source.write("_posts/first.md", "one")
        try source.write("_site/index.html", "built")
        let recorder = PathRecorder()
        let watcher = makeWatcher(kind, SourceFilter(source: source.path, destination: source.path + "/_site"))
        try watcher.start { recorder.record($0) }
        defer { watcher.stop() }
        // Let the polling watcher take its first snapshot on a clock tick of its own.
        try await Task.sleep(for: .milliseconds(120))

        try source.write("_posts/first.md", "one, edited")
        #expect(await recorder.waitFor(source.path + "/_posts/first.md"))

        try source.write("new/deeper/page.md", "fresh")
        #expect(await recorder.waitFor(source.path + "/new/deeper/page.md"))
        // The folder created a moment ago is watched too.
        try source.write("new/deeper/second.md", "fresh")
        #expect(await recorder.waitFor(source.path + "/new/deeper/second.md"))

        try FileManager.default.removeItem(atPath: source.path + "/_posts/first.md")
        try await Task.sleep(for: .milliseconds(200))
        #expect(recorder.paths.filter { $0 == source.path + "/_posts/first.md" }.count >= 2)
    }

    @Test("never descends into the destination", arguments: watcherKinds)
    func destinationIsNotWatched(kind: String) async throws {
        let source = try TemporaryFolder("sitegen-serve")
        try source.write("_site/index.html", "built")
        let recorder = PathRecorder()
        let watcher = makeWatcher(kind, SourceFilter(source: source.path, destination: source.path + "/_site"))
        try watcher.start { recorder.record($0) }
        defer { watcher.stop() }
        try await Task.sleep(for: .milliseconds(120))
        try source.write("_site/index.html", "rebuilt")
        try source.write("_site/new/page.html", "rebuilt")
        try source.write("marker.txt", "x")
        #expect(await recorder.waitFor(source.path + "/marker.txt"))
        #expect(!recorder.paths.contains { $0.hasPrefix(source.path + "/_site/") })
    }
}

@Suite("serve: edit, rebuild, reload")
struct ServeSessionTests {
    func startSession(_ source: TemporaryFolder, quietPeriod: Duration = .milliseconds(75)) async throws -> (ServeSession, CopyingRebuilder, Int) {
        var options = ServeOptions()
        options.build.source = source.path
        options.port = 0
        options.quietPeriod = quietPeriod
        let rebuilder = CopyingRebuilder(source: source.path)
        let session = ServeSession(options: options, rebuilder: rebuilder, output: ServeOutput(info: { _ in }, error: { _ in }))
        let port = try await session.start()
        return (session, rebuilder, port)
    }

    @Test func editingAPageRebuildsAndTellsBrowsersToReload() async throws {
        let source = try TemporaryFolder("sitegen-serve")
        try source.write("index.html", "<html><body>version one</body></html>")
        let (session, rebuilder, port) = try await startSession(source)
        defer { Task { await session.stop() } }
        #expect(try await RawHTTP.get("/", port: port).body.contains("version one"))

        let stream = try await EventStreamClient(port: port)
        let hello = try await stream.next("hello")
        try source.write("index.html", "<html><body>version two</body></html>")
        let reload = try await stream.next("reload")
        #expect(reload.data.contains("\"kind\":\"full\""))
        #expect(reload.data != hello.data)
        let page = try await RawHTTP.get("/", port: port)
        #expect(page.body.contains("version two"))
        #expect(rebuilder.recordedBatches.last == [SourceChange(path: "index.html")])
    }

    @Test func liveReloadClientsTellWhichPageTheyShow() async throws {
        let source = try TemporaryFolder("sitegen-serve")
        try source.write("index.html", "<html><body>home</body></html>")
        try source.write("about.html", "<html><body>about</body></html>")
        let (session, _, port) = try await startSession(source)
        defer { Task { await session.stop() } }
        let home = try await EventStreamClient(port: port, path: "/__sitegen/livereload?page=%2F")
        _ = try await home.next("hello")
        // An extensionless URL names the file it is served from; a page outside the site names nothing.
        let about = try await EventStreamClient(port: port, path: "/__sitegen/livereload?page=%2Fabout")
        _ = try await about.next("hello")
        let outside = try await EventStreamClient(port: port, path: "/__sitegen/livereload?page=%2F..%2Fetc%2Fpasswd")
        _ = try await outside.next("hello")
        #expect(session.server.hub.openPages == ["index.html", "about.html"])
    }

    @Test func stylesheetOnlyChangeAsksForAStylesheetSwap() async throws {
        let source = try TemporaryFolder("sitegen-serve")
        try source.write("index.html", "<html><body>page</body></html>")
        try source.write("style.css", "body{}")
        let (session, _, port) = try await startSession(source)
        defer { Task { await session.stop() } }
        let stream = try await EventStreamClient(port: port)
        _ = try await stream.next("hello")
        try source.write("style.css", "body{color:red}")
        let reload = try await stream.next("reload")
        #expect(reload.data.contains("\"kind\":\"css\""))
    }

    /// Every thread of the shared cooperative pool blocked, as CPU-bound neighbours in a loaded
    /// test run hold them: an edit is still rebuilt and announced, because the session's rebuild
    /// loop runs on a thread of its own. On the pool, the reload waited for the pool to free up
    /// (`stylesheetOnlyChangeAsksForAStylesheetSwap` once timed out that way under load).
    @Test func editIsRebuiltAndAnnouncedWhileTheSharedPoolIsBlocked() async throws {
        let source = try TemporaryFolder("sitegen-serve")
        try source.write("index.html", "<html><body>page</body></html>")
        try source.write("style.css", "body{}")
        let (session, _, port) = try await startSession(source)
        defer { Task { await session.stop() } }
        let stream = try await EventStreamClient(port: port)
        _ = try await stream.next("hello")
        let width = ProcessInfo.processInfo.activeProcessorCount
        let release = DispatchSemaphore(value: 0)
        let blocked = DispatchSemaphore(value: 0)
        // More blockers than pool threads, so the pool is full whatever else runs beside. Each
        // holds its thread longer than the wait below, so a reload that needs the pool misses it;
        // bounded, so a neighbour that itself waits on the pool is delayed, never stuck.
        for _ in 0..<(width * 2) {
            Task.detached {
                blocked.signal()
                _ = release.wait(timeout: .now() + 30)
            }
        }
        let reload = try await RawHTTP.onThread { () throws -> EventStreamClient.Event in
            defer { for _ in 0..<(width * 2) { release.signal() } }
            for _ in 0..<width { _ = blocked.wait(timeout: .now() + 5) }
            try source.write("style.css", "body{color:red}")
            return try stream.nextBlocking("reload", within: 20)
        }
        #expect(reload.data.contains("\"kind\":\"css\""))
    }

    @Test func brokenBuildPushesTheErrorAndKeepsServingTheLastGoodSite() async throws {
        let source = try TemporaryFolder("sitegen-serve")
        try source.write("index.html", "<html><body>good</body></html>")
        let (session, _, port) = try await startSession(source)
        defer { Task { await session.stop() } }
        let stream = try await EventStreamClient(port: port)
        _ = try await stream.next("hello")

        try source.write("index.html", "<html><body>\nBROKEN</body></html>")
        let failure = try await stream.next("build-error")
        #expect(failure.data.contains(#""message":"error: index.html:2:1: the page is <BROKEN>""#))
        let page = try await RawHTTP.get("/", port: port)
        #expect(page.body.contains("good"))
        #expect(page.body.contains("error: index.html:2:1: the page is &lt;BROKEN&gt;"))

        try source.write("index.html", "<html><body>fixed</body></html>")
        _ = try await stream.next("reload")
        let fixed = try await RawHTTP.get("/", port: port)
        #expect(fixed.body.contains("fixed"))
        #expect(!fixed.body.contains("<div id=\"sitegen-error-overlay\""))
    }

    @Test func burstOfSavesIsOneRebuildAndEditorDebrisIsIgnored() async throws {
        let source = try TemporaryFolder("sitegen-serve")
        try source.write("index.html", "<p>0</p>")
        let (session, rebuilder, port) = try await startSession(source, quietPeriod: .milliseconds(400))
        defer { Task { await session.stop() } }
        let stream = try await EventStreamClient(port: port)
        _ = try await stream.next("hello")
        let initialBuilds = rebuilder.recordedBatches.count
        try source.write(".index.html.swp", "vim swap")
        try source.write("index.html~", "backup")
        try source.write("4913", "")
        for index in 1...8 { try source.write("page\(index).html", "<p>\(index)</p>") }
        _ = try await stream.next("reload")
        let batches = rebuilder.recordedBatches.dropFirst(initialBuilds)
        #expect(batches.count == 1)
        #expect(Set(batches.first?.map(\.path) ?? []) == Set((1...8).map { "page\($0).html" }))
    }

    @Test func initialBuildFailureStillServesWithTheOverlay() async throws {
        let source = try TemporaryFolder("sitegen-serve")
        try source.write("index.html", "BROKEN")
        let (session, _, port) = try await startSession(source)
        defer { Task { await session.stop() } }
        let response = try await RawHTTP.get("/", port: port)
        #expect(response.status == 404)
        #expect(response.body.contains("<div id=\"sitegen-error-overlay\""))
        #expect(session.server.status.currentError == "error: index.html:1:1: the page is <BROKEN>")
    }
}

@Suite("serve with the real SiteBuilder")
struct SiteKitServeTests {
    @Test func editingAPostRebuildsItAndABrokenLayoutShowsTheLocatedError() async throws {
        let source = try TemporaryFolder("sitegen-serve")
        try source.write("_config.yml", "title: Test\npermalink: /:title.html\n")
        try source.write("_layouts/default.html", "<html><body>\n{{ content }}\n</body></html>\n")
        try source.write("_posts/2024-01-01-hello.md", "---\nlayout: default\n---\nFirst words.\n")
        let (session, port) = try await ServeSession.startQuietly(source: source)
        defer { Task { await session.stop() } }
        #expect(try await RawHTTP.get("/hello.html", port: port).body.contains("First words."))

        let stream = try await EventStreamClient(port: port)
        _ = try await stream.next("hello")
        try source.write("_posts/2024-01-01-hello.md", "---\nlayout: default\n---\nSecond words.\n")
        _ = try await stream.next("reload")
        let page = try await RawHTTP.get("/hello.html", port: port)
        #expect(page.body.contains("Second words."))
        #expect(!(try source.read("_site/hello.html")).contains("sitegen-livereload"))

        try source.write("_layouts/default.html", "<html><body>\n{{ content }}\n{% if page.title %}\n</body></html>\n")
        let failure = try await stream.next("build-error")
        #expect(failure.data.contains("_layouts/default.html:3:"))
        let failing = try await RawHTTP.get("/hello.html", port: port)
        #expect(failing.body.contains("Second words."))
        #expect(failing.body.contains("<div id=\"sitegen-error-overlay\""))
        #expect(failing.body.contains("_layouts/default.html:3:"))
    }

    @Test func siteURLPointsAtThePreviewServerAsInJekyllServe() async throws {
        let source = try TemporaryFolder("sitegen-serve")
        try source.write("_config.yml", "url: https://example.com\n")
        try source.write("index.html", "---\n---\n<a href=\"{{ '/about/' | absolute_url }}\">{{ site.url }}</a>\n")
        let (session, port) = try await ServeSession.startQuietly(source: source)
        defer { Task { await session.stop() } }
        let page = try await RawHTTP.get("/", port: port).body
        #expect(page.contains("<a href=\"http://localhost:\(port)/about/\">http://localhost:\(port)</a>"))
        // What is on disk is the preview's build; `sitegen build` keeps the configured url.
        #expect(try source.read("_site/index.html").contains("http://localhost:\(port)"))
    }

    @Test func baseurlOnTheCommandLineIsWhereTheSiteIsServed() async throws {
        let source = try TemporaryFolder("sitegen-serve")
        try source.write("_config.yml", "baseurl: /from-config\n")
        try source.write("index.html", "---\n---\n<a href=\"{{ '/about/' | relative_url }}\">about</a>\n")
        let (session, port) = try await ServeSession.startQuietly(source: source) { $0.build.baseurl = "/blog" }
        defer { Task { await session.stop() } }
        #expect(try await RawHTTP.get("/blog/", port: port).body.contains("<a href=\"/blog/about/\">"))
        #expect(try await RawHTTP.get("/", port: port).header("Location") == "/blog/")
        #expect(try await RawHTTP.get("/from-config/", port: port).status == 404)
    }

    @Test func productionEnvironmentKeepsTheConfiguredURL() {
        var options = ServeOptions()
        options.host = "0.0.0.0"
        #expect(ServeSession.buildOptions(options, port: 4001, environment: [:]).url == "http://0.0.0.0:4001")
        #expect(ServeSession.buildOptions(options, port: 4001, environment: ["JEKYLL_ENV": "production"]).url == nil)
        options.host = "::1"
        #expect(ServeSession.buildOptions(options, port: 80, environment: [:]).url == "http://[::1]:80")
        options.build.url = "https://given.example"
        #expect(ServeSession.buildOptions(options, port: 80, environment: [:]).url == "https://given.example")
    }
}
