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

    @Test func aLongLineIsShownAsAWindowAroundTheColumn() {
        let line = String(repeating: "[", count: 1000) + "x" + String(repeating: "]", count: 1000)
        let location = SourceLocation(file: "d.json", line: 1, column: 1001, lineText: line)
        let lines = DiagnosticFormatter.format(severity: "error", message: "m", location: location).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].count < 140)
        #expect(lines[1].hasPrefix(" 1 | …[[[") && lines[1].hasSuffix("]]]…"))
        // The caret stays under the `x`.
        let x = lines[1].firstIndex(of: "x").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        #expect(x != nil && x == caret)
    }

    @Test func theStartOfALongLineIsShownWithoutALeadingCut() {
        let line = "ab" + String(repeating: "c", count: 500)
        let location = SourceLocation(file: "a.md", line: 2, column: 2, lineText: line, length: 3)
        let lines = DiagnosticFormatter.format(severity: "error", message: "m", location: location).split(separator: "\n")
        #expect(lines[1] == " 2 | ab" + String(repeating: "c", count: 118) + "…")
        #expect(lines[2] == "   |  ^^^")
    }
}
