import Foundation
import Testing
@testable import PreviewServer

@Suite("Serving while the process is busy")
struct BusyProcessTests {
    /// Every thread of the shared cooperative pool blocked (as a synchronous step awaited from
    /// async code, or a CPU-bound neighbour in the test process, blocks it): pages are still
    /// answered, because the server's tasks run on threads of its own.
    @Test func requestsAreAnsweredWhileTheSharedPoolIsBlocked() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        let width = ProcessInfo.processInfo.activeProcessorCount
        let release = DispatchSemaphore(value: 0)
        let blocked = DispatchSemaphore(value: 0)
        // More blockers than pool threads, so the pool is full whatever else runs beside.
        for _ in 0..<(width * 2) {
            Task.detached {
                blocked.signal()
                // Bounded, so a neighbour test that itself waits on the pool is delayed, never stuck.
                _ = release.wait(timeout: .now() + 20)
            }
        }
        let raw = try await RawHTTP.onThread { () throws -> [UInt8] in
            defer { for _ in 0..<(width * 2) { release.signal() } }
            // The pool is full once `width` blockers run; the rest wait behind them.
            for _ in 0..<width { _ = blocked.wait(timeout: .now() + 5) }
            return try RawHTTP.exchange("GET /contact.html HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: served.port, timeoutSeconds: 10)
        }
        let response = try RawHTTP.parse(raw)
        #expect(response.status == 200)
        #expect(response.body.contains("Contact"))
    }
}
