import Liquid
import Testing

/// The lexer jumps from `{` to `{` (memchr); text around lone braces, and a brace as the
/// last byte, stays text exactly as before.
@Suite struct LexerTests {
    static let cases: [(source: String, expected: String)] = [
        ("{", "{"),
        ("a {", "a {"),
        ("{ b }{ c {", "{ b }{ c {"),
        ("x{{ 'y' }}{", "xy{"),
        ("{{ 'a' }}{{ 'b' }}", "ab"),
        ("{%raw%}{{{%endraw%}{", "{{{"),
        ("é{ ü {{ 'ö' }} {", "é{ ü ö {"),
        ("{x{{ 1 }}y}", "{x1y}"),
    ]

    @Test(arguments: cases)
    func loneBracesStayText(_ c: (source: String, expected: String)) throws {
        #expect(try render(c.source) == c.expected)
    }

    @Test func contextFromVariableListKeepsTheLastOfARepeatedName() throws {
        let environment = Environment()
        let template = try Template.parse("{{ a }} {{ b }}", environment: environment)
        let context = RenderContext(environment: environment, variableList: [("a", 1), ("b", 2), ("a", 3)])
        #expect(try template.render(context) == "3 2")
    }
}
