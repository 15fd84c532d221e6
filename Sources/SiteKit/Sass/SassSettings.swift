import Foundation
import Liquid
import TextSupport
import Sass

/// The `sass:` config as jekyll-sass-converter 2.x reads it (lib/jekyll/converters/scss.rb).
struct SassSettings: Sendable {
    enum SourceMaps: Sendable { case always, never, development }

    /// sassc's default is `compact` (the gem keeps it for backward compatibility); an unknown
    /// style falls back to it too.
    var style: SassOptions.Style = .compact
    /// Relative to the source, as written (`_sass` when empty).
    var sassDir = "_sass"
    /// Absolute folders `@import` searches, in order: `load_paths` (globs expanded), `sass_dir`,
    /// the theme's `_sass`, then `SASS_PATH` as the sassc gem adds it; only existing folders.
    var loadPaths: [String] = []
    var sourceMaps: SourceMaps = .always
    var lineComments = false
    var sourceMapEmbed = false
    var precision: Int?
    /// `add_charset`: a UTF-8 stylesheet starts with `@charset` instead of libsass's byte-order mark.
    var addCharset = false
    var warnings: [Diagnostic] = []
    /// `precision` was refused (its warning is located by the config, which knows the files).
    var precisionRefused = false

    init() {}

    init(config values: Value, source: URL, theme: Theme?, environment: [String: String]) {
        func setting(_ key: String) -> Value { values.property(key) }
        if case .nil = setting("style") {
        } else {
            let text = setting("style").liquidString
            if let style = SassOptions.Style(configValue: text) {
                self.style = style
            } else {
                warnings.append(Diagnostic(.warning, "sass: style '\(text)' is not one of nested, expanded, compact, compressed; using compact, as Jekyll does"))
            }
        }
        let dir = setting("sass_dir").liquidString
        if !dir.isEmpty { sassDir = dir }
        switch setting("sourcemap") {
        case .bool(false): sourceMaps = .never
        case let v where v.liquidString == "never": sourceMaps = .never
        case let v where v.liquidString == "development": sourceMaps = .development
        default: sourceMaps = .always
        }
        lineComments = setting("line_comments").isTruthy
        sourceMapEmbed = setting("source_map_embed").isTruthy
        addCharset = setting("add_charset").isTruthy
        // Digits after the point: a double's exact expansion has fewer than 1,100, and libsass
        // spins on a precision near Int32.max (sassc's C int, past which Jekyll stops).
        if !setting("precision").isNil {
            precision = InputInteger.setting(
                setting("precision"), named: "sass precision", in: 0...1000, fallback: -1, fallbackText: "libsass's default",
                location: nil, warn: { warnings.append($0); precisionRefused = true })
            if precision == -1 { precision = nil }
        }

        var userPaths: [String]
        switch setting("load_paths") {
        case .array(let a): userPaths = a.map(\.liquidString)
        case .nil: userPaths = []
        case let v: userPaths = [v.liquidString]
        }
        // Jekyll.sanitized_path keeps sass_dir inside the source.
        var inner = sassDir
        while inner.hasPrefix("/") { inner.removeFirst() }
        userPaths.append(inner)
        var seen = Set<String>()
        var paths: [String] = []
        for path in userPaths {
            let pattern = path.hasPrefix("/") ? path : source.path + "/" + path
            for match in FileGlob.paths(matching: pattern) {
                let absolute = URL(fileURLWithPath: match).standardizedFileURL.path
                if seen.insert(absolute).inserted { paths.append(absolute) }
            }
        }
        if let themeSass = theme?.sassPath { paths.append(themeSass.path) }
        if let extra = environment["SASS_PATH"] { paths += extra.split(separator: ":").map(String.init) }
        loadPaths = paths.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }
}
