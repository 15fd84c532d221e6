import Foundation
import Hummingbird
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file opened inside the served folder, with the metadata of what was opened.
///
/// Metadata comes from `fstat` on the open descriptor, so the headers always describe the
/// bytes that are read, even when a rebuild swaps the folder between lookup and read.
final class OpenedFile: @unchecked Sendable {
    let descriptor: Int32
    let resolvedPath: String
    let size: Int
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int
    let inode: UInt64
    private var isClosed = false

    fileprivate init(descriptor: Int32, resolvedPath: String, status: stat) {
        self.descriptor = descriptor
        self.resolvedPath = resolvedPath
        size = Int(status.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int(status.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int(status.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int(status.st_mtim.tv_sec)
        modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
        #endif
        inode = UInt64(status.st_ino)
    }

    /// A validator that changes whenever a different file (or a rewritten one) is served here.
    var entityTag: String {
        "\(String(inode, radix: 16))-\(String(size, radix: 16))-\(String(modifiedSeconds, radix: 16))\(String(modifiedNanoseconds, radix: 16))"
    }

    var fileExtension: String {
        let name = resolvedPath.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// Reads `count` bytes from `offset` (the whole file by default).
    func read(offset: Int = 0, count: Int? = nil) throws(FileReadError) -> ByteBuffer {
        let wanted = count ?? (size - offset)
        var buffer = ByteBufferAllocator().buffer(capacity: wanted)
        var position = offset
        while position < offset + wanted {
            let remaining = offset + wanted - position
            let got = buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: remaining) { raw in
                pread(descriptor, raw.baseAddress, remaining, off_t(position))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw FileReadError(errno: errno)
            }
            // The file shrank under us: serve what there is rather than spin.
            if got == 0 { break }
            position += got
        }
        return buffer
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = systemClose(descriptor)
    }

    deinit { close() }
}

struct FileReadError: Error {
    var errno: Int32
}

/// What a request path names in the served folder.
enum FileLookup {
    case file(OpenedFile)
    /// A folder asked for without its trailing slash: relative links inside it need the slash.
    case folderWithoutSlash
    /// `--show-dir-listing`: a folder's entries (folders with a trailing `/`), sorted.
    case listing([String])
    case notFound
}

/// Maps request paths to files under one folder and refuses everything outside it.
///
/// Written for the preview server rather than reusing Hummingbird's `LocalFileSystem`
/// because the guarantees differ: every lookup re-resolves the folder's real path (a rebuild
/// replaces the folder by rename, so no descriptor or resolved path may outlive a request),
/// and a symlink that leads outside is a 404 without the target ever being opened.
struct SiteFileProvider: Sendable {
    let folder: String
    /// `--show-dir-listing`: a folder lists its entries instead of serving its `index.html`, as
    /// WEBrick does with Jekyll's option (an empty DirectoryIndex).
    var listsFolders = false

    func lookup(_ path: RequestPath) -> FileLookup {
        guard let root = Self.realPath(folder) else { return .notFound }
        let candidate = path.segments.isEmpty ? root : root + (root.hasSuffix("/") ? "" : "/") + path.relative
        switch open(candidate, inside: root) {
        case .regular(let file):
            if path.hasTrailingSlash && !path.segments.isEmpty {
                file.close()
                return .notFound
            }
            return .file(file)
        case .folder(let resolved):
            if !path.hasTrailingSlash && !path.segments.isEmpty { return .folderWithoutSlash }
            if listsFolders { return .listing(Self.entries(of: resolved, inside: root)) }
            if case .regular(let index) = open(resolved + "/index.html", inside: root) { return .file(index) }
            return .notFound
        case .missing:
            // Jekyll's server answers `/about` with `about.html`, matching extensionless permalinks.
            if !path.hasTrailingSlash && !path.segments.isEmpty,
                case .regular(let page) = open(candidate + ".html", inside: root)
            {
                return .file(page)
            }
            return .notFound
        case .refused:
            return .notFound
        }
    }

    /// The file `path` is served from, relative to the folder (`about/index.html` for `/about/`).
    func outputPath(of path: RequestPath) -> String? {
        guard case .file(let file) = lookup(path), let root = Self.realPath(folder) else { return nil }
        file.close()
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return file.resolvedPath.hasPrefix(prefix) ? String(file.resolvedPath.dropFirst(prefix.count)) : nil
    }

    /// Identifies the folder currently at `folder` (device and inode), nil while none is there.
    ///
    /// The builder swaps a new site in with two renames, so for an instant there is no
    /// folder, or a different one than a lookup started with; a 404 seen then is retried.
    func folderIdentity() -> [UInt64]? {
        var status = stat()
        guard stat(folder, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }

    /// The site's own `404.html`, when it has one.
    func notFoundPage() -> OpenedFile? {
        guard let root = Self.realPath(folder) else { return nil }
        if case .regular(let file) = open(root + "/404.html", inside: root) { return file }
        return nil
    }

    private enum Entry {
        case regular(OpenedFile)
        case folder(String)
        case missing
        case refused
    }

    private func open(_ path: String, inside root: String) -> Entry {
        guard let resolved = Self.realPath(path) else { return .missing }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard resolved == root || resolved.hasPrefix(prefix) else { return .refused }
        // O_NOFOLLOW: the resolved path has no symlinks left; one appearing now is refused.
        // O_NONBLOCK: a FIFO planted in the folder must not hang the request.
        let descriptor = systemOpen(resolved, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return .refused }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            _ = systemClose(descriptor)
            return .refused
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return .regular(OpenedFile(descriptor: descriptor, resolvedPath: resolved, status: status))
        case S_IFDIR:
            _ = systemClose(descriptor)
            return .folder(resolved)
        default:
            _ = systemClose(descriptor)
            return .refused
        }
    }

    /// The entries of a folder that lead somewhere inside the site, folders marked with `/`;
    /// dot files left out, as WEBrick leaves them out.
    static func entries(of folder: String, inside root: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
            guard let real = realPath(folder + "/" + name), real.hasPrefix(prefix) else { return nil }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: real, isDirectory: &isFolder)
            return isFolder.boolValue ? name + "/" : name
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.open(path, flags)
    #else
    Darwin.open(path, flags)
    #endif
}

private func systemClose(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(descriptor)
    #else
    Darwin.close(descriptor)
    #endif
}
