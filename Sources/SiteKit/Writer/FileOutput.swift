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

    /// Copies the file at `source` to `target` (replaced if it exists) with the source's
    /// permissions, as `FileManager.copyItem` did, in five system calls and a `sendfile` per 2 GB
    /// where `copyItem` made fifteen (stats, `listxattr`, `lseek`s). Returns the errno of a failure.
    static func copyFile(_ source: String, to target: String) -> Int32? {
        // O_NONBLOCK: a FIFO put in a static file's place since the site was read must not
        // block the open; only a regular file is copied.
        let input = open(source, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard input >= 0 else { return errno }
        defer { close(input) }
        var info = stat()
        guard fstat(input, &info) == 0 else { return errno }
        guard info.st_mode & S_IFMT == S_IFREG else { return EINVAL }
        let output = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard output >= 0 else { return errno }
        var failure: Int32?
        if fchmod(output, info.st_mode & 0o7777) != 0 { failure = errno }
        if failure == nil { failure = copyContents(from: input, to: output) }
        if close(output) != 0, failure == nil { failure = errno }
        return failure
    }

    /// The bytes of `input` from its current offset to its end, appended to `output`.
    private static func copyContents(from input: Int32, to output: Int32) -> Int32? {
        #if os(Linux)
        // In the kernel, without a user-space buffer; file-to-file since Linux 2.6.33.
        var copied = 0
        while true {
            let n = sendfile(output, input, nil, 1 << 30)
            if n > 0 { copied += n; continue }
            if n == 0 { return nil }
            if errno == EINTR { continue }
            // A file system that cannot: copied by reading, if nothing was written yet.
            guard copied == 0, errno == EINVAL || errno == ENOSYS else { return errno }
            break
        }
        #endif
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let n = read(input, buffer, 1 << 16)
            if n == 0 { return nil }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            var offset = 0
            while offset < n {
                let w = systemWrite(output, buffer + offset, n - offset)
                if w < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += w
            }
        }
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
