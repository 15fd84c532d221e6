import Foundation
import Liquid
import Markdown
import OrderedCollections
import TextSupport

/// The site's Markdown (`markdown_ext`), written as kramdown writes it under Jekyll.
final class MarkdownConverter: Converter {
    let renderer: MarkdownRenderer
    /// Jekyll's SmartyPants converter, which `smartify` calls: kramdown with the site's
    /// `kramdown:` settings, whatever its `markdown:` is.
    let smartyPants: MarkdownRenderer
    let extensions: Set<String>

    /// `warn` hears of `kramdown:` settings that cannot be used, at their line in `_config.yml`.
    init(config: SiteConfig, warn: (Diagnostic) -> Void = { _ in }) {
        renderer = MarkdownRenderer(options: MarkdownConverter.options(config.values) { key, message in
            warn(Diagnostic(.warning, message, location: config.configLocation(["kramdown", key]) ?? config.configKeyLocation("kramdown")))
        })
        var kramdownSite = config.values
        kramdownSite["markdown"] = .string("kramdown")
        // the settings' warnings were given for the renderer above
        smartyPants = MarkdownRenderer(options: MarkdownConverter.options(kramdownSite))
        extensions = config.markdownExtensions
    }

    var name: String { "Markdown" }
    var profilePhase: Profiler.Phase { .markdown }
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
        settings["syntax_highlighter"] = HighlighterSetting.kramdownHighlighter(config, own: settings["syntax_highlighter"])
        let markdown = config["markdown"].map(\.liquidString)
        var options = MarkdownOptions.jekyll(markdown: markdown, kramdown: settings, highlighterDisabled: !HighlighterSetting.coloursCode(config), refused: refused)
        if settings["syntax_highlighter_opts.block.line_numbers"] == "true" { options.codeLineNumbers = true }
        return options
    }
}
