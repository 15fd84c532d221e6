import Foundation
import Liquid
import Markdown
import OrderedCollections

/// Turns a document's content (after Liquid) into output, chosen by the source file's
/// extension: Jekyll's `Jekyll::Converter` (`matches`, `output_ext`, `convert`).
///
/// Converters are registered by plugins (`PluginRegistry.add(converter:)`); the first that
/// matches a file wins, and a file no converter matches passes through unchanged.
protocol Converter: AnyObject, Sendable {
    /// Shown in `--profile`.
    var name: String { get }
    /// Whether this converter handles a file with this extension (lowercased, with its dot).
    func matches(_ fileExtension: String) -> Bool
    /// The extension of what `convert` writes (`.html` for Markdown, `.css` for Sass).
    func outputExtension(for fileExtension: String) -> String
    /// Converts one document's content; `path` is the source file, relative to the site.
    func convert(_ content: String, path: String) throws -> String
    /// Converts `d`'s content, whose first line is line `firstLine` of the file. A converter that
    /// needs the document (Sass: Jekyll associates the page with the converter for its source
    /// map and error locations) implements this; the others get `convert(_:path:)`.
    func convert(_ content: String, document d: Document, firstLine: Int) throws -> String
}

extension Converter {
    func convert(_ content: String, document d: Document, firstLine: Int) throws -> String {
        try convert(content, path: d.relativePath)
    }
}

/// Jekyll's `Identity` converter: files no other converter wants keep their content and extension.
final class PassThroughConverter: Converter {
    static let shared = PassThroughConverter()
    var name: String { "pass-through" }
    func matches(_ fileExtension: String) -> Bool { true }
    func outputExtension(for fileExtension: String) -> String { fileExtension == "." ? "" : fileExtension }
    func convert(_ content: String, path: String) throws -> String { content }
}

/// The site's Markdown (`markdown_ext`), written as kramdown writes it under Jekyll.
final class MarkdownConverter: Converter {
    let renderer: MarkdownRenderer
    let extensions: Set<String>

    init(config: SiteConfig) {
        renderer = MarkdownRenderer(options: MarkdownConverter.options(config.values))
        extensions = config.markdownExtensions
    }

    var name: String { "Markdown" }
    func matches(_ fileExtension: String) -> Bool { extensions.contains(fileExtension) }
    func outputExtension(for fileExtension: String) -> String { ".html" }
    func convert(_ content: String, path: String) throws -> String { renderer.render(content) }

    /// `kramdown:` settings mapped onto the Markdown renderer's switches.
    static func options(_ values: OrderedDictionary<String, Value>) -> MarkdownOptions {
        var options = MarkdownOptions.jekyll
        let kramdown = values["kramdown"] ?? .nil
        if case .bool(let b) = kramdown.property("auto_ids") { options.headingIDs = b }
        if case .string(let prefix) = kramdown.property("auto_id_prefix") { options.headingIDPrefix = prefix }
        // kramdown turns curly quotes off with straight entities, not with `false`.
        let quotes = kramdown.property("smart_quotes")
        if case .bool(false) = quotes { options.smartQuotes = false }
        if quotes.liquidString.replacingOccurrences(of: " ", with: "") == "apos,apos,quot,quot" { options.smartQuotes = false }
        if case .bool(let b) = kramdown.property("hard_wrap") { options.hardWraps = b }
        if case .bool(false) = kramdown.property("typographic_symbols") { options.smartQuotes = false }
        // Jekyll's ways of turning Rouge off give kramdown's plain code markup.
        // kramdown's own `syntax_highlighter:` naming anything but Rouge (`nil` is a name
        // here, the string) gives plain blocks; left empty, Jekyll falls back to Rouge.
        var kramdownHighlighter = "rouge"
        if case .string(let name) = kramdown.property("syntax_highlighter") { kramdownHighlighter = name }
        let disabled = !SiteRenderer.coloursCode(values) || kramdownHighlighter != "rouge"
            || kramdown.property("syntax_highlighter_opts").property("disable").isTruthy
        if disabled { options.rougeCodeBlocks = false }
        let blockOptions = kramdown.property("syntax_highlighter_opts").property("block")
        if blockOptions.property("line_numbers").isTruthy { options.codeLineNumbers = true }
        return options
    }
}

/// The converters of one build, in the order they are asked.
struct ConverterSet: Sendable {
    let converters: [any Converter]

    /// The Sass converter, for source maps and `serve`'s partial edits.
    var sass: SassConverter? { converters.lazy.compactMap { $0 as? SassConverter }.first }

    /// The converter for a file with this extension (any case, with its dot).
    func converter(for fileExtension: String) -> any Converter {
        let lower = fileExtension.lowercased()
        return converters.first { $0.matches(lower) } ?? PassThroughConverter.shared
    }

    /// The Markdown converter, for `markdownify` and excerpts.
    var markdown: MarkdownConverter? { converters.lazy.compactMap { $0 as? MarkdownConverter }.first }
}
