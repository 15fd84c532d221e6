// Times sitegen's components on one generated ~1,000-word post, so a regression in one of them
// shows up without a whole-site build: the Markdown wrapper (cmark-gfm alone, then with the
// Jekyll options), the front-matter reader (splitting and YAML through libyaml) and the Liquid
// renderer (a post layout with loops, conditions and filters around the post's HTML), the
// highlighter (the post's fenced Swift and Objective-C). Run in
// release:
//
//     swift run -c release ComponentBench [--iterations N] [--only TEXT]
//
// Prints one row per component: time per operation and throughput over the post's Markdown
// (over the code of its fenced blocks for the highlighter).
// Numbers are only comparable within one run on one machine.

import Foundation
import Highlight
import Liquid
import Markdown
import SiteKit

/// One measured operation.
struct Row {
    let name: String
    let nanosecondsPerOp: Double
    let bytesPerOp: Int

    var megabytesPerSecond: Double { Double(bytesPerOp) / nanosecondsPerOp * 1_000 }
}

/// Runs `body` `iterations` times, after a warm-up, in 50 batches and reports the fastest
/// batch: on a shared machine the minimum is the figure least disturbed by other processes.
func measure(_ name: String, bytes: Int, iterations: Int, only: String?, _ body: () -> Int) -> Row? {
    if let only, !name.contains(only) { return nil }
    var sink = 0
    for _ in 0..<max(iterations / 10, 1) { sink &+= body() }
    let batches = min(50, iterations)
    let perBatch = max(iterations / batches, 1)
    var best = Duration.seconds(1_000_000)
    for _ in 0..<batches {
        let start = ContinuousClock.now
        for _ in 0..<perBatch { sink &+= body() }
        best = min(best, ContinuousClock.now - start)
    }
    // Keeps the optimiser from dropping the work.
    if sink == 42 { print("", terminator: "") }
    let nanoseconds = Double(best.components.seconds) * 1e9 + Double(best.components.attoseconds) / 1e9
    return Row(name: name, nanosecondsPerOp: nanoseconds / Double(perBatch), bytesPerOp: bytes)
}

/// A deterministic post shaped like gen_corpus.py's: headings, paragraphs with emphasis, code
/// spans and links, lists, a table, a block quote, fenced Swift and Objective-C, smart quotes.
func generatedPost(words: Int) -> String {
    let vocabulary = """
        archive buffer cache compiler concurrency data decoder encoder graph index layout memory \
        network parser pipeline queue render runtime schema server stream string template thread \
        token value yaml quick slow careful measure reduce avoid copy inspect profile split store
        """.split(separator: " ")
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }
    func word() -> Substring { vocabulary[next(vocabulary.count)] }
    func sentence() -> String {
        var parts: [String] = []
        for _ in 0..<(8 + next(10)) {
            switch next(12) {
            case 0: parts.append("*\(word()) \(word())*")
            case 1: parts.append("**\(word())**")
            case 2: parts.append("`\(word())()`")
            case 3: parts.append("[\(word()) \(word())](https://example.com/\(word()))")
            case 4: parts.append("\"\(word())\"")
            case 5: parts.append("\(word())'s")
            default: parts.append(String(word()))
            }
        }
        let text = parts.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst() + (next(4) == 0 ? " -- really..." : ".")
    }

    var blocks: [String] = []
    var written = 0
    var section = 0
    while written < words {
        let before = blocks.count
        switch next(10) {
        case 0:
            section += 1
            blocks.append("## \(word().capitalized) \(word()) \(section)")
        case 1:
            blocks.append((0..<4).map { _ in "- \(sentence())" }.joined(separator: "\n"))
        case 2:
            blocks.append("""
                ```swift
                struct \(word().capitalized)Model: Codable {
                    var \(word()): [String]
                    let \(word()): Int
                }

                func encode(_ value: \(word().capitalized)Model) throws -> Data {
                    try JSONEncoder().encode(value) // "<fast> & safe"
                }
                ```
                """)
        case 3:
            blocks.append("| Approach | Size | Lines |\n| :--- | ---: | ---: |\n"
                + (0..<3).map { _ in "| \(word()) | \(next(200)).\(next(10)) | \(next(900)) |" }.joined(separator: "\n"))
        case 4:
            blocks.append("> \(sentence()) \(sentence())")
        default:
            blocks.append((0..<3).map { _ in sentence() }.joined(separator: " "))
        }
        for block in blocks[before...] { written += block.split(whereSeparator: \.isWhitespace).count }
    }
    return blocks.joined(separator: "\n\n") + "\n"
}

