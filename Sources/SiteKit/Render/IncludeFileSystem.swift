import Foundation
import Liquid
import SiteTemplates

/// Where `{% include %}` reads from: the site's `_includes/`, then its theme's (a gem theme's,
/// or the built-in theme's when that applies), as Jekyll's include tag looks in the site's
/// then the theme's folder; a name in neither is an error, as in Jekyll.
/// Names that climb out (`../`, absolute paths, symlinks leading outside the site) are refused:
/// a template must never read files beyond the site.
struct IncludeFileSystem: TemplateFileSystem {
    let siteRoot: URL
    let includesDir: String
    /// Includes the plugins bring (`PluginRegistry.includes`), keyed by name.
    let builtIns: [String: String]
    var theme: Theme? = nil
    /// Whether the built-in theme applies (its includes come after the site's).
    var builtInTheme = false

    func readTemplate(_ name: String) throws -> (source: String, file: String) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: true)
        guard !name.hasPrefix("/"), !parts.isEmpty, !parts.contains(".."), !name.contains("\\"), !name.contains("\0") else {
            throw LiquidError(.fileSystem, "include '\(name)' is outside \(includesDir)/: includes must be files inside the site's \(includesDir) folder")
        }
        let relative = includesDir + "/" + parts.joined(separator: "/")
        let url = siteRoot.appendingPathComponent(relative)
        if FileManager.default.fileExists(atPath: url.path) {
            let real = url.resolvingSymlinksInPath().path
            let root = siteRoot.resolvingSymlinksInPath().path
            guard real.hasPrefix(root + "/") else {
                throw LiquidError(.fileSystem, "include '\(name)' links outside the site; sitegen does not read files outside the source folder")
            }
            do {
                return (try SourceFile.readText(url, displayName: relative), relative)
            } catch let error as SiteError {
                throw LiquidError(.fileSystem, error.diagnostics.first?.message ?? "cannot read \(relative)")
            }
        }
        if let text = builtIns[name] { return (text, "sitegen:" + name) }
        if let theme {
            if let root = theme.includesPath {
                let url = root.appendingPathComponent(parts.joined(separator: "/"))
                let real = url.resolvingSymlinksInPath().path
                // As for the site: a theme's include may not lead outside the theme.
                if FileManager.default.fileExists(atPath: real), !real.hasPrefix(theme.root.path + "/") {
                    throw LiquidError(.fileSystem, "include '\(name)' in the \(theme.name) theme links outside the theme; sitegen does not read files outside the site and its theme")
                }
                if FileManager.default.fileExists(atPath: real) {
                    do {
                        return (try SourceFile.readText(url, displayName: url.path), url.path)
                    } catch let error as SiteError {
                        throw LiquidError(.fileSystem, error.diagnostics.first?.message ?? "cannot read \(url.path)")
                    }
                }
            }
            throw LiquidError(.fileSystem, "could not find '\(name)' in \(includesDir)/ or in the \(theme.name) theme's _includes/")
        }
        if builtInTheme {
            if let text = DefaultTheme.file("_includes/" + parts.joined(separator: "/")) {
                return (text, DefaultTheme.prefix + "_includes/" + parts.joined(separator: "/"))
            }
            throw LiquidError(.fileSystem, "could not find '\(name)' in \(includesDir)/ or in the built-in theme's _includes/ (sitegen theme lists its files)")
        }
        throw LiquidError(.fileSystem, "could not find '\(name)' in \(includesDir)/")
    }
}
