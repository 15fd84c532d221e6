import Foundation

/// The one render pass, used by `build` for every document and by each `serve` rebuild for
/// the documents a change affects: a rebuild is this pass over a subset, so it writes what a
/// build would.
///
/// Three waves, each on every core, with what a render sees of other documents fixed per
/// wave (see `RenderState`): collections' content; then pages' content together with the
/// collections' layouts; then pages' layouts. That is Jekyll's order (posts, layouts included,
/// before pages), made independent of timing: pages see each other raw, and posts' layouts
/// see pages raw.
struct RenderPass {
    let renderer: SiteRenderer
    /// Writes one finished document (its output path and text).
    let write: @Sendable (Document, String) throws -> Void
    var progress: ProgressCounter?

    var state: RenderState { renderer.state }

    /// Wave 1: the content of collections' documents (pages in the list are skipped).
    /// Returns those whose content differs from before.
    func renderCollectionContent(_ documents: [Document]) throws -> [Document] {
        let list = documents.filter { $0.kind != .page }
        state.setVisibility(.none)
        defer { state.setVisibility(.collections) }
        let changed = ConcurrentSlots<Bool>(count: list.count)
        try forEachConcurrently(Array(list.indices)) { i in
            let d = list[i]
            let oldExcerpt = state.forgetExcerpt(of: d)
            var differs = try renderer.renderContent(d)
            // A listing may show the excerpt alone: compare it too when one was shown before.
            if let oldExcerpt, !differs { differs = renderer.excerpt(of: d) != oldExcerpt }
            if differs { changed[i] = true }
            progress?.step("rendering")
        }
        return list.indices.filter { changed[$0] == true }.map { list[$0] }
    }

    /// Wave 2: the content of `pages`, and the layouts of `collectionLayouts` (written).
    /// Returns the pages whose content differs from before.
    func renderPagesAndCollectionLayouts(pages: [Document], collectionLayouts: [Document]) throws -> [Document] {
        state.setVisibility(.collections)
        let pages = pages.filter { $0.kind == .page }
        let collectionDocuments = collectionLayouts.filter { $0.kind != .page }
        // Pages first: the slow ones (archives looping over every post) start early.
        let items = pages.map { (page: true, document: $0) } + collectionDocuments.map { (page: false, document: $0) }
        let changed = ConcurrentSlots<Bool>(count: items.count)
        try forEachConcurrently(Array(items.indices)) { i in
            let item = items[i]
            if item.page {
                if try renderer.renderContent(item.document) { changed[i] = true }
                progress?.step("rendering")
            } else {
                try write(item.document, try renderer.finish(item.document))
                progress?.step("writing")
            }
        }
        return items.indices.filter { changed[$0] == true }.map { items[$0].document }
    }

    /// Wave 3: the layouts of `pages` (written).
    func renderPageLayouts(_ pages: [Document]) throws {
        state.setVisibility(.all)
        try forEachConcurrently(pages.filter { $0.kind == .page }) { d in
            try write(d, try renderer.finish(d))
            progress?.step("writing")
        }
    }

    /// The whole pass over every document that writes output.
    func renderAll(_ documents: [Document]) throws {
        let outputs = documents.filter(\.writesOutput)
        let pages = outputs.filter { $0.kind == .page }
        // Jekyll renders every collection document, `output: false` ones too (only their write
        // is skipped): a page may list their rendered content (`{{ tooltip.content }}`).
        _ = try renderCollectionContent(documents.filter { $0.kind != .page })
        _ = try renderPagesAndCollectionLayouts(pages: pages, collectionLayouts: outputs)
        try renderPageLayouts(pages)
    }
}
