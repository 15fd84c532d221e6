import Liquid
import Testing

@Suite("Errors and their locations")
struct ErrorTests {
    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let source: String
        let mode: ErrorMode
        let expected: String
        var testDescription: String { source }
    }

    static let cases: [ErrorCase] = [
        ErrorCase(
            source: "<p>\n  <time>{{ page.date | dat: \"%B\" }}</time>", mode: .strict,
            expected: """
                error: page.html:2:24: unknown filter 'dat'
                 2 |   <time>{{ page.date | dat: "%B" }}</time>
                   |                        ^^^
                """),
        ErrorCase(
            source: "a\n{% if x %}\nb", mode: .strict,
            expected: """
                error: page.html:2:4: 'if' tag was never closed
                 2 | {% if x %}
                   |    ^^
                """),
        ErrorCase(
            source: "{% for x in a %}{% endif %}", mode: .strict,
            expected: """
                error: page.html:1:20: 'endif' is not a valid delimiter for for tags. use endfor
                 1 | {% for x in a %}{% endif %}
                   |                    ^^^^^
                """),
        ErrorCase(
            source: "{% nosuchtag %}", mode: .lax,
            expected: """
                error: page.html:1:4: Unknown tag 'nosuchtag'
                 1 | {% nosuchtag %}
                   |    ^^^^^^^^^
                """),
        ErrorCase(
            source: "{% else %}", mode: .lax,
            expected: """
                error: page.html:1:4: Unexpected outer 'else' tag
                 1 | {% else %}
                   |    ^^^^
                """),
        ErrorCase(
            source: "x {{ a | upcase: }}", mode: .strict,
            expected: """
                error: page.html:1:18: end of markup is not a valid expression
                 1 | x {{ a | upcase: }}
                   |                  ^
                """),
        ErrorCase(
            source: "{{ a = b }}", mode: .strict,
            expected: """
                error: page.html:1:6: unexpected character '='
                 1 | {{ a = b }}
                   |      ^
                """),
        ErrorCase(
            source: "{% for x a %}{% endfor %}", mode: .strict,
            expected: """
                error: page.html:1:10: For loops require an 'in' clause
                 1 | {% for x a %}{% endfor %}
                   |          ^
                """),
        ErrorCase(
            source: "{{ x", mode: .lax,
            expected: """
                error: page.html:1:1: Variable '{{' was not properly terminated with '}}'
                 1 | {{ x
                   | ^^
                """),
        ErrorCase(
            source: "{% if 1 > 'a' %}{% endif %}", mode: .lax,
            expected: """
                error: page.html:1:4: comparison of Integer with String failed
                 1 | {% if 1 > 'a' %}{% endif %}
                   |    ^^
                """),
    ]

    @Test("messages and carets", arguments: cases)
    func message(_ c: ErrorCase) {
        let error = renderError(c.source, mode: c.mode) { $0.strictFilters = true }
        #expect(error?.description == c.expected)
    }

    @Test func errorInsideIncludeShowsIncludeChain() {
        let partials = ["inner": "line one\n{{ 'x' | boom }}", "middle": "\n  {% include 'inner' %}"]
        let error = renderError("{% include 'middle' %}", partials: partials) { environment in
            environment.registerFilter("boom") { _, _, _ in throw FilterError("boom failed") }
        }
        #expect(
            error?.description == """
                error: _includes/inner:2:10: boom failed
                 2 | {{ 'x' | boom }}
                   |          ^^^^
                  included from _includes/middle:2:6
                  included from page.html:1:4
                """)
    }

    @Test func syntaxErrorInPartialKeepsChain() {
        let error = renderError("x\n{% include 'bad' %}", partials: ["bad": "{% if %}"])
        #expect(error?.location?.file == "_includes/bad")
        #expect(error?.includeChain.map(\.line) == [2])
    }

    @Test func missingPartialIsLocatedAtTheIncludeTag() {
        let error = renderError("\n{% include 'nope' %}")
        #expect(error?.kind == .fileSystem)
        #expect(error?.location?.line == 2)
    }

    @Test func undefinedVariableIsAnErrorOnlyWithStrictVariables() throws {
        #expect(try render("[{{ nope.x }}]") == "[]")
        let error = renderError("{{ h.nope }}", ["h": ["a": 1]]) { $0.strictVariables = true }
        #expect(error?.kind == .undefinedVariable)
        #expect(error?.message == "undefined variable 'nope'")
    }

    /// Ruby's `render!` without `strict_variables`/`strict_filters` is lenient whatever other
    /// renders use: a gem's own template (jekyll-seo-tag's) renders so inside a strict site.
    @Test func lenientContextIgnoresTheEnvironmentsStrictVariablesAndFilters() throws {
        let environment = Environment()
        environment.strictVariables = true
        environment.strictFilters = true
        let template = try Template.parse("[{{ h.nope }}{{ missing }}{{ 'a' | nope }}]", environment: environment)
        let lenient = RenderContext(environment: environment, variableList: [("h", ["a": 1])], lenient: true)
        #expect(try template.render(lenient) == "[a]")
        let strict = RenderContext(environment: environment, variableList: [("h", ["a": 1])])
        #expect(throws: LiquidError.self) { try template.render(strict) }
    }

    @Test func unknownFilterPassesInputThroughUnlessStrictFilters() throws {
        #expect(try render("{{ 'a' | nope }}") == "a")
        #expect(renderError("{{ 'a' | nope }}") { $0.strictFilters = true }?.kind == .undefinedFilter)
    }
}

@Suite("Error modes")
struct ErrorModeTests {
    @Test func laxAcceptsJunkThatStrictRejects() throws {
        let source = "{{ s s }}|{% if n == 3 junk %}y{% else %}n{% endif %}"
        #expect(try render(source, ["s": "x", "n": 3], mode: .lax) == "x|y")
        #expect(renderError(source, ["s": "x"], mode: .strict)?.kind == .syntax)
    }

    @Test func laxUnknownOperatorFailsWhenEvaluated() {
        #expect(renderError("{% if n = 3 %}y{% endif %}", ["n": 3], mode: .lax)?.message == "Unknown operator =")
    }

    @Test func warnFallsBackToLaxAndRecordsWarnings() throws {
        let environment = makeEnvironment(.warn)
        let template = try Template.parse("{{ a b }}\n{{ c | f: 1 2 }}", environment: environment)
        #expect(template.warnings.count == 2)
        #expect(template.warnings.map { $0.location?.line } == [1, 2])
        #expect(try template.render(RenderContext(environment: environment, variables: ["a": "A"])) == "A\n")
    }

    @Test func laxModeStillParsesValidMarkupStrictly() throws {
        #expect(try render("{{ a[b[0]] }}", ["a": ["x", "y"], "b": [1]], mode: .lax) == "y")
    }
}
