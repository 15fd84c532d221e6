import Testing
@testable import Experiments

// Reference numbers come from SciPy 1.17 and statsmodels 0.15 (pip install scipy statsmodels); each test shows the call.

private func close(_ actual: Double, _ expected: Double, relative: Double = 1e-9, absolute: Double = 1e-14) -> Bool {
    abs(actual - expected) <= max(absolute, relative * abs(expected))
}

/// Verdicts that do not mislead (issue 17): each case was a wrong or overconfident verdict before.
@Suite struct VerdictTests {
    @Test func threeOfThreeAgainstNoneIsNotAWinnerUnderFishersExactTest() throws {
        let analysis = try ExperimentAnalysis(data: .counts([("A", 3, 0), ("B", 3, 3)]))
        let comparison = try #require(analysis.variants[1].comparison)
        // stats.fisher_exact([[3, 0], [0, 3]]).pvalue = 0.10000000000000002 (the z-test said 0.014)
        #expect(close(comparison.pValue, 0.1, relative: 1e-7))
        // confint_proportions_2indep(3, 3, 0, 3, method='newcomb', compare='diff') = (0.2059232824597782, 1.0)
        #expect(close(comparison.differenceInterval[0], 0.2059232824597782))
        #expect(close(comparison.differenceInterval[1], 1.0))
        #expect(analysis.verdict == "no significant difference (p = 0.1)")
        #expect(analysis.notes == ["at these small counts the interval of B and Fisher's exact test disagree; the verdict follows the test"])
    }

    @Test(arguments: [
        // stats.fisher_exact(table).pvalue
        ((15, 100, 5, 100), 0.03172003908631055),
        ((330, 5000, 250, 5000), 0.0007136094988989869),
        ((0, 100, 0, 100), 1.0),
    ])
    func fisherMatchesSciPy(_ table: (Int, Int, Int, Int), _ expected: Double) {
        #expect(close(Distributions.fisherExactTwoSided(table.0, table.1, table.2, table.3), expected, relative: 1e-7))
    }

    @Test func newcombeIntervalHasWidthWhereWaldsHadNone() throws {
        // confint_proportions_2indep(0, 100, 0, 100, method='newcomb', compare='diff') = (-0.03699349820698569, 0.03699349820698569)
        let interval = ExperimentAnalysis.newcombe((100, 0), (100, 0))
        #expect(close(interval[0], -0.03699349820698569))
        #expect(close(interval[1], 0.03699349820698569))
        // At n = 1 the interval stays within the possible differences (Wald's reached +115 points).
        // confint_proportions_2indep(1, 1, 0, 1, method='newcomb', compare='diff') = (-0.12210872068194178, 1.0)
        let one = ExperimentAnalysis.newcombe((1, 1), (1, 0))
        #expect(close(one[0], -0.12210872068194178))
        #expect(close(one[1], 1.0))
    }

    @Test func variantWithoutVisitorsIsReportedAsNoData() throws {
        let analysis = try ExperimentAnalysis(data: .counts([("A", 1000, 100), ("B", 1000, 104), ("C", 0, 0)]))
        let c = analysis.variants[2]
        #expect(c.status == .noData && c.comparison == nil && c.value == nil && c.interval.isEmpty)
        #expect(analysis.verdict.split(separator: "\n").last == "C: no data (0 visitors); check that the variant is live and that its exposures are reported")
        #expect(analysis.report.contains("\nC               0            0  no data\n"))
        #expect(!analysis.sampleRatio.mismatch, "the split is checked among variants with data")
    }

    @Test func configuredVariantMissingFromTheExportIsNoData() throws {
        let analysis = try ExperimentAnalysis(data: .counts([("A", 1000, 100), ("B", 500, 52)]), weights: ["A": 50, "B": 25, "C": 25])
        #expect(analysis.variants.map(\.name) == ["A", "B", "C"])
        #expect(analysis.variants[2].status == .noData)
        #expect(!analysis.sampleRatio.mismatch)
    }

    @Test func sampleRatioMismatchBlocksTheVerdictAndSaysWhatToCheck() throws {
        // A clear "winner" on a broken split: 12,000 against 9,000 visitors at 50/50.
        let analysis = try ExperimentAnalysis(data: .counts([("A", 12000, 1200), ("B", 9000, 1200)]), weights: ["A": 50, "B": 50])
        #expect(analysis.sampleRatio.mismatch)
        #expect(analysis.verdict.hasPrefix("no verdict: sample ratio mismatch (p < 0.001): "))
        #expect(!analysis.verdict.contains("beats"))
        #expect(analysis.verdict.contains("Check that the weights match the site's configuration"))
    }

