import Foundation
import Liquid

/// What a successful build leaves behind for `serve` to rebuild from.
struct BuildState {
    let config: SiteConfig
    let model: SiteModel
    let renderer: SiteRenderer
    let plugins: PluginRegistry
}

/// How `rebuild(changed:)` handled a change set, for `serve`'s log and tests.
public enum RebuildKind: Sendable, Equatable {
    case full
    /// Only these documents were written again (relative source paths; some only had their layouts
    /// applied again) and these static files copied.
    case partial(documents: [String], staticFiles: [String])
}

/// What a changed source path is to the site, worked out from the live config: it decides how
/// much must be rebuilt. Modelled on getzola/zola's `ChangeKind`, with Jekyll's folders.
public enum SiteChangeKind: String, Sendable, Equatable {
    /// A post, draft, page or collection document sitegen read.
    case content
    /// A layout (`layouts_dir`).
    case layout
    /// An include (`includes_dir`).
    case include
    /// `data_dir`: visible to every template through `site.data`.
    case data
    /// A config file: anything may change, including the destination.
    case config
    /// A file copied as it is.
    case staticFile
    /// A file a converter reads besides its documents' own (`Converter.mayRead`): for Sass, a
    /// file in a load path (`sass_dir`, default `_sass`, `load_paths`, the theme's `_sass`) or
    /// one the last compile read. Every document of that converter converts again.
    case converterInput = "converter input"
    /// A file the site does not read (excluded, hidden, or an editor's temporary file gone again).
    case ignored
    /// Anything else: a new file, a deleted one, a theme file.
    case other
}

extension SiteBuilder {
    /// What `path` (relative to the source, or absolute) is to the site as last built; `.other`
    /// before any build.
    public func classify(_ path: String) -> SiteChangeKind {
        guard let state = lastState else { return .other }
        return Self.classify(relative(path, state.config), state: state, reader: reader(for: state))
    }

    private func relative(_ path: String, _ config: SiteConfig) -> String {
        let source = config.source.path
        var p = path
        if p.hasPrefix(source + "/") { p.removeFirst(source.count + 1) }
        return p
    }

    private func reader(for state: BuildState) -> SiteReader {
        SiteReader(config: state.config, options: options, now: state.model.buildTime.date, converters: state.plugins.converterSet)
    }

    static func classify(_ rel: String, state: BuildState, reader: SiteReader) -> SiteChangeKind {
        let config = state.config
        let url = config.source.appendingPathComponent(rel)
        if rel.isEmpty { return .config }
        if config.configFiles.contains(where: { $0.standardizedFileURL.path == url.standardizedFileURL.path }) { return .config }
        if rel.hasPrefix(config.dataDir + "/") { return .data }
        if rel.hasPrefix(config.layoutsDir + "/") {
            let layout = PathName.deletingExtension(String(rel.dropFirst(config.layoutsDir.count + 1)))
            if state.model.layoutFiles[layout] == rel { return .layout }
            // Never read as a layout: gone, it was an editor's or `sed -i`'s temporary file;
            // there, it may be a layout some page asked for in vain.
            return FileManager.default.fileExists(atPath: url.path) ? .other : .ignored
        }
        if rel.hasPrefix(config.includesDir + "/") { return .include }
        if !state.plugins.converterSet.readers(of: url.standardizedFileURL.path).isEmpty {
            // A converter's input that is also a page or a static file (a `sass_dir` without `_`): unsure.
            let readOtherwise = state.model.documents.contains { $0.relativePath == rel }
                || state.model.staticFiles.contains { $0.relativePath == rel }
            return readOtherwise ? .other : .converterInput
        }
        if state.model.documents.contains(where: { $0.generatedBy == nil && $0.relativePath == rel }) { return .content }
        if state.model.staticFiles.contains(where: { $0.relativePath == rel }) { return .staticFile }
        let exists = FileManager.default.fileExists(atPath: url.path)
        if !exists { return .ignored }
        if reader.isFiltered(rel) || rel.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { return .ignored }
        return .other
    }

