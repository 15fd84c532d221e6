import Testing
@testable import Experiments

// Reference numbers come from SciPy 1.17 (python3 with scipy, numpy); each test shows the call.
// They are computed independently of this code: SciPy uses Cephes/Boost, not these formulas.

private func close(_ actual: Double, _ expected: Double, relative: Double = 1e-9, absolute: Double = 1e-14) -> Bool {
    abs(actual - expected) <= max(absolute, relative * abs(expected))
}

@Suite struct DistributionTests {
    // [stats.t.cdf(t, df) for t, df in [(2.0, 5), (-1.3, 12.5), (0.4, 1), (3.5, 200), (-8.0, 3)]]
    @Test(arguments: [(2.0, 5.0, 0.9490302605850708), (-1.3, 12.5, 0.10853100531714449), (0.4, 1.0, 0.6211189415908434),
                      (3.5, 200.0, 0.9997132299625086), (-8.0, 3.0, 0.002038288793892733)])
    func studentTCDFMatchesSciPy(_ t: Double, _ df: Double, _ expected: Double) {
        #expect(close(Distributions.studentTCDF(t, degreesOfFreedom: df), expected))
    }

    // [stats.t.ppf(p, df) for p, df in [(0.975, 1), (0.975, 7.3), (0.975, 1000), (0.005, 4)]]
    @Test(arguments: [(0.975, 1.0, 12.706204736174694), (0.975, 7.3, 2.345066736547703), (0.975, 1000.0, 1.9623390808264083),
                      (0.005, 4.0, -4.604094871349993)])
    func studentTQuantileMatchesSciPy(_ p: Double, _ df: Double, _ expected: Double) {
        #expect(close(Distributions.studentTQuantile(p, degreesOfFreedom: df), expected))
    }

    // [stats.norm.ppf(p) for p in [0.975, 0.8, 1e-6, 0.5, 0.999]]
    @Test(arguments: [(0.975, 1.959963984540054), (0.8, 0.8416212335729143), (1e-6, -4.753424308822899), (0.5, 0.0),
                      (0.999, 3.090232306167813)])
    func normalQuantileMatchesSciPy(_ p: Double, _ expected: Double) {
        #expect(close(Distributions.normalQuantile(p), expected, relative: 1e-12))
    }

    // [stats.chi2.sf(x, k) for x, k in [(12.82, 1), (3.0, 2), (0.5, 4), (40.0, 3)]]
    @Test(arguments: [(12.82, 1.0, 0.00034293372341845217), (3.0, 2.0, 0.22313016014842982), (0.5, 4.0, 0.9735009788392561),
                      (40.0, 3.0, 1.065509033425585e-08)])
    func chiSquareSurvivalMatchesSciPy(_ x: Double, _ k: Double, _ expected: Double) {
        #expect(close(Distributions.chiSquareSurvival(x, degreesOfFreedom: k), expected))
    }

    // [special.betainc(a, b, x) for a, b, x in [(2.5, 0.5, 0.3), (30, 40, 0.45), (0.5, 0.5, 0.9)]]
    @Test(arguments: [(2.5, 0.5, 0.3, 0.018927124071945658), (30.0, 40.0, 0.45, 0.6447480085585666), (0.5, 0.5, 0.9, 0.7951672353008665)])
    func incompleteBetaMatchesSciPy(_ a: Double, _ b: Double, _ x: Double, _ expected: Double) {
        #expect(close(Distributions.regularizedIncompleteBeta(x, a, b), expected))
    }

    // def beat(a, b):  # a, b = (visitors, conversions); Beta(1 + conversions, 1 + failures) posteriors
    //     f = lambda x: stats.beta.pdf(x, 1+b[1], 1+b[0]-b[1]) * stats.beta.cdf(x, 1+a[1], 1+a[0]-a[1])
    //     return integrate.quad(f, 0, 1, points=[a[1]/a[0], b[1]/b[0]], limit=500, epsabs=1e-13)[0]
    // beat((10000, 1000), (10000, 1100)), beat((40, 3), (38, 7))
    @Test func probabilityToBeatMatchesNumericalIntegration() {
        #expect(close(Distributions.probabilityBetaExceeds(alphaB: 1101, betaB: 8901, alphaA: 1001, betaA: 9001), 0.9894573544317141, relative: 1e-8))
        #expect(close(Distributions.probabilityBetaExceeds(alphaB: 8, betaB: 32, alphaA: 4, betaA: 38), 0.9181731624356858, relative: 1e-8))
        #expect(close(Distributions.probabilityBetaExceeds(alphaB: 4, betaB: 38, alphaA: 8, betaA: 32), 1 - 0.9181731624356858, relative: 1e-8))
    }
}

