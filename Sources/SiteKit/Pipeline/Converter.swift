import Foundation
import Liquid
import Markdown
import OrderedCollections
import TextSupport

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
    /// As `convert(_:document:firstLine:)`, passing what the content asks for and cannot have
    /// (a `{::options}` number out of range) to `warn`, located in `d`'s file.
    func convert(_ content: String, document d: Document, firstLine: Int, warn: (Diagnostic) -> Void) throws -> String
    /// Jekyll's `highlighter_prefix`/`highlighter_suffix`: what `{% highlight %}` writes around
    /// its figure in a document this converter converts (nil: nothing).
    var highlighterPrefix: String? { get }
    var highlighterSuffix: String? { get }
}

extension Converter {
    func convert(_ content: String, document d: Document, firstLine: Int) throws -> String {
        try convert(content, path: d.relativePath)
    }
    func convert(_ content: String, document d: Document, firstLine: Int, warn: (Diagnostic) -> Void) throws -> String {
        try convert(content, document: d, firstLine: firstLine)
    }
    var highlighterPrefix: String? { nil }
    var highlighterSuffix: String? { nil }
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

    /// `warn` hears of `kramdown:` settings that cannot be used, at their line in `_config.yml`.
    init(config: SiteConfig, warn: (Diagnostic) -> Void = { _ in }) {
        renderer = MarkdownRenderer(options: MarkdownConverter.options(config.values) { key, message in
            warn(Diagnostic(.warning, message, location: config.configLocation(["kramdown", key]) ?? config.configKeyLocation("kramdown")))
        })
        extensions = config.markdownExtensions
    }

    var name: String { "Markdown" }
    /// Jekyll's Markdown converter sets both to a line break: a highlighted figure in Markdown
    /// stands between blank lines, so it ends a paragraph or list before it (as Jekyll's does).
    var highlighterPrefix: String? { "\n" }
    var highlighterSuffix: String? { "\n" }
    func matches(_ fileExtension: String) -> Bool { extensions.contains(fileExtension) }
    func outputExtension(for fileExtension: String) -> String { ".html" }
    func convert(_ content: String, path: String) throws -> String {
        // The kramdown parser keeps offsets in 32 bits (its span tree's nodes stay small); no
        // blog post comes near, but a file must fail with its name rather than trap.
        guard content.utf8.count < MarkdownConverter.largestDocument else {
            throw SiteError("\(path): \(content.utf8.count >> 20) MiB of Markdown; sitegen converts at most \(MarkdownConverter.largestDocument >> 20) MiB per document")
        }
        return renderer.render(content)
    }

    func convert(_ content: String, document d: Document, firstLine: Int, warn: (Diagnostic) -> Void) throws -> String {
        guard content.utf8.count < MarkdownConverter.largestDocument else { return try convert(content, path: d.relativePath) }
        let (html, warnings) = renderer.renderWithWarnings(content)
        for w in warnings {
            let line = firstLine + w.line - 1
            warn(Diagnostic(.warning, w.message, location: SourceLocation(file: d.relativePath, source: d.fileText, line: line, column: w.column)))
        }
        return html
    }

    static let largestDocument = 1 << 30

    /// `markdown:` and `kramdown:` settings mapped onto the Markdown renderer's options.
    static func options(
        _ config: OrderedDictionary<String, Value>, refused: (_ key: String, _ message: String) -> Void = { _, _ in }
    ) -> MarkdownOptions {
        var settings: [String: String] = [:]
        // Nested settings flattened with dots (`syntax_highlighter_opts.block.line_numbers`).
        func flatten(_ prefix: String, _ value: Value) {
            switch value {
            case .dictionary(let nested):
                for (inner, v) in nested { flatten(prefix + "." + inner, v) }
            case .array(let items):
                settings[prefix] = items.map(\.liquidString).joined(separator: ",")
            case .nil:
                // Left empty, kramdown's setting keeps its default (`syntax_highlighter:` → Rouge).
                break
            default:
                settings[prefix] = value.liquidString
            }
        }
        if case .dictionary(let kramdown) = config["kramdown"] ?? .nil {
            for (key, value) in kramdown { flatten(key, value) }
        }
        // kramdown turns curly quotes off with straight entities; Jekyll sites also write `false`.
        if settings["smart_quotes"] == "false" || settings["typographic_symbols"] == "false" {
            settings["smart_quotes"] = "apos,apos,quot,quot"
        }
        settings["syntax_highlighter"] = SiteRenderer.kramdownHighlighter(config, own: settings["syntax_highlighter"])
        let markdown = config["markdown"].map(\.liquidString)
        var options = MarkdownOptions.jekyll(markdown: markdown, kramdown: settings, highlighterDisabled: !SiteRenderer.coloursCode(config), refused: refused)
        if settings["syntax_highlighter_opts.block.line_numbers"] == "true" { options.codeLineNumbers = true }
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
