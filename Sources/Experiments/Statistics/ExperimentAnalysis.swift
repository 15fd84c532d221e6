import Foundation

/// The statistics of one experiment's results: per-variant estimates, comparisons with the control,
/// a sample-ratio check, the sample size still needed and a plain verdict.
public struct ExperimentAnalysis: Sendable, Equatable, Codable {
    public enum Metric: String, Sendable, Codable {
        /// From counts: the share of visitors who converted.
        case conversionRate = "conversion_rate"
        /// From one value per visit: the mean value.
        case mean
    }

    /// A variant compared with the control.
    public struct Comparison: Sendable, Equatable, Codable {
        /// Variant minus control, in the metric's units (a rate difference of 0.01 is one percentage point).
        public var difference: Double
        public var differenceInterval: [Double]
        /// Difference relative to the control's value; nil when the control's value is 0.
        public var relativeDifference: Double?
        /// z for counts (two-proportion test, pooled), t for values (Welch).
        public var statistic: Double
        public var degreesOfFreedom: Double?
        public var pValue: Double
        /// Posterior probability that this variant's true value exceeds the control's (Beta(1,1) priors for
        /// counts; a normal approximation for values).
        public var probabilityToBeatControl: Double
    }

    public struct VariantResult: Sendable, Equatable, Codable {
        public var name: String
        public var visitors: Int
        public var conversions: Int?
        /// The conversion rate or the mean.
        public var value: Double
        public var standardDeviation: Double?
        /// 95% interval: Wilson score for rates, t for means.
        public var interval: [Double]
        /// The share of visitors the weights planned for.
        public var expectedShare: Double
        /// Nil for the control.
        public var comparison: Comparison?
    }

    /// Chi-square goodness of fit of the visitor split against the weights.
    public struct SampleRatio: Sendable, Equatable, Codable {
        public var chiSquare: Double
        public var pValue: Double
        /// p < 0.001: the assignment or the tracking is broken and the comparison cannot be trusted.
        public var mismatch: Bool
    }

    public struct SampleSize: Sendable, Equatable, Codable {
        public var minimumDetectableEffect: Double
        public var power: Double
        public var alpha: Double
        /// Visitors each variant needs at its weight, for the variant that needs most.
        public var perVariant: Int
        public var totalNeeded: Int
        /// How many more visitors, site-wide across variants, before the test can detect the effect.
        public var remaining: Int
    }

    public var metric: Metric
    public var control: String
    public var variants: [VariantResult]
    public var sampleRatio: SampleRatio
    public var sampleSize: SampleSize?
    public var verdict: String

    public static let alpha = 0.05
    public static let power = 0.8

    /// Analyses `data` against `control` (the first variant by default).
    /// - Parameters:
    ///   - weights: planned shares by variant name; missing means equal shares.
    ///   - minimumDetectableEffect: absolute (0.02 is two percentage points for rates), for the sample size estimate.
    public init(data: ExperimentData, control: String? = nil, weights: [String: Double]? = nil,
                minimumDetectableEffect: Double? = nil) throws(ExperimentError) {
        let names = data.variantNames
        let controlName = control ?? names[0]
        guard let controlIndex = names.firstIndex(of: controlName) else {
            throw ExperimentError(location: nil, message: "control '\(controlName)' is not among the variants (\(names.joined(separator: ", ")))")
        }
        let shares = try Self.shares(names: names, weights: weights)
        self.control = controlName
        var results: [VariantResult]
        switch data {
        case let .counts(rows):
            metric = .conversionRate
            results = rows.enumerated().map { index, row in
                let rate = row.visitors > 0 ? Double(row.conversions) / Double(row.visitors) : 0
                return VariantResult(name: row.variant, visitors: row.visitors, conversions: row.conversions, value: rate,
                                     standardDeviation: nil, interval: Self.wilson(successes: row.conversions, trials: row.visitors),
                                     expectedShare: shares[index], comparison: nil)
            }
            let base = rows[controlIndex]
            for index in rows.indices where index != controlIndex {
                results[index].comparison = Self.compareProportions(rows[index], base)
            }
        case let .values(groups):
            metric = .mean
            results = try groups.enumerated().map { index, group throws(ExperimentError) in
                guard group.values.count >= 2 else {
                    throw ExperimentError(location: nil, message: "variant '\(group.variant)' has \(group.values.count) value; a mean's interval needs at least two")
                }
                let summary = Summary(group.values)
                let half = Distributions.studentTQuantile(0.975, degreesOfFreedom: Double(summary.count - 1)) * summary.standardError
                return VariantResult(name: group.variant, visitors: summary.count, conversions: nil, value: summary.mean,
                                     standardDeviation: summary.standardDeviation, interval: [summary.mean - half, summary.mean + half],
                                     expectedShare: shares[index], comparison: nil)
            }
            let base = Summary(groups[controlIndex].values)
            for index in groups.indices where index != controlIndex {
                results[index].comparison = Self.compareMeans(Summary(groups[index].values), base)
            }
        }
        variants = results
        sampleRatio = Self.sampleRatio(visitors: results.map(\.visitors), shares: shares)
        if let effect = minimumDetectableEffect {
            guard effect > 0, effect.isFinite else { throw ExperimentError(location: nil, message: "--mde must be a positive number, e.g. 0.02") }
            sampleSize = Self.sampleSize(effect: effect, control: results[controlIndex], metric: metric,
                                         shares: shares, controlIndex: controlIndex, visitors: results.reduce(0) { $0 + $1.visitors })
        } else {
            sampleSize = nil
        }
        verdict = ""
        verdict = makeVerdict()
    }

