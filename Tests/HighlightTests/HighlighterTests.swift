import Testing

@testable import Highlight

struct SpanCase: CustomTestStringConvertible, Sendable {
    let language: String
    let code: String
    let html: String
    var testDescription: String { language }
}

// What Rouge 3.30 (`Rouge::Formatters::HTML.new.format(Rouge::Lexer.find(lang).lex(code))`)
// writes for each snippet.
let rougeSpanCases: [SpanCase] = [
    SpanCase(
        language: "python", code: "def f(x):\n    return f\"{x!r}\" # done\n",
        html: #"<span class="k">def</span> <span class="nf">f</span><span class="p">(</span><span class="n">x</span><span class="p">):</span>"#
            + "\n    " + #"<span class="k">return</span> <span class="sa">f</span><span class="s">"</span><span class="si">{</span><span class="n">x</span><span class="si">!r}</span><span class="s">"</span> <span class="c1"># done"#
            + "\n</span>"),
    SpanCase(
        language: "javascript", code: "const re = /a+b/g; let s = `x${y}`;\n",
        html: #"<span class="kd">const</span> <span class="nx">re</span> <span class="o">=</span> <span class="sr">/a+b/g</span><span class="p">;</span> <span class="kd">let</span> <span class="nx">s</span> <span class="o">=</span> <span class="s2">`x</span><span class="p">${</span><span class="nx">y</span><span class="p">}</span><span class="s2">`</span><span class="p">;</span>"#
            + "\n"),
    SpanCase(
        language: "shell", code: "echo \"$HOME\" | grep -v foo > out.txt\n",
        html: #"<span class="nb">echo</span> <span class="s2">"</span><span class="nv">$HOME</span><span class="s2">"</span> | <span class="nb">grep</span> <span class="nt">-v</span> foo <span class="o">&gt;</span> out.txt"#
            + "\n"),
    SpanCase(
        language: "yaml", code: "key: value\nlist:\n  - 1\n  - \"two\"\n",
        html: #"<span class="na">key</span><span class="pi">:</span> <span class="s">value</span>"# + "\n"
            + #"<span class="na">list</span><span class="pi">:</span>"# + "\n"
            + #"  <span class="pi">-</span> <span class="m">1</span>"# + "\n"
            + #"  <span class="pi">-</span> <span class="s2">"</span><span class="s">two"</span>"# + "\n"),
    SpanCase(
        language: "rust", code: "fn main() { println!(\"{}\", 1u8); }\n",
        html: #"<span class="k">fn</span> <span class="nf">main</span><span class="p">()</span> <span class="p">{</span> <span class="nd">println!</span><span class="p">(</span><span class="s">"{}"</span><span class="p">,</span> <span class="mi">1u8</span><span class="p">);</span> <span class="p">}</span>"#
            + "\n"),
    SpanCase(
        language: "go", code: "func main() { fmt.Println(\"hi\") }\n",
        html: #"<span class="k">func</span> <span class="n">main</span><span class="p">()</span> <span class="p">{</span> <span class="n">fmt</span><span class="o">.</span><span class="n">Println</span><span class="p">(</span><span class="s">"hi"</span><span class="p">)</span> <span class="p">}</span>"#
            + "\n"),
    SpanCase(
        language: "console", code: "$ ls -la\ntotal 0\n",
        html: #"<span class="gp">$</span><span class="w"> </span><span class="nb">ls</span> <span class="nt">-la</span>"# + "\n"
            + #"<span class="go">total 0"# + "\n</span>"),
    SpanCase(
        language: "c", code: "#include <stdio.h>\nint main(void) { return 0; }\n",
        html: #"<span class="cp">#include</span> <span class="cpf">&lt;stdio.h&gt;</span><span class="cp">"# + "\n"
            + #"</span><span class="kt">int</span> <span class="nf">main</span><span class="p">(</span><span class="kt">void</span><span class="p">)</span> <span class="p">{</span> <span class="k">return</span> <span class="mi">0</span><span class="p">;</span> <span class="p">}</span>"#
            + "\n"),
    SpanCase(
        // every kind of word (its case kept for the look-up), `.exe`, strings, expansions, `^`
        language: "batch", code: "@echo off\nrem note\n:loop\nIF NOT exist x.txt goto :eof\nset V=\"a %1 ^\" !D!\"\ncopy.exe a b & Tool.exe /Q --force 0x1F 7\necho ^< %~nf `t` 's' 100%\n",
        html: "@echo <span class=\"na\">off</span>\n<span class=\"c\">rem note</span>\n<span class=\"nl\">:loop</span>\n<span class=\"kd\">IF</span> <span class=\"kd\">NOT</span> <span class=\"ow\">exist</span> <span class=\"kd\">x</span>.txt <span class=\"k\">goto</span> <span class=\"nl\">:eof</span>\n<span class=\"kd\">set</span> <span class=\"kd\">V</span><span class=\"o\">=</span><span class=\"s2\">\"a </span><span class=\"err\">%</span><span class=\"s2\">1 </span><span class=\"se\">^\"</span><span class=\"s2\"> </span><span class=\"nv\">!D!</span><span class=\"s2\">\"</span>\n<span class=\"nb\">copy.exe</span> <span class=\"kd\">a</span> <span class=\"kd\">b</span> <span class=\"o\">&amp;</span> <span class=\"kd\">Tool</span><span class=\"err\">.exe</span> <span class=\"na\">/Q --force </span><span class=\"mh\">0x1F</span> <span class=\"m\">7</span>\n<span class=\"nb\">echo</span> <span class=\"se\">^&lt;</span> <span class=\"vm\">%~nf</span> <span class=\"sb\">`t`</span> <span class=\"s1\">'s'</span> <span class=\"m\">100</span><span class=\"err\">%</span>\n"),
    SpanCase(
        // `?>` closes PHP: what follows is HTML again (Rouge's `reset_stack`)
        language: "php", code: "<?php if ($a): ?>\n<li>x</li>\n<?php endif; ?>\n",
        html: "<span class=\"cp\">&lt;?php</span> <span class=\"k\">if</span> <span class=\"p\">(</span><span class=\"nv\">$a</span><span class=\"p\">)</span><span class=\"o\">:</span> <span class=\"cp\">?&gt;</span>\n<span class=\"nt\">&lt;li&gt;</span>x<span class=\"nt\">&lt;/li&gt;</span>\n<span class=\"cp\">&lt;?php</span> <span class=\"k\">endif</span><span class=\"p\">;</span> <span class=\"cp\">?&gt;</span>\n"),
]

@Test(arguments: rougeSpanCases)
func spansMatchRouge(_ example: SpanCase) {
    #expect(Highlighter.html(example.code, language: example.language) == example.html)
}

@Test(arguments: [
    ("rb", "ruby"), ("js", "javascript"), ("py", "python"), ("sh", "shell"), ("bash", "shell"),
    ("console", "console"), ("terminal", "console"), ("objc", "objective_c"), ("yml", "yaml"),
    ("c++", "cpp"), ("ts", "typescript"), ("golang", "go"), ("Dockerfile", "docker"), ("R", "r"),
    ("ruby?start_inline=1", "ruby"), ("bat", "batchfile"), ("batch", "batchfile"),
])
func aliasesResolveAsRougeDoes(_ alias: String, _ lexer: String) {
    #expect(Highlighter.lexerName(for: alias) == lexer)
}

@Test(arguments: ["Ruby", "nosuchlang", "txt", ""])
func unknownNamesHaveNoLexer(_ name: String) {
    #expect(Highlighter.lexerName(for: name) == nil)
}

@Test func unknownLanguageIsEscapedPlainText() {
    #expect(Highlighter.html("a < \"b\" & c\n", language: "nosuchlang") == "a &lt; \"b\" &amp; c\n")
    #expect(Highlighter.html("x", language: nil) == "x")
}

@Test func tokensCoverTheCodeInOrderWithoutGaps() {
    let code = "class A < B\n  def x = @y ** 2 # z\nend\n"
    let tokens = Highlighter.tokens(code, language: "ruby")
    var position = 0
    for token in tokens {
        #expect(token.range.lowerBound == position)
        position = token.range.upperBound
    }
    #expect(position == code.utf8.count)
    // Neighbours never share a class: Rouge merges them into one span.
    for (a, b) in zip(tokens, tokens.dropFirst()) { #expect(a.tokenClass != b.tokenClass) }
}

@Test func noRuleMatchingGivesOneErrorCharacterAndGoesOn() {
    // Haskell's lexer has no rule for a backtick-less `\u{7}`; Rouge yields `err` per character.
    #expect(Highlighter.html("x \u{7} y", language: "haskell") == #"<span class="n">x</span> <span class="err">"# + "\u{7}" + #"</span> <span class="n">y</span>"#)
}

@Test func tableFormatterNumbersEveryLine() {
    var html: [UInt8] = []
    Highlighter.appendTableHTML("a\nb".utf8, language: "plaintext", to: &html)
    #expect(String(decoding: html, as: UTF8.self) == #"<table class="rouge-table"><tbody><tr><td class="gutter gl"><pre class="lineno">1"# + "\n2\n"
        + #"</pre></td><td class="code"><pre>a"# + "\nb\n</pre></td></tr></tbody></table>")
    html = []
    Highlighter.appendTableHTML("x\n".utf8, language: "ruby", to: &html)
    #expect(String(decoding: html, as: UTF8.self) == #"<table class="rouge-table"><tbody><tr><td class="gutter gl"><pre class="lineno">1"# + "\n"
        + #"</pre></td><td class="code"><pre><span class="n">x</span>"# + "\n</pre></td></tr></tbody></table>")
    html = []
    Highlighter.appendTableHTML("".utf8, language: "ruby", to: &html)
    #expect(String(decoding: html, as: UTF8.self) == #"<table class="rouge-table"><tbody><tr><td class="gutter gl"><pre class="lineno">1"# + "\n"
        + #"</pre></td><td class="code"><pre>"# + "\n</pre></td></tr></tbody></table>")
}

// A fence opened inside a Markdown fence of Markdown: the outer fence lexes each line with
// an inner Markdown lexer, whose own fence action ended the inner run. FuzzHighlight's crash
// (literate CoffeeScript, whose prose is Markdown): the outer run went on from before the
// line break the inner one had coloured, so `\n` and `guess\n` came twice, out of order, and
// twice in the HTML. Expected values: rougify 3.30 (`-f tokens`, `-f html-table`).
@Test func fenceInsideMarkdownFenceKeepsTokensInOrderAsRouge() {
    let code = "~~~markdown\n```\nx\n```guess\ny\n"
    let tokens = Highlighter.tokens(code, language: "markdown")
    let bytes = Array(code.utf8)
    #expect(tokens.map { "\($0.tokenClass) " + String(decoding: bytes[$0.range], as: UTF8.self) } == [
        "p ~~~", "nl markdown\n", "p ```", "nl \n", "text x\n", "p ```", "text guess\ny\n",
    ])
}

/// Each Markdown fence gets a lexer of its own in Rouge (`find_fancy`), and a template lexer
/// resets its HTML parent when it starts: the second Handlebars fence starts in HTML's text,
/// not inside the tag the first one left open (the delegated HTML state was once shared by
/// every instance in a run). Expected: `rougify highlight -l markdown -f html` (Rouge 3.30).
@Test func eachFenceInMarkdownStartsItsDelegatedLanguagesAfreshAsRouge() {
    let code = "```handlebars\n<a href=\"x\"\n```\n\n```handlebars\nhello world\n```\n"
    var html: [UInt8] = []
    Highlighter.appendHTML(code.utf8, language: "markdown", to: &html)
    #expect(String(decoding: html, as: UTF8.self) == #"<span class="p">```</span><span class="nl">handlebars"# + "\n"
        + #"</span><span class="nt">&lt;a</span> <span class="na">href=</span><span class="s">"x"</span>"# + "\n"
        + #"<span class="p">```</span>"# + "\n\n"
        + #"<span class="p">```</span><span class="nl">handlebars"# + "\n"
        + "</span>hello world\n"
        + #"<span class="p">```</span>"# + "\n")
}

@Test func fuzzInputOfNestedFencesInLiterateCoffeeScriptRendersAsRouge() {
    let code = "~~~markdown\n```\n#!/us%/bin/env python--\n```guess\n#!/bin/bas\nprint(1)\n"
    var end = 0
    for token in Highlighter.tokens(code, language: "literate_coffeescript") {
        #expect(token.range.lowerBound >= end && token.range.upperBound <= code.utf8.count)
        end = token.range.upperBound
    }
    #expect(end == code.utf8.count)
    var html: [UInt8] = []
    Highlighter.appendTableHTML(code.utf8, language: "literate_coffeescript", gutterClass: "rouge-gutter", codeClass: "rouge-code", to: &html)
    #expect(String(decoding: html, as: UTF8.self) == #"<table class="rouge-table"><tbody><tr><td class="rouge-gutter gl"><pre class="lineno">1"#
        + "\n2\n3\n4\n5\n6\n"
        + #"</pre></td><td class="rouge-code"><pre><span class="p">~~~</span><span class="nl">markdown"# + "\n"
        + #"</span><span class="p">```</span><span class="nl">"# + "\n"
        + "</span>#!/us%/bin/env python--\n"
        + #"<span class="p">```</span>guess"# + "\n"
        + #"<span class="gh">#!/bin/bas</span>"# + "\nprint(1)\n"
        + "</pre></td></tr></tbody></table>")
}

@Test func everyLanguageCompilesAndLexesWithoutErrorsOnPlainWords() {
    for name in ["c", "cpp", "objective_c", "java", "csharp", "shell", "console", "irb", "javascript", "typescript",
        "jsx", "tsx", "swift", "rust", "html", "markdown", "elixir", "haskell", "ruby", "python", "json", "diff",
        "ini", "toml", "docker", "make", "sql", "go", "lua", "yaml", "erlang", "r", "kotlin", "xml", "erb", "css", "scss"]
    {
        #expect(Highlighter.lexerName(for: name) == name, "\(name)")
        let tokens = Highlighter.tokens("", language: name)
        #expect(tokens.isEmpty)
    }
}
