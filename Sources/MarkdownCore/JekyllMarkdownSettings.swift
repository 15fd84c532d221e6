extension MarkdownOptions {
    /// The options for a Jekyll site's `markdown:` and `kramdown:` settings.
    ///
    /// - Parameters:
    ///   - markdown: the `markdown:` value (`kramdown`, `CommonMark`, `CommonMarkGhPages`).
    ///   - kramdown: the `kramdown:` keys as text (`true`/`false`, numbers, lists joined with
    ///     commas); nested settings flattened with dots (`syntax_highlighter_opts.disable`,
    ///     `typographic_symbols.hellip`).
    ///   - highlighterDisabled: for CommonMark, Jekyll's `highlighter:` leaves code plain; kramdown
    ///     follows `syntax_highlighter` alone (the site's `highlighter:` when it has none of its own).
    public static func jekyll(markdown: String?, kramdown settings: [String: String], highlighterDisabled: Bool) -> MarkdownOptions {
        let name = (markdown ?? "kramdown").lowercased()
        if name == "commonmark" || name == "commonmarkghpages" {
            var options = MarkdownOptions.gitHub
            if highlighterDisabled { options.rougeCodeBlocks = false }
            return options
        }
        var options = MarkdownOptions.jekyll
        func flag(_ key: String) -> Bool? {
            switch settings[key]?.lowercased() {
            case "true": true
            case "false": false
            default: nil
            }
        }
        if let input = settings["input"]?.lowercased() {
            options.kramdownInput = input == "kramdown" ? .kramdown : .gfm
        }
        if let b = flag("auto_ids") { options.headingIDs = b }
        if let prefix = settings["auto_id_prefix"] { options.headingIDPrefix = prefix }
        if let b = flag("hard_wrap") { options.hardWraps = b }
        if let b = flag("parse_block_html") { options.parseBlockHTML = b }
        if let b = flag("parse_span_html") { options.parseSpanHTML = b }
        if let n = settings["footnote_nr"].flatMap({ Int($0) }) { options.footnoteNumber = n }
        if let backlink = settings["footnote_backlink"] { options.footnoteBacklink = backlink }
        if let quotes = settings["smart_quotes"] {
            let parts = quotes.split(separator: ",").map { $0.trimmingSpaces() }
            if parts.count == 4 { options.quoteEntities = parts }
            if parts == ["apos", "apos", "quot", "quot"] { options.smartQuotes = false }
        }
        if let language = settings["syntax_highlighter_opts.default_lang"], !language.isEmpty {
            options.defaultCodeLanguage = language
        }
        if let levels = settings["toc_levels"] {
            options.tocLevels = Self.levels(levels)
        }
        for (key, value) in settings where key.hasPrefix("typographic_symbols.") {
            options.typographicSymbols[String(key.dropFirst("typographic_symbols.".count))] = value
        }
        // kramdown colours code only with a highlighter it knows by that name (`:rouge` too, as
        // its option parser reads a symbol): `nil`, `none`, `kramdown`, `pygments` leave it plain.
        var highlighter = Substring(settings["syntax_highlighter"] ?? "rouge").trimmingSpaces()
        if highlighter.hasPrefix(":") { highlighter.removeFirst() }
        if highlighter != "rouge" || flag("syntax_highlighter_opts.disable") == true {
            options.rougeCodeBlocks = false
        }
        return options
    }

    /// `1..3`, `2,3` or `[2, 3]` as a set of header levels.
    public static func levels(_ text: String) -> Set<Int> {
        let cleaned = text.filter { $0 != "[" && $0 != "]" && $0 != " " }
        let parts = cleaned.split(separator: ".", omittingEmptySubsequences: true)
        if cleaned.contains(".."), parts.count == 2 {
            if let a = Int(parts[0]), let b = Int(parts[1]), a <= b { return Set(a...b) }
            return [1, 2, 3, 4, 5, 6]
        }
        return Set(cleaned.split(separator: ",").compactMap { Int($0) })
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