var iterations = 1_000
/// `--only TEXT`: measure just the rows whose name contains TEXT (to profile one component).
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--iterations", let value = arguments.popFirst().flatMap(Int.init), value > 0 {
        iterations = value
    } else if argument == "--only", let value = arguments.popFirst() {
        only = value
    } else {
        FileHandle.standardError.write(Data("usage: ComponentBench [--iterations N] [--only TEXT]\n".utf8))
        exit(2)
    }
}

let post = generatedPost(words: 1_000)
let postBytes = post.utf8.count
let bare = MarkdownRenderer(options: .gitHub)
var smartOptions = MarkdownOptions.gitHub
smartOptions.smartQuotes = true
// Smart punctuation is cmark-gfm's own (CMARK_OPT_SMART), so this row separates its cost
// from that of the kramdown rewrites in the next.
let smart = MarkdownRenderer(options: smartOptions)
let cmarkJekyll = MarkdownRenderer(options: .commonMarkWithKramdownConventions)
let jekyll = MarkdownRenderer(options: .jekyll)

// Front matter shaped like gen_corpus.py's, plus the keys Jekyll sites commonly add.
let frontMatter = """
    ---
    layout: post
    title: "Cache's replace where release"
    date: 2024-03-05 14:07:00 +0100
    categories: [ essays, swift ]
    tags:
      - profiling
      - memory
    description: Measuring where a build spends its time, then removing the cause.
    image: /assets/img/cover.png
    published: true
    abtesting: [ tldr, 1 ]
    ---

    """
let sourceFile = frontMatter + post
let utc = TimeZone(identifier: "UTC")!

// A post layout in the style of Jekyll themes, using the standard filters only.
let layoutSource = """
    <!DOCTYPE html>
    <html lang="{{ site.lang | default: "en" }}">
    <head>
    <title>{% if page.title %}{{ page.title | escape }} | {% endif %}{{ site.title | escape }}</title>
    <meta name="description" content="{{ page.description | default: site.description | strip_html | truncate: 160 | escape }}">
    </head>
    <body>
    <nav>{%- for item in site.nav %}<a href="{{ item.url }}"{% if page.url == item.url %} class="current"{% endif %}>{{ item.title | escape }}</a>{%- endfor %}</nav>
    <article>
      <h1>{{ page.title | escape }}</h1>
      <p><time datetime="{{ page.date | date: "%Y-%m-%dT%H:%M:%S%:z" }}">{{ page.date | date: "%b %-d, %Y" }}</time>
      {%- if page.categories.size > 0 %} in {{ page.categories | join: ", " }}{% endif %}</p>
      {{ content }}
      {%- if page.tags.size > 0 %}
      <p>Tags: {% for tag in page.tags %}<a href="/tags.html#{{ tag | downcase | url_encode }}">{{ tag }}</a>{% unless forloop.last %}, {% endunless %}{% endfor %}</p>
      {%- endif %}
      {%- assign related = site.posts | where: "category", page.categories.first | slice: 0, 5 %}
      <ul>{% for p in related %}<li><a href="{{ p.url }}">{{ p.title | escape }}</a> {{ p.date | date: "%Y" }}</li>{% endfor %}</ul>
    </article>
    </body>
    </html>
    """
