import Foundation

/// An analytics export read from CSV: the totals per variant, the cumulative totals after each day when the
/// export has a date column (what the sequential test looks at), and what was left out and why.
///
/// Accepts what GA4 Explorations, Plausible and hand-made sheets write: `#` comment lines, header names
/// in any case and spacing (`Experience variant string`, `Total users`, `Key events`, `Event count`, `Date`),
/// thousands separators inside quoted fields, GA4 dates (`20260314`) or ISO dates, the `sitegen-tldr-A`
/// names sitegen reports, and total or `(not set)` rows, which are skipped. Anything that could be read
/// two ways is an error naming the file and line.
public struct ExperimentExport: Sendable, Equatable {
    public var data: ExperimentData
    /// Cumulative data after each date, oldest first; empty without a date column.
    public var looks: [ExperimentData]
    /// The dates of `looks`, as `YYYY-MM-DD`.
    public var dates: [String]
    /// The experiment id when variants were named `sitegen-ID-VARIANT`.
    public var experiment: String?
    /// What was skipped, for the report: total rows, rows of other experiments, exposures not kept sticky.
    public var notes: [String]

    /// Largest count or |value| accepted: far beyond any real export, and small enough that every sum,
    /// product and square later on stays exact in Int and finite in Double (issue 19: a count of
    /// 9223372036854775807 used to overflow and trap).
    public static let largestNumber = 1_000_000_000_000_000
    /// Histogram rows (`variant,value,count`) are expanded into values; beyond this many visits the
    /// export should be aggregated into counts instead.
    public static let largestValueCount = 10_000_000

    /// Row labels analytics tools add that are not variants.
    static let skippedLabels: Set<String> = ["total", "totals", "grand total", "(not set)", "(other)", "not set"]

    static let variantNames: Set<String> = ["variant", "variation", "group", "arm", "experiencevariantstring", "expvariantstring",
                                            "experimentvariant", "variantstring", "sitegenvariant", "customeventexpvariantstring"]
    static let visitorNames: Set<String> = ["visitors", "users", "totalusers", "activeusers", "uniquevisitors", "sessions",
                                            "exposures", "n", "impressions"]
    static let conversionNames: Set<String> = ["conversions", "converted", "successes", "goals", "keyevents", "totalconversions",
                                               "uniqueconversions", "goalcompletions"]
    static let valueNames: Set<String> = ["value", "metric", "revenue", "outcome", "engagedseconds", "sitegenengagedseconds",
                                          "timeonpage", "engagementtime", "scrollpercent", "sitegenscrollpercent"]
    static let weightNames: Set<String> = ["count", "eventcount", "events", "pageviews", "views", "visits"]
    static let dateNames: Set<String> = ["date", "day"]
    static let stickyNames: Set<String> = ["sticky", "sitegensticky"]

