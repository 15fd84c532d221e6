import Foundation

/// An analytics export read from CSV: the totals per variant, the cumulative totals after each day when the
/// export has a date column (what the sequential test looks at), and what was left out and why.
///
/// Accepts what GA4 Explorations, Plausible and hand-made sheets write: `#` comment lines, header names
/// in any case and spacing (`Experience variant string`, `Total users`, `Key events`, `Event count`, `Date`),
/// thousands separators inside quoted fields, GA4 dates (`20260314`) or ISO dates, the `sitegen-tldr-A`
/// names sitegen reports, and total, `(other)` and `(not set)` rows, which are skipped (the last two are
/// counted, as they hold visits of unknown variant). Anything that could be read two ways is an error
/// naming the file and line, and so is a shape no test can be run on: one row per variant carrying an
/// average, a variant whose values never vary, dated rows that look like running totals.
public struct ExperimentExport: Sendable, Equatable {
    /// How to read what the file cannot say about itself.
    public struct Options: Sendable, Equatable {
        /// Keep only `sitegen-ID-…` rows of this experiment (an export may hold several).
        public var experiment: String?
        /// Each dated row holds the total so far (a running total), not the day's own numbers.
        public var cumulative: Bool
        /// Each dated row holds the day's own numbers even though no series ever decreases (steadily growing traffic).
        public var daily: Bool
        /// Numbers use a decimal comma (`37,5`), with `.` or a space grouping thousands (`1.500,5`).
        public var decimalComma: Bool

        public init(experiment: String? = nil, cumulative: Bool = false, daily: Bool = false, decimalComma: Bool = false) {
            self.experiment = experiment
            self.cumulative = cumulative
            self.daily = daily
            self.decimalComma = decimalComma
        }
    }

    /// One metric of the export: a conversion column (with the visitors) or a value column.
    public struct Metric: Sendable, Equatable {
        /// The column's name as the file writes it (`Key events`, `Engaged seconds`).
        public var name: String
        public var data: ExperimentData
        /// Cumulative data after each date, oldest first; empty without a date column.
        public var looks: [ExperimentData]
    }

    /// Visits in `(other)` and `(not set)` rows: analytics tools put there what they could not label,
    /// so they belong to some variant the export does not name.
    public struct Unattributed: Sendable, Equatable, Codable {
        public var rows: Int
        public var visits: Int
        /// Visits in all rows read, these included.
        public var total: Int
        public var share: Double { total > 0 ? Double(visits) / Double(total) : 0 }
    }

    /// Every metric, in column order; the first is the primary one unless the caller says otherwise.
    public var metrics: [Metric]
    /// The dates of `looks`, as `YYYY-MM-DD`.
    public var dates: [String]
    /// The experiment id when variants were named `sitegen-ID-VARIANT`.
    public var experiment: String?
    /// What was skipped, for the report: total rows, rows of other experiments, exposures not kept sticky.
    public var notes: [String]
    public var unattributed: Unattributed

    /// The first metric's totals per variant.
    public var data: ExperimentData { metrics[0].data }
    /// The first metric's cumulative data after each date, oldest first; empty without a date column.
    public var looks: [ExperimentData] { metrics[0].looks }

    /// Largest count or |value| accepted: far beyond any real export, and small enough that every sum,
    /// product and square later on stays exact in Int and finite in Double (issue 19: a count of
    /// 9223372036854775807 used to overflow and trap).
    public static let largestNumber = 1_000_000_000_000_000
    /// Histogram rows (`variant,value,count`) are expanded into values; beyond this many visits the
    /// export should be aggregated into counts instead.
    public static let largestValueCount = 10_000_000
    /// Above this share of the visits in `(other)` or `(not set)` rows the verdict is withheld: a
    /// difference of a few percent between variants could hide in them.
    public static let largestUnattributedShare = 0.05
    /// Dated rows are taken for running totals when no series decreases over at least this many days:
    /// daily numbers that never once drop over four days in every variant happen by chance about once in
    /// 24² for two variants.
    static let runningTotalDays = 4

    /// Row labels analytics tools add that are totals of the other rows.
    static let totalLabels: Set<String> = ["total", "totals", "grand total"]
    /// Row labels for visits the tool could not attribute to a variant.
    static let unattributedLabels: Set<String> = ["(not set)", "(other)", "not set", "(none)"]

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

