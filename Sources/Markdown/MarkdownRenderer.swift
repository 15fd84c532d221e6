import CommonMark
import Kramdown
@_exported import MarkdownCore

/// Renders Markdown to HTML as Jekyll does: with sitegen's kramdown parser for
/// `markdown: kramdown` (the default), or with cmark-gfm for `markdown: CommonMark`.
///
/// A renderer holds only its options, so one value can be shared by any number of threads
/// rendering at once: each call parses into its own tree and drops it before returning.
///
/// ```swift
/// let html = MarkdownRenderer().render("## Hello \"world\"")
/// // <h2 id="hello-world">Hello “world”</h2>
/// ```
public struct MarkdownRenderer: Sendable {
    /// What this renderer produces.
    public let options: MarkdownOptions

    /// Creates a renderer; the default options match Jekyll 4.3's kramdown output.
    public init(options: MarkdownOptions = .jekyll) {
        self.options = options
    }

    /// The HTML for one Markdown document. Raw HTML in `markdown` is kept as written.
    public func render(_ markdown: String) -> String {
        switch options.engine {
        case .kramdown: KramdownRenderer.render(markdown, options: options)
        case .commonMark: CmarkHTMLRenderer.render(markdown, options: options)
        }
    }

    /// Jekyll's `smartify`: the text read by Jekyll's SmartyPants parser (kramdown with this
    /// renderer's options, whatever its engine), written as HTML without its last line end.
    public func smartify(_ text: String) -> String {
        var options = options
        options.engine = .kramdown
        options.kramdownInput = .smartyPants
        var html = KramdownRenderer.render(text, options: options)
        if html.hasSuffix("\n") { html.removeLast() }
        return html
    }

    /// The character kramdown reads `&name;` as, or nil when the name is not one it knows
    /// (kramdown writes `&amp;name;` then).
    public static func kramdownEntity(named name: String) -> Unicode.Scalar? { KramdownEntities.character(named: name) }

    /// The HTML, and the `{::options}` settings the document asked for that could not be used.
    public func renderWithWarnings(_ markdown: String) -> (html: String, warnings: [MarkdownWarning]) {
        switch options.engine {
        case .kramdown: KramdownRenderer.renderWithWarnings(markdown, options: options)
        case .commonMark: (CmarkHTMLRenderer.render(markdown, options: options), [])
        }
    }
}
