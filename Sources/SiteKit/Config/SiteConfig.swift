import Experiments
import Foundation
import Liquid
import TextSupport
import OrderedCollections

/// One collection's settings (`collections:` in `_config.yml`), `posts` included.
public struct CollectionConfig: Sendable {
    public var label: String
    public var output: Bool
    /// Nil: the site's permalink for posts, `/:collection/:path` ending as the site's style ends for others.
    public var permalink: String?
    public var sortBy: String?
    /// `order:`: file names inside the collection folder, listed first in this order.
    public var order: [String]? = nil
}

/// A `defaults:` entry: values applied to documents under `path` of `type`.
struct FrontMatterDefault: Sendable {
    var path: String
    var type: String?
    var values: OrderedDictionary<String, Value>
}

/// `_config.yml` merged over Jekyll 4's defaults, with typed accessors for what the
/// pipeline reads, and the whole mapping kept for `site.KEY`.
public struct SiteConfig: Sendable {
    public private(set) var values: OrderedDictionary<String, Value>
    /// Absolute, standardized paths.
    public var source: URL
    public var destination: URL
    var exclude: [String]
    var include: [String]
    var keepFiles: [String]
    var permalink: String
    public var baseurl: String
    public var url: String
    public var timeZone: TimeZone
    /// The build environment (`BuildOptions.environment`), for the parts that read it.
    var environment: [String: String]
    /// Jekyll's environment (`JEKYLL_ENV`, `development` when unset).
    var jekyllEnvironment: String { environment["JEKYLL_ENV"] ?? "development" }
    var defaults: [FrontMatterDefault]
    public var collections: [CollectionConfig]
    var markdownExtensions: Set<String>
    var excerptSeparator: String
    var future: Bool
    var showDrafts: Bool
    var unpublished: Bool
    var liquidErrorMode: ErrorMode
    var strictVariables: Bool
    var strictFilters: Bool
    var layoutsDir: String
    var includesDir: String
    var dataDir: String
    var collectionsDir: String
    /// Files read (for `serve`'s watcher: a change to one is a full rebuild).
    public var configFiles: [URL]
    /// The gem-based theme `theme:` names, found on disk.
    public var theme: Theme?
    /// Whether `theme: sitegen` names the built-in theme.
    var namesBuiltInTheme: Bool { values["theme"]?.stringValue == DefaultTheme.name }
    /// Whether `theme:` names no theme at all (nor the built-in one); a value that is not a
    /// string names none either (Jekyll warns and builds without a theme).
    var namesNoTheme: Bool { values["theme"]?.stringValue == nil }
    /// The `sass:` settings.
    var sass: SassSettings
    /// What reading the config files found that Jekyll accepts but the author should hear of
    /// (also an unusable `theme:` value, `remote_theme`, a `sass:` style).
    var warnings: [Diagnostic] = []
    /// Front-matter default scopes that can never match (reported with the config's warnings).
    private(set) var scopeWarnings: [String] = []

    /// Jekyll::Configuration::DEFAULT_EXCLUDES.
    static let defaultExcludes = [
        ".sass-cache", ".jekyll-cache", "gemfiles", "Gemfile", "Gemfile.lock", "node_modules",
        "vendor/bundle/", "vendor/cache/", "vendor/gems/", "vendor/ruby/",
    ]

    /// Jekyll::Configuration::DEFAULTS, the parts sitegen honours.
    static let jekyllDefaults: OrderedDictionary<String, Value> = [
        "source": ".", "destination": "./_site", "collections_dir": "", "layouts_dir": "_layouts",
        "data_dir": "_data", "includes_dir": "_includes", "collections": [:],
        "safe": false, "include": [".htaccess"],
        "exclude": ["Gemfile", "Gemfile.lock", "node_modules", "vendor/bundle/", "vendor/cache/", "vendor/gems/", "vendor/ruby/"],
        "keep_files": [".git", ".svn"], "encoding": "utf-8", "markdown_ext": "markdown,mkdown,mkdn,mkd,md",
        "strict_front_matter": false, "show_drafts": nil, "limit_posts": 0, "future": false, "unpublished": false,
        "markdown": "kramdown", "highlighter": "rouge", "lsi": false, "excerpt_separator": "\n\n",
        "incremental": false, "detach": false, "port": "4000", "host": "127.0.0.1", "baseurl": nil,
        "show_dir_listing": false, "permalink": "date", "paginate_path": "/page:num", "timezone": nil,
        "quiet": false, "verbose": false, "defaults": [],
        "liquid": ["error_mode": "warn", "strict_filters": false, "strict_variables": false],
        "kramdown": ["auto_ids": true, "toc_levels": [1, 2, 3, 4, 5, 6], "entity_output": "as_char",
                     "smart_quotes": "lsquo,rsquo,ldquo,rdquo", "input": "GFM", "hard_wrap": false,
                     "guess_lang": true, "footnote_nr": 1, "show_warnings": false],
    ]

