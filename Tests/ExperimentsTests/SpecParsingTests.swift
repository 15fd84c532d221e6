import Testing
@testable import Experiments

@Suite struct SpecParsingTests {
    let post = SpecLocation(file: "_posts/2024-05-01-hello.md", line: 4, column: 12)

    @Test func legacyPairMeansIdSlotAndFiftyFiftyAB() throws {
        let specs = try ExperimentSpec.parse(.array([.string("tldr"), .int(1)]))
        #expect(specs == [try ExperimentSpec(id: "tldr", slot: 1)])
        #expect(specs[0].variants.map(\.name) == ["A", "B"])
        #expect(specs[0].variants.map(\.weight) == [50, 50])
    }

    @Test func bareIdNeedsNoSlotWithGA4() throws {
        let specs = try ExperimentSpec.parse(.string("hero"))
        #expect(specs.map(\.id) == ["hero"])
        #expect(specs[0].slot == nil)
    }

    @Test func richFormKeepsWeightsInSourceOrder() throws {
        let value = SpecValue.map([
            ("id", .string("tldr")), ("slot", .int(2)),
            ("variants", .map([("A", .int(50)), ("B", .int(30)), ("C", .double(20))])),
        ])
        let spec = try #require(try ExperimentSpec.parse(value).first)
        #expect(spec.slot == 2)
        #expect(spec.variants == [Variant(name: "A", weight: 50), Variant(name: "B", weight: 30), Variant(name: "C", weight: 20)])
        #expect(spec.control.name == "A")
    }

    @Test func variantListSplitsEvenly() throws {
        let spec = try #require(try ExperimentSpec.parse(.map([("id", .string("x")), ("variants", .array([.string("one"), .string("two"), .string("three")]))])).first)
        #expect(spec.variants.map(\.name) == ["one", "two", "three"])
        #expect(spec.variants.allSatisfy { abs($0.weight - 100.0 / 3) < 1e-12 })
    }

    @Test func listOfExperimentsMixesForms() throws {
        let value = SpecValue.array([
            .array([.string("tldr"), .int(1)]),
            .map([("id", .string("hero")), ("slot", .int(2)), ("variants", .map([("A", .int(70)), ("B", .int(30))]))]),
        ])
        #expect(try ExperimentSpec.parse(value).map(\.id) == ["tldr", "hero"])
    }

    @Test func falseOrNullMeansNoExperiment() throws {
        #expect(try ExperimentSpec.parse(.bool(false)).isEmpty)
        #expect(try ExperimentSpec.parse(.null).isEmpty)
    }

    @Test func numericScalarsReadBackAsWrittenNames() throws {
        let spec = try #require(try ExperimentSpec.parse(.map([("id", .int(2024)), ("variants", .map([("1", .string("60")), ("2", .int(40))]))])).first)
        #expect(spec.id == "2024")
        #expect(spec.variants == [Variant(name: "1", weight: 60), Variant(name: "2", weight: 40)])
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        var value: SpecValue
        var settings = ExperimentSettings()
        var message: String
        var testDescription: String { message }
    }

