import Foundation
import Hummingbird
import NIOCore
import TextSupport

/// Hummingbird's basic context plus the connection, which a refused live-reload request closes:
/// a response header alone does not end an HTTP/1.1 connection there, and each one left open
/// holds a file descriptor.
struct PreviewRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}

/// Answers every request of the preview: the site's files, the live-reload stream, 404s.
struct SiteResponder: HTTPResponder {
    typealias Context = PreviewRequestContext

    let status: BuildStatus
    let hub: LiveReloadHub
    let injector: PageInjector
    /// `--show-dir-listing`.
    var listsFolders = false

    /// Whole-file reads up to this size; larger files (videos) are streamed in chunks.
    static let wholeReadLimit = 4 << 20
    static let streamChunkSize = 256 << 10

    func respond(to request: Request, context: Context) async throws -> Response {
        let isHead = request.method == .head
        guard request.method == .get || isHead else {
            var headers = HTTPFields()
            headers[.allow] = "GET, HEAD"
            return Response(status: .methodNotAllowed, headers: headers)
        }
        let path = request.uri.path
        if injector.liveReload && path == PageInjector.endpoint {
            return isHead ? Response(status: .ok, headers: Self.eventStreamHeaders) : eventStream(page: openPage(request), request: request, channel: context.channel)
        }

        let build = status.snapshot
        var sitePath = Substring(path)
        if !build.baseurl.isEmpty {
            // The site lives under its baseurl, as it will in production; `/` leads there.
            if path == build.baseurl || path == "/" {
                return redirect(to: build.baseurl + "/", query: request.uri.query)
            }
            guard path.hasPrefix(build.baseurl + "/") else { return notFound(request, build: build) }
            sitePath = sitePath.dropFirst(build.baseurl.count)
        }
        guard let requestPath = RequestPath(raw: sitePath) else { return notFound(request, build: build) }

        switch await lookUp(requestPath, in: SiteFileProvider(folder: build.folder, listsFolders: listsFolders)) {
        case .file(let file):
            return try serve(file, request: request, build: build)
        case .folderWithoutSlash:
            let folder = RequestPath(segments: requestPath.segments, hasTrailingSlash: true)
            return redirect(to: build.baseurl + folder.encoded, query: request.uri.query)
        case .listing(let entries):
            return respond(status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                           body: ByteBuffer(string: Self.listingPage(build.baseurl + requestPath.encoded, entries)), isHead: isHead)
        case .notFound:
            return notFound(request, build: build)
        }
    }

    /// A folder's entries as WEBrick's directory index shows them: a heading and one link each.
    static func listingPage(_ path: String, _ entries: [String]) -> String {
        let title = HTMLEscaping.text("Index of \(path)")
        var html = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>\(title)</title></head><body>\n<h1>\(title)</h1>\n<ul>\n"
        if path != "/" { html += "<li><a href=\"../\">Parent Directory</a></li>\n" }
        for entry in entries {
            let href = entry.split(separator: "/").map { segment in
                segment.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#;"))) ?? String(segment)
            }.joined(separator: "/") + (entry.hasSuffix("/") ? "/" : "")
            html += "<li><a href=\"\(HTMLEscaping.attribute(href))\">\(HTMLEscaping.text(entry))</a></li>\n"
        }
        return html + "</ul>\n</body></html>\n"
    }

