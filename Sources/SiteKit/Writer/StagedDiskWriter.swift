import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the site into a staging folder beside the destination and swaps it in only when
/// the whole build succeeded, so a failed build never leaves a half-written site.
final class StagedDiskWriter: @unchecked Sendable {
    let destination: URL
    /// Holds the staging folder, and the old site after the swap, until both are removed.
    let container: URL
    let staging: URL
    /// `staging.path`, kept as a string: output paths are joined to it once per file.
    private let stagingPath: String
    private let createdFolders = Mutex<Set<String>>([])
    /// Counted without a lock: every render worker writes, and a contended lock parks a thread.
    private let documentCount = Atomic<Int>(0)
    private let fileCount = Atomic<Int>(0)
    /// Set for `--verbose`: every output path written is noted.
    var recordsPaths = false
    private let paths = Mutex<[String]>([])
    /// The output paths written, sorted (empty unless `recordsPaths`).
    var writtenPaths: [String] { paths.withLock { $0 }.sorted() }

    init(destination requested: URL) throws {
        // A destination that is a symlink (`_site -> /var/www/blog`, a common deploy set-up) is
        // published through the link: the swap happens at the link's target, so the link stays
        // and the web root it points at gets the new site.
        var info = stat()
        let destination = lstat(requested.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
            ? requested.resolvingSymlinksInPath() : requested
        self.destination = destination
        let parent = destination.deletingLastPathComponent()
        StagingCleanup.removeStale(besides: destination)
        container = parent.appendingPathComponent(".sitegen-staging-\(destination.lastPathComponent)-\(getpid())")
        // Known before it exists: a signal while it is being made still finds it to remove.
        StagingCleanup.register(container.path)
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            staging = try FreshFolder.make(in: container)
        } catch {
            StagingCleanup.unregister(container.path)
            throw SiteError("cannot create the staging folder beside \(destination.path): \(error.localizedDescription)")
        }
        stagingPath = staging.path
    }

    deinit { StagingCleanup.unregister(container.path) }

    var documentsWritten: Int { documentCount.load(ordering: .relaxed) }
    var filesCopied: Int { fileCount.load(ordering: .relaxed) }

    /// Writes one rendered document (called concurrently from render workers).
    func write(_ text: String, to relativePath: String) throws {
        let path = try prepare(relativePath)
        var text = text
        let failure = text.withUTF8 { FileOutput.writeFile(path, $0) }
        if let failure { throw SiteError("cannot write \(Self.shortened(relativePath)): \(String(cString: strerror(failure)))") }
        documentCount.add(1, ordering: .relaxed)
        if recordsPaths { paths.withLock { $0.append(relativePath) } }
    }

    /// Copies a static file unchanged.
    func copy(_ source: URL, to relativePath: String) throws {
        let path = try prepare(relativePath)
        if let failure = FileOutput.copyFile(source.path, to: path) {
            throw SiteError("cannot copy \(source.lastPathComponent) to \(relativePath): \(String(cString: strerror(failure)))")
        }
        fileCount.add(1, ordering: .relaxed)
        if recordsPaths { paths.withLock { $0.append(relativePath) } }
    }

    /// A path cut to a readable length for a message (a permalink can be hundreds of characters).
    static func shortened(_ path: String) -> String {
        path.count <= 80 ? path : String(path.prefix(60)) + "…" + String(path.suffix(19))
    }

    /// The file's path in the staging folder, with its folder made.
    private func prepare(_ relativePath: String) throws -> String {
        // Output paths come from permalinks, which authors control: never leave the staging folder.
        var relativePath = relativePath
        var folderLength = Self.folderLength(ofPlainPath: relativePath)
        if folderLength == nil {
            guard let normalized = FileOutput.insideRelativePath(relativePath) else {
                throw SiteError("output path '\(relativePath)' leaves the destination folder; check the permalink")
            }
            relativePath = normalized
            folderLength = Self.folderLength(ofPlainPath: relativePath)
        }
        guard let folderLength else {
            throw SiteError("output path '\(relativePath)' is not a file path; check the permalink")
        }
        if folderLength > 0, let failure = makeFolder(String(relativePath.utf8.prefix(folderLength))!) {
            throw SiteError("cannot create folder for \(Self.shortened(relativePath)): \(String(cString: strerror(failure)))")
        }
        return stagingPath + "/" + relativePath
    }

