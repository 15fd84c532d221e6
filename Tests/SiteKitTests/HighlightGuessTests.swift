import Foundation
import Testing
@testable import SiteKit

/// Rouge's guessing where Jekyll reaches it: the name `guess` (with `?mimetype=`) on a fence
/// and on the `highlight` tag, an HTTP body picked by its `Content-Type`, and a fence without a
/// name inside a Markdown block. Expected: Jekyll 4.3.1's output for
/// `Tests/Fixtures/highlight-guess`.
@Suite struct HighlightGuessTests {
    static let expected = #"""
<div class="language-guess highlighter-rouge"><div class="highlight"><pre class="highlight"><code><span class="c">#!/bin/bash</span>
<span class="nb">echo</span> <span class="s2">"</span><span class="nv">$HOME</span><span class="s2">"</span>
</code></pre></div></div>

<div class="language-guess highlighter-rouge"><div class="highlight"><pre class="highlight"><code><span class="k">print</span><span class="p">(</span><span class="mi">1</span><span class="p">)</span>
</code></pre></div></div>

<div class="language-http highlighter-rouge"><div class="highlight"><pre class="highlight"><code><span class="k">HTTP</span><span class="o">/</span><span class="m">1.1</span> <span class="m">200</span> <span class="ne">OK</span>
<span class="na">Content-Type</span><span class="p">:</span> <span class="s">application/x-ruby; charset=utf-8</span>

<span class="n">x</span> <span class="o">=</span> <span class="mi">1</span>
</code></pre></div></div>

<div class="language-markdown highlighter-rouge"><div class="highlight"><pre class="highlight"><code><span class="p">```</span><span class="nl">
</span><span class="c1">#!/usr/bin/env python
</span><span class="k">print</span><span class="p">(</span><span class="mi">1</span><span class="p">)</span>
<span class="p">```</span>
</code></pre></div></div>

<figure class="highlight"><pre><code class="language-guess" data-lang="guess"><span class="c1">#!/usr/bin/perl</span>
<span class="k">print</span> <span class="mi">1</span><span class="p">;</span></code></pre></figure>


"""#

    @Test func guessedAndMediaTypedCodeIsColouredAsJekyllColoursIt() throws {
        let site = try FixtureSite("highlight-guess")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == Self.expected)
    }

    /// Jekyll stops with "Ambiguous guess" when Rouge cannot choose (a shebang for `shell`, a
    /// `package` line for `mosel`); sitegen fails there too, at the tag.
    @Test func anAmbiguousGuessInTheHighlightTagFailsTheBuildAtTheTag() throws {
        let site = try FixtureSite("highlight-guess")
        defer { site.remove() }
        try site.write("---\n---\nText\n\n{% highlight guess %}\n#!/bin/sh\npackage x\n{% endhighlight %}\n", to: "ambiguous.md")
        let error = #expect(throws: (any Error).self) { try site.build() }
        let text = String(describing: error)
        #expect(text.contains("ambiguous.md:5:4"), "\(text)")
        #expect(text.contains(#"Ambiguous guess: can't decide between ["mosel", "shell"]"#), "\(text)")
    }
}
