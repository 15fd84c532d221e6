/// One variant of an experiment and its share of visitors.
public struct Variant: Sendable, Hashable {
    public var name: String
    /// Relative weight; weights need not add up to 100 (lint warns when they do not).
    public var weight: Double

    public init(name: String, weight: Double) {
        self.name = name
        self.weight = weight
    }
}

/// One A/B experiment on a page: its id, optional analytics slot and weighted variants, the first being the control.
public struct ExperimentSpec: Sendable, Hashable {
    public private(set) var id: String
    public private(set) var slot: Int?
    public private(set) var variants: [Variant]

    /// Builds a validated spec; ids and variant names are letters, digits, `-` and `_`.
    public init(id: String, slot: Int? = nil, variants: [Variant] = ExperimentSpec.defaultVariants) throws(ExperimentError) {
        let cursor = SpecCursor(root: "abtesting")
        try Self.checkName(id, what: "experiment id", cursor)
        try Self.checkVariants(variants, cursor)
        self.init(unchecked: id, slot: slot, variants: variants)
    }

    /// Skips validation; only tests use it, to prove the injector's escaping holds even for hostile values.
    init(unchecked id: String, slot: Int?, variants: [Variant]) {
        self.id = id
        self.slot = slot
        self.variants = variants
    }

    /// `A` and `B` at 50/50, what `abtesting: [ tldr, 1 ]` has always meant.
    public static let defaultVariants = [Variant(name: "A", weight: 50), Variant(name: "B", weight: 50)]

    public var control: Variant { variants[0] }
    public var totalWeight: Double { variants.reduce(0) { $0 + $1.weight } }

    /// Reads a page's `abtesting:` value: `[ tldr, 1 ]`, `tldr`, `{ id: tldr, slot: 1, variants: { A: 50, B: 50 } }`,
    /// or a list of those; `false`/`null` means no experiment.
    /// - Parameters:
    ///   - settings: the site's settings, which decide whether a slot is required and its range.
    ///   - location: where the `abtesting:` value starts; `locate` may refine it to a nested key.
    public static func parse(_ value: SpecValue, settings: ExperimentSettings = ExperimentSettings(),
                             location: SpecLocation? = nil, locate: SpecLocator? = nil) throws(ExperimentError) -> [ExperimentSpec] {
        let cursor = SpecCursor(root: "abtesting", base: location, locate: locate)
        var specs: [ExperimentSpec] = []
        switch value {
        case .null, .bool(false):
            return []
        case let .array(items) where items.first.map(isScalar) ?? false:
            specs = [try legacy(items, cursor)]
        case let .array(items):
            for (index, item) in items.enumerated() {
                let at = cursor.child(.index(index))
                switch item {
                case let .array(pair): specs.append(try legacy(pair, at))
                case .map: specs.append(try rich(item, at))
                case .string: specs.append(try legacy([item], at))
                default: throw at.error("expected an experiment (a mapping with id, slot and variants), found \(item.typeDescription)")
                }
            }
        case .map:
            specs = [try rich(value, cursor)]
        case .string, .int:
            specs = [try legacy([value], cursor)]
        default:
            throw cursor.error("expected [ id, slot ] or { id: ..., slot: ..., variants: { A: 50, B: 50 } }, found \(value.typeDescription)")
        }
        try checkPage(specs, settings: settings, cursor: cursor)
        return specs
    }

    private static func isScalar(_ value: SpecValue) -> Bool {
        switch value {
        case .string, .int, .double, .bool: true
        default: false
        }
    }

    /// The original Jekyll form `[ id, slot ]`.
    private static func legacy(_ items: [SpecValue], _ cursor: SpecCursor) throws(ExperimentError) -> ExperimentSpec {
        guard (1...2).contains(items.count) else {
            throw cursor.error("expected [ id, slot ] (e.g. [ tldr, 1 ]), found a list of \(items.count)")
        }
        guard let id = items[0].scalarText else {
            throw cursor.child(.index(0)).error("expected the experiment id, found \(items[0].typeDescription)")
        }
        try checkName(id, what: "experiment id", cursor.child(.index(0)))
        var slot: Int?
        if items.count == 2 {
            guard let number = items[1].integer else {
                throw cursor.child(.index(1)).error("expected the analytics slot as a whole number, found \(items[1].typeDescription)")
            }
            slot = number
        }
        return ExperimentSpec(unchecked: id, slot: slot, variants: defaultVariants)
    }

