/// Renders Markdown to HTML with cmark-gfm, in the shape Jekyll's kramdown writes it.
///
/// A renderer holds only its options, so one value can be shared by any number of threads
/// rendering at once: each call parses into its own cmark tree and frees it before returning.
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
        CmarkHTMLRenderer.render(markdown, options: options)
    }
}
