import Foundation
import Liquid

/// What a successful build leaves behind for `serve` to rebuild from.
struct BuildState {
    let config: SiteConfig
    let model: SiteModel
    let renderer: SiteRenderer
}

/// How `rebuild(changed:)` handled a change set, for `serve`'s log and tests.
public enum RebuildKind: Sendable, Equatable {
    case full
    /// Only these documents were written again (relative source paths; some only had their layouts
    /// applied again) and these static files copied.
    case partial(documents: [String], staticFiles: [String])
}

extension SiteBuilder {
    /// Rebuilds after `changed` source paths (relative to the source, or absolute) changed:
    /// re-renders only the documents that read what changed, when that is known (a post, its
    /// neighbours and the pages listing posts; the users of a layout or include), and only the
    /// stage that read it (a layout edit applies layouts again to the content kept), and falls
    /// back to a full build when unsure (config, data, new or deleted files, changed dates or URLs).
    /// Files are replaced one by one with atomic renames, so a request never sees half a file.
    ///
    /// - Parameters:
    ///   - openPages: output paths of pages open in a browser (`serve` knows them), written first.
    ///   - onFirstPages: called with the output paths of the open pages and of the documents whose
    ///     own files changed (and their neighbours) as soon as those are written, before the rest:
    ///     the page an author looks at is ready while archives or 10,000 posts render.
    public func rebuild(changed: [String], openPages: Set<String> = [],
                        onFirstPages: (([String]) -> Void)? = nil) throws -> (report: BuildReport, kind: RebuildKind) {
        guard let state = lastState else { return (try build(), .full) }
        let started = DispatchTime.now().uptimeNanoseconds
        let config = state.config
        let model = state.model
        let renderer = state.renderer
        let source = config.source.path
        let relatives = Set(changed.map { path -> String in
            var p = path
            if p.hasPrefix(source + "/") { p.removeFirst(source.count + 1) }
            return p
        })
        let reader = SiteReader(config: config, options: options, now: model.buildTime.date)
        // Content and layouts rendered again, or only the layouts around the content kept.
        var affected: [ObjectIdentifier: Document] = [:]
        var relayout: [ObjectIdentifier: Document] = [:]
        // The edited documents and their neighbours, written first.
        var direct = Set<ObjectIdentifier>()
        var staticCopies: [StaticFile] = []
        let listKeys: Set<String> = ["posts", "categories", "tags", "documents", "related_posts", "pages", "html_pages", "*"]
        func dependents(_ test: (RenderDependencies) -> Bool) {
            for d in model.documents where d.writesOutput {
                let dependencies = d.dependencies.withLock { $0 }
                if test(dependencies.content) {
                    affected[ObjectIdentifier(d)] = d
                } else if test(dependencies.layouts) {
                    relayout[ObjectIdentifier(d)] = d
                }
            }
        }
        let fullBuild = { () throws -> (BuildReport, RebuildKind) in (try self.build(), .full) }

        for rel in relatives.sorted() {
            let url = config.source.appendingPathComponent(rel)
            let exists = FileManager.default.fileExists(atPath: url.path)
            let name = (rel as NSString).lastPathComponent
            if config.configFiles.contains(where: { $0.standardizedFileURL.path == url.standardizedFileURL.path })
                || rel.hasPrefix(config.dataDir + "/") {
                return try fullBuild()
            }
            if rel.hasPrefix(config.layoutsDir + "/") {
                let layout = ((rel.dropFirst(config.layoutsDir.count + 1)) as NSString).deletingPathExtension
                guard model.layoutFiles[layout] == rel else {
                    // Never read as a layout: gone again, it was an editor's or `sed -i`'s temporary
                    // file; still there, it may be a layout some page asked for in vain.
                    if exists { return try fullBuild() }
                    continue
                }
                guard exists else { return try fullBuild() }
                if renderer.layouts[layout] != nil {
                    guard try renderer.reloadLayout(layout) else { return try fullBuild() }
                    dependents { $0.layouts.contains(layout) }
                }
                continue
            }
            // A Sass partial (in the site or the theme): every stylesheet is compiled again; they are
            // few, and libsass resolves imports itself, so nothing finer is known before compiling.
            if renderer.sass.mayAffectStylesheets(url.standardizedFileURL.path) {
                for d in model.documents where d.writesOutput && SassConverter.handles(d) {
                    affected[ObjectIdentifier(d)] = d
                    direct.insert(ObjectIdentifier(d))
                }
                if model.documents.first(where: { $0.relativePath == rel }) == nil,
                    !model.staticFiles.contains(where: { $0.relativePath == rel }) { continue }
            }
            if rel.hasPrefix(config.includesDir + "/") {
                renderer.environment.clearPartialCache()
                let include = String(rel.dropFirst(config.includesDir.count + 1))
                dependents { $0.includes.contains(include) }
                continue
            }
            if let d = model.documents.first(where: { $0.relativePath == rel }) {
                guard exists, let fresh = try reader.readDocumentFile(rel) else { return try fullBuild() }
                // Anything that moves the document or changes the lists it is in: rebuild all.
                func same(_ key: String) -> Bool { (fresh.data[key] ?? .nil).isLiquidEqual(to: d.data[key] ?? .nil) }
                let sameShape = fresh.date == d.date && fresh.categories == d.categories && fresh.tags == d.tags
                    && same("permalink") && same("slug") && same("title") && same("abtesting") && fresh.layoutName == d.layoutName
                guard sameShape else { return try fullBuild() }
                d.replace(with: fresh)
                affected[ObjectIdentifier(d)] = d
                direct.insert(ObjectIdentifier(d))
                for offset in [-1, 1] {
                    if let n = model.neighbour(of: d, offset: offset) {
                        affected[ObjectIdentifier(n.document)] = n.document
                        direct.insert(ObjectIdentifier(n.document))
                    }
                }
                let collection = d.collection
                dependents { deps in
                    !deps.siteKeys.isDisjoint(with: listKeys) || (collection.map { deps.siteKeys.contains($0) } ?? false)
                }
                continue
            }
            if let f = model.staticFiles.first(where: { $0.relativePath == rel }) {
                guard exists else { return try fullBuild() }
                if f.writesOutput { staticCopies.append(f) }
                continue
            }
            // A file sitegen never read: ignored if Jekyll would skip it, else it may be a new post or page.
            if !exists { continue }
            if reader.isFiltered(rel) || name.hasPrefix(".") || rel.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            return try fullBuild()
        }

        renderer.resetWarnings()
        let writer = LiveDiskWriter(destination: config.destination)
        let documents = (Array(affected.values) + relayout.values.filter { affected[ObjectIdentifier($0)] == nil })
            .sorted { $0.relativePath < $1.relativePath }
        /// Content for those that need it (collections before pages, which may list them), then layouts.
        func render(_ wave: [Document]) throws {
            let content = wave.filter { affected[ObjectIdentifier($0)] != nil }
            try forEachConcurrently(content.filter { $0.kind != .page }) { d in d.setRenderedContent(try renderer.renderContent(d)) }
            try forEachConcurrently(content.filter { $0.kind == .page }) { d in d.setRenderedContent(try renderer.renderContent(d)) }
            try forEachConcurrently(wave) { d in
                let html = try renderer.experiments.process(d, html: try renderer.applyLayouts(d, content: d.renderedContent ?? ""))
                try writer.write(html, to: d.outputPath)
                for extra in renderer.extraOutputs(of: d) { try writer.write(extra.text, to: extra.path) }
            }
        }
        let isFirst = { (d: Document) in direct.contains(ObjectIdentifier(d)) || openPages.contains(d.outputPath) }
        let first = documents.filter(isFirst)
        if let onFirstPages, !first.isEmpty, first.count < documents.count {
            try render(first)
            onFirstPages(first.map(\.outputPath))
            try render(documents.filter { !isFirst($0) })
        } else {
            try render(documents)
        }
        for f in staticCopies { try writer.copy(f.sourceURL, to: f.outputPath) }
        var report = BuildReport()
        report.documentsWritten = documents.count
        report.pagesWritten = documents.map(\.outputPath)
        report.staticFilesCopied = staticCopies.count
        report.warnings = renderer.collectedWarnings
        report.destination = config.destination.path
        report.baseurl = config.baseurl
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return (report, .partial(documents: documents.map(\.relativePath), staticFiles: staticCopies.map(\.relativePath)))
    }
}