    /// A metric's name as compared with `--primary` and `--guardrail`: without case, spaces or punctuation.
    public static func normalizedName(_ name: String) -> String { normalized(name) }

    /// A column whose name says it holds one summary number per row (`Average engagement time`,
    /// `Conversion rate`, `Views per user`): no per-visit spread can be recovered from it.
    static func isSummaryName(_ normalized: String) -> Bool {
        ["average", "avg", "mean", "median", "peruser", "persession", "perview", "pervisit"].contains { normalized.contains($0) }
            || normalized.hasSuffix("rate") || normalized.hasSuffix("ratio") || normalized.hasSuffix("percentage")
    }

    public init(csv text: String, file: String = "input", experiment: String? = nil) throws(ExperimentError) {
        try self.init(csv: text, file: file, options: Options(experiment: experiment))
    }

    public init(csv text: String, file: String = "input", options: Options) throws(ExperimentError) {
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

        var variantColumn = 0, visitorsColumn: Int?, conversionColumns: [Int] = [], valueColumns: [Int] = []
        var weightColumn: Int?, dateColumn: Int?, stickyColumn: Int?
        let header = first.fields.dropFirst().contains { Double($0.filter { $0 != "," && $0 != " " && $0 != "_" && $0 != "." }) == nil }
        let width = first.fields.count
        var names = first.fields
        if header {
            let normalizedNames = first.fields.map(Self.normalized)
            func columns(_ aliases: Set<String>) -> [Int] { normalizedNames.indices.filter { aliases.contains(normalizedNames[$0]) } }
            func column(_ aliases: Set<String>) throws(ExperimentError) -> Int? {
                let found = columns(aliases)
                if found.count > 1 {
                    throw failure(first.line, "columns '\(found.map { first.fields[$0] }.joined(separator: "' and '"))' could both be meant; keep one")
                }
                return found.first
            }
            variantColumn = try column(Self.variantNames) ?? 0
            visitorsColumn = try column(Self.visitorNames)
            conversionColumns = columns(Self.conversionNames)
            // Several value (or conversion) columns are several metrics of one experiment.
            valueColumns = columns(Self.valueNames)
            weightColumn = try column(Self.weightNames)
            dateColumn = try column(Self.dateNames)
            stickyColumn = try column(Self.stickyNames)
            rows.removeFirst()
            if visitorsColumn != nil, !conversionColumns.isEmpty {
                valueColumns = []
                weightColumn = nil
            } else if valueColumns.isEmpty {
                if let summary = normalizedNames.indices.first(where: { $0 != variantColumn && Self.isSummaryName(normalizedNames[$0]) }) {
                    throw failure(first.line, "column '\(first.fields[summary])' holds one average or rate per row, which hides how much visits vary, so no test can be run on it; export one row per visit (variant,value), a histogram (variant,value,count), or for a rate the counts (variant,visitors,conversions)")
                }
                throw failure(first.line, "header '\(first.fields.joined(separator: ","))' has neither visitors and conversions nor value columns; expected variant,visitors,conversions or variant,value")
            } else if weightColumn == nil, visitorsColumn != nil {
                // variant,value,visitors: a histogram of how many visitors had each value.
                weightColumn = visitorsColumn
            }
        } else {
            switch first.fields.count {
            case 3: (visitorsColumn, conversionColumns) = (1, [2])
            case 2: valueColumns = [1]
            default: throw failure(first.line, "expected 2 columns (variant,value) or 3 (variant,visitors,conversions), found \(first.fields.count)")
            }
            names = first.fields.count == 3 ? ["variant", "visitors", "conversions"] : ["variant", "value"]
        }
        let reader = NumberReader(decimalComma: options.decimalComma)

        // Variant labels: skip totals, resolve sitegen-ID-VARIANT names, keep the chosen experiment.
        var notes: [String] = []
        var skippedTotals = 0, skippedOther = 0, notSticky = 0
        var unattributedRows: [(line: Int, fields: [String], label: String)] = []
        var kept: [(line: Int, fields: [String], variant: String)] = []
        let experimentID = options.experiment
        var sawPrefixed = false, sawPlain: Int?
        var firstSeenID: (id: String, line: Int)?
        var unlabelled: [(line: Int, fields: [String])] = []
        for row in rows {
            guard row.fields.count == width else {
                var message = "this row has \(row.fields.count) fields but \(header ? "the header has" : "the first row has") \(width)"
                if row.fields.count > width {
                    message += "; a number with an unquoted thousands separator? write \"1,000\" or 1000"
                    message += "; or a decimal comma? quote it (\"37,5\") and pass --decimal-comma, or write 37.5"
                }
                throw failure(row.line, message)
            }
            let label = row.fields[variantColumn].trimmingCharacters(in: .whitespaces)
            if Self.totalLabels.contains(label.lowercased()) { skippedTotals += 1; continue }
            if Self.unattributedLabels.contains(label.lowercased()) {
                unattributedRows.append((row.line, row.fields, label))
                continue
            }
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
        } else if options.cumulative {
            throw failure(first.line, "--cumulative reads dated rows holding the totals so far, but the export has no date column")
        }
        let dates = Array(Set(dateOf.values)).sorted()
        let runningTotalsHint = "these look like running totals (each day's row holds the total so far); export daily numbers, or pass --cumulative to read them as running totals (--daily if they are daily numbers that grew every day)"

        func count(_ row: (line: Int, fields: [String], variant: String), _ column: Int, _ what: String) throws(ExperimentError) -> Int {
            let text = row.fields[column]
            switch reader.count(text) {
            case let .success(value): return value
            case let .failure(problem): throw failure(row.line, "\(what) '\(text)' \(problem.message(whole: true, text: text))")
            }
        }

        var order: [String] = []
        var metrics: [Metric] = []
        var visitsRead = 0
        if !valueColumns.isEmpty {
            if let row = unlabelled.first { throw failure(row.line, "empty variant name") }
            // One entry per row: how many visits, and each metric's value.
            var entries: [(line: Int, variant: String, date: String, repeats: Int, values: [Double])] = []
            var total = 0
            for row in kept {
                var values: [Double] = []
                for column in valueColumns {
                    switch reader.number(row.fields[column]) {
                    case let .success(value): values.append(value)
                    case let .failure(problem): throw failure(row.line, "value '\(row.fields[column])' \(problem.message(whole: false, text: row.fields[column]))")
                    }
                }
                let repeats = try weightColumn.map { (column: Int) throws(ExperimentError) in try count(row, column, "count") } ?? 1
                entries.append((row.line, row.variant, dateOf[row.line] ?? "", repeats, values))
                if !order.contains(row.variant) { order.append(row.variant) }
                total += repeats
                guard total <= Self.largestValueCount || options.cumulative else {
                    throw failure(row.line, "more than \(ExperimentAnalysis.grouped(Self.largestValueCount)) visits; export counts (variant,visitors,conversions) instead")
                }
            }
            if options.cumulative {
                guard weightColumn != nil else {
                    throw failure(first.line, "--cumulative needs a count column (variant,value,count,date): rows of single visits cannot be running totals")
                }
                // A running histogram: the count of each (variant, value) is the total so far; the day's own
                // counts are the differences, which must never be negative.
                var latest: [String: (line: Int, count: Int)] = [:]
                var daily: [(line: Int, variant: String, date: String, repeats: Int, values: [Double])] = []
                for date in dates {
                    for entry in entries where entry.date == date {
                        let key = entry.variant + "\u{1}" + entry.values.map { String($0) }.joined(separator: ",")
                        let before = latest[key]?.count ?? 0
                        guard entry.repeats >= before else {
                            throw failure(entry.line, "with --cumulative each dated row holds the total so far, but this count falls from \(ExperimentAnalysis.grouped(before)) (line \(latest[key]!.line)) to \(ExperimentAnalysis.grouped(entry.repeats)); drop --cumulative if the rows are daily numbers")
                        }
                        latest[key] = (entry.line, entry.repeats)
                        if entry.repeats > before { daily.append((entry.line, entry.variant, date, entry.repeats - before, entry.values)) }
                    }
                }
                entries = daily
                total = entries.reduce(0) { $0 + $1.repeats }
                guard total <= Self.largestValueCount else {
                    throw failure(first.line, "more than \(ExperimentAnalysis.grouped(Self.largestValueCount)) visits; export counts (variant,visitors,conversions) instead")
                }
            } else if weightColumn != nil, !options.daily, dates.count >= Self.runningTotalDays {
                var perDay: [String: [String: Int]] = [:]
                for entry in entries { perDay[entry.variant, default: [:]][entry.date, default: 0] += entry.repeats }
                if Self.neverDecreases(order.map { name in dates.map { perDay[name]?[$0] ?? 0 } }) {
                    throw failure(first.line, "the visits per variant never decrease over \(dates.count) days: \(runningTotalsHint)")
                }
            }
            // A shape that carries one number per variant (and day): an average, not visits.
            if let weightColumn {
                var seen: Set<String> = []
                var onePerVariant = true
                for entry in entries where !seen.insert(entry.variant + "\u{1}" + entry.date).inserted { onePerVariant = false; break }
                if onePerVariant, let big = entries.first(where: { $0.repeats > 1 }) {
                    let shown = valueColumns.map { names[$0] }.joined(separator: "', '")
                    throw failure(big.line, "each variant has one row\(dates.isEmpty ? "" : " per day") (\(big.variant): \(ExperimentAnalysis.grouped(big.repeats)) visits, '\(shown)' \(big.values.map(ExperimentAnalysis.formatNumber).joined(separator: ", "))), so '\(shown)' is one number per variant, an average or a total, not one value per visit: it hides how much visits vary, and no test can be run on it; export one row per visit (variant,value) or a histogram (variant,value,count: how many visits had each value)")
                }
            }
            for (index, column) in valueColumns.enumerated() {
                var groups: [String: [(date: String, value: Double)]] = [:]
                for entry in entries {
                    groups[entry.variant, default: []].append(contentsOf: repeatElement((date: entry.date, value: entry.values[index]), count: entry.repeats))
                }
                // No spread: nothing to test a difference against (Welch's t would divide by zero and say p = 0).
                for name in order {
                    let values = groups[name]?.map(\.value) ?? []
                    if values.count >= 2, values.allSatisfy({ $0 == values[0] }) {
                        let line = entries.first { $0.variant == name }!.line
                        throw failure(line, "every one of the \(ExperimentAnalysis.grouped(values.count)) visits of variant \(name) has \(names[column]) \(ExperimentAnalysis.formatNumber(values[0])): with no spread between visits there is nothing to test a difference against; if the rows hold averages or totals, export one row per visit (variant,value) or a histogram (variant,value,count)")
                    }
                }
                let data = ExperimentData.values(order.map { ($0, groups[$0]!.map(\.value)) })
                // Each look keeps its own copy of the values so far: bounded, so that a long dated export
                // cannot take time and memory in proportion to days × visits without limit.
                guard dates.count * total <= Self.largestValueCount * 3 else {
                    throw failure(first.line, "\(ExperimentAnalysis.grouped(total)) visits over \(dates.count) days is more than the sequential test reads per visit; export one row per variant and day with counts (variant,visitors,conversions,date), or drop the date column")
                }
                let looks = dates.map { day in ExperimentData.values(order.map { name in (name, groups[name]!.filter { $0.date <= day }.map(\.value)) }) }
                metrics.append(Metric(name: names[column], data: data, looks: looks))
            }
            visitsRead = total
        } else if let visitorsColumn, !conversionColumns.isEmpty {
            // Per variant and day: visitors, then each conversion column.
            var daily: [String: [String: [Int]]] = [:]
            var lastLine: [String: Int] = [:]
            var totals: [String: [Int]] = [:]
            var sum = 0
            for row in kept {
                let visitors = try count(row, visitorsColumn, "visitors")
                var numbers = [visitors]
                for column in conversionColumns {
                    let conversions = try count(row, column, names[column].lowercased() == "conversions" || !header ? "conversions" : names[column])
                    guard conversions <= visitors else {
                        throw failure(row.line, "\(conversions) \(header ? names[column] : "conversions") out of \(visitors) visitors; conversions cannot exceed visitors")
                    }
                    numbers.append(conversions)
                }
                // Every count is at most 10^15, so this sum cannot overflow before the check stops it.
                sum += visitors
                guard sum <= Self.largestNumber else {
                    throw failure(row.line, "the visitors add up to more than 10^15; is a column mislabelled?")
                }
                if totals[row.variant] == nil { order.append(row.variant) }
                totals[row.variant] = zip(totals[row.variant] ?? numbers.map { _ in 0 }, numbers).map(+)
                if let day = dateOf[row.line] {
                    daily[day, default: [:]][row.variant] = zip(daily[day]?[row.variant] ?? numbers.map { _ in 0 }, numbers).map(+)
                    lastLine[day + "\u{1}" + row.variant] = row.line
                }
            }
            let zero = [Int](repeating: 0, count: conversionColumns.count + 1)
            var cumulative: [[String: [Int]]] = []
            if options.cumulative {
                // The rows are the totals so far: a look is the latest row of each variant; the totals are the last look.
                var running: [String: [Int]] = [:]
                for day in dates {
                    for name in order {
                        guard let now = daily[day]?[name] else { continue }
                        let before = running[name] ?? zero
                        if let index = before.indices.first(where: { before[$0] > now[$0] }) {
                            let what = index == 0 ? "visitors" : names[conversionColumns[index - 1]]
                            throw failure(lastLine[day + "\u{1}" + name]!, "with --cumulative each dated row holds the total so far, but \(name)'s \(what) fall from \(ExperimentAnalysis.grouped(before[index])) to \(ExperimentAnalysis.grouped(now[index])) on \(day); drop --cumulative if the rows are daily numbers")
                        }
                        running[name] = now
                    }
                    cumulative.append(running)
                }
                totals = cumulative.last ?? [:]
                sum = totals.values.reduce(0) { $0 + $1[0] }
            } else {
                if !options.daily, dates.count >= Self.runningTotalDays {
                    let series = order.flatMap { name in (0...conversionColumns.count).map { index in dates.map { daily[$0]?[name]?[index] ?? 0 } } }
                    if Self.neverDecreases(series) {
                        throw failure(first.line, "the visitors and conversions of every variant never decrease over \(dates.count) days: \(runningTotalsHint)")
                    }
                }
                var running: [String: [Int]] = [:]
                for day in dates {
                    for (name, counts) in daily[day]! { running[name] = zip(running[name] ?? zero, counts).map(+) }
                    cumulative.append(running)
                }
            }
            let sums = totals.values.reduce(zero) { zip($0, $1).map(+) }
            for row in unlabelled {
                guard reader.count(row.fields[visitorsColumn]).value == sums[0],
                      conversionColumns.enumerated().allSatisfy({ reader.count(row.fields[$0.element]).value == sums[$0.offset + 1] }) else {
                    throw failure(row.line, "empty variant name, and the numbers are not the total of the other rows")
                }
                skippedTotals += 1
            }
            for (index, column) in conversionColumns.enumerated() {
                metrics.append(Metric(name: header ? names[column] : "conversions",
                                      data: .counts(order.map { ($0, totals[$0]![0], totals[$0]![index + 1]) }),
                                      looks: cumulative.map { look in .counts(order.map { ($0, look[$0]?[0] ?? 0, look[$0]?[index + 1] ?? 0) }) }))
            }
            visitsRead = sum
        } else {
            preconditionFailure("columns chosen above")
        }
        // Visits the tool could not label: counted, so the report can say how many are missing from the variants.
        var lostVisits = 0
        for row in unattributedRows {
            let column = visitorsColumn ?? weightColumn
            lostVisits += column.flatMap { reader.count(row.fields[$0]).value } ?? 1
        }
        if options.cumulative, dateColumn != nil, let last = dates.last {
            // Running totals: the last day's rows hold every visit.
            lostVisits = 0
            for row in unattributedRows where Self.date(row.fields[dateColumn!]) == last {
                let column = visitorsColumn ?? weightColumn
                lostVisits += column.flatMap { reader.count(row.fields[$0]).value } ?? 1
            }
        }
        self.metrics = metrics
        self.dates = dates
        self.experiment = sawPrefixed ? experimentID ?? firstSeenID?.id : nil
        unattributed = Unattributed(rows: unattributedRows.count, visits: lostVisits, total: visitsRead + lostVisits)
        if skippedTotals > 0 { notes.append("skipped \(skippedTotals) total row\(skippedTotals == 1 ? "" : "s")") }
        if !unattributedRows.isEmpty {
            let labels = Array(Set(unattributedRows.map { $0.label.lowercased() })).sorted().joined(separator: " and ")
            let share = String(format: "%.1f%%", unattributed.share * 100)
            notes.append("left out \(unattributedRows.count) \(labels) row\(unattributedRows.count == 1 ? "" : "s") holding \(ExperimentAnalysis.grouped(lostVisits)) of \(ExperimentAnalysis.grouped(unattributed.total)) visits (\(share)): visits of some variant the export could not name")
        }
        if skippedOther > 0 { notes.append("skipped \(skippedOther) row\(skippedOther == 1 ? "" : "s") of other experiments") }
        if notSticky > 0 {
            notes.append("left out \(notSticky) row\(notSticky == 1 ? "" : "s") marked not sticky (storage blocked: such readers may be counted in several variants)")
        }
        if options.cumulative { notes.append("read the dated rows as running totals (--cumulative)") }
        self.notes = notes
        guard order.count >= 2 else {
            throw ExperimentError(location: SpecLocation(file: file, line: first.line), message: "found \(order.count) variant\(order.count == 1 ? "" : "s"); an analysis needs at least two")
        }
    }