@Suite struct AnalysisTests {
    let counts = ExperimentData.counts([("A", 10000, 1000), ("B", 10000, 1100)])

    @Test func countsGiveWilsonIntervalsZTestAndPosterior() throws {
        let analysis = try ExperimentAnalysis(data: counts)
        #expect(analysis.metric == .conversionRate)
        #expect(analysis.control == "A")
        // stats.binomtest(1000, 10000).proportion_ci(0.95, method="wilson"), likewise (1100, 10000)
        #expect(close(analysis.variants[0].interval[0], 0.09427283017063044))
        #expect(close(analysis.variants[0].interval[1], 0.10603436852591082))
        #expect(close(analysis.variants[1].interval[0], 0.10401658169254807))
        #expect(close(analysis.variants[1].interval[1], 0.11628293703657969))
        let comparison = try #require(analysis.variants[1].comparison)
        #expect(close(comparison.difference, 0.01))
        // stats.fisher_exact([[1100, 8900], [1000, 9000]]).pvalue
        #expect(comparison.test == "Fisher's exact test")
        #expect(close(comparison.pValue, 0.022378874800480137, relative: 1e-7))
        #expect(close(try #require(comparison.probabilityToBeatControl), 0.9894573544317141, relative: 1e-8))
        // statsmodels: confint_proportions_2indep(1100, 10000, 1000, 10000, method='newcomb', compare='diff')
        #expect(close(comparison.differenceInterval[0], 0.0015020650656495157))
        #expect(close(comparison.differenceInterval[1], 0.018501515868365202))
        #expect(analysis.verdict == "B beats A: +1.00 pp (p = 0.022)")
    }

    @Test func valuesGiveTIntervalsAndWelchTest() throws {
        let a = [12.1, 9.8, 11.4, 10.2, 13.5, 8.9, 10.7, 11.9, 9.4, 12.6, 10.1, 11.2]
        let b = [13.4, 12.2, 14.8, 11.1, 15.3, 12.9, 13.7, 10.8, 14.1, 12.5]
        let analysis = try ExperimentAnalysis(data: .values([("A", a), ("B", b)]), minimumDetectableEffect: 0.5)
        #expect(analysis.metric == .mean)
        // stats.t.interval(0.95, len(xs)-1, loc=np.mean(xs), scale=stats.sem(xs)); np.std(xs, ddof=1)
        #expect(close(analysis.variants[0].interval[0], 10.10593180352753))
        #expect(close(analysis.variants[0].interval[1], 11.860734863139134))
        #expect(close(analysis.variants[1].interval[1], 14.137718076040871))
        #expect(close(analysis.variants[0].standardDeviation ?? 0, 1.3809307357611014))
        // res = stats.ttest_ind(b, a, equal_var=False); res.statistic, res.pvalue, res.df, res.confidence_interval(0.95)
        let comparison = try #require(analysis.variants[1].comparison)
        #expect(close(comparison.statistic, 3.4123219241615517))
        #expect(close(comparison.pValue, 0.002967425592306902))
        #expect(close(comparison.degreesOfFreedom ?? 0, 18.73860092420009))
        #expect(close(comparison.differenceInterval[0], 0.8094139197949812))
        #expect(close(comparison.differenceInterval[1], 3.3839194135383575))
        // 2 * (norm.ppf(0.975) + norm.ppf(0.8))**2 * np.std(a, ddof=1)**2 / 0.5**2 = 119.74…
        #expect(analysis.sampleSize?.perVariant == 120)
        // Ten and twelve visits are too few for a verdict on per-visit values, however small p is.
        #expect(analysis.variants[1].status == .tooFew)
        #expect(analysis.verdict == "no verdict for B yet: 10 visits in the smaller group; per-visit values need at least 30 per variant before the t-test can be trusted")
    }

    @Test func sampleRatioMismatchIsFlaggedFirst() throws {
        // stats.chisquare([10000, 9500], f_exp=[9750, 9750]) -> (12.820512820512821, 0.0003428397416111479)
        let analysis = try ExperimentAnalysis(data: .counts([("A", 10000, 500), ("B", 9500, 480)]))
        #expect(close(analysis.sampleRatio.chiSquare, 12.820512820512821))
        #expect(close(analysis.sampleRatio.pValue, 0.0003428397416111479))
        #expect(analysis.sampleRatio.mismatch)
        #expect(analysis.verdict.hasPrefix("no verdict: sample ratio mismatch (p < 0.001): "))
    }

