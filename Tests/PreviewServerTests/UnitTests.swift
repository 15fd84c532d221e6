import Foundation
import Testing
@testable import PreviewServer
import SiteKit
import TestSupport

@Suite("Request paths")
struct RequestPathTests {
    @Test("decoded into safe segments", arguments: [
        ("/", [String](), true),
        ("/a/b.html", ["a", "b.html"], false),
        ("/a//b/", ["a", "b"], true),
        ("/./a/./b", ["a", "b"], false),
        ("/my%20page", ["my page"], false),
        ("/caf%C3%A9", ["café"], false),
        ("/a%3Fb", ["a?b"], false),
    ])
    func decodes(raw: String, segments: [String], trailingSlash: Bool) throws {
        let path = try #require(RequestPath(raw: raw[...]))
        #expect(path.segments == segments)
        #expect(path.hasTrailingSlash == trailingSlash)
    }

    @Test("refused", arguments: [
        "", "relative", "/..", "/a/../b", "/%2e%2e", "/%2E%2e/x", "/a%2fb", "/a%2Fb", "/a\\b", "/a%5cb",
        "/a%00b", "/%zz", "/%4", "/%ff%fe",
    ])
    func refuses(raw: String) {
        #expect(RequestPath(raw: raw[...]) == nil)
    }

    @Test func reencodingRoundTrips() throws {
        let path = try #require(RequestPath(raw: "/caf%C3%A9/my%20page/"[...]))
        #expect(path.encoded == "/caf%C3%A9/my%20page/")
    }
}

@Suite("HTTP dates")
struct HTTPDateTests {
    @Test("formatting and parsing agree", arguments: [
        (0, "Thu, 01 Jan 1970 00:00:00 GMT"),
        (784_111_777, "Sun, 06 Nov 1994 08:49:37 GMT"),
        (951_782_400, "Tue, 29 Feb 2000 00:00:00 GMT"),
        (1_795_420_000, "Mon, 23 Nov 2026 07:46:40 GMT"),
    ])
    func roundTrip(seconds: Int, text: String) {
        #expect(HTTPDate.format(epochSeconds: seconds) == text)
        #expect(HTTPDate.parse(text) == seconds)
    }

    @Test("other date forms are ignored", arguments: ["Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994", "garbage", ""])
    func otherFormsAreIgnored(text: String) {
        #expect(HTTPDate.parse(text) == nil)
    }
}

@Suite("Watching only the site's files")
struct SourceFilterTests {
    @Test("leaves out the destination, editor debris and tool folders", arguments: [
        ("_posts/2024-01-01-hello.md", true),
        ("_layouts/post.html", true),
        ("_config.yml", true),
        ("assets/logo.png", true),
        (".htaccess", true),
        ("_site/index.html", false),
        ("_site", false),
        ("_site.tmp-1234/index.html", false),
        ("_posts/.hello.md.swp", false),
        ("_posts/hello.md~", false),
        ("_posts/.#hello.md", false),
        ("_posts/4913", false),
        ("_posts/#hello.md#", false),
        (".git/index", false),
        ("node_modules/x/index.js", false),
        (".jekyll-cache/x", false),
    ])
    func passes(relative: String, passed: Bool) throws {
        let source = try TemporaryFolder("sitegen-serve")
        let filter = SourceFilter(source: source.path, destination: source.path + "/_site")
        let change = filter.change(at: source.path + "/" + relative)
        #expect((change != nil) == passed)
        if passed { #expect(change?.path == relative) }
    }

    @Test func theSourceFolderItselfMeansAnythingMayHaveChanged() throws {
        let source = try TemporaryFolder("sitegen-serve")
        let filter = SourceFilter(source: source.path, destination: source.path + "/_site")
        #expect(filter.change(at: source.path) == SourceChange(path: ""))
    }

    @Test func destinationOutsideTheSourceIsNotConfusedWithSiblings() throws {
        let source = try TemporaryFolder("sitegen-serve")
        let filter = SourceFilter(source: source.path + "/src", destination: source.path + "/public")
        #expect(filter.change(at: source.path + "/src/public.txt") == SourceChange(path: "public.txt"))
        #expect(filter.change(at: source.path + "/elsewhere.html") == nil)
    }
}

@Suite("Coalescing bursts of changes")
struct ChangeBatcherTests {
    let start = ContinuousClock.now

