import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import PreviewServer

/// A headless Chromium session over chromedriver's WebDriver API, enough to load a page and
/// run scripts in it.
final class BrowserSession: @unchecked Sendable {
    static let driverPath = ["/usr/bin/chromedriver", "/usr/local/bin/chromedriver"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let browserPath = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var isAvailable: Bool { driverPath != nil && browserPath != nil }

    private let driver: Process
    private let port: Int
    private let profile: TempFolder
    private var session = ""

    init() async throws {
        profile = try TempFolder()
        port = try Self.freePort()
        driver = Process()
        driver.executableURL = URL(fileURLWithPath: Self.driverPath!)
        driver.arguments = ["--port=\(port)"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        var ready = false
        for _ in 0..<100 where !ready {
            ready = (try? await call("GET", "/status")) != nil
            if !ready { try await Task.sleep(for: .milliseconds(100)) }
        }
        let options: [String: Any] = [
            "binary": Self.browserPath!,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--user-data-dir=\(profile.path)"],
        ]
        let created = try await call("POST", "/session", ["capabilities": ["alwaysMatch": ["goog:chromeOptions": options]]])
        guard let value = created["value"] as? [String: Any], let id = value["sessionId"] as? String else {
            throw TestFailure("no WebDriver session: \(created)")
        }
        session = id
    }

    func open(_ url: String) async throws {
        _ = try await call("POST", "/session/\(session)/url", ["url": url])
    }

    /// Runs `script` (a function body) in the page and returns its result.
    func run(_ script: String) async throws -> Any? {
        let result = try await call("POST", "/session/\(session)/execute/sync", ["script": script, "args": []])
        return result["value"]
    }

    /// Polls `script` until it returns true.
    func waitUntil(_ script: String, seconds: Double = 10) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try await run(script) as? Bool == true { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    func close() async {
        _ = try? await call("DELETE", "/session/\(session)")
        driver.terminate()
        driver.waitUntilExit()
    }

    /// Over the test's raw socket client: URLSession's curl backend on Linux fails on
    /// chromedriver's responses ("Failed writing header").
    private func call(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> [String: Any] {
        let text = try body.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
        let response = try await RawHTTP.get(
            path, port: port, method: method, headers: text == nil ? [:] : ["Content-Type": "application/json"], body: text)
        return (try JSONSerialization.jsonObject(with: Data(response.body.utf8))) as? [String: Any] ?? [:]
    }

    private static func freePort() throws -> Int {
        let socket = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { Glibc.close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && getsockname(socket, pointer, &length) == 0
            }
        }
        guard bound else { throw TestFailure("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

@Suite("Live reload in a real browser", .enabled(if: BrowserSession.isAvailable), .serialized)
struct BrowserLiveReloadTests {
    @Test func overlayStylesheetSwapAndReloadHappenInThePage() async throws {
        let served = try await ServedSite.start(files: [
            "index.html": "<html><head><link rel=\"stylesheet\" href=\"/site.css\"></head><body><p id=\"text\">hello</p></body></html>",
            "site.css": "p { color: red }",
        ])
        let browser = try await BrowserSession()
        do {
            try await browser.open("http://127.0.0.1:\(served.port)/")
            #expect(try await browser.waitUntil("return document.getElementById('text') !== null"))
            // A marker that survives a stylesheet swap but not a reload.
            _ = try await browser.run("window.sitegenMarker = 1; return true")
            let subscribed = await Self.waitFor { served.server.hub.subscriberCount == 1 }
            #expect(subscribed)

            served.server.buildFailed("error: _layouts/post.html:3:7: unknown tag 'iff'")
            #expect(try await browser.waitUntil(
                "var o = document.getElementById('sitegen-error-overlay'); return o !== null && o.textContent.indexOf(\"unknown tag 'iff'\") >= 0"))

            served.server.buildSucceeded(reload: .css)
            #expect(try await browser.waitUntil(
                "return document.getElementById('sitegen-error-overlay') === null && document.querySelector('link[rel=stylesheet]').href.indexOf('__sitegen=') > 0"))
            #expect(try await browser.run("return window.sitegenMarker === 1") as? Bool == true)

            served.server.buildSucceeded(reload: .full)
            #expect(try await browser.waitUntil("return window.sitegenMarker === undefined && document.getElementById('text') !== null"))
        } catch {
            Issue.record(error)
        }
        await browser.close()
        await served.server.stop()
    }

    static func waitFor(_ condition: @Sendable () -> Bool) async -> Bool {
        for _ in 0..<200 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }
}