    /// Rebuilds after `changed` source paths (relative to the source, or absolute) changed, by
    /// running the build's `RenderPass` over the documents the change can affect: those that
    /// read what changed (the edited document, its neighbours and what lists documents; the users
    /// of a layout or include), and then those that read a document whose content changed. Only
    /// the stage that read it runs again (a layout edit applies layouts to the content kept).
    /// Falls back to a full build when unsure (config, data, new or deleted files, changed dates,
    /// URLs, or a key a generator reads). Files are replaced one by one with atomic renames.
    ///
    /// - Parameters:
    ///   - openPages: output paths of pages open in a browser (`serve` knows them), written first.
    ///   - onFirstPages: called with the output paths of the documents whose own files changed
    ///     (and their neighbours) as soon as those are written, before any page that lists them,
    ///     then with the open pages once the contents are final, before the rest: the page an
    ///     author looks at is ready while archives or 10,000 posts render. A page is named
    ///     again only when it was written again.
    public func rebuild(changed: [String], openPages: Set<String> = [],
                        onFirstPages: (([String]) -> Void)? = nil) throws -> (report: BuildReport, kind: RebuildKind) {
        guard let state = lastState else { return (try build(), .full) }
        do {
            return try rebuild(from: state, changed: changed, openPages: openPages, onFirstPages: onFirstPages)
        } catch {
            // Part of the site may have rendered again before the error: rebuild all next time.
            lastState = nil
            throw error
        }
    }

