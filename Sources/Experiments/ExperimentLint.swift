import TextSupport
/// Something about a page's experiments that builds but probably is not what the author meant.
public struct ExperimentWarning: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// No `#id` element and no `data-variant` element for the experiment: every variant looks the same.
        case nothingToActOn
        case weightsDoNotAddUpTo100
        /// A layout still carries the hand-written `abTestingValue = Math.random()` snippet.
        case handWrittenSnippet
        /// `data-variant="tldr:D"` where `tldr` has no variant `D`: that element never shows.
        case unknownVariant
        /// `data-variant` names an experiment the page does not define: the element shows in every variant.
        case unknownExperiment
        /// `inject: false` but the page has no `{% include sitegen/experiments.html %}`.
        case missingInclude
        /// A heading carries the experiment's id (`## Conclusion` with experiment `conclusion`), so
        /// every variant but the control hides it.
        case headingHasExperimentID
        /// No tracking id and no tracker of the back end on the page: the exposures reach nobody.
        case noTracker
        /// `tracking_id` set and the page has the site's own snippet too: two configs, two page views.
        case doubleTracker
    }

    /// A note informs and never fails a `--strict` build; a warning does.
    public var isNote: Bool { kind == .noTracker }

    public var kind: Kind
    /// The experiment concerned, when there is one.
    public var experiment: String?
    public var message: String

    public init(kind: Kind, experiment: String?, message: String) {
        self.kind = kind
        self.experiment = experiment
        self.message = message
    }

    public var description: String { message }
}

/// Checks a rendered page against its experiments in one byte-level pass; cheap enough for every page.
/// Pass an empty `specs` to check a page without experiments for stray `data-variant` elements.
public func lint(html: String, specs: [ExperimentSpec], settings: ExperimentSettings = ExperimentSettings()) -> [ExperimentWarning] {
    var warnings: [ExperimentWarning] = []
    for spec in specs where abs(spec.totalWeight - 100) > 1e-6 {
        let weights = spec.variants.map { "\($0.name): \(JSONText.number($0.weight))" }.joined(separator: ", ")
        warnings.append(ExperimentWarning(
            kind: .weightsDoNotAddUpTo100, experiment: spec.id,
            message: "experiment '\(spec.id)': weights add up to \(JSONText.number(spec.totalWeight)), not 100 (\(weights)); they are used as proportions"))
    }

    let bytes = Array(html.utf8)
    let scanner = HTMLScanner(bytes: bytes)
    // What the attributes show, gathered in one struct the closure reaches by address: a
    // closure capturing each collection and constant on its own retained and released four of
    // them around every start tag of the page. With `rawTextElement(named:)`, lint over the
    // 1,000-post benchmark's experiment pages: 54 -> 44 M instructions (callgrind).
    var found = AttributeFindings(known: Set(specs.map(\.id)))
    scanner.forEachAttribute { name, range in found.note(name: name, value: range, of: scanner) }
    let ids = found.ids, variantTargets = found.variantTargets, strays = found.strays, headings = found.headings
    let hasScriptTag = found.hasScriptTag, known = found.known

    for heading in headings {
        warnings.append(ExperimentWarning(
            kind: .headingHasExperimentID, experiment: heading.experiment,
            message: "the heading <\(heading.tag) id=\"\(heading.experiment)\"> has the id of experiment '\(heading.experiment)', so every variant but the control hides it; rename the experiment or give the heading another id ({: #other-id } after it in kramdown)"))
    }
    for spec in specs {
        let targets = variantTargets[spec.id] ?? []
        if !ids.contains(spec.id), targets.isEmpty {
            warnings.append(ExperimentWarning(
                kind: .nothingToActOn, experiment: spec.id,
                message: "experiment '\(spec.id)' has nothing to act on: add an element with id=\"\(spec.id)\" or wrap content in {% variant \(spec.id) \(spec.variants.count > 1 ? spec.variants[1].name : "B") %}…{% endvariant %}"))
        }
        let names = Set(spec.variants.map(\.name))
        for unknown in targets.subtracting(names).sorted() {
            warnings.append(ExperimentWarning(
                kind: .unknownVariant, experiment: spec.id,
                message: "data-variant=\"\(spec.id):\(unknown)\" names a variant experiment '\(spec.id)' does not have (\(spec.variants.map(\.name).joined(separator: ", "))); that element never shows"))
        }
    }
    for experiment in Set(variantTargets.keys).subtracting(known).sorted() {
        warnings.append(ExperimentWarning(
            kind: .unknownExperiment, experiment: experiment,
            message: "data-variant elements name experiment '\(experiment)', which this page does not define; they show to every visitor"))
    }
    for stray in strays {
        warnings.append(ExperimentWarning(
            kind: .unknownExperiment, experiment: nil,
            message: "data-variant=\"\(stray.experiment)\" should be experiment:variant, e.g. data-variant=\"tldr:B\""))
    }
    if containsHandWrittenSnippet(bytes) {
        warnings.append(ExperimentWarning(
            kind: .handWrittenSnippet, experiment: nil,
            message: "the page still carries a hand-written 'abTestingValue = Math.random()' snippet; remove it from the layout, sitegen now assigns variants (abTestingValue stays defined)"))
    }
    if !specs.isEmpty, let markers = settings.analytics.trackerMarkers {
        // Bytes, not `String.contains`: Foundation's Unicode-aware search cost 1.5 ms a page.
        let present = markers.contains { scanner.find(sequence: Array($0.utf8), from: 0) != nil }
        if settings.trackingID == nil, !present {
            warnings.append(ExperimentWarning(
                kind: .noTracker, experiment: nil,
                message: "analytics: \(settings.analytics.rawValue) without a tracking_id, and no \(settings.analytics.rawValue) snippet on the pages with experiments: their exposures and engagement reach nobody; set abtesting.tracking_id or add your own snippet to the layout"))
        } else if settings.trackingID != nil, present, settings.analytics != .gaq, settings.analytics != .matomo {
            warnings.append(ExperimentWarning(
                kind: .doubleTracker, experiment: nil,
                message: "the page has its own \(settings.analytics.rawValue) snippet and abtesting.tracking_id adds sitegen's loader too: two configs send two page views; remove tracking_id (keeping your snippet on every page) or remove your snippet"))
        }
    }
    if !specs.isEmpty, !settings.inject, !hasScriptTag {
        warnings.append(ExperimentWarning(
            kind: .missingInclude, experiment: nil,
            message: "abtesting inject is false but the page has no {% include sitegen/experiments.html %}; its experiments will not run"))
    }
    return warnings
}

