import Foundation
import Testing
import SiteKit
@testable import PreviewServer
import TestSupport

/// A served folder and a running server on a free port, stopped at the end of the test.
struct ServedSite {
    let site: TemporaryFolder
    let server: PreviewServer
    let port: Int

    static func start(liveReload: Bool = true, baseurl: String = "", files: [String: String]) async throws -> ServedSite {
        let site = try TemporaryFolder("sitegen-serve")
        for (path, text) in files { try site.write(path, text) }
        let server = PreviewServer(configuration: .init(folder: site.path, port: 0, liveReload: liveReload, baseurl: baseurl))
        let port = try await server.start()
        return ServedSite(site: site, server: server, port: port)
    }

    func get(_ target: String, method: String = "GET", headers: [String: String] = [:]) async throws -> RawResponse {
        try await RawHTTP.get(target, port: port, method: method, headers: headers)
    }
}

let basicSite: [String: String] = [
    "index.html": "<!DOCTYPE html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>\n",
    "about/index.html": "<html><body><p>About</p></body></html>\n",
    "contact.html": "<html><body>Contact</body></html>\n",
    "404.html": "<html><body><h1>Custom missing page</h1></body></html>\n",
    "assets/site.css": "body { color: red }\n",
    "assets/app.js": "console.log(1)\n",
    "assets/logo.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
    "feed.xml": "<?xml version=\"1.0\"?><feed/>\n",
    "data.json": "{}\n",
    "photo.PNG": "not really a png",
    "notes.unknownext": "?",
]

@Suite("Serving files")
struct FileServingTests {
    @Test("content types follow the file extension", arguments: [
        ("/assets/site.css", "text/css; charset=utf-8"),
        ("/assets/app.js", "text/javascript; charset=utf-8"),
        ("/assets/logo.svg", "image/svg+xml"),
        ("/feed.xml", "application/xml; charset=utf-8"),
        ("/data.json", "application/json; charset=utf-8"),
        ("/photo.PNG", "image/png"),
        ("/notes.unknownext", "application/octet-stream"),
        ("/contact.html", "text/html; charset=utf-8"),
    ])
    func contentTypeFollowsExtension(path: String, expected: String) async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let response = try await served.get(path)
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == expected)
    }

    @Test func folderServesItsIndexPage() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let root = try await served.get("/")
        #expect(root.status == 200)
        #expect(root.body.contains("<h1>Home</h1>"))
        let about = try await served.get("/about/")
        #expect(about.status == 200)
        #expect(about.body.contains("<p>About</p>"))
    }

    @Test func folderWithoutSlashRedirectsKeepingTheQuery() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let response = try await served.get("/about?x=1")
        #expect(response.status == 302)
        #expect(response.header("Location") == "/about/?x=1")
    }

    @Test func extensionlessPathServesTheHTMLPageAsJekyllDoes() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let response = try await served.get("/contact")
        #expect(response.status == 200)
        #expect(response.body.contains("Contact"))
    }

    @Test func missingFileGetsTheSites404PageWithStatus404() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let response = try await served.get("/no/such/page.html")
        #expect(response.status == 404)
        #expect(response.body.contains("Custom missing page"))
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
    }

    @Test func missingFileWithoutA404PageStillGets404() async throws {
        let served = try await ServedSite.start(files: ["index.html": "<p>hi</p>"])
        defer { Task { await served.server.stop() } }
        let response = try await served.get("/gone.css")
        #expect(response.status == 404)
        #expect(response.body.contains("404 Not Found"))
    }

    @Test func matchingETagGets304WithoutBody() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let first = try await served.get("/assets/site.css")
        let tag = try #require(first.header("ETag"))
        #expect(tag.hasPrefix("\""))
        let second = try await served.get("/assets/site.css", headers: ["If-None-Match": "\"other\", \(tag)"])
        #expect(second.status == 304)
        #expect(second.body.isEmpty)
        #expect(second.header("ETag") == tag)
        let stale = try await served.get("/assets/site.css", headers: ["If-None-Match": "\"other\""])
        #expect(stale.status == 200)
    }

    @Test func ifModifiedSinceGets304UntilTheFileChanges() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let first = try await served.get("/assets/app.js")
        let lastModified = try #require(first.header("Last-Modified"))
        let unchanged = try await served.get("/assets/app.js", headers: ["If-Modified-Since": lastModified])
        #expect(unchanged.status == 304)
        let older = try await served.get("/assets/app.js", headers: ["If-Modified-Since": "Sat, 01 Jan 2000 00:00:00 GMT"])
        #expect(older.status == 200)
        #expect(older.body == "console.log(1)\n")
    }

    @Test func changedFileGetsANewETag() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let before = try await served.get("/assets/site.css")
        try served.site.write("assets/site.css", "body { color: blue }\n")
        let after = try await served.get("/assets/site.css", headers: ["If-None-Match": before.header("ETag") ?? ""])
        #expect(after.status == 200)
        #expect(after.body == "body { color: blue }\n")
    }

    @Test func headSendsTheHeadersOfGetWithoutTheBody() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let get = try await served.get("/index.html")
        let head = try await served.get("/index.html", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Length") == String(get.body.utf8.count))
        #expect(head.header("Content-Type") == get.header("Content-Type"))
        let css = try await served.get("/assets/site.css", method: "HEAD")
        #expect(css.header("Content-Length") == "20")
        #expect(css.body.isEmpty)
    }

    @Test func otherMethodsAreRefused() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let response = try await served.get("/index.html", method: "POST")
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
    }

    @Test func siteIsServedUnderItsBaseurl() async throws {
        let served = try await ServedSite.start(baseurl: "/blog/", files: basicSite)
        defer { Task { await served.server.stop() } }
        let page = try await served.get("/blog/contact.html")
        #expect(page.status == 200)
        #expect(page.body.contains("Contact"))
        let index = try await served.get("/blog/")
        #expect(index.body.contains("<h1>Home</h1>"))
        let bare = try await served.get("/blog")
        #expect(bare.status == 302)
        #expect(bare.header("Location") == "/blog/")
        let root = try await served.get("/")
        #expect(root.header("Location") == "/blog/")
        let folder = try await served.get("/blog/about")
        #expect(folder.header("Location") == "/blog/about/")
        let outside = try await served.get("/contact.html")
        #expect(outside.status == 404)
        let lookalike = try await served.get("/blogcontact.html")
        #expect(lookalike.status == 404)
    }

    @Test func largeFilesAreStreamedWhole() async throws {
        let big = String(repeating: "0123456789abcdef", count: (SiteResponder.wholeReadLimit / 16) + 1000)
        let served = try await ServedSite.start(files: ["big.txt": big])
        defer { Task { await served.server.stop() } }
        let response = try await served.get("/big.txt")
        #expect(response.status == 200)
        #expect(response.body.utf8.count == big.utf8.count)
        #expect(response.body == big)
    }
}

