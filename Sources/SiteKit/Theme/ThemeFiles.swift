import Foundation

/// `sitegen theme` and `sitegen theme copy`: the site's theme file by file, and which of its
/// files the site replaces, so that a theme file can be copied into the site and edited there.
/// Jekyll's equivalent for a gem theme is `bundle info --path minima` and a copy by hand.
public struct ThemeFiles: Sendable {
    /// One file of the theme, by its path inside the theme (`_layouts/post.html`).
    public struct File: Sendable, Equatable {
        public let path: String
        /// The site's file that replaces it (relative to the source), nil when the theme's is used.
        public let overriddenBy: String?
    }

    /// The theme's name (`sitegen` for the built-in theme, else the gem's).
    public let name: String
    /// The gem theme's folder; nil for the built-in theme, whose files are compiled into sitegen.
    public let root: URL?
    /// Whether the site builds with this theme (false: it names none and has its own layouts;
    /// the built-in theme is shown, and can be copied from, all the same).
    public let inUse: Bool
    public let files: [File]
    /// The site's folder.
    public let source: URL
    let config: SiteConfig

    /// The theme of the site in `options.source`: its gem theme, else the built-in theme.
    public init(options: BuildOptions) throws {
        let config = try SiteConfig.load(options: options)
        self.config = config
        source = config.source
        var paths: [String]
        if let theme = config.theme {
            name = theme.name
            root = theme.root
            inUse = true
            paths = []
            // The folders Jekyll::Theme reads: _layouts, _includes, _sass, assets, _data.
            for folder in ["_layouts", "_includes", "_sass", "assets", "_data"] where theme.path(folder) != nil {
                paths += SiteReader.files(under: theme.root.path + "/" + folder, skipSpecial: folder != "assets").map { folder + "/" + $0 }
            }
        } else {
            name = DefaultTheme.name
            root = nil
            paths = DefaultTheme.files.map(\.path)
            inUse = config.namesBuiltInTheme || (config.namesNoTheme && Self.siteLayouts(config).isEmpty)
        }
        let layouts = Self.siteLayouts(config)
        files = paths.sorted().map { path in File(path: path, overriddenBy: Self.siteFile(for: path, config: config, layouts: layouts)) }
    }

    /// The site's path for a theme file: the theme's `_layouts/x` is the site's `layouts_dir/x`,
    /// and so on for includes, Sass partials and data; other files keep their path.
    static func sitePath(for path: String, config: SiteConfig) -> String {
        let folders = [("_layouts/", config.layoutsDir), ("_includes/", config.includesDir),
                       ("_sass/", config.sass.sassDir), ("_data/", config.dataDir)]
        for (theme, site) in folders where path.hasPrefix(theme) {
            return site + "/" + path.dropFirst(theme.count)
        }
        return path
    }

    /// Layout name → the site's file, as the reader names layouts (path without extension).
    static func siteLayouts(_ config: SiteConfig) -> [String: String] {
        let folder = config.source.path + "/" + config.layoutsDir
        var result: [String: String] = [:]
        for inner in SiteReader.files(under: folder, skipSpecial: true) where result[PathName.deletingExtension(inner)] == nil {
            result[PathName.deletingExtension(inner)] = config.layoutsDir + "/" + inner
        }
        return result
    }

    /// The site file that replaces a theme file: a layout of the same name (whatever its
    /// extension, as Jekyll names layouts), or a file at the same path.
    static func siteFile(for path: String, config: SiteConfig, layouts: [String: String]) -> String? {
        if path.hasPrefix("_layouts/") {
            return layouts[PathName.deletingExtension(String(path.dropFirst("_layouts/".count)))]
        }
        let site = sitePath(for: path, config: config)
        return FileManager.default.fileExists(atPath: config.source.path + "/" + site) ? site : nil
    }

    /// What `copy` did with one file.
    public enum CopyResult: Sendable, Equatable {
        case copied(String)
        /// The site has its own file there; kept unless `force`.
        case kept(String)
    }

    /// Copies the theme's files under `paths` (files or folders inside the theme; all of them
    /// when empty) into the site at the paths the site reads them from. A file the site already
    /// has is kept unless `force`. A path that names nothing in the theme is an error that lists
    /// the theme's folders.
    public func copy(_ paths: [String], force: Bool) throws -> [CopyResult] {
        var chosen: [File] = []
        for raw in paths {
            let wanted = raw.hasPrefix("./") ? String(raw.dropFirst(2)) : raw
            let trimmed = wanted.hasSuffix("/") ? String(wanted.dropLast()) : wanted
            let matches = files.filter { $0.path == trimmed || $0.path.hasPrefix(trimmed + "/") }
            guard !trimmed.isEmpty, !matches.isEmpty else {
                let folders = Array(Set(files.map { String($0.path.split(separator: "/").first ?? "") })).sorted()
                throw SiteError("the \(name) theme has no file '\(raw)': name a file or folder inside the theme (\(folders.joined(separator: ", "))); `sitegen theme` lists them")
            }
            for m in matches where !chosen.contains(m) { chosen.append(m) }
        }
        if paths.isEmpty { chosen = files }
        var results: [CopyResult] = []
        for file in chosen.sorted(by: { $0.path < $1.path }) {
            let target = Self.sitePath(for: file.path, config: config)
            let url = source.appendingPathComponent(target)
            if !force, file.overriddenBy != nil || FileManager.default.fileExists(atPath: url.path) {
                results.append(.kept(file.overriddenBy ?? target))
                continue
            }
            let data: Data
            if let root {
                guard let read = FileManager.default.contents(atPath: root.path + "/" + file.path) else {
                    throw SiteError("cannot read \(root.path)/\(file.path)")
                }
                data = read
            } else {
                data = Data((DefaultTheme.file(file.path) ?? "").utf8)
            }
            // A link in the way would make the copy land outside the site.
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil {
                throw SiteError("\(target) is a symbolic link; sitegen theme copy writes only regular files inside the site: remove the link first")
            }
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            } catch {
                throw SiteError("cannot write \(target): \(error.localizedDescription)")
            }
            results.append(.copied(target))
        }
        return results
    }
}