    /// True when every series never decreases and at least one grows: what running totals look like.
    static func neverDecreases(_ series: [[Int]]) -> Bool {
        guard series.contains(where: { ($0.last ?? 0) > ($0.first ?? 0) }) else { return false }
        return series.allSatisfy { values in zip(values, values.dropFirst()).allSatisfy { $0 <= $1 } }
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

/// Numbers as exports write them. A separator is read as grouping thousands only where the digits say so
/// (`1,500`, `12,345.5`: groups of three after the first); anything else with a comma (`37,5`, `1,5`) could be
/// a decimal comma, and is an error that asks, never a guess (issue 30: `"37,5"` was read as 375).
struct NumberReader {
    var decimalComma: Bool

    enum Problem: Error {
        case notANumber, outOfRange, notWhole, ambiguousSeparator(Character)

        func message(whole: Bool, text: String) -> String {
            switch self {
            case .notANumber, .outOfRange:
                whole ? "is not a whole number from 0 to 10^15" : "is not a number between -10^15 and 10^15"
            case .notWhole:
                "is not a whole number from 0 to 10^15"
            case .ambiguousSeparator(","):
                "has a comma that does not group thousands (groups of three digits, as in 1,500): is it a decimal comma? "
                    + (whole ? "A count is a whole number; check the column, or pass --decimal-comma if the export writes decimals with a comma"
                        : (text.filter { $0 == "," }.count == 1 ? "Write \(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "."))" : "Write it with a '.' for the decimal point")
                            + ", or pass --decimal-comma if the export writes decimals with a comma")
            case .ambiguousSeparator:
                "has a '.' that is not a decimal point under --decimal-comma and does not group thousands (as in 1.500): which is it?"
            }
        }
    }

    /// The text with thousands separators removed and a decimal point, if the separators allow one reading only.
    func canonical(_ raw: String) -> Result<String, Problem> {
        let text = raw.trimmingCharacters(in: .whitespaces).filter { $0 != "_" && $0 != " " && $0 != "\u{00A0}" && $0 != "\u{202F}" }
        let (group, decimal): (Character, Character) = decimalComma ? (".", ",") : (",", ".")
        guard text.contains(group) else {
            return .success(decimalComma ? String(text.map { $0 == "," ? "." : $0 }) : text)
        }
        // Grouping: an optional sign, 1–3 digits, then groups of exactly three, then the decimal part.
        var body = Substring(text)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let parts = body.split(separator: decimal, maxSplits: 1, omittingEmptySubsequences: false)
        let groups = parts[0].split(separator: group, omittingEmptySubsequences: false)
        let valid = groups.count > 1 && (1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 }
            && groups.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
            && (parts.count == 1 || !parts[1].contains(group))
        guard valid else { return .failure(.ambiguousSeparator(group)) }
        let stripped = text.filter { $0 != group }
        return .success(decimalComma ? String(stripped.map { $0 == "," ? "." : $0 }) : stripped)
    }

    func number(_ text: String) -> Result<Double, Problem> {
        canonical(text).flatMap { cleaned in
            guard let value = Double(cleaned) else { return .failure(.notANumber) }
            guard value.isFinite, abs(value) <= Double(ExperimentExport.largestNumber) else { return .failure(.outOfRange) }
            return .success(value)
        }
    }

    func count(_ text: String) -> Result<Int, Problem> {
        canonical(text).flatMap { cleaned in
            guard let value = Int(cleaned) else { return .failure(Double(cleaned) == nil || cleaned.contains("e") ? .notANumber : .notWhole) }
            guard value >= 0, value <= ExperimentExport.largestNumber else { return .failure(.outOfRange) }
            return .success(value)
        }
    }
}

fileprivate extension Result {
    var value: Success? { try? get() }
}
