import Foundation
import TextSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rule that keeps a build inside its site (issue 19): sites are built from pull requests
/// by people the owner does not know, so a configured folder (`layouts_dir: ../../etc`) or a
/// symlink must never make the build read, and publish, files of the build machine.
enum SafePaths {
    /// `path` with every symlink on the way resolved (as far as it exists).
    static func real(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    static func isInside(_ path: String, root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }

    /// The folder configured under `keyPath` (e.g. `["layouts_dir"]`, `["sass", "sass_dir"]`),
    /// relative to the source with `.` and empty parts removed; a located error when it leaves
    /// the source, by `..`, by an absolute path elsewhere, or through a symlink.
    static func configuredFolder(
        _ value: String, keyPath: [String], source: URL, locate: () -> SourceLocation?
    ) throws -> String {
        let key = keyPath.joined(separator: ".")
        var relative = value
        let sourcePath = source.path
        if value.hasPrefix("/") {
            let standardized = URL(fileURLWithPath: value).standardizedFileURL.path
            guard isInside(standardized, root: sourcePath) else {
                throw SiteError(
                    "\(key) '\(value)' is outside the site: configured folders must be inside the source folder",
                    location: locate())
            }
            relative = String(standardized.dropFirst(min(standardized.count, sourcePath.count + 1)))
        }
        var parts: [Substring] = []
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == ".." {
                guard !parts.isEmpty else {
                    throw SiteError(
                        "\(key) '\(value)' is outside the site: configured folders must be inside the source folder",
                        location: locate())
                }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let normalized = parts.joined(separator: "/")
        let full = normalized.isEmpty ? sourcePath : sourcePath + "/" + normalized
        let realRoot = real(sourcePath)
        guard isInside(real(full), root: realRoot) else {
            throw SiteError(
                "\(key) '\(value)' links outside the site: configured folders must be inside the source folder",
                location: locate())
        }
        return normalized
    }

    /// A folder's identity on disk: two paths to the same folder (through a symlink) share it.
    struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The identity of the folder at `path`, symlinks followed; nil when it cannot be read.
    static func folderID(_ path: String) -> FolderID? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The folders being walked, from the top down: a folder whose identity is already on the
    /// way is a symlink loop (`cyc -> .`), which would otherwise be walked again and again
    /// (41 copies of the site, or exponential time with two such links).
    struct WalkPath {
        private var ids: [FolderID: String] = [:]

        /// `rel` entered; a located error when it is one of the folders it is inside.
        mutating func enter(_ rel: String, absolute: String) throws {
            guard let id = folderID(absolute) else { return }
            if let ancestor = ids[id] {
                let target = ancestor.isEmpty ? "the source folder" : "'\(ancestor)'"
                throw SiteError("symlink loop: '\(rel)' leads back to \(target), which contains it; remove the link or point it elsewhere")
            }
            ids[id] = rel
        }

        mutating func leave(_ rel: String, absolute: String) {
            guard let id = folderID(absolute), ids[id] == rel else { return }
            ids[id] = nil
        }
    }
}

extension SafePaths {
    /// How many paths each real folder has been walked at. Jekyll follows folder symlinks in the
    /// site walk and in `_data` and publishes a linked folder at every path (`latest -> v2`
    /// gives `v2/` and `latest/`); sitegen does the same, but folders that link to one another
    /// without a loop (`d2/x -> ../d1`, `d2/y -> ../d1`, `d1/x -> ../d0`, …) multiply the paths
    /// with every level, an exponential walk (and site). So a real folder is walked at no more
    /// than `limit` paths: the walk stays linear in the folders on disk.
    struct FolderVisits {
        static let limit = 8
        private var seen: [FolderID: (first: String, count: Int)] = [:]
        private var skipped: Set<FolderID> = []
        /// One warning per folder that was left out somewhere.
        private(set) var warnings: [Diagnostic] = []
        /// Folders listed so far (a step count for tests: it bounds the walk).
        private(set) var reads = 0

        /// Whether the folder at `absolute` may be walked as `rel`; false (and a warning naming
        /// both paths, once per folder) when it has been walked at `limit` paths already.
        mutating func admit(_ rel: String, absolute: String) -> Bool {
            guard let id = folderID(absolute) else { return true }
            guard let entry = seen[id] else {
                seen[id] = (rel, 1)
                reads += 1
                return true
            }
            guard entry.count < Self.limit else {
                if skipped.insert(id).inserted {
                    warnings.append(Diagnostic(
                        .warning,
                        "'\(rel)' is the folder '\(entry.first)' again, reached through symlinks at more than \(Self.limit) paths; "
                            + "it is not read there (nor at its further paths)"))
                }
                return false
            }
            seen[id] = (entry.first, entry.count + 1)
            reads += 1
            return true
        }
    }
}
