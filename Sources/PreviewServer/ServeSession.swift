import Foundation
import SiteKit
import Synchronization

/// What `sitegen serve` was asked to do: the build options plus Jekyll's serve options.
public struct ServeOptions: Sendable {
    public var build: BuildOptions
    public var host = "127.0.0.1"
    public var port = 4000
    public var liveReload = true
    public var openURL = false
    public var skipInitialBuild = false
    /// Nil watches with inotify on Linux; a duration polls the tree at that interval instead.
    public var pollInterval: Duration?
    /// How long the source must stay quiet before a burst of changes is rebuilt.
    /// Editors save in a few milliseconds (temp file, rename, attributes); `git checkout` keeps
    /// events coming, so a short quiet period still gathers it into one rebuild.
    public var quietPeriod: Duration = .milliseconds(30)
    /// `serve --no-watch`: build once and serve, never rebuild.
    public var watch = true
    /// False for `build --watch`: build and rebuild on change, with no server.
    public var serves = true
    /// `--ssl-cert`/`--ssl-key`: serve HTTPS.
    public var tls: TLSFiles?
    /// `--show-dir-listing`.
    public var listsFolders = false

    public init(build: BuildOptions = BuildOptions()) {
        self.build = build
    }
}

/// Where `serve` writes its terminal lines; the CLI uses the standard streams.
public struct ServeOutput: Sendable {
    public var info: @Sendable (String) -> Void
    public var error: @Sendable (String) -> Void

    public init(info: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        self.info = info
        self.error = error
    }

    public static let standard = ServeOutput(
        // Unbuffered: lines must show up at once even when stdout is a pipe.
        info: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) },
        error: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
    )
}

/// Build, serve, watch, rebuild, reload: the whole of `sitegen serve`.
public final class ServeSession: @unchecked Sendable {
    public let options: ServeOptions
    public let server: PreviewServer
    /// The caller's rebuilder; nil: a ``SiteKitRebuilder`` made once the port is known.
    private let suppliedRebuilder: (any SiteRebuilder)?
    private var activeRebuilder: (any SiteRebuilder)?
    private let output: ServeOutput
    private let filter: SourceFilter
    private let pending: PendingChanges
    private let lock = NSLock()
    private var watcher: (any SourceWatcher)?
    private var tasks: [Task<Void, Never>] = []
    /// Where the rebuild loop and the heartbeat run: a thread of the session's own, not the shared
    /// pool. On the pool, anything that holds its threads (a CPU-bound neighbour in the test
    /// process, a plugin blocking in async code) held every rebuild and live-reload event back
    /// with it: under load, `scripts/test` once waited more than 10 s for a reload after an edit.
    /// The build itself runs on threads of its own (``SiteKitRebuilder``).
    /// Made by ``start()``, ended by ``stop()``.
    private var executor: ServerExecutor?
    private var signalSources: [any DispatchSourceSignal] = []

    /// - Parameter rebuilder: nil uses ``SiteKitRebuilder`` (incremental where SiteKit can).
    public init(options: ServeOptions, rebuilder: (any SiteRebuilder)? = nil, output: ServeOutput = .standard) {
        self.options = options
        suppliedRebuilder = rebuilder
        self.output = output
        pending = PendingChanges(quietPeriod: options.quietPeriod)
        // SiteKit says where the config puts the site; every build then reports it again.
        let paths = SiteBuilder.resolvedPaths(for: options.build)
        filter = SourceFilter(source: options.build.source, destination: paths.destination)
        var configuration = PreviewServer.Configuration(
            folder: filter.destination, host: options.host, port: options.port,
            liveReload: options.liveReload && options.watch, baseurl: paths.baseurl)
        configuration.tls = options.tls
        configuration.listsFolders = options.listsFolders
        server = PreviewServer(configuration: configuration)
    }