    // MARK: - Counts

    /// Wilson's score interval: unlike the Wald interval it stays inside [0, 1] and behaves at small counts.
    static func wilson(successes: Int, trials: Int) -> [Double] {
        guard trials > 0 else { return [0, 1] }
        let n = Double(trials), p = Double(successes) / n
        let z = Distributions.normalQuantile(1 - alpha / 2), z2 = z * z
        let center = (p + z2 / (2 * n)) / (1 + z2 / n)
        let half = z / (1 + z2 / n) * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot()
        return [max(0, center - half), min(1, center + half)]
    }

    static func compareProportions(_ variant: (variant: String, visitors: Int, conversions: Int),
                                   _ control: (variant: String, visitors: Int, conversions: Int)) -> Comparison {
        let n1 = Double(control.visitors), n2 = Double(variant.visitors)
        let x1 = Double(control.conversions), x2 = Double(variant.conversions)
        let p1 = n1 > 0 ? x1 / n1 : 0, p2 = n2 > 0 ? x2 / n2 : 0
        let difference = p2 - p1
        let pooled = (x1 + x2) / max(1, n1 + n2)
        let pooledSE = (pooled * (1 - pooled) * (1 / max(1, n1) + 1 / max(1, n2))).squareRoot()
        let z = pooledSE > 0 ? difference / pooledSE : 0
        let unpooledSE = (p1 * (1 - p1) / max(1, n1) + p2 * (1 - p2) / max(1, n2)).squareRoot()
        let critical = Distributions.normalQuantile(1 - alpha / 2)
        let beat = Distributions.probabilityBetaExceeds(alphaB: 1 + x2, betaB: 1 + n2 - x2, alphaA: 1 + x1, betaA: 1 + n1 - x1)
        return Comparison(difference: difference, differenceInterval: [difference - critical * unpooledSE, difference + critical * unpooledSE],
                          relativeDifference: p1 > 0 ? difference / p1 : nil, statistic: z, degreesOfFreedom: nil,
                          pValue: pooledSE > 0 ? Distributions.normalTwoSidedP(z) : 1, probabilityToBeatControl: beat)
    }

    // MARK: - Values

    struct Summary {
        var count: Int
        var mean: Double
        var variance: Double
        var standardDeviation: Double { variance.squareRoot() }
        var standardError: Double { (variance / Double(count)).squareRoot() }

        /// Two passes: the naive sum of squares loses digits when values are large and close together.
        init(_ values: [Double]) {
            count = values.count
            mean = values.reduce(0, +) / Double(max(1, count))
            let m = mean
            variance = count > 1 ? values.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(count - 1) : 0
        }
    }

    static func compareMeans(_ variant: Summary, _ control: Summary) -> Comparison {
        let v1 = control.variance / Double(control.count), v2 = variant.variance / Double(variant.count)
        let se = (v1 + v2).squareRoot()
        let difference = variant.mean - control.mean
        // Welch–Satterthwaite degrees of freedom.
        let df = se > 0 ? (v1 + v2) * (v1 + v2) / (v1 * v1 / Double(control.count - 1) + v2 * v2 / Double(variant.count - 1)) : Double(control.count + variant.count - 2)
        let t = se > 0 ? difference / se : 0
        let critical = Distributions.studentTQuantile(1 - alpha / 2, degreesOfFreedom: df)
        return Comparison(difference: difference, differenceInterval: [difference - critical * se, difference + critical * se],
                          relativeDifference: control.mean != 0 ? difference / abs(control.mean) : nil, statistic: t,
                          degreesOfFreedom: df, pValue: se > 0 ? Distributions.studentTTwoSidedP(t, degreesOfFreedom: df) : (difference == 0 ? 1 : 0),
                          probabilityToBeatControl: se > 0 ? Distributions.normalCDF(difference / se) : (difference > 0 ? 1 : difference < 0 ? 0 : 0.5))
    }

    // MARK: - Planning checks

    static func shares(names: [String], weights: [String: Double]?) throws(ExperimentError) -> [Double] {
        guard let weights else { return names.map { _ in 1 / Double(names.count) } }
        for name in weights.keys where !names.contains(name) {
            throw ExperimentError(location: nil, message: "--weights names '\(name)', which is not among the variants (\(names.joined(separator: ", ")))")
        }
        var raw: [Double] = []
        for name in names {
            guard let weight = weights[name], weight > 0, weight.isFinite else {
                throw ExperimentError(location: nil, message: "--weights gives no positive weight for variant '\(name)'; list every variant, e.g. --weights \(names.map { "\($0)=50" }.joined(separator: ","))")
            }
            raw.append(weight)
        }
        let total = raw.reduce(0, +)
        return raw.map { $0 / total }
    }

