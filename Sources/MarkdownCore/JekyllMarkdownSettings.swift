import TextSupport

extension MarkdownOptions {
    /// The options for a Jekyll site's `markdown:` and `kramdown:` settings.
    ///
    /// - Parameters:
    ///   - markdown: the `markdown:` value (`kramdown`, `CommonMark`, `CommonMarkGhPages`).
    ///   - kramdown: the `kramdown:` settings, nested ones kept nested
    ///     (`syntax_highlighter_opts: { disable: true }`, `typographic_symbols: { hellip: … }`).
    ///   - highlighterDisabled: for CommonMark, Jekyll's `highlighter:` leaves code plain; kramdown
    ///     follows `syntax_highlighter` alone (the site's `highlighter:` when it has none of its own).
    ///   - refused: called with the key and a warning for each setting sitegen cannot use
    ///     (a number out of range, `toc_levels` that are not levels 1 to 6); the default stays.
    public static func jekyll(
        markdown: String?, kramdown settings: KramdownSettings, highlighterDisabled: Bool,
        refused: (_ key: String, _ message: String) -> Void = { _, _ in }
    ) -> MarkdownOptions {
        let name = (markdown ?? "kramdown").lowercased()
        if name == "commonmark" || name == "commonmarkghpages" {
            var options = MarkdownOptions.gitHub
            if highlighterDisabled { options.rougeCodeBlocks = false }
            return options
        }
        var options = MarkdownOptions.jekyll
        func flag(_ key: String) -> Bool? { settings.flag(key) }
        if let input = settings.text("input")?.lowercased() {
            options.kramdownInput = input == "kramdown" ? .kramdown : .gfm
        }
        if let b = flag("auto_ids") { options.headingIDs = b }
        if let prefix = settings.text("auto_id_prefix") { options.headingIDPrefix = prefix }
        if let b = flag("hard_wrap") { options.hardWraps = b }
        if let b = flag("parse_block_html") { options.parseBlockHTML = b }
        if let b = flag("parse_span_html") { options.parseSpanHTML = b }
        if let text = settings.text("footnote_nr") {
            switch footnoteNumberReading(text) {
            case .value(let n): options.footnoteNumber = n
            // kramdown refuses a value that is not an integer, and Jekyll stops; sitegen warns.
            case .outOfRange, .notAnInteger:
                refused("footnote_nr", InputInteger.message("kramdown footnote_nr", text, range: InputInteger.counts, uses: "1, kramdown's default"))
            }
        }
        if let backlink = settings.text("footnote_backlink") { options.footnoteBacklink = backlink }
        if let quotes = settings.text("smart_quotes") {
            let parts = quotes.split(separator: ",").map { $0.trimmingSpaces() }
            if parts.count == 4 { options.quoteEntities = parts }
            if parts == ["apos", "apos", "quot", "quot"] { options.smartQuotes = false }
        }
        let highlighterOptions = settings.nested("syntax_highlighter_opts") ?? [:]
        if let language = highlighterOptions.text("default_lang"), !language.isEmpty {
            options.defaultCodeLanguage = language
        }
        if let text = settings.text("toc_levels") {
            if let levels = Self.levels(text) {
                options.tocLevels = levels
            } else {
                refused("toc_levels", Self.levelsMessage(text, uses: "1..6, kramdown's default"))
            }
        }
        if let symbols = settings.nested("typographic_symbols") {
            for key in symbols.values.keys { if let html = symbols.text(key) { options.typographicSymbols[key] = html } }
        }
        // kramdown colours code only with a highlighter it knows by that name (`:rouge` too, as
        // its option parser reads a symbol): `nil`, `none`, `kramdown`, `pygments` leave it plain.
        var highlighter = Substring(settings.text("syntax_highlighter") ?? "rouge").trimmingSpaces()
        if highlighter.hasPrefix(":") { highlighter.removeFirst() }
        if highlighter != "rouge" || highlighterOptions.flag("disable") == true {
            options.rougeCodeBlocks = false
        }
        return options
    }

    /// `1..3`, `2,3` or `[2, 3]` as a set of header levels; nil unless every level is 1 to 6,
    /// as kramdown's validator demands ("Level numbers for option toc_levels have to be integers
    /// from 1 to 6"), so `1..1000000000` is refused rather than built. `3..1` is empty, as
    /// Ruby's `Range.new(3, 1).to_a`.
    public static func levels(_ text: String) -> Set<Int>? {
        let cleaned = text.filter { $0 != "[" && $0 != "]" && $0 != " " }
        func level(_ part: Substring) -> Int? {
            if case .value(let n) = InputInteger.read(part, in: 1...6) { return n }
            return nil
        }
        if let dots = cleaned.firstRange(of: "..") {
            guard let a = level(cleaned[..<dots.lowerBound]), let b = level(cleaned[dots.upperBound...]) else { return nil }
            return a <= b ? Set(a...b) : []
        }
        var levels = Set<Int>()
        for part in cleaned.split(separator: ",", omittingEmptySubsequences: false) {
            guard let n = level(part) else { return nil }
            levels.insert(n)
        }
        return levels
    }

    /// `footnote_nr` within the numbers sitegen counts footnotes from without overflow.
    public static func footnoteNumberReading(_ text: String) -> InputInteger.Reading {
        InputInteger.read(text, in: InputInteger.counts)
    }

    public static func levelsMessage(_ text: String, uses fallback: String) -> String {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "kramdown toc_levels is '\(shown)', but header levels are 1 to 6 (`1..3` or `2,3`); using \(fallback)"
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