    /// Binds, builds (unless skipped), then watches; returns the port bound.
    ///
    /// The port is bound before the build so that a port in use fails at once rather than after
    /// a long build, and so that `site.url` can name the port actually bound.
    public func start() async throws(PreviewServerError) -> Int {
        info("            Source: \(filter.source)")
        info("       Destination: \(filter.destination)")
        let port = options.serves ? try await server.start() : 0
        let rebuilder = suppliedRebuilder
            ?? SiteKitRebuilder(options: options.serves ? Self.buildOptions(options, port: port) : options.build)
        lock.withLock { activeRebuilder = rebuilder }
        let executor = ServerExecutor(threads: 1, name: "sitegen.watch")
        lock.withLock { self.executor = executor }
        var destination = filter.destination
        if !options.skipInitialBuild {
            info("      Generating...")
            if let written = await rebuild(changes: []) { destination = written }
        }
        // The config may move the destination; it must not be watched wherever it went.
        if options.watch {
            startWatching(SourceFilter(source: filter.source, destination: destination), on: executor)
        } else {
            info(" Auto-regeneration: disabled. Use --watch to enable.")
        }
        guard options.serves else {
            info("  Watching... press ctrl-c to stop.")
            return port
        }
        let heartbeat = Task(executorPreference: executor) { [server] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(15))
                server.sendHeartbeat()
            }
        }
        lock.withLock { tasks.append(heartbeat) }
        let url = address(port: port)
        info("    Server address: \(url)")
        info("  Server running... press ctrl-c to stop.")
        if options.openURL { Self.openInBrowser(url) }
        return port
    }

    /// Stops watching, closes live-reload streams and stops the server.
    public func stop() async {
        let (watcher, tasks, executor) = lock.withLock { (self.watcher, self.tasks, self.executor) }
        watcher?.stop()
        for task in tasks { task.cancel() }
        await server.stop()
        for task in tasks { await task.value }
        executor?.shutdown()
    }

    /// Runs until SIGINT or SIGTERM, then stops cleanly. A second signal kills at once.
    public func run() async throws(PreviewServerError) {
        _ = try await start()
        await waitForTerminationSignal()
        info("  Shutting down.")
        await stop()
    }

    /// The build options `serve` builds with: as given, but in Jekyll's development environment
    /// `site.url` points at this server, so absolute links stay on the preview (`jekyll serve` does the same).
    static func buildOptions(_ options: ServeOptions, port: Int,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> BuildOptions {
        var build = options.build
        if build.url == nil, (environment["JEKYLL_ENV"] ?? "development") == "development" {
            let host = options.host == "127.0.0.1" ? "localhost" : options.host.contains(":") ? "[\(options.host)]" : options.host
            build.url = "\(options.tls == nil ? "http" : "https")://\(host):\(port)"
        }
        return build
    }

    public func address(port: Int) -> String {
        let host = options.host.contains(":") ? "[\(options.host)]" : options.host
        return "\(options.tls == nil ? "http" : "https")://\(host):\(port)\(server.status.snapshot.baseurl)/"
    }

    // MARK: Watching and rebuilding

    private func startWatching(_ filter: SourceFilter, on executor: ServerExecutor) {
        var watcher = makeSourceWatcher(filter: filter, pollInterval: options.pollInterval)
        let (wakeups, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let pending = pending
        let onChange: @Sendable (String) -> Void = { path in
            guard let change = filter.change(at: path) else { return }
            pending.add(change)
            wake.yield()
        }
        do {
            do {
                try watcher.start(onChange: onChange)
            } catch where !(watcher is PollingWatcher) {
                // inotify can be missing or out of instances (some containers, network file
                // systems): comparing modification times still notices every save.
                self.output.error("warning: \(error); watching by polling instead")
                watcher = PollingWatcher(filter: filter)
                try watcher.start(onChange: onChange)
            }
        } catch {
            self.output.error("warning: auto-regeneration disabled: \(error)")
            return
        }
        info(" Auto-regeneration: enabled for '\(filter.source)'")
        let loop = Task(executorPreference: executor) { [self] in
            for await _ in wakeups {
                while let deadline = pending.deadline {
                    try? await Task.sleep(until: deadline, clock: .continuous)
                    if Task.isCancelled { return }
                    if let batch = pending.takeIfDue() { await rebuild(changes: batch) }
                }
            }
        }
        lock.withLock {
            self.watcher = watcher
            tasks.append(loop)
        }
    }

    /// Runs one rebuild and reports it to the terminal and the browsers.
    /// - Returns: the folder written, when the build succeeded and said where.
    @discardableResult
    func rebuild(changes: [SourceChange]) async -> String? {
        if !changes.isEmpty {
            info("      Regenerating: \(changes.count) file(s) changed")
        }
        let started = ContinuousClock.now
        do {
            guard let rebuilder = lock.withLock({ activeRebuilder }) else { return nil }
            let server = server
            let announced = Mutex<Set<String>>([])
            let result = try await rebuilder.rebuild(changes: changes, openPages: server.hub.openPages) { pages in
                announced.withLock { $0.formUnion(pages) }
                server.buildSucceeded(reload: .full, pages: pages)
            }
            let elapsed = ContinuousClock.now - started
            if options.build.verbose { for change in result.changes { info("                    \(change.path) (\(change.kind.rawValue))") } }
            let reload: ReloadKind = result.stylesheetsOnly ? .css : .full
            // Pages that reloaded early are not reloaded a second time.
            let pages = result.pages.map { all in announced.withLock { done in all.filter { !done.contains($0) } } }
            server.buildSucceeded(reload: reload, pages: reload == .full ? pages : nil, baseurl: result.baseurl, folder: result.destination)
            let scope = result.wasIncremental ? " (\(result.documentsWritten) page(s) re-rendered)" : ""
            info("                    done in \(Self.seconds(elapsed)) seconds\(scope).")
            return result.destination
        } catch {
            server.buildFailed(error.description)
            output.error(error.description)
            return nil
        }
    }

    private func info(_ line: String) {
        if !options.build.quiet { output.info(line) }
    }

    private static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return String(format: "%.3f", value)
    }

    // MARK: Process plumbing

    private func waitForTerminationSignal() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let fired = NSLock()
            nonisolated(unsafe) var resumed = false
            let sources = [SIGINT, SIGTERM].map { number in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    // The default action again, so a second Ctrl-C ends a stuck shutdown.
                    signal(SIGINT, SIG_DFL)
                    signal(SIGTERM, SIG_DFL)
                    let first = fired.withLock {
                        defer { resumed = true }
                        return !resumed
                    }
                    if first { continuation.resume() }
                }
                source.resume()
                return source
            }
            lock.withLock { signalSources = sources }
        }
        lock.withLock {
            for source in signalSources { source.cancel() }
            signalSources = []
        }
    }

    private static func openInBrowser(_ url: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        process.arguments = [url]
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        #endif
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}

/// The batcher shared between the watcher thread and the rebuild loop.
final class PendingChanges: @unchecked Sendable {
    private let lock = NSLock()
    private var batcher: ChangeBatcher

    init(quietPeriod: Duration) {
        batcher = ChangeBatcher(quietPeriod: quietPeriod)
    }

    func add(_ change: SourceChange) {
        lock.withLock { batcher.add(change, at: .now) }
    }

    var deadline: ContinuousClock.Instant? { lock.withLock { batcher.deadline } }

    func takeIfDue() -> [SourceChange]? {
        lock.withLock { batcher.takeIfDue(at: .now) }
    }
}