    @Test func sampleRatioUsesTheWeights() throws {
        // stats.chisquare([5200, 2900, 1900], f_exp=[5000, 3000, 2000]) -> (16.333333333333336, 0.0002839629839032563)
        let data = ExperimentData.counts([("A", 5200, 100), ("B", 2900, 60), ("C", 1900, 40)])
        let analysis = try ExperimentAnalysis(data: data, weights: ["A": 50, "B": 30, "C": 20])
        #expect(close(analysis.sampleRatio.chiSquare, 16.333333333333336))
        #expect(close(analysis.sampleRatio.pValue, 0.0002839629839032563))
        #expect(!(try ExperimentAnalysis(data: .counts([("A", 5010, 1), ("B", 3000, 1), ("C", 1990, 1)]), weights: ["A": 50, "B": 30, "C": 20])).sampleRatio.mismatch)
    }

    @Test func sampleSizeForRatesAndRemainingVisitors() throws {
        // za, zb = norm.ppf(0.975), norm.ppf(0.8); p1, p2 = 0.10, 0.12; pb = 0.11
        // (za*sqrt(2*pb*(1-pb)) + zb*sqrt(p1*(1-p1)+p2*(1-p2)))**2 / 0.02**2 = 3840.85 -> 3841
        let analysis = try ExperimentAnalysis(data: .counts([("A", 1000, 100), ("B", 1000, 104)]), minimumDetectableEffect: 0.02)
        let size = try #require(analysis.sampleSize)
        #expect(size.perVariant == 3841)
        #expect(size.totalNeeded == 7682)
        #expect(size.remaining == 5682)
        // stats.fisher_exact([[104, 896], [100, 900]]).pvalue = 0.8246408444682718
        #expect(analysis.verdict == "no significant difference (p = 0.82); about 5,682 more visitors to detect 2.00 pp")
    }

    @Test func edgeCasesStayFinite() throws {
        let empty = try ExperimentAnalysis(data: .counts([("A", 0, 0), ("B", 0, 0)]), minimumDetectableEffect: 0.5)
        #expect(empty.variants.map(\.status) == [.noData, .noData])
        #expect(empty.variants[1].comparison == nil)
        #expect(empty.sampleRatio.pValue == 1)
        #expect(empty.sampleSize == nil)
        #expect(empty.verdict == "no verdict: the control A has no data; check that its exposures are reported and that --control names it")
        let flat = try ExperimentAnalysis(data: .values([("A", [3, 3, 3]), ("B", [3, 3])]))
        #expect(flat.variants[1].comparison?.pValue == 1)
        #expect(flat.variants[1].status == .noSpread, "no spread in either group: nothing to test against")
        #expect(flat.json != "{}", "JSONEncoder refuses NaN and infinity")
        #expect(empty.json != "{}")
    }

