#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a changed source file is to the site, which decides how much must be rebuilt.
///
/// Modelled on getzola/zola's `ChangeKind` (`src/fs_utils.rs`), with Jekyll's folders.
public enum ChangeKind: String, Sendable, Hashable, CaseIterable {
    /// A post, draft, page or collection document: files with front matter.
    case content
    /// `_layouts/` or `_includes/`: every page using them may change.
    case layout
    /// `_data/`: visible to every template through `site.data`.
    case data
    /// `_config.yml` or a `--config` file: anything may change, including the destination.
    case config
    /// Copied as is (images, CSS without front matter, scripts).
    case staticFile
    /// Not part of the site: the destination, editor temp files, VCS folders.
    case ignored
}

/// One changed path, relative to the source folder, and what it is.
public struct SourceChange: Sendable, Hashable {
    public var path: String
    public var kind: ChangeKind

    public init(path: String, kind: ChangeKind) {
        self.path = path
        self.kind = kind
    }

    /// A stylesheet that the browser can swap without reloading the page.
    public var isStylesheet: Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".css") || lower.hasSuffix(".scss") || lower.hasSuffix(".sass")
    }
}

/// Sorts changed paths into ``ChangeKind``s for one source folder.
public struct ChangeClassifier: Sendable {
    /// Absolute, without a trailing slash.
    public let source: String
    public let destination: String
    /// Config file paths relative to the source (`_config.yml` when none were given).
    public let configFiles: Set<String>

    public init(source: String, destination: String, configFiles: [String] = []) {
        let source = Self.absolute(source)
        self.source = source
        self.destination = Self.absolute(destination)
        let sourcePrefix = source + "/"
        self.configFiles = Set(configFiles.map { file in
            // Relative `--config` paths are relative to the working folder, as in Jekyll.
            let full = Self.absolute(file)
            return full.hasPrefix(sourcePrefix) ? String(full.dropFirst(sourcePrefix.count)) : full
        })
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
        return relative.split(separator: "/").contains { Self.ignoredFolderNames.contains(String($0)) || $0.hasPrefix(".") }
    }

    public func classify(_ absolutePath: String) -> SourceChange {
        let absolutePath = Self.absolute(absolutePath)
        guard let relative = relativePath(absolutePath) else { return SourceChange(path: absolutePath, kind: .ignored) }
        // The watcher reports the source folder itself when it lost track (queue overflow):
        // anything may have changed, so rebuild as for a config change.
        if relative.isEmpty { return SourceChange(path: "", kind: .config) }
        return SourceChange(path: relative, kind: kind(of: relative, absolutePath: absolutePath))
    }

    private func kind(of relative: String, absolutePath: String) -> ChangeKind {
        if isUnderDestination(absolutePath) { return .ignored }
        let components = relative.split(separator: "/")
        guard let name = components.last else { return .ignored }
        if Self.isEditorDebris(name) { return .ignored }
        if components.dropLast().contains(where: { Self.ignoredFolderNames.contains(String($0)) || $0.hasPrefix(".") }) {
            return .ignored
        }
        // Hidden files are excluded by Jekyll unless `include`d; `.htaccess` is the usual one.
        if name.hasPrefix(".") && name != ".htaccess" { return .ignored }
        if configFiles.contains(relative) || (configFiles.isEmpty && components.count == 1 && Self.defaultConfigNames.contains(String(name))) {
            return .config
        }
        if components.count == 1 && Self.siteMetaFiles.contains(String(name)) { return .ignored }
        switch components.first {
        // `_sass` partials are to stylesheets what includes are to pages.
        case "_layouts", "_includes", "_sass": return .layout
        case "_data": return .data
        case "_posts", "_drafts": return .content
        default: break
        }
        // Other underscore folders are collections (or, if not, skipped by the build anyway):
        // treating them as content is the safe side.
        if components.count > 1, components[0].hasPrefix("_") { return .content }
        return Self.hasFrontMatter(absolutePath, name: name) ? .content : .staticFile
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

    /// Jekyll's default `exclude` list and the caches no site is built from.
    static let ignoredFolderNames: Set<String> = ["node_modules", "vendor", ".git", ".jekyll-cache", ".sass-cache", ".sitegen-cache"]
    static let defaultConfigNames: Set<String> = ["_config.yml", "_config.yaml"]
    static let siteMetaFiles: Set<String> = ["Gemfile", "Gemfile.lock"]

    /// Jekyll renders a file outside the underscore folders only if it starts with `---`.
    /// A deleted file cannot be read: guess from the extension, erring towards a rebuild.
    static func hasFrontMatter(_ absolutePath: String, name: Substring) -> Bool {
        let descriptor = open(absolutePath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let lower = name.lowercased()
            return lower.hasSuffix(".md") || lower.hasSuffix(".markdown") || lower.hasSuffix(".html") || lower.hasSuffix(".htm")
        }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 3)
        let count = read(descriptor, &head, 3)
        return count == 3 && head == Array("---".utf8)
    }

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