    private static func rich(_ value: SpecValue, _ cursor: SpecCursor) throws(ExperimentError) -> ExperimentSpec {
        guard case let .map(pairs) = value else { throw cursor.error("expected a mapping") }
        var id: String?
        var slot: Int?
        var variants = defaultVariants
        for (key, item) in pairs {
            let at = cursor.child(.key(key))
            switch key {
            case "id":
                guard let text = item.scalarText else { throw at.error("expected the experiment id, found \(item.typeDescription)") }
                try checkName(text, what: "experiment id", at)
                id = text
            case "slot":
                if item == .null { continue }
                guard let number = item.integer else { throw at.error("expected a whole number, found \(item.typeDescription)") }
                slot = number
            case "variants":
                variants = try readVariants(item, at)
            default:
                throw at.error("unknown key; an experiment has id, slot and variants")
            }
        }
        guard let id else { throw cursor.error("missing id (e.g. id: tldr)") }
        return ExperimentSpec(unchecked: id, slot: slot, variants: variants)
    }

    /// `{ A: 50, B: 50 }` gives weights; `[ A, B, C ]` splits evenly.
    private static func readVariants(_ value: SpecValue, _ cursor: SpecCursor) throws(ExperimentError) -> [Variant] {
        var variants: [Variant] = []
        switch value {
        case let .map(pairs):
            for (name, weight) in pairs {
                let at = cursor.child(.key(name))
                try checkName(name, what: "variant name", at)
                // Bounded, so that the weights' sum and every share stay finite (issue 19).
                guard let number = weight.number, number.isFinite, number >= 0, number <= 1e15 else {
                    throw at.error("expected a weight (a number from 0 to 10^15), found \(weight.scalarText.map { "'\($0)'" } ?? weight.typeDescription)")
                }
                variants.append(Variant(name: name, weight: number))
            }
        case let .array(items):
            let share = items.isEmpty ? 0 : 100 / Double(items.count)
            for (index, item) in items.enumerated() {
                let at = cursor.child(.index(index))
                guard let name = item.scalarText else { throw at.error("expected a variant name, found \(item.typeDescription)") }
                try checkName(name, what: "variant name", at)
                variants.append(Variant(name: name, weight: share))
            }
        default:
            throw cursor.error("expected variants as { A: 50, B: 50 } or [ A, B ], found \(value.typeDescription)")
        }
        try checkVariants(variants, cursor)
        return variants
    }

    private static func checkVariants(_ variants: [Variant], _ cursor: SpecCursor) throws(ExperimentError) {
        guard variants.count >= 2 else { throw cursor.error("an experiment needs at least two variants, e.g. { A: 50, B: 50 }") }
        var seen = Set<String>()
        for variant in variants {
            try checkName(variant.name, what: "variant name", cursor)
            guard seen.insert(variant.name).inserted else { throw cursor.error("variant '\(variant.name)' is listed twice") }
            guard variant.weight.isFinite, variant.weight >= 0 else { throw cursor.error("variant '\(variant.name)' has a negative weight") }
        }
        guard variants.contains(where: { $0.weight > 0 }) else { throw cursor.error("every variant has weight 0; give at least one a share") }
    }

    /// Ids end up in CSS selectors, storage keys and analytics labels, so they stay within a
    /// charset that needs no escaping anywhere.
    static func checkName(_ name: String, what: String, _ cursor: SpecCursor) throws(ExperimentError) {
        guard !name.isEmpty else { throw cursor.error("the \(what) is empty") }
        guard name.utf8.count <= 64 else { throw cursor.error("the \(what) is longer than 64 characters") }
        guard name.utf8.allSatisfy(isNameByte) else {
            throw cursor.error("\(what) '\(name)' may only contain letters, digits, '-' and '_'")
        }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// Rules that involve the page as a whole or the site's back end.
    private static func checkPage(_ specs: [ExperimentSpec], settings: ExperimentSettings, cursor: SpecCursor) throws(ExperimentError) {
        var ids = Set<String>()
        var slots: [Int: String] = [:]
        for (index, spec) in specs.enumerated() {
            let at = specs.count > 1 ? cursor.child(.index(index)) : cursor
            guard ids.insert(spec.id).inserted else { throw at.error("experiment '\(spec.id)' appears twice on this page") }
            if let range = settings.analytics.slotRange {
                guard let slot = spec.slot else {
                    throw at.error("analytics: \(settings.analytics.rawValue) needs a slot for experiment '\(spec.id)' (\(range.lowerBound)–\(range.upperBound)), e.g. [ \(spec.id), 1 ]")
                }
                guard range.contains(slot) else {
                    throw at.error("slot \(slot) is out of range for analytics: \(settings.analytics.rawValue); use \(range.lowerBound)–\(range.upperBound)")
                }
                if let other = slots[slot] {
                    throw at.error("experiments '\(other)' and '\(spec.id)' share slot \(slot); each needs its own")
                }
                slots[slot] = spec.id
            }
        }
    }
}