    /// Makes `folder` (relative to the staging folder) and any parent not made yet, parents
    /// first: `mkdir` of a day folder whose month folder did not exist failed with ENOENT and
    /// was tried again, 223 wasted calls of 1,446 on the 1,000-post corpus. The set holds
    /// relative paths: `2008/01/01` is hashed without allocating, the full path was not.
    /// Returns the errno of a failure.
    private func makeFolder(_ folder: String) -> Int32? {
        // A folder counts as made only once it exists: marking it first let another thread
        // write into it before the mkdir had happened (ENOENT when posts share a date).
        if createdFolders.withLock({ $0.contains(folder) }) { return nil }
        if let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")), let parent = String(folder.utf8[..<slash]),
           let failure = makeFolder(parent) {
            return failure
        }
        if let failure = FileOutput.makeFolder(stagingPath + "/" + folder, below: stagingPath) { return failure }
        createdFolders.withLock { _ = $0.insert(folder) }
        return nil
    }

    /// The byte length of the folder part of `path` (0 for a file at the top), or nil when the
    /// path is not a plain relative one: empty, absolute, or with an empty, `.` or `..` part.
    static func folderLength(ofPlainPath path: String) -> Int? {
        var path = path
        return path.withUTF8 { bytes -> Int? in
            var partStart = 0
            var lastSlash = -1
            for i in 0...bytes.count {
                guard i == bytes.count || bytes[i] == UInt8(ascii: "/") else { continue }
                let length = i - partStart
                if length == 0 { return nil }
                if bytes[partStart] == UInt8(ascii: "."), length == 1 || (length == 2 && bytes[partStart + 1] == UInt8(ascii: ".")) {
                    return nil
                }
                if i < bytes.count { lastSlash = i }
                partStart = i + 1
            }
            return max(lastSlash, 0)
        }
    }

    func exists(_ relativePath: String) -> Bool {
        var info = stat()
        return stat(stagingPath + "/" + relativePath, &info) == 0
    }

    /// Carries `keep_files` over from the old destination, then swaps the staging folder in.
    func commit(keepFiles: [String]) throws {
        try StagingCleanup.swapping { try swapIn(keepFiles: keepFiles) }
    }

    private func swapIn(keepFiles: [String]) throws {
        let fm = FileManager.default
        if fm.fileExists(atPath: destination.path) {
            for keep in keepFiles {
                let name = keep.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                guard !name.isEmpty, !name.split(separator: "/").contains("..") else { continue }
                let old = destination.appendingPathComponent(name)
                let new = staging.appendingPathComponent(name)
                if fm.fileExists(atPath: old.path) && !fm.fileExists(atPath: new.path) {
                    try? fm.createDirectory(at: new.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try? fm.moveItem(at: old, to: new)
                }
            }
            // One atomic exchange where the system has it; the old site ends up in the staging path.
            if AtomicSwap.exchange(staging.path, destination.path) {
                FolderRemoval.remove(container.path)
                return
            }
            let trash = destination.deletingLastPathComponent()
                .appendingPathComponent(".sitegen-old-\(destination.lastPathComponent)-\(getpid())")
            FolderRemoval.remove(trash.path)
            // Two renames: the old site is complete until the instant the new one replaces it.
            guard rename(destination.path, trash.path) == 0 else {
                throw SiteError("cannot replace \(destination.path): \(String(cString: strerror(errno)))")
            }
            guard rename(staging.path, destination.path) == 0 else {
                _ = rename(trash.path, destination.path)
                throw SiteError("cannot move the new site into \(destination.path): \(String(cString: strerror(errno)))")
            }
            FolderRemoval.remove(trash.path)
        } else {
            guard rename(staging.path, destination.path) == 0 else {
                throw SiteError("cannot move the new site into \(destination.path): \(String(cString: strerror(errno)))")
            }
        }
        FolderRemoval.remove(container.path)
    }

    /// Removes the staging folder after a failed build; the destination is untouched.
    func abort() {
        try? FileManager.default.removeItem(at: container)
    }
}
