import Foundation
import Testing
@testable import PreviewServer
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `serve` under many live-reload connections (issue 19): closed streams let go at once, and
/// past the cap a clear 503 while pages stay served.
@Suite struct LiveReloadPressureTests {
    /// Opens a live-reload stream on a socket of its own and returns the socket.
    static func openStream(port: Int) async throws -> Int32 {
        try await RawHTTP.onThread {
            let socket = try RawHTTP.connect(port: port)
            try RawHTTP.send("GET \(PageInjector.endpoint) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", on: socket)
            return socket
        }
    }

    /// Waits (a bounded number of short steps) until the hub has `count` listeners.
    static func waitForSubscribers(_ hub: LiveReloadHub, _ count: Int) async -> Bool {
        for _ in 0..<500 {
            if hub.subscriberCount == count { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return hub.subscriberCount == count
    }

    @Test func closedLiveReloadConnectionsAreDroppedAtOnce() async throws {
        let served = try await ServedSite.start(files: basicSite)
        defer { Task { await served.server.stop() } }
        var sockets: [Int32] = []
        for _ in 0..<20 { sockets.append(try await Self.openStream(port: served.port)) }
        #expect(await Self.waitForSubscribers(served.server.hub, 20))
        for socket in sockets { close(socket) }
        // No heartbeat runs here: only noticing the close can bring the count down.
        #expect(await Self.waitForSubscribers(served.server.hub, 0))
    }

    @Test func connectionsPastTheCapGetA503AndPagesStayServed() async throws {
        let site = try TemporaryFolder("sitegen-serve")
        for (path, text) in basicSite { try site.write(path, text) }
        let server = PreviewServer(configuration: .init(folder: site.path, port: 0, liveReloadLimit: 3))
        let port = try await server.start()
        defer { Task { await server.stop() } }
        var sockets: [Int32] = []
        for _ in 0..<3 { sockets.append(try await Self.openStream(port: port)) }
        #expect(await Self.waitForSubscribers(server.hub, 3))

        let refused = try await RawHTTP.get(PageInjector.endpoint, port: port)
        #expect(refused.status == 503)
        #expect(refused.header("Connection") == "close")
        let page = try await RawHTTP.get("/contact.html", port: port)
        #expect(page.status == 200)
        #expect(page.body.contains("Contact"))

        // A place freed is a place taken again.
        close(sockets.removeLast())
        #expect(await Self.waitForSubscribers(server.hub, 2))
        sockets.append(try await Self.openStream(port: port))
        #expect(await Self.waitForSubscribers(server.hub, 3))
        for socket in sockets { close(socket) }
    }

    /// Connections the server has accepted but not yet taken up when it stops (a browser's
    /// live reload reconnecting): stopping by cancelling the serving task dropped them, and
    /// NIO trapped on each ("Deinited NIOAsyncWriter without calling finish()"), ending the
    /// whole process. A burst of connections then an immediate stop, a few times over.
    @Test func stoppingRightAfterABurstOfConnectionsEndsCleanly() async throws {
        for _ in 0..<5 {
            let served = try await ServedSite.start(files: basicSite)
            let port = served.port
            let sockets = try await RawHTTP.onThread { try (0..<64).map { _ in try RawHTTP.connect(port: port) } }
            await served.server.stop()
            for socket in sockets { close(socket) }
        }
    }

    @Test func defaultCapLeavesMostDescriptorsForPages() {
        let limit = LiveReloadHub.defaultLimit()
        #expect(limit >= 8 && limit <= 1024)
    }
}
