import Foundation
import TextSupport

/// The top-level `_config.yml` keys sitegen knows, in one place: `docs/configuration.md`
/// documents every key of `read`, and a test (ConfigKeysTests) checks it does. A key in neither
/// list that no template reads (`site.KEY`) is most likely a typo, and warns with a did-you-mean.
public enum ConfigKeys {
    /// Keys sitegen reads (Jekyll's, its plugins' and sitegen's own).
    public static let read: Set<String> = [
        // Jekyll
        "source", "destination", "url", "baseurl", "permalink", "timezone", "exclude", "include", "keep_files",
        "markdown_ext", "excerpt_separator", "future", "show_drafts", "unpublished", "defaults", "collections",
        "collections_dir", "layouts_dir", "includes_dir", "data_dir", "plugins_dir", "plugins", "gems", "theme",
        "remote_theme", "ignore_theme_config", "markdown", "highlighter", "liquid", "kramdown", "sass",
        "limit_posts", "strict_front_matter", "relative_permalinks", "title", "description", "lang",
        // plugins
        "author", "paginate", "paginate_path", "pagination", "autopages", "jekyll-archives", "feed", "github",
        "repository", "jekyll-mentions", "emoji", "titles_from_headings", "optional_front_matter", "readme_index",
        "relative_links", "require_front_matter", "commonmark",
        // sitegen and its built-in theme
        "abtesting", "date_format", "show_excerpts", "tags_page",
    ]

    /// Keys Jekyll, its plugins or common themes read that change nothing in a sitegen build;
    /// they pass without a word.
    public static let recognised: Set<String> = [
        "safe", "encoding", "incremental", "host", "port", "show_dir_listing", "lsi", "detach", "quiet", "verbose",
        "watch", "force_polling", "livereload", "livereload_port", "livereload_ignore", "livereload_min_delay",
        "livereload_max_delay", "open_url", "ssl_cert", "ssl_key", "skip_initial_build", "disable_disk_cache",
        "profile", "whitelist", "name", "webrick", "serving", "conscientious", "rdiscount", "redcarpet", "maruku",
        "textile_ext", "redcloth", "sass_dir", "keep_files", "twitter", "facebook", "logo", "social", "locale",
        "tagline", "webmaster_verifications", "google_site_verification", "google_analytics", "header_pages",
        "minima", "show_drafts", "future", "lsi", "gist", "feed", "sitemap", "jekyll_compose", "compress_html",
        "kramdown", "exclude_from_localization", "languages", "permalink_style", "baseurl", "email",
        "twitter_username", "github_username", "rss", "disqus", "comments", "analytics", "jekyll_admin",
    ]

    /// Warnings for top-level keys in neither list that no template reads as `site.KEY`.
    /// - Parameter templates: the text of every layout, include and page, searched for the key.
    static func unknownKeyWarnings(config: SiteConfig, templates: () -> [String]) -> [Diagnostic] {
        let known = read.union(recognised).union(SiteConfig.jekyllDefaults.keys)
        var own: [String] = []
        for file in config.configFiles {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                // Top-level keys only: a line that starts with a key and a colon.
                guard let first = line.first, first.isLetter || first == "_" || first.isNumber,
                      let colon = line.firstIndex(of: ":") else { continue }
                let key = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
                if !key.contains(" "), !known.contains(key), !own.contains(key) { own.append(key) }
            }
        }
        guard !own.isEmpty else { return [] }
        let texts = templates()
        var warnings: [Diagnostic] = []
        for key in own {
            let uses = ["site.\(key)", "site['\(key)']", "site[\"\(key)\"]"]
            if texts.contains(where: { text in uses.contains { text.contains($0) } }) { continue }
            var message = "unknown config key '\(key)': nothing reads it (not Jekyll, its plugins, sitegen, nor a template as site.\(key))"
            if let near = Suggestion.closest(to: key, in: read.union(recognised)) { message += "; did you mean '\(near)'?" }
            warnings.append(Diagnostic(.warning, message, location: ThemeSetting.location(of: key, in: config.configFiles, source: config.source)))
        }
        return warnings
    }
}
