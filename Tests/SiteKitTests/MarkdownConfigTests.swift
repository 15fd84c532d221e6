import Liquid
import Markdown
import Testing
@testable import SiteKit

@Suite struct MarkdownConfigTests {
    static let cases: [(String, Value, @Sendable (MarkdownOptions) -> Bool)] = [
        ("defaults are Jekyll's", [:], { $0 == MarkdownOptions.jekyll }),
        ("auto_ids off", ["kramdown": ["auto_ids": false]], { !$0.headingIDs }),
        ("auto_id_prefix", ["kramdown": ["auto_id_prefix": "h-"]], { $0.headingIDPrefix == "h-" }),
        ("straight quotes", ["kramdown": ["smart_quotes": "apos,apos,quot,quot"]], { !$0.smartQuotes }),
        ("hard_wrap", ["kramdown": ["hard_wrap": true]], { $0.hardWraps }),
        ("highlighter none", ["highlighter": "none"], { !$0.rougeCodeBlocks }),
        // Jekyll 4.3.1: a null `highlighter:` keeps the default (its config merge skips nil), and
        // kramdown's fallback is Rouge: fences are coloured (see HighlighterNameTests).
        ("highlighter null", ["highlighter": nil], { $0.rougeCodeBlocks }),
        ("highlighter false", ["highlighter": false], { $0.rougeCodeBlocks }),
        ("highlighter kramdown", ["highlighter": "kramdown"], { !$0.rougeCodeBlocks }),
        ("syntax_highlighter_opts disable", ["kramdown": ["syntax_highlighter_opts": ["disable": true]]], { !$0.rougeCodeBlocks }),
        ("rouge stays on by default", ["highlighter": "rouge"], { $0.rougeCodeBlocks }),
        // Jekyll 4.3: the string `nil` names no highlighter, so kramdown writes plain blocks;
        // an empty value falls back to Rouge.
        ("kramdown syntax_highlighter nil", ["kramdown": ["syntax_highlighter": "nil"]], { !$0.rougeCodeBlocks }),
        ("kramdown syntax_highlighter empty", ["kramdown": ["syntax_highlighter": nil]], { $0.rougeCodeBlocks }),
        ("kramdown block line_numbers", ["kramdown": ["syntax_highlighter_opts": ["block": ["line_numbers": true]]]], { $0.codeLineNumbers }),
        // Settings reach the options as the YAML nests them: a key with a dot in its name is
        // not a nested setting (kramdown knows no `syntax_highlighter_opts.disable` option).
        ("dotted key is not nested", ["kramdown": ["syntax_highlighter_opts.disable": true]], { $0.rougeCodeBlocks }),
        ("typographic_symbols nested", ["kramdown": ["typographic_symbols": ["hellip": "..."]]], { $0.typographicSymbols["hellip"] == "..." }),
        ("smart_quotes as a list", ["kramdown": ["smart_quotes": ["apos", "apos", "quot", "quot"]]], { !$0.smartQuotes }),
        ("toc_levels as a list", ["kramdown": ["toc_levels": [2, 3]]], { $0.tocLevels == [2, 3] }),
        ("smart_quotes false", ["kramdown": ["smart_quotes": false]], { !$0.smartQuotes }),
    ]

    @Test(arguments: cases.indices)
    func kramdownSettingsMapToMarkdownOptions(_ index: Int) {
        let (name, config, check) = Self.cases[index]
        guard case .dictionary(let d) = config else { return }
        #expect(check(MarkdownConverter.options(d)), "\(name)")
    }
}
