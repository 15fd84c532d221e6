import Liquid
import Testing

@Suite("Recursion and resource limits")
struct LimitsTests {
    @Test func includeOfItselfIsAStackOverflowError() {
        let error = renderError("{% include 'self' %}", partials: ["self": "x{% include 'self' %}"])
        #expect(error?.kind == .stackOverflow)
    }

    @Test func renderOfItselfIsAStackOverflowError() {
        let error = renderError("{% render 'self' %}", partials: ["self": "{% render 'self' %}"])
        #expect(error?.kind == .stackOverflow)
    }

    @Test func mutualIncludesAreAStackOverflowError() {
        let error = renderError("{% include 'a' %}", partials: ["a": "{% include 'b' %}", "b": "{% include 'a' %}"])
        #expect(error?.kind == .stackOverflow)
    }

    @Test func deeplyNestedBlocksFailToParse() {
        let source = String(repeating: "{% if true %}", count: 150) + String(repeating: "{% endif %}", count: 150)
        #expect(renderError(source)?.kind == .stackOverflow)
    }

    @Test func hugeRangeEndsWithAnErrorInsteadOfHanging() {
        let error = renderError("{% for i in (1..1000000000000) %}x{% endfor %}")
        #expect(error?.kind == .render)
    }

    /// Found by FuzzLiquid: fifteen chained `replace: "", "xyz"` asked for 4^15 times the text.
    @Test func chainedFiltersCannotGrowAStringPastTheOutputLimit() {
        let source = "{{ 'ab'" + String(repeating: " | replace: '', 'xyz'", count: 15) + " | size }}"
        let error = renderError(source) { $0.maxOutputBytes = 1 << 20 }
        #expect(error?.message == "filter 'replace' made a string larger than 1048576 bytes")
        #expect(error?.location?.line == 1)
    }

    @Test func iterationLimitCountsAllLoops() {
        let error = renderError("{% for i in (1..100) %}{% for j in (1..100) %}{% endfor %}{% endfor %}") {
            $0.maxIterations = 5_000
        }
        #expect(error?.message.hasPrefix("Too many loop iterations") == true)
    }
}

@Suite("Hostile input never crashes")
struct HostileInputTests {
    @Test(arguments: [
        "{{ " + String(repeating: "[", count: 5_000) + "a" + String(repeating: "]", count: 5_000) + " }}",
        "{{ a" + String(repeating: "[0]", count: 5_000) + " }}",
        "{% for i in (-9223372036854775807..9223372036854775807) %}{% endfor %}",
        "{{ (-9223372036854775807..9223372036854775807).size }}",
        "{% for i in (1..3) limit: 9223372036854775807 offset: 9223372036854775807 %}{{ i }}{% endfor %}",
        "{% tablerow i in (1..3) limit: 9223372036854775807 offset: 2 %}{{ i }}{% endtablerow %}",
        "{% for i in (1e300..2) %}{% endfor %}",
        "{{ '99999999999999999999999' | plus: 0 }}",
        "{% if " + Array(repeating: "true", count: 20_000).joined(separator: " and ") + " %}y{% endif %}",
        "{% if " + String(repeating: "(", count: 3_000) + " %}{% endif %}",
        "{{ {{ {{ }} }} }}{% {% %} %}",
    ])
    func endsWithOutputOrError(_ source: String) {
        for mode in [ErrorMode.lax, .warn, .strict] {
            _ = try? render(source, ["a": [[1]]], mode: mode)
        }
    }

    @Test func longConditionChainsEvaluate() throws {
        let source = "{% if " + Array(repeating: "true", count: 20_000).joined(separator: " and ") + " %}y{% endif %}"
        #expect(try render(source) == "y")
    }
}
