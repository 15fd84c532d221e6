import Foundation
import Liquid
import Synchronization

/// The results of one build's renders, and what each render read: kept apart from the model,
/// which stays what the reader made. `serve` keeps it between rebuilds, so a rebuild renders
/// only some documents and reuses the rest.
///
/// What one render sees of another document's `content` depends only on the render's stage,
/// never on which thread finished first (Jekyll renders in a fixed order, and so a build must
/// always give the same output, and a rebuild the output of a build):
/// - collections' content renders see every document raw;
/// - pages' content renders and collections' layouts see collections rendered, pages raw;
/// - pages' layouts see everything rendered.
final class RenderState: @unchecked Sendable {
    /// Which rendered contents other renders see (set between waves, read during them).
    enum Visibility: Int, Comparable {
        case none, collections, all
        static func < (l: Visibility, r: Visibility) -> Bool { l.rawValue < r.rawValue }
    }

    struct Parts {
        var content: String?
        var excerpt: String??
        var dependencies = DocumentDependencies()
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
    private(set) var visibility: Visibility = .all

    init(documents: [Document]) {
        var slots: [ObjectIdentifier: Slot] = [:]
        slots.reserveCapacity(documents.count)
        for d in documents { slots[ObjectIdentifier(d)] = Slot() }
        self.slots = slots
    }

    private func slot(_ d: Document) -> Slot { slots[ObjectIdentifier(d)]! }

    /// Only between waves, when no render runs.
    func setVisibility(_ v: Visibility) { visibility = v }

    /// `d.content` as a render in the current stage sees it.
    func visibleContent(of d: Document) -> String {
        let shown = d.kind == .page ? visibility == .all : visibility >= .collections
        return (shown ? slot(d).parts.withLock { $0.content } : nil) ?? d.body
    }

    /// The content after Liquid and the converter, before layouts.
    func renderedContent(of d: Document) -> String? { slot(d).parts.withLock { $0.content } }

    /// Stores `d`'s rendered content; true when it differs from what was stored before.
    @discardableResult
    func setRenderedContent(_ text: String, of d: Document) -> Bool {
        slot(d).parts.withLock { parts in
            let changed = parts.content != text
            parts.content = text
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
