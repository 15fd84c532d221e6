import Foundation
import Synchronization

/// A gem-based theme (`theme: NAME` in `_config.yml`): a folder whose `_layouts`,
/// `_includes`, `_sass`, `assets` and `_data` lie under the site's own, as Jekyll::Theme.
public struct Theme: Sendable, Equatable {
    public let name: String
    /// The theme's folder, symlinks resolved (Jekyll takes `File.realpath` of the gem's path).
    public let root: URL

    /// `root/FOLDER` when it is a folder that stays inside the theme once symlinks are
    /// resolved, as Jekyll::Theme#path_for: a theme must not reach beyond its own folder.
    func path(_ folder: String) -> URL? {
        let candidate = root.appendingPathComponent(folder).resolvingSymlinksInPath()
        guard candidate.path == root.path || candidate.path.hasPrefix(root.path + "/") else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return candidate
    }

    var layoutsPath: URL? { path("_layouts") }
    var includesPath: URL? { path("_includes") }
    var sassPath: URL? { path("_sass") }
    var assetsPath: URL? { path("assets") }
    var dataPath: URL? { path("_data") }

    /// The gems the theme's gemspec names as runtime dependencies (`jekyll-feed`, `jekyll-seo-tag`
    /// for minima), `jekyll` left out: Jekyll's PluginManager requires them as plugins. Read from
    /// `specifications/NAME-VERSION.gemspec` beside the gem's folder; empty without one.
    public func runtimeDependencies() -> [String] {
        let gems = root.deletingLastPathComponent()
        let spec = gems.deletingLastPathComponent().appendingPathComponent("specifications/\(root.lastPathComponent).gemspec")
        guard gems.lastPathComponent == "gems", let text = try? String(contentsOf: spec, encoding: .utf8) else { return [] }
        var names: [String] = []
        for line in text.split(separator: "\n") {
            guard let start = line.range(of: "add_runtime_dependency(%q<"), let end = line[start.upperBound...].firstIndex(of: ">") else { continue }
            let name = String(line[start.upperBound..<end])
            if name != "jekyll", !names.contains(name) { names.append(name) }
        }
        return names
    }
}

/// Finds a theme where Jekyll (through RubyGems or Bundler) finds its gem, plus
/// `SITEGEN_THEME_PATH` for people without Ruby.
enum ThemeLocator {
    /// Folders that may hold `NAME-VERSION/` (or, in `SITEGEN_THEME_PATH`, `NAME/`), in the
    /// order they are searched: `SITEGEN_THEME_PATH`, the site's Bundler vendor folder,
    /// then RubyGems' paths.
    static func searchFolders(source: URL, environment: [String: String]) -> [String] {
        var folders: [String] = []
        if let own = environment["SITEGEN_THEME_PATH"] {
            folders += own.split(separator: ":").map(String.init)
        }
        // `bundle config set path vendor/bundle` installs gems here; Bundler wins over the system.
        folders += expand(source.path + "/vendor/bundle/ruby/*/gems")
        folders += rubyGemsFolders(environment: environment)
        var seen = Set<String>()
        return folders.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// `gem env gempath`'s folders, each with `/gems`; without `gem`, where Debian and
    /// `gem install` put gems.
    static func rubyGemsFolders(environment: [String: String]) -> [String] {
        if let listed = gemPathFromRubyGems(environment: environment) {
            return listed.map { $0 + "/gems" }
        }
        var folders: [String] = []
        if let home = environment["HOME"] { folders += expand(home + "/.local/share/gem/ruby/*/gems") }
        folders += expand("/var/lib/gems/*/gems")
        folders += expand("/usr/local/lib/ruby/gems/*/gems")
        folders += expand("/usr/lib/ruby/gems/*/gems")
        folders += expand("/usr/share/rubygems-integration/*/gems")
        return folders
    }

    /// The answer of `gem env gempath`, asked once per process (Ruby takes a while to start);
    /// nil when `gem` is not installed or fails.
    static func gemPathFromRubyGems(environment: [String: String]) -> [String]? {
        cachedGemPath.withLock { cached in
            if let cached { return cached.value }
            let value = runGemEnv(environment: environment)
            cached = Box(value: value)
            return value
        }
    }

    private struct Box { var value: [String]? }
    private static let cachedGemPath = Mutex<Box?>(nil)

    private static func runGemEnv(environment: [String: String]) -> [String]? {
        let searchPath = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        guard let gem = searchPath.map({ $0 + "/gem" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gem)
        process.arguments = ["env", "gempath"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let paths = text.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        return paths.isEmpty ? nil : paths
    }

    /// The theme `name` as Jekyll would load it: from `SITEGEN_THEME_PATH` or the site's Bundler
    /// folder when there (first folder wins), else the highest version in RubyGems' paths, as
    /// Gem::Specification.find_by_name picks it.
    static func locate(_ name: String, source: URL, environment: [String: String]) -> Theme? {
        var explicit: [String] = []
        if let own = environment["SITEGEN_THEME_PATH"] { explicit += own.split(separator: ":").map(String.init) }
        explicit += expand(source.path + "/vendor/bundle/ruby/*/gems")
        if let theme = find(name, in: explicit) { return theme }
        return find(name, in: rubyGemsFolders(environment: environment), highestAcrossFolders: true)
    }

    /// The theme `name` in the first folder that has it (the highest version there), or with
    /// `highestAcrossFolders`, the highest version in any of them.
    static func find(_ name: String, in folders: [String], highestAcrossFolders: Bool = false) -> Theme? {
        let wanted = name.lowercased().trimmingCharacters(in: .whitespaces)
        guard !wanted.isEmpty, !wanted.contains("/") else { return nil }
        var best: (version: [String], path: String)?
        for folder in folders {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if !highestAcrossFolders { best = nil }
            for entry in entries {
                let path = folder + "/" + entry
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                if entry.lowercased() == wanted {
                    // A bare theme folder (SITEGEN_THEME_PATH): no version, lowest rank.
                    if best == nil { best = ([], path) }
                    continue
                }
                guard entry.lowercased().hasPrefix(wanted + "-") else { continue }
                let version = entry.dropFirst(wanted.count + 1)
                // `minima-2.5.1` is minima; `minima-dark-1.0` is another gem.
                guard let first = version.first, first.isNumber else { continue }
                let parts = version.split(separator: ".").map(String.init)
                if best == nil || isNewer(parts, than: best!.version) { best = (parts, path) }
            }
            if !highestAcrossFolders, let best {
                return Theme(name: wanted, root: URL(fileURLWithPath: best.path).resolvingSymlinksInPath())
            }
        }
        return best.map { Theme(name: wanted, root: URL(fileURLWithPath: $0.path).resolvingSymlinksInPath()) }
    }

    /// RubyGems' version order, numbers compared as numbers.
    static func isNewer(_ a: [String], than b: [String]) -> Bool {
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? a[i] : "0", y = i < b.count ? b[i] : "0"
            if x == y { continue }
            if let m = Int(x), let n = Int(y) { return m > n }
            // A prerelease segment (`2.0.0.beta1`) sorts before the release.
            if Int(x) != nil { return true }
            if Int(y) != nil { return false }
            return x > y
        }
        return false
    }

    /// Paths matching a shell pattern, sorted (glob(3), as Ruby's Dir.glob).
    static func expand(_ pattern: String) -> [String] {
        FileGlob.paths(matching: pattern)
    }
}