    /// A 404 only counts when the folder stayed the same folder throughout the lookup; a
    /// rebuild swapping the site in gets a few milliseconds to finish.
    private func lookUp(_ path: RequestPath, in provider: SiteFileProvider) async -> FileLookup {
        for _ in 0..<20 {
            let before = provider.folderIdentity()
            let result = provider.lookup(path)
            guard case .notFound = result else { return result }
            if let before, before == provider.folderIdentity() { return result }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return .notFound
    }

    private func serve(_ file: OpenedFile, request: Request, build: BuildStatus.Snapshot) throws -> Response {
        defer { file.close() }
        let ext = file.fileExtension
        let isHTML = MediaTypes.isHTML(extension: ext)
        let abOverride = isHTML ? Self.queryValue("ab", in: request.uri.query) : nil

        var headers = Self.commonHeaders
        headers[.contentType] = MediaTypes.contentType(forExtension: ext)
        // HTML is served with build-dependent additions, so its validator names the build too.
        let tag = isHTML
            ? "\"\(file.entityTag)-\(build.generation)\(abOverride.map { "-" + Self.shortHash($0) } ?? "")\""
            : "\"\(file.entityTag)\""
        headers[.eTag] = tag
        headers[.lastModified] = HTTPDate.format(epochSeconds: file.modifiedSeconds)

        // If-Modified-Since is not enough for HTML: the page served also depends on the build
        // state (overlay, generation), which the ETag covers and the file's date does not.
        if Self.isNotModified(request.headers, tag: tag, modifiedSeconds: isHTML ? nil : file.modifiedSeconds) {
            var response = Response(status: .notModified, headers: headers)
            response.headers[.contentLength] = nil
            return response
        }

        if isHTML {
            let page = injector.inject(into: try readWhole(file), build: build, abOverride: abOverride)
            return respond(status: .ok, headers: headers, body: page, isHead: request.method == .head)
        }
        if request.method == .head {
            headers[.contentLength] = String(file.size)
            return Response(status: .ok, headers: headers)
        }
        if file.size <= Self.wholeReadLimit {
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: try readWhole(file)))
        }
        return Response(status: .ok, headers: headers, body: stream(file))
    }

    private func readWhole(_ file: OpenedFile) throws -> ByteBuffer {
        do {
            return try file.read()
        } catch {
            throw HTTPError(.internalServerError)
        }
    }

    /// Large files: a second descriptor keeps the bytes of this version readable after the
    /// request's own lookup closed, even if a rebuild replaces the folder meanwhile.
    private func stream(_ file: OpenedFile) -> ResponseBody {
        let descriptor = dup(file.descriptor)
        let size = file.size
        return ResponseBody(contentLength: size) { writer in
            defer { _ = close(descriptor) }
            var offset = 0
            var chunk = ByteBufferAllocator().buffer(capacity: Self.streamChunkSize)
            while offset < size {
                chunk.clear()
                let wanted = min(Self.streamChunkSize, size - offset)
                let got = chunk.writeWithUnsafeMutableBytes(minimumWritableBytes: wanted) { raw in
                    pread(descriptor, raw.baseAddress, wanted, off_t(offset))
                }
                guard got > 0 else { throw HTTPError(.internalServerError) }
                offset += got
                try await writer.write(chunk)
            }
            try await writer.finish(nil)
        }
    }

    private func notFound(_ request: Request, build: BuildStatus.Snapshot) -> Response {
        var headers = Self.commonHeaders
        headers[.contentType] = MediaTypes.contentType(forExtension: "html")
        var page = PageInjector.fallbackNotFoundPage()
        if let custom = SiteFileProvider(folder: build.folder).notFoundPage() {
            defer { custom.close() }
            if let bytes = try? custom.read() {
                page = bytes
                headers[.contentType] = MediaTypes.contentType(forExtension: custom.fileExtension)
            }
        }
        let body = injector.inject(into: page, build: build, abOverride: nil)
        return respond(status: .notFound, headers: headers, body: body, isHead: request.method == .head)
    }

    /// Temporary on purpose: a browser remembers a 301 for good, and while editing a site a
    /// folder can become a page.
    private func redirect(to location: String, query: String?) -> Response {
        var headers = Self.commonHeaders
        headers[.location] = location + (query.map { "?" + $0 } ?? "")
        return Response(status: .found, headers: headers)
    }

    private func respond(status: HTTPResponse.Status, headers: HTTPFields, body: ByteBuffer, isHead: Bool) -> Response {
        guard isHead else { return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body)) }
        var headers = headers
        headers[.contentLength] = String(body.readableBytes)
        return Response(status: status, headers: headers)
    }

    /// The output path of the page a live-reload client says it shows (`?page=/2024/01/02/post.html`).
    private func openPage(_ request: Request) -> String? {
        // Decoded once, the value is the page's path as the browser sent it (still percent-encoded).
        guard let value = Self.queryValue("page", in: request.uri.query) else { return nil }
        var page = Substring(value)
        let build = status.snapshot
        if !build.baseurl.isEmpty {
            guard page.hasPrefix(build.baseurl + "/") else { return nil }
            page = page.dropFirst(build.baseurl.count)
        }
        return RequestPath(raw: page).flatMap { SiteFileProvider(folder: build.folder).outputPath(of: $0) }
    }

    private func eventStream(page: String?, request: Request, channel: any Channel) -> Response {
        let hub = hub
        let status = status
        // Subscribe before reading the generation so no build can slip between the two.
        guard let (id, events) = hub.subscribe(page: page) else {
            // Full: a clear refusal (EventSource does not retry a 503), and the connection closed
            // once it is written, so it gives its descriptor back.
            var headers = HTTPFields()
            headers[.connection] = "close"
            headers[.retryAfter] = "10"
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(status: .serviceUnavailable, headers: headers, body: ResponseBody { writer in
                defer { channel.close(promise: nil) }
                let written = await Self.attempt { try await writer.write(ByteBuffer(string: "too many live-reload connections\n")) }
                try await Self.finish(&writer, after: written)
            })
        }
        return Response(status: .ok, headers: Self.eventStreamHeaders, body: ResponseBody { writer in
            defer { hub.unsubscribe(id) }
            // A browser that goes away closes its side: the stream ends then, not at the next
            // heartbeat (closed streams held connections for up to 15 s).
            let streamed = await Self.attempt {
                try await request.body.consumeWithInboundCloseHandler { _ in
                    try await writer.write(ByteBuffer(string: "retry: 1000\n\n" + LiveReloadEvent.hello(generation: status.snapshot.generation).wireFormat))
                    for await event in events {
                        try await writer.write(ByteBuffer(string: event.wireFormat))
                    }
                } onInboundClosed: {
                    hub.unsubscribe(id)
                }
            }
            try await Self.finish(&writer, after: streamed)
        })
    }

    // MARK: Helpers

    /// Runs `body`, returning its error instead of throwing it, so that the caller still ends
    /// the response.
    private static func attempt(_ body: () async throws -> Void) async -> (any Error)? {
        do {
            try await body()
            return nil
        } catch {
            return error
        }
    }

    /// Ends a streamed body on every path, then rethrows what stopped the stream: a stream
    /// that failed mid-way (the browser gone) was left without its end.
    private static func finish(_ writer: inout any ResponseBodyWriter, after failure: (any Error)?) async throws {
        do {
            try await writer.finish(nil)
        } catch {
            throw failure ?? error
        }
        if let failure { throw failure }
    }

    static let commonHeaders: HTTPFields = {
        var headers = HTTPFields()
        // Always revalidate: the site changes under the author's hands; ETags keep it cheap.
        headers[.cacheControl] = "no-cache"
        headers[.xContentTypeOptions] = "nosniff"
        return headers
    }()

    static let eventStreamHeaders: HTTPFields = {
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[.cacheControl] = "no-cache"
        return headers
    }()

    /// RFC 9110 §13.1.2–3: If-None-Match wins over If-Modified-Since; weak comparison for GET.
    static func isNotModified(_ headers: HTTPFields, tag: String, modifiedSeconds: Int?) -> Bool {
        if let candidates = headers[.ifNoneMatch] {
            return candidates.split(separator: ",").contains { candidate in
                var value = candidate.trimmingCharacters(in: .whitespaces)[...]
                if value.hasPrefix("W/") { value = value.dropFirst(2) }
                return value == "*" || value == tag
            }
        }
        if let modifiedSeconds, let since = headers[.ifModifiedSince].flatMap(HTTPDate.parse) {
            return modifiedSeconds <= since
        }
        return false
    }

    static func queryValue(_ name: String, in query: String?) -> String? {
        guard let query else { return nil }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == name else { continue }
            return parts[1].replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        }
        return nil
    }

    /// FNV-1a, enough to tell query variants apart inside an ETag.
    static func shortHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return String(hash, radix: 36)
    }
}