    private func rebuild(from state: BuildState, changed: [String], openPages: Set<String>,
                         onFirstPages: (([String]) -> Void)?) throws -> (report: BuildReport, kind: RebuildKind) {
        let started = DispatchTime.now().uptimeNanoseconds
        let config = state.config
        let model = state.model
        let renderer = state.renderer
        let renderState = renderer.state
        let reader = reader(for: state)
        let relatives = Set(changed.map { relative($0, config) })
        let changes = relatives.sorted().map { ClassifiedChange(path: $0, kind: Self.classify($0, state: state, reader: reader)) }
        let fullBuild = { () throws -> (BuildReport, RebuildKind) in
            var report = try self.build()
            report.changes = changes
            report.stylesheetsOnly = Self.onlyStylesheets(changes, written: [], compilesToCSS: Self.compilesToCSS(state))
            return (report, .full)
        }

        var plan = RebuildPlan(model: model, state: renderState)
        var staticCopies: [StaticFile] = []
        var layoutsChanged = false
        for change in changes {
            let rel = change.path
            switch change.kind {
            case .config, .data, .other:
                return try fullBuild()
            case .ignored:
                continue
            case .layout:
                layoutsChanged = true
                let layout = PathName.deletingExtension(String(rel.dropFirst(config.layoutsDir.count + 1)))
                plan.addReaders { $0.layouts.contains(layout) }
            case .converterInput:
                let path = config.source.appendingPathComponent(rel).standardizedFileURL.path
                plan.addConverted(by: state.plugins.converterSet.readers(of: path))
            case .include:
                renderer.environment.clearPartialCache()
                let include = String(rel.dropFirst(config.includesDir.count + 1))
                plan.addReaders { $0.includes.contains(include) }
            case .staticFile:
                guard let f = model.staticFiles.first(where: { $0.relativePath == rel }),
                    FileManager.default.fileExists(atPath: config.source.appendingPathComponent(rel).path)
                else { return try fullBuild() }
                if f.writesOutput { staticCopies.append(f) }
            case .content:
                guard let d = model.documents.first(where: { $0.generatedBy == nil && $0.relativePath == rel }),
                    FileManager.default.fileExists(atPath: config.source.appendingPathComponent(rel).path),
                    let fresh = try reader.readDocumentFile(rel)
                else { return try fullBuild() }
                // Anything that moves the document, changes the lists it is in or what a generator
                // makes of it: rebuild all.
                func same(_ key: String) -> Bool { (fresh.data[key] ?? .nil).isLiquidEqual(to: d.data[key] ?? .nil) }
                let keys = ["permalink", "slug", "title", "abtesting", "published", "layout"] + model.generatorKeys.sorted()
                let sameShape = fresh.date == d.date && fresh.categories == d.categories && fresh.tags == d.tags
                    && fresh.writesOutput == d.writesOutput && keys.allSatisfy(same)
                guard sameShape else { return try fullBuild() }
                // Generated pages that copy this file (paginator pages) are made again by a build.
                if model.generatorsAmendContent || model.documents.contains(where: { $0.copiedFrom == rel }) { return try fullBuild() }
                d.replace(with: fresh)
                plan.edited(d)
            }
        }
        if layoutsChanged {
            do { try renderer.reloadLayouts() } catch { return try fullBuild() }
        }
        renderer.warnings.removeAll()
        renderState.beginRebuild()
        let writer = LiveDiskWriter(destination: config.destination)
        let written = WrittenList()
        let early = EarlyPages()
        let pass = RenderPass(renderer: renderer, write: { d, html in
            // A page written early with what it has now needs no second write (nor reload).
            if early.confirm(d.outputPath, html) {
                written.add(d)
                return
            }
            try writer.write(html, to: d.outputPath)
            for extra in renderer.extraOutputs(of: d) { try writer.write(extra.text, to: extra.path) }
            written.add(d)
        })

        // Contents until nothing new: a changed document's readers render again (those after it
        // in Jekyll's order see its new content; those before it, its excerpt).
        var done = Set<ObjectIdentifier>()
        var rounds = 0
        func renderWave(_ wave: [Document]) throws {
            for d in wave { done.insert(ObjectIdentifier(d)) }
            for d in try pass.renderContents(wave) {
                // A reader after it, rendered in an earlier round, read the old content: again.
                for r in plan.contentChanged(d) where renderState.position(of: r) > renderState.position(of: d) {
                    done.remove(ObjectIdentifier(r))
                }
            }
        }
        // The edited documents' own pages first, before the pages that list them (an archive of
        // 100,000 posts renders in a quarter of a second, a post in a millisecond): their contents
        // and their neighbours', then their layouts, written and announced at once. What they
        // show of a listing page's content is the last build's until that page renders again,
        // so each is laid out again at the end; only a page that then differs is written (and
        // announced) a second time.
        // Which other documents render again (a scan of every document's notes, 50 ms at
        // 100,000 posts) is worked out after that.
        let direct = plan.allDocuments.filter { plan.isDirect($0) }
        if let onFirstPages, !direct.isEmpty {
            let wave = plan.contentDocuments.filter { plan.isDirect($0) }
            for d in wave { done.insert(ObjectIdentifier(d)) }
            let changed = try pass.renderContents(wave)
            let earlyPass = RenderPass(renderer: renderer, write: { d, html in
                try writer.write(html, to: d.outputPath)
                for extra in renderer.extraOutputs(of: d) { try writer.write(extra.text, to: extra.path) }
                early.record(d.outputPath, html)
            })
            try earlyPass.renderLayouts(direct)
            onFirstPages(direct.map(\.outputPath))
            for d in changed {
                for r in plan.contentChanged(d) where renderState.position(of: r) > renderState.position(of: d) {
                    done.remove(ObjectIdentifier(r))
                }
            }
        }
        plan.addListReadersOfEdited()
        // A document laid out again has a new `output`; documents that printed one follow it (a
        // changed content already brings them in through `contentChanged`).
        if renderState.anyOutputRead, plan.allDocuments.contains(where: { $0.kind != .page }) {
            plan.addDocumentsListingDocuments()
        }
        while true {
            let wave = plan.contentDocuments.filter { !done.contains(ObjectIdentifier($0)) }
            if wave.isEmpty { break }
            rounds += 1
            // Contents are deterministic, so a second render of the same inputs changes
            // nothing; this bound only guards against a mistake here looping for ever.
            if rounds > model.documents.count + 2 { return try fullBuild() }
            try renderWave(wave)
        }
        // Layouts see final contents, whatever order they run in: the edited documents, their
        // neighbours and the open pages first, then the rest.
        let isFirst = { (d: Document) in plan.isDirect(d) || openPages.contains(d.outputPath) }
        let all = plan.allDocuments
        let first = all.filter(isFirst)
        let rest = all.filter { !isFirst($0) }
        if let onFirstPages, !first.isEmpty, !rest.isEmpty {
            try pass.renderLayouts(first)
            let fresh = first.map(\.outputPath).filter { !early.wasConfirmed($0) }
            if !fresh.isEmpty { onFirstPages(fresh) }
            try pass.renderLayouts(rest)
        } else {
            try pass.renderLayouts(all)
            // Announced early, then changed by what rendered after: announced again.
            let changed = direct.map(\.outputPath).filter { early.wasRecorded($0) && !early.wasConfirmed($0) }
            if let onFirstPages, !changed.isEmpty { onFirstPages(changed) }
        }
        for f in staticCopies { try writer.copy(f.sourceURL, to: f.outputPath) }
        // An excerpt that reads what changes while the site renders is as its earliest asker in
        // Jekyll's order saw it: when this rebuild cannot vouch for one, build the site.
        let rendered = Set(written.documents.map(ObjectIdentifier.init)).union(done)
        if !renderState.rebuildKeepsExcerpts(rendered: rendered) { return try fullBuild() }

        let documents = written.documents.sorted { $0.relativePath < $1.relativePath }
        var report = BuildReport()
        report.documentsWritten = documents.count
        report.pagesWritten = documents.map(\.outputPath)
        report.staticFilesCopied = staticCopies.count
        report.warnings = renderer.collectedWarnings
        report.destination = config.destination.path
        report.baseurl = config.baseurl
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        report.changes = changes
        report.stylesheetsOnly = Self.onlyStylesheets(
            changes, written: report.pagesWritten + staticCopies.map(\.outputPath), compilesToCSS: Self.compilesToCSS(state))
        return (report, .partial(documents: documents.map(\.relativePath), staticFiles: staticCopies.map(\.relativePath)))
    }
}

