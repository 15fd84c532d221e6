import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries with their kinds, from `readdir`'s `d_type`: walking a source tree then
/// costs one system call per folder, not a `stat` (and a Foundation attribute dictionary) per
/// file, which dominated reading a 10,000-post blog.
enum DirectoryListing {
    enum Kind { case file, directory, symlink, other }

    /// The entries of `path` (without `.` and `..`), sorted by name. A folder that cannot be
    /// read is an error naming it (`displayName`), as in Jekyll: skipping it silently would drop
    /// its pages from the site with exit status 0.
    static func entries(atPath path: String, displayName: String) throws -> [(name: String, kind: Kind)] {
        try listed(atPath: path, displayName: displayName).sorted { $0.name < $1.name }
    }

    /// The entries in the order `readdir` gives them, which is Ruby's `Dir.entries` order: the
    /// file system's (on ext4, a hash of the name in a large folder, creation order in a small
    /// one), the same for every read of an unchanged folder.
    static func listed(atPath path: String, displayName: String) throws -> [(name: String, kind: Kind)] {
        guard let dir = opendir(path) else {
            let reason = String(cString: strerror(errno))
            throw SiteError("cannot read folder '\(displayName.isEmpty ? "." : displayName)': \(reason)")
        }
        defer { closedir(dir) }
        var result: [(name: String, kind: Kind)] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symlink
            case Int32(DT_UNKNOWN): kind = kindByStat(path + "/" + name)
            default: kind = .other
            }
            result.append((name, kind))
        }
        return result
    }

    /// For file systems that leave `d_type` unknown.
    private static func kindByStat(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// Whether `path` (followed if a link) exists and is neither a regular file nor a folder.
    static func isSpecial(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT != S_IFREG && info.st_mode & S_IFMT != S_IFDIR
    }

    /// What a symlink points at, following it: `.file`, `.directory` or `.other` (missing).
    static func targetKind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }
}
