import Foundation

/// Power of the test that actually runs: the fixed-horizon test in closed form, the mSPRT by simulation.
///
/// The mSPRT's power has no closed form for daily looks, so it is simulated on the normal approximation the
/// test itself uses: at a look with M visitors in the two arms, the difference's z-score is
/// δ·√(M/κ) + W(M)/√M, with W a Brownian motion in visitors and κ the difference's variance times M. Each
/// look rejects when z² ≥ 2(1 + a)/a · (−log α + ½·log(1 + a)), a = M·ρ² (the mixture likelihood ratio
/// reaching 1/α). The paths are drawn once from a fixed seed, so the same input always gives the same
/// figures, and each search below reuses them (common random numbers keep power monotone in δ and M).
struct PowerModel {
    static let paths = 2000
    /// Planned looks beyond this many are thinned to this many, evenly spread: fewer looks can only lower
    /// the simulated power, so the figures stay on the safe side.
    static let largestLookCount = 120

    let alpha: Double
    let tuning: Double
    private let normals: [Double]

    init(alpha: Double, tuning: Double) {
        self.alpha = alpha
        self.tuning = tuning
        var generator = SplitMix64(state: 0x5EED_0030)
        var values: [Double] = []
        values.reserveCapacity(Self.paths * Self.largestLookCount)
        while values.count < Self.paths * Self.largestLookCount {
            // Box–Muller: two independent standard normals from two uniforms.
            let u1 = Double(generator.next() >> 11) / Double(1 << 53) + .leastNonzeroMagnitude
            let u2 = Double(generator.next() >> 11) / Double(1 << 53)
            let radius = (-2 * log(u1)).squareRoot()
            values.append(radius * cos(2 * .pi * u2))
            values.append(radius * sin(2 * .pi * u2))
        }
        normals = values
    }

    static func rho2(alpha: Double, tuning: Double) -> Double {
        (-2 * log(alpha) + log(-2 * log(alpha) + 1)) / tuning
    }

    /// Two-sided z-test power for a true difference `effect` whose estimate has standard error `standardError`.
    static func fixedPower(effect: Double, standardError: Double, alpha: Double) -> Double {
        guard standardError > 0 else { return effect == 0 ? alpha : 1 }
        let z = Distributions.normalQuantile(1 - alpha / 2), shift = abs(effect) / standardError
        return Distributions.normalCDF(shift - z) + Distributions.normalCDF(-shift - z)
    }

    /// The share of simulated experiments in which the mSPRT names a winner at one of `looks` (visitors in
    /// the two arms at each look, increasing), for a true difference `effect` with `kappa` = variance × visitors.
    func sequentialPower(effect: Double, kappa: Double, looks rawLooks: [Double]) -> Double {
        let looks = Self.thinned(rawLooks.filter { $0 > 0 })
        guard kappa > 0, !looks.isEmpty else { return 0 }
        let rho2 = Self.rho2(alpha: alpha, tuning: tuning)
        let bounds = looks.map { m -> Double in
            let a = m * rho2
            return 2 * (1 + a) / a * (-log(alpha) + 0.5 * log1p(a))
        }
        let drifts = looks.map { effect * ($0 / kappa).squareRoot() }
        var steps: [Double] = []
        var previous = 0.0
        for m in looks {
            steps.append((m - previous).squareRoot())
            previous = m
        }
        var hits = 0
        for path in 0..<Self.paths {
            var walk = 0.0
            let base = path * Self.largestLookCount
            for k in looks.indices {
                walk += steps[k] * normals[base + k]
                let z = drifts[k] + walk / looks[k].squareRoot()
                if z * z >= bounds[k] {
                    hits += 1
                    break
                }
            }
        }
        return Double(hits) / Double(Self.paths)
    }

    /// At most `largestLookCount` looks, keeping the last.
    static func thinned(_ looks: [Double]) -> [Double] {
        guard looks.count > largestLookCount else { return looks }
        return (1...largestLookCount).map { looks[Int((Double($0) * Double(looks.count) / Double(largestLookCount)).rounded(.up)) - 1] }
    }

    /// The smallest effect reaching `power`, by bisection over `power(δ)` increasing in δ.
    static func detectableEffect(power target: Double, upper start: Double, _ power: (Double) -> Double) -> Double? {
        var high = start
        var tries = 0
        while power(high) < target {
            high *= 2
            tries += 1
            if tries > 60 || !high.isFinite { return nil }
        }
        var low = 0.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if power(middle) >= target { high = middle } else { low = middle }
            if high - low <= high * 1e-4 { break }
        }
        return high
    }

    /// The fewest visitors reaching `power`, by bisection over `power(M)` increasing in M.
    static func visitorsNeeded(power target: Double, _ power: (Double) -> Double) -> Double? {
        var high = 100.0
        while power(high) < target {
            high *= 2
            if high > 1e15 { return nil }
        }
        var low = high / 2
        if power(low) >= target { low = 0 }
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if power(middle) >= target { high = middle } else { low = middle }
            if high - low <= max(1, high * 1e-3) { break }
        }
        return high
    }
}

/// Seeded generator (Steele et al.'s SplitMix64): simulations give the same figures on every run and platform.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
