import Foundation
import Liquid
import Synchronization

/// The results of one build's renders, and what each render read: kept apart from the model,
/// which stays what the reader made. `serve` keeps it between rebuilds, so a rebuild renders
/// only some documents and reuses the rest.
///
/// What one render sees of another document's `content` and `output` is what Jekyll 4.3's
/// order gives (Site#render: `render_docs`, every collection in `site.collections`' order with
/// its documents sorted, then `render_pages`, `site.pages` in order, generated pages where the
/// generators added them), never which thread finished first:
/// - a document earlier in that order shows its converted content (and `output`);
/// - the document itself shows its converted content to its layouts, its source to its Liquid;
/// - a document later in the order shows its source (and no `output`).
/// Renders run on every core in that order; one that reads an earlier document's content waits
/// for it (see `RenderPass`).
final class RenderState: @unchecked Sendable {
    struct Parts {
        var content: String?
        /// Set while the content is due to render again in the running pass: a reader later in
        /// the order waits for it.
        var pending = false
        var excerpt: String??
        var dependencies = DocumentDependencies()
        /// The content was dropped after the document was written (`forgetContent`): a reader
        /// asking for it has it rendered again.
        var forgotten = false
    }

    final class Slot: Sendable {
        let parts = Mutex<Parts>(Parts())
    }

    /// One slot per document, made before rendering starts and never changed after.
    private let slots: [ObjectIdentifier: Slot]
    /// Whether a render printed some document's `output` (its HTML in its layouts): then a
    /// rebuild that lays out a document again must render the pages that list documents too.
    private let outputWasRead = Atomic<Bool>(false)

    func noteOutputRead() { outputWasRead.store(true, ordering: .relaxed) }
    var anyOutputRead: Bool { outputWasRead.load(ordering: .relaxed) }
    /// Each document's place in Jekyll's render order.
    private let positions: [ObjectIdentifier: Int]
    /// Signalled whenever a pending content is stored.
    private let ready = NSCondition()
    /// Renders a document's content again as its own render did (same place in the order):
    /// for a reader of a content dropped by `forgetContent`. Set once, before rendering.
    var renderAgain: ((Document) -> String?)?

    /// Every document in the order Jekyll writes them: pages, then collection documents.
    let writeOrder: [Document]
    /// `RenderPass.shadowedWriters()`, worked out once: output paths do not change while a
    /// model lives (a rebuild that would move one builds a new model), and working it out
    /// hashes every output path (0.2 s at 100,000 posts, three times in each `serve` rebuild).
    let shadowedWriters = Mutex<Set<ObjectIdentifier>?>(nil)

    /// `order`: every document, in Jekyll's render order.
    init(order: [Document]) {
        writeOrder = order.filter { $0.kind == .page } + order.filter { $0.kind != .page }
        var slots: [ObjectIdentifier: Slot] = [:]
        var positions: [ObjectIdentifier: Int] = [:]
        slots.reserveCapacity(order.count)
        positions.reserveCapacity(order.count)
        for (i, d) in order.enumerated() {
            slots[ObjectIdentifier(d)] = Slot()
            positions[ObjectIdentifier(d)] = i
        }
        self.slots = slots
        self.positions = positions
    }

    /// `d`'s place in Jekyll's render order.
    func position(of d: Document) -> Int { positions[ObjectIdentifier(d)] ?? Int.max }

    /// `documents` in Jekyll's render order.
    func inRenderOrder(_ documents: [Document]) -> [Document] {
        documents.map { (position(of: $0), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    private func slot(_ d: Document) -> Slot { slots[ObjectIdentifier(d)]! }

    /// Marks `documents` as due to render their content in the pass about to start.
    func markPending(_ documents: [Document]) {
        for d in documents { slot(d).parts.withLock { $0.pending = true } }
    }

    /// Ends `d`'s pending state (its render stored its content, or failed) and wakes readers.
    func finishPending(_ d: Document) {
        let was = slot(d).parts.withLock { parts in
            defer { parts.pending = false }
            return parts.pending
        }
        guard was else { return }
        ready.lock()
        ready.broadcast()
        ready.unlock()
    }

    /// `d`'s rendered content, once it is not pending (the pass renders in order, so what an
    /// earlier document waits for has started and never waits for a later one).
    private func awaitContent(of d: Document) -> String? {
        let s = slot(d)
        if s.parts.withLock({ $0.pending }) {
            ready.lock()
            while s.parts.withLock({ $0.pending }) { ready.wait() }
            ready.unlock()
        }
        return renderedContent(of: d)
    }

    /// `d.content` as the running render sees it: converted when `d` renders before it in
    /// Jekyll's order (or is the render's own document, seen from its layouts), else its source.
    func visibleContent(of d: Document) -> String {
        guard let reader = RenderReader.reader else { return renderedContent(of: d) ?? d.body }
        let p = position(of: d)
        if p < reader.position { return awaitContent(of: d) ?? d.body }
        if p == reader.position && reader.inLayouts { return renderedContent(of: d) ?? d.body }
        return d.body
    }

    /// Whether the running render sees `d`'s `output`: set once `d` rendered whole, before it.
    func seesOutput(of d: Document) -> Bool {
        guard let reader = RenderReader.reader else { return false }
        guard position(of: d) < reader.position else { return false }
        _ = awaitContent(of: d)
        return true
    }

    /// The content after Liquid and the converter, before layouts (rendered again, and kept
    /// from then on, when it was forgotten: what one reader asked for, others may too).
    func renderedContent(of d: Document) -> String? {
        let s = slot(d)
        let (content, forgotten) = s.parts.withLock { ($0.content, $0.forgotten) }
        guard forgotten, let again = renderAgain?(d) else { return content }
        s.parts.withLock { parts in
            if parts.forgotten {
                parts.content = again
                parts.forgotten = false
            }
        }
        return again
    }

    /// Drops `d`'s rendered content once its page is written (one-shot builds): most
    /// documents' content is read by no other render, and keeping all of them was most of a
    /// large site's memory. A later reader renders it again (`renderedContent`).
    func forgetContent(of d: Document) {
        slot(d).parts.withLock { parts in
            guard parts.content != nil else { return }
            parts.content = nil
            parts.forgotten = true
        }
    }

    /// Stores `d`'s rendered content; true when it differs from what was stored before.
    @discardableResult
    func setRenderedContent(_ text: String, of d: Document) -> Bool {
        slot(d).parts.withLock { parts in
            let changed = parts.content != text
            parts.content = text
            parts.forgotten = false
            return changed
        }
    }

    /// The excerpt, computed once on first use by `compute`.
    func excerpt(of d: Document, _ compute: () -> String?) -> String? {
        let s = slot(d)
        if let cached = s.parts.withLock({ $0.excerpt }) { return cached }
        let value = compute()
        s.parts.withLock { $0.excerpt = .some(value) }
        return value
    }

    /// Forgets `d`'s excerpt before its content renders again; returns the excerpt computed
    /// before (`.some(nil)` for "none"), or nil when no render asked for it.
    @discardableResult
    func forgetExcerpt(of d: Document) -> String?? {
        slot(d).parts.withLock { parts in
            defer { parts.excerpt = nil }
            return parts.excerpt
        }
    }

    func dependencies(of d: Document) -> DocumentDependencies { slot(d).parts.withLock { $0.dependencies } }

    func setContentDependencies(_ found: RenderDependencies, of d: Document) {
        slot(d).parts.withLock { $0.dependencies.content = found }
    }

    func setLayoutDependencies(_ found: RenderDependencies, of d: Document) {
        slot(d).parts.withLock { $0.dependencies.layouts = found }
    }
}
