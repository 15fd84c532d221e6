import Liquid
import Testing

@Suite("Whitespace control")
struct WhitespaceTests {
    static let cases: [RenderCase] = [
        RenderCase("a  {{- 'b' -}}  c", [:], "abc"),
        RenderCase("a  {%- if true -%}  b  {%- endif -%}  c", [:], "abc"),
        RenderCase("a\n  {{ 'b' -}}\n  c", [:], "a\n  bc"),
        RenderCase("\r\n{% if true -%}\r\nx {{- '' -}} !\r\n {%- endif -%}", [:], "\r\nx!"),
        RenderCase("a {%- raw -%} b {%- endraw -%} c", [:], "abc"),
        RenderCase("Hello,     \n{%- liquid\n  echo ' World! '\n-%}\n   Goodbye.", [:], "Hello, World! Goodbye."),
        RenderCase("\n{%- comment %}x{% endcomment -%}\t \r", [:], ""),
    ]

    @Test("dashes trim neighbouring whitespace", arguments: cases)
    func trimming(_ c: RenderCase) throws {
        #expect(try render(c.source) == c.expected)
    }

    @Test func blockWithOnlyBlankTagsDropsItsWhitespace() throws {
        let source = "!{% if true %}\n\n{% assign x = 1 %}\n  {% capture y %}z{% endcapture %}\n{% endif %}!"
        #expect(try render(source) == "!!")
    }

    @Test func blockWithOutputKeepsItsWhitespace() throws {
        let source = "!{% if true %}\n{% assign x = 1 %}\n{{ '' }}\n{% endif %}!"
        #expect(try render(source) == "!\n\n\n!")
    }
}
