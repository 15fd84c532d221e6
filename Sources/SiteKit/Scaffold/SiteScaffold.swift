import Foundation
import SiteTemplates

/// `sitegen new`: a starter site from `Templates/new-site` (compiled into the binary), and new
/// posts and drafts in jekyll-compose's shapes.
public enum SiteScaffold {
    static let prefix = "new-site/"
    /// Names a dot file cannot have in `Templates/` (the embedding skips hidden files).
    static let renamed = ["gitignore": ".gitignore"]
    /// What `--blank` writes besides the folders: the settings, nothing to render.
    static let blankFiles: Set<String> = ["_config.yml", "gitignore"]
    static let blankFolders = ["_posts", "_drafts", "_data", "assets"]
    /// Pages whose layouts only the built-in theme has; a gem theme (`--theme`) gets none.
    static let builtInThemeOnly: Set<String> = ["archive.md", "tags.md"]
    /// Entries a folder may hold and still count as empty: a fresh `git init` has `.git`.
    static let ignoredEntries: Set<String> = [".git", ".DS_Store"]

    /// Writes a starter site into `folder` (made when missing) and returns the files written,
    /// relative to it. A folder that holds anything is refused unless `force` is set; then the
    /// starter's files replace files of the same name and other files stay.
    /// - Parameters:
    ///   - blank: only `_config.yml`, `.gitignore` and the empty folders.
    ///   - theme: a gem theme's name for `theme:`, instead of the built-in theme.
    ///   - date: the day the example posts are dated, in the computer's time zone.
    public static func createSite(at folder: URL, blank: Bool = false, force: Bool = false, theme: String? = nil,
                                  date: Date = Date()) throws -> [String] {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        // A link to nothing: Foundation's error for it named NSCocoaErrorDomain, not the link.
        if let target = try? fm.destinationOfSymbolicLink(atPath: folder.path), !fm.fileExists(atPath: folder.path) {
            throw SiteError("\(folder.path) is a symbolic link to \(target), which does not exist; sitegen new writes a site into a folder: create \(target) first, or choose a new path")
        }
        if fm.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw SiteError("\(folder.path) is a file; sitegen new writes a site into a folder: choose a new path")
            }
            let entries = try fm.contentsOfDirectory(atPath: folder.path).filter { !ignoredEntries.contains($0) }.sorted()
            if !entries.isEmpty && !force {
                let shown = entries.prefix(3).joined(separator: ", ") + (entries.count > 3 ? ", …" : "")
                throw SiteError("\(folder.path) is not empty (\(shown)); sitegen new starts a site in an empty folder: choose a new path, or pass --force to write the starter files into it (files of the same name are replaced)")
            }
        }
        if let theme, theme.isEmpty || !theme.utf8.allSatisfy(isThemeNameByte) {
            throw SiteError("--theme '\(theme)' is not a gem name: use letters, digits, '-', '_' and '.' (e.g. minima)")
        }
        let day = dayString(date, timeZone: .current)
        let title = titleFromFolder(folder.lastPathComponent)
        var written: [String] = []
        for (inner, template) in starterFiles() {
            if blank && !blankFiles.contains(inner) { continue }
            if theme != nil && builtInThemeOnly.contains(inner) { continue }
            var text = template.replacingOccurrences(of: "__DATE__", with: day)
            var name = inner.replacingOccurrences(of: "__DATE__", with: day)
            if let dotted = renamed[name] { name = dotted }
            if name == "_config.yml" {
                text = text.replacingOccurrences(of: "__TITLE__", with: yamlQuoted(title))
                if let theme {
                    text = text.replacingOccurrences(of: "\ntheme: \(DefaultTheme.name)\n", with: "\ntheme: \(theme)\n")
                } else if blank {
                    // As `jekyll new --blank`: no theme, the site's own layouts from the start.
                    text = text.replacingOccurrences(of: "\ntheme: \(DefaultTheme.name)\n", with: "\n# theme: \(DefaultTheme.name)\n")
                }
            }
            let url = folder.appendingPathComponent(name)
            try makeFolder(url.deletingLastPathComponent(), inside: folder)
            try write(text, to: url, inside: folder)
            written.append(name)
        }
        if blank {
            for name in blankFolders {
                try makeFolder(folder.appendingPathComponent(name), inside: folder)
            }
        }
        return written.sorted()
    }

    /// Writes a new post (`_posts/YYYY-MM-DD-slug.md`, dated now in the site's time zone) or
    /// draft (`_drafts/slug.md`) of the site in `options.source`, and returns its path relative
    /// to the site. An existing file is kept, and an error, unless `force` is set.
    public static func createPost(title: String, draft: Bool, layout: String = "post", force: Bool = false,
                                  options: BuildOptions, date: Date = Date()) throws -> String {
        let config = try SiteConfig.load(options: options)
        // A post written into a folder that is no site would never be built: say so instead.
        guard !config.configFiles.isEmpty else {
            throw SiteError("\(config.source.path) has no _config.yml: run sitegen new \(draft ? "draft" : "post") in a site's folder, or name the site with --source")
        }
        let slug = Slugify.slugify(title, mode: .default)
        guard !slug.isEmpty else {
            throw SiteError("the title '\(title)' has no letters or digits to name the file after: give a title with words in it")
        }
        let collections = config.values["collections_dir"]?.liquidString ?? ""
        let folder = (collections.isEmpty ? "" : collections + "/") + (draft ? "_drafts" : "_posts")
        let name = draft ? "\(slug).md" : "\(dayString(date, timeZone: config.timeZone))-\(slug).md"
        let relative = folder + "/" + name
        let url = config.source.appendingPathComponent(relative)
        if FileManager.default.fileExists(atPath: url.path), !force {
            throw SiteError("\(relative) already exists; sitegen does not overwrite it: edit that file, choose another title, or pass --force to replace it")
        }
        // jekyll-compose's front matter: a draft gets its date when it is published.
        var lines = ["---", "layout: \(layout)", "title: \(yamlQuoted(title))"]
        if !draft { lines.append("date: \(timestamp(date, timeZone: config.timeZone))") }
        lines += ["---", ""]
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write(lines.joined(separator: "\n"), to: url)
        return relative
    }

    /// The starter site's files, by path inside `Templates/new-site`, sorted.
    static func starterFiles() -> [(String, String)] {
        EmbeddedTemplates.files.compactMap { key, text in
            key.hasPrefix(prefix) ? (String(key.dropFirst(prefix.count)), text) : nil
        }.sorted { $0.0 < $1.0 }
    }

    /// `--force` writes into a folder that may hold links: a starter file's folder must lead
    /// inside `root` once links are resolved (`_posts -> /etc` is refused, naming it), and a
    /// file that is a link is replaced by the file, never written through (Jekyll's `new
    /// --force` writes through both, over a file outside the site).
    static func makeFolder(_ url: URL, inside root: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw SiteError("cannot create the folder \(url.path): \(reason(error))")
        }
        let real = SafePaths.real(url.path), realRoot = SafePaths.real(root.path)
        guard SafePaths.isInside(real, root: realRoot) else {
            let shown = url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : url.path
            throw SiteError("\(shown) in \(root.path) leads outside it (to \(real)); sitegen new writes only inside the site's folder: remove that link, or choose a new path")
        }
    }

    static func write(_ text: String, to url: URL, inside root: URL) throws {
        // Written to a new file and renamed over the name: a link there is replaced, not followed.
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw SiteError("cannot write \(url.path): \(reason(error))")
        }
    }

    /// A Foundation error's reason as the system words it (`Permission denied`), not its domain.
    static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedFailureReason ?? ns.localizedDescription
    }

    static func write(_ text: String, to url: URL) throws {
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            throw SiteError("cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// `my-blog` → `My Blog`: a first title the author will change in `_config.yml`.
    static func titleFromFolder(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." })
        let title = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return title.isEmpty ? "My Blog" : title
    }

    /// A YAML double-quoted scalar: safe for titles with `:`, `#` or quotes in them.
    static func yamlQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\x%02X", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    static func dayString(_ date: Date, timeZone: TimeZone) -> String {
        let c = Calendar(identifier: .gregorian).dateComponents(in: timeZone, from: date)
        return String(format: "%04d-%02d-%02d", c.year ?? 1970, c.month ?? 1, c.day ?? 1)
    }

    /// `2026-11-25 14:03:00 +0100`, the form jekyll-compose writes and Jekyll reads.
    static func timestamp(_ date: Date, timeZone: TimeZone) -> String {
        let c = Calendar(identifier: .gregorian).dateComponents(in: timeZone, from: date)
        let offset = timeZone.secondsFromGMT(for: date)
        let sign = offset < 0 ? "-" : "+"
        let time = String(format: "%02d:%02d:%02d", c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
        return dayString(date, timeZone: timeZone) + " " + time + " " + sign + String(format: "%02d%02d", abs(offset) / 3600, abs(offset) % 3600 / 60)
    }

    static func isThemeNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."): true
        default: false
        }
    }
}