let liquidEnvironment = Environment()
let layout = try! Template.parse(layoutSource, name: "_layouts/post.html", environment: liquidEnvironment)
let postHTML = jekyll.render(post)
let sitePosts: [Value] = (0..<50).map { i in
    ["title": .string("Post \(i) & more"), "url": .string("/2024/03/\(i % 28 + 1)/post-\(i).html"),
     "category": .string(i % 3 == 0 ? "essays" : "notes"), "date": .string("2024-03-05 14:07:00 +0100")]
}
let siteValue: Value = [
    "title": "Bench Blog", "description": "A generated blog for benchmarks.",
    "nav": [["title": "Home", "url": "/"], ["title": "Archive", "url": "/archive.html"], ["title": "About", "url": "/about.html"]],
    "posts": .array(sitePosts),
]
let pageValue: Value = [
    "title": "Cache's replace where release", "url": "/2024/03/05/cache.html",
    "date": .date(LiquidDate(Date(timeIntervalSince1970: 1_709_644_020), utcOffset: 3600)),
    "categories": ["essays", "swift"], "tags": ["profiling", "memory", "swift & c"],
    "description": "Measuring where a build spends its time, then removing the cause.",
]
func renderLayout() -> Int {
    let context = RenderContext(environment: liquidEnvironment, variables: ["site": siteValue, "page": pageValue, "content": .string(postHTML)])
    return ((try? layout.render(context)) ?? "").utf8.count
}
guard renderLayout() > postHTML.utf8.count else {
    FileHandle.standardError.write(Data("ComponentBench: the layout did not render\n".utf8))
    exit(1)
}

var rows: [Row] = []
@MainActor func append(_ row: Row?) { if let row { rows.append(row) } }
append(measure("Markdown, cmark-gfm only (.gitHub)", bytes: postBytes, iterations: iterations, only: only) {
    bare.render(post).utf8.count
})
append(measure("Markdown, + smart punctuation", bytes: postBytes, iterations: iterations, only: only) {
    smart.render(post).utf8.count
})
append(measure("Markdown, cmark-gfm + kramdown conventions", bytes: postBytes, iterations: iterations, only: only) {
    cmarkJekyll.render(post).utf8.count
})
append(measure("Markdown, kramdown parser (.jekyll)", bytes: postBytes, iterations: iterations, only: only) {
    jekyll.render(post).utf8.count
})

// The post's fenced blocks as the highlighter gets them (language, code); MB/s over the code.
let codeBlocks: [(language: String, code: String)] = {
    var blocks: [(String, String)] = []
    var language: String?
    var code = ""
    for line in post.split(separator: "\n", omittingEmptySubsequences: false) {
        if let open = language {
            if line.hasPrefix("```") {
                blocks.append((open, code))
                language = nil
            } else {
                code += line + "\n"
            }
        } else if line.hasPrefix("```") {
            language = String(line.dropFirst(3))
            code = ""
        }
    }
    return blocks
}()
let codeBytes = codeBlocks.reduce(0) { $0 + $1.code.utf8.count }
append(measure("Highlighter, the post's fenced code (\(codeBlocks.count) blocks)", bytes: codeBytes, iterations: iterations, only: only) {
    codeBlocks.reduce(0) { $0 + Highlighter.html($1.code, language: $1.language).utf8.count }
})

append(measure("Front matter, split + YAML (SiteKit)", bytes: postBytes, iterations: iterations, only: only) {
    (try? ReaderBenchmark.readFrontMatter(sourceFile, timeZone: utc)) ?? 0
})
append(measure("Liquid, post layout around the HTML", bytes: postBytes, iterations: iterations, only: only) {
    renderLayout()
})

print("ComponentBench: \(iterations) iterations over a \(post.split(whereSeparator: \.isWhitespace).count)-word post (\(postBytes) bytes)")
let nameWidth = max(rows.map(\.name.count).max() ?? 0, 9)
print("component".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "      µs/op      MB/s  vs first row")
for row in rows {
    let ratio = row.nanosecondsPerOp / rows[0].nanosecondsPerOp
    print(
        row.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            + String(format: " %10.1f %9.1f %12.2fx", row.nanosecondsPerOp / 1_000, row.megabytesPerSecond, ratio))
}
