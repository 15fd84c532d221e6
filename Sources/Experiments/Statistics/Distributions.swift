import Foundation

/// The distribution functions the analysis needs, written out so the target has no numeric dependency.
/// Accuracy is around 1e-12 relative for the ranges experiments produce; tests compare against SciPy.
enum Distributions {
    static func normalCDF(_ x: Double) -> Double {
        0.5 * erfc(-x / 2.0.squareRoot())
    }

    /// Upper tail area beyond |z| on both sides, without the cancellation of `1 - normalCDF`.
    static func normalTwoSidedP(_ z: Double) -> Double {
        erfc(abs(z) / 2.0.squareRoot())
    }

    /// Acklam's rational approximation, polished with one Halley step to full double precision.
    static func normalQuantile(_ p: Double) -> Double {
        precondition(p > 0 && p < 1, "normalQuantile needs 0 < p < 1")
        let a = [-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                 1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00]
        let b = [-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                 6.680131188771972e+01, -1.328068155288572e+01]
        let c = [-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                 -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00]
        let d = [7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00]
        let low = 0.02425
        var x: Double
        if p < low {
            let q = (-2 * log(p)).squareRoot()
            x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
        } else if p <= 1 - low {
            let q = p - 0.5, r = q * q
            x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
                / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
        } else {
            let q = (-2 * log(1 - p)).squareRoot()
            x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
        }
        let error = normalCDF(x) - p
        let u = error * (2 * Double.pi).squareRoot() * exp(x * x / 2)
        x -= u / (1 + x * u / 2)
        return x
    }

    static func logBeta(_ a: Double, _ b: Double) -> Double {
        lgamma(a) + lgamma(b) - lgamma(a + b)
    }

    /// I_x(a, b) by its continued fraction (modified Lentz), using the symmetry
    /// I_x(a, b) = 1 − I_{1−x}(b, a) where the fraction converges slowly.
    static func regularizedIncompleteBeta(_ x: Double, _ a: Double, _ b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let front = exp(a * log(x) + b * log1p(-x) - logBeta(a, b))
        if x < (a + 1) / (a + b + 2) {
            return front * betaContinuedFraction(x, a, b) / a
        }
        return 1 - front * betaContinuedFraction(1 - x, b, a) / b
    }

