import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// Why the preview server could not start, in words for the author.
public enum PreviewServerError: Error, CustomStringConvertible, Equatable {
    case addressInUse(host: String, port: Int)
    case cannotListen(host: String, port: Int, reason: String)
    /// `--ssl-cert`/`--ssl-key` that cannot be read or do not belong together.
    case badCertificate(reason: String)

    public var description: String {
        switch self {
        case .badCertificate(let reason):
            "error: cannot serve HTTPS: \(reason)"
        case .addressInUse(let host, let port):
            "error: cannot serve on \(host):\(port): the address is already in use.\n"
                + "  Stop the other server, or pick another port with --port."
        case .cannotListen(let host, let port, let reason):
            "error: cannot serve on \(host):\(port): \(reason)"
        }
    }
}

/// Serves one output folder over HTTP with live reload and the build-error overlay.
///
/// It knows nothing of how the folder is built: whoever builds reports each outcome through
/// ``buildSucceeded(reload:pages:baseurl:folder:)`` and ``buildFailed(_:)``.
public final class PreviewServer: @unchecked Sendable {
    public struct Configuration: Sendable {
        /// The folder served (the build's destination).
        public var folder: String
        public var host: String
        /// 0 picks a free port; ``start()`` returns the one bound.
        public var port: Int
        public var liveReload: Bool
        public var baseurl: String
        /// At most this many live-reload connections; nil: ``LiveReloadHub/defaultLimit()``.
        public var liveReloadLimit: Int?
        /// At most this many open connections; nil: ``PreviewServer/defaultConnectionLimit()``.
        public var connectionLimit: Int?
        /// A connection with no request for this long is closed.
        public var idleSeconds: Int
        /// `--ssl-cert`/`--ssl-key`: PEM files; with them the server speaks HTTPS only.
        public var tls: TLSFiles?
        /// `--show-dir-listing`: folders list their entries instead of serving `index.html`.
        public var listsFolders = false

        public init(folder: String, host: String = "127.0.0.1", port: Int = 4000, liveReload: Bool = true, baseurl: String = "",
                    liveReloadLimit: Int? = nil, connectionLimit: Int? = nil, idleSeconds: Int = 10) {
            self.folder = folder
            self.host = host
            self.port = port
            self.liveReload = liveReload
            self.baseurl = baseurl
            self.liveReloadLimit = liveReloadLimit
            self.connectionLimit = connectionLimit
            self.idleSeconds = idleSeconds
        }
    }

    /// Three quarters of the process's file descriptors: the rest stay for the site's files, the
    /// watcher and rebuilds, so accepting never runs into EMFILE. Live-reload streams (a
    /// quarter, ``LiveReloadHub/defaultLimit()``) count among these connections.
    public static func defaultConnectionLimit() -> Int {
        max(16, LiveReloadHub.defaultLimit() * 3)
    }

    public let configuration: Configuration
    public let status: BuildStatus
    public let hub: LiveReloadHub
    private let lock = NSLock()
    private var task: Task<Void, Never>?
    private var group: ServiceGroup?
    /// Where the server's tasks run: its own threads, not the shared pool (see ``ServerExecutor``).
    private let connections = ConnectionRegistry()

    public init(configuration: Configuration) {
        self.configuration = configuration
        hub = LiveReloadHub(maxSubscribers: configuration.liveReloadLimit ?? LiveReloadHub.defaultLimit())
        status = BuildStatus(folder: configuration.folder, baseurl: configuration.baseurl)
    }