@Suite("Paths that leave the served folder")
struct TraversalTests {
    @Test("are answered 404 without reading outside", arguments: [
        "/../secret.txt",
        "/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt",
        "/.%2e/secret.txt",
        "/inner/../../secret.txt",
        "/inner/%2e%2e/%2e%2e/secret.txt",
        "/..%2fsecret.txt",
        "/..%2Fsecret.txt",
        "/..\\secret.txt",
        "/..%5csecret.txt",
        "/inner/..%5c..%5csecret.txt",
        "/%00/secret.txt",
        "/inner/%ZZ",
        "/%c0%ae%c0%ae/secret.txt",
        "/escape/secret.txt",
        "/escape-file",
    ])
    func traversalIsRefused(target: String) async throws {
        let outer = try TemporaryFolder("sitegen-serve")
        try outer.write("secret.txt", "TOP SECRET")
        try outer.write("site/index.html", "<p>site</p>")
        try outer.write("site/inner/page.html", "<p>inner</p>")
        try outer.write("site/404.html", "<p>custom 404</p>")
        // Symlinks that point out of the site, to a folder and to a file.
        try FileManager.default.createSymbolicLink(atPath: outer.path + "/site/escape", withDestinationPath: outer.path)
        try FileManager.default.createSymbolicLink(atPath: outer.path + "/site/escape-file", withDestinationPath: outer.path + "/secret.txt")
        let server = PreviewServer(configuration: .init(folder: outer.path + "/site", port: 0))
        let port = try await server.start()
        defer { Task { await server.stop() } }

        let response = try await RawHTTP.get(target, port: port)
        #expect(response.status == 404)
        #expect(!response.body.contains("TOP SECRET"))
        // The raw request reached the server unchanged: a normalising client would have got 200 or 400.
        #expect(response.body.contains("custom 404"))
    }

