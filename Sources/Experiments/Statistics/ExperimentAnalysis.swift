import Foundation

/// The statistics of one experiment's results: per-variant estimates, comparisons with the control
/// (corrected for multiple comparisons), a sample-ratio check, the sample size still needed and a verdict
/// that refuses to name a winner when the data cannot support one.
public struct ExperimentAnalysis: Sendable, Equatable, Codable {
    public enum Metric: String, Sendable, Codable {
        /// From counts: the share of visitors who converted.
        case conversionRate = "conversion_rate"
        /// From one value per visit: the mean value.
        case mean
    }

    /// How the p-values may be read.
    public enum Mode: String, Sendable, Codable {
        /// One look at a sample size fixed in advance: Fisher's exact test for counts, Welch's t-test for values.
        case fixedHorizon = "fixed_horizon"
        /// Any number of looks, stopping whenever: mSPRT always-valid p-values and confidence sequences.
        case sequential
    }

    public enum Status: String, Sendable, Codable {
        case control
        case compared
        /// No visitors at all: nothing can be said, and nothing is computed.
        case noData = "no_data"
        /// Too few visits for the test's approximation to hold (per-visit values only).
        case tooFew = "too_few"
        /// Every value of both groups is the same: no spread to test a difference against.
        case noSpread = "no_spread"
    }

    /// A variant compared with the control.
    public struct Comparison: Sendable, Equatable, Codable {
        /// Variant minus control, in the metric's units (a rate difference of 0.01 is one percentage point).
        public var difference: Double
        /// 95%: Newcombe's hybrid score interval for rates, Welch's t for means, the mSPRT confidence sequence in sequential mode.
        public var differenceInterval: [Double]
        /// Difference relative to the control's value; nil when the control's value is 0.
        public var relativeDifference: Double?
        /// z for counts (pooled), t for values (Welch).
        public var statistic: Double
        public var degreesOfFreedom: Double?
        /// The test behind `pValue`.
        public var test: String
        public var pValue: Double
        /// `pValue` after the Holm correction over all comparisons with the control; equal to it with one comparison.
        public var adjustedPValue: Double
        /// Posterior probability that this variant's true value exceeds the control's (Beta(1,1) priors for
        /// counts; Student's t posterior of the difference for values). Nil in sequential mode: it is a
        /// fixed-horizon figure, and watching it daily until it looks high is the peeking it cannot survive.
        public var probabilityToBeatControl: Double?
        /// With dated looks: per look, the cumulative difference and the always-valid 95% confidence
        /// sequence so far (`[difference, lower, upper]`, bounds nil-free: looks without enough visits are left out).
        public var track: [TrackPoint]?
    }

    /// One look of the cumulative difference with the always-valid band up to that look.
    public struct TrackPoint: Sendable, Equatable, Codable {
        public var date: String
        public var difference: Double
        public var lower: Double
        public var upper: Double
    }

    public struct VariantResult: Sendable, Equatable, Codable {
        public var name: String
        public var visitors: Int
        public var conversions: Int?
        /// The conversion rate or the mean; nil without data.
        public var value: Double?
        public var standardDeviation: Double?
        /// 95% interval: Wilson score for rates, t for means; empty without data.
        public var interval: [Double]
        /// The share of visitors the weights planned for.
        public var expectedShare: Double
        public var status: Status
        /// Nil for the control and for variants without enough data.
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
        /// The test the figures are for: `fixed horizon` or `mSPRT, looked at daily`.
        public var test: String
        /// Days at the export's daily traffic (sequential test with dated rows).
        public var days: Int?
        /// Visitors the variant that needs most must reach (at its planned share).
        public var perVariant: Int
        /// Visitors across all variants at the planned shares.
        public var totalNeeded: Int
        /// How many more visitors, site-wide across variants, before the test can detect the effect.
        public var remaining: Int
    }

    /// What the data at hand can detect, for the test that runs.
    public struct PowerReached: Sendable, Equatable, Codable {
        public var test: String
        /// The smallest difference the test finds 80% of the time at the visitors so far (absolute, the metric's units).
        public var detectableEffect: Double?
        /// With --mde: the chance the test finds that difference at the visitors so far.
        public var powerAtEffect: Double?
    }

