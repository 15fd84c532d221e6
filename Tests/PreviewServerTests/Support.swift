import Foundation
@testable import PreviewServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TestSupport

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// An HTTP response as read off the socket.
struct RawResponse: Sendable {
    var status: Int
    var headers: [String: String]
    var body: String

    func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// A bare HTTP/1.1 client on a socket, so request targets reach the server exactly as written
/// (URLSession would normalise `..` and reject malformed escapes before sending).
enum RawHTTP {
    static func get(_ target: String, port: Int, method: String = "GET", headers: [String: String] = [:], body: String? = nil) async throws -> RawResponse {
        var request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        if let body { request += "Content-Length: \(body.utf8.count)\r\n" }
        request += "\r\n" + (body ?? "")
        let text = request
        let raw = try await onThread { try exchange(text, port: port) }
        return try parse(raw)
    }

    /// Runs blocking socket work on its own thread so the cooperative pool, which also runs
    /// the server's handlers, is never blocked by the test.
    static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    static func connect(port: Int, timeoutSeconds: Int = 30) throws -> Int32 {
        let socket = TestSocket.stream()
        guard socket >= 0 else { throw TestFailure("socket failed") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { TestSocket.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(socket)
            throw TestFailure("connect to port \(port) failed: errno \(errno)")
        }
        return socket
    }

    static func send(_ text: String, on socket: Int32) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { TestSocket.send(socket, $0.baseAddress, $0.count) }
            guard n > 0 else { throw TestFailure("send failed") }
            sent += n
        }
    }

    /// One request and its whole response, blocking the calling thread for at most about
    /// `timeoutSeconds` per read.
    static func exchange(_ request: String, port: Int, timeoutSeconds: Int = 30) throws -> [UInt8] {
        let socket = try connect(port: port, timeoutSeconds: timeoutSeconds)
        defer { close(socket) }
        try send(request, on: socket)
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if n < 0 { throw TestFailure("recv failed or timed out") }
            if n == 0 { break }
            response += buffer[0..<n]
            // Some servers (chromedriver) keep the connection open despite `Connection: close`.
            if isComplete(response) { break }
        }
        return response
    }

    private static func isComplete(_ raw: [UInt8]) -> Bool {
        guard let parsed = try? parse(raw) else { return false }
        if let length = parsed.header("Content-Length").flatMap({ Int($0) }) {
            let separator = Array("\r\n\r\n".utf8)
            guard let split = raw.indices.first(where: { raw[$0...].starts(with: separator) }) else { return false }
            return raw.count - (split + 4) >= length
        }
        if parsed.header("Transfer-Encoding") == "chunked" { return raw.suffix(5).elementsEqual(Array("0\r\n\r\n".utf8)) }
        return false
    }

    static func parse(_ raw: [UInt8]) throws -> RawResponse {
        let separator = Array("\r\n\r\n".utf8)
        guard let split = raw.indices.first(where: { raw[$0...].starts(with: separator) }) else {
            throw TestFailure("no header end in: \(String(decoding: raw, as: UTF8.self))")
        }
        let head = String(decoding: raw[..<split], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw TestFailure("bad status line \(head[0])") }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(raw[(split + 4)...])
        if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
        return RawResponse(status: status, headers: headers, body: String(decoding: body, as: UTF8.self))
    }

    private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard let lineEnd = bytes[index...].firstIndex(of: UInt8(ascii: "\r")),
                let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self), radix: 16), size > 0
            else { break }
            let start = lineEnd + 2
            out += bytes[start..<min(start + size, bytes.count)]
            index = start + size + 2
        }
        return out
    }
}

/// A live-reload subscription read straight off the socket.
final class EventStreamClient: @unchecked Sendable {
    struct Event: Sendable, Equatable {
        var name: String
        var data: String
    }

    private let socket: Int32
    private var pending = ""

    init(port: Int, path: String = "/__sitegen/livereload") async throws {
        socket = try await RawHTTP.onThread {
            let socket = try RawHTTP.connect(port: port, timeoutSeconds: 1)
            try RawHTTP.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n", on: socket)
            return socket
        }
    }

    /// The next event called `name`, skipping others; fails after `seconds`.
    func next(_ name: String, within seconds: Double = 10) async throws -> Event {
        try await RawHTTP.onThread { [self] in try self.blockingNext(name, deadline: Date().addingTimeInterval(seconds)) }
    }

    /// ``next(_:within:)`` on the calling thread, for a test that keeps the cooperative pool busy.
    func nextBlocking(_ name: String, within seconds: Double) throws -> Event {
        try blockingNext(name, deadline: Date().addingTimeInterval(seconds))
    }

    private func blockingNext(_ name: String, deadline: Date) throws -> Event {
        var buffer = [UInt8](repeating: 0, count: 16384)
        while true {
            while let event = takeEvent() {
                if event.name == name { return event }
            }
            guard Date() < deadline else { throw TestFailure("no '\(name)' event in time; got so far: \(pending)") }
            let n = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if n == 0 { throw TestFailure("event stream closed while waiting for '\(name)'") }
            if n > 0 { pending += String(decoding: buffer[0..<n], as: UTF8.self) }
        }
    }

    /// Events are written one per chunk, so chunk-size lines fall between them; parse by lines.
    private func takeEvent() -> Event? {
        guard let eventRange = pending.range(of: "event: ") else { return nil }
        let rest = pending[eventRange.upperBound...]
        guard let end = rest.range(of: "\n\n") else { return nil }
        let block = rest[..<end.lowerBound]
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
        let name = String(lines[0])
        let data = lines.first { $0.hasPrefix("data: ") }.map { String($0.dropFirst(6)) } ?? ""
        pending = String(rest[end.upperBound...])
        return Event(name: name, data: data)
    }

    /// Whether the server ended the stream (the socket reads EOF) within `seconds`.
    func waitForClose(within seconds: Double) async throws -> Bool {
        try await RawHTTP.onThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                let n = buffer.withUnsafeMutableBytes { recv(self.socket, $0.baseAddress, $0.count, 0) }
                if n == 0 { return true }
            }
            return false
        }
    }

    deinit { close(socket) }
}

extension ServeSession {
    /// `serve` with the real SiteBuilder on a free port, printing nothing; returns the port.
    static func startQuietly(source: TemporaryFolder, _ configure: (inout ServeOptions) -> Void = { _ in }) async throws -> (ServeSession, Int) {
        var options = ServeOptions()
        options.build.source = source.path
        options.port = 0
        configure(&options)
        let session = ServeSession(options: options, output: ServeOutput(info: { _ in }, error: { _ in }))
        return (session, try await session.start())
    }
}
