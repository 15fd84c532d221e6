#if os(Linux)
import Foundation
import Glibc

/// Watches a source tree with Linux inotify, one watch per folder.
///
/// inotify is not recursive: a watch is added for every folder found at start and for every
/// folder that appears later. Files created inside a new folder before its watch existed are
/// reported by scanning the folder when it is added.
public final class InotifyWatcher: SourceWatcher, @unchecked Sendable {
    private let filter: SourceFilter
    private let lock = NSLock()
    private var isStopped = false
    private var descriptor: Int32 = -1
    /// Only touched by the reader thread once it runs.
    private var folders: [Int32: String] = [:]

    private static let mask = UInt32(IN_CREATE | IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF)
        | UInt32(IN_ONLYDIR) | UInt32(IN_DONT_FOLLOW) | UInt32(IN_EXCL_UNLINK)

    public init(filter: SourceFilter) {
        self.filter = filter
    }

    public func start(onChange: @escaping @Sendable (String) -> Void) throws {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw WatcherError(description: "cannot watch \(filter.source): \(String(cString: strerror(errno)))")
        }
        self.descriptor = descriptor
        addWatches(under: filter.source, descriptor: descriptor, report: nil)
        let thread = Thread { [self] in
            readLoop(descriptor: descriptor, onChange: onChange)
            close(descriptor)
        }
        thread.name = "sitegen.watch.inotify"
        thread.start()
    }

    public func stop() {
        lock.withLock { isStopped = true }
    }

    private func readLoop(descriptor: Int32, onChange: @escaping @Sendable (String) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let headerSize = MemoryLayout<inotify_event>.size
        while !lock.withLock({ isStopped }) {
            // Wake up regularly to notice stop(); 100 ms keeps Ctrl-C prompt.
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready <= 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { continue }
            var offset = 0
            while offset + headerSize <= count {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                let nameStart = offset + headerSize
                let nameEnd = min(nameStart + Int(event.len), count)
                let name = String(decoding: buffer[nameStart..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
                offset = nameEnd
                handle(event, name: name, descriptor: descriptor, onChange: onChange)
            }
        }
    }

    private func handle(_ event: inotify_event, name: String, descriptor: Int32, onChange: @escaping @Sendable (String) -> Void) {
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
            onChange(filter.source)
            return
        }
        if event.mask & UInt32(IN_IGNORED) != 0 {
            folders.removeValue(forKey: event.wd)
            return
        }
        guard let folder = folders[event.wd] else { return }
        let path = name.isEmpty ? folder : folder + "/" + name
        if event.mask & UInt32(IN_ISDIR) != 0 {
            if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                addWatches(under: path, descriptor: descriptor, report: onChange)
            }
            // A folder moved or deleted takes its files with it; report it for a rebuild.
            if event.mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                onChange(path)
            }
            return
        }
        if event.mask & UInt32(IN_DELETE_SELF) != 0 { return }
        onChange(path)
    }

    /// Adds a watch on `root` and every folder below it that is not ignored.
    private func addWatches(under root: String, descriptor: Int32, report: (@Sendable (String) -> Void)?) {
        var pending = [root]
        while let folder = pending.popLast() {
            if filter.isIgnoredFolder(folder) { continue }
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            guard watch >= 0 else { continue }
            folders[watch] = folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                let path = folder + "/" + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    pending.append(path)
                } else {
                    report?(path)
                }
            }
        }
    }
}
#endif
