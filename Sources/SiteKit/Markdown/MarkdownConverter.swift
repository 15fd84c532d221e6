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
        var settings = KramdownSettings()
        if case .dictionary(let kramdown) = config["kramdown"] ?? .nil { settings = Self.kramdownSettings(kramdown) }
        // kramdown turns curly quotes off with straight entities; Jekyll sites also write `false`.
        if settings.text("smart_quotes") == "false" || settings.text("typographic_symbols") == "false" {
            settings["smart_quotes"] = .list(["apos", "apos", "quot", "quot"])
        }
        settings["syntax_highlighter"] = .text(HighlighterSetting.kramdownHighlighter(config, own: settings.text("syntax_highlighter")))
        let markdown = config["markdown"].map(\.liquidString)
        var options = MarkdownOptions.jekyll(markdown: markdown, kramdown: settings, highlighterDisabled: !HighlighterSetting.coloursCode(config), refused: refused)
        if settings.nested("syntax_highlighter_opts")?.nested("block")?.text("line_numbers") == "true" { options.codeLineNumbers = true }
        return options
    }

    /// The `kramdown:` mapping as settings: scalars as the text Jekyll's YAML gives them, lists
    /// of scalars, mappings nested. A null setting is left out, so kramdown's default stays
    /// (`syntax_highlighter:` → Rouge).
    static func kramdownSettings(_ mapping: OrderedDictionary<String, Value>) -> KramdownSettings {
        var settings = KramdownSettings()
        for (key, value) in mapping {
            switch value {
            case .dictionary(let nested): settings[key] = .nested(kramdownSettings(nested))
            case .array(let items): settings[key] = .list(items.map(\.liquidString))
            case .nil: break
            default: settings[key] = .text(value.liquidString)
            }
        }
        return settings
    }
}