    static let badCases: [BadCase] = [
        BadCase(value: .array([.string("tl dr"), .int(1)]),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting[0]: experiment id 'tl dr' may only contain letters, digits, '-' and '_'"),
        BadCase(value: .array([.string("</script>"), .int(1)]),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting[0]: experiment id '</script>' may only contain letters, digits, '-' and '_'"),
        BadCase(value: .array([.string("tldr"), .int(7)]), settings: ExperimentSettings(analytics: .gaq),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting: slot 7 is out of range for analytics: gaq; use 1–5"),
        BadCase(value: .string("tldr"), settings: ExperimentSettings(analytics: .gaq),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting: analytics: gaq needs a slot for experiment 'tldr' (1–5), e.g. [ tldr, 1 ]"),
        BadCase(value: .array([.string("tldr"), .string("one")]),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting[1]: expected the analytics slot as a whole number, found a string"),
        BadCase(value: .map([("id", .string("tldr")), ("varaints", .map([]))]),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting.varaints: unknown key; an experiment has id, slot and variants"),
        BadCase(value: .map([("slot", .int(1))]),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting: missing id (e.g. id: tldr)"),
        BadCase(value: .map([("id", .string("t")), ("variants", .map([("A", .int(100))]))]),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting.variants: an experiment needs at least two variants, e.g. { A: 50, B: 50 }"),
        BadCase(value: .map([("id", .string("t")), ("variants", .map([("A", .int(50)), ("B", .string("lots"))]))]),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting.variants.B: expected a weight (a number from 0 to 10^15), found 'lots'"),
        // Issue 19: weights whose sum is infinite made every share NaN.
        BadCase(value: .map([("id", .string("t")), ("variants", .map([("A", .double(1e308)), ("B", .double(1e308))]))]),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting.variants.A: expected a weight (a number from 0 to 10^15), found '1e+308'"),
        BadCase(value: .map([("id", .string("t")), ("variants", .map([("A", .int(0)), ("B", .int(0))]))]),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting.variants: every variant has weight 0; give at least one a share"),
        BadCase(value: .array([.array([.string("t"), .int(1)]), .array([.string("t"), .int(2)])]),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting[1]: experiment 't' appears twice on this page"),
        BadCase(value: .array([.array([.string("a"), .int(1)]), .array([.string("b"), .int(1)])]), settings: ExperimentSettings(analytics: .matomo),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting[1]: experiments 'a' and 'b' share slot 1; each needs its own"),
        BadCase(value: .double(1.5),
                message: "_posts/2024-05-01-hello.md:4:12: abtesting: expected [ id, slot ] or { id: ..., slot: ..., variants: { A: 50, B: 50 } }, found a number"),
    ]

    @Test(arguments: badCases)
    func invalidDefinitionNamesFileLineAndKey(_ bad: BadCase) {
        do {
            _ = try ExperimentSpec.parse(bad.value, settings: bad.settings, location: post)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == bad.message)
        }
    }

    @Test func locatorPointsErrorsAtTheNestedKey() {
        let value = SpecValue.map([("id", .string("t")), ("variants", .map([("A", .int(50)), ("B!", .int(50))]))])
        let locate: SpecLocator = { path in
            path == [.key("variants"), .key("B!")] ? SpecLocation(file: "p.md", line: 9, column: 5) : nil
        }
        do {
            _ = try ExperimentSpec.parse(value, location: SpecLocation(file: "p.md", line: 3), locate: locate)
            Issue.record("expected an error")
        } catch {
            #expect(error.location == SpecLocation(file: "p.md", line: 9, column: 5))
            #expect(error.keyPath == "abtesting.variants.B!")
        }
    }

    @Test func checkedInitializerRejectsHostileNames() {
        #expect(throws: ExperimentError.self) { try ExperimentSpec(id: "a\"b") }
        #expect(throws: ExperimentError.self) { try ExperimentSpec(id: "ok", variants: [Variant(name: "A", weight: 1), Variant(name: "<b>", weight: 1)]) }
        #expect(throws: ExperimentError.self) { try ExperimentSpec(id: "ok", variants: [Variant(name: "A", weight: 1), Variant(name: "A", weight: 1)]) }
    }
}

@Suite struct SettingsTests {
    @Test func defaultsAreGA4StickyInjectedWithoutDNT() throws {
        let settings = try ExperimentSettings(config: nil)
        #expect(settings == ExperimentSettings(analytics: .ga4, trackingID: nil, sticky: true, respectDNT: false, inject: true))
    }

    @Test func readsEverySetting() throws {
        let settings = try ExperimentSettings(config: .map([
            ("analytics", .string("Matomo")), ("tracking_id", .int(3)), ("matomo_url", .string("https://stats.example.com")),
            ("sticky", .bool(false)), ("respect_dnt", .bool(true)), ("inject", .bool(false)),
        ]))
        #expect(settings == ExperimentSettings(analytics: .matomo, trackingID: "3", matomoURL: "https://stats.example.com/",
                                               sticky: false, respectDNT: true, inject: false))
    }

    @Test(arguments: [
        (SpecValue.map([("analytics", .string("ga3"))]),
         "_config.yml:7:1: abtesting.analytics: unknown analytics back end 'ga3'; use one of ga4, gaq, gtm, plausible, matomo, none"),
        (SpecValue.map([("tracking_id", .string("G-1\"><script>"))]),
         "_config.yml:7:1: abtesting.tracking_id: a tracking id is letters, digits, '-', '_', '.' and ':' (e.g. G-ABC123, GTM-XYZ, UA-123-1, example.com)"),
        (SpecValue.map([("sticky", .string("yes please"))]),
         "_config.yml:7:1: abtesting.sticky: expected true or false, found a string"),
        (SpecValue.map([("stickey", .bool(true))]),
         "_config.yml:7:1: abtesting.stickey: unknown setting; the abtesting settings are analytics, tracking_id, matomo_url, sticky, respect_dnt, inject and idle_seconds"),
        (SpecValue.map([("analytics", .string("matomo")), ("tracking_id", .int(1))]),
         "_config.yml:7:1: abtesting: analytics: matomo with a tracking_id also needs matomo_url (the tracker address)"),
        (SpecValue.array([]),
         "_config.yml:7:1: abtesting: expected a mapping of settings (analytics, tracking_id, sticky, respect_dnt, inject), found a list"),
    ])
    func invalidSettingNamesConfigLine(_ value: SpecValue, _ message: String) {
        do {
            _ = try ExperimentSettings(config: value, location: SpecLocation(file: "_config.yml", line: 7))
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }
}