    @Test func severalVariantsAreHolmCorrectedAndTheReportSaysSo() throws {
        let data = ExperimentData.counts([("A", 5000, 250), ("B", 5000, 330), ("C", 5000, 255)])
        let analysis = try ExperimentAnalysis(data: data)
        #expect(analysis.correction == "Holm")
        // multipletests([0.0007136094988989869, 0.8550777728102478], method='holm')[1] = [0.00142722, 0.85507777]
        #expect(close(analysis.variants[1].comparison!.adjustedPValue, 0.0014272189977979738, relative: 1e-6))
        #expect(close(analysis.variants[2].comparison!.adjustedPValue, 0.8550777728102478, relative: 1e-6))
        #expect(analysis.report.contains("correction: Holm, over 2 comparisons with A (p-values adjusted)"))
        #expect(analysis.report.contains("p (Holm)"))
    }

    @Test func holmMatchesStatsmodels() {
        // multipletests([0.04, 0.01, 0.03], method='holm')[1] = [0.06, 0.03, 0.06]
        let adjusted = ExperimentAnalysis.holm([0.04, 0.01, 0.03])
        for (actual, expected) in zip(adjusted, [0.06, 0.03, 0.06]) { #expect(close(actual, expected)) }
        #expect(ExperimentAnalysis.holm([0.5, 0.9]) == [1, 1])
    }

    @Test func perVisitValuesNeedAMinimumSampleForAVerdict() throws {
        let analysis = try ExperimentAnalysis(data: .values([("A", [10, 12]), ("B", [20, 21])]))
        #expect(analysis.variants[1].status == .tooFew)
        #expect(analysis.verdict == "no verdict for B yet: 2 visits in the smaller group; per-visit values need at least 30 per variant before the t-test can be trusted")
        // r = stats.ttest_ind([20, 21], [10, 12], equal_var=False); stats.t.cdf(r.statistic, r.df) = 0.9841722183445267
        // (the normal approximation, stats.norm.cdf(r.statistic), says 1.0)
        #expect(close(try #require(analysis.variants[1].comparison!.probabilityToBeatControl), 0.9841722183445267, relative: 1e-8))
    }

    @Test func controlWithOneValueGivesNoVerdictAndSaysWhy() throws {
        let analysis = try ExperimentAnalysis(data: .values([("A", [3]), ("B", [1, 2, 3])]))
        #expect(analysis.verdict == "no verdict for B: the control A has 1 visit, too few to compare with")
    }

    @Test func rateEffectSizeIsValidated() {
        #expect(throws: ExperimentError(location: nil, message: "--mde 2 would be a difference of 200 percentage points; give a rate difference as a fraction below 1, e.g. 0.02 for two points")) {
            try ExperimentAnalysis(data: .counts([("A", 1000, 100), ("B", 1000, 104)]), minimumDetectableEffect: 2)
        }
        #expect(throws: ExperimentError.self) {
            try ExperimentAnalysis(data: .counts([("A", 1000, 500), ("B", 1000, 504)]), minimumDetectableEffect: 0.6)
        }
    }

    @Test func sampleSizeForUnequalWeightsMatchesStatsmodels() throws {
        // samplesize_proportions_2indep_onetail(0.02, 0.1, 0.8, ratio=4, alpha=0.05, alternative='two-sided')
        // = 2352.9510392964817 visitors in the 20% arm, 4 times as many in the control: 11,764.76 in all.
        let rates = try ExperimentAnalysis(data: .counts([("A", 8000, 800), ("B", 2000, 200)]), weights: ["A": 80, "B": 20],
                                           minimumDetectableEffect: 0.02)
        #expect(rates.sampleSize?.perVariant == 2353)
        #expect(rates.sampleSize?.totalNeeded == 11765)
        // NormalIndPower().solve_power(effect_size=0.5/1.3809307357611014, alpha=0.05, power=0.8, ratio=4) = 74.83769573333849
        let a = [12.1, 9.8, 11.4, 10.2, 13.5, 8.9, 10.7, 11.9, 9.4, 12.6, 10.1, 11.2]
        let means = try ExperimentAnalysis(data: .values([("A", a), ("B", a)]), weights: ["A": 80, "B": 20], minimumDetectableEffect: 0.5)
        #expect(means.sampleSize?.perVariant == 75)
        #expect(means.sampleSize?.totalNeeded == 375)
    }

    @Test func reportSaysWhenEqualWeightsWereAssumed() throws {
        let assumed = try ExperimentAnalysis(data: .counts([("A", 100, 10), ("B", 100, 12)])).report
        #expect(assumed.contains("weights: A 50%, B 50%, assumed equal (pass --weights A=50,B=50 or --site DIR to use the experiment's configuration)"))
        let given = try ExperimentAnalysis(data: .counts([("A", 100, 10), ("B", 100, 12)]), weights: ["A": 1, "B": 1]).report
        #expect(given.contains("weights: A 50%, B 50%, from --weights"))
    }
}

