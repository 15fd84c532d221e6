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
        /// When the excerpt rendered (`RenderReader.moment`), and the moments at which
        /// something it read changes (empty: it reads nothing that depends on when).
        var excerptMoment = Int.min
        var excerptChanges: [Int] = []
        /// The earliest moment a render asked for the excerpt in this pass (`Int.max`: none
        /// yet), and before it, in the build a `serve` rebuild continues.
        var excerptFirstAsked = Int.max
        var excerptAskedBefore = Int.max
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
        reader.changes(at: RenderReader.moment(position: p, inLayouts: true))
        if p < reader.position { return awaitContent(of: d) ?? d.body }
        if p == reader.position && reader.inLayouts { return renderedContent(of: d) ?? d.body }
        return d.body
    }

    /// Whether the running render sees `d`'s `output`: set once `d` rendered whole, before it.
    func seesOutput(of d: Document) -> Bool {
        guard let reader = RenderReader.reader else { return false }
        reader.changes(at: RenderReader.moment(position: position(of: d) + 1, inLayouts: false))
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

    /// The excerpt, computed once on first use by `compute`, in the view of the render asking.
    ///
    /// Jekyll renders an excerpt when it is first asked for (`Excerpt#output ||=`), seeing the
    /// site as it is at that moment: which documents have rendered their content, which pages
    /// a converter has added. Most excerpts read none of that, and their text is the same
    /// whoever asks. One that does (`{{ site.pages | size }}` beside a Sass source map, another
    /// post's `content`) notes the moments at which what it read changes. Renders run on every
    /// core, so the first to ask here may come later in Jekyll's order than another asker; the
    /// pass checks afterwards (`excerptsRenderedOutOfOrder`) that the earliest asker would have
    /// read the same, and renders again one document at a time when it would not.
    func excerpt(of d: Document, _ compute: (ExcerptMoments) -> String?) -> String? {
        let reader = RenderReader.reader
        let s = slot(d)
        let cached: (text: String?, changes: [Int])? = s.parts.withLock { parts in
            if let reader { parts.excerptFirstAsked = min(parts.excerptFirstAsked, reader.moment) }
            return parts.excerpt.map { ($0, parts.excerptChanges) }
        }
        if let cached {
            for m in cached.changes { reader?.changes(at: m) }
            return cached.text
        }
        let moments = ExcerptMoments()
        let value = compute(moments)
        let changes = moments.all
        // Two cores may render it at once: the first stored is everyone's.
        let stored: (text: String?, changes: [Int]) = s.parts.withLock { parts in
            if let kept = parts.excerpt { return (kept, parts.excerptChanges) }
            parts.excerpt = .some(value)
            parts.excerptMoment = reader?.moment ?? Int.min
            parts.excerptChanges = changes
            return (value, changes)
        }
        if !stored.changes.isEmpty { _ = momentDependentExcerpts.withLock { $0.insert(ObjectIdentifier(d)) } }
        for m in stored.changes { reader?.changes(at: m) }
        return stored.text
    }

    /// Documents whose excerpt read something that depends on when it rendered.
    private let momentDependentExcerpts = Mutex<Set<ObjectIdentifier>>([])

    /// Whether some excerpt rendered at a moment that, for what it read, differs from the
    /// moment of its earliest asker in Jekyll's order: then that asker (and every other)
    /// printed a text Jekyll would not have.
    func excerptsRenderedOutOfOrder() -> Bool {
        for id in momentDependentExcerpts.withLock({ $0 }) {
            let (rendered, first, changes) = slots[id]!.parts.withLock { ($0.excerptMoment, $0.excerptFirstAsked, $0.excerptChanges) }
            guard first != Int.max else { continue }
            if !Self.readsAlike(rendered, first, changes) { return true }
        }
        return false
    }

    /// Whether an excerpt reads the same at moments `a` and `b`: no moment in `changes`, where
    /// something it read changes, lies between them.
    static func readsAlike(_ a: Int, _ b: Int, _ changes: [Int]) -> Bool {
        !changes.contains { (a >= $0) != (b >= $0) }
    }

    /// Whether `d`'s excerpt, as last rendered, read what depends on when it renders.
    func excerptIsMomentDependent(_ d: Document) -> Bool { slot(d).parts.withLock { !$0.excerptChanges.isEmpty } }

    /// Starts a `serve` rebuild: who asks for each excerpt is noted afresh, and the build's
    /// earliest askers kept beside (`rebuildKeepsExcerpts`).
    func beginRebuild() {
        for id in momentDependentExcerpts.withLock({ $0 }) {
            slots[id]!.parts.withLock { parts in
                parts.excerptAskedBefore = parts.excerptFirstAsked
                parts.excerptFirstAsked = Int.max
            }
        }
    }

    /// Ends a `serve` rebuild that rendered `rendered` again: whether every excerpt that reads
    /// what depends on when it renders is still what a build would make of it. Not when the
    /// rebuild rendered a document it read but not its own (it was kept, reading the old), nor
    /// when the build's earliest asker rendered again without asking as early (who asks first
    /// now is not known), nor when it rendered at a moment that reads differently from its
    /// earliest asker's. Then the caller builds the site.
    func rebuildKeepsExcerpts(rendered: Set<ObjectIdentifier>) -> Bool {
        let ids = momentDependentExcerpts.withLock { $0 }
        guard !ids.isEmpty else { return true }
        let touched = Set(rendered.compactMap { positions[$0] })
        // A moment's document, loosely: its neighbour before too (output and added pages are
        // seen from the next document on).
        func touches(_ moment: Int) -> Bool {
            guard moment != Int.min, moment != Int.max else { return false }
            return touched.contains(moment >> 1) || touched.contains((moment >> 1) - 1)
        }
        for id in ids {
            let ownRendered = positions[id].map(touched.contains) ?? false
            let ok = slots[id]!.parts.withLock { parts -> Bool in
                var first = parts.excerptFirstAsked
                let before = parts.excerptAskedBefore
                if before != Int.max {
                    if touched.contains(before >> 1) {
                        if first > before { return false }
                    } else {
                        first = min(first, before)
                    }
                }
                parts.excerptFirstAsked = first
                parts.excerptAskedBefore = Int.max
                if parts.excerptChanges.isEmpty { return true }
                if !ownRendered, parts.excerptChanges.contains(where: touches) { return false }
                guard first != Int.max else { return true }
                return Self.readsAlike(parts.excerptMoment, first, parts.excerptChanges)
            }
            if !ok { return false }
        }
        return true
    }

    /// Forgets every excerpt, and who asked for it, before the site renders again.
    func forgetAllExcerpts() {
        for slot in slots.values {
            slot.parts.withLock { parts in
                parts.excerpt = nil
                parts.excerptChanges = []
                parts.excerptFirstAsked = Int.max
                parts.excerptAskedBefore = Int.max
            }
        }
        momentDependentExcerpts.withLock { $0 = [] }
    }

    /// Forgets `d`'s excerpt before its content renders again; returns the excerpt computed
    /// before (`.some(nil)` for "none"), or nil when no render asked for it.
    @discardableResult
    func forgetExcerpt(of d: Document) -> String?? {
        slot(d).parts.withLock { parts in
            defer {
                parts.excerpt = nil
                parts.excerptChanges = []
            }
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

/// The moments (`RenderReader.moment`) at which what one excerpt's render read would change:
/// a document's content is converted from the moment its layouts start; its `output`, and a
/// page a converter adds, from the next document's content on.
final class ExcerptMoments: Sendable {
    private let moments = Mutex<Set<Int>>([])

    func note(_ moment: Int) { _ = moments.withLock { $0.insert(moment) } }

    var all: [Int] { moments.withLock { $0.sorted() } }
}