    /// What the caller knows beyond the numbers.
    public struct Options: Sendable {
        public var control: String?
        /// Planned shares by variant name; nil means equal shares, which the report says were assumed.
        public var weights: [String: Double]?
        /// Where the weights came from, for the report (`--weights`, `the site: _posts/x.md`).
        public var weightsSource: String?
        /// Absolute (0.02 is two percentage points for rates), for the sample size estimate.
        public var minimumDetectableEffect: Double?
        public var mode: Mode = .fixedHorizon
        /// Cumulative data at each look (one per day), oldest first; the sequential test runs over them.
        public var looks: [ExperimentData] = []
        /// Notes from reading the export, passed through to the report.
        public var notes: [String] = []
        /// The dates of `looks`, for the cumulative chart.
        public var dates: [String] = []
        /// Visits the export could not attribute to a variant; above `ExperimentExport.largestUnattributedShare` no verdict.
        public var unattributed: ExperimentExport.Unattributed?
        /// Visitors in two arms at which the mSPRT is most sensitive; nil: a guess from the data's daily traffic.
        public var sequentialTuning: Double?
        /// Work out the power reached and the detectable effect (a simulation for the sequential test).
        public var planPower: Bool = false
        /// Comparisons in the whole family Holm corrects over (several metrics); the power figures use α / this.
        public var familySize: Int?

        public init(control: String? = nil, weights: [String: Double]? = nil, weightsSource: String? = nil,
                    minimumDetectableEffect: Double? = nil, mode: Mode = .fixedHorizon, looks: [ExperimentData] = [], notes: [String] = [],
                    dates: [String] = [], unattributed: ExperimentExport.Unattributed? = nil, sequentialTuning: Double? = nil,
                    planPower: Bool = false) {
            self.control = control
            self.weights = weights
            self.weightsSource = weightsSource
            self.minimumDetectableEffect = minimumDetectableEffect
            self.mode = mode
            self.looks = looks
            self.notes = notes
            self.dates = dates
            self.unattributed = unattributed
            self.sequentialTuning = sequentialTuning
            self.planPower = planPower
        }
    }

    public var metric: Metric
    public var mode: Mode
    public var control: String
    public var variants: [VariantResult]
    /// "Holm" when more than one variant is compared with the control.
    public var correction: String?
    /// With several metrics: the comparisons Holm corrected over, all metrics × variants.
    public var familyComparisons: Int?
    /// How the planned split was known: `--weights`, the site, or `assumed equal`.
    public var weights: String
    /// Looks the sequential test ran over.
    public var looks: Int?
    public var sampleRatio: SampleRatio
    public var sampleSize: SampleSize?
    public var powerReached: PowerReached?
    /// Visitors in two arms at which the mSPRT is most sensitive, and how it was chosen (sequential mode).
    public var sequentialTuning: Double?
    public var tuningSource: String?
    public var unattributed: ExperimentExport.Unattributed?
    public var notes: [String]
    public var verdict: String

    public static let alpha = 0.05
    public static let power = 0.8
    /// Below this many values per variant a mean's comparison gets no verdict: time on page and similar
    /// values are skewed, and Welch's t-test leans on the normal approximation of the mean.
    public static let minimumValuesPerVariant = 30
    /// Fisher's exact test for tables up to this many visitors; beyond, the z-test is as exact and much cheaper.
    static let fisherLimit = 100_000_000
    /// GrowthBook's default for the mSPRT mixture (visitors in the two arms at which the test is most
    /// sensitive), used when the data says nothing about its daily traffic.
    static let defaultSequentialTuning = 5000.0
    /// Without --sequential-tuning the mSPRT is tuned for the visitors this many days bring at the export's
    /// daily traffic (or for all days so far, once longer): a test that runs about four weeks is most
    /// sensitive where it is meant to end, instead of at 5,000 visitors whatever the site's size.
    public static let plannedDays = 28

    /// Analyses `data` against `control` (the first variant by default), as a fixed-horizon test.
    public init(data: ExperimentData, control: String? = nil, weights: [String: Double]? = nil,
                minimumDetectableEffect: Double? = nil) throws(ExperimentError) {
        try self.init(data: data, options: Options(control: control, weights: weights, weightsSource: weights == nil ? nil : "from --weights",
                                                   minimumDetectableEffect: minimumDetectableEffect))
    }

