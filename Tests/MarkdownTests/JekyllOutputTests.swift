import Testing

@testable import CommonMark
@testable import Kramdown
@testable import Markdown
@testable import MarkdownCore

/// A Markdown snippet and the HTML Jekyll 4.3.1 (kramdown 2.4, Rouge 3.30, Debian 12) wrote for it.
struct JekyllCase: CustomTestStringConvertible, Sendable {
    let name: String
    let markdown: String
    let jekyll: String
    var testDescription: String { name }
}

/// Drops every run of whitespace that contains a line break: kramdown indents nested blocks and
/// puts blank lines between blocks, cmark does neither, and browsers do not care.
func collapsingLineBreaks(_ html: String) -> String {
    var out = String.UnicodeScalarView()
    var pending = String.UnicodeScalarView()
    var pendingHasNewline = false
    for scalar in html.unicodeScalars {
        if scalar == " " || scalar == "\t" || scalar == "\n" {
            pending.append(scalar)
            pendingHasNewline = pendingHasNewline || scalar == "\n"
            continue
        }
        if !pendingHasNewline { out.append(contentsOf: pending) }
        pending.removeAll()
        pendingHasNewline = false
        out.append(scalar)
    }
    if !pendingHasNewline { out.append(contentsOf: pending) }
    return String(out)
}