/// The `id` and `data-variant` attributes `lint` looks at.
private struct AttributeFindings {
    let known: Set<String>
    var ids = Set<String>()
    var variantTargets: [String: Set<String>] = [:]
    var strays: [(experiment: String, variant: String)] = []
    var headings: [(experiment: String, tag: String)] = []
    var hasScriptTag = false

    static let dataVariant = Array("data-variant".utf8), idName = Array("id".utf8)

    mutating func note(name: Range<Int>, value range: Range<Int>, of scanner: HTMLScanner) {
        if scanner.equalsIgnoringCase(name, Self.idName) {
            let value = String(decoding: scanner.bytes[range], as: UTF8.self)
            if value == "sitegen-ab" { hasScriptTag = true }
            if known.contains(value) {
                ids.insert(value)
                if let tag = headingTag(before: name.lowerBound, in: scanner.bytes) { headings.append((value, tag)) }
            }
        } else if scanner.equalsIgnoringCase(name, Self.dataVariant) {
            let value = String(decoding: scanner.bytes[range], as: UTF8.self)
            let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { strays.append((value, "")); return }
            variantTargets[parts[0], default: []].insert(parts[1])
        }
    }
}

/// The tag name when the attribute starting at `offset` belongs to an `<h1>`…`<h6>` start tag.
private func headingTag(before offset: Int, in bytes: [UInt8]) -> String? {
    var index = offset - 1
    while index >= 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
    guard index >= 0, index + 3 < bytes.count, HTMLScanner.lowercased(bytes[index + 1]) == UInt8(ascii: "h"),
          (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[index + 2]), HTMLScanner.isSpace(bytes[index + 3]) else { return nil }
    return "h" + String(UnicodeScalar(bytes[index + 2]))
}

/// Where a hand-written `abTestingValue = Math.random()` snippet sits in a layout, include or script
/// file: 1-based line and column of each, for a warning that names the line to remove.
public func handWrittenSnippetLines(in text: String) -> [(line: Int, column: Int, text: String)] {
    guard text.contains("abTestingValue") else { return [] }
    var found: [(line: Int, column: Int, text: String)] = []
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        number += 1
        // An assignment to abTestingValue on a line that draws a random number, however it is spelled
        // (`= Math.random() < 0.5`, `= (Math.random() < .5)`).
        guard let range = line.range(of: "abTestingValue"), line.contains("Math.random"),
              line[range.upperBound...].drop(while: { $0 == " " || $0 == "\t" }).first == "=",
              line[range.upperBound...].drop(while: { $0 == " " || $0 == "\t" }).dropFirst().first != "=" else { continue }
        found.append((number, line.distance(from: line.startIndex, to: range.lowerBound) + 1, String(line)))
    }
    return found
}

/// `abTestingValue = Math.random` with any spacing, the heart of the old hand-wired test.
private func containsHandWrittenSnippet(_ bytes: [UInt8]) -> Bool {
    let name = Array("abTestingValue".utf8), random = Array("Math.random".utf8)
    let scanner = HTMLScanner(bytes: bytes)
    var index = 0
    while let start = scanner.find(sequence: name, from: index) {
        var probe = start + name.count
        while probe < bytes.count, HTMLScanner.isSpace(bytes[probe]) { probe += 1 }
        if probe + 1 < bytes.count, bytes[probe] == UInt8(ascii: "="), bytes[probe + 1] != UInt8(ascii: "=") {
            probe += 1
            while probe < bytes.count, HTMLScanner.isSpace(bytes[probe]) { probe += 1 }
            if scanner.startsWith(random, at: probe) { return true }
        }
        index = start + 1
    }
    return false
}
