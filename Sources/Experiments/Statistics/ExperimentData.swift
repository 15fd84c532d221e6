import Foundation

/// Observations per variant read from an analytics export, in the order variants first appear.
public enum ExperimentData: Sendable, Equatable {
    /// `variant,visitors,conversions` rows (several rows of one variant are summed, e.g. daily exports).
    case counts([(variant: String, visitors: Int, conversions: Int)])
    /// `variant,value` rows, one per visit (a 0/1 conversion, revenue, time on page…).
    case values([(variant: String, values: [Double])])

    public static func == (lhs: ExperimentData, rhs: ExperimentData) -> Bool {
        switch (lhs, rhs) {
        case let (.counts(a), .counts(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.variant == $1.variant && $0.visitors == $1.visitors && $0.conversions == $1.conversions }
        case let (.values(a), .values(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.variant == $1.variant && $0.values == $1.values }
        default: false
        }
    }

    public var variantNames: [String] {
        switch self {
        case let .counts(rows): rows.map(\.variant)
        case let .values(groups): groups.map(\.variant)
        }
    }

    /// Parses CSV text (see `ExperimentExport` for the formats accepted); the totals per variant.
    public init(csv text: String, file: String = "input") throws(ExperimentError) {
        self = try ExperimentExport(csv: text, file: file).data
    }
}
