import Foundation

extension ExperimentAnalysis {
    /// The analysis as the terminal table `sitegen experiments analyze` prints.
    public var report: String {
        let rate = metric == .conversionRate
        var header = ["variant", "visitors"]
        if rate { header.append("conversions") }
        let pLabel = (mode == .sequential ? "always-valid p" : (correction == nil ? "p-value" : "p")) + (correction == nil ? "" : " (Holm)")
        header += [rate ? "rate" : "mean", "95% interval", "vs \(control)", mode == .sequential ? "95% conf. sequence" : "95% interval", pLabel]
        // The probability to beat is a fixed-horizon figure: read daily, it climbs past any bar by chance.
        let showBeat = mode == .fixedHorizon
        if showBeat { header.append("P(beats \(control))") }
        var rows = [header]
        for variant in variants {
            var row = [variant.name, Self.grouped(variant.visitors)]
            if rate { row.append(Self.grouped(variant.conversions ?? 0)) }
            guard let value = variant.value else {
                rows.append(row + ["no data"])
                continue
            }
            row.append(formatValue(value))
            row.append(variant.interval.count == 2 ? "\(formatValue(variant.interval[0])) – \(formatValue(variant.interval[1]))" : "")
            if let comparison = variant.comparison {
                row += [formatDifference(comparison.difference),
                        comparison.differenceInterval.count == 2
                            ? "\(formatDifference(comparison.differenceInterval[0])) – \(formatDifference(comparison.differenceInterval[1]))" : "",
                        Self.formatP(comparison.adjustedPValue)]
                if showBeat, let beat = comparison.probabilityToBeatControl { row.append(String(format: "%.1f%%", beat * 100)) }
            } else if variant.name == control {
                row += ["control", "", ""] + (showBeat ? [""] : [])
            } else {
                row += ["too few"]
            }
            rows.append(row)
        }
        let numeric = Set(rate ? [1, 2] : [1])
        var lines = [Self.table(rows, rightAligned: numeric), ""]
        let test = variants.compactMap(\.comparison).first?.test ?? (rate ? "Fisher's exact test" : "Welch's t-test")
        switch mode {
        case .fixedHorizon:
            lines.append("mode: fixed horizon (\(test)\(rate ? ", Newcombe intervals" : "")): valid for one look at a sample size chosen in advance; if you check daily, use --sequential")
        case .sequential:
            let count = looks ?? 1
            lines.append("mode: sequential (mSPRT always-valid p-values and confidence sequences, \(count) look\(count == 1 ? "" : "s")): valid however often you look; stop when it names a winner")
            if let tuning = sequentialTuning, let source = tuningSource {
                lines.append("tuning: most sensitive at \(Self.grouped(Int(tuning.rounded()))) visitors in two arms (\(source)); change with --sequential-tuning")
            }
        }
        if let correction {
            if let family = familyComparisons {
                lines.append("correction: \(correction), over \(family) comparisons of all metrics × variants with \(control) (p-values adjusted)")
            } else {
                let count = variants.filter { $0.comparison != nil }.count
                lines.append("correction: \(correction), over \(count) comparisons with \(control) (p-values adjusted)")
            }
        }
        let split = variants.map { "\($0.name) \(Self.percent($0.expectedShare))" }.joined(separator: ", ")
        lines.append("weights: \(split), \(weights)")
        lines.append("sample ratio: \(sampleRatio.mismatch ? "MISMATCH" : "as planned") (χ² = \(String(format: "%.2f", sampleRatio.chiSquare)), \(Self.pClause(sampleRatio.pValue)))")
        if let size = sampleSize {
            let days = size.days.map { ", about \(Self.grouped($0)) day\($0 == 1 ? "" : "s") at this traffic" } ?? ""
            lines.append("sample size: \(Self.grouped(size.totalNeeded)) visitors in all to detect \(formatDifference(size.minimumDetectableEffect, signed: false)) (power \(Self.percent(size.power)), α \(Self.alphaText(size.alpha)), \(size.test)\(days)); \(size.remaining == 0 ? "reached" : "\(Self.grouped(size.remaining)) more needed")")
        }
        if let reached = powerReached {
            var parts: [String] = []
            if let effect = sampleSize?.minimumDetectableEffect, let power = reached.powerAtEffect {
                parts.append("\(Self.percent(power)) to detect \(formatDifference(effect, signed: false)) now")
            }
            if let detectable = reached.detectableEffect {
                parts.append("80% for a difference of \(formatDifference(detectable, signed: false)) or more")
            } else {
                parts.append("no difference the metric allows reaches 80% yet")
            }
            lines.append("power: \(parts.joined(separator: "; ")) (\(reached.test), at the visitors so far)")
        }
        for note in notes { lines.append("note: \(note)") }
        let verdictLines = verdict.split(separator: "\n")
        for (index, line) in verdictLines.enumerated() {
            lines.append((index == 0 ? "verdict: " : "         ") + line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The analysis as JSON with sorted keys, so the same input always prints the same bytes.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func alphaText(_ alpha: Double) -> String {
        alpha == ExperimentAnalysis.alpha ? percent(alpha) : String(format: "%.2g%%", alpha * 100)
    }

    func formatValue(_ value: Double) -> String {
        metric == .conversionRate ? String(format: "%.2f%%", value * 100) : Self.formatNumber(value)
    }

    static func percent(_ share: Double) -> String {
        let value = share * 100
        return value == value.rounded() ? String(format: "%.0f%%", value) : String(format: "%.1f%%", value)
    }

    static func table(_ rows: [[String]], rightAligned: Set<Int>) -> String {
        let count = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                return rightAligned.contains(index) ? pad + cell : cell + pad
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n")
    }
}
