import Testing
import TextSupport

@Suite struct DiagnosticFormatterTests {
    @Test func showsTheLineWithACaretUnderTheColumn() {
        let location = SourceLocation(file: "_layouts/post.html", line: 12, column: 24,
                                      lineText: "  <time>{{ page.date | dat: \"%B %-d\" }}</time>", length: 3)
        #expect(DiagnosticFormatter.format(severity: "error", message: "unknown filter 'dat'", location: location) == """
            error: _layouts/post.html:12:24: unknown filter 'dat'
             12 |   <time>{{ page.date | dat: "%B %-d" }}</time>
                |                        ^^^
            """)
    }

    @Test func keepsTabsSoTheCaretLinesUp() {
        let location = SourceLocation(file: "a.md", line: 3, column: 3, lineText: "\t\tx")
        #expect(DiagnosticFormatter.format(severity: "warning", message: "m", location: location) == "warning: a.md:3:3: m\n 3 | \t\tx\n   | \t\t^")
    }

    @Test func listsTheIncludeChainAfterTheLine() {
        let inner = SourceLocation(file: "_includes/a.html", line: 1, column: 4)
        let outer = SourceLocation(file: "_layouts/default.html", line: 3, column: 5)
        #expect(DiagnosticFormatter.format(severity: "error", message: "m", location: inner, chain: [outer])
            == "error: _includes/a.html:1:4: m\n  included from _layouts/default.html:3:5")
    }

    @Test func withoutLocationIsTheMessageAlone() {
        #expect(DiagnosticFormatter.format(severity: "error", message: "no site", location: nil) == "error: no site")
    }

    @Test func lineFromAReaderTakesItsTextFromTheSource() {
        let source = "a: 1\r\nb: [\nc: 3"
        #expect(SourceLocation(file: "f.yml", source: source, line: 1, column: 1).lineText == "a: 1")
        #expect(SourceLocation(file: "f.yml", source: source, line: 2, column: 4).lineText == "b: [")
        #expect(SourceLocation(file: "f.yml", source: source, line: 3, column: 1).lineText == "c: 3")
        #expect(SourceLocation(file: "f.yml", source: source, line: 9, column: 1).lineText == "")
    }

    @Test func lineAndColumnOfAByteOffset() {
        let location = SourceLocation(file: nil, source: "ab\ncdé{{x", utf8Offset: 7)
        #expect(location.line == 2)
        #expect(location.column == 4)
        #expect(location.lineText == "cdé{{x")
    }
}
