import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps interrupted builds from leaving their staging folders behind (a 5,000-post site left
/// 71–149 MB per Ctrl-C): the folders of running builds are removed on SIGINT and SIGTERM, and
/// a build removes those of builds whose process is gone (`kill -9`, a crash, a power cut).
public enum StagingCleanup {
    private static let active = Mutex<Set<String>>([])
    private static let signalSources = Mutex<[any DispatchSourceSignal]>([])
    /// The signal that interrupted the build (0: none).
    private static let interruption = Atomic<Int32>(0)
    /// Held while a build swaps its staging folder in and removes the old site: an interrupt
    /// waits for the swap to finish (or not to start), so the destination is always one whole
    /// site and no `.sitegen-old-*` folder is left half removed.
    private static let swapping = Mutex(())

    /// Whether a build has swapped its site in (an interrupt after that leaves the new site).
    private static let swapped = Atomic<Bool>(false)

    /// Whether SIGINT or SIGTERM has come: the process is ending, quietly.
    public static var isInterrupted: Bool { interruption.load(ordering: .acquiring) != 0 }

    /// Runs `swap` unless an interrupt came first; an interrupt during it waits for it.
    static func swapping(_ swap: () throws -> Void) throws {
        try swapping.withLock { _ in
            guard !isInterrupted else { throw SiteError("interrupted") }
            try swap()
            swapped.store(true, ordering: .releasing)
        }
    }

    static func register(_ path: String) { active.withLock { _ = $0.insert(path) } }
    static func unregister(_ path: String) { active.withLock { _ = $0.remove(path) } }

    /// On SIGINT or SIGTERM, removes the staging folders of the builds running (after a swap
    /// in progress has finished), prints `message` once (told whether the new site was already
    /// swapped in) and exits with 128 + the signal's number (130, 143), as a shell reports an
    /// interrupted command. For `sitegen build`.
    public static func removeOnTermination(message: @escaping @Sendable (_ signal: Int32, _ written: Bool) -> String) {
        signalSources.withLock { sources in
            guard sources.isEmpty else { return }
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    // A second signal while cleaning up changes nothing: the first one's exit stands.
                    guard interruption.compareExchange(expected: 0, desired: number, ordering: .acquiringAndReleasing).exchanged else { return }
                    swapping.withLock { _ in
                        for path in active.withLock({ Array($0) }) { remove(path) }
                    }
                    let line = message(number, swapped.load(ordering: .acquiring)) + "\n"
                    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
                    // Straight out: the build's threads may still be failing on the removed folder.
                    _exit(128 + number)
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Removes a staging folder while the build's writers may still be adding to it: renamed
    /// first (to the name of an old site, which the next build also removes), so no writer can
    /// add a file or folder to it by path any more, then deleted.
    private static func remove(_ path: String) {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        var target = path
        if name.hasPrefix(".sitegen-staging-") {
            let renamed = url.deletingLastPathComponent().appendingPathComponent(".sitegen-old-" + name.dropFirst(".sitegen-staging-".count)).path
            if rename(path, renamed) == 0 { target = renamed }
        }
        for _ in 0..<3 where FileManager.default.fileExists(atPath: target) {
            try? FileManager.default.removeItem(atPath: target)
        }
    }

    /// The names of the folders a build of `destination` stages in: `.sitegen-staging-NAME-PID`
    /// and, while swapping without an atomic exchange, `.sitegen-old-NAME-PID`.
    static func prefixes(for destination: URL) -> [String] {
        [".sitegen-staging-\(destination.lastPathComponent)-", ".sitegen-old-\(destination.lastPathComponent)-"]
    }

    /// Removes the staging folders beside `destination` left by processes that no longer run.
    /// A folder whose process id is alive (perhaps reused by another program) is left alone.
    static func removeStale(besides destination: URL) {
        let parent = destination.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        let prefixes = prefixes(for: destination)
        for name in names {
            guard let prefix = prefixes.first(where: { name.hasPrefix($0) }) else { continue }
            let digits = name.dropFirst(prefix.count)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigitChar), let pid = pid_t(digits) else { continue }
            guard pid != getpid(), kill(pid, 0) == -1, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }
}