    /// Header names compared without case, spaces or punctuation: `Total users` = `total_users` = `totalusers`.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
    }

    /// - Parameters:
    ///   - experiment: keep only `sitegen-ID-…` rows of this experiment (an export may hold several).
    public init(csv text: String, file: String = "input", experiment: String? = nil) throws(ExperimentError) {
        func failure(_ line: Int, _ message: String) -> ExperimentError {
            ExperimentError(location: SpecLocation(file: file, line: line), message: message)
        }
        var rows: [(line: Int, fields: [String])] = []
        var lineNumber = 0
        // "\r\n" is a single Character in Swift, so it is matched as a separator of its own.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            var line = Substring(rawLine)
            if lineNumber == 1, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "," }) || line.hasPrefix("#") { continue }
            guard let fields = Self.fields(of: line) else {
                throw failure(lineNumber, "unclosed quote: a field that starts with \" must end with \"")
            }
            rows.append((lineNumber, fields))
        }
        guard let first = rows.first else {
            throw ExperimentError(location: SpecLocation(file: file, line: 1), message: "no data rows; expected variant,visitors,conversions or variant,value")
        }

        var variantColumn = 0, visitorsColumn: Int?, conversionsColumn: Int?, valueColumn: Int?
        var weightColumn: Int?, dateColumn: Int?, stickyColumn: Int?
        let header = first.fields.dropFirst().contains { Double($0.filter { $0 != "," && $0 != " " && $0 != "_" }) == nil }
        let width: Int
        if header {
            let names = first.fields.map(Self.normalized)
            func column(_ aliases: Set<String>) throws(ExperimentError) -> Int? {
                let found = names.indices.filter { aliases.contains(names[$0]) }
                if found.count > 1 {
                    throw failure(first.line, "columns '\(found.map { first.fields[$0] }.joined(separator: "' and '"))' could both be meant; keep one")
                }
                return found.first
            }
            variantColumn = try column(Self.variantNames) ?? 0
            visitorsColumn = try column(Self.visitorNames)
            conversionsColumn = try column(Self.conversionNames)
            valueColumn = try column(Self.valueNames)
            weightColumn = try column(Self.weightNames)
            dateColumn = try column(Self.dateNames)
            stickyColumn = try column(Self.stickyNames)
            rows.removeFirst()
            if visitorsColumn != nil, conversionsColumn != nil {
                valueColumn = nil
                weightColumn = nil
            } else if valueColumn == nil {
                throw failure(first.line, "header '\(first.fields.joined(separator: ","))' has neither visitors and conversions nor value columns; expected variant,visitors,conversions or variant,value")
            } else if weightColumn == nil, visitorsColumn != nil {
                // variant,value,visitors: a histogram of how many visitors had each value.
                weightColumn = visitorsColumn
            }
            width = first.fields.count
        } else {
            switch first.fields.count {
            case 3: (visitorsColumn, conversionsColumn) = (1, 2)
            case 2: valueColumn = 1
            default: throw failure(first.line, "expected 2 columns (variant,value) or 3 (variant,visitors,conversions), found \(first.fields.count)")
            }
            width = first.fields.count
        }

        // Variant labels: skip totals, resolve sitegen-ID-VARIANT names, keep the chosen experiment.
        var notes: [String] = []
        var skippedTotals = 0, skippedOther = 0, notSticky = 0
        var kept: [(line: Int, fields: [String], variant: String)] = []
        var experimentID = experiment
        var sawPrefixed = false, sawPlain: Int?
        var firstSeenID: (id: String, line: Int)?
        var unlabelled: [(line: Int, fields: [String])] = []
        for row in rows {
            guard row.fields.count == width else {
                var message = "this row has \(row.fields.count) fields but \(header ? "the header has" : "the first row has") \(width)"
                if row.fields.count > width { message += "; a number with an unquoted thousands separator? write \"1,000\" or 1000" }
                throw failure(row.line, message)
            }
            let label = row.fields[variantColumn].trimmingCharacters(in: .whitespaces)
            if Self.skippedLabels.contains(label.lowercased()) { skippedTotals += 1; continue }
            guard !label.isEmpty else {
                // GA4 and spreadsheets may put an unlabelled totals row under the header; it is skipped only
                // when its numbers are the sum of the others (checked below), else it is an error.
                unlabelled.append(row)
                continue
            }
            if let stickyColumn, ["false", "no", "0", "not sticky"].contains(row.fields[stickyColumn].trimmingCharacters(in: .whitespaces).lowercased()) {
                notSticky += 1
                continue
            }
            var variant = label
            if label.hasPrefix("sitegen-") {
                sawPrefixed = true
                let rest = label.dropFirst("sitegen-".count)
                if let id = experimentID {
                    guard rest.hasPrefix(id + "-"), rest.count > id.count + 1 else { skippedOther += 1; continue }
                    variant = String(rest.dropFirst(id.count + 1))
                } else {
                    // Without a given id, the variant is what follows the last '-': sitegen's own variant names are A, B, C….
                    guard let dash = rest.lastIndex(of: "-"), dash != rest.startIndex, rest.index(after: dash) != rest.endIndex else {
                        throw failure(row.line, "'\(label)' is not sitegen-EXPERIMENT-VARIANT")
                    }
                    let id = String(rest[..<dash])
                    if let seen = firstSeenID, seen.id != id {
                        throw failure(seen.line, "the export holds several experiments (\(seen.id), \(id)); choose one with --experiment \(seen.id)")
                    }
                    firstSeenID = firstSeenID ?? (id, row.line)
                    variant = String(rest[rest.index(after: dash)...])
                }
            } else {
                sawPlain = sawPlain ?? row.line
            }
            kept.append((row.line, row.fields, variant))
        }
        if sawPrefixed, let line = sawPlain {
            throw failure(line, "variant '\(rows.first { $0.line == line }!.fields[variantColumn])' mixes with sitegen-EXPERIMENT-VARIANT names; which experiment does it belong to?")
        }

        // Dates, normalised so that they sort.
        var dateOf: [Int: String] = [:]
        if let dateColumn {
            for row in kept {
                guard let date = Self.date(row.fields[dateColumn]) else {
                    throw failure(row.line, "date '\(row.fields[dateColumn])' is neither YYYYMMDD (GA4) nor YYYY-MM-DD")
                }
                dateOf[row.line] = date
            }
        }

        var order: [String] = []
        if let valueColumn {
            if let row = unlabelled.first { throw failure(row.line, "empty variant name") }
            var groups: [String: [(date: String, value: Double)]] = [:]
            var total = 0
            for row in kept {
                guard let value = Self.number(row.fields[valueColumn]) else {
                    throw failure(row.line, "value '\(row.fields[valueColumn])' is not a number between -10^15 and 10^15")
                }
                var repeats = 1
                if let weightColumn {
                    guard let count = Self.count(row.fields[weightColumn]) else {
                        throw failure(row.line, "count '\(row.fields[weightColumn])' is not a whole number from 0 to 10^15")
                    }
                    repeats = count
                }
                total += repeats
                guard total <= Self.largestValueCount else {
                    throw failure(row.line, "more than \(ExperimentAnalysis.grouped(Self.largestValueCount)) visits; export counts (variant,visitors,conversions) instead")
                }
                if groups[row.variant] == nil { order.append(row.variant) }
                groups[row.variant, default: []].append(contentsOf: repeatElement((date: dateOf[row.line] ?? "", value: value), count: repeats))
            }
            data = .values(order.map { ($0, groups[$0]!.map(\.value)) })
            let dates = Array(Set(dateOf.values)).sorted()
            // Each look keeps its own copy of the values so far: bounded, so that a long dated export
            // cannot take time and memory in proportion to days × visits without limit.
            guard dates.count * total <= Self.largestValueCount * 3 else {
                throw failure(first.line, "\(ExperimentAnalysis.grouped(total)) visits over \(dates.count) days is more than the sequential test reads per visit; export one row per variant and day with counts (variant,visitors,conversions,date), or drop the date column")
            }
            looks = dates.map { day in .values(order.map { name in (name, groups[name]!.filter { $0.date <= day }.map(\.value)) }) }
            self.dates = dates
        } else if let visitorsColumn, let conversionsColumn {
            // The notes are written after the counts, once unlabelled totals rows are known.
            var daily: [String: [String: (Int, Int)]] = [:]
            var totals: [String: (Int, Int)] = [:]
            var sum = 0
            for row in kept {
                guard let visitors = Self.count(row.fields[visitorsColumn]) else {
                    throw failure(row.line, "visitors '\(row.fields[visitorsColumn])' is not a whole number from 0 to 10^15")
                }
                guard let conversions = Self.count(row.fields[conversionsColumn]) else {
                    throw failure(row.line, "conversions '\(row.fields[conversionsColumn])' is not a whole number from 0 to 10^15")
                }
                guard conversions <= visitors else {
                    throw failure(row.line, "\(conversions) conversions out of \(visitors) visitors; conversions cannot exceed visitors")
                }
                // Every count is at most 10^15, so this sum cannot overflow before the check stops it.
                sum += visitors
                guard sum <= Self.largestNumber else {
                    throw failure(row.line, "the visitors add up to more than 10^15; is a column mislabelled?")
                }
                if totals[row.variant] == nil { order.append(row.variant) }
                let before = totals[row.variant, default: (0, 0)]
                totals[row.variant] = (before.0 + visitors, before.1 + conversions)
                if let day = dateOf[row.line] {
                    let old = daily[day, default: [:]][row.variant, default: (0, 0)]
                    daily[day, default: [:]][row.variant] = (old.0 + visitors, old.1 + conversions)
                }
            }
            let sums = totals.values.reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
            for row in unlabelled {
                guard Self.count(row.fields[visitorsColumn]) == sums.0, Self.count(row.fields[conversionsColumn]) == sums.1 else {
                    throw failure(row.line, "empty variant name, and the numbers are not the total of the other rows")
                }
                skippedTotals += 1
            }
            data = .counts(order.map { ($0, totals[$0]!.0, totals[$0]!.1) })
            let dates = daily.keys.sorted()
            var running: [String: (Int, Int)] = [:]
            looks = dates.map { day in
                for (name, counts) in daily[day]! {
                    let old = running[name, default: (0, 0)]
                    running[name] = (old.0 + counts.0, old.1 + counts.1)
                }
                return .counts(order.map { ($0, running[$0]?.0 ?? 0, running[$0]?.1 ?? 0) })
            }
            self.dates = dates
        } else {
            preconditionFailure("columns chosen above")
        }
        self.experiment = sawPrefixed ? experimentID ?? firstSeenID?.id : nil
        if skippedTotals > 0 { notes.append("skipped \(skippedTotals) total or (not set) row\(skippedTotals == 1 ? "" : "s")") }
        if skippedOther > 0 { notes.append("skipped \(skippedOther) row\(skippedOther == 1 ? "" : "s") of other experiments") }
        if notSticky > 0 {
            notes.append("left out \(notSticky) row\(notSticky == 1 ? "" : "s") marked not sticky (storage blocked: such readers may be counted in several variants)")
        }
        self.notes = notes
        guard order.count >= 2 else {
            throw ExperimentError(location: SpecLocation(file: file, line: first.line), message: "found \(order.count) variant\(order.count == 1 ? "" : "s"); an analysis needs at least two")
        }
    }

    /// Thousands separators (`12,000` quoted, `12 000`) are common in exports.
    static func count(_ text: String) -> Int? {
        let cleaned = text.filter { $0 != "," && $0 != " " && $0 != "_" && $0 != "\u{00A0}" }
        guard let value = Int(cleaned), value >= 0, value <= largestNumber else { return nil }
        return value
    }

    static func number(_ text: String) -> Double? {
        let cleaned = text.trimmingCharacters(in: .whitespaces).filter { $0 != "," && $0 != "_" }
        guard let value = Double(cleaned), value.isFinite, abs(value) <= Double(largestNumber) else { return nil }
        return value
    }

    /// `20260314` or `2026-03-14` as `2026-03-14`.
    static func date(_ text: String) -> String? {
        let digits = text.trimmingCharacters(in: .whitespaces).filter { $0 != "-" }
        guard digits.count == 8, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        let chars = Array(digits)
        let month = Int(String(chars[4...5]))!, day = Int(String(chars[6...7]))!
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        return String(chars[0...3]) + "-" + String(chars[4...5]) + "-" + String(chars[6...7])
    }

    /// Splits one CSV line, honouring double-quoted fields with `""` escapes; nil for an unclosed quote.
    static func fields(of line: Substring) -> [String]? {
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
        if quoted { return nil }
        fields.append(current)
        return fields
    }
}
