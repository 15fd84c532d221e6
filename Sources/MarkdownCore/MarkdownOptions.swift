/// How Markdown is turned into HTML: which GitHub Flavored Markdown extensions are on and
/// which of kramdown's output conventions (as Jekyll configures kramdown) are reproduced.
///
/// The defaults match a Jekyll 4.3 site with `markdown: kramdown` and `highlighter: rouge`:
/// sitegen's own kramdown parser (`engine: .kramdown`). `engine: .commonMark` goes through
/// cmark-gfm instead, for `markdown: CommonMark` sites, where each of kramdown's output
/// conventions can be switched on or off on its own.
public struct MarkdownOptions: Sendable, Hashable {
    /// Which parser reads the Markdown.
    public enum Engine: Sendable, Hashable {
        /// sitegen's kramdown parser: Jekyll's `markdown: kramdown` (the default).
        case kramdown
        /// cmark-gfm: `markdown: CommonMark` / `CommonMarkGhPages`.
        case commonMark
    }

    /// kramdown's input dialects (kramdown: `input`).
    public enum KramdownInput: Sendable, Hashable {
        /// kramdown-parser-gfm, Jekyll's default: fenced code with backticks, GFM header ids,
        /// paragraphs ended by lists, headers, quotes and fences, `~~strike~~`, `\` breaks.
        case gfm
        /// kramdown's own syntax.
        case kramdown
        /// Jekyll's SmartyPants parser, which `smartify` runs: block HTML at line starts, every
        /// other line text, and only four span parsers (smart quotes, entities, typographic
        /// symbols, span HTML). Not a site's `input:`; Jekyll sets it for the filter alone.
        case smartyPants
    }

    public var engine: Engine

    /// kramdown: `input` (GFM or kramdown).
    public var kramdownInput: KramdownInput

    /// kramdown: `parse_block_html` (Markdown inside block HTML without `markdown="1"`).
    public var parseBlockHTML: Bool

    /// kramdown: `parse_span_html` (Markdown inside span HTML such as `<span>`).
    public var parseSpanHTML: Bool

    /// Header levels listed by `{:toc}`. kramdown: `toc_levels`.
    public var tocLevels: Set<Int>

    /// Number of the first footnote. kramdown: `footnote_nr`.
    public var footnoteNumber: Int

    /// HTML of the link back from a footnote; empty for none. kramdown: `footnote_backlink`.
    public var footnoteBacklink: String

    /// Replacements for kramdown's typographic symbols (`mdash`, `ndash`, `hellip`, `laquo`,
    /// `raquo`, `laquo_space`, `raquo_space`) as HTML. kramdown: `typographic_symbols`.
    public var typographicSymbols: [String: String]

    /// The language of code blocks that name none (Rouge's `plaintext` when nil).
    /// kramdown: `syntax_highlighter_opts: { default_lang: … }`.
    public var defaultCodeLanguage: String?

    /// The four quote entities kramdown writes for `'`/`"` (left single, right single, left
    /// double, right double). kramdown: `smart_quotes`.
    public var quoteEntities: [String]

    /// Gives every heading an `id` made the way kramdown's GFM parser makes `auto_ids`
    /// (`## Section Title` → `<h2 id="section-title">`). kramdown: `auto_ids`.
    public var headingIDs: Bool

    /// Text put in front of every generated heading id. kramdown: `auto_id_prefix`.
    public var headingIDPrefix: String

    /// Turns straight quotes into curly ones and `--`, `---`, `...` into –, — and …,
    /// outside code, written as characters like Jekyll does. kramdown: `smart_quotes` (off is
    /// `apos,apos,quot,quot`) and `typographic_symbols`.
    ///
    /// The kramdown engine pairs quotes by kramdown's rules and also makes `<<`/`>>`
    /// guillemets; the CommonMark engine uses cmark-gfm's pairing, which differs on a leading
    /// apostrophe (`'tis`, `'90s`) and doubled quotes, and makes no guillemets.
    public var smartQuotes: Bool

    /// Wraps code in the markup kramdown emits with Rouge as its highlighter
    /// (`<div class="language-swift highlighter-rouge">…`, and
    /// `<code class="language-plaintext highlighter-rouge">` for inline code).
    /// Off gives cmark-gfm's `<pre><code class="language-swift">` and plain `<code>`, which is
    /// what Jekyll writes with `highlighter: none` or `kramdown: { syntax_highlighter_opts:
    /// { disable: true } }` (except that cmark writes `"` in code as `&quot;`).
    public var rougeCodeBlocks: Bool

    /// Code blocks in Rouge's `rouge-table` with a line-number gutter. kramdown:
    /// `syntax_highlighter_opts: { block: { line_numbers: true } }`.
    public var codeLineNumbers: Bool = false

    /// Turns every line break inside a paragraph into `<br />`. kramdown: `hard_wrap`.
    public var hardWraps: Bool

    /// The switches below apply to the CommonMark engine (cmark-gfm); the kramdown engine
    /// always reads its own tables and strikethrough and never links bare URLs, as kramdown.
    ///
    /// GFM pipe tables (alignment written as `style="text-align: …"`, as kramdown does).
    public var tables: Bool

    /// GFM `~~strikethrough~~` → `<del>`.
    public var strikethrough: Bool

