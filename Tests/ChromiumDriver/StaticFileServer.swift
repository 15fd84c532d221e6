import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TestSupport

/// Serves a folder over HTTP on 127.0.0.1, so browser tests load pages from a real origin.
///
/// Pages opened as `file://` URLs are not what readers get, and headless Chromium's
/// localStorage for `file://` loses writes between documents on a busy machine (a stored
/// variant read back as missing), which made stickiness tests flaky. One request per
/// connection, each on its own thread; GET only; paths that leave the folder are a 404.
public final class StaticFileServer: @unchecked Sendable {
    public let root: URL
    public let port: Int
    private let listener: Int32

    public init(root: URL) throws {
        self.root = root.standardizedFileURL
        let listener = TestSocket.stream()
        guard listener >= 0 else { throw Chromium.Failure(description: "socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound, listen(listener, 64) == 0 else {
            close(listener)
            throw Chromium.Failure(description: "cannot listen on 127.0.0.1")
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "sitegen.tests.static-server"
        thread.start()
    }

    /// The address of `file`, which must lie inside the served folder.
    public func url(for file: URL, query: String? = nil) -> URL {
        let relative = file.standardizedFileURL.path.dropFirst(root.path.count)
        var components = URLComponents()
        components.scheme = "http"
        components.host = "127.0.0.1"
        components.port = port
        components.path = relative.hasPrefix("/") ? String(relative) : "/" + relative
        components.query = query
        return components.url!
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            Thread { [self] in answer(connection) }.start()
        }
    }

    private func answer(_ connection: Int32) {
        defer { close(connection) }
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 8192)
        while !request.contains(UInt8(ascii: "\n")) {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            request += buffer[..<count]
        }
        let line = String(decoding: request.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let parts = line.split(separator: " ")
        var status = "404 Not Found"
        var type = "text/plain"
        var body = Data("not found".utf8)
        if parts.count >= 2, parts[0] == "GET",
           let path = String(parts[1].prefix { $0 != "?" && $0 != "#" }).removingPercentEncoding,
           !path.split(separator: "/").contains("..") {
            var file = root.appendingPathComponent(String(path.drop { $0 == "/" }))
            if path.hasSuffix("/") { file.appendPathComponent("index.html") }
            if let data = try? Data(contentsOf: file) {
                status = "200 OK"
                body = data
                switch file.pathExtension {
                case "html": type = "text/html; charset=utf-8"
                case "css": type = "text/css"
                case "js": type = "text/javascript"
                default: type = "application/octet-stream"
                }
            }
        }
        var response = Data("HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n".utf8)
        response += body
        response.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = TestSocket.send(connection, bytes.baseAddress! + sent, bytes.count - sent)
                if count <= 0 { return }
                sent += count
            }
        }
    }
}
