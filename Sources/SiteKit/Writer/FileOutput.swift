import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls both writers use: a build writes thousands of files, so each costs as few
/// calls as possible, and none is synced to disk (a site can always be built again; Foundation's
/// `Data.write` syncs every file, which made a 10,000-page rebuild wait on the disk).
enum FileOutput {
    /// `relativePath` without empty or `.` parts; nil when it names no file or a `..` would
    /// leave the folder (output paths come from permalinks, which authors control).
    static func insideRelativePath(_ relativePath: String) -> String? {
        let parts = relativePath.utf8.split(separator: UInt8(ascii: "/")).filter { !$0.elementsEqual(".".utf8) }
        guard !parts.isEmpty, !parts.contains(where: { $0.elementsEqual("..".utf8) }) else { return nil }
        return parts.map { String(Substring($0)) }.joined(separator: "/")
    }

    /// One `open`, as few `write`s as the kernel needs, one `close`: no stdio buffer between.
    /// Returns the errno of a failure.
    static func writeFile(_ path: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { return errno }
        var offset = 0
        while offset < bytes.count {
            let n = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                let failure = errno
                close(fd)
                return failure
            }
            offset += n
        }
        return close(fd) == 0 ? nil : errno
    }

    /// `mkdir -p` with one system call when the parent exists (the usual case: a post's day
    /// folder inside a month folder already made); another thread making the same folder at
    /// the same time is success. Returns the errno of a failure. Folders are never made at or
    /// above `root`: a staging folder removed on Ctrl-C must not be made again by a writer
    /// still running.
    static func makeFolder(_ path: String, below root: String? = nil) -> Int32? {
        if mkdir(path, 0o777) == 0 { return nil }
        var failure = errno
        if failure == EEXIST { return nil }
        guard failure == ENOENT else { return failure }
        let parent = (path as NSString).deletingLastPathComponent
        guard !parent.isEmpty, parent != path, parent != root else { return failure }
        if let parentFailure = makeFolder(parent, below: root) { return parentFailure }
        if mkdir(path, 0o777) == 0 { return nil }
        failure = errno
        return failure == EEXIST ? nil : failure
    }
}

/// `write(2)`, named through its module: `FileOutput` callers have `write` methods of their own.
@inline(__always) private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, bytes, count)
    #else
    Darwin.write(fd, bytes, count)
    #endif
}