// Expected HTML below is copied from `jekyll build` output of a one-page site with these bodies.
// Rouge's colouring spans are the one thing left out (this renderer does not colour code yet).
let jekyllCases: [JekyllCase] = [
    JekyllCase(
        name: "table with alignments, inline markup and an escaped pipe",
        markdown: """
            | Name | Size | Note |
            | :--- | ---: | :-: |
            | a | 1 | *x* |
            | b \\| c | 2 | z |
            """,
        jekyll: """
            <table>
              <thead>
                <tr>
                  <th style="text-align: left">Name</th>
                  <th style="text-align: right">Size</th>
                  <th style="text-align: center">Note</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td style="text-align: left">a</td>
                  <td style="text-align: right">1</td>
                  <td style="text-align: center"><em>x</em></td>
                </tr>
                <tr>
                  <td style="text-align: left">b | c</td>
                  <td style="text-align: right">2</td>
                  <td style="text-align: center">z</td>
                </tr>
              </tbody>
            </table>
            """),
    JekyllCase(
        name: "code and footnote references inside table cells",
        markdown: "| a | b |\n|---|---|\n| `c` | x[^t] |\n\n[^t]: table note",
        jekyll: """
            <table>
              <thead>
                <tr>
                  <th>a</th>
                  <th>b</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td><code class="language-plaintext highlighter-rouge">c</code></td>
                  <td>x<sup id="fnref:t" role="doc-noteref"><a href="#fn:t" class="footnote" rel="footnote">1</a></sup></td>
                </tr>
              </tbody>
            </table>

            <div class="footnotes" role="doc-endnotes">
              <ol>
                <li id="fn:t" role="doc-endnote">
                  <p>table note\u{A0}<a href="#fnref:t" class="reversefootnote" role="doc-backlink">&#8617;</a></p>
                </li>
              </ol>
            </div>
            """),
    JekyllCase(
        name: "double tildes strike through, single tildes stay",
        markdown: "~~gone~~ and ~single~ stay.",
        jekyll: "<p><del>gone</del> and ~single~ stay.</p>"),
    JekyllCase(
        name: "tight task list",
        markdown: """
            - [ ] todo `x`
            - [x] done
            - [X] upper
            - plain
            """,
        jekyll: """
            <ul class="task-list">
              <li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled="disabled" />todo <code class="language-plaintext highlighter-rouge">x</code></li>
              <li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled="disabled" checked="checked" />done</li>
              <li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled="disabled" checked="checked" />upper</li>
              <li class="task-list-item">plain</li>
            </ul>
            """),
    JekyllCase(
        name: "items before the first task keep a plain li",
        markdown: """
            - plain first
            - [ ] then task
            - after
            """,
        jekyll: """
            <ul class="task-list">
              <li>plain first</li>
              <li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled="disabled" />then task</li>
              <li class="task-list-item">after</li>
            </ul>
            """),
    JekyllCase(
        name: "loose task list puts the checkbox inside the paragraph",
        markdown: "- [ ] loose\n\n- plain item",
        jekyll: """
            <ul class="task-list">
              <li class="task-list-item">
                <p><input type="checkbox" class="task-list-item-checkbox" disabled="disabled" />loose</p>
              </li>
              <li class="task-list-item">
                <p>plain item</p>
              </li>
            </ul>
            """),
    JekyllCase(
        name: "task list inside a block quote",
        markdown: "> - [ ] in a quote\n> - [x] done",
        jekyll: """
            <blockquote>
              <ul class="task-list">
                <li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled="disabled" />in a quote</li>
                <li class="task-list-item"><input type="checkbox" class="task-list-item-checkbox" disabled="disabled" checked="checked" />done</li>
              </ul>
            </blockquote>
            """),
    JekyllCase(
        name: "only the item followed by a blank line gets <p>",
        markdown: "- a\n- b\n\n- c\n- d\n\nPara",
        jekyll: """
            <ul>
              <li>a</li>
              <li>
                <p>b</p>
              </li>
              <li>c</li>
              <li>d</li>
            </ul>

            <p>Para</p>
            """),
    JekyllCase(
        name: "last item gets <p> when every earlier item did",
        markdown: "- a\n\n- b\n\n- c",
        jekyll: """
            <ul>
              <li>
                <p>a</p>
              </li>
              <li>
                <p>b</p>
              </li>
              <li>
                <p>c</p>
              </li>
            </ul>
            """),
    JekyllCase(
        name: "item with two paragraphs wraps both",
        markdown: "- a\n\n  more\n- b\n- c",
        jekyll: """
            <ul>
              <li>
                <p>a</p>

                <p>more</p>
              </li>
              <li>b</li>
              <li>c</li>
            </ul>
            """),
    JekyllCase(
        name: "blank line after a nested list leaves the parent item compact",
        markdown: "- a\n  - x\n\n- b\n- c",
        jekyll: """
            <ul>
              <li>a
                <ul>
                  <li>x</li>
                </ul>
              </li>
              <li>b</li>
              <li>c</li>
            </ul>
            """),
    JekyllCase(
        name: "ordered list followed by code",
        markdown: "1. a\n2. b\n\n3. c\n\n```\ncode\n```",
        jekyll: """
            <ol>
              <li>a</li>
              <li>
                <p>b</p>
              </li>
              <li>c</li>
            </ol>

            <div class="language-plaintext highlighter-rouge"><div class="highlight"><pre class="highlight"><code>code
            </code></pre></div></div>
            """),
    JekyllCase(
        name: "footnotes are named by label, numbered by first reference, unused ones dropped",
        markdown: """
            Claim[^note] and[^2] again[^note].

            [^note]: The *note*.
            [^2]: Second.

            [^unused]: Never cited.
            """,
        jekyll: """
            <p>Claim<sup id="fnref:note" role="doc-noteref"><a href="#fn:note" class="footnote" rel="footnote">1</a></sup> and<sup id="fnref:2" role="doc-noteref"><a href="#fn:2" class="footnote" rel="footnote">2</a></sup> again<sup id="fnref:note:1" role="doc-noteref"><a href="#fn:note" class="footnote" rel="footnote">1</a></sup>.</p>

            <div class="footnotes" role="doc-endnotes">
              <ol>
                <li id="fn:note" role="doc-endnote">
                  <p>The <em>note</em>.\u{A0}<a href="#fnref:note" class="reversefootnote" role="doc-backlink">&#8617;</a>\u{A0}<a href="#fnref:note:1" class="reversefootnote" role="doc-backlink">&#8617;<sup>2</sup></a></p>
                </li>
                <li id="fn:2" role="doc-endnote">
                  <p>Second.\u{A0}<a href="#fnref:2" class="reversefootnote" role="doc-backlink">&#8617;</a></p>
                </li>
              </ol>
            </div>
            """),
    JekyllCase(
        name: "footnote with two paragraphs gets its back link in the last",
        markdown: "See[^c].\n\n[^c]: Text.\n\n    let x = 1",
        jekyll: """
            <p>See<sup id="fnref:c" role="doc-noteref"><a href="#fn:c" class="footnote" rel="footnote">1</a></sup>.</p>

            <div class="footnotes" role="doc-endnotes">
              <ol>
                <li id="fn:c" role="doc-endnote">
                  <p>Text.</p>

                  <p>let x = 1\u{A0}<a href="#fnref:c" class="reversefootnote" role="doc-backlink">&#8617;</a></p>
                </li>
              </ol>
            </div>
            """),
    JekyllCase(
        name: "reference without a note stays text",
        markdown: "Only a ref[^missing] here.",
        jekyll: "<p>Only a ref[^missing] here.</p>"),
    JekyllCase(
        name: "raw HTML block at the top of a post passes through untouched",
        markdown: """
            <div id="tldr">
            <p><strong>TL;DR:</strong> Short "version".</p>
            </div>

            Body *text*.
            """,
        jekyll: """
            <div id="tldr">
            <p><strong>TL;DR:</strong> Short "version".</p>
            </div>

            <p>Body <em>text</em>.</p>
            """),
    JekyllCase(
        name: "markdown attribute is consumed; blank lines let Markdown inside be parsed",
        markdown: """
            <div data-variant="tldr:B" markdown="1">

            *inner*

            </div>

            <div class="x" markdown="0">
            *raw*
            </div>

            <section markdown="block" id="s">

            # Head

            </section>
            """,
        jekyll: """
            <div data-variant="tldr:B">

              <p><em>inner</em></p>

            </div>

            <div class="x">
            *raw*
            </div>

            <section id="s">

              <h1 id="head">Head</h1>

            </section>
            """),
    JekyllCase(
        name: "inline HTML keeps Markdown inside it working",
        markdown: #"Some <span class="x">inline *html*</span> here."#,
        jekyll: #"<p>Some <span class="x">inline <em>html</em></span> here.</p>"#),
    JekyllCase(
        name: "smart quotes, dashes and ellipsis",
        markdown: #"It's "quoted" -- dash --- em... and 'single' and "nested 'x'" done."#,
        jekyll: "<p>It’s “quoted” – dash — em… and ‘single’ and “nested ‘x’” done.</p>"),
    JekyllCase(
        name: "smart quotes around markup and in ranges",
        markdown: #""**bold**" and "[link](http://x)" don't -- wait... 1990--2000 and x---y. He said "Hello, 'friend'.""#,
        jekyll: #"<p>“<strong>bold</strong>” and “<a href="http://x">link</a>” don’t – wait… 1990–2000 and x—y. He said “Hello, ‘friend’.”</p>"#),
    JekyllCase(
        name: "no smart quotes in code",
        markdown: "`\"not\" -- here...` and\n\n    \"block\" -- ...",
        jekyll: """
            <p><code class="language-plaintext highlighter-rouge">"not" -- here...</code> and</p>

            <div class="language-plaintext highlighter-rouge"><div class="highlight"><pre class="highlight"><code>"block" -- ...
            </code></pre></div></div>
            """),
    JekyllCase(
        name: "code blocks with, without and with unknown languages",
        markdown: """
            ```swift
            let s = "<b>" && x
            ```

            ```
            plain <b>
            ```

                indented & "code"

            ```objective-c
            [x y];
            ```

            ```Swift
            let x = 1
            ```

            ~~~ruby
            puts 1
            ~~~
            """,
        jekyll: """
            <div class="language-swift highlighter-rouge"><div class="highlight"><pre class="highlight"><code><span class="k">let</span> <span class="nv">s</span> <span class="o">=</span> <span class="s">"&lt;b&gt;"</span> <span class="o">&amp;&amp;</span> <span class="n">x</span>
            </code></pre></div></div>

            <div class="language-plaintext highlighter-rouge"><div class="highlight"><pre class="highlight"><code>plain &lt;b&gt;
            </code></pre></div></div>

            <div class="language-plaintext highlighter-rouge"><div class="highlight"><pre class="highlight"><code>indented &amp; "code"
            </code></pre></div></div>

            <pre><code class="language-objective-c">[x y];
            </code></pre>

            <pre><code class="language-Swift">let x = 1
            </code></pre>

            <div class="language-ruby highlighter-rouge"><div class="highlight"><pre class="highlight"><code><span class="nb">puts</span> <span class="mi">1</span>
            </code></pre></div></div>
            """),
    JekyllCase(
        name: "entities in text and headings",
        markdown: "## Caf&eacute; &amp; Bar &copy;\n\nA &lt;tag&gt; and AT&T.",
        jekyll: """
            <h2 id="café--bar-">Café &amp; Bar ©</h2>

            <p>A &lt;tag&gt; and AT&amp;T.</p>
            """),
    JekyllCase(
        name: "soft line breaks stay line breaks",
        markdown: "line one\nline two",
        jekyll: "<p>line one\nline two</p>"),
]

@Test(arguments: jekyllCases)
func rendersLikeJekyll(_ example: JekyllCase) {
    let html = MarkdownRenderer().render(example.markdown)
    #expect(collapsingLineBreaks(html) == collapsingLineBreaks(example.jekyll))
}

@Test func codeBlockKeepsItsLineBreaksExactly() {
    let html = MarkdownRenderer().render("```swift\nif a {\n\n    b()\n}\n```\n")
    #expect(
        html == """
            <div class="language-swift highlighter-rouge"><div class="highlight"><pre class="highlight"><code><span class="k">if</span> <span class="n">a</span> <span class="p">{</span>

                <span class="nf">b</span><span class="p">()</span>
            <span class="p">}</span>
            </code></pre></div></div>

            """)
}

@Test func collapsingLineBreaksKeepsSpacesWithinALine() {
    #expect(collapsingLineBreaks("<p>a b</p>\n\n  <p>c\nd</p> ") == "<p>a b</p><p>cd</p> ")
}