@Suite struct SequentialTests {
    static let dated = """
    date,variant,visitors,conversions
    20261101,A,400,40
    20261101,B,400,52
    2026-11-02,A,400,38
    2026-11-02,B,400,55
    20261103,A,400,41
    20261103,B,400,60
    """

    @Test func datedExportGivesCumulativeLooks() throws {
        let export = try ExperimentExport(csv: Self.dated)
        #expect(export.dates == ["2026-11-01", "2026-11-02", "2026-11-03"])
        #expect(export.looks == [.counts([("A", 400, 40), ("B", 400, 52)]), .counts([("A", 800, 78), ("B", 800, 107)]),
                                 .counts([("A", 1200, 119), ("B", 1200, 167)])])
        #expect(export.data == .counts([("A", 1200, 119), ("B", 1200, 167)]))
    }

    @Test func mixtureSPRTGivesAlwaysValidPValueAndConfidenceSequence() throws {
        // The formulas of Johari et al. (2017) with GrowthBook's tuning, written out independently in Python:
        // import math; alpha = 0.05; rho2 = (-2*math.log(alpha) + math.log(-2*math.log(alpha) + 1)) / 5000
        // p, lo, hi = 1, -1e300, 1e300
        // for (n1, x1), (n2, x2) in [((400,40),(400,52)), ((800,78),(800,107)), ((1200,119),(1200,167))]:
        //     p1, p2 = x1/n1, x2/n2; d = p2 - p1; V = p1*(1-p1)/n1 + p2*(1-p2)/n2; a = (n1 + n2)*rho2
        //     p = min(p, 1 / ((1 + a)**-0.5 * math.exp(d*d/V * a/(2*(1 + a)))))
        //     half = math.sqrt(V*(1 + a)/a*(math.log(1 + a) - 2*math.log(alpha))); lo, hi = max(lo, d - half), min(hi, d + half)
        // -> p = 0.05780684609122897, (lo, hi) = (-0.0007902521948767519, 0.08079025219487673)
        let export = try ExperimentExport(csv: Self.dated)
        let analysis = try ExperimentAnalysis(data: export.data, options: .init(mode: .sequential, looks: export.looks, sequentialTuning: 5000))
        let comparison = try #require(analysis.variants[1].comparison)
        #expect(comparison.test == "mSPRT")
        #expect(close(comparison.pValue, 0.05780684609122897))
        #expect(close(comparison.differenceInterval[0], -0.0007902521948767519, relative: 1e-8))
        #expect(close(comparison.differenceInterval[1], 0.08079025219487673))
        #expect(analysis.verdict == "no significant difference (always-valid p = 0.058)")
        #expect(analysis.report.contains("mode: sequential (mSPRT always-valid p-values and confidence sequences, 3 looks): valid however often you look"))
        // The same totals read once, as a fixed-horizon test, look decisive: that is the peeking trap.
        let fixed = try ExperimentAnalysis(data: export.data)
        #expect(fixed.variants[1].comparison!.pValue < 0.01)
    }

    /// Seeded, so every run simulates the same experiments.
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

    static func binomial(_ n: Int, _ p: Double, _ rng: inout SplitMix64) -> Int {
        var hits = 0
        for _ in 0..<n where Double.random(in: 0..<1, using: &rng) < p { hits += 1 }
        return hits
    }

    static func namesWinner(_ analysis: ExperimentAnalysis) -> Bool {
        analysis.variants.contains { ($0.comparison?.adjustedPValue ?? 1) < ExperimentAnalysis.alpha && $0.status == .compared }
    }

    /// A/A test looked at every day for 20 days, stopping at the first winner: 1,000 simulated experiments,
    /// 100 visitors per variant and day, a 10% rate in both. The fixed-horizon test names a false winner far
    /// more often than its 5%; the sequential test stays below 5%.
    @Test func dailyPeekingKeepsTheSequentialTestAtItsErrorRate() throws {
        var rng = SplitMix64(state: 17)
        var falseFixed = 0, falseSequential = 0
        let runs = 1000, days = 20
        for _ in 0..<runs {
            var looks: [ExperimentData] = []
            var a = (0, 0), b = (0, 0)
            var fixedStopped = false, sequentialStopped = false
            for _ in 0..<days {
                a = (a.0 + 100, a.1 + Self.binomial(100, 0.1, &rng))
                b = (b.0 + 100, b.1 + Self.binomial(100, 0.1, &rng))
                let data = ExperimentData.counts([("A", a.0, a.1), ("B", b.0, b.1)])
                looks.append(data)
                if !fixedStopped, Self.namesWinner(try ExperimentAnalysis(data: data)) { fixedStopped = true }
                if !sequentialStopped, Self.namesWinner(try ExperimentAnalysis(data: data, options: .init(mode: .sequential, looks: looks))) {
                    sequentialStopped = true
                }
            }
            if fixedStopped { falseFixed += 1 }
            if sequentialStopped { falseSequential += 1 }
        }
        let fixedRate = Double(falseFixed) / Double(runs), sequentialRate = Double(falseSequential) / Double(runs)
        print("daily peeking, 1,000 A/A runs × 20 looks: fixed horizon \(fixedRate * 100)% false winners, sequential \(sequentialRate * 100)%")
        #expect(fixedRate > 0.12, "the simulation reproduces the peeking problem")
        #expect(sequentialRate <= 0.05)
    }

    /// The other half of a test's worth: a real difference (10% against 13%) is found. 200 simulated
    /// experiments, 200 visitors per variant and day for 20 days, stopping at the first winner.
    @Test func sequentialTestFindsARealDifference() throws {
        var rng = SplitMix64(state: 170)
        var found = 0
        let runs = 200
        for _ in 0..<runs {
            var looks: [ExperimentData] = []
            var a = (0, 0), b = (0, 0)
            for _ in 0..<20 {
                a = (a.0 + 200, a.1 + Self.binomial(200, 0.10, &rng))
                b = (b.0 + 200, b.1 + Self.binomial(200, 0.13, &rng))
                looks.append(.counts([("A", a.0, a.1), ("B", b.0, b.1)]))
            }
            let analysis = try ExperimentAnalysis(data: looks.last!, options: .init(mode: .sequential, looks: looks))
            if Self.namesWinner(analysis), analysis.variants[1].comparison!.difference > 0 { found += 1 }
        }
        let power = Double(found) / Double(runs)
        print("10% against 13%, 200 runs × 20 daily looks of 200 visitors per variant: sequential test found B better in \(power * 100)%")
        #expect(power > 0.6)
    }

    /// A/A/A and A/A/A/A: 1,000 simulated experiments each, 1,000 visitors per variant at 10%.
    @Test(arguments: [3, 4])
    func holmKeepsFalseWinnersBelowFivePercentWithSeveralVariants(_ variantCount: Int) throws {
        var rng = SplitMix64(state: 1700 + UInt64(variantCount))
        var falseCorrected = 0, falseUncorrected = 0
        let runs = 1000
        for _ in 0..<runs {
            let rows = (0..<variantCount).map { index in
                (String(UnicodeScalar(UInt8(65 + index))), 1000, Self.binomial(1000, 0.1, &rng))
            }
            let analysis = try ExperimentAnalysis(data: .counts(rows))
            if Self.namesWinner(analysis) { falseCorrected += 1 }
            if analysis.variants.contains(where: { ($0.comparison?.pValue ?? 1) < ExperimentAnalysis.alpha }) { falseUncorrected += 1 }
        }
        let corrected = Double(falseCorrected) / Double(runs), uncorrected = Double(falseUncorrected) / Double(runs)
        print("\(variantCount) equal variants, 1,000 runs: \(corrected * 100)% false winners with Holm, \(uncorrected * 100)% without")
        #expect(corrected <= 0.05)
        #expect(uncorrected > corrected)
    }
}