    private static func betaContinuedFraction(_ x: Double, _ a: Double, _ b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var result = d
        for m in 1...10_000 {
            let m = Double(m), m2 = 2 * m
            var step = m * (b - m) * x / ((a + m2 - 1) * (a + m2))
            d = 1 + step * d
            if abs(d) < tiny { d = tiny }
            c = 1 + step / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            result *= d * c
            step = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1))
            d = 1 + step * d
            if abs(d) < tiny { d = tiny }
            c = 1 + step / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            result *= delta
            if abs(delta - 1) < 1e-15 { break }
        }
        return result
    }

    /// Student's t CDF through the incomplete beta: P(|T| > t) = I_{df/(df+t²)}(df/2, 1/2).
    static func studentTCDF(_ t: Double, degreesOfFreedom df: Double) -> Double {
        if df.isInfinite { return normalCDF(t) }
        let tail = 0.5 * regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5)
        return t > 0 ? 1 - tail : tail
    }

    static func studentTTwoSidedP(_ t: Double, degreesOfFreedom df: Double) -> Double {
        if df.isInfinite { return normalTwoSidedP(t) }
        return regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5)
    }

    /// Inverts the CDF by bisection on a bracket grown from the normal quantile; 200 halvings reach
    /// the limit of double precision for any df ≥ 1.
    static func studentTQuantile(_ p: Double, degreesOfFreedom df: Double) -> Double {
        precondition(p > 0 && p < 1, "studentTQuantile needs 0 < p < 1")
        if df.isInfinite { return normalQuantile(p) }
        var low = -1.0, high = 1.0
        while studentTCDF(low, degreesOfFreedom: df) > p { low *= 2 }
        while studentTCDF(high, degreesOfFreedom: df) < p { high *= 2 }
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if mid == low || mid == high { break }
            if studentTCDF(mid, degreesOfFreedom: df) < p { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// Q(s, x), the regularized upper incomplete gamma: a series below s + 1, a continued fraction above.
    static func regularizedUpperGamma(_ s: Double, _ x: Double) -> Double {
        if x <= 0 { return 1 }
        let logFront = s * log(x) - x - lgamma(s)
        if x < s + 1 {
            var term = 1 / s, sum = term, n = s
            for _ in 0..<10_000 {
                n += 1
                term *= x / n
                sum += term
                if abs(term) < abs(sum) * 1e-16 { break }
            }
            return max(0, 1 - sum * exp(logFront))
        }
        let tiny = 1e-300
        var b = x + 1 - s, c = 1 / tiny, d = 1 / b, result = d
        for i in 1...10_000 {
            let an = -Double(i) * (Double(i) - s)
            b += 2
            d = an * d + b
            if abs(d) < tiny { d = tiny }
            c = b + an / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            result *= delta
            if abs(delta - 1) < 1e-15 { break }
        }
        return exp(logFront) * result
    }

    static func chiSquareSurvival(_ x: Double, degreesOfFreedom k: Double) -> Double {
        regularizedUpperGamma(k / 2, x / 2)
    }

    /// P(p_B > p_A) for independent Beta(αA, βA) and Beta(αB, βB) with integer αB, by the exact sum
    /// (Evan Miller, "Formulas for Bayesian A/B testing"); sums over whichever α is smaller.
    static func probabilityBetaExceeds(alphaB: Double, betaB: Double, alphaA: Double, betaA: Double) -> Double {
        if alphaA < alphaB { return 1 - probabilityBetaExceeds(alphaB: alphaA, betaB: betaA, alphaA: alphaB, betaA: betaB) }
        if alphaB > 5_000_000 {
            // Beyond millions of conversions both posteriors are as good as normal and the sum would take seconds.
            let meanA = alphaA / (alphaA + betaA), meanB = alphaB / (alphaB + betaB)
            let varA = alphaA * betaA / ((alphaA + betaA) * (alphaA + betaA) * (alphaA + betaA + 1))
            let varB = alphaB * betaB / ((alphaB + betaB) * (alphaB + betaB) * (alphaB + betaB + 1))
            return normalCDF((meanB - meanA) / (varA + varB).squareRoot())
        }
        let base = logBeta(alphaA, betaA)
        var total = 0.0
        var i = 0.0
        while i < alphaB {
            total += exp(logBeta(alphaA + i, betaA + betaB) - log(betaB + i) - logBeta(1 + i, betaB) - base)
            i += 1
        }
        return min(1, max(0, total))
    }

    /// Two-sided p-value of Fisher's exact test on the 2×2 table (a of n1 against c of n2), as SciPy's
    /// `fisher_exact`: the probability of every table with the same margins that is no more likely than the
    /// observed one (within a relative 1e-7, SciPy's tolerance for ties). The hypergeometric terms are
    /// walked outward from the mode by their ratio and stop once negligible, so the cost grows with the
    /// standard deviation (√n), not with n; p-values below about 1e-17 come out as 0.
    static func fisherExactTwoSided(_ a: Int, _ n1: Int, _ c: Int, _ n2: Int) -> Double {
        let total = Double(n1 + n2), successes = Double(a + c), draws = Double(n1)
        let low = max(0, a + c - n2)
        let high = min(n1, a + c)
        guard high > low else { return 1 }
        func logPMF(_ x: Double) -> Double {
            lgamma(successes + 1) - lgamma(x + 1) - lgamma(successes - x + 1)
                + lgamma(total - successes + 1) - lgamma(draws - x + 1) - lgamma(total - successes - draws + x + 1)
                - (lgamma(total + 1) - lgamma(draws + 1) - lgamma(total - draws + 1))
        }
        let mode = min(high, max(low, Int(((draws + 1) * (successes + 1) / (total + 2)).rounded(.down))))
        let logMode = logPMF(Double(mode))
        let observed = exp(logPMF(Double(a)) - logMode) * (1 + 1e-7)
        // Terms relative to the mode's, which is 1.
        var sum = 1.0, tail = observed >= 1 ? 1.0 : 0.0
        var term = 1.0, x = mode
        while x < high {
            let k = Double(x)
            term *= (successes - k) * (draws - k) / ((k + 1) * (total - successes - draws + k + 1))
            x += 1
            sum += term
            if term <= observed { tail += term }
            if term == 0 || (term <= observed && term < sum * 1e-17) { break }
        }
        term = 1.0
        x = mode
        while x > low {
            let k = Double(x)
            term *= k * (total - successes - draws + k) / ((successes - k + 1) * (draws - k + 1))
            x -= 1
            sum += term
            if term <= observed { tail += term }
            if term == 0 || (term <= observed && term < sum * 1e-17) { break }
        }
        return min(1, tail / sum)
    }
}
