import Foundation
import Synchronization

/// The one render pass, used by `build` for every document and by each `serve` rebuild for
/// the documents a change affects: a rebuild is this pass over a subset, so it writes what a
/// build would.
///
/// Two stages. Contents (Liquid and the converter) render in Jekyll's order (see
/// `RenderState`) on every core: each core takes the next document in the order, and a render
/// that reads an earlier document's content waits until it is stored (the earliest unfinished
/// document never waits, so the pass always advances). Then layouts, in any order on every
/// core: every content is final by then, and a layout sees other documents by its document's
/// place in the order, whatever ran first.
struct RenderPass {
    let renderer: SiteRenderer
    /// Writes one finished document (its output path and text).
    let write: @Sendable (Document, String) throws -> Void
    var progress: ProgressCounter?

    var state: RenderState { renderer.state }

    /// Stage 1: the content of `documents`, in Jekyll's order. Returns those whose content (or
    /// an excerpt shown before) differs from before.
    func renderContents(_ documents: [Document]) throws -> [Document] {
        let list = state.inRenderOrder(documents)
        state.markPending(list)
        let changed = ConcurrentSlots<Bool>(count: list.count)
        try forEachInOrder(list.count) { i in
            let d = list[i]
            defer { state.finishPending(d) }
            // An excerpt that reads what changes while the site renders is rendered by its
            // askers, in their view, never here: they render again.
            let momentDependent = state.excerptIsMomentDependent(d)
            let oldExcerpt = state.forgetExcerpt(of: d)
            var differs = try renderer.renderContent(d)
            // A listing may show the excerpt alone: compare it too when one was shown before.
            if let oldExcerpt, !differs { differs = momentDependent || renderer.excerpt(of: d) != oldExcerpt }
            if differs { changed[i] = true }
            progress?.step("rendering")
        }
        return list.indices.filter { changed[$0] == true }.map { list[$0] }
    }

    /// Stage 2: the layouts of `documents` that write output (written).
    func renderLayouts(_ documents: [Document]) throws {
        let shadowed = shadowedWriters()
        try forEachConcurrently(documents.filter { $0.writesOutput && !shadowed.contains(ObjectIdentifier($0)) }) { d in
            try write(d, try renderer.finish(d))
            progress?.step("writing")
        }
    }

    /// The whole pass over every document that writes output.
    func renderAll(_ documents: [Document]) throws {
        // Jekyll renders every collection document, `output: false` ones too (only their write
        // is skipped): a page may list their rendered content (`{{ tooltip.content }}`).
        if renderer.forgetsWrittenPages {
            try renderWriteForget(documents)
        } else {
            _ = try renderContents(documents)
            try renderLayouts(documents)
        }
        // An excerpt that reads what changes while the site renders (another document's
        // content, a page a converter adds) is Jekyll's as its earliest asker rendered it. When
        // a later asker got there first here, render everything again one document at a time,
        // as Jekyll does: each excerpt's first asker is then the earliest.
        if state.excerptsRenderedOutOfOrder() {
            state.forgetAllExcerpts()
            try renderWriteForget(documents, oneAtATime: true)
        }
    }

