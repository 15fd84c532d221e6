import Foundation
import Liquid
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

    // What the pipeline asks instead of naming a converter:

    /// The text this converter reads from a document's body (after its front matter), and how
    /// many lines were dropped from the body's start (so error lines stay the file's).
    func prepare(_ body: String) -> (text: String, droppedLines: Int)
    /// Whether a document's layouts wrap what this converter writes.
    var appliesLayouts: Bool { get }
    /// Files written beside `d`'s own output, taken once (the writer asks after `d` renders).
    func extraOutputs(of d: Document) -> [(path: String, text: String)]
    /// A page converting `d` adds to `site.pages` (jekyll-sass-converter's SourceMapPage): its
    /// output path, and its text once converted. Renders after `d` in Jekyll's order list it.
    func pageAdded(byConverting d: Document) -> (path: String, text: () -> String?)?
    /// Whether a change to the file at `path` (absolute, standardized), which is no document's
    /// own source, may change what this converter writes: its documents are converted again.
    func mayRead(_ path: String) -> Bool
    /// The `--profile` phase this converter's time counts under.
    var profilePhase: Profiler.Phase { get }
    /// Whether `--profile` lists each converted file's time (worth it where files are few).
    var profilesEachFile: Bool { get }
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
    func prepare(_ body: String) -> (text: String, droppedLines: Int) { (body, 0) }
    var appliesLayouts: Bool { true }
    func extraOutputs(of d: Document) -> [(path: String, text: String)] { [] }
    func pageAdded(byConverting d: Document) -> (path: String, text: () -> String?)? { nil }
    func mayRead(_ path: String) -> Bool { false }
    var profilesEachFile: Bool { false }
}

/// Jekyll's `Identity` converter: files no other converter wants keep their content and extension.
final class PassThroughConverter: Converter {
    static let shared = PassThroughConverter()
    var name: String { "pass-through" }
    func matches(_ fileExtension: String) -> Bool { true }
    func outputExtension(for fileExtension: String) -> String { fileExtension == "." ? "" : fileExtension }
    func convert(_ content: String, path: String) throws -> String { content }
    /// Never timed: the renderer skips converting what passes through.
    var profilePhase: Profiler.Phase { .write }
}

/// The converters of one build, in the order they are asked.
struct ConverterSet: Sendable {
    let converters: [any Converter]

    /// The converter for a file with this extension (any case, with its dot).
    func converter(for fileExtension: String) -> any Converter {
        let lower = fileExtension.lowercased()
        return converters.first { $0.matches(lower) } ?? PassThroughConverter.shared
    }

    /// The converters that may read `path` besides their documents' own files (see `mayRead`).
    func readers(of path: String) -> [any Converter] { converters.filter { $0.mayRead(path) } }
}
