import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes the folder a new site is written into, asking ext4 to place it in a block group of
/// its own.
///
/// Without a journal, ext4 skips inodes freed in the last minutes when it allocates new ones,
/// checking each freed one in turn; every file of a site written just after the previous
/// site was deleted (`rm -rf _site && build`, or the swap below deleting the old site) then
/// scans past all of the old site's inodes, which made inode allocation most of a build's
/// system time. A folder made inside a parent marked "top of a directory hierarchy"
/// (`chattr +T`) is spread by the Orlov allocator to a lightly used group instead of its
/// parent's; a name unique to the build keeps it from landing where the last site was. On
/// other file systems the flag is refused or ignored, which costs nothing.
enum FreshFolder {
    /// Creates `container` (marked as a top directory where possible) and, inside it, a folder
    /// with a name unique to this build, which it returns.
    static func make(in container: URL) throws -> URL {
        let fm = FileManager.default
        if fm.fileExists(atPath: container.path) { try fm.removeItem(at: container) }
        try fm.createDirectory(at: container, withIntermediateDirectories: true)
        markAsTopDirectory(container.path)
        let folder = container.appendingPathComponent("site-\(UInt64.random(in: 0...UInt64.max))")
        try fm.createDirectory(at: folder, withIntermediateDirectories: false)
        return folder
    }

    private static func markAsTopDirectory(_ path: String) {
        #if os(Linux)
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        // FS_IOC_GETFLAGS / FS_IOC_SETFLAGS (_IOR/_IOW('f', 1/2, long)) and FS_TOPDIR_FL.
        let getFlags: UInt = 0x8008_6601, setFlags: UInt = 0x4008_6602, topDirectory: Int = 0x0002_0000
        var flags = 0
        guard ioctl(fd, getFlags, &flags) == 0 else { return }
        flags |= topDirectory
        _ = ioctl(fd, setFlags, &flags)
        #endif
    }
}
