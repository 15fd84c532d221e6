import Foundation
import Liquid
import TextSupport
import OrderedCollections
import Synchronization

/// A file that is rendered: a post, a draft, a collection document or a page, as the reader
/// made it (or a generator, for pages without a source file).
///
/// Fixed once the model is built: render results live in the build's `RenderState`. Only a
/// rebuild replaces a document's fields with a re-read version of the same file (`replace`).
public final class Document: @unchecked Sendable {
    public enum Kind: Sendable { case post, draft, collectionDocument, page }

    public let kind: Kind
    /// Path relative to the source folder, `/`-separated (`_posts/2026-01-20-hello.md`); for a
    /// generated page, the path it is written to.
    public let relativePath: String
    /// Collection label (`posts` for posts and drafts), nil for pages.
    public let collection: String?
    /// Front matter after `defaults:` were applied, plus Jekyll's computed keys.
    public internal(set) var data: OrderedDictionary<String, Value>
    /// The text after the front matter, copied out of `fileText` on each use.
    var body: String { FrontMatterSplit.body(of: fileText, from: bodyOffset) }
    /// UTF-8 offset in `fileText` where the body starts.
    var bodyOffset: Int
    /// The body's first line in the file, so Liquid errors point into the file.
    var bodyFirstLine: Int
    /// The full file text, for showing offending lines; the only copy of the file kept, and
    /// not even that while the document is not rendering in a one-shot build: a post's text is
    /// then read again from `sourceFile` when asked for (see `forgetText`). Setting it (a
    /// plugin's rewrite, a rebuild's `replace`) keeps the new text for good.
    var fileText: String {
        get {
            if let kept = keptText.withLock({ $0 }) { return kept }
            return readAgain()
        }
        set {
            keptText.withLock { $0 = newValue }
            sourceFile = nil
        }
    }
    private let keptText = Mutex<String?>(nil)
    /// Where `fileText` was read from, when reading that file again gives it (a post read
    /// whole from its file); nil: the text is kept.
    private(set) var sourceFile: String?
    /// Set when `fileText` was dropped and its file could not be read again (deleted, or
    /// changed to something that is no longer UTF-8, during the build).
    let textLost = Atomic<Bool>(false)
    let fileExtension: String
    var outputExtension: String
    /// Turns the content into output after Liquid (chosen by the file's extension).
    let converter: any Converter
    var date: LiquidDate
    var slug: String
    var categories: [String]
    var tags: [String]
    /// Site-relative URL (`/2026/01/20/hello.html`).
    public internal(set) var url: String = ""
    /// Path under the destination (`2026/01/20/hello.html`).
    public internal(set) var outputPath: String = ""
    var writesOutput: Bool
    /// Position in its collection's sorted list, for `next`/`previous`.
    var collectionIndex: Int = -1
    /// The date Jekyll's `Document#<=>` sees when the collection is sorted: `data["date"]` as
    /// read (front matter or defaults); nil for a document of another collection than posts
    /// without one, which takes `site.time` only later (`Document#date`).
    var dateAtRead: Date?
    /// The generator that made this page (nil: read from a file).
    var generatedBy: String?
    /// For a generated page that copies a source file's content, that file (relative path).
    var copiedFrom: String?
    /// For a generated page: the setting that chose its path (`paginate_path` in
    /// `_config.yml`, a page's `pagination: permalink`), named when that path is refused.
    var origin: SourceLocation?
    /// Jekyll's Document#relative_path when it differs from the source path: a document under
    /// `collections_dir` is named from inside it (`coll/_posts/a.md` is `_posts/a.md`).
    var pathInCollections: String?
    /// `page.name` and `page.path` as the generator that made the page names it (see `GeneratedPage`).
    var pageName: String?
    /// Template variables only this page sees (a paginator page's `paginator`).
    var locals: [String: Value] = [:]
    /// What `page` shows when a generator gave its page its own view (see `GeneratedPage`).
    var liquidView: OrderedDictionary<String, Value>?

    init(
        kind: Kind, relativePath: String, collection: String?, data: OrderedDictionary<String, Value>,
        bodyOffset: Int, bodyFirstLine: Int, fileText: String, fileExtension: String, outputExtension: String,
        converter: any Converter, date: LiquidDate, slug: String, categories: [String], tags: [String], writesOutput: Bool
    ) {
        self.kind = kind
        self.relativePath = relativePath
        self.collection = collection
        self.data = data
        self.bodyOffset = bodyOffset
        self.bodyFirstLine = bodyFirstLine
        self.keptText.withLock { $0 = fileText }
        self.fileExtension = fileExtension
        self.outputExtension = outputExtension
        self.converter = converter
        self.date = date
        self.slug = slug
        self.categories = categories
        self.tags = tags
        self.writesOutput = writesOutput
        self.basenameWithoutExtension = PathName.deletingExtension(PathName.last(relativePath))
    }