@Suite struct ExportTests {
    @Test func readsAGA4ExplorationsExport() throws {
        let csv = """
        # ----------------------------------------
        # Free form 1
        # Start date: 20261101
        # End date: 20261120
        # ----------------------------------------
        Experience variant string,Total users,Key events
        Totals,"2,104",97
        sitegen-tldr-A,"1,050",40
        sitegen-tldr-B,"1,050",57
        (not set),4,0
        """
        let export = try ExperimentExport(csv: csv, file: "ga4.csv")
        #expect(export.data == .counts([("A", 1050, 40), ("B", 1050, 57)]))
        #expect(export.experiment == "tldr")
        #expect(export.notes == ["skipped 1 total row", "left out 1 (not set) row holding 4 of 2,104 visits (0.2%): visits of some variant the export could not name"])
        #expect(export.looks.isEmpty)
    }

    @Test func unlabelledRowIsSkippedOnlyWhenItIsTheTotal() throws {
        let total = try ExperimentExport(csv: "Variant,Users,Conversions\n,\"2,100\",97\nA,\"1,050\",40\nB,\"1,050\",57\n")
        #expect(total.data == .counts([("A", 1050, 40), ("B", 1050, 57)]))
        #expect(total.notes == ["skipped 1 total row"])
        #expect(throws: ExperimentError(location: SpecLocation(file: "x.csv", line: 2), message: "empty variant name, and the numbers are not the total of the other rows")) {
            try ExperimentExport(csv: "Variant,Users,Conversions\n,2000,97\nA,1050,40\nB,1050,57\n", file: "x.csv")
        }
    }

    @Test func readsAHistogramOfEngagedSeconds() throws {
        // What a GA4 exploration or a Plausible breakdown of the engagement event gives: visits per value.
        let csv = "Variant,Engaged seconds,Event count\nsitegen-tldr-A,10,3\nsitegen-tldr-B,12,2\nsitegen-tldr-A,40,1\nsitegen-tldr-B,15,1\n"
        #expect(try ExperimentExport(csv: csv).data == .values([("A", [10, 10, 10, 40]), ("B", [12, 12, 15])]))
    }

    @Test func keepsOneExperimentOfSeveralWhenAsked() throws {
        let csv = "variant,visitors,conversions\nsitegen-tldr-A,100,5\nsitegen-opener-A,100,7\nsitegen-tldr-B,100,6\nsitegen-opener-B,90,7\n"
        #expect(throws: ExperimentError(location: SpecLocation(file: "x.csv", line: 2), message: "the export holds several experiments (tldr, opener); choose one with --experiment tldr")) {
            try ExperimentExport(csv: csv, file: "x.csv")
        }
        let export = try ExperimentExport(csv: csv, experiment: "opener")
        #expect(export.data == .counts([("A", 100, 7), ("B", 90, 7)]))
        #expect(export.notes == ["skipped 2 rows of other experiments"])
    }

    @Test func leavesOutExposuresThatWereNotSticky() throws {
        let csv = "variant,sticky,visitors,conversions\nA,true,100,5\nA,false,7,1\nB,true,100,6\n"
        let export = try ExperimentExport(csv: csv)
        #expect(export.data == .counts([("A", 100, 5), ("B", 100, 6)]))
        #expect(export.notes == ["left out 1 row marked not sticky (storage blocked: such readers may be counted in several variants)"])
    }

    @Test(arguments: [
        ("variant,visitors,conversions\nA,1,000,5\nB,100,4\n",
         "x.csv:2:1: this row has 4 fields but the header has 3; a number with an unquoted thousands separator? write \"1,000\" or 1000; or a decimal comma? quote it (\"37,5\") and pass --decimal-comma, or write 37.5"),
        ("A,100,5\nB,9223372036854775807,10\n", "x.csv:2:1: visitors '9223372036854775807' is not a whole number from 0 to 10^15"),
        ("A,900000000000000,5\nB,900000000000000,10\n", "x.csv:2:1: the visitors add up to more than 10^15; is a column mislabelled?"),
        ("variant,value\nA,1e308\nB,2\n", "x.csv:2:1: value '1e308' is not a number between -10^15 and 10^15"),
        ("variant,visitors,conversions\nsitegen-tldr-A,10,1\nB,10,2\n",
         "x.csv:3:1: variant 'B' mixes with sitegen-EXPERIMENT-VARIANT names; which experiment does it belong to?"),
        ("variant,value\n\"A,1\nB,2\n", "x.csv:2:1: unclosed quote: a field that starts with \" must end with \""),
        ("date,variant,value\n2026-13-01,A,1\n2026-11-01,B,2\n", "x.csv:2:1: date '2026-13-01' is neither YYYYMMDD (GA4) nor YYYY-MM-DD"),
        ("variant,users,visitors,conversions\nA,1,1,1\nB,1,1,1\n", "x.csv:1:1: columns 'users' and 'visitors' could both be meant; keep one"),
    ])
    func ambiguousOrImpossibleRowsNameFileAndLine(_ csv: String, _ message: String) {
        do {
            _ = try ExperimentExport(csv: csv, file: "x.csv")
            Issue.record("expected an error for \(csv)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func hugeButValidCountsDoNotTrap() throws {
        let data = try ExperimentData(csv: "A,500000000000000,5\nB,500000000000000,10\n")
        let analysis = try ExperimentAnalysis(data: data, minimumDetectableEffect: 0.5)
        #expect(analysis.variants[1].comparison != nil)
        #expect(analysis.json != "{}")
    }
}
