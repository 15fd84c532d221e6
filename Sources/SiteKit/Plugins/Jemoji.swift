import Foundation
import Liquid
import Synchronization

/// jemoji: `:smile:` in a page's finished HTML becomes GitHub's emoji image, as the gem's
/// `:post_render` hook writes it through html-pipeline's EmojiFilter.
struct JemojiPlugin: Plugin {
    var name: String { "jemoji" }
    /// Gem folders to look in for the emoji table; nil: where themes are looked for.
    var gemFolders: [String]? = nil

    func register(into registry: PluginRegistry, config: SiteConfig) {
        let environment = config.environment
        let folders = gemFolders ?? ThemeLocator.searchFolders(source: config.source, environment: environment)
        guard let table = EmojiTable.installed(in: folders) else {
            let location = config.pluginNames.first { $0.name == name }?.location
            registry.warn(Diagnostic(
                .warning,
                "jemoji needs an emoji table and none is installed (looked for the gemoji gem's db/emoji.json and gemojione's config/index.json in \(folders.isEmpty ? "no gem folder" : folders.joined(separator: ", "))): :emoji: codes stay as text; install Debian's ruby-gemojione",
                location: location))
            return
        }
        registry.add(postRender: EmojiHook(table: table, source: Self.source(config: config, environment: environment)))
    }

    /// Where images are linked from: `emoji: src:` in the config, else GitHub Enterprise's
    /// `ASSET_HOST_URL`, else github.com's asset host, each with `/images/icons/` as the gem adds it.
    static func source(config: SiteConfig, environment: [String: String]) -> String {
        if case .dictionary(let emoji)? = config.values["emoji"], let src = emoji["src"] {
            return src.liquidString
        }
        if let host = environment["ASSET_HOST_URL"], !host.isEmpty {
            return (host.hasSuffix("/") ? String(host.dropLast()) : host) + "/images/icons/"
        }
        return "https://github.githubassets.com/images/icons/"
    }
}

/// The emoji filter over one document's output.
struct EmojiHook: PostRenderHook {
    let table: EmojiTable
    let source: String
    /// html-pipeline's EmojiFilter leaves code alone.
    static let rewriter = HTMLTextRewriter(skippedElements: ["pre", "code", "tt"])

    func process(_ output: String, of d: Document) throws -> String? {
        // jemoji's `emojiable?`, with its precedence: a permalink ending in `/` is enough.
        let permalinkIsFolder = d.data["permalink"]?.stringValue?.hasSuffix("/") == true
        guard d.outputExtension == ".html" || permalinkIsFolder, output.contains(":") else { return nil }
        // The gem goes on only when its emoji pattern matches somewhere in the output (markup
        // included); otherwise the page is not passed through html-pipeline, which would
        // re-serialise it (closing an open `<p>`, say).
        guard emojify(Substring(output)) != nil else { return nil }
        if let parts = HTMLTextRewriter.splitBody(output) {
            return String(parts.head) + Self.rewriter.rewrite(String(parts.body), emojify) + parts.tail
        }
        return Self.rewriter.rewrite(output, emojify)
    }

    /// `text` with every `:name:` that names an emoji replaced by its image; nil when none does.
    /// Names hold no colon, so each colon either closes a name or may open the next one: one
    /// pass, linear in the text.
    func emojify(_ text: Substring) -> String? {
        guard text.utf8.contains(UInt8(ascii: ":")) else { return nil }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var copied = 0
        var open: Int? = nil
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: ":") else { i += 1; continue }
            if let start = open, i - start - 1 <= table.longestName, i > start + 1,
               let file = table.imageFilenames[String(decoding: bytes[(start + 1)..<i], as: UTF8.self)] {
                let name = String(decoding: bytes[(start + 1)..<i], as: UTF8.self)
                out += bytes[copied..<start]
                out += Array(imageTag(name: name, file: file).utf8)
                copied = i + 1
                open = nil
            } else {
                open = i
            }
            i += 1
        }
        guard copied > 0 else { return nil }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// The gem's `<img>`: html-pipeline's attributes in its order, `align` removed by jemoji.
    func imageTag(name: String, file: String) -> String {
        let url = Self.join(source, "emoji/" + file)
        return "<img class=\"emoji\" title=\":\(name):\" alt=\":\(name):\" src=\"\(url)\" height=\"20\" width=\"20\">"
    }

    /// Ruby's `File.join` of two parts: one `/` between them.
    static func join(_ a: String, _ b: String) -> String {
        if a.isEmpty { return "/" + b }
        return a.hasSuffix("/") ? a + b : a + "/" + b
    }
}