    public init(data: ExperimentData, options: Options) throws(ExperimentError) {
        var names = data.variantNames
        // A configured variant absent from the export is reported as having no data, not silently dropped.
        for name in (options.weights ?? [:]).keys.sorted() where !names.contains(name) { names.append(name) }
        guard names.count >= 2 else {
            throw ExperimentError(location: nil, message: "found \(names.count) variant\(names.count == 1 ? "" : "s"); an analysis needs at least two")
        }
        let controlName = options.control ?? names[0]
        guard let controlIndex = names.firstIndex(of: controlName) else {
            throw ExperimentError(location: nil, message: "control '\(controlName)' is not among the variants (\(names.joined(separator: ", ")))")
        }
        let shares = try Self.shares(names: names, weights: options.weights)
        control = controlName
        mode = options.mode
        notes = options.notes
        unattributed = options.unattributed
        if let source = options.weightsSource {
            weights = source
        } else {
            weights = "assumed equal (pass --weights A=50,B=50 or --site DIR to use the experiment's configuration)"
        }
        let looks = options.looks.isEmpty ? [data] : options.looks
        let dated = !options.looks.isEmpty && options.dates.count == options.looks.count
        self.looks = mode == .sequential ? looks.count : nil

        // The mixture's tuning: given, or the visitors of two arms after `plannedDays` at the export's daily traffic.
        let allVisitors = Self.visitors(of: data)
        let pairShare = names.indices.filter { $0 != controlIndex }.map { shares[controlIndex] + shares[$0] }.min() ?? 1
        let dailyPairVisitors = dated ? Double(allVisitors) * pairShare / Double(looks.count) : nil
        let tuning: Double
        if let given = options.sequentialTuning {
            tuning = given
            tuningSource = "from --sequential-tuning"
        } else if let daily = dailyPairVisitors, daily > 0 {
            let days = max(looks.count, Self.plannedDays)
            tuning = max(100, (daily * Double(days)).rounded())
            tuningSource = "\(days) days at the export's \(Self.grouped(Int(daily.rounded()))) visitors a day in two arms"
        } else {
            tuning = Self.defaultSequentialTuning
            tuningSource = "the default; the export has no dates to estimate daily traffic from"
        }
        sequentialTuning = mode == .sequential || dated ? tuning : nil
        if mode != .sequential && !dated { tuningSource = nil }
        let rho2 = PowerModel.rho2(alpha: Self.alpha, tuning: tuning)

        /// Per look of one variant against the control: the difference, its variance, the visitors in both arms.
        typealias Look = (difference: Double, variance: Double, visitors: Double)
        var lookSeries: [Int: [Look]] = [:]

        var results: [VariantResult]
        var comparable: [Int] = []
        switch data {
        case let .counts(rows):
            metric = .conversionRate
            let table = Dictionary(rows.map { ($0.variant, ($0.visitors, $0.conversions)) }, uniquingKeysWith: { a, _ in a })
            results = names.enumerated().map { index, name in
                let (n, x) = table[name] ?? (0, 0)
                guard n > 0 else {
                    return VariantResult(name: name, visitors: 0, conversions: 0, value: nil, standardDeviation: nil, interval: [],
                                         expectedShare: shares[index], status: .noData, comparison: nil)
                }
                return VariantResult(name: name, visitors: n, conversions: x, value: Double(x) / Double(n), standardDeviation: nil,
                                     interval: Self.wilson(successes: x, trials: n), expectedShare: shares[index],
                                     status: index == controlIndex ? .control : .compared, comparison: nil)
            }
            if results[controlIndex].status == .control {
                let base = table[controlName]!
                for index in names.indices where index != controlIndex && results[index].status == .compared {
                    let row = table[names[index]]!
                    lookSeries[index] = looks.map { look -> Look in
                        guard case let .counts(lookRows) = look,
                              let a = lookRows.first(where: { $0.variant == controlName }),
                              let b = lookRows.first(where: { $0.variant == names[index] }),
                              a.visitors >= Self.minimumValuesPerVariant, b.visitors >= Self.minimumValuesPerVariant else { return (0, 0, 0) }
                        let p1 = Double(a.conversions) / Double(a.visitors), p2 = Double(b.conversions) / Double(b.visitors)
                        return (p2 - p1, p1 * (1 - p1) / Double(a.visitors) + p2 * (1 - p2) / Double(b.visitors), Double(a.visitors + b.visitors))
                    }
                    results[index].comparison = Self.compareProportions((row.0, row.1), (base.0, base.1))
                    comparable.append(index)
                }
            }
        case let .values(groups):
            metric = .mean
            let table = Dictionary(groups.map { ($0.variant, $0.values) }, uniquingKeysWith: { a, _ in a })
            results = names.enumerated().map { index, name in
                let values = table[name] ?? []
                let own: Status = index == controlIndex ? .control : .compared
                switch values.count {
                case 0:
                    return VariantResult(name: name, visitors: 0, conversions: nil, value: nil, standardDeviation: nil, interval: [],
                                         expectedShare: shares[index], status: .noData, comparison: nil)
                case 1:
                    return VariantResult(name: name, visitors: 1, conversions: nil, value: values[0], standardDeviation: nil, interval: [],
                                         expectedShare: shares[index], status: own == .control ? .control : .tooFew, comparison: nil)
                default:
                    let summary = Summary(values)
                    let half = Distributions.studentTQuantile(0.975, degreesOfFreedom: Double(summary.count - 1)) * summary.standardError
                    return VariantResult(name: name, visitors: summary.count, conversions: nil, value: summary.mean,
                                         standardDeviation: summary.standardDeviation, interval: [summary.mean - half, summary.mean + half],
                                         expectedShare: shares[index], status: own, comparison: nil)
                }
            }
            if results[controlIndex].status == .control, results[controlIndex].visitors >= 2 {
                let base = Summary(table[controlName]!)
                for index in names.indices where index != controlIndex && results[index].status == .compared {
                    let variant = Summary(table[names[index]]!)
                    lookSeries[index] = looks.map { look -> Look in
                        guard case let .values(lookGroups) = look,
                              let a = lookGroups.first(where: { $0.variant == controlName }).map({ Summary($0.values) }),
                              let b = lookGroups.first(where: { $0.variant == names[index] }).map({ Summary($0.values) }),
                              a.count >= Self.minimumValuesPerVariant, b.count >= Self.minimumValuesPerVariant else { return (0, 0, 0) }
                        return (b.mean - a.mean, a.variance / Double(a.count) + b.variance / Double(b.count), Double(a.count + b.count))
                    }
                    results[index].comparison = Self.compareMeans(variant, base)
                    if base.constant && variant.constant {
                        // A difference with no spread around it is not evidence: Welch's t would be infinite (p = 0).
                        results[index].status = .noSpread
                        continue
                    }
                    if results[index].visitors < Self.minimumValuesPerVariant || results[controlIndex].visitors < Self.minimumValuesPerVariant {
                        results[index].status = .tooFew
                    }
                    comparable.append(index)
                }
            }
        }
        for (index, series) in lookSeries where results[index].comparison != nil {
            if mode == .sequential {
                Self.makeSequential(&results[index].comparison!, looks: series, rho2: rho2)
            }
            if dated {
                results[index].comparison!.track = Self.track(series, dates: options.dates, rho2: rho2)
            }
        }
        // Holm's step-down correction: the family-wise error stays at α however many variants are compared.
        let adjusted = Self.holm(comparable.map { results[$0].comparison!.pValue })
        for (index, p) in zip(comparable, adjusted) { results[index].comparison!.adjustedPValue = p }
        correction = comparable.count > 1 ? "Holm" : nil
        variants = results
        // Newcombe's interval and Fisher's exact test are each right for their purpose but can disagree at
        // small counts (3/3 against 0/3: the interval excludes 0, p = 0.1). The test decides; say so.
        for index in comparable {
            guard let comparison = results[index].comparison, comparison.differenceInterval.count == 2,
                  comparison.test == "Fisher's exact test" else { continue }
            let excludesZero = comparison.differenceInterval[0] > 0 || comparison.differenceInterval[1] < 0
            if excludesZero != (comparison.pValue < Self.alpha) {
                notes.append("at these small counts the interval of \(names[index]) and Fisher's exact test disagree; the verdict follows the test")
            }
        }

        // The split is checked among variants that have data; one with none is reported on its own.
        let present = results.indices.filter { results[$0].status != .noData }
        let presentShare = present.reduce(0) { $0 + shares[$1] }
        sampleRatio = Self.sampleRatio(visitors: present.map { results[$0].visitors },
                                       shares: present.map { shares[$0] / max(presentShare, .leastNormalMagnitude) })
        if let effect = options.minimumDetectableEffect {
            guard effect > 0, effect.isFinite else { throw ExperimentError(location: nil, message: "--mde must be a positive number, e.g. 0.02") }
            if metric == .conversionRate {
                guard effect < 1 else {
                    throw ExperimentError(location: nil, message: "--mde \(JSONText.number(effect)) would be a difference of \(JSONText.number(effect * 100)) percentage points; give a rate difference as a fraction below 1, e.g. 0.02 for two points")
                }
                if let rate = results[controlIndex].value, rate + effect > 1, rate - effect < 0 {
                    throw ExperimentError(location: nil, message: "--mde \(JSONText.number(effect)): no rate differs from the control's \(String(format: "%.2f%%", rate * 100)) by that much")
                }
            }
        }
        let family = max(options.familySize ?? comparable.count, 1)
        let planning = Planning(alpha: Self.alpha / Double(family), mode: mode, tuning: tuning, metric: metric, shares: shares,
                                controlIndex: controlIndex, control: results[controlIndex], visitors: results.map(\.visitors),
                                looks: mode == .sequential ? looks.map { Double(Self.visitors(of: $0)) } : [],
                                dailyVisitors: dailyPairVisitors.map { $0 / pairShare })
        if let effect = options.minimumDetectableEffect, results[controlIndex].status == .control {
            sampleSize = planning.sampleSize(effect: effect)
        } else {
            sampleSize = nil
        }
        powerReached = options.planPower && results[controlIndex].status == .control && results[controlIndex].visitors >= 2
            ? planning.reached(effect: options.minimumDetectableEffect) : nil
        verdict = ""
        verdict = makeVerdict()
    }

