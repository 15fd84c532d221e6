import Foundation

/// Reports paths that changed under a source folder.
public protocol SourceWatcher: AnyObject, Sendable {
    /// Starts watching; `onChange` receives absolute paths, from a background thread.
    func start(onChange: @escaping @Sendable (String) -> Void) throws
    func stop()
}

/// The best watcher for this platform: inotify on Linux, polling elsewhere.
public func makeSourceWatcher(filter: SourceFilter, pollInterval: Duration? = nil) -> any SourceWatcher {
    #if os(Linux)
    if pollInterval == nil { return InotifyWatcher(filter: filter) }
    #endif
    return PollingWatcher(filter: filter, interval: pollInterval ?? .milliseconds(500))
}

public struct WatcherError: Error, CustomStringConvertible {
    public var description: String
}

/// Compares snapshots of the tree (size, modification time, inode) at a fixed interval.
///
/// The fallback where no native notification API is wired up; it costs one `lstat` per
/// file per interval, fine for the few thousand files of a blog.
public final class PollingWatcher: SourceWatcher, @unchecked Sendable {
    struct Stamp: Equatable {
        var size: Int64
        var modified: Int64
        var modifiedNanoseconds: Int64
        var inode: UInt64
        var isFolder: Bool
    }

    private let filter: SourceFilter
    private let interval: Duration
    private let lock = NSLock()
    private var isStopped = false

    public init(filter: SourceFilter, interval: Duration = .milliseconds(500)) {
        self.filter = filter
        self.interval = interval
    }

    public func start(onChange: @escaping @Sendable (String) -> Void) throws {
        let initial = snapshot()
        let thread = Thread { [self] in
            var previous = initial
            while !lock.withLock({ isStopped }) {
                Thread.sleep(forTimeInterval: Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18)
                if lock.withLock({ isStopped }) { break }
                let current = snapshot()
                for (path, stamp) in current where previous[path] != stamp { onChange(path) }
                for path in previous.keys where current[path] == nil { onChange(path) }
                previous = current
            }
        }
        thread.name = "sitegen.watch.poll"
        thread.start()
    }

    public func stop() {
        lock.withLock { isStopped = true }
    }

    func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        var folders = [filter.source]
        while let folder = folders.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                let path = folder + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                let isFolder = status.st_mode & S_IFMT == S_IFDIR
                if isFolder {
                    if filter.isIgnoredFolder(path) { continue }
                    folders.append(path)
                }
                #if canImport(Darwin)
                let modified = status.st_mtimespec
                #else
                let modified = status.st_mtim
                #endif
                stamps[path] = Stamp(
                    size: Int64(status.st_size), modified: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec),
                    inode: UInt64(status.st_ino), isFolder: isFolder)
            }
        }
        return stamps
    }
}