/// Emoji names (GitHub's aliases) and the image file each one links to, read from data installed
/// on the machine: the gemoji gem's `db/emoji.json` when installed (what jemoji itself reads),
/// else Debian's ruby-gemojione `config/index.json`, whose names are GitHub's for all but the
/// newest emoji. sitegen ships no table of its own.
struct EmojiTable: Sendable {
    /// Name → `unicode/1f604.png` (or `octocat.png` for GitHub's own images).
    let imageFilenames: [String: String]
    /// The file the table was read from.
    let origin: String
    let longestName: Int

    init(imageFilenames: [String: String], origin: String) {
        self.imageFilenames = imageFilenames
        self.origin = origin
        longestName = imageFilenames.keys.map(\.utf8.count).max() ?? 0
    }

    /// The table of the gemoji gem in `folders`, else of gemojione; read once per process for each file.
    static func installed(in folders: [String]) -> EmojiTable? {
        if let gem = ThemeLocator.find("gemoji", in: folders, highestAcrossFolders: true) {
            let path = gem.root.appendingPathComponent("db/emoji.json").path
            if let table = cached(path, parse: gemoji) { return table }
        }
        if let gem = ThemeLocator.find("gemojione", in: folders, highestAcrossFolders: true) {
            let path = gem.root.appendingPathComponent("config/index.json").path
            if let table = cached(path, parse: gemojione) { return table }
        }
        return nil
    }

    private static let cache = Mutex<[String: EmojiTable]>([:])

    private static func cached(_ path: String, parse: (Any) -> [String: String]) -> EmojiTable? {
        if let hit = cache.withLock({ $0[path] }) { return hit }
        guard let data = FileManager.default.contents(atPath: path),
              let json = try? JSONSerialization.jsonObject(with: data) else { return nil }
        let names = parse(json)
        guard !names.isEmpty else { return nil }
        let table = EmojiTable(imageFilenames: names, origin: path)
        cache.withLock { $0[path] = table }
        return table
    }

    /// gemoji's `db/emoji.json`: a list of `{"emoji": "😄", "aliases": ["smile"]}`; GitHub's own
    /// images (`:octocat:`) have no `emoji`.
    static func gemoji(_ json: Any) -> [String: String] {
        var names: [String: String] = [:]
        for case let entry as [String: Any] in (json as? [Any]) ?? [] {
            let aliases = (entry["aliases"] as? [String]) ?? []
            for alias in aliases where names[alias] == nil {
                if let raw = entry["emoji"] as? String {
                    names[alias] = "unicode/" + unicodeFilename(raw.unicodeScalars.map { hex($0.value) }) + ".png"
                } else {
                    // A custom emoji's image is named by its first alias (gemoji's `name`).
                    names[alias] = aliases[0] + ".png"
                }
            }
        }
        return names
    }

    /// gemojione's `config/index.json`: `{"smile": {"unicode": "1F604", "aliases": [":…:"]}}`.
    static func gemojione(_ json: Any) -> [String: String] {
        var names: [String: String] = [:]
        guard let index = json as? [String: Any] else { return names }
        // Keys first, then aliases: an alias never shadows another emoji's own name.
        var aliases: [(String, String)] = []
        for (key, value) in index {
            guard let entry = value as? [String: Any], let unicode = entry["unicode"] as? String else { continue }
            let file = "unicode/" + unicodeFilename(unicode.lowercased().split(separator: "-").map(String.init)) + ".png"
            names[key] = file
            for alias in (entry["aliases"] as? [String]) ?? [] {
                var bare = Substring(alias)
                if bare.hasPrefix(":") { bare = bare.dropFirst() }
                if bare.hasSuffix(":") { bare = bare.dropLast() }
                aliases.append((String(bare), file))
            }
        }
        for (alias, file) in aliases.sorted(by: { $0.0 < $1.0 }) where names[alias] == nil && !alias.isEmpty {
            names[alias] = file
        }
        return names
    }

    /// gemoji's `image_filename`: the code points in lower-case hex (at least four digits),
    /// joined by `-`, without the first variation selector (`2764-fe0f` is `2764`).
    static func unicodeFilename(_ codePoints: [String]) -> String {
        var parts = codePoints
        if let first = parts.dropFirst().firstIndex(of: "fe0f") { parts.remove(at: first) }
        return parts.joined(separator: "-")
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