extension SiteBuilder {
    /// Whether a file at `path` becomes CSS, as the build's converters say (a stylesheet, or a
    /// source a converter turns into one).
    static func compilesToCSS(_ state: BuildState) -> @Sendable (String) -> Bool {
        let converters = state.plugins.converterSet
        return { path in
            let ext = "." + PathName.extension(of: path).lowercased()
            return converters.converter(for: ext).outputExtension(for: ext) == ".css"
        }
    }

    /// Whether the browser can take a rebuild by swapping stylesheets: every change was to a
    /// stylesheet, a source that compiles to one, or a file a converter reads (a Sass partial),
    /// or to nothing the site reads; and only CSS was written.
    static func onlyStylesheets(_ changes: [ClassifiedChange], written: [String], compilesToCSS: (String) -> Bool) -> Bool {
        let relevant = changes.filter { $0.kind != .ignored }
        guard !relevant.isEmpty else { return false }
        return relevant.allSatisfy {
            $0.kind == .converterInput || (($0.kind == .staticFile || $0.kind == .content) && compilesToCSS($0.path))
        }
            && written.allSatisfy { $0.lowercased().hasSuffix(".css") || $0.lowercased().hasSuffix(".map") }
    }
}

/// A changed path and what it is to the site.
public struct ClassifiedChange: Sendable, Equatable {
    public var path: String
    public var kind: SiteChangeKind
}

/// Which documents a rebuild renders, and which stage of each.
struct RebuildPlan {
    let model: SiteModel
    let state: RenderState
    /// Liquid and converter again (then layouts).
    private var content: [ObjectIdentifier: Document] = [:]
    /// Layouts only, around the content kept.
    private var layouts: [ObjectIdentifier: Document] = [:]
    /// The edited documents and their neighbours.
    private var direct = Set<ObjectIdentifier>()
    /// The documents whose content lists a collection's documents (by label, "" for none), as
    /// the plan's first scan of the site found them: each changed document asked for them, and
    /// reading 100,000 documents' notes takes about 50 ms.
    private var listReaders: [String: [Document]] = [:]
    /// The documents whose own files changed.
    private var edits: [Document] = []

    /// `site` keys through which a render can see other documents' content or excerpts.
    static let documentListKeys: Set<String> = ["posts", "categories", "tags", "documents", "related_posts", "pages", "html_pages", "collections", "*"]

    init(model: SiteModel, state: RenderState) {
        self.model = model
        self.state = state
    }

    var contentDocuments: [Document] { Array(content.values) }

    /// Everything to write, in a fixed order.
    var allDocuments: [Document] {
        (Array(content.values) + layouts.values.filter { content[ObjectIdentifier($0)] == nil })
            .filter(\.writesOutput)
            .sorted { $0.relativePath < $1.relativePath }
    }

    func isDirect(_ d: Document) -> Bool { direct.contains(ObjectIdentifier(d)) }

    /// Adds each document one of whose stages read what `test` matches, for that stage;
    /// returns those whose content reads it.
    @discardableResult
    mutating func addReaders(_ test: (RenderDependencies) -> Bool) -> [Document] {
        var contentReaders: [Document] = []
        for d in model.documents where d.writesOutput {
            let found = state.dependencies(of: d)
            if test(found.content) {
                content[ObjectIdentifier(d)] = d
                contentReaders.append(d)
            } else if test(found.layouts) {
                layouts[ObjectIdentifier(d)] = d
            }
        }
        return contentReaders
    }

