import Foundation
import TextSupport

extension MetricFamily {
    /// One self-contained page (inline CSS and SVG, no script, nothing fetched) for
    /// `sitegen experiments analyze --html report.html`: the verdict in one sentence, each variant's value
    /// with its interval, the cumulative difference with its always-valid band when the export is dated,
    /// the sample-ratio check and the power reached. Laid out for a phone first (375 px).
    public func htmlReport(source: String) -> String {
        let primary = self.primary.analysis
        let withheld = primary.verdict.hasPrefix("no verdict")
        var body = """
        <header><p class="kicker">Experiment results · \(HTMLEscaping.text(source))</p>
        <h1>\(HTMLEscaping.text(Self.sentence(self)))</h1>
        <p class="status \(withheld ? "withheld" : primary.hasWinner ? "winner" : "none")">\(withheld ? "No verdict" : primary.hasWinner ? "A winner" : "No significant difference")\(metrics.count > 1 ? " on \(HTMLEscaping.text(self.primary.name)), the primary metric" : "")</p>
        </header>

        """
        for entry in metrics {
            body += Self.section(entry, single: metrics.count == 1)
        }
        if metrics.count > 1 {
            body += "<section><h2>All metrics</h2><p>Holm's correction over \(comparisons) comparisons (every metric × every variant against the control) keeps the chance of any false winner at 5%.</p><ul>"
            for line in verdict.split(separator: "\n") { body += "<li>\(HTMLEscaping.text(String(line)))</li>" }
            body += "</ul></section>\n"
        }
        body += "<footer>Written by sitegen experiments analyze. The page loads nothing from the network.</footer>\n"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="icon" href="data:,">
        <title>Experiment results: \(HTMLEscaping.text(source))</title>
        <style>\(Self.style)</style>
        </head>
        <body>
        <main>
        \(body)</main>
        </body>
        </html>

        """
    }

    /// The verdict as one sentence a reader can act on.
    static func sentence(_ family: MetricFamily) -> String {
        let analysis = family.primary.analysis
        let lines = analysis.verdict.split(separator: "\n").map(String.init)
        guard var first = lines.first else { return "" }
        if first.hasPrefix("no verdict") {
            // The first clause says why; the rest of the text is the checklist shown below.
            if let end = first.range(of: ":", range: first.index(first.startIndex, offsetBy: 11)..<first.endIndex) {
                first = String(first[..<end.lowerBound])
            }
            return Self.capitalized(first) + "."
        }
        let decided = lines.filter { !$0.hasPrefix("no significant") }
        let text = (decided.isEmpty ? [first] : decided).joined(separator: "; ")
        return Self.capitalized(text) + (text.hasSuffix(")") || text.hasSuffix(".") ? "." : ".")
    }

    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    static func section(_ entry: Entry, single: Bool) -> String {
        let a = entry.analysis
        let rate = a.metric == .conversionRate
        var html = "<section>\n<h2>\(HTMLEscaping.text(entry.name))\(single ? "" : " <span class=\"role\">\(entry.role.rawValue)</span>")</h2>\n"
        // Each variant's value with its interval, on one shared axis.
        let bounds = a.variants.flatMap { $0.interval.count == 2 ? $0.interval : [] }
        if let low = bounds.min(), let high = bounds.max(), high > low {
            let pad = (high - low) * 0.08, lo = low - pad, hi = high + pad
            let position = { (x: Double) in String(format: "%.2f%%", (x - lo) / (hi - lo) * 100) }
            html += "<figure class=\"intervals\"><figcaption>\(rate ? "Conversion rate" : "Mean") per variant with its 95% interval</figcaption>\n"
            for v in a.variants {
                guard let value = v.value, v.interval.count == 2 else {
                    html += "<div class=\"row\"><span class=\"name\">\(HTMLEscaping.text(v.name))</span><span class=\"track\"><span class=\"empty\">no data</span></span><span class=\"num\"></span></div>\n"
                    continue
                }
                let left = (v.interval[0] - lo) / (hi - lo) * 100, width = (v.interval[1] - v.interval[0]) / (hi - lo) * 100
                html += "<div class=\"row\"><span class=\"name\">\(HTMLEscaping.text(v.name))</span><span class=\"track\">"
                    + "<span class=\"bar\" style=\"left:\(String(format: "%.2f", left))%;width:\(String(format: "%.2f", max(width, 0.4)))%\"></span>"
                    + "<span class=\"dot\" style=\"left:\(position(value))\"></span></span>"
                    + "<span class=\"num\">\(HTMLEscaping.text(a.formatValue(value)))</span></div>\n"
            }
            html += "<div class=\"row axis\"><span class=\"name\"></span><span class=\"track\"><span>\(HTMLEscaping.text(a.formatValue(lo)))</span><span>\(HTMLEscaping.text(a.formatValue(hi)))</span></span><span class=\"num\"></span></div>\n</figure>\n"
        }
        // The table, scrolled sideways on its own when the screen is narrow.
        let sequential = a.mode == .sequential
        html += "<div class=\"table\"><table>\n<thead><tr><th>Variant</th><th>Visitors</th>\(rate ? "<th>Conversions</th>" : "")<th>\(rate ? "Rate" : "Mean")</th><th>95% interval</th><th>vs \(HTMLEscaping.text(a.control))</th><th>\(sequential ? "95% confidence sequence" : "95% interval")</th><th>\(sequential ? "always-valid p" : "p")\(a.correction == nil ? "" : " (Holm)")</th></tr></thead>\n<tbody>\n"
        for v in a.variants {
            var cells = [HTMLEscaping.text(v.name), ExperimentAnalysis.grouped(v.visitors)]
            if rate { cells.append(ExperimentAnalysis.grouped(v.conversions ?? 0)) }
            if let value = v.value {
                cells.append(HTMLEscaping.text(a.formatValue(value)))
                cells.append(v.interval.count == 2 ? HTMLEscaping.text("\(a.formatValue(v.interval[0])) – \(a.formatValue(v.interval[1]))") : "")
            } else {
                cells += ["no data", ""]
            }
            if let c = v.comparison, v.status != .noSpread {
                cells.append(HTMLEscaping.text(a.formatDifference(c.difference)))
                cells.append(c.differenceInterval.count == 2 ? HTMLEscaping.text("\(a.formatDifference(c.differenceInterval[0])) – \(a.formatDifference(c.differenceInterval[1]))") : "")
                cells.append(HTMLEscaping.text(ExperimentAnalysis.formatP(c.adjustedPValue)))
            } else {
                cells += [v.name == a.control ? "control" : "—", "", ""]
            }
            html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
        }
        html += "</tbody></table></div>\n"
        for v in a.variants {
            if let track = v.comparison?.track, track.count >= 2 {
                html += liftChart(track, variant: v.name, analysis: a)
            }
        }
        // The checks, each in a sentence.
        var facts: [(String, String)] = []
        switch a.mode {
        case .fixedHorizon:
            facts.append(("Test", "Fixed horizon (\(a.variants.compactMap(\.comparison).first?.test ?? (rate ? "Fisher's exact test" : "Welch's t-test"))): valid for one look at a sample size chosen in advance."))
        case .sequential:
            var text = "Sequential (mSPRT) over \(a.looks ?? 1) look\((a.looks ?? 1) == 1 ? "" : "s"): valid however often you look."
            if let tuning = a.sequentialTuning, let source = a.tuningSource {
                text += " Most sensitive at \(ExperimentAnalysis.grouped(Int(tuning.rounded()))) visitors in two arms (\(source))."
            }
            facts.append(("Test", text))
        }
        facts.append(("Sample ratio", a.sampleRatio.mismatch
            ? "Mismatch (\(ExperimentAnalysis.pClause(a.sampleRatio.pValue))): the visitors are not split as planned."
            : "As planned (χ² = \(String(format: "%.2f", a.sampleRatio.chiSquare)), \(ExperimentAnalysis.pClause(a.sampleRatio.pValue)))."))
        facts.append(("Weights", a.variants.map { "\($0.name) \(ExperimentAnalysis.percent($0.expectedShare))" }.joined(separator: ", ") + ", " + a.weights + "."))
        if let reached = a.powerReached {
            var text = ""
            if let effect = a.sampleSize?.minimumDetectableEffect, let power = reached.powerAtEffect {
                text += "\(ExperimentAnalysis.percent(power)) chance to detect \(a.formatDifference(effect, signed: false)) at the visitors so far. "
            }
            text += reached.detectableEffect.map { "A difference of \(a.formatDifference($0, signed: false)) or more would be found 80% of the time." }
                ?? "No difference the metric allows would be found 80% of the time yet."
            facts.append(("Power reached", text + " (\(reached.test))"))
        }
        if let size = a.sampleSize {
            facts.append(("Sample size", "\(ExperimentAnalysis.grouped(size.totalNeeded)) visitors in all for 80% power to detect \(a.formatDifference(size.minimumDetectableEffect, signed: false)) (\(size.test)\(size.days.map { ", about \($0) days" } ?? "")); \(size.remaining == 0 ? "reached" : "\(ExperimentAnalysis.grouped(size.remaining)) more needed")."))
        }
        for note in a.notes { facts.append(("Note", ExperimentExport.sentenceCase(note))) }
        facts.append(("Verdict", a.verdict.replacingOccurrences(of: "\n", with: " ")))
        html += "<dl>\n" + facts.map { "<dt>\(HTMLEscaping.text($0.0))</dt><dd>\(HTMLEscaping.text($0.1))</dd>" }.joined(separator: "\n") + "\n</dl>\n</section>\n"
        return html
    }

    /// The cumulative difference over the days with its always-valid band, as an inline SVG sized for a phone.
    static func liftChart(_ track: [ExperimentAnalysis.TrackPoint], variant: String, analysis a: ExperimentAnalysis) -> String {
        let width = 340.0, height = 200.0, left = 52.0, right = 8.0, top = 10.0, bottom = 30.0
        // The first looks' bands are very wide; the scale follows the later half so the end stays readable.
        let later = track.suffix(max(2, track.count / 2))
        var low = min(0, later.map(\.lower).min()!, track.map(\.difference).min()!)
        var high = max(0, later.map(\.upper).max()!, track.map(\.difference).max()!)
        if high - low <= 0 { (low, high) = (low - 1, high + 1) }
        let pad = (high - low) * 0.05
        low -= pad
        high += pad
        let x = { (i: Int) in left + (width - left - right) * Double(i) / Double(max(1, track.count - 1)) }
        let y = { (v: Double) in top + (height - top - bottom) * (high - min(max(v, low), high)) / (high - low) }
        let f = { (v: Double) in String(format: "%.1f", v) }
        let upper = track.indices.map { "\(f(x($0))),\(f(y(track[$0].upper)))" }
        let lower = track.indices.reversed().map { "\(f(x($0))),\(f(y(track[$0].lower)))" }
        let line = track.indices.map { "\(f(x($0))),\(f(y(track[$0].difference)))" }.joined(separator: " ")
        let label = { (v: Double) in HTMLEscaping.text(a.formatDifference(v)) }
        var svg = "<figure class=\"lift\"><figcaption>Cumulative difference \(HTMLEscaping.text(variant)) − \(HTMLEscaping.text(a.control)) by day, with its always-valid 95% band (valid at every look)</figcaption>\n"
        svg += "<svg viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"Cumulative difference of \(HTMLEscaping.attribute(variant)) against \(HTMLEscaping.attribute(a.control)) over \(track.count) days\">\n"
        svg += "<polygon class=\"band\" points=\"\((upper + lower).joined(separator: " "))\"/>\n"
        svg += "<line class=\"zero\" x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(f(y(0)))\" y2=\"\(f(y(0)))\"/>\n"
        svg += "<polyline class=\"diff\" points=\"\(line)\"/>\n"
        for value in [high - pad, 0, low + pad] {
            svg += "<text x=\"\(f(left - 4))\" y=\"\(f(y(value) + 4))\" text-anchor=\"end\">\(label(value))</text>\n"
        }
        svg += "<text x=\"\(f(left))\" y=\"\(f(height - 8))\">\(HTMLEscaping.text(track.first!.date))</text>\n"
        svg += "<text x=\"\(f(width - right))\" y=\"\(f(height - 8))\" text-anchor=\"end\">\(HTMLEscaping.text(track.last!.date))</text>\n"
        svg += "</svg></figure>\n"
        return svg
    }

    static let style = """
    :root{color-scheme:light dark;--fg:#1b1f24;--muted:#57606a;--line:#d0d7de;--accent:#0969da;--band:rgba(9,105,218,.18);--good:#1a7f37;--warn:#9a6700;--bg:#fff}
    @media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9da7b3;--line:#30363d;--accent:#4493f8;--band:rgba(68,147,248,.25);--good:#3fb950;--warn:#d29922;--bg:#0d1117}}
    *{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
    main{max-width:54rem;margin:0 auto;padding:1rem}h1{font-size:1.35rem;line-height:1.3;margin:.25rem 0 .5rem}h2{font-size:1.15rem;margin:1.75rem 0 .5rem}
    .kicker{color:var(--muted);font-size:.9rem;margin:0;overflow-wrap:anywhere}.status{display:inline-block;font-weight:600;padding:.1rem .5rem;border-radius:.3rem;border:1px solid currentColor;margin:0}
    .winner{color:var(--good)}.withheld{color:var(--warn)}.none{color:var(--muted)}.role{font-size:.8rem;font-weight:500;color:var(--muted);border:1px solid var(--line);border-radius:.3rem;padding:0 .35rem;vertical-align:middle}
    figure{margin:1rem 0}figcaption{font-size:.9rem;color:var(--muted);margin-bottom:.4rem}
    .intervals .row{display:grid;grid-template-columns:3.5rem 1fr 5rem;align-items:center;gap:.5rem;min-height:1.8rem}
    .name{font-weight:600;overflow-wrap:anywhere}.num{text-align:right;font-variant-numeric:tabular-nums}
    .track{position:relative;height:1.2rem;border-bottom:1px solid var(--line)}.bar{position:absolute;top:.5rem;height:.25rem;background:var(--accent);border-radius:.2rem}
    .dot{position:absolute;top:.3rem;width:.65rem;height:.65rem;margin-left:-.325rem;border-radius:50%;background:var(--fg)}.empty{font-size:.85rem;color:var(--muted)}
    .axis .track{border:0;display:flex;justify-content:space-between;font-size:.8rem;color:var(--muted)}
    .table{overflow-x:auto;border:1px solid var(--line);border-radius:.4rem}table{border-collapse:collapse;font-size:.9rem;font-variant-numeric:tabular-nums;min-width:100%}
    th,td{padding:.35rem .6rem;text-align:right;white-space:nowrap;border-bottom:1px solid var(--line)}th:first-child,td:first-child{text-align:left}tr:last-child td{border-bottom:0}
    svg{width:100%;max-width:34rem;height:auto;display:block}svg text{font-size:11px;fill:var(--muted);font-family:inherit}.band{fill:var(--band)}.zero{stroke:var(--muted);stroke-dasharray:3 3}.diff{fill:none;stroke:var(--accent);stroke-width:2}
    dl{display:grid;grid-template-columns:minmax(6rem,auto) 1fr;gap:.35rem .9rem;margin:1rem 0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
    @media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.4rem}}
    footer{color:var(--muted);font-size:.85rem;margin:2rem 0 1rem}
    """
}

extension ExperimentAnalysis {
    /// True when some variant is named better or worse than the control.
    var hasWinner: Bool {
        !verdict.hasPrefix("no verdict") && variants.contains { v in
            guard let c = v.comparison, v.status == .compared else { return false }
            return c.adjustedPValue < ExperimentAnalysis.alpha
        }
    }
}

extension ExperimentExport {
    static func sentenceCase(_ note: String) -> String {
        MetricFamily.capitalized(note) + (note.hasSuffix(".") ? "" : ".")
    }
}
