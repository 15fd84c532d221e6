import CCmarkGFM
import CmarkSupport
import Foundation
import Testing

@testable import CommonMark
@testable import Kramdown
@testable import Markdown
@testable import MarkdownCore

// This file drives cmark-gfm directly, as a caller that does not go through the Markdown
// target would: the C pointers stay inside `ungatedHTML`.

/// Parses `markdown` with the strikethrough extension and cmark's own allocator, finishing the
/// parser without CmarkSupport's gate around it.
private func ungatedHTML(_ markdown: String) -> String {
    cmark_gfm_core_extensions_ensure_registered()
    guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return "" }
    defer { cmark_parser_free(parser) }
    cmark_parser_attach_syntax_extension(parser, cmark_find_syntax_extension("strikethrough"))
    cmark_parser_feed(parser, markdown, markdown.utf8.count)
    guard let document = cmark_parser_finish(parser) else { return "" }
    defer { cmark_node_free(document) }
    guard let html = cmark_render_html(document, CMARK_OPT_DEFAULT, nil) else { return "" }
    defer { free(html) }
    return String(cString: html)
}

/// cmark marks its shared character table through the function CmarkSupport replaces with a
/// no-op for gated finishes. Called from anywhere else, it must mark the table as cmark would,
/// or a finish that the gate does not bracket loses its extensions' syntax.
@Test func finishOutsideTheGateStillMarksExtensionCharacters() {
    // The Markdown target's first render settles whether the replacement took.
    #expect(MarkdownRenderer().render("~~x~~").contains("<del>x</del>"))
    let before = sitegen_cmark_outside_calls()
    #expect(ungatedHTML("~~gone~~ here\n") == "<p><del>gone</del> here</p>\n")
    if CmarkArena.finishesConcurrently {
        // The mark and the unmark, each done by cmark's own function under the gate.
        #expect(sitegen_cmark_outside_calls() - before == 2)
    }
}

/// Ungated finishes wait for the gate, and gated ones for them, so neither unmarks the table
/// under the other.
@Test func ungatedAndGatedFinishesTogetherKeepStrikethrough() async {
    let renderer = MarkdownRenderer()
    let markdown = (0..<50).map { "p\($0) ~~gone~~ here" }.joined(separator: "\n\n")
    let results = await withTaskGroup(of: (Bool, Int).self) { group in
        for task in 0..<16 {
            group.addTask {
                let html = task % 2 == 0 ? ungatedHTML(markdown) : renderer.render(markdown)
                return (task % 2 == 0, html.components(separatedBy: "<del>gone</del>").count - 1)
            }
        }
        var all: [(Bool, Int)] = []
        for await result in group { all.append(result) }
        return all
    }
    #expect(results.count == 16)
    for (ungated, count) in results {
        #expect(count == 50, "\(ungated ? "ungated" : "gated") render kept \(count) of 50")
    }
}
