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

    /// The theme `name` in the first folder that has it (the highest version there).
    static func find(_ name: String, in folders: [String]) -> Theme? {
        let wanted = name.lowercased().trimmingCharacters(in: .whitespaces)
        guard !wanted.isEmpty, !wanted.contains("/") else { return nil }
        for folder in folders {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            var best: (version: [String], path: String)?
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
            if let best {
                return Theme(name: wanted, root: URL(fileURLWithPath: best.path).resolvingSymlinksInPath())
            }
        }
        return nil
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