    @Test func controlCanBeChosenAndMustExist() throws {
        let analysis = try ExperimentAnalysis(data: counts, control: "B")
        #expect(analysis.variants[0].comparison?.difference ?? 0 < 0)
        #expect(analysis.verdict == "A is worse than B: -1.00 pp (p = 0.022)")
        #expect(throws: ExperimentError(location: nil, message: "control 'Z' is not among the variants (A, B)")) {
            try ExperimentAnalysis(data: counts, control: "Z")
        }
        #expect(throws: ExperimentError.self) { try ExperimentAnalysis(data: counts, weights: ["A": 50]) }
    }

    @Test func severalVariantsEachGetAVerdictLine() throws {
        let data = ExperimentData.counts([("A", 5000, 250), ("B", 5000, 330), ("C", 5000, 255)])
        let lines = try ExperimentAnalysis(data: data).verdict.split(separator: "\n")
        #expect(lines.count == 2)
        // Holm over stats.fisher_exact([[330, 4670], [250, 4750]]).pvalue and ([[255, 4745], [250, 4750]]):
        // multipletests([0.0007136094988989869, 0.8550777728102478], method='holm')[1] = [0.00142722, 0.85507777]
        #expect(lines[0] == "B beats A: +1.60 pp (Holm-adjusted p = 0.0014)")
        #expect(lines[1] == "no significant difference between C and A (Holm-adjusted p = 0.86)")
    }

    @Test func reportShowsTableSampleRatioAndVerdict() throws {
        let report = try ExperimentAnalysis(data: counts, minimumDetectableEffect: 0.02).report
        #expect(report == """
        variant  visitors  conversions  rate    95% interval     vs A      95% interval         p-value  P(beats A)
        A          10,000        1,000  10.00%  9.43% – 10.60%   control
        B          10,000        1,100  11.00%  10.40% – 11.63%  +1.00 pp  +0.15 pp – +1.85 pp  0.022    98.9%

        mode: fixed horizon (Fisher's exact test, Newcombe intervals): valid for one look at a sample size chosen in advance; if you check daily, use --sequential
        weights: A 50%, B 50%, assumed equal (pass --weights A=50,B=50 or --site DIR to use the experiment's configuration)
        sample ratio: as planned (χ² = 0.00, p = 1)
        sample size: 7,682 visitors in all to detect 2.00 pp (power 80%, α 5%, fixed horizon, one look); reached
        verdict: B beats A: +1.00 pp (p = 0.022)

        """)
    }

    @Test func jsonIsStableAndSnakeCased() throws {
        let json = try ExperimentAnalysis(data: counts).json
        #expect(json == (try ExperimentAnalysis(data: counts).json))
        #expect(json.contains("\"probability_to_beat_control\" : 0.98945735"))
        #expect(json.contains("\"verdict\" : \"B beats A: +1.00 pp (p = 0.022)\""))
    }
}

@Suite struct CSVTests {
    @Test func countsWithHeaderSumRepeatedVariants() throws {
        let data = try ExperimentData(csv: "variant,visitors,conversions\r\nA,100,10\nB,120,9\n\nA,\"1,000\",50\n")
        #expect(data == .counts([("A", 1100, 60), ("B", 120, 9)]))
    }

    @Test func headerColumnsMayComeInAnyOrder() throws {
        let data = try ExperimentData(csv: "conversions,variant,users\n5,A,50\n6,B,60\n")
        #expect(data == .counts([("A", 50, 5), ("B", 60, 6)]))
    }

    @Test func valuesWithoutHeader() throws {
        #expect(try ExperimentData(csv: "A,1\nB,0\nA,0.5\nB,2\n") == .values([("A", [1, 0.5]), ("B", [0, 2])]))
    }

    @Test(arguments: [
        ("variant,visitors,conversions\nA,10,11\nB,10,1\n", "data.csv:2:1: 11 conversions out of 10 visitors; conversions cannot exceed visitors"),
        ("A,10,x\nB,1,1", "data.csv:1:1: header 'A,10,x' has neither visitors and conversions nor value columns; expected variant,visitors,conversions or variant,value"),
        ("variant,value\nA,1\nB,abc\n", "data.csv:3:1: value 'abc' is not a number between -10^15 and 10^15"),
        ("variant,value\nA,1\nA,2\n", "data.csv:1:1: found 1 variant; an analysis needs at least two"),
        ("", "data.csv:1:1: no data rows; expected variant,visitors,conversions or variant,value"),
        ("A,1,2,3\n", "data.csv:1:1: expected 2 columns (variant,value) or 3 (variant,visitors,conversions), found 4"),
    ])
    func badInputNamesTheLine(_ text: String, _ message: String) {
        do {
            _ = try ExperimentData(csv: text, file: "data.csv")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }
}

@Suite struct ListingTests {
    @Test func groupsPagesByExperiment() throws {
        let tldr = try ExperimentSpec(id: "tldr", slot: 1)
        let hero = try ExperimentSpec(id: "hero", variants: [Variant(name: "A", weight: 2), Variant(name: "B", weight: 1)])
        let text = try experimentListing([
            ExperimentUse(page: "_posts/b.md", spec: tldr), ExperimentUse(page: "_posts/a.md", spec: tldr),
            ExperimentUse(page: "index.html", spec: hero),
        ])
        #expect(text == """
        hero  A 66.7% / B 33.3%
          index.html

        tldr  slot 1, A 50% / B 50%
          _posts/a.md
          _posts/b.md
          pooled: these 2 pages share one assignment (a reader sees the same variant on each) and report as one experiment

        2 experiments on 3 pages

        """)
    }

    @Test func conflictingDefinitionsOfOneExperimentFail() throws {
        let one = try ExperimentSpec(id: "tldr", slot: 1)
        let two = try ExperimentSpec(id: "tldr", slot: 2)
        do {
            _ = try experimentListing([
                ExperimentUse(page: "a.md", spec: one, location: SpecLocation(file: "a.md", line: 3)),
                ExperimentUse(page: "b.md", spec: two, location: SpecLocation(file: "b.md", line: 4)),
            ])
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "b.md:4:1: abtesting: experiment 'tldr' is defined as slot 2, A 50% / B 50% here but as slot 1, A 50% / B 50% in a.md:3:1; every page of one experiment needs the same slot and variants")
        }
    }

    @Test func emptySiteSaysHowToStart() throws {
        #expect(try experimentListing([]) == "no experiments: add `abtesting: [ id, slot ]` to a page's front matter\n")
    }
}