    /// Every document of `converters`, converted again after a file they read changed (a Sass
    /// partial: libsass resolves imports, so which stylesheet reads which partial is only known
    /// after compiling; they are few).
    mutating func addConverted(by converters: [any Converter]) {
        for d in model.documents where d.writesOutput && converters.contains(where: { $0 === d.converter }) {
            content[ObjectIdentifier(d)] = d
            direct.insert(ObjectIdentifier(d))
        }
    }

    /// A document whose own file changed: it, its neighbours and (`addListReadersOfEdited`)
    /// whatever lists its collection.
    mutating func edited(_ d: Document) {
        content[ObjectIdentifier(d)] = d
        direct.insert(ObjectIdentifier(d))
        for offset in [-1, 1] {
            if let n = model.neighbour(of: d, offset: offset) {
                content[ObjectIdentifier(n)] = n
                direct.insert(ObjectIdentifier(n))
            }
        }
        edits.append(d)
    }

    /// Adds what lists the edited documents (`edited` leaves it for after their pages are out).
    mutating func addListReadersOfEdited() {
        for d in edits { addListReaders(of: d) }
    }

    /// A document whose rendered content (or excerpt) differs from the last build's; returns
    /// the documents whose content renders again for it.
    mutating func contentChanged(_ d: Document) -> [Document] {
        var readers: [Document] = []
        for offset in [-1, 1] {
            if let n = model.neighbour(of: d, offset: offset) {
                content[ObjectIdentifier(n)] = n
                readers.append(n)
            }
        }
        return readers + addListReaders(of: d)
    }

    @discardableResult
    private mutating func addListReaders(of d: Document) -> [Document] {
        let collection = d.collection
        let test = { (found: RenderDependencies) in
            !found.siteKeys.isDisjoint(with: Self.documentListKeys) || (collection.map { found.siteKeys.contains($0) } ?? false)
        }
        guard let scanned = listReaders[collection ?? ""] else {
            let found = addReaders(test)
            listReaders[collection ?? ""] = found
            return found
        }
        // Only a document rendered since the scan (one in the plan) can have read something new.
        var found = scanned
        var seen = Set(scanned.map(ObjectIdentifier.init))
        for r in content.values where r.writesOutput && !seen.contains(ObjectIdentifier(r)) && test(state.dependencies(of: r).content) {
            seen.insert(ObjectIdentifier(r))
            found.append(r)
        }
        return found
    }

    /// The documents that list documents (any of them may print an earlier one's `output`).
    mutating func addDocumentsListingDocuments() {
        let collections = Set(model.config.collections.map(\.label))
        addReaders { found in
            !found.siteKeys.isDisjoint(with: Self.documentListKeys) || !found.siteKeys.isDisjoint(with: collections)
        }
    }
}

/// The pages a rebuild wrote early (the edited documents'), with what they held, and which of
/// them the rebuild's last layout pass found unchanged.
final class EarlyPages: @unchecked Sendable {
    private let lock = NSLock()
    private var pages: [String: String] = [:]
    private var confirmed = Set<String>()

    func record(_ path: String, _ html: String) {
        lock.lock()
        pages[path] = html
        lock.unlock()
    }

    /// Whether `path` was written early with `html` (then it is not written again).
    func confirm(_ path: String, _ html: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard pages[path] == html else { return false }
        confirmed.insert(path)
        return true
    }

    func wasRecorded(_ path: String) -> Bool { lock.lock(); defer { lock.unlock() }; return pages[path] != nil }
    func wasConfirmed(_ path: String) -> Bool { lock.lock(); defer { lock.unlock() }; return confirmed.contains(path) }
}

/// The documents a rebuild wrote, from every thread.
final class WrittenList: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Document] = []
    private var seen = Set<ObjectIdentifier>()

    func add(_ d: Document) {
        lock.lock()
        if seen.insert(ObjectIdentifier(d)).inserted { list.append(d) }
        lock.unlock()
    }

    var documents: [Document] { lock.lock(); defer { lock.unlock() }; return list }
    var identifiers: Set<ObjectIdentifier> { lock.lock(); defer { lock.unlock() }; return seen }
}
