import Foundation
import Liquid
import TextSupport

/// jekyll-mentions: `@name` in a page's finished HTML becomes a link to the user's profile,
/// as the gem's `:post_render` hook writes it through html-pipeline's MentionFilter.
struct JekyllMentionsPlugin: Plugin {
    var name: String { "jekyll-mentions" }

    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(postRender: MentionHook(
            siteSetting: config.values["jekyll-mentions"], settingLocation: config.configKeyLocation("jekyll-mentions"),
            defaultBase: Self.defaultBase(environment: config.environment)))
    }

    /// github.com, or the GitHub Enterprise host a Pages build names in `SSL` and `GITHUB_HOSTNAME`.
    static func defaultBase(environment: [String: String]) -> String {
        if let ssl = environment["SSL"], !ssl.isEmpty, let host = environment["GITHUB_HOSTNAME"], !host.isEmpty {
            return (ssl == "true" ? "https://" : "http://") + (host.hasSuffix("/") ? String(host.dropLast()) : host)
        }
        return "https://github.com"
    }
}

/// The mention filter over one document's output.
struct MentionHook: PostRenderHook {
    let siteSetting: Value?
    let settingLocation: SourceLocation?
    let defaultBase: String
    /// MentionFilter's IGNORE_PARENTS.
    static let rewriter = HTMLTextRewriter(skippedElements: ["pre", "code", "a", "style", "script"])
    /// Names that link to GitHub's help on mentions, which the gem leaves as text.
    static let reserved: Set<String> = ["mention", "mentions", "mentioned", "mentioning"]

    func process(_ output: String, of d: Document) throws -> String? {
        // The gem's `mentionable?`: HTML output (or a folder permalink), not switched off by the page.
        let permalinkIsFolder = d.data["permalink"]?.stringValue?.hasSuffix("/") == true
        guard d.outputExtension == ".html" || permalinkIsFolder else { return nil }
        if case .bool(false)? = d.data["jekyll-mentions"] { return nil }
        guard output.utf8.contains(UInt8(ascii: "@")) else { return nil }
        // A page's own `jekyll-mentions:` replaces the site's.
        let fromPage = d.data["jekyll-mentions"]
        let base = try Self.base(fromPage ?? siteSetting, default: defaultBase, location: fromPage == nil ? settingLocation : nil, file: d.relativePath)
        let href = base.hasSuffix("/") || base.hasSuffix("~") ? base : base + "/"
        let link: (Substring) -> String? = { Self.linkMentions(in: $0, href: href) }
        if let parts = HTMLTextRewriter.splitBody(output) {
            guard Self.containsMention(parts.body) else { return nil }
            return String(parts.head) + Self.rewriter.rewrite(String(parts.body), link) + parts.tail
        }
        guard Self.containsMention(Substring(output)) else { return nil }
        return Self.rewriter.rewrite(output, link)
    }

    /// The profile base URL: a string setting is the URL, a mapping's `base_url` is.
    static func base(_ setting: Value?, default fallback: String, location: SourceLocation?, file: String) throws -> String {
        switch setting {
        case nil, .nil?: return fallback
        case .string(let s)?: return s
        case .dictionary(let d)?: return d["base_url"].map(\.liquidString) ?? fallback
        default:
            // The gem stops the build here (InvalidJekyllMentionConfig).
            throw SiteError(
                "jekyll-mentions must be a URL or a mapping with `base_url` (used by \(file))",
                location: location)
        }
    }

    /// `text` with each `@login` linked, as MentionFilter's pattern finds them: after the start
    /// of a line or a character that is not an ASCII word character (not taken by the previous
    /// mention), a login of word characters and `-`, not followed by `/`, nor by a single `.`
    /// and a word character (`@user.name` is no mention). Nil when nothing changed.
    static func linkMentions(in text: Substring, href: String) -> String? {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var copied = 0
        forEachMention(in: bytes) { start, end in
            let login = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
            guard !reserved.contains(login.lowercased()) else { return }
            out += bytes[copied..<start]
            out += Array("<a href=\"\(href)\(login)\" class=\"user-mention\">@\(login)</a>".utf8)
            copied = end
        }
        guard copied > 0 else { return nil }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether MentionFilter's pattern matches anywhere in `text`, markup included: the gem
    /// passes a body through html-pipeline (which re-serialises it) only then.
    static func containsMention(_ text: Substring) -> Bool {
        var found = false
        forEachMention(in: Array(text.utf8)) { _, _ in found = true }
        return found
    }

    /// Each match of the pattern, as `@`'s offset and the login's end, left to right as `gsub`
    /// takes them.
    private static func forEachMention(in bytes: [UInt8], _ body: (_ start: Int, _ end: Int) -> Void) {
        let at = UInt8(ascii: "@"), newline = UInt8(ascii: "\n"), dot = UInt8(ascii: ".")
        // Where the previous match ended: the character before a mention must lie at or after it.
        var matchEnd = 0
        var k = 0
        while k < bytes.count {
            guard bytes[k] == at else { k += 1; continue }
            let atLineStart = k == 0 || bytes[k - 1] == newline
            let afterNonWord = k >= 1 && k - 1 >= matchEnd && !isWord(bytes[k - 1])
            guard atLineStart || afterNonWord, k + 1 < bytes.count, isWord(bytes[k + 1]) else { k += 1; continue }
            var end = k + 2
            while end < bytes.count, isWord(bytes[end]) || bytes[end] == UInt8(ascii: "-") { end += 1 }
            if !mentionMayEnd(bytes, at: end, dot: dot, newline: newline) { k = end; continue }
            matchEnd = end
            body(k, end)
            k = end
        }
    }

    /// The pattern's lookahead after the login: not `/`; dots only when they end the line or are
    /// followed by a non-word character (`..` counts: a dot is one).
    private static func mentionMayEnd(_ bytes: [UInt8], at end: Int, dot: UInt8, newline: UInt8) -> Bool {
        guard end < bytes.count else { return true }
        let next = bytes[end]
        if next == UInt8(ascii: "/") { return false }
        guard next == dot else { return true }
        var after = end
        while after < bytes.count, bytes[after] == dot { after += 1 }
        if after - end >= 2 || after == bytes.count { return true }
        return bytes[after] == newline || !isWord(bytes[after])
    }

    /// Ruby's `\w` without the `u` flag: ASCII letters, digits and `_`.
    static func isWord(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }
}
