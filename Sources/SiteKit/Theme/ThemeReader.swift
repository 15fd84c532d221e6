import Foundation

/// What a gem-based theme adds to the site, as Jekyll's LayoutReader and ThemeAssetsReader
/// read it: layouts the site does not define, and `assets/` files the site does not have.
extension SiteReader {
    /// A theme file as warnings name it: the theme's folder name, then the path in it.
    private func themeFile(_ folder: String, _ inner: String) -> String {
        guard let theme = config.theme else { return inner }
        let base = theme.root.path
        let within = folder.hasPrefix(base + "/") ? String(folder.dropFirst(base.count + 1)) + "/" : ""
        return "theme " + theme.root.lastPathComponent + ": " + within + inner
    }

    /// Layout name → absolute path, for every layout in the theme's `_layouts`.
    func themeLayouts() -> [(name: String, path: String)] {
        guard let root = config.theme?.layoutsPath else { return [] }
        return Self.files(under: root.path, skipSpecial: true, special: { noteSpecialFile(themeFile(root.path, $0)) }).compactMap { inner in
            // Jekyll names a layout by its path without the last extension; files without one are not layouts.
            guard PathName.last(inner).contains(".") else { return nil }
            return ((inner as NSString).deletingPathExtension, root.path + "/" + inner)
        }
    }

    /// Candidates for the theme's `assets/` files (pages when they have front matter, else
    /// static files), except those the site has at the same path: the site's own files win.
    func themeAssetCandidates(besides site: [Candidate]) -> [Candidate] {
        guard let theme = config.theme, let assets = theme.assetsPath else { return [] }
        var taken = Set<String>()
        for candidate in site {
            if case .pageOrStatic(let rel, _) = candidate { taken.insert(rel) }
        }
        let base = theme.root.path
        // ThemeAssetsReader walks everything under assets/ (hidden files too), symlinks left out.
        return Self.files(under: assets.path, skipSpecial: false, special: { noteSpecialFile(themeFile(assets.path, $0)) }).compactMap { inner in
            let rel = String(assets.path.dropFirst(base.count + 1)) + "/" + inner
            guard !taken.contains(rel) else { return nil }
            return .pageOrStatic(relativePath: rel, root: base)
        }
    }

    /// Regular files under `folder` (not following symlinks), relative to it, sorted.
    /// `special` hears of each FIFO, socket or device, which is never opened.
    static func files(under folder: String, skipSpecial: Bool, special: (String) -> Void = { _ in }) -> [String] {
        var result: [String] = []
        func visit(_ dir: String) {
            for (name, kind) in (try? DirectoryListing.entries(atPath: dir.isEmpty ? folder : folder + "/" + dir, displayName: dir)) ?? [] {
                if skipSpecial, let first = name.first, "._#~".contains(first) { continue }
                if skipSpecial, name.hasSuffix("~") { continue }
                let child = dir.isEmpty ? name : dir + "/" + name
                switch kind {
                case .directory: visit(child)
                case .file: result.append(child)
                case .other: special(child)
                case .symlink: continue
                }
            }
        }
        visit("")
        return result
    }
}
