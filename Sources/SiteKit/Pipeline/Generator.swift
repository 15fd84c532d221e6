import Foundation
import Liquid
import TextSupport
import OrderedCollections

/// Adds pages that no source file makes (a paginator page, an archive, a redirect stub,
/// `feed.xml`, `sitemap.xml`): Jekyll's `Jekyll::Generator`. Generators run after the site is
/// read and its URLs are known, before anything renders; their pages then render like any page.
protocol Generator: Sendable {
    /// Shown in errors and as the generated pages' origin (`jekyll-sitemap`).
    var name: String { get }
    /// Front-matter keys whose values decide what this generator makes (`redirect_from`,
    /// `sitemap`). A rebuild after a document's value for one of them changed runs the
    /// generators again (a full build); content edits elsewhere only re-render their pages.
    var readsFrontMatterKeys: Set<String> { get }
    /// The pages to add.
    func generate(_ site: GeneratorInput) throws -> [GeneratedPage]
    /// Jekyll's generator priority (`:lowest` -100 … `:highest` 100): higher runs first.
    var priority: Int { get }
    /// True when it rewrites documents' content (relative links, a stripped title): an edit to
    /// any document then needs the generators again, so `serve` rebuilds fully.
    var amendsContent: Bool { get }
}

extension Generator {
    var priority: Int { 0 }
    var amendsContent: Bool { false }
}

/// What a generator sees: the site as read, every document with its URL.
struct GeneratorInput {
    let config: SiteConfig
    let documents: [Document]
    let staticFiles: [StaticFile]
    /// Documents per collection, oldest first (posts sorted by date, as Jekyll sorts them).
    let collections: [String: [Document]]
    /// The site's `site.data`.
    let data: Value
    /// Layout name → file, the site's and its theme's.
    var layoutFiles: [String: String] = [:]
    /// Whether the built-in theme applies, and how.
    var builtInTheme: DefaultTheme.Use? = nil
    /// Where a generator reports a setting it cannot use (collected with the build's warnings).
    var warnings: DiagnosticSink?

    func warn(_ d: Diagnostic) { warnings?.warn(d) }

    /// Posts newest first, as `site.posts` lists them.
    var postsNewestFirst: [Document] { (collections["posts"] ?? []).reversed() }

    /// Whether some source file, or a page already made, will be written at `outputPath`.
    func writes(_ outputPath: String) -> Bool {
        documents.contains { $0.writesOutput && $0.outputPath == outputPath }
            || staticFiles.contains { $0.writesOutput && $0.outputPath == outputPath }
    }
}

/// A page a generator made: Jekyll's `PageWithoutAFile`. Its body is Liquid (rendered with
/// `page` and `site` like any page); `data` is its front matter.
struct GeneratedPage {
    /// Where it is written, relative to the destination (`sitemap.xml`, `blog/page2/index.html`).
    var outputPath: String
    /// Its URL as `page.url` shows it (`/sitemap.xml`, `/blog/page2/`).
    var url: String
    var data: OrderedDictionary<String, Value>
    var body: String
    /// Extension of the body's language, choosing the converter (`.md`, `.html`, `.xml`).
    var fileExtension: String
    /// Template values only this page sees (`paginator`).
    var locals: [String: Value] = [:]
    /// True: not a new page but `locals` for the page already written at `outputPath` (the
    /// first paginator page is the site's own `index.html`, as in jekyll-paginate).
    var amendsExisting = false
    /// The source file whose content this page copies (a paginator page copies its template):
    /// an edit to that file makes `serve` run the generators again.
    var copiedFrom: String?
    /// True: not a new page but a new URL (`url`, `outputPath`, as its `permalink`) for the page
    /// read from `copiedFrom` (jekyll-readme-index's `with_frontmatter`).
    var movesExisting = false
    /// `page.name` and `page.path` when they are not the file's: jekyll-paginate-v2 names its
    /// pages `.html` (its `indexpage` and `extension`).
    var pageName: String?
    /// The config key or front-matter line that chose `outputPath`, for errors about it.
    var origin: SourceLocation?
    /// All that `page` shows, in order, when the generating class has its own Liquid view
    /// (jekyll-archives' Archive: front-matter defaults, its data, its ATTRIBUTES_FOR_LIQUID);
    /// nil: `data` and a Page's attributes. `data` stays what the page's Ruby `data` holds.
    var liquidView: OrderedDictionary<String, Value>?
}

/// Documents a generator lists in a page's `locals` (`paginator.posts`): they become the
/// build's document drops when the page renders, since drops are made after generators run.
final class DocumentList: Drop, @unchecked Sendable {
    let documents: [Document]
    /// The `site` key the list is drawn from (`posts`): a render that shows the list depends
    /// on it as if it had read `site.KEY`, so `serve` re-renders it when one of them changes.
    let siteKey: String
    init(_ documents: [Document], from siteKey: String = "posts") {
        self.documents = documents
        self.siteKey = siteKey
    }
    func liquidValue(forKey key: String) -> Value { .nil }
}
