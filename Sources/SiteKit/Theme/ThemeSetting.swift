import Foundation
import Liquid
import TextSupport
import OrderedCollections

/// `theme:` and `remote_theme:` in the config, as Jekyll's Site#configure_theme and
/// #load_theme_configuration read them.
enum ThemeSetting {
    /// Finds the theme the merged config names and lays the theme's own `_config.yml` under
    /// the site's (keys Jekyll has defaults for excepted). Throws when the theme is not installed,
    /// naming where sitegen looked.
    static func resolve(
        _ merged: inout OrderedDictionary<String, Value>, source: URL, files: [URL],
        environment: [String: String]
    ) throws -> (Theme?, [Diagnostic]) {
        var warnings: [Diagnostic] = []
        if let remote = merged["remote_theme"], !remote.isNil {
            warnings.append(Diagnostic(
                .warning,
                "remote_theme '\(remote.liquidString)' is not fetched: sitegen builds offline; install the theme's gem and name it in `theme:` (or put its folder in SITEGEN_THEME_PATH)",
                location: location(of: "remote_theme", in: files, source: source)))
        }
        let theme: Theme
        switch merged["theme"] {
        case nil, .nil?:
            return (nil, warnings)
        case .string(let name)? where name == DefaultTheme.name:
            // The built-in theme: compiled in, never searched for among gems.
            return (nil, warnings)
        case .string(let name)?:
            guard let found = ThemeLocator.locate(name, source: source, environment: environment) else {
                let folders = ThemeLocator.searchFolders(source: source, environment: environment)
                let looked = folders.isEmpty ? "no theme folders exist" : "looked in " + folders.joined(separator: ", ")
                throw SiteError(
                    "the \(name) theme could not be found (\(looked)); install its gem (Debian: apt install jekyll-theme-\(name) or ruby-\(name)) or set SITEGEN_THEME_PATH to a folder holding \(name)/",
                    location: location(of: "theme", in: files, source: source))
            }
            theme = found
        case let other?:
            // Jekyll warns and builds without a theme.
            warnings.append(Diagnostic(
                .warning, "value of 'theme' in config should be a string naming a gem-based theme, but got \(other.inspect)",
                location: location(of: "theme", in: files, source: source)))
            return (nil, warnings)
        }
        if case .bool(true)? = merged["ignore_theme_config"] {
        } else {
            let file = theme.root.appendingPathComponent("_config.yml")
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)) != nil
            if FileManager.default.fileExists(atPath: file.path), !isLink {
                let text = try SourceFile.readText(file, displayName: file.path)
                if case .dictionary(var own) = try YAMLReader.document(text, file: file.path, fileText: text, firstLine: 1, timeZone: .gmt) {
                    // A theme's config must not override Jekyll's defaults: Site#load_theme_configuration
                    // drops every key of Configuration::DEFAULTS, `plugins_dir`, `plugins`,
                    // `cache_dir` and `whitelist` among them (sitegen has no default for those
                    // four, so they are named here; a theme's plugins_dir was refused as a folder
                    // outside the site, naming no file).
                    for key in SiteConfig.jekyllDefaults.keys { own.removeValue(forKey: key) }
                    for key in ["plugins_dir", "plugins", "cache_dir", "whitelist"] { own.removeValue(forKey: key) }
                    merged = SiteConfig.deepMerge(own, merged)
                }
            }
        }
        return (theme, warnings)
    }

    /// Where `key:` is set: the last config file that sets it at the top level.
    static func location(of key: String, in files: [URL], source: URL) -> SourceLocation? {
        for file in files.reversed() {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let display = file.path.hasPrefix(source.path + "/") ? String(file.path.dropFirst(source.path.count + 1)) : file.path
            if let location = YAMLPositions(yaml: text, file: display, fileText: text).keyLocation(key) { return location }
        }
        return nil
    }
}
