import Foundation
import Liquid
import TextSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading source files as UTF-8 text, with errors that point at the bad byte.
enum SourceFile {
    /// The whole file, read straight into the array (no `Data` in between).
    static func readBytes(_ url: URL, displayName: String) throws -> [UInt8] {
        try readBytes(atPath: url.path, displayName: displayName)
    }

    static func readBytes(atPath path: String, displayName: String) throws -> [UInt8] {
        func failure() -> SiteError { SiteError("cannot read \(displayName): \(String(cString: strerror(errno)))") }
        // O_NONBLOCK: opening a FIFO returns at once instead of waiting for a writer (it has
        // no effect on regular files); whatever is not a regular file is then refused unread.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw failure() }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure() }
        guard info.st_mode & S_IFMT == S_IFREG else { throw notRegular(displayName) }
        // One spare byte, so the read that finds the end needs no growth.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 4096)) }  // it grew
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            if n == 0 { break }
            filled += n
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    static func notRegular(_ displayName: String) -> SiteError {
        SiteError("cannot read \(displayName): not a regular file (a FIFO, socket or device); sitegen reads only regular files")
    }

    /// The file's text; a byte sequence that is not UTF-8 is an error naming its line and column.
    /// A UTF-8 byte-order mark is dropped, as Ruby's `bom|utf-8` read mode does.
    static func readText(_ url: URL, displayName: String) throws -> String {
        try readText(atPath: url.path, displayName: displayName)
    }

    static func readText(atPath path: String, displayName: String) throws -> String {
        var bytes = try readBytes(atPath: path, displayName: displayName)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return try decode(bytes, displayName: displayName)
    }

    /// `readText`, reading through `buffer`, which one thread reuses from file to file: the
    /// file's bytes are copied once, into the string, and no array is allocated and zeroed
    /// for each file.
    static func readText(atPath path: String, displayName: String, buffer: ReadBuffer) throws -> String {
        func failure() -> SiteError { SiteError("cannot read \(displayName): \(String(cString: strerror(errno)))") }
        // O_NONBLOCK: opening a FIFO returns at once instead of waiting for a writer (it has
        // no effect on regular files); whatever is not a regular file is then refused unread.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw failure() }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure() }
        guard info.st_mode & S_IFMT == S_IFREG else { throw notRegular(displayName) }
        let size = Int(info.st_size)
        buffer.reserve(size + 1)
        var filled = 0
        while true {
            if filled == buffer.capacity { buffer.reserve(filled * 2) }  // it grew
            let wanted = buffer.capacity - filled
            let n = read(fd, buffer.base + filled, wanted)
            if n < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            if n == 0 { break }
            filled += n
            // A regular file's read stops short only at its end: with the size `fstat` gave
            // read whole, the read that would return 0 is skipped (one system call in three per
            // post). A file that grew since meets `wanted` or differs from `size`, and is read on.
            if n < wanted, filled == size { break }
        }
        var bytes = UnsafeBufferPointer(start: buffer.base, count: filled)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = UnsafeBufferPointer(rebasing: bytes[3...]) }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return try decode(Array(bytes), displayName: displayName)
    }

    /// The modification time of `path` itself (a symlink's own), as `FileManager`'s
    /// `attributesOfItem` gives it; nil when there is no such file. One `lstat`: the attribute
    /// dictionary also looked up the owner's and group's names, a `getpwuid` and `getgrgid`
    /// (nsswitch.conf, nscd, /etc/passwd) per static file.
    static func modificationDate(atPath path: String) -> Date? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        // Foundation's own arithmetic, from its reference date, so the Double is the same one.
        return Date(timeIntervalSinceReferenceDate: (Double(time.tv_sec) - Date.timeIntervalBetween1970AndReferenceDate) + Double(time.tv_nsec) / 1_000_000_000)
    }

    static func decode(_ bytes: [UInt8], displayName: String) throws -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        // Find the first invalid sequence to report where it is.
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var consumed = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s):
                consumed += UTF8.width(s)
                offset = consumed
            case .emptyInput: break loop
            case .error: break loop
            }
        }
        let prefix = String(decoding: bytes[..<offset], as: UTF8.self)
        let location = SourceLocation(file: displayName, source: prefix + String(decoding: bytes[offset...], as: UTF8.self), utf8Offset: prefix.utf8.count)
        throw SiteError("\(displayName) is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset \(offset)); save it as UTF-8", location: location)
    }
}

/// Memory for reading files one after another on one thread.
final class ReadBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int

    init(capacity: Int = 64 * 1024) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// Room for at least `count` bytes; what was read so far is kept.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        grown.update(from: base, count: capacity)
        base.deallocate()
        base = grown
        capacity = count
    }
}
