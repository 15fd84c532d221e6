/// One page's use of an experiment, as the site reader found it.
public struct ExperimentUse: Sendable, Equatable {
    /// The page's source path relative to the site, e.g. `_posts/2024-01-02-hello.md`.
    public var page: String
    public var spec: ExperimentSpec
    /// Where the page's `abtesting:` value is.
    public var location: SpecLocation?

    public init(page: String, spec: ExperimentSpec, location: SpecLocation? = nil) {
        self.page = page
        self.spec = spec
        self.location = location
    }
}

/// Lists the site's experiments, one block per id with its variants, slot and pages, after checking that
/// every page running the same id defines it the same way (otherwise the results would mix two tests).
public func experimentListing(_ uses: [ExperimentUse]) throws(ExperimentError) -> String {
    guard !uses.isEmpty else { return "no experiments: add `abtesting: [ id, slot ]` to a page's front matter\n" }
    var order: [String] = []
    var byID: [String: [ExperimentUse]] = [:]
    for use in uses {
        if byID[use.spec.id] == nil { order.append(use.spec.id) }
        byID[use.spec.id, default: []].append(use)
    }
    var blocks: [String] = []
    for id in order.sorted() {
        let group = byID[id]!.sorted { $0.page < $1.page }
        let first = group[0]
        for other in group.dropFirst() where other.spec != first.spec {
            throw ExperimentError(
                location: other.location, keyPath: "abtesting",
                message: "experiment '\(id)' is defined as \(summary(other.spec)) here but as \(summary(first.spec)) in \(first.location?.description ?? first.page); every page of one experiment needs the same slot and variants")
        }
        var lines = ["\(id)  \(summary(first.spec))"]
        lines += group.map { "  \($0.page)" }
        let pages = Set(group.map(\.page)).count
        if pages > 1 { lines.append("  pooled: \(pooledSentence(pages))") }
        blocks.append(lines.joined(separator: "\n"))
    }
    let pages = Set(uses.map(\.page)).count
    return blocks.joined(separator: "\n\n") + "\n\n\(order.count) experiment\(order.count == 1 ? "" : "s") on \(pages) page\(pages == 1 ? "" : "s")\n"
}

private func pooledSentence(_ pages: Int) -> String {
    "these \(pages) pages share one assignment (a reader sees the same variant on each) and report as one experiment"
}

/// One note per experiment id used on several pages: they pool into one experiment, which may be meant
/// (a site-wide test) or a copied `abtesting: [ tldr, 1 ]` that should have had its own id.
public func pooledExperimentNotes(_ uses: [ExperimentUse]) -> [(experiment: String, pages: [String], message: String)] {
    var pages: [String: Set<String>] = [:]
    for use in uses { pages[use.spec.id, default: []].insert(use.page) }
    return pages.keys.sorted().compactMap { id in
        let list = pages[id]!.sorted()
        guard list.count > 1 else { return nil }
        return (id, list, "experiment '\(id)' runs on \(list.count) pages (\(list.prefix(3).joined(separator: ", "))\(list.count > 3 ? ", …" : "")): \(pooledSentence(list.count)); give each post its own id to test them separately")
    }
}

private func summary(_ spec: ExperimentSpec) -> String {
    let total = spec.totalWeight
    let variants = spec.variants.map { variant in
        let share = total > 0 ? variant.weight / total * 100 : 0
        return "\(variant.name) \(JSONText.number((share * 10).rounded() / 10))%"
    }.joined(separator: " / ")
    return spec.slot.map { "slot \($0), \(variants)" } ?? variants
}