    static func visitors(of data: ExperimentData) -> Int {
        switch data {
        case let .counts(rows): rows.reduce(0) { $0 + $1.visitors }
        case let .values(groups): groups.reduce(0) { $0 + $1.values.count }
        }
    }

    /// The verdict again, after a caller changed the adjusted p-values (Holm over several metrics).
    mutating func refreshVerdict() {
        verdict = makeVerdict()
    }

    /// Holm's step-down adjustment, as statsmodels' `multipletests(method='holm')`: the k-th smallest of m
    /// p-values is multiplied by m − k + 1, and adjusted values never decrease along that order.
    static func holm(_ pValues: [Double]) -> [Double] {
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = pValues
        var running = 0.0
        for (rank, index) in order.enumerated() {
            running = max(running, min(1, Double(order.count - rank) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
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

    /// Fisher's exact test for small and moderate tables (the z-test misleads at 0/3 against 3/3), Newcombe's
    /// hybrid score interval for the difference (Wald's has zero width at 0/100 against 0/100).
    static func compareProportions(_ variant: (visitors: Int, conversions: Int), _ control: (visitors: Int, conversions: Int)) -> Comparison {
        let n1 = Double(control.visitors), n2 = Double(variant.visitors)
        let x1 = Double(control.conversions), x2 = Double(variant.conversions)
        let p1 = x1 / n1, p2 = x2 / n2
        let difference = p2 - p1
        let pooled = (x1 + x2) / (n1 + n2)
        let pooledSE = (pooled * (1 - pooled) * (1 / n1 + 1 / n2)).squareRoot()
        let z = pooledSE > 0 ? difference / pooledSE : 0
        let exact = control.visitors + variant.visitors <= fisherLimit
        let p = exact ? Distributions.fisherExactTwoSided(variant.conversions, variant.visitors, control.conversions, control.visitors)
            : (pooledSE > 0 ? Distributions.normalTwoSidedP(z) : 1)
        let beat = Distributions.probabilityBetaExceeds(alphaB: 1 + x2, betaB: 1 + n2 - x2, alphaA: 1 + x1, betaA: 1 + n1 - x1)
        return Comparison(difference: difference, differenceInterval: newcombe(variant, control),
                          relativeDifference: p1 > 0 ? difference / p1 : nil, statistic: z, degreesOfFreedom: nil,
                          test: exact ? "Fisher's exact test" : "two-proportion z-test", pValue: p, adjustedPValue: p,
                          probabilityToBeatControl: beat)
    }

    /// Newcombe (1998), method 10: the difference's interval from each rate's Wilson interval.
    static func newcombe(_ variant: (visitors: Int, conversions: Int), _ control: (visitors: Int, conversions: Int)) -> [Double] {
        let p1 = Double(variant.conversions) / Double(variant.visitors), p2 = Double(control.conversions) / Double(control.visitors)
        let w1 = wilson(successes: variant.conversions, trials: variant.visitors)
        let w2 = wilson(successes: control.conversions, trials: control.visitors)
        let d = p1 - p2
        let lower = d - ((p1 - w1[0]) * (p1 - w1[0]) + (w2[1] - p2) * (w2[1] - p2)).squareRoot()
        let upper = d + ((w1[1] - p1) * (w1[1] - p1) + (p2 - w2[0]) * (p2 - w2[0])).squareRoot()
        return [lower, upper]
    }

    // MARK: - Values

    struct Summary {
        var count: Int
        var mean: Double
        var variance: Double
        /// Every value the same; tested apart from `variance`, which rounding can leave a hair above 0.
        var constant: Bool
        var standardDeviation: Double { variance.squareRoot() }
        var standardError: Double { (variance / Double(count)).squareRoot() }

        /// Two passes: the naive sum of squares loses digits when values are large and close together.
        init(_ values: [Double]) {
            count = values.count
            mean = values.reduce(0, +) / Double(max(1, count))
            let m = mean
            variance = count > 1 ? values.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(count - 1) : 0
            constant = values.allSatisfy { $0 == values.first }
            if constant { variance = 0 }
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
        let p = se > 0 ? Distributions.studentTTwoSidedP(t, degreesOfFreedom: df) : (difference == 0 ? 1 : 0)
        // With flat priors the difference's posterior is Student's t around the observed difference, scaled by its
        // standard error: the normal approximation claimed 100% at two visits per variant.
        let beat = se > 0 ? Distributions.studentTCDF(t, degreesOfFreedom: df) : (difference > 0 ? 1 : difference < 0 ? 0 : 0.5)
        return Comparison(difference: difference, differenceInterval: [difference - critical * se, difference + critical * se],
                          relativeDifference: control.mean != 0 ? difference / abs(control.mean) : nil, statistic: t,
                          degreesOfFreedom: df, test: "Welch's t-test", pValue: p, adjustedPValue: p, probabilityToBeatControl: beat)
    }

    // MARK: - Sequential

    /// Replaces the fixed-horizon p-value and interval with the mixture SPRT's (Johari et al., "Always valid
    /// inference", 2017; GrowthBook's and Optimizely's stats engines): with a normal mixture N(0, τ²) over the
    /// difference, τ² = ρ²·N·V, the likelihood ratio at a look is Λ = (1 + Nρ²)^-½ · exp(z²·Nρ² / (2(1 + Nρ²))),
    /// and p = min over looks of 1/Λ stays valid however often one looks. Looks with fewer than
    /// `minimumValuesPerVariant` per arm (variance 0 here) are skipped, which only makes the test stricter.
    /// - Parameter looks: per look, the difference, its variance and the visitors in both arms.
    static func makeSequential(_ comparison: inout Comparison, looks: [(difference: Double, variance: Double, visitors: Double)], rho2: Double) {
        var p = 1.0
        var interval = [-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude]
        for look in looks where look.variance > 0 && look.visitors > 0 {
            let a = look.visitors * rho2
            let z2 = look.difference * look.difference / look.variance
            let logLambda = -0.5 * log1p(a) + z2 * a / (2 * (1 + a))
            p = min(p, exp(-logLambda))
            // The confidence sequence is valid at every look at once, so the intervals may be intersected.
            let half = (look.variance * (1 + a) / a * (log1p(a) - 2 * log(alpha))).squareRoot()
            interval = [max(interval[0], look.difference - half), min(interval[1], look.difference + half)]
        }
        comparison.test = "mSPRT"
        comparison.pValue = p
        comparison.adjustedPValue = p
        comparison.degreesOfFreedom = nil
        comparison.probabilityToBeatControl = nil
        if interval[0] == -Double.greatestFiniteMagnitude {
            // No look had enough visits: nothing is excluded yet.
            comparison.differenceInterval = []
        } else if interval[0] <= interval[1] {
            comparison.differenceInterval = interval
        } else if let last = looks.last(where: { $0.variance > 0 && $0.visitors > 0 }) {
            // The looks' sequences, each with its own variance estimate, do not overlap: keep the latest.
            let a = last.visitors * rho2
            let half = (last.variance * (1 + a) / a * (log1p(a) - 2 * log(alpha))).squareRoot()
            comparison.differenceInterval = [last.difference - half, last.difference + half]
        }
    }

    /// The cumulative difference at each look with the running intersection of the confidence sequences:
    /// a band that holds at every look at once, so it may be read daily.
    static func track(_ looks: [(difference: Double, variance: Double, visitors: Double)], dates: [String], rho2: Double) -> [TrackPoint] {
        var lower = -Double.greatestFiniteMagnitude, upper = Double.greatestFiniteMagnitude
        var points: [TrackPoint] = []
        for (look, date) in zip(looks, dates) where look.variance > 0 && look.visitors > 0 {
            let a = look.visitors * rho2
            let half = (look.variance * (1 + a) / a * (log1p(a) - 2 * log(alpha))).squareRoot()
            let newLower = max(lower, look.difference - half), newUpper = min(upper, look.difference + half)
            // Sequences estimated with different variances can fail to overlap; then the look's own is shown.
            (lower, upper) = newLower <= newUpper ? (newLower, newUpper) : (look.difference - half, look.difference + half)
            points.append(TrackPoint(date: date, difference: look.difference, lower: lower, upper: upper))
        }
        return points
    }

    // MARK: - Planning checks

    static func shares(names: [String], weights: [String: Double]?) throws(ExperimentError) -> [Double] {
        guard let weights else { return names.map { _ in 1 / Double(names.count) } }
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
        guard total > 0, visitors.count > 1 else { return SampleRatio(chiSquare: 0, pValue: 1, mismatch: false) }
        let chi = zip(visitors, shares).reduce(0.0) { sum, pair in
            let expected = total * pair.1
            return sum + (Double(pair.0) - expected) * (Double(pair.0) - expected) / expected
        }
        let p = Distributions.chiSquareSurvival(chi, degreesOfFreedom: Double(visitors.count - 1))
        return SampleRatio(chiSquare: chi, pValue: p, mismatch: p < 0.001)
    }

    /// Visitors for a two-sided test at `alpha` with `power`, for each variant against the control at their
    /// planned shares (statsmodels' `samplesize_proportions_2indep_onetail` and `NormalIndPower` with
    /// `ratio` = control share / variant share): for rates n = (z₁₋α/₂·σ₀ + z_power·σ₁)² / δ² with
    /// σ₀² = p̄(1 − p̄)(1 + 1/r), σ₁² = p₁(1 − p₁) + p₂(1 − p₂)/r; for means n = (z₁₋α/₂ + z_power)²σ²(1 + 1/r)/δ²
    /// with σ the control's standard deviation. The variant needing the most visitors in all sets the total.
    static func sampleSize(effect: Double, control: VariantResult, metric: Metric, shares: [Double],
                           controlIndex: Int, visitors: Int, alpha: Double = alpha) -> SampleSize {
        let zAlpha = Distributions.normalQuantile(1 - alpha / 2), zPower = Distributions.normalQuantile(power)
        var worst = (arm: 0.0, total: 0.0)
        for index in shares.indices where index != controlIndex {
            let ratio = shares[controlIndex] / shares[index]
            let arm: Double
            switch metric {
            case .conversionRate:
                let p2 = control.value ?? 0
                let p1 = p2 + effect <= 1 ? p2 + effect : max(0, p2 - effect)
                let pooled = (p1 + p2 * ratio) / (1 + ratio)
                let null = (pooled * (1 - pooled) * (1 + 1 / ratio)).squareRoot()
                let alternative = (p1 * (1 - p1) + p2 * (1 - p2) / ratio).squareRoot()
                let term = zAlpha * null + zPower * alternative
                arm = term * term / ((p1 - p2) * (p1 - p2))
            case .mean:
                let sigma = control.standardDeviation ?? 0
                arm = (zAlpha + zPower) * (zAlpha + zPower) * sigma * sigma * (1 + 1 / ratio) / (effect * effect)
            }
            let total = arm / shares[index]
            if !(total <= worst.total) { worst = (arm, total) }
        }
        // An effect the metric cannot show needs "infinitely" many visitors; cap it far below Int's range.
        let cap = 1e15
        let needed = Int(min(cap, worst.arm.isFinite ? worst.arm.rounded(.up) : cap))
        let total = Int(min(cap, worst.total.isFinite ? worst.total.rounded(.up) : cap))
        return SampleSize(minimumDetectableEffect: effect, power: power, alpha: alpha, test: "fixed horizon, one look", days: nil, perVariant: needed,
                          totalNeeded: total, remaining: max(0, total - visitors))
    }

    // MARK: - Verdict

    private func makeVerdict() -> String {
        let controlResult = variants.first { $0.name == control }!
        if controlResult.status == .noData {
            return "no verdict: the control \(control) has no data; check that its exposures are reported and that --control names it"
        }
        if sampleRatio.mismatch {
            return """
            no verdict: sample ratio mismatch (\(Self.pClause(sampleRatio.pValue))): the visitors are not split as planned, so the groups differ in more than the variant.
            Check that the weights match the site's configuration (--weights or --site), that every variant's exposures are reported
            (blocked scripts, a variant that breaks the page), that the export covers the same dates and filters for every variant,
            and whether bots or readers with blocked storage are counted.
            """
        }
        if let lost = unattributed, lost.share > ExperimentExport.largestUnattributedShare {
            return """
            no verdict: \(Self.grouped(lost.visits)) of \(Self.grouped(lost.total)) visits (\(String(format: "%.1f%%", lost.share * 100))) are in (other) or (not set) rows, more than the \(Self.percent(ExperimentExport.largestUnattributedShare)) a verdict allows:
            they belong to variants the export does not name, enough to hide or fake a difference. GA4 writes (other) when a report has
            too many rows: shorten the date range, filter on the event, or drop a dimension. (not set) means the event lacked the variant
            parameter: check that it is registered as a custom dimension and that the export covers only dates after that.
            """
        }
        var lines: [String] = []
        let compared = variants.filter { $0.comparison != nil }
        for variant in variants where variant.name != control {
            switch variant.status {
            case .noData:
                lines.append("\(variant.name): no data (0 visitors); check that the variant is live and that its exposures are reported")
            case .noSpread:
                lines.append("no verdict for \(variant.name): every value of \(variant.name) and \(control) is the same, so there is no spread to test a difference against; if the numbers are averages or totals, export one value per visit or a histogram")
            case .tooFew where variant.comparison == nil:
                lines.append("\(variant.name): too few visits for a verdict (\(variant.visitors)); a comparison needs at least two")
            case .tooFew:
                let fewest = min(variant.visitors, controlResult.visitors)
                lines.append("no verdict for \(variant.name) yet: \(fewest) visits in the smaller group; per-visit values need at least \(Self.minimumValuesPerVariant) per variant before the t-test can be trusted")
            default:
                guard let comparison = variant.comparison else {
                    lines.append("no verdict for \(variant.name): the control \(control) has \(controlResult.visitors) visit\(controlResult.visitors == 1 ? "" : "s"), too few to compare with")
                    continue
                }
                let label = (correction == nil ? "" : "Holm-adjusted ") + (mode == .sequential ? "always-valid p" : "p")
                let p = comparison.adjustedPValue < 0.001 ? "\(label) < 0.001" : "\(label) = \(Self.formatP(comparison.adjustedPValue))"
                let subject = compared.count > 1 ? " between \(variant.name) and \(control)" : ""
                if comparison.adjustedPValue < Self.alpha {
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
