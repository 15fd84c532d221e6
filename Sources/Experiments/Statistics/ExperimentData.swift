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

    /// Parses CSV text. A header row (`variant,visitors,conversions` or `variant,value`) picks columns by
    /// name; without one, three columns are counts and two are values.
    public init(csv text: String, file: String = "input") throws(ExperimentError) {
        var rows: [(line: Int, fields: [String])] = []
        var lineNumber = 0
        // "\r\n" is a single Character in Swift, so it is matched as a separator of its own.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            var line = Substring(rawLine)
            if lineNumber == 1, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "," }) || line.hasPrefix("#") { continue }
            rows.append((lineNumber, Self.fields(of: line)))
        }
        func failure(_ line: Int, _ message: String) -> ExperimentError {
            ExperimentError(location: SpecLocation(file: file, line: line), message: message)
        }
        guard let first = rows.first else {
            throw ExperimentError(location: SpecLocation(file: file, line: 1), message: "no data rows; expected variant,visitors,conversions or variant,value")
        }
        var variantColumn = 0, visitorsColumn: Int?, conversionsColumn: Int?, valueColumn: Int?
        let header = first.fields.dropFirst().contains { Double($0.filter { $0 != "," && $0 != " " && $0 != "_" }) == nil }
        if header {
            let names = first.fields.map { $0.lowercased().trimmingCharacters(in: .whitespaces) }
            func column(_ aliases: [String]) -> Int? { names.firstIndex { aliases.contains($0) } }
            variantColumn = column(["variant", "variation", "group", "arm"]) ?? 0
            visitorsColumn = column(["visitors", "users", "sessions", "exposures", "n", "count"])
            conversionsColumn = column(["conversions", "converted", "successes", "goals"])
            valueColumn = column(["value", "metric", "revenue", "outcome"])
            rows.removeFirst()
            guard (visitorsColumn != nil && conversionsColumn != nil) || valueColumn != nil else {
                throw failure(first.line, "header '\(first.fields.joined(separator: ","))' has neither visitors and conversions nor value columns; expected variant,visitors,conversions or variant,value")
            }
            if valueColumn != nil, visitorsColumn != nil, conversionsColumn != nil { valueColumn = nil }
        } else {
            switch first.fields.count {
            case 3: (visitorsColumn, conversionsColumn) = (1, 2)
            case 2: valueColumn = 1
            default: throw failure(first.line, "expected 2 columns (variant,value) or 3 (variant,visitors,conversions), found \(first.fields.count)")
            }
        }
        var order: [String] = []
        if let valueColumn {
            var groups: [String: [Double]] = [:]
            for row in rows {
                guard row.fields.indices.contains(valueColumn), row.fields.indices.contains(variantColumn) else {
                    throw failure(row.line, "expected \(max(valueColumn, variantColumn) + 1) columns, found \(row.fields.count)")
                }
                let name = row.fields[variantColumn].trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else { throw failure(row.line, "empty variant name") }
                guard let value = Double(row.fields[valueColumn].trimmingCharacters(in: .whitespaces)), value.isFinite else {
                    throw failure(row.line, "value '\(row.fields[valueColumn])' is not a number")
                }
                if groups[name] == nil { order.append(name) }
                groups[name, default: []].append(value)
            }
            self = .values(order.map { ($0, groups[$0]!) })
        } else if let visitorsColumn, let conversionsColumn {
            var totals: [String: (Int, Int)] = [:]
            for row in rows {
                let needed = max(variantColumn, visitorsColumn, conversionsColumn) + 1
                guard row.fields.count >= needed else { throw failure(row.line, "expected \(needed) columns, found \(row.fields.count)") }
                let name = row.fields[variantColumn].trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else { throw failure(row.line, "empty variant name") }
                guard let visitors = Self.count(row.fields[visitorsColumn]) else {
                    throw failure(row.line, "visitors '\(row.fields[visitorsColumn])' is not a whole number ≥ 0")
                }
                guard let conversions = Self.count(row.fields[conversionsColumn]) else {
                    throw failure(row.line, "conversions '\(row.fields[conversionsColumn])' is not a whole number ≥ 0")
                }
                guard conversions <= visitors else {
                    throw failure(row.line, "\(conversions) conversions out of \(visitors) visitors; conversions cannot exceed visitors")
                }
                if totals[name] == nil { order.append(name) }
                let sum = totals[name, default: (0, 0)]
                totals[name] = (sum.0 + visitors, sum.1 + conversions)
            }
            self = .counts(order.map { ($0, totals[$0]!.0, totals[$0]!.1) })
        } else {
            preconditionFailure("columns chosen above")
        }
        guard order.count >= 2 else {
            throw ExperimentError(location: SpecLocation(file: file, line: first.line), message: "found \(order.count) variant\(order.count == 1 ? "" : "s"); an analysis needs at least two")
        }
    }

    /// Thousands separators (`12,000` quoted, `12 000`) are common in exports.
    private static func count(_ text: String) -> Int? {
        let cleaned = text.filter { $0 != "," && $0 != " " && $0 != "_" }
        guard let value = Int(cleaned), value >= 0 else { return nil }
        return value
    }

    /// Splits one CSV line, honouring double-quoted fields with `""` escapes.
    private static func fields(of line: Substring) -> [String] {
        var fields: [String] = []
        var current = ""
        var quoted = false
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            if quoted {
                if character == "\"" {
                    if let next = iterator.next() {
                        if next == "\"" { current.append("\"") } else {
                            quoted = false
                            if next == "," { fields.append(current); current = "" } else { current.append(next) }
                        }
                    } else { quoted = false }
                } else { current.append(character) }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                fields.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        fields.append(current)
        return fields
    }
}
