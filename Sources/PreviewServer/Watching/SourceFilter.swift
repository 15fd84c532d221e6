#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A changed path under the source folder, relative to it. What it is to the site (a post, a
/// layout, data, config) is SiteKit's to say, from the site's live config.
public struct SourceChange: Sendable, Hashable {
    public var path: String

    public init(path: String) {
        self.path = path
    }
}

/// The file-system rules of watching one source folder: which paths are the site's at all.
/// Not the destination (nor the staging folder beside it), not an editor's temporary files,
/// not version-control or dependency folders; everything else goes to SiteKit.
public struct SourceFilter: Sendable {
    /// Absolute, without a trailing slash.
    public let source: String
    public let destination: String

    public init(source: String, destination: String) {
        self.source = Self.absolute(source)
        self.destination = Self.absolute(destination)
    }

    /// The path relative to the source folder, or nil when it lies outside it.
    public func relativePath(_ absolutePath: String) -> String? {
        if absolutePath == source { return "" }
        let prefix = source + "/"
        return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : nil
    }

    /// Whether the watcher should not even descend into this folder.
    public func isIgnoredFolder(_ absolutePath: String) -> Bool {
        if isUnderDestination(absolutePath) { return true }
        guard let relative = relativePath(absolutePath), !relative.isEmpty else { return false }
        return relative.split(separator: "/").contains { Self.ignoredFolderNames.contains(String($0)) }
    }

    /// The change to hand to SiteKit, or nil when the path is none of the site's. The source
    /// folder itself (reported when the watcher lost track) comes back as the empty path:
    /// anything may have changed.
    public func change(at absolutePath: String) -> SourceChange? {
        let absolutePath = Self.absolute(absolutePath)
        guard let relative = relativePath(absolutePath), !isUnderDestination(absolutePath) else { return nil }
        let components = relative.split(separator: "/")
        if let name = components.last, Self.isEditorDebris(name) { return nil }
        if components.dropLast().contains(where: { Self.ignoredFolderNames.contains(String($0)) }) { return nil }
        return SourceChange(path: relative)
    }

    private func isUnderDestination(_ absolutePath: String) -> Bool {
        if absolutePath == destination || absolutePath.hasPrefix(destination + "/") { return true }
        // The builder stages the next site beside the destination before swapping it in;
        // those writes must not trigger another build.
        let destinationName = destination.split(separator: "/").last.map(String.init) ?? ""
        let parent = String(destination.dropLast(destinationName.count))
        guard !destinationName.isEmpty, absolutePath.hasPrefix(parent) else { return false }
        let first = absolutePath.dropFirst(parent.count).split(separator: "/").first.map(String.init) ?? ""
        return first != destinationName
            && (first.hasPrefix(destinationName + ".") || first.hasPrefix(destinationName + "-")
                || first.hasPrefix(destinationName + "~") || first.hasPrefix("." + destinationName))
    }

    /// Vim's `.swp`/`.swx` and its `4913` probe, Emacs's `.#lock` and `#autosave#`, backups
    /// ending in `~`, and macOS's `.DS_Store`.
    static func isEditorDebris(_ name: Substring) -> Bool {
        name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasSuffix(".swo") || name.hasSuffix("~")
            || name.hasPrefix(".#") || name == "4913" || (name.hasPrefix("#") && name.hasSuffix("#"))
            || name == ".DS_Store"
    }

    /// Version control, dependency trees and caches: large, and never what a site is built from
    /// (Jekyll excludes `node_modules` and `vendor` by default).
    static let ignoredFolderNames: Set<String> = ["node_modules", "vendor", ".git", ".hg", ".svn", ".jekyll-cache", ".sass-cache", ".sitegen-cache"]

    static func absolute(_ path: String) -> String {
        var full = path
        if !path.hasPrefix("/") {
            let cwd = getcwd(nil, 0).map { pointer in
                defer { free(pointer) }
                return String(cString: pointer)
            } ?? "."
            full = cwd + "/" + path
        }
        // Lexical clean-up only: `.` and `..` segments and doubled slashes.
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
