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
    ]

    @Test(arguments: cases.indices)
    func kramdownSettingsMapToMarkdownOptions(_ index: Int) {
        let (name, config, check) = Self.cases[index]
        guard case .dictionary(let d) = config else { return }
        #expect(check(MarkdownConverter.options(d)), "\(name)")
    }
}
