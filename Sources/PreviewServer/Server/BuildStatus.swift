import Foundation

/// The outcome of the latest build, as pages served from now on should reflect it.
public final class BuildStatus: @unchecked Sendable {
    /// What one page needs to know about the build it is served from.
    struct Snapshot: Sendable {
        /// Changes on every build, good or bad, and differs between server runs: a page whose
        /// generation is not current is stale.
        var generation: String
        /// The author-facing error text while the latest build failed.
        var error: String?
        var baseurl: String
        /// The folder served.
        var folder: String
    }

    private let lock = NSLock()
    private let runID = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    private var counter = 0
    private var error: String?
    private var baseurl: String
    private var folder: String

    public init(folder: String, baseurl: String = "") {
        self.folder = folder
        self.baseurl = Self.normalizedBaseurl(baseurl)
    }

    var snapshot: Snapshot {
        lock.withLock { Snapshot(generation: "\(runID)-\(counter)", error: error, baseurl: baseurl, folder: folder) }
    }

    /// The error text while the latest build failed.
    public var currentError: String? { lock.withLock { error } }

    @discardableResult
    func recordSuccess(baseurl newBaseurl: String?, folder newFolder: String?) -> Snapshot {
        lock.withLock {
            counter += 1
            error = nil
            if let newBaseurl { baseurl = Self.normalizedBaseurl(newBaseurl) }
            if let newFolder { folder = newFolder }
            return Snapshot(generation: "\(runID)-\(counter)", error: nil, baseurl: baseurl, folder: folder)
        }
    }

    @discardableResult
    func recordFailure(_ message: String) -> Snapshot {
        lock.withLock {
            counter += 1
            error = message
            return Snapshot(generation: "\(runID)-\(counter)", error: message, baseurl: baseurl, folder: folder)
        }
    }

    /// `/blog/` and `blog` become `/blog`; `/` and empty become empty, as Jekyll's `relative_url` sees them.
    static func normalizedBaseurl(_ value: String) -> String {
        let trimmed = value.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
        return trimmed.isEmpty ? "" : "/" + trimmed
    }
}
