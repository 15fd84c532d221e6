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
    }

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

    var ids = Set<String>()
    var variantTargets: [String: Set<String>] = [:]
    var strays: [(experiment: String, variant: String)] = []
    var hasScriptTag = false
    let dataVariant = Array("data-variant".utf8), idName = Array("id".utf8)
    let known = Set(specs.map(\.id))
    let bytes = Array(html.utf8)
    let scanner = HTMLScanner(bytes: bytes)
    scanner.forEachAttribute { name, range in
        if scanner.equalsIgnoringCase(name, idName) {
            let value = String(decoding: bytes[range], as: UTF8.self)
            if value == "sitegen-ab" { hasScriptTag = true }
            if known.contains(value) { ids.insert(value) }
        } else if scanner.equalsIgnoringCase(name, dataVariant) {
            let value = String(decoding: bytes[range], as: UTF8.self)
            let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { strays.append((value, "")); return }
            variantTargets[parts[0], default: []].insert(parts[1])
        }
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
    if !specs.isEmpty, !settings.inject, !hasScriptTag {
        warnings.append(ExperimentWarning(
            kind: .missingInclude, experiment: nil,
            message: "abtesting inject is false but the page has no {% include sitegen/experiments.html %}; its experiments will not run"))
    }
    return warnings
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
