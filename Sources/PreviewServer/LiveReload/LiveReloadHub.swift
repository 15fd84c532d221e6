import Foundation
import TextSupport

/// What the browser should do after a build.
public enum ReloadKind: String, Sendable {
    /// Reload the page.
    case full
    /// Only stylesheets changed: swap them in place and keep the scroll position and state.
    case css
}

/// One Server-Sent Event on the live-reload channel.
enum LiveReloadEvent: Equatable, Sendable {
    /// First event on every connection: a page built for another generation reloads at once.
    case hello(generation: String)
    /// `pages`: the output paths rebuilt, when only those changed; nil reloads every page. The hub
    /// sends it only to browsers showing one of them (the pages never go on the wire).
    case reload(ReloadKind, pages: [String]? = nil, generation: String)
    /// A build that changed nothing this browser shows: the page stays, its overlay goes.
    case built(generation: String)
    case buildFailed(message: String, generation: String)
    /// A comment line that keeps proxies from timing out the connection and finds dead clients.
    case heartbeat

    /// The event as written on the wire (`event:`, one `data:` line, blank line). JSON escapes
    /// line breaks, so a multi-line message stays one `data:` line; the client reads it with
    /// `JSON.parse`, never as script source, so nothing more needs escaping.
    var wireFormat: String {
        switch self {
        case .hello(let generation):
            "event: hello\ndata: {\"generation\":\(JSONEscaping.quoted(generation))}\n\n"
        case .reload(let kind, _, let generation):
            "event: reload\ndata: {\"kind\":\(JSONEscaping.quoted(kind.rawValue)),\"generation\":\(JSONEscaping.quoted(generation))}\n\n"
        case .built(let generation):
            "event: built\ndata: {\"generation\":\(JSONEscaping.quoted(generation))}\n\n"
        case .buildFailed(let message, let generation):
            "event: build-error\ndata: {\"message\":\(JSONEscaping.quoted(message)),\"generation\":\(JSONEscaping.quoted(generation))}\n\n"
        case .heartbeat:
            ": heartbeat\n\n"
        }
    }
}

/// Fans live-reload events out to every connected browser.
public final class LiveReloadHub: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Int: AsyncStream<LiveReloadEvent>.Continuation] = [:]
    /// The page each browser shows, as an output path, when it said.
    private var pages: [Int: String] = [:]
    private var nextID = 0
    private var isClosed = false
    /// At most this many browsers at once: each holds a connection, hence a file descriptor, and
    /// past the process's limit no page could be served at all (issue 19).
    public let maxSubscribers: Int

    public init(maxSubscribers: Int = LiveReloadHub.defaultLimit()) {
        self.maxSubscribers = max(1, maxSubscribers)
    }

    /// A quarter of the process's file descriptors (at most 1,024): the rest stay for pages,
    /// the site's files and the watcher.
    public static func defaultLimit() -> Int {
        var limit = rlimit()
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 256 }
        let soft = limit.rlim_cur >= UInt64(Int32.max) ? 4096 : Int(limit.rlim_cur)
        return max(8, min(1024, soft / 4))
    }

    /// How many browsers are listening right now.
    public var subscriberCount: Int { lock.withLock { subscribers.count } }

    /// The pages open in browsers right now (output paths such as `2024/01/02/post.html`):
    /// a rebuild writes these first.
    public var openPages: Set<String> { lock.withLock { Set(pages.values) } }

    /// - Parameter page: the output path of the page the browser shows, when known.
    /// - Returns: nil when `maxSubscribers` browsers are listening already.
    func subscribe(page: String? = nil) -> (id: Int, events: AsyncStream<LiveReloadEvent>)? {
        // Unbounded would let a stalled tab grow memory forever; it only needs the latest few.
        let (stream, continuation) = AsyncStream<LiveReloadEvent>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let full = lock.withLock { !isClosed && subscribers.count >= maxSubscribers }
        if full { return nil }
        let id: Int? = lock.withLock {
            guard !isClosed else { return nil }
            nextID += 1
            subscribers[nextID] = continuation
            if let page { pages[nextID] = page }
            return nextID
        }
        guard let id else {
            continuation.finish()
            return (-1, stream)
        }
        continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
        return (id, stream)
    }

    func unsubscribe(_ id: Int) {
        let continuation = lock.withLock {
            pages.removeValue(forKey: id)
            return subscribers.removeValue(forKey: id)
        }
        continuation?.finish()
    }

    /// Sends `event` to every browser; a reload naming its pages reaches only the browsers showing
    /// one of them (or not saying which page they show), the others learn the build happened.
    func broadcast(_ event: LiveReloadEvent) {
        let targets = lock.withLock { subscribers.map { ($0.value, pages[$0.key]) } }
        for (continuation, page) in targets {
            if case .reload(_, let rebuilt?, let generation) = event, let page, !rebuilt.contains(page) {
                continuation.yield(.built(generation: generation))
            } else {
                continuation.yield(event)
            }
        }
    }

    /// Ends every open stream so the server can shut down without waiting on them.
    public func close() {
        let targets = lock.withLock {
            isClosed = true
            pages.removeAll()
            defer { subscribers.removeAll() }
            return Array(subscribers.values)
        }
        for continuation in targets { continuation.finish() }
    }
}