    /// A one-shot build's pass: each core takes the next run of documents in Jekyll's order,
    /// renders their contents, then their layouts, writes them, and forgets their texts and
    /// contents, so memory holds the documents in flight and what other renders asked for, not
    /// the whole site (3 GB at 100,000 posts before). A layout sees the site by its document's
    /// place in the order, so it may run as soon as its own content is done: what it reads of
    /// an earlier document waits for that content (started already, never waiting on a later
    /// one), a later document shows its source. A content read after it was forgotten is
    /// rendered again, the same (`RenderState.renderedContent`).
    ///
    /// Runs, not single documents: rendering one content, then its layouts and its write, then
    /// the next content cost about 12% more user time at 1,000 posts than rendering every
    /// content first (Kramdown's and the highlighter's working set evicted by each layout and
    /// write: the same work, more time per call); runs of 64 cost what the two stages did.
    ///
    /// `oneAtATime`: on one core, each document's content then its layouts, in Jekyll's order.
    func renderWriteForget(_ documents: [Document], oneAtATime: Bool = false) throws {
        let list = state.inRenderOrder(documents)
        state.markPending(list)
        let shadowed = shadowedWriters()
        let errors = ConcurrentSlots<Error>(count: list.count)
        let run = oneAtATime ? 1 : Self.runLength
        try forEachInOrder((list.count + run - 1) / run, workers: oneAtATime ? 1 : nil) { r in
            let range = r * run..<min(list.count, (r + 1) * run)
            // A text dropped after reading is dropped again once the document is written.
            var readAgain = [Bool](repeating: false, count: range.count)
            var rendered = [Bool](repeating: false, count: range.count)
            for i in range {
                let d = list[i]
                readAgain[i - range.lowerBound] = d.keepText()
                defer { state.finishPending(d) }
                do {
                    try renderer.renderContent(d)
                    rendered[i - range.lowerBound] = true
                    progress?.step("rendering")
                } catch { errors[i] = error }
            }
            for i in range {
                let d = list[i]
                defer { if readAgain[i - range.lowerBound] { d.forgetText() } }
                guard rendered[i - range.lowerBound], d.writesOutput, !shadowed.contains(ObjectIdentifier(d)) else { continue }
                do {
                    try write(d, try renderer.finish(d))
                } catch { errors[i] = error; continue }
                if let kept = renderer.keptBytes, !kept.take(state.renderedContent(of: d)?.utf8.count ?? 0) {
                    state.forgetContent(of: d)
                }
                progress?.step("writing")
            }
        }
        try throwCollected(errors.values)
    }

    /// Documents whose output path a later writer shares: Jekyll writes pages, then every
    /// collection's documents in order (Site#each_site_file), so the last of them is the file
    /// left; the others render but do not write. Without this, which one stayed depended on
    /// which core wrote last.
    func shadowedWriters() -> Set<ObjectIdentifier> {
        state.shadowedWriters.withLock { known in
            if known == nil { known = Self.shadowedWriters(renderer.state.writeOrder) }
            return known!
        }
    }

    private static func shadowedWriters(_ all: [Document]) -> Set<ObjectIdentifier> {
        var last: [String: ObjectIdentifier] = [:]
        for d in all where d.writesOutput { last[d.outputPath] = ObjectIdentifier(d) }
        guard last.count < all.lazy.filter(\.writesOutput).count else { return [] }
        var shadowed = Set<ObjectIdentifier>()
        for d in all where d.writesOutput && last[d.outputPath] != ObjectIdentifier(d) { shadowed.insert(ObjectIdentifier(d)) }
        return shadowed
    }

    /// Documents a core renders back to back before laying them out (`renderWriteForget`):
    /// long enough to keep the converters' working set warm, short enough that two cores
    /// share the last runs of a 1,000-post site and hold a few MB of contents in flight.
    static let runLength = 64
}

/// Runs `body` for 0..<count on every core, each core taking the lowest index not yet taken:
/// an index starts only after every lower one has started. Errors are collected as
/// `forEachConcurrently` collects them.
func forEachInOrder(_ count: Int, workers: Int? = nil, _ body: @escaping (Int) throws -> Void) throws {
    guard count > 0 else { return }
    let errors = ConcurrentSlots<Error>(count: count)
    let next = Atomic<Int>(0)
    nonisolated(unsafe) let work = body
    let workers = max(1, min(count, workers ?? ProcessInfo.processInfo.activeProcessorCount))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let i = next.add(1, ordering: .relaxed).oldValue
            guard i < count else { return }
            do { try work(i) } catch { errors[i] = error }
        }
    }
    try throwCollected(errors.values)
}

/// Throws the errors of a pass (in document order) as one `SiteError`, if there are any.
func throwCollected(_ all: [Error]) throws {
    guard !all.isEmpty else { return }
    var diagnostics: [Diagnostic] = []
    for error in all {
        if let e = error as? SiteError { diagnostics += e.diagnostics } else { diagnostics.append(Diagnostic(.error, "\(error)")) }
    }
    throw SiteError(diagnostics: diagnostics)
}
