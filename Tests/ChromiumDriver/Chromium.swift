import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TestSupport
import Testing

/// Headless Chromium driven through chromedriver's WebDriver HTTP API: one chromedriver and one browser
/// for the whole browser suite, because a launch costs seconds on a busy machine.
///
/// Shared by the test targets that check what a browser does with sitegen's scripts (experiments,
/// live reload); a library target because test targets cannot import one another.
public final class Chromium: Sendable {
    let driver: Process
    let endpoint: URL
    let profile: TemporaryFolder

    @TaskLocal public static var current: Chromium?

    static let chromedriverPath = ["/usr/bin/chromedriver", "/usr/local/bin/chromedriver"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// The real binary: Debian's /usr/bin/chromium is a shell wrapper that chromedriver need not go through.
    static let browserPath = ["/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    public static var isAvailable: Bool { chromedriverPath != nil && browserPath != nil }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private init(driver: Process, endpoint: URL, profile: TemporaryFolder) {
        self.driver = driver
        self.endpoint = endpoint
        self.profile = profile
    }

    private static func startDriver() throws -> (Process, Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromedriverPath!)
        process.arguments = ["--port=0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
            // "Starting ChromeDriver … on port 0" comes first; the chosen port follows in the success line.
            if let range = text.range(of: "started successfully on port "),
               let port = Int(text[range.upperBound...].prefix(while: \.isNumber)) {
                return (process, port)
            }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        throw Failure(description: "chromedriver did not report its port: \(text)")
    }

    public static func launch() async throws -> Chromium {
        let (process, port) = try startDriver()
        let profile = try TemporaryFolder("sitegen-chromium")
        let endpoint = URL(string: "http://127.0.0.1:\(port)")!
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "pageLoadStrategy": "normal",
            // Keeps the page's console messages and load failures for `consoleMessages()`.
            "goog:loggingPrefs": ["browser": "ALL"],
            "goog:chromeOptions": [
                "binary": browserPath!,
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                         "--disable-extensions", "--disable-background-networking", "--user-data-dir=\(profile.path)"],
            ],
        ]]]
        do {
            let response = try await request(endpoint.appendingPathComponent("session"), method: "POST", body: capabilities)
            guard let value = response["value"] as? [String: Any], let id = value["sessionId"] as? String else {
                throw Failure(description: "no session: \(response)")
            }
            let browser = Chromium(driver: process, endpoint: endpoint.appendingPathComponent("session").appendingPathComponent(id), profile: profile)
            // A headless window has OS focus only when nothing else takes it: on a busy CI machine
            // `document.hasFocus()` was false at load, and the engaged-time tests measured 0 s. Readers
            // look at a focused tab; emulate one so tests see that (blur/focus events still work).
            try await browser.devtools("Emulation.setFocusEmulationEnabled", ["enabled": true])
            return browser
        } catch {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw error
        }
    }

    public func quit() async {
        _ = try? await Self.request(endpoint, method: "DELETE", body: nil)
        // chromedriver ignores SIGTERM while it has children; the session is closed above, so SIGKILL is safe.
        kill(driver.processIdentifier, SIGKILL)
        driver.waitUntilExit()
        profile.remove()
    }

    public func open(_ url: URL) async throws {
        _ = try await Self.request(endpoint.appendingPathComponent("url"), method: "POST", body: ["url": url.absoluteString])
    }

    /// Runs `script` (a function body) in the page and decodes the JSON string it returns.
    public func evaluate<T: Decodable>(_ script: String, as type: T.Type = T.self) async throws -> T {
        let response = try await Self.request(endpoint.appendingPathComponent("execute/sync"), method: "POST",
                                              body: ["script": "return JSON.stringify((() => { \(script) })())", "args": []])
        guard let text = response["value"] as? String else { throw Failure(description: "script returned \(response["value"] ?? "nothing")") }
        return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }

    /// Polls `script` (a function body returning a boolean) until it returns true, for up to
    /// `seconds`. A call that fails because the page is navigating counts as not yet.
    public func waitUntil(_ script: String, seconds: Double = 15) async -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if (try? await evaluate(script, as: Bool.self)) == true { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    /// Runs a DevTools protocol command (chromedriver's `goog/cdp/execute`) and returns its result.
    @discardableResult
    public func devtools(_ command: String, _ parameters: [String: Any] = [:]) async throws -> [String: Any] {
        let response = try await Self.request(endpoint.appendingPathComponent("goog/cdp/execute"), method: "POST",
                                              body: ["cmd": command, "params": parameters])
        return response["value"] as? [String: Any] ?? [:]
    }

    /// Sizes the page's viewport in CSS pixels (scale 1), as a phone (`mobile`) or a desktop window.
    public func setViewport(width: Int, height: Int, mobile: Bool = false) async throws {
        try await devtools("Emulation.setDeviceMetricsOverride",
                           ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile])
    }

    /// Makes `prefers-color-scheme` match `scheme` (`light`, `dark`), or the default with nil.
    public func emulateColorScheme(_ scheme: String?) async throws {
        try await devtools("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": scheme ?? ""]]])
    }

    /// The browser's console messages (errors, warnings, failed loads) since the last call, as "LEVEL text".
    public func consoleMessages() async throws -> [String] {
        let response = try await Self.request(endpoint.appendingPathComponent("se/log"), method: "POST", body: ["type": "browser"])
        guard let entries = response["value"] as? [[String: Any]] else { throw Failure(description: "no browser log: \(response)") }
        return entries.map { "\($0["level"] as? String ?? "?") \($0["message"] as? String ?? "")" }
    }

    /// A PNG of the viewport.
    public func screenshot() async throws -> Data {
        let result = try await devtools("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "no screenshot: \(result)")
        }
        return data
    }

    /// One WebDriver call over a plain HTTP/1.1 socket to chromedriver on 127.0.0.1. URLSession's curl
    /// backend on Linux fails on chromedriver's responses ("Failed writing header"), and a socket is all this needs.
    private static func request(_ url: URL, method: String, body: Any?) async throws -> [String: Any] {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let head = "\(method) \(url.path) HTTP/1.1\r\nHost: 127.0.0.1:\(url.port ?? 80)\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(payload.count)\r\nConnection: close\r\n\r\n"
        let port = UInt16(url.port ?? 80)
        let message = Data(head.utf8) + payload
        // A blocking socket on its own thread: on the cooperative pool (two threads on a 2-core
        // machine) a slow page would starve the tasks that serve and rebuild it.
        let response = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, Error>) in
            Thread { continuation.resume(with: Result { try exchange(port: port, message) }) }.start()
        }
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else { throw Failure(description: "malformed HTTP response") }
        var content = response[split.upperBound...]
        let headers = String(decoding: response[..<split.lowerBound], as: UTF8.self).lowercased()
        if headers.contains("transfer-encoding: chunked") { content = dechunk(Data(content))[...] }
        let object = try JSONSerialization.jsonObject(with: Data(content)) as? [String: Any] ?? [:]
        if let value = object["value"] as? [String: Any], let error = value["error"] as? String {
            throw Failure(description: "WebDriver \(error): \(value["message"] ?? "")")
        }
        return object
    }

    private static func exchange(port: UInt16, _ request: Data) throws -> Data {
        let fd = TestSocket.stream()
        guard fd >= 0 else { throw Failure(description: "socket() failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to chromedriver on port \(port)") }
        try request.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let count = send(fd, buffer.baseAddress! + sent, buffer.count - sent, 0)
                guard count > 0 else { throw Failure(description: "send() failed") }
                sent += count
            }
        }
        // A stuck browser fails the test after two minutes instead of hanging the run.
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var response = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        // chromedriver keeps the connection open despite `Connection: close`, so stop at Content-Length.
        while !isComplete(response) {
            let count = recv(fd, &chunk, chunk.count, 0)
            if count <= 0 { break }
            response.append(contentsOf: chunk[..<count])
        }
        return response
    }

    private static func isComplete(_ response: Data) -> Bool {
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else { return false }
        let headers = String(decoding: response[..<split.lowerBound], as: UTF8.self).lowercased()
        if let line = headers.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
           let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) {
            return response.count - split.upperBound >= length
        }
        if headers.contains("transfer-encoding: chunked") { return response.suffix(5) == Data("0\r\n\r\n".utf8) }
        return false
    }

    private static func dechunk(_ data: Data) -> Data {
        var out = Data()
        var rest = data[...]
        while let lineEnd = rest.range(of: Data("\r\n".utf8)),
              let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self).split(separator: ";")[0], radix: 16), size > 0 {
            let start = lineEnd.upperBound
            out.append(rest[start..<start + size])
            rest = rest[(start + size + 2)...]
        }
        return out
    }
}

/// Starts Chromium once around the suite it marks and quits it afterwards, even when tests fail.
public struct SharedChromium: SuiteTrait, TestScoping {
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard Chromium.isAvailable else {
            try await function()
            return
        }
        let browser = try await Chromium.launch()
        do {
            try await Chromium.$current.withValue(browser) { try await function() }
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }
}

extension Trait where Self == SharedChromium {
    public static var sharedChromium: SharedChromium { SharedChromium() }
}