    /// Takes over a re-read version of the same file (`serve`'s rebuilds).
    func replace(with fresh: Document) {
        data = fresh.data
        bodyOffset = fresh.bodyOffset
        bodyFirstLine = fresh.bodyFirstLine
        fileText = fresh.fileText
        date = fresh.date
        slug = fresh.slug
        categories = fresh.categories
        tags = fresh.tags
    }

    /// Notes that `fileText` is the text of the file at `path` (with any byte-order mark
    /// removed), so that it can be dropped and read again.
    func readsAgain(from path: String) { sourceFile = path }

    /// Drops the kept text when it can be read again from its file: a one-shot build holds
    /// a post's text only while the post renders (7.7 KB a post on the generated blog, most
    /// of a 100,000-post model's memory otherwise).
    func forgetText() {
        guard sourceFile != nil else { return }
        keptText.withLock { $0 = nil }
    }

    /// Keeps the text in memory until `forgetText` (read again now if it was dropped); true
    /// when it was read again.
    @discardableResult
    func keepText() -> Bool {
        guard sourceFile != nil, keptText.withLock({ $0 == nil }) else { return false }
        let text = readAgain()
        keptText.withLock { if $0 == nil { $0 = text } }
        return true
    }

    private func readAgain() -> String {
        guard let path = sourceFile, let text = try? SourceFile.readText(atPath: path, displayName: relativePath) else {
            textLost.store(true, ordering: .relaxed)
            return ""
        }
        return text
    }

    /// The layout named in front matter; nil for none (`layout: null`, `none`, `""`).
    var layoutName: String? {
        switch data["layout"] {
        case .string(let s)?: return s.isEmpty || s == "none" ? nil : s
        case nil, .nil?: return nil
        case let v?: return v.liquidString
        }
    }

    var isPost: Bool { kind == .post || kind == .draft }
    var isHTMLOutput: Bool { outputExtension == ".html" }
    /// File name without extension (for posts, with the date). Stored: `post_url` compares it
    /// against every post, and working it out through NSString each time made that quadratic
    /// in seconds (6.8 s of a 10,000-post build).
    let basenameWithoutExtension: String
}

/// A layout: parsed once per build and shared by every document that uses it.
final class Layout: @unchecked Sendable {
    let name: String
    let relativePath: String
    let data: OrderedDictionary<String, Value>
    let template: Template
    /// A layout's own `layout:`. Unlike a document's, `none` names a layout here: Jekyll looks
    /// the name up, and a theme's `none.html` (a bare `{{ content }}`) is applied.
    var parentName: String? {
        switch data["layout"] {
        case .string(let s)?: return s.isEmpty ? nil : s
        default: return nil
        }
    }

    init(name: String, relativePath: String, data: OrderedDictionary<String, Value>, template: Template) {
        self.name = name
        self.relativePath = relativePath
        self.data = data
        self.template = template
    }
}

/// A file copied unchanged.
public struct StaticFile: Sendable {
    /// Relative to the source folder.
    public var relativePath: String
    var sourceURL: URL
    /// Relative to the destination.
    public var outputPath: String
    var collection: String?
    var modificationDate: Date
    var writesOutput: Bool
    /// Front-matter defaults that apply to the file (`site.static_files[i].KEY`).
    var data: OrderedDictionary<String, Value> = [:]
}

/// Bytes of post text and rendered content a one-shot build may keep for the whole build.
/// Under it (a site of a few thousand posts) nothing is read or rendered twice; past it, a
/// post's text is dropped after its front matter is read and its content after it is written,
/// so memory stops growing with the site.
final class KeptBytes: Sendable {
    private let left: Atomic<Int>
    init(budget: Int) { left = Atomic(budget) }
    /// Takes `count` bytes from the budget; false (and nothing taken) when they do not fit.
    func take(_ count: Int) -> Bool {
        var current = left.load(ordering: .relaxed)
        while current >= count {
            let (exchanged, original) = left.compareExchange(expected: current, desired: current - count, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
        return false
    }
    /// 96 MB: the 1,000-post generated blog's texts and contents take about 20 MB.
    static let defaultBudget = 96 << 20
}