    /// GFM bare-URL autolinks (`https://example.com`, `www.example.com`). kramdown has no
    /// such rule, so a Jekyll site shows these as plain text.
    public var autolinks: Bool

    /// GFM task list items (`- [ ]`, `- [x]`), in the chosen markup; `nil` leaves `[ ]` as text.
    public var taskLists: TaskListStyle?

    /// Footnotes (`[^1]` and `[^1]: …`), in the chosen markup; `nil` leaves them as text.
    public var footnotes: FootnoteStyle?

    /// Decides per list item, as kramdown does, whether its first paragraph gets `<p>`: in a
    /// list with blank lines between some items, CommonMark wraps every item's text in `<p>`,
    /// kramdown only the items whose text is followed by a blank line (and the last item when
    /// every earlier one was wrapped).
    public var kramdownListParagraphs: Bool

    /// Drops kramdown's `markdown="1"` (or `"0"`, `"block"`, `"span"`) attribute from the
    /// opening tag of a raw HTML block, as kramdown does. Markdown inside the block is parsed
    /// when blank lines separate it from the tags (CommonMark's rule), whatever the attribute says.
    public var removesMarkdownAttribute: Bool

    /// Creates options; the defaults match Jekyll 4.3's kramdown output.
    public init(
        engine: Engine = .kramdown,
        kramdownInput: KramdownInput = .gfm,
        parseBlockHTML: Bool = false,
        parseSpanHTML: Bool = true,
        tocLevels: Set<Int> = [1, 2, 3, 4, 5, 6],
        footnoteNumber: Int = 1,
        footnoteBacklink: String = "&#8617;",
        typographicSymbols: [String: String] = [:],
        quoteEntities: [String] = ["lsquo", "rsquo", "ldquo", "rdquo"],
        headingIDs: Bool = true,
        headingIDPrefix: String = "",
        smartQuotes: Bool = true,
        rougeCodeBlocks: Bool = true,
        hardWraps: Bool = false,
        tables: Bool = true,
        strikethrough: Bool = true,
        autolinks: Bool = false,
        taskLists: TaskListStyle? = .kramdown,
        footnotes: FootnoteStyle? = .kramdown,
        kramdownListParagraphs: Bool = true,
        removesMarkdownAttribute: Bool = true
    ) {
        self.engine = engine
        self.kramdownInput = kramdownInput
        self.parseBlockHTML = parseBlockHTML
        self.parseSpanHTML = parseSpanHTML
        self.tocLevels = tocLevels
        self.footnoteNumber = footnoteNumber
        self.footnoteBacklink = footnoteBacklink
        self.typographicSymbols = typographicSymbols
        self.quoteEntities = quoteEntities
        self.defaultCodeLanguage = nil
        self.headingIDs = headingIDs
        self.headingIDPrefix = headingIDPrefix
        self.smartQuotes = smartQuotes
        self.rougeCodeBlocks = rougeCodeBlocks
        self.hardWraps = hardWraps
        self.tables = tables
        self.strikethrough = strikethrough
        self.autolinks = autolinks
        self.taskLists = taskLists
        self.footnotes = footnotes
        self.kramdownListParagraphs = kramdownListParagraphs
        self.removesMarkdownAttribute = removesMarkdownAttribute
    }

    /// Jekyll 4.3's kramdown output (the defaults).
    public static let jekyll = MarkdownOptions()

    /// cmark-gfm with kramdown's output conventions (ids, Rouge markup, kramdown footnotes and
    /// list paragraphs) and GFM autolinks: sitegen's earlier rendering, kept as the fast path
    /// benchmarks compare against.
    public static let commonMarkWithKramdownConventions = MarkdownOptions(engine: .commonMark, autolinks: true)

    /// cmark-gfm's own HTML with all GFM extensions and none of kramdown's conventions: what
    /// `cmark-gfm --unsafe --table-prefer-style-attributes --strikethrough-double-tilde
    /// -e table -e strikethrough -e autolink -e tasklist` prints, with footnotes on.
    public static let gitHub = MarkdownOptions(
        engine: .commonMark, headingIDs: false, smartQuotes: false, rougeCodeBlocks: false,
        autolinks: true, taskLists: .gitHub, footnotes: .gitHub, kramdownListParagraphs: false,
        removesMarkdownAttribute: false)

    /// Markup for GFM task list items.
    public enum TaskListStyle: Sendable, Hashable {
        /// kramdown's: `<ul class="task-list">`, `<li class="task-list-item">` and
        /// `<input type="checkbox" class="task-list-item-checkbox" disabled="disabled" />`.
        case kramdown
        /// cmark-gfm's: a plain `<li>` starting with `<input type="checkbox" disabled="" />`.
        case gitHub
    }

    /// Markup for footnotes.
    public enum FootnoteStyle: Sendable, Hashable {
        /// kramdown's: `<sup id="fnref:1" role="doc-noteref">` references and a
        /// `<div class="footnotes" role="doc-endnotes">` list whose ids use the label (`fn:1`).
        case kramdown
        /// cmark-gfm's: `<sup class="footnote-ref">` references and a
        /// `<section class="footnotes" data-footnotes>` list with numbered ids (`fn-1`).
        case gitHub
    }
}
