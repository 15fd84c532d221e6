import Testing

@testable import CommonMark
@testable import Kramdown
@testable import Markdown
@testable import MarkdownCore

struct CodeMarkupCase: CustomTestStringConvertible, Sendable {
    let name: String
    let code: String
    let language: String?
    let html: String
    var testDescription: String { name }
}

// Jekyll 4.3.1's markup for these, Rouge 3.30's spans included.
let rougeBlockCases: [CodeMarkupCase] = [
    CodeMarkupCase(
        name: "known language", code: "let s = \"<b>\" && x\n", language: "swift",
        html: #"<div class="language-swift highlighter-rouge"><div class="highlight"><pre class="highlight"><code><span class="k">let</span> <span class="nv">s</span> <span class="o">=</span> <span class="s">"&lt;b&gt;"</span> <span class="o">&amp;&amp;</span> <span class="n">x</span>"#
            + "\n</code></pre></div></div>"),
    CodeMarkupCase(
        name: "no language is plaintext", code: "plain <b>\n", language: nil,
        html: #"<div class="language-plaintext highlighter-rouge"><div class="highlight"><pre class="highlight"><code>plain &lt;b&gt;"#
            + "\n</code></pre></div></div>"),
    CodeMarkupCase(
        name: "empty language is plaintext", code: "x\n", language: "",
        html: #"<div class="language-plaintext highlighter-rouge"><div class="highlight"><pre class="highlight"><code>x"#
            + "\n</code></pre></div></div>"),
    CodeMarkupCase(
        name: "alias Rouge knows", code: "@x\n", language: "objc",
        html: #"<div class="language-objc highlighter-rouge"><div class="highlight"><pre class="highlight"><code><span class="err">@x</span>"#
            + "\n</code></pre></div></div>"),
    CodeMarkupCase(
        name: "language Rouge does not know", code: "[x y];\n", language: "objective-c",
        html: "<pre><code class=\"language-objective-c\">[x y];\n</code></pre>"),
    CodeMarkupCase(
        name: "lexer names are case-sensitive", code: "let x = 1\n", language: "Swift",
        html: "<pre><code class=\"language-Swift\">let x = 1\n</code></pre>"),
    CodeMarkupCase(
        name: "quotes in an unknown language name are escaped", code: "x", language: "a\"b",
        html: "<pre><code class=\"language-a&quot;b\">x</code></pre>"),
]

@Test(arguments: rougeBlockCases)
func rougeBlockMarkupMatchesKramdown(_ example: CodeMarkupCase) {
    #expect(CodeBlockHTML.rouge(code: example.code, language: example.language) == example.html)
}

let highlightTagCases: [CodeMarkupCase] = [
    CodeMarkupCase(
        name: "escapes code, keeps quotes", code: "\ndef x; \"a\" < 1 & 2; end\n", language: "ruby",
        html: #"<figure class="highlight"><pre><code class="language-ruby" data-lang="ruby"><span class="k">def</span> <span class="nf">x</span><span class="p">;</span> <span class="s2">"a"</span> <span class="o">&lt;</span> <span class="mi">1</span> <span class="o">&amp;</span> <span class="mi">2</span><span class="p">;</span> <span class="k">end</span></code></pre></figure>"#),
    CodeMarkupCase(
        name: "language lower-cased, unknown ones kept", code: "\nx<\n", language: "Foo",
        html: #"<figure class="highlight"><pre><code class="language-foo" data-lang="foo">x&lt;</code></pre></figure>"#),
    CodeMarkupCase(
        name: "only newlines are trimmed, not indentation", code: "\n  x\n\n", language: "text",
        html: #"<figure class="highlight"><pre><code class="language-text" data-lang="text">  x</code></pre></figure>"#),
]

@Test(arguments: highlightTagCases)
func highlightTagMarkupMatchesJekyll(_ example: CodeMarkupCase) {
    #expect(CodeBlockHTML.highlightTag(code: example.code, language: example.language ?? "") == example.html)
}

@Test func rougeSpanEscapesOnlyWhatHTMLNeeds() {
    #expect(
        CodeBlockHTML.rougeSpan(code: #"a < "b" & c"#)
            == #"<code class="language-plaintext highlighter-rouge">a &lt; "b" &amp; c</code>"#)
}

@Test(arguments: [("swift", true), ("objc", true), ("plaintext", true), ("text", true), ("ruby?start_inline=1", true),
                  ("Swift", false), ("objective-c", false), ("", false)])
func rougeKnowsLanguagesByExactTagOrAlias(_ language: String, _ known: Bool) {
    #expect(CodeBlockHTML.isRougeLanguage(language) == known)
}

@Test func multibyteCodeSurvivesEscaping() {
    #expect(
        CodeBlockHTML.rouge(code: "let π = \"日本\" // ✓\n", language: "swift")
            .contains(#"<code><span class="k">let</span> <span class="nv">π</span> <span class="o">=</span> <span class="s">"日本"</span> <span class="c1">// ✓</span>"# + "\n</code>"))
}
