import Foundation

extension ExperimentAnalysis {
    /// Sample size, power reached and detectable effect for the test that runs (issue 30: the sequential
    /// test used to be quoted the fixed-horizon size "with 80% power", which it reached 40–44% of the time).
    /// All figures are for the variant with the smallest planned share against the control, the comparison
    /// that needs the most visitors, at α divided by the comparisons Holm corrects over (its first step).
    struct Planning {
        var alpha: Double
        var mode: Mode
        var tuning: Double
        var metric: Metric
        var shares: [Double]
        var controlIndex: Int
        var control: VariantResult
        var visitors: [Int]
        /// Sequential mode: visitors in all variants at each look so far.
        var looks: [Double]
        /// Visitors a day in all variants, when the export is dated.
        var dailyVisitors: Double?

        /// The compared variant needing the most visitors: the smallest planned share.
        var worst: Int? {
            shares.indices.filter { $0 != controlIndex }.min { shares[$0] < shares[$1] }
        }

        var testName: String {
            switch mode {
            case .fixedHorizon: "fixed horizon, one look"
            case .sequential: dailyVisitors == nil ? "mSPRT, one look" : "mSPRT, looked at daily"
            }
        }

        /// Variance of one visit's value under a true difference `effect` in the variant.
        func variances(effect: Double) -> (control: Double, variant: Double) {
            switch metric {
            case .conversionRate:
                let p0 = control.value ?? 0, p1 = min(1, max(0, p0 + effect))
                return (p0 * (1 - p0), p1 * (1 - p1))
            case .mean:
                let sd = control.standardDeviation ?? 0
                return (sd * sd, sd * sd)
            }
        }

        /// The largest difference the metric allows (a rate cannot exceed 1).
        var effectLimit: Double {
            metric == .conversionRate ? 1 - (control.value ?? 0) : .infinity
        }

        func sampleSize(effect: Double) -> SampleSize {
            let total = visitors.reduce(0, +)
            switch mode {
            case .fixedHorizon:
                var size = ExperimentAnalysis.sampleSize(effect: effect, control: control, metric: metric, shares: shares,
                                                          controlIndex: controlIndex, visitors: total, alpha: alpha)
                size.test = testName
                return size
            case .sequential:
                guard let j = worst else { return ExperimentAnalysis.sampleSize(effect: effect, control: control, metric: metric, shares: shares, controlIndex: controlIndex, visitors: total, alpha: alpha) }
                let model = PowerModel(alpha: alpha, tuning: tuning)
                let pair = shares[controlIndex] + shares[j]
                let v = variances(effect: effect)
                let kappa = v.control / (shares[controlIndex] / pair) + v.variant / (shares[j] / pair)
                let cap = 1e15
                let needed = PowerModel.visitorsNeeded(power: ExperimentAnalysis.power) { n in
                    model.sequentialPower(effect: effect, kappa: kappa, looks: plannedLooks(total: n).map { $0 * pair })
                } ?? cap
                let all = Int(min(cap, needed.rounded(.up)))
                let days = dailyVisitors.map { Int((needed / $0).rounded(.up)) }
                return SampleSize(minimumDetectableEffect: effect, power: ExperimentAnalysis.power, alpha: alpha, test: testName, days: days,
                                  perVariant: Int(min(cap, (needed * shares[j]).rounded(.up))), totalNeeded: all, remaining: max(0, all - total))
            }
        }

        /// Looks a planned run of `total` visitors gets: daily at the export's traffic, or one at the end.
        func plannedLooks(total: Double) -> [Double] {
            guard let daily = dailyVisitors, daily > 0 else { return [total] }
            let days = max(1, Int((total / daily).rounded(.up)))
            if days > 10 * PowerModel.largestLookCount {
                return (1...PowerModel.largestLookCount).map { total * Double($0) / Double(PowerModel.largestLookCount) }
            }
            return (1...days).map { min(total, Double($0) * daily) }
        }

        /// The power at the visitors so far for `effect`, and the smallest effect reaching 80%.
        func reached(effect: Double?) -> PowerReached {
            guard let j = worst, visitors[j] > 0, visitors[controlIndex] > 0 else {
                return PowerReached(test: testName, detectableEffect: nil, powerAtEffect: nil)
            }
            let power: (Double) -> Double
            switch mode {
            case .fixedHorizon:
                let nc = Double(visitors[controlIndex]), nj = Double(visitors[j])
                power = { delta in
                    let v = variances(effect: delta)
                    return PowerModel.fixedPower(effect: delta, standardError: (v.control / nc + v.variant / nj).squareRoot(), alpha: alpha)
                }
            case .sequential:
                let model = PowerModel(alpha: alpha, tuning: tuning)
                let nc = Double(visitors[controlIndex]), nj = Double(visitors[j])
                let pair = (nc + nj) / Double(visitors.reduce(0, +))
                let lookVisitors = (looks.isEmpty ? [Double(visitors.reduce(0, +))] : looks).map { $0 * pair }
                power = { delta in
                    let v = variances(effect: delta)
                    let kappa = v.control / (nc / (nc + nj)) + v.variant / (nj / (nc + nj))
                    return model.sequentialPower(effect: delta, kappa: kappa, looks: lookVisitors)
                }
            }
            let limit = effectLimit
            let start = metric == .conversionRate ? min(0.01, limit) : max(control.standardDeviation ?? 1, 1e-9) * 0.05
            var detectable = PowerModel.detectableEffect(power: ExperimentAnalysis.power, upper: start) { power(min($0, limit)) }
            if let found = detectable, found > limit { detectable = nil }
            return PowerReached(test: testName, detectableEffect: detectable, powerAtEffect: effect.map { power(min($0, limit)) })
        }
    }
}