    func change(_ path: String) -> SourceChange { SourceChange(path: path) }

    @Test func burstBecomesOneBatchAfterTheQuietPeriod() {
        var batcher = ChangeBatcher(quietPeriod: .milliseconds(75))
        batcher.add(change("a.md"), at: start)
        batcher.add(change("b.md"), at: start + .milliseconds(30))
        batcher.add(change("c.md"), at: start + .milliseconds(60))
        #expect(batcher.takeIfDue(at: start + .milliseconds(100)) == nil)
        #expect(batcher.deadline == start + .milliseconds(135))
        #expect(batcher.takeIfDue(at: start + .milliseconds(135))?.map(\.path) == ["a.md", "b.md", "c.md"])
        #expect(batcher.isEmpty)
        #expect(batcher.deadline == nil)
    }

    @Test func samePathTwiceKeepsItsFirstPlace() {
        var batcher = ChangeBatcher()
        batcher.add(change("x.html"), at: start)
        batcher.add(change("y.md"), at: start)
        batcher.add(change("x.html"), at: start + .milliseconds(10))
        let batch = batcher.takeIfDue(at: start + .seconds(1))
        #expect(batch == [change("x.html"), change("y.md")])
    }

    @Test func endlessStreamIsCutAtTheMaximumDelay() {
        var batcher = ChangeBatcher(quietPeriod: .milliseconds(75), maximumDelay: .milliseconds(500))
        var now = start
        for index in 0..<20 {
            batcher.add(change("f\(index).md"), at: now)
            now += .milliseconds(50)
        }
        #expect(batcher.deadline == start + .milliseconds(500))
        #expect(batcher.takeIfDue(at: start + .milliseconds(500))?.count == 20)
    }
}

@Suite("Base URLs")
struct BaseurlTests {
    @Test("normalised as relative_url uses them", arguments: [("", ""), ("/", ""), ("/blog", "/blog"), ("/blog/", "/blog"), ("blog", "/blog"), ("/a/b/", "/a/b")])
    func normalises(input: String, expected: String) {
        #expect(BuildStatus.normalizedBaseurl(input) == expected)
    }

    @Test func serveTakesTheBaseurlAndDestinationFromSiteKitBeforeBuilding() throws {
        let source = try TemporaryFolder("sitegen-serve")
        try source.write("_config.yml", "title: x\nbaseurl: \"/blog\" # comment\ndestination: public\n")
        var options = BuildOptions()
        options.source = source.path
        let paths = SiteBuilder.resolvedPaths(for: options)
        #expect(paths.baseurl == "/blog")
        #expect(paths.destination == URL(fileURLWithPath: source.path + "/public").standardizedFileURL.path)
        try source.write("_dev.yml", "baseurl: ''\n")
        options.configFiles = [source.path + "/_config.yml", source.path + "/_dev.yml"]
        #expect(SiteBuilder.resolvedPaths(for: options).baseurl == "")
    }
}

@Suite("Live-reload events")
struct LiveReloadEventTests {
    @Test func reloadNamingPagesReachesOnlyTheBrowsersShowingThem() async {
        let hub = LiveReloadHub()
        let (_, post) = hub.subscribe(page: "2024/01/02/post.html")!
        let (_, home) = hub.subscribe(page: "index.html")!
        let (_, unknown) = hub.subscribe()!
        #expect(hub.openPages == ["2024/01/02/post.html", "index.html"])
        hub.broadcast(.reload(.full, pages: ["2024/01/02/post.html"], generation: "g2"))
        hub.broadcast(.reload(.full, generation: "g3"))
        hub.close()
        func received(_ stream: AsyncStream<LiveReloadEvent>) async -> [String] {
            var events: [String] = []
            for await event in stream { events.append(event.wireFormat) }
            return events
        }
        let reloadG2 = "event: reload\ndata: {\"kind\":\"full\",\"generation\":\"g2\"}\n\n"
        let reloadG3 = "event: reload\ndata: {\"kind\":\"full\",\"generation\":\"g3\"}\n\n"
        #expect(await received(post) == [reloadG2, reloadG3])
        #expect(await received(home) == ["event: built\ndata: {\"generation\":\"g2\"}\n\n", reloadG3])
        // A browser that did not say which page it shows reloads to be safe.
        #expect(await received(unknown) == [reloadG2, reloadG3])
    }
}
