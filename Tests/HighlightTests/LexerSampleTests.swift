import Foundation
import Testing

@testable import Highlight

// Each lexer's own samples, written here: `Samples/NAME.CASE.txt` is code, `NAME.CASE.html` is
// what Rouge 3.30 writes for it (`rougify highlight -l NAME -f html -i NAME.CASE.txt`, Rouge's
// span markup). NAME is the language as a blogger writes it (tag or alias). Adding a lexer adds
// at least one pair; `scripts/check-lexer NAME Tests/HighlightTests/Samples/NAME.*.txt` makes
// the comparison by hand.
private let samplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Samples")

struct LexerSample: CustomTestStringConvertible, Sendable {
    let language: String
    let file: String
    var testDescription: String { file }
}

private let lexerSamples: [LexerSample] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: samplesFolder.path)) ?? []
    return files.filter { $0.hasSuffix(".txt") }.sorted().map {
        LexerSample(language: String($0.prefix { $0 != "." }), file: $0)
    }
}()

@Test(arguments: lexerSamples)
func lexerSampleMatchesRougesSpans(_ sample: LexerSample) throws {
    let code = try String(contentsOf: samplesFolder.appendingPathComponent(sample.file), encoding: .utf8)
    let expected = try String(
        contentsOf: samplesFolder.appendingPathComponent(String(sample.file.dropLast(4)) + ".html"), encoding: .utf8)
    #expect(Highlighter.lexerName(for: sample.language) != nil, "\(sample.language) has no lexer")
    #expect(Highlighter.html(code, language: sample.language) == expected)
}

// Every coloured lexer has a sample of its own.
@Test func everyColouredLexerHasASample() {
    let sampled = Set(lexerSamples.compactMap { Highlighter.lexerName(for: $0.language) })
    let legacy: Set<String> = [  // covered by HighlighterTests' tables before samples existed
        "plaintext", "c", "cpp", "objective_c", "java", "csharp", "shell", "console", "irb", "javascript", "typescript",
        "jsx", "tsx", "swift", "rust", "html", "markdown", "elixir", "haskell", "ruby", "irb_output", "python", "json",
        "diff", "ini", "toml", "docker", "make", "sql", "go", "lua", "yaml", "erlang", "r", "kotlin", "xml", "erb",
        "css", "scss", "liquid", "powershell", "batchfile", "php",
    ]
    for tag in Highlighter.languages where !legacy.contains(tag) {
        #expect(sampled.contains(tag), "\(tag) has no sample in Tests/HighlightTests/Samples")
    }
}
