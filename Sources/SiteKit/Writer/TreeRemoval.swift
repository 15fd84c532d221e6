import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deletes a folder and everything in it, the old site after a swap: that deletion is the
/// build's last step, on one thread, after every page is written. Entries are removed relative
/// to an open folder (`unlinkat`), not by full path (each of which the kernel walked again from
/// `/`), and the top folders' subtrees on all cores. A symlink is removed, never followed.
enum TreeRemoval {
    /// Removes `path` (a folder, a file or a link); what cannot be removed is left, silently,
    /// as `try? FileManager.removeItem` left it.
    static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            unlink(path)
            return
        }
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return }
        removeContents(of: folder, spreading: true)
        close(folder)
        rmdir(path)
    }

    /// Empties the open folder `folder`. `spreading`: its subfolders go to all cores (a folder
    /// with a single subfolder, such as the staging container, passes that on to the one inside).
    private static func removeContents(of folder: Int32, spreading: Bool) {
        let entries = list(folder)
        let folders = entries.filter(\.isFolder)
        for entry in entries where !entry.isFolder { unlinkat(folder, entry.name, 0) }
        if spreading && folders.count > 1 {
            let names = folders.map(\.name)
            DispatchQueue.concurrentPerform(iterations: names.count) { i in
                removeFolder(names[i], in: folder, spreading: false)
            }
        } else {
            for entry in folders { removeFolder(entry.name, in: folder, spreading: spreading) }
        }
    }

    private static func removeFolder(_ name: String, in parent: Int32, spreading: Bool) {
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if folder >= 0 {
            removeContents(of: folder, spreading: spreading)
            close(folder)
        }
        unlinkat(parent, name, AT_REMOVEDIR)
    }

    /// The entries of the open folder (without `.` and `..`); `isFolder` from `d_type`, or from
    /// `fstatat` where the file system leaves it unknown. The descriptor stays open.
    private static func list(_ folder: Int32) -> [(name: String, isFolder: Bool)] {
        // `fdopendir` takes the descriptor over and `closedir` closes it: read through a copy.
        let copy = dup(folder)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(stream) }
        var result: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var info = stat()
                isFolder = fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
            }
            result.append((name, isFolder))
        }
        return result
    }
}