    @Test func symlinkInsideTheFolderIsServed() async throws {
        let site = try TemporaryFolder("sitegen-serve")
        try site.write("real.txt", "inside")
        try FileManager.default.createSymbolicLink(atPath: site.path + "/alias.txt", withDestinationPath: site.path + "/real.txt")
        let server = PreviewServer(configuration: .init(folder: site.path, port: 0))
        let port = try await server.start()
        defer { Task { await server.stop() } }
        let response = try await RawHTTP.get("/alias.txt", port: port)
        #expect(response.status == 200)
        #expect(response.body == "inside")
    }

    @Test func percentEncodedNamesAreDecoded() async throws {
        let site = try TemporaryFolder("sitegen-serve")
        try site.write("my page.html", "<p>spaced</p>")
        try site.write("café/index.html", "<p>accent</p>")
        let server = PreviewServer(configuration: .init(folder: site.path, port: 0, liveReload: false))
        let port = try await server.start()
        defer { Task { await server.stop() } }
        let spaced = try await RawHTTP.get("/my%20page.html", port: port)
        #expect(spaced.body == "<p>spaced</p>")
        let accented = try await RawHTTP.get("/caf%C3%A9/", port: port)
        #expect(accented.body == "<p>accent</p>")
    }
}

@Suite("Starting the server")
struct ServerStartTests {
    @Test func portInUseIsAClearError() async throws {
        let site = try TemporaryFolder("sitegen-serve")
        let first = PreviewServer(configuration: .init(folder: site.path, port: 0))
        let port = try await first.start()
        defer { Task { await first.stop() } }
        let second = PreviewServer(configuration: .init(folder: site.path, port: port))
        let error = await #expect(throws: PreviewServerError.self) { _ = try await second.start() }
        #expect(error == .addressInUse(host: "127.0.0.1", port: port))
        #expect(error?.description == """
            error: cannot serve on 127.0.0.1:\(port): the address is already in use.
              Stop the other server, or pick another port with --port.
            """)
    }

    @Test func stoppingEndsOpenLiveReloadStreams() async throws {
        let served = try await ServedSite.start(files: basicSite)
        let stream = try await EventStreamClient(port: served.port)
        _ = try await stream.next("hello")
        await served.server.stop()
        #expect(try await stream.waitForClose(within: 5))
    }
}

@Suite("Rebuilds while serving")
struct SwapTests {
    @Test func requestsDuringFolderSwapsSeeAWholeOldOrNewPage() async throws {
        let outer = try TemporaryFolder("sitegen-serve")
        let versions = (0..<2).map { version in
            "<html><body>" + String(repeating: "version \(version) ", count: 20_000) + "</body></html>"
        }
        try outer.write("_site/page.txt", versions[0])
        let server = PreviewServer(configuration: .init(folder: outer.path + "/_site", port: 0))
        let port = try await server.start()
        defer { Task { await server.stop() } }

        // Swaps the folder the way SiteKit's StagedDiskWriter does: stage, exchange, delete.
        let swapper = Task.detached {
            var index = 0
            while !Task.isCancelled {
                index += 1
                let staging = outer.path + "/.staging"
                try? FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
                try? versions[index % 2].write(toFile: staging + "/page.txt", atomically: false, encoding: .utf8)
                if AtomicSwap.exchange(staging, outer.path + "/_site") {
                    try? FileManager.default.removeItem(atPath: staging)
                } else {
                    _ = rename(outer.path + "/_site", outer.path + "/.old")
                    _ = rename(staging, outer.path + "/_site")
                    try? FileManager.default.removeItem(atPath: outer.path + "/.old")
                }
            }
        }
        defer { swapper.cancel() }
        for _ in 0..<150 {
            let response = try await RawHTTP.get("/page.txt", port: port)
            #expect(response.status == 200)
            let isWholeVersion = versions.contains(response.body)
            #expect(isWholeVersion, "a \(response.body.utf8.count)-byte body that is neither version")
        }
    }
}

@Suite("Bad listen addresses")
struct ListenAddressTests {
    @Test func unknownHostIsExplainedWithoutTypeNames() async throws {
        let site = try TemporaryFolder("sitegen-serve")
        let server = PreviewServer(configuration: .init(folder: site.path, host: "999.1.1.1", port: 0))
        let error = await #expect(throws: PreviewServerError.self) { _ = try await server.start() }
        #expect(error?.description == "error: cannot serve on 999.1.1.1:0: '999.1.1.1' is not an address this machine can listen on")
    }
}