    static func sampleRatio(visitors: [Int], shares: [Double]) -> SampleRatio {
        let total = Double(visitors.reduce(0, +))
        guard total > 0 else { return SampleRatio(chiSquare: 0, pValue: 1, mismatch: false) }
        let chi = zip(visitors, shares).reduce(0.0) { sum, pair in
            let expected = total * pair.1
            return sum + (Double(pair.0) - expected) * (Double(pair.0) - expected) / expected
        }
        let p = Distributions.chiSquareSurvival(chi, degreesOfFreedom: Double(visitors.count - 1))
        return SampleRatio(chiSquare: chi, pValue: p, mismatch: p < 0.001)
    }

    /// Per-variant size for a two-sided test at `alpha` with `power`: for rates the unpooled-alternative
    /// formula n = (z₁₋α/₂·√(2p̄q̄) + z_power·√(p₁q₁ + p₂q₂))² / δ²; for means n = 2(z₁₋α/₂ + z_power)²σ²/δ²
    /// with σ the control's standard deviation.
    static func sampleSize(effect: Double, control: VariantResult, metric: Metric, shares: [Double],
                           controlIndex: Int, visitors: Int) -> SampleSize {
        let zAlpha = Distributions.normalQuantile(1 - alpha / 2), zPower = Distributions.normalQuantile(power)
        let perVariant: Double
        switch metric {
        case .conversionRate:
            let p1 = control.value
            let p2 = p1 + effect <= 1 ? p1 + effect : max(0, p1 - effect)
            let mean = (p1 + p2) / 2
            let term = zAlpha * (2 * mean * (1 - mean)).squareRoot() + zPower * (p1 * (1 - p1) + p2 * (1 - p2)).squareRoot()
            perVariant = term * term / ((p2 - p1) * (p2 - p1))
        case .mean:
            let sigma = control.standardDeviation ?? 0
            perVariant = 2 * (zAlpha + zPower) * (zAlpha + zPower) * sigma * sigma / (effect * effect)
        }
        // An effect the metric cannot show (a rate beyond 0–1) needs "infinitely" many visitors; cap it
        // far below Int's range so the arithmetic below cannot trap.
        let cap = 1e15
        let needed = Int(min(cap, perVariant.isFinite ? perVariant.rounded(.up) : cap))
        // The smallest planned share fills last, so it sets the total.
        let smallest = shares.min() ?? 1
        let total = Int(min(cap, (Double(needed) / smallest).rounded(.up)))
        return SampleSize(minimumDetectableEffect: effect, power: power, alpha: alpha, perVariant: needed,
                          totalNeeded: total, remaining: max(0, total - visitors))
    }

    // MARK: - Verdict

    private func makeVerdict() -> String {
        var lines: [String] = []
        if sampleRatio.mismatch {
            lines.append("sample ratio mismatch (\(Self.pClause(sampleRatio.pValue))): the split differs from the weights, so check assignment and tracking before trusting these numbers")
        }
        let treated = variants.filter { $0.comparison != nil }
        for variant in treated {
            guard let comparison = variant.comparison else { continue }
            let p = Self.pClause(comparison.pValue)
            let subject = treated.count > 1 ? " between \(variant.name) and \(control)" : ""
            if comparison.pValue < Self.alpha {
                let direction = comparison.difference > 0 ? "beats" : "is worse than"
                lines.append("\(variant.name) \(direction) \(control): \(formatDifference(comparison.difference)) (\(p))")
            } else {
                var line = "no significant difference\(subject) (\(p))"
                if let size = sampleSize, size.remaining > 0 {
                    line += "; about \(Self.grouped(size.remaining)) more visitors to detect \(formatDifference(size.minimumDetectableEffect, signed: false))"
                }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    func formatDifference(_ value: Double, signed: Bool = true) -> String {
        switch metric {
        case .conversionRate:
            let points = value * 100
            return (signed && points >= 0 ? "+" : "") + String(format: "%.2f pp", points)
        case .mean:
            return (signed && value >= 0 ? "+" : "") + Self.formatNumber(value)
        }
    }

    /// Two significant digits (0.41, 0.021, 0.0034), as papers and dashboards print them.
    static func formatP(_ p: Double) -> String {
        p < 0.001 ? "< 0.001" : String(format: "%.2g", p)
    }

    static func pClause(_ p: Double) -> String {
        p < 0.001 ? "p < 0.001" : "p = " + formatP(p)
    }

    static func formatNumber(_ value: Double) -> String {
        let magnitude = abs(value)
        if magnitude >= 1000 { return String(format: "%.0f", value) }
        if magnitude >= 10 { return String(format: "%.2f", value) }
        return String(format: "%.3f", value)
    }

    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return out
    }
}
