import Foundation
import Liquid
import Synchronization

/// What one document's render read: `site.KEY`s, includes and layouts. `serve` uses it to
/// re-render only the documents a change can affect.
struct RenderDependencies: Sendable {
    var siteKeys: Set<String> = []
    var includes: Set<String> = []
    var layouts: [String] = []
}

/// A document's dependencies by stage. A change that only its layouts read (a layout, an include
/// used in one, `site.posts` read by a sidebar) needs the layouts applied again to the content
/// kept from the last build, not Liquid and Markdown run again over the document.
struct DocumentDependencies: Sendable {
    var content = RenderDependencies()
    var layouts = RenderDependencies()
}

/// Collects dependencies during one render (renders of one document run on one thread).
final class RenderTracker: @unchecked Sendable {
    var dependencies = RenderDependencies()
}

/// `site` as one render sees it: the shared drop, with each key read noted in the tracker.
final class TrackingSiteDrop: Drop, @unchecked Sendable {
    let base: SiteDrop
    let tracker: RenderTracker

    init(base: SiteDrop, tracker: RenderTracker) {
        self.base = base
        self.tracker = tracker
    }

    func liquidValue(forKey key: String) -> Value {
        tracker.dependencies.siteKeys.insert(key)
        return base.liquidValue(forKey: key)
    }

    var liquidKeys: [String] {
        tracker.dependencies.siteKeys.insert("*")
        return base.liquidKeys
    }

    func hasLiquidKey(_ key: String) -> Bool { base.hasLiquidKey(key) }
}
