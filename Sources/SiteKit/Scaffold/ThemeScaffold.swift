import Foundation
import SiteTemplates

/// `sitegen new-theme NAME`: `jekyll new-theme`'s skeleton (Jekyll::ThemeBuilder) from
/// `Templates/new-theme`: the theme's folders, three layouts, a gemspec, README and licence,
/// a git repository. The theme works with Jekyll as a gem and with sitegen through
/// `SITEGEN_THEME_PATH`.
public enum ThemeScaffold {
    static let prefix = "new-theme/"
    /// Jekyll::ThemeBuilder::SCAFFOLD_DIRECTORIES.
    static let folders = ["assets", "_data", "_layouts", "_includes", "_sass"]

    /// Writes the theme into `parent/NAME` (NAME with spaces as `_`, as Jekyll names it) and
    /// returns that folder and the files written, relative to it. An existing folder is refused.
    public static func create(named raw: String, in parent: URL, codeOfConduct: Bool,
                              author: String = "", email: String = "", date: Date = Date()) throws -> (folder: URL, files: [String]) {
        var name = raw.replacingOccurrences(of: " ", with: "_")
        while name.contains("__") { name = name.replacingOccurrences(of: "__", with: "_") }
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
            throw SiteError("'\(raw)' is not a theme name: use letters, digits, '-' and '_' (e.g. my-theme)")
        }
        let folder = parent.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: folder.path) {
            throw SiteError("\(folder.path) already exists; sitegen new-theme writes a new folder: choose another name")
        }
        let year = Calendar(identifier: .gregorian).component(.year, from: date)
        var written: [String] = []
        do {
            for sub in folders { try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true) }
            let files = EmbeddedTemplates.files.filter { $0.key.hasPrefix(prefix) }.sorted { $0.key < $1.key }
            for (key, template) in files {
                var inner = String(key.dropFirst(prefix.count))
                if inner == "CODE_OF_CONDUCT.md" && !codeOfConduct { continue }
                if inner == "theme.gemspec" { inner = name + ".gemspec" }
                if inner == "gitignore" { inner = ".gitignore" }
                let text = template.replacingOccurrences(of: "__NAME__", with: name)
                    .replacingOccurrences(of: "__AUTHOR__", with: author)
                    .replacingOccurrences(of: "__EMAIL__", with: email)
                    .replacingOccurrences(of: "__YEAR__", with: String(year))
                let url = folder.appendingPathComponent(inner)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
                written.append(inner)
            }
        } catch let error as SiteError {
            throw error
        } catch {
            throw SiteError("cannot write the theme into \(folder.path): \(error.localizedDescription)")
        }
        return (folder, written.sorted())
    }
}
