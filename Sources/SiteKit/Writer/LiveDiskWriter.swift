import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces single files in a live destination, for `serve`'s partial rebuilds: each file is
/// written beside its target and renamed over it, so a request gets the old file or the new
/// one, never half of one.
struct LiveDiskWriter {
    let destination: URL
    /// Names the temporary files; unique across the threads writing at once.
    private static let counter = Atomic<Int>(0)

    func write(_ text: String, to relativePath: String) throws {
        var text = text
        try replace(relativePath) { temp in text.withUTF8 { FileOutput.writeFile(temp, $0) } }
    }

    func copy(_ source: URL, to relativePath: String) throws {
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: source))
        } catch {
            throw SiteError("cannot copy \(source.lastPathComponent) to \(relativePath): \(error.localizedDescription)")
        }
        try replace(relativePath) { temp in bytes.withUnsafeBufferPointer { FileOutput.writeFile(temp, $0) } }
    }

    private func replace(_ relativePath: String, _ fill: (String) -> Int32?) throws {
        guard let inside = FileOutput.insideRelativePath(relativePath) else {
            throw SiteError("output path '\(relativePath)' leaves the destination folder; check the permalink")
        }
        let target = destination.path + "/" + inside
        let folder = (target as NSString).deletingLastPathComponent
        let temp = folder + "/.sitegen-tmp-\(getpid())-\(Self.counter.add(1, ordering: .relaxed).newValue)"
        if let failure = FileOutput.makeFolder(folder) ?? fill(temp) {
            unlink(temp)
            throw SiteError("cannot write \(relativePath): \(String(cString: strerror(failure)))")
        }
        guard rename(temp, target) == 0 else {
            let failure = errno
            unlink(temp)
            throw SiteError("cannot replace \(relativePath): \(String(cString: strerror(failure)))")
        }
    }
}
