import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes a folder and everything in it, on every core: the swap removes the old site, which
/// at 100,000 posts took FileManager 1.1 s on one core (a `stat` and a full path per file)
/// after the rest of the build had finished. Here each folder is read once through its file
/// descriptor, its files are unlinked by name, and its subfolders are shared out among the cores.
enum FolderRemoval {
    /// Removes `path` (a file, a symlink or a folder tree); true when nothing is left there.
    @discardableResult
    static func remove(_ path: String) -> Bool {
        if unlink(path) == 0 || errno == ENOENT { return true }
        guard errno == EISDIR || errno == EPERM else { return false }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        removeContents(of: fd, depth: 0)
        close(fd)
        if rmdir(path) == 0 { return true }
        // Whatever could not go (a permission): the slow, thorough way reports nothing more.
        try? FileManager.default.removeItem(atPath: path)
        return !FileManager.default.fileExists(atPath: path)
    }

    /// Removes everything inside the folder open as `fd` (closed by the caller).
    private static func removeContents(of fd: Int32, depth: Int) {
        let listing = dup(fd)
        guard listing >= 0, let dir = fdopendir(listing) else {
            if listing >= 0 { close(listing) }
            return
        }
        var folders: [String] = []
        while let entry = readdir(dir) {
            let (name, type) = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { (String(cString: $0), entry.pointee.d_type) }
            }
            if name == "." || name == ".." { continue }
            if type == UInt8(DT_DIR) {
                folders.append(name)
            } else if unlinkat(fd, name, 0) != 0, errno == EISDIR || (type == UInt8(DT_UNKNOWN) && errno == EPERM) {
                // A file system that does not say an entry's type: a folder after all.
                folders.append(name)
            }
        }
        closedir(dir)
        // Folders near the top are shared out (a site's year folders, or `blog/` then its
        // years); deeper ones are removed by the core that reached them.
        if depth < 3, folders.count > 1 {
            let list = folders
            DispatchQueue.concurrentPerform(iterations: list.count) { removeFolder(list[$0], in: fd, depth: depth + 1) }
        } else {
            for name in folders { removeFolder(name, in: fd, depth: depth + 1) }
        }
    }

    /// Removes the folder `name` inside the folder open as `parent`, with what it holds.
    private static func removeFolder(_ name: String, in parent: Int32, depth: Int) {
        let inner = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard inner >= 0 else { return }
        removeContents(of: inner, depth: depth)
        close(inner)
        _ = unlinkat(parent, name, AT_REMOVEDIR)
    }
}