    /// Reads the config files named in `options` (or `_config.yml`), merged left to right.
    public static func load(options: BuildOptions) throws -> SiteConfig {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let source = URL(fileURLWithPath: options.source, relativeTo: cwd).standardizedFileURL
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDir), isDir.boolValue else {
            throw SiteError("source folder '\(options.source)' does not exist")
        }
        var files: [URL] = []
        if options.configFiles.isEmpty {
            for name in ["_config.yml", "_config.yaml"] {
                let url = source.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: url.path) { files.append(url); break }
            }
        } else {
            for name in options.configFiles {
                let url = URL(fileURLWithPath: name, relativeTo: cwd).standardizedFileURL
                guard FileManager.default.fileExists(atPath: url.path) else {
                    throw SiteError("config file '\(name)' does not exist")
                }
                files.append(url)
            }
        }
        var merged = jekyllDefaults
        let warnings = WarningSink()
        for file in files {
            let text = try SourceFile.readText(file, displayName: file.lastPathComponent)
            let display = file.path.hasPrefix(source.path + "/") ? String(file.path.dropFirst(source.path.count + 1)) : file.path
            let value = try YAMLReader.document(text, file: display, fileText: text, firstLine: 1, timeZone: .gmt, warnings: warnings)
            switch value {
            case .dictionary(let d): merged = deepMerge(merged, d)
            case .nil: break
            default: throw SiteError("\(display) must be a mapping of settings", location: YAMLReader.location(file: display, fileText: text, line: 1, column: 1))
            }
        }
        // Command-line flags win over the files, as in Jekyll.
        if options.drafts { merged["show_drafts"] = true }
        if options.future { merged["future"] = true }
        if options.unpublished { merged["unpublished"] = true }
        if let baseurl = options.baseurl { merged["baseurl"] = .string(baseurl) }
        if let url = options.url { merged["url"] = .string(url) }
        if let limit = options.limitPosts { merged["limit_posts"] = .int(limit) }
        if let layouts = options.layoutsDir { merged["layouts_dir"] = .string(layouts) }
        if options.strictFrontMatter { merged["strict_front_matter"] = true }
        merged["source"] = .string(source.path)
        let destinationPath: String
        if let d = options.destination {
            destinationPath = URL(fileURLWithPath: d, relativeTo: cwd).standardizedFileURL.path
        } else if files.count > 0, let d = merged["destination"]?.stringValue, d != "./_site" {
            destinationPath = URL(fileURLWithPath: d, relativeTo: source).standardizedFileURL.path
        } else {
            destinationPath = source.appendingPathComponent("_site").path
        }
        merged["destination"] = .string(destinationPath)
        let (theme, themeWarnings) = try ThemeSetting.resolve(&merged, source: source, files: files, environment: options.environment)
        var config = try SiteConfig(
            values: merged, source: source, destination: URL(fileURLWithPath: destinationPath), files: files, theme: theme,
            environment: options.environment)
        config.warnings = warnings.values + themeWarnings + config.sass.warnings
            + config.scopeWarnings.map { Diagnostic(.warning, $0, location: config.configKeyLocation("defaults")) }
        return config
    }

    init(
        values: OrderedDictionary<String, Value>, source: URL, destination: URL, files: [URL], theme: Theme? = nil,
        environment: [String: String] = [:]
    ) throws {
        self.values = values
        self.environment = environment
        self.source = source
        self.destination = destination.standardizedFileURL
        self.configFiles = files
        self.theme = theme
        self.sass = SassSettings(config: values["sass"] ?? .nil, source: source, theme: theme, environment: environment)
        if sass.precisionRefused {
            let located = Self.positions(of: files, source: source).reversed().lazy.compactMap { $0.location(of: [.key("sass"), .key("precision")]) }.first
            for i in sass.warnings.indices where sass.warnings[i].location == nil { sass.warnings[i].location = located }
        }
        func strings(_ key: String) -> [String] {
            switch values[key] {
            case .array(let a)?: return a.map(\.liquidString)
            case .string(let s)?: return [s]
            default: return []
            }
        }
        func bool(_ key: String) -> Bool { values[key]?.isTruthy ?? false }
        // Jekyll's Configuration#add_default_excludes: these stay excluded whatever the site lists.
        exclude = strings("exclude")
        for entry in Self.defaultExcludes where !exclude.contains(entry) { exclude.append(entry) }
        include = strings("include")
        keepFiles = strings("keep_files")
        permalink = values["permalink"]?.liquidString ?? "date"
        baseurl = values["baseurl"]?.liquidString ?? ""
        url = values["url"]?.liquidString ?? ""
        if let tz = values["timezone"]?.stringValue {
            guard let zone = TimeZone(identifier: tz) else { throw SiteError("unknown timezone '\(tz)' in _config.yml") }
            timeZone = zone
        } else {
            timeZone = TimeZone.current
        }
        markdownExtensions = Set((values["markdown_ext"]?.liquidString ?? "").split(separator: ",").map {
            "." + $0.trimmingCharacters(in: .whitespaces).lowercased()
        })
        excerptSeparator = values["excerpt_separator"]?.liquidString ?? "\n\n"
        future = bool("future")
        showDrafts = bool("show_drafts")
        unpublished = bool("unpublished")
        let liquid = values["liquid"] ?? .nil
        let mode = liquid.property("error_mode").liquidString
        liquidErrorMode = ErrorMode(rawValue: mode) ?? .warn
        strictVariables = liquid.property("strict_variables").isTruthy
        strictFilters = liquid.property("strict_filters").isTruthy
        // Every configured folder stays inside the site (SafePaths): the config may come from a
        // pull request, and `layouts_dir: ../../etc` would publish the build machine's files.
        var positions: [YAMLPositions]?
        func folder(_ value: String, _ keyPath: [String]) throws -> String {
            try SafePaths.configuredFolder(value, keyPath: keyPath, source: source) {
                // The theme's `_config.yml` first, so that a key the site's files set wins.
                if positions == nil {
                    let themeConfig = theme.map { [$0.root.appendingPathComponent("_config.yml")] } ?? []
                    positions = Self.positions(of: themeConfig.filter { FileManager.default.fileExists(atPath: $0.path) } + files, source: source)
                }
                let path = keyPath.map(YAMLPathComponent.key)
                return positions?.reversed().lazy.compactMap { $0.location(of: path) }.first
            }
        }
        layoutsDir = try folder(values["layouts_dir"]?.liquidString ?? "_layouts", ["layouts_dir"])
        includesDir = try folder(values["includes_dir"]?.liquidString ?? "_includes", ["includes_dir"])
        dataDir = try folder(values["data_dir"]?.liquidString ?? "_data", ["data_dir"])
        collectionsDir = try folder(values["collections_dir"]?.liquidString ?? "", ["collections_dir"])
        // `sass_dir` is read by SassSettings; only its confinement is checked here.
        _ = try folder(values["sass"]?.property("sass_dir").stringValue ?? "_sass", ["sass", "sass_dir"])
        // Ruby plugins are not run, but the folder is checked like the others (Jekyll reads it).
        switch values["plugins_dir"] {
        case .string(let s)?: _ = try folder(s, ["plugins_dir"])
        case .array(let a)?: for item in a { _ = try folder(item.liquidString, ["plugins_dir"]) }
        default: break
        }

        defaults = []
        if case .array(let entries)? = values["defaults"] {
            for entry in entries {
                guard case .dictionary(let values) = entry.property("values") else { continue }
                let scope = entry.property("scope")
                // Jekyll: a scope path that is not a string applies everywhere; one that starts
                // with `/` or `./` never matches (paths are compared as written, relative).
                let path = scope.property("path").stringValue ?? ""
                if path.hasPrefix("/") || path.hasPrefix("./") {
                    scopeWarnings.append(
                        "defaults: the scope path '\(path)' matches nothing, as in Jekyll: scope paths are relative to the site (write '\(path.drop { $0 == "." || $0 == "/" })')")
                }
                let type = scope.property("type").stringValue
                defaults.append(FrontMatterDefault(path: path, type: type, values: values))
            }
        }

        var collections: [CollectionConfig] = [CollectionConfig(label: "posts", output: true, permalink: nil, sortBy: nil)]
        switch values["collections"] {
        case .dictionary(let d)?:
            for (label, settings) in d {
                var c = CollectionConfig(
                    label: label, output: settings.property("output").isTruthy,
                    permalink: settings.property("permalink").stringValue, sortBy: settings.property("sort_by").stringValue)
                if case .array(let order) = settings.property("order") { c.order = order.map(\.liquidString) }
                if label == "posts" {
                    collections[0].permalink = c.permalink
                    collections[0].sortBy = c.sortBy
                    if case .bool(false) = settings.property("output") { collections[0].output = false }
                } else {
                    collections.append(c)
                }
            }
        case .array(let a)?:
            for label in a.map(\.liquidString) where label != "posts" {
                collections.append(CollectionConfig(label: label, output: false, permalink: nil, sortBy: nil))
            }
        default: break
        }
        self.collections = collections
        // site.collections is the list of collection drops; keep the raw config out of the way.
        self.values["baseurl"] = .string(baseurl)
    }

    /// Jekyll's Utils.deep_merge_hashes: mappings merge key by key, anything else is replaced.
    static func deepMerge(_ a: OrderedDictionary<String, Value>, _ b: OrderedDictionary<String, Value>) -> OrderedDictionary<String, Value> {
        var result = a
        for (key, value) in b {
            if case .dictionary(let old)? = result[key], case .dictionary(let new) = value {
                result[key] = .dictionary(deepMerge(old, new))
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// Front-matter defaults for a document at `relativePath` of `type` (`posts`, `pages`,
    /// `drafts` or a collection label); later, more specific entries win, as in Jekyll.
    /// - Parameter documentPath: a document's Jekyll `relative_path` when it is not `relativePath`
    ///   (inside `collections_dir`).
    func defaults(forPath relativePath: String, type: String, documentPath: String? = nil) -> OrderedDictionary<String, Value> {
        var result = OrderedDictionary<String, Value>()
        // Jekyll's FrontmatterDefaults#applies_path?: the scope's path with any leading
        // `collections_dir/` cut, as a string prefix of the item's path (a leading `/` of the
        // item's path dropped), so `docs` also takes `docs-old/`; a glob scope matches the files
        // it finds in the source.
        var itemPath = documentPath ?? relativePath
        if itemPath.hasPrefix("/") { itemPath.removeFirst() }
        let folder = collectionsDir.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let matching = defaults.enumerated().filter { _, d in
            if let t = d.type, t != type { return false }
            if d.path.isEmpty { return true }
            if d.path.contains("*") { return Self.glob(d.path, matches: relativePath) }
            var scope = d.path
            if !folder.isEmpty, scope.hasPrefix(folder + "/") { scope.removeFirst(folder.count + 1) }
            return itemPath.hasPrefix(scope)
        }
        // Jekyll's FrontmatterDefaults#all folds the matching entries in config order against the
        // last one that took precedence (a path at least as long, or as long and typed when that
        // one was not): such an entry merges over the values so far, any other under them. Not a
        // sort: an entry is compared with that one entry only.
        var top: (length: Int, typed: Bool)?
        for (_, d) in matching {
            let length = (d.path.hasPrefix("/") ? d.path.count - 1 : d.path.count), typed = d.type != nil
            let wins: Bool
            if let top {
                wins = length != top.length ? length >= top.length : typed || !top.typed
            } else {
                wins = true
            }
            if wins {
                result = Self.deepMerge(result, d.values)
                top = (length, typed)
            } else {
                result = Self.deepMerge(d.values, result)
            }
        }
        return result
    }

    /// Jekyll's `FrontMatterDefaults#glob_scope`: the scope is expanded by `Dir.glob` and a
    /// document is in it when its path starts with one of the paths found. Read here as: some
    /// leading run of the path's components matches the pattern as `Dir.glob` matches (`{a,b}`
    /// alternatives, `*` and `?` within one component and not at a leading `.`, `**/` any
    /// number of folders not starting with `.`). So `docs/*.md` takes `docs/a.md`, not
    /// `docs/sub/b.md`; `docs/*` takes everything under `docs/`.
    static func glob(_ pattern: String, matches path: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        return expandBraces(pattern).contains { alternative in
            let segments = alternative.split(separator: "/").map(String.init)
            guard !segments.isEmpty else { return false }
            return (1...max(components.count, 1)).contains { k in
                k <= components.count && globSegments(segments[...], components[..<k])
            }
        }
    }

    private static func globSegments(_ segments: ArraySlice<String>, _ components: ArraySlice<String>) -> Bool {
        guard let segment = segments.first else { return components.isEmpty }
        if segment == "**", segments.count > 1 {
            if globSegments(segments.dropFirst(), components) { return true }
            guard let first = components.first, !first.hasPrefix(".") else { return false }
            return globSegments(segments, components.dropFirst())
        }
        guard let first = components.first, fnmatch(segment, first, FNM_PERIOD) == 0 else { return false }
        return globSegments(segments.dropFirst(), components.dropFirst())
    }

    /// `Dir.glob`'s brace alternatives: `a{b,c}d` is `abd` and `acd` (nested braces too).
    static func expandBraces(_ pattern: String) -> [String] {
        let chars = Array(pattern)
        guard let open = chars.firstIndex(of: "{") else { return [pattern] }
        var depth = 0, close: Int?, commas: [Int] = []
        for i in open..<chars.count {
            if chars[i] == "{" { depth += 1 }
            else if chars[i] == "}" { depth -= 1; if depth == 0 { close = i; break } }
            else if chars[i] == ",", depth == 1 { commas.append(i) }
        }
        guard let close else { return [pattern] }
        let head = String(chars[..<open]), tail = String(chars[(close + 1)...])
        let bounds = [open] + commas + [close]
        var result: [String] = []
        for j in 0..<(bounds.count - 1) {
            let piece = String(chars[(bounds[j] + 1)..<bounds[j + 1]])
            result += expandBraces(head + piece + tail)
        }
        return result
    }
}

extension SiteConfig {
    /// A plugin the site lists, with where it is listed.
    struct PluginEntry: Sendable {
        var name: String
        var location: SourceLocation?
    }

    /// `plugins:`, each name once, in order. Jekyll 4 reads no other list (`Site#gems` is
    /// `config["plugins"]`): Jekyll 3's `gems:` turns nothing on, and sitegen warns about it.
    var pluginNames: [PluginEntry] {
        var entries = pluginEntries(["plugins"])
        // Jekyll's PluginManager#require_theme_deps: a gem theme's runtime dependencies load as
        // plugins too (minima brings jekyll-feed and jekyll-seo-tag).
        let dependencies = theme?.runtimeDependencies() ?? []
        if !dependencies.isEmpty {
            let location = ThemeSetting.location(of: "theme", in: configFiles, source: source)
            for name in dependencies where !entries.contains(where: { $0.name == name }) {
                entries.append(PluginEntry(name: name, location: location))
            }
        }
        return entries
    }

    /// Where the config files set top-level `key` (the last file that sets it), by libyaml's marks.
    func configKeyLocation(_ key: String) -> SourceLocation? {
        configPositions.reversed().lazy.compactMap { $0.keyLocation(key) }.first
    }

    /// Where the config files set the nested key `path` (`["kramdown", "toc_levels"]`).
    func configLocation(_ path: [String]) -> SourceLocation? {
        configPositions.reversed().lazy.compactMap { $0.location(of: path.map { .key($0) }) }.first
    }

    /// Where the config files set the value at `path`, sequence items included
    /// (`feed.categories[2]`).
    func configLocation(components path: [YAMLPathComponent]) -> SourceLocation? {
        configPositions.reversed().lazy.compactMap { $0.location(of: path) }.first
    }

    private var configPositions: [YAMLPositions] { Self.positions(of: configFiles, source: source) }

    /// Where keys sit in each config file, for errors and warnings about their values.
    static func positions(of files: [URL], source: URL) -> [YAMLPositions] {
        files.map { file -> YAMLPositions in
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            let display = file.path.hasPrefix(source.path + "/") ? String(file.path.dropFirst(source.path.count + 1)) : file.lastPathComponent
            return YAMLPositions(yaml: text, file: display, fileText: text)
        }
    }

    /// The entries of the given list settings, each name once, in order.
    func pluginEntries(_ keys: [String]) -> [PluginEntry] {
        var seen = Set<String>()
        var entries: [PluginEntry] = []
        let positions = configPositions
        for key in keys {
            let names: [String]
            switch values[key] {
            case .array(let a)?: names = a.map(\.liquidString)
            case .string(let s)?: names = [s]
            default: names = []
            }
            for (index, name) in names.enumerated() where seen.insert(name).inserted {
                // The last config file that lists it under this key is the one read.
                let location = positions.reversed().lazy.compactMap { $0.location(of: [.key(key), .index(index)]) ?? $0.location(of: [.key(key)]) }.first
                entries.append(PluginEntry(name: name, location: location))
            }
        }
        return entries
    }
}
