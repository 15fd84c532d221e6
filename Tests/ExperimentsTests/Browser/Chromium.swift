import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Headless Chromium driven through chromedriver's WebDriver HTTP API: one chromedriver and one browser
/// for the whole browser suite, because a launch costs seconds on a busy machine.
final class Chromium: Sendable {
    let driver: Process
    let endpoint: URL
    let profile: URL

    @TaskLocal static var current: Chromium?

    static let chromedriverPath = ["/usr/bin/chromedriver", "/usr/local/bin/chromedriver"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// The real binary: Debian's /usr/bin/chromium is a shell wrapper that chromedriver need not go through.
    static let browserPath = ["/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var isAvailable: Bool { chromedriverPath != nil && browserPath != nil }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private init(driver: Process, endpoint: URL, profile: URL) {
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
            if let range = text.range(of: "on port "), let end = text[range.upperBound...].firstIndex(of: ".") ?? text[range.upperBound...].firstIndex(of: "\n"),
               let port = Int(text[range.upperBound..<end]) {
                return (process, port)
            }
        }
        process.terminate()
        throw Failure(description: "chromedriver did not report its port: \(text)")
    }

    static func launch() async throws -> Chromium {
        let (process, port) = try startDriver()
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-chromium-\(UUID().uuidString)")
        let endpoint = URL(string: "http://127.0.0.1:\(port)")!
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "pageLoadStrategy": "normal",
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
            return Chromium(driver: process, endpoint: endpoint.appendingPathComponent("session").appendingPathComponent(id), profile: profile)
        } catch {
            process.terminate()
            throw error
        }
    }

    func quit() async {
        _ = try? await Self.request(endpoint, method: "DELETE", body: nil)
        driver.terminate()
        driver.waitUntilExit()
        try? FileManager.default.removeItem(at: profile)
    }

    func open(_ url: URL) async throws {
        _ = try await Self.request(endpoint.appendingPathComponent("url"), method: "POST", body: ["url": url.absoluteString])
    }

    /// Runs `script` (a function body) in the page and decodes the JSON string it returns.
    func evaluate<T: Decodable>(_ script: String, as type: T.Type = T.self) async throws -> T {
        let response = try await Self.request(endpoint.appendingPathComponent("execute/sync"), method: "POST",
                                              body: ["script": "return JSON.stringify((() => { \(script) })())", "args": []])
        guard let text = response["value"] as? String else { throw Failure(description: "script returned \(response["value"] ?? "nothing")") }
        return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }

    private static func request(_ url: URL, method: String, body: Any?) async throws -> [String: Any] {
        var request = URLRequest(url: url, timeoutInterval: 120)
        request.httpMethod = method
        if let body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, _) = try await URLSession.shared.data(for: request)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        if let value = object["value"] as? [String: Any], let error = value["error"] as? String {
            throw Failure(description: "WebDriver \(error): \(value["message"] ?? "")")
        }
        return object
    }
}

/// Starts Chromium once around the suite it marks and quits it afterwards, even when tests fail.
struct SharedChromium: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
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
    static var sharedChromium: SharedChromium { SharedChromium() }
}