    /// Binds and starts serving; returns the port actually bound.
    public func start() async throws(PreviewServerError) -> Int {
        let configuration = configuration
        var responder = SiteResponder(
            status: status,
            hub: hub,
            injector: PageInjector(liveReload: configuration.liveReload)
        )
        responder.listsFolders = configuration.listsFolders
        let connections = connections
        // Each connection is tracked (see `ConnectionRegistry`), over TLS too: the TLS builder
        // wraps this HTTP/1 channel with its handlers.
        let http = HTTPServerBuilder.http1(configuration: .init(
            additionalChannelHandlers: [connections.tracker()], idleTimeout: .seconds(Int64(configuration.idleSeconds))))
        let server: HTTPServerBuilder
        if let tls = configuration.tls {
            do {
                server = try .tls(http, tlsConfiguration: try tls.configuration())
            } catch let error as PreviewServerError {
                throw error
            } catch {
                throw .badCertificate(reason: "\(error)")
            }
        } else {
            server = http
        }
        var logger = Logger(label: "sitegen.serve")
        // Hummingbird logs every start and connection error at info; the CLI prints its own lines.
        logger.logLevel = .critical
        let started = StartSignal()
        let app = Application(
            responder: responder,
            // Connections idle without a request are closed: held open, they keep their
            // descriptors (and a place under the cap below) for good. Streams being answered
            // (live reload) are not idle.
            server: server,
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port),
                // Accepting stops at the cap and resumes as connections close. Past the
                // descriptor limit, accept fails with EMFILE and NIO retries it at once, for as
                // long as the clients stay: 100% CPU and no page served (issue 19).
                // At the cap, the oldest connection without a request makes room (see
                // `ConnectionRegistry`). The backlog holds a burst of clients while they are
                // accepted: at Hummingbird's 256, dropped connection attempts retried after
                // 1 s, 3 s….
                backlog: 4096,
                availableConnectionsDelegate: EvictingConnectionLimit(
                    configuration.connectionLimit ?? Self.defaultConnectionLimit(), registry: connections)
            ),
            onServerRunning: { channel in started.resolve(.success(channel.localAddress?.port ?? configuration.port)) },
            logger: logger
        )
        let group = ServiceGroup(services: [app], logger: logger)
        let executor = ServerExecutor()
        let task = Task(executorPreference: executor) {
            // Its threads end with the server, whether it stopped or never started listening.
            defer { executor.shutdown() }
            do {
                try await group.run()
                started.resolve(.failure(.cannotListen(host: configuration.host, port: configuration.port, reason: "the server stopped")))
            } catch {
                started.resolve(.failure(Self.explain(error, host: configuration.host, port: configuration.port)))
            }
        }
        lock.withLock {
            self.task = task
            self.group = group
        }
        return try await started.value()
    }

    /// Closes live-reload streams and stops the server: it stops accepting, ends the
    /// connections it has, and closes those still open after a few seconds.
    public func stop() async {
        hub.close()
        let (task, group) = lock.withLock { (self.task, self.group) }
        // A graceful shutdown, and never a cancelled task: cancelling drops connections NIO has
        // accepted but not yet handed over, and NIO traps on each ("Deinited NIOAsyncWriter
        // without calling finish()", apple/swift-nio#3481); a browser reconnecting its live
        // reload as the server stopped crashed the process that way, and so did `scripts/test`
        // on a loaded machine, where the old 5-second grace ran out (issue 31). Connections
        // still open after the grace are closed, as a peer hanging up would; each one's
        // handler then ends, and the server's task with them.
        await group?.triggerGracefulShutdown()
        let connections = connections
        let closer = Task {
            try await Task.sleep(for: .seconds(Self.shutdownGraceSeconds))
            while !Task.isCancelled {
                connections.closeAll()
                try await Task.sleep(for: .milliseconds(200))
            }
        }
        await task?.value
        closer.cancel()
    }

    /// The folder was rebuilt: pages served from now on are current, and open pages reload.
    /// - Parameters:
    ///   - pages: output paths (`2024/01/02/post.html`) when only these pages changed: open pages
    ///     showing one of them reload, the others stay as they are. Nil reloads every page.
    ///   - baseurl: the site's baseurl when the build changed it; nil keeps the current one.
    ///   - folder: the folder written when the build moved it; nil keeps the current one.
    public func buildSucceeded(reload: ReloadKind, pages: [String]? = nil, baseurl: String? = nil, folder: String? = nil) {
        let snapshot = status.recordSuccess(baseurl: baseurl, folder: folder)
        hub.broadcast(.reload(reload, pages: pages, generation: snapshot.generation))
    }

    /// The build failed: the previous site stays served, with the error over every page.
    public func buildFailed(_ message: String) {
        let snapshot = status.recordFailure(message)
        hub.broadcast(.buildFailed(message: message, generation: snapshot.generation))
    }

    /// Sent now and then so browsers that went away are noticed and dropped.
    public func sendHeartbeat() {
        hub.broadcast(.heartbeat)
    }

    /// How long ``stop()`` lets connections end before cancelling. Under scripts/sanitize
    /// (`SITEGEN_SANITIZER` set) code runs several times slower and the whole suite shares two
    /// cores: one ThreadSanitizer run died of the NIO trap above while servers were stopping,
    /// the cancel after 5 s being the only one in this code; the wait gets more time there.
    static let shutdownGraceSeconds = getenv("SITEGEN_SANITIZER") == nil ? 2 : 10

    static func explain(_ error: any Error, host: String, port: Int) -> PreviewServerError {
        if let error = error as? IOError {
            if error.errnoCode == EADDRINUSE { return .addressInUse(host: host, port: port) }
            return .cannotListen(host: host, port: port, reason: String(cString: strerror(error.errnoCode)).lowercased())
        }
        if error is SocketAddressError || error is SocketAddressError.UnknownHost {
            return .cannotListen(host: host, port: port, reason: "'\(host)' is not an address this machine can listen on")
        }
        return .cannotListen(host: host, port: port, reason: String(describing: error))
    }
}

/// Resumes the one caller of ``value()`` with the first result reported, whichever side wins.
private final class StartSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Int, PreviewServerError>?
    private var waiter: CheckedContinuation<Result<Int, PreviewServerError>, Never>?

    func resolve(_ outcome: Result<Int, PreviewServerError>) {
        let waiter: CheckedContinuation<Result<Int, PreviewServerError>, Never>? = lock.withLock {
            guard result == nil else { return nil }
            result = outcome
            defer { self.waiter = nil }
            return self.waiter
        }
        waiter?.resume(returning: outcome)
    }

    func value() async throws(PreviewServerError) -> Int {
        let outcome = await withCheckedContinuation { continuation in
            let ready: Result<Int, PreviewServerError>? = lock.withLock {
                if let result { return result }
                waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
        return try outcome.get()
    }
}
