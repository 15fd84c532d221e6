/// File-name arithmetic on `/`-separated relative paths, over UTF-8 bytes. Bridging each name
/// to `NSString` for `lastPathComponent` and friends cost more than reading the file it named.
/// Answers as `NSString` does for the names a site holds (see `PathNameTests`).
enum PathName {
    /// The part after the last `/` (the whole path when it has none).
    static func last(_ path: String) -> String {
        // Over the contiguous bytes: `utf8.lastIndex(of:)` steps a String index back per byte,
        // 2% of reading a post (it runs several times per file).
        let found: String?? = path.utf8.withContiguousStorageIfAvailable { bytes in
            var i = bytes.count - 1
            while i >= 0, bytes[i] != UInt8(ascii: "/") { i -= 1 }
            return i < 0 ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)...]), as: UTF8.self)
        }
        if let found { return found ?? path }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// A file name's extension without the dot: `a.b.md` → `md`; none for `.bashrc`, `a.` or `noext`.
    static func `extension`(of name: String) -> Substring {
        guard let dot = lastDot(name), name.utf8.index(after: dot) != name.endIndex else { return "" }
        return name[name.utf8.index(after: dot)...]
    }

    /// A file name without its extension: `a.b.md` → `a.b`, `a.` → `a`; `.bashrc` and `..` unchanged.
    static func deletingExtension(_ name: String) -> String {
        guard let dot = lastDot(name), name != ".." else { return name }
        return String(name[..<dot])
    }

    /// The last `.` that is not the name's first byte.
    private static func lastDot(_ name: String) -> String.Index? {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return nil }
        return dot
    }
}
