import Foundation
import Testing
@testable import SiteKit

/// Small sites whose `_jekyll/` folder holds what Debian's Jekyll 4.3.1 wrote for them; the
/// build must write the same bytes. Source maps are left out: their `sources` name the folder
/// the build ran in.
@Suite struct JekyllFixtureOutputTests {
    @Test(arguments: [
        // jekyll-archives: years oldest first, months and days within them newest first.
        "archives-date-order",
        // A Sass source map joins `site.pages` as its stylesheet converts: pages rendered
        // after it (`z.html`) list it, pages before (`a.html`) do not.
        "sass-source-map-page",
        // Under `collections_dir`, `post_url` finds posts in category folders by their path
        // inside it, and `sort_by` ties fall back to the documents' dates.
        "collections-dir-post-url",
        // `smartify` is Jekyll's SmartyPants parser: stray end tags and block tags in a line
        // are text, an unclosed span is closed at the end, block HTML (two on one line too)
        // passes raw, a quote reads the byte before it.
        "smartify",
        // The site's `kramdown:` settings reach smartify; under `hard_wrap` every line end
        // breaks, `  ` and `\` do not, and nothing breaks inside HTML elements.
        "kramdown-hard-wrap",
        // Quotes after a failed tag start, Unicode word boundaries, tag names, a line no block
        // parser takes, indented block comments, an emphasis memo per HTML element, GFM's
        // backslash break outside HTML only.
        "kramdown-mechanisms",
        // A link's text is read in place up to the bracket that balances its own, as kramdown
        // reads it: spans hide brackets, images inside count theirs back; block attribute lists
        // and their values as kramdown's patterns read them; math escapes every `&`; an
        // emphasis the first try read inside a strong is tried again.
        "kramdown-link-text",
        // Block-level kramdown as its parser builds the tree: a block comment indented in its
        // container; a backslash ending an item's paragraph before a block dropped (GFM's
        // hard break with its trailing `<br />` omitted); definition terms as text unless an
        // IAL leads (not `{::comment}` or `{:id:`); which blocks take a waiting block IAL
        // (`new_block_el`: a table that fails, a new blank line, options, a footnote or an
        // attribute definition) and which leave it (`Element.new`: comment, nomarkdown); a
        // fence's language class first when an IAL adds a class; end-of-block markers dropped
        // and blank lines joined inside HTML too; a waiting IAL as a block boundary, and left
        // by an HTML comment; task-list classes first, only on items opening with a paragraph;
        // the table of contents written last, with the written footnotes' headers, its id
        // after the list's attributes; a backslash break omitted before an options extension;
        // an indented code block's blank line keeps spaces short of its indent; an item or
        // definition holding only a definition is empty; a link definition's URL the shortest
        // that lets a title or the line's end follow, and none with a blank and a quote in it;
        // a reference id after any blanks (Ruby's \s); a block IAL on the closing dollars' line;
        // a table of contents ending an HTML element keeps the line break before it.
        "kramdown-block-ial",
        // A YAML day is a Ruby `Date`: Julian before 1582-10-15 (`%s`, weekday, day of the
        // year; `date_to_xmlschema` its Gregorian day), 1582-10-10 and 1900-02-29 strings.
        "yaml-days-julian",
        // An excerpt renders when first asked, seeing the site as its earliest asker in Jekyll's
        // order does: another post's content raw before that post renders, converted after;
        // `site.pages` with a Sass source map once its stylesheet has converted. Here a later
        // post's content asks before an earlier post's layout does, as the two-stage pass
        // renders them, so the site renders again one document at a time.
        "excerpt-first-reader",
        // jekyll-seo-tag's template and drops: authors as a name found in `site.data.authors`,
        // a mapping, the first of `authors`, a type JSON-LD leaves out; images as a path, a
        // mapping with sizes and alt, a `facebook` path; logo, social links, Twitter, Facebook
        // and verification tags; paginated titles; WebSite, Organization and BlogPosting types;
        // `title=false` as the gem's regex reads it (any case, no spaces); a page's empty
        // `twitter.card`; and strict_variables/strict_filters, which the gem's template ignores.
        "seo-tag-cases",
        // jekyll-seo-tag's values are each page's own though formatted texts are kept for the
        // build: three tags a page, titles that differ only in how "é" is spelled, the same
        // excerpt on two posts, a description in place of the excerpt, a page's own locale.
        "seo-tag-per-page",
    ])
    func buildWritesWhatJekyllWrote(fixture: String) throws {
        let site = try FixtureSite(fixture)
        defer { site.remove() }
        try site.build()
        let expectedRoot = site.source.appendingPathComponent("_jekyll")
        let files = FileManager.default.enumerator(atPath: expectedRoot.path)?.compactMap { $0 as? String } ?? []
        var compared = 0
        for file in files.sorted() where !file.hasSuffix(".map") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: expectedRoot.appendingPathComponent(file).path, isDirectory: &isFolder),
                !isFolder.boolValue else { continue }
            let expected = try String(contentsOf: expectedRoot.appendingPathComponent(file), encoding: .utf8)
            let actual = site.output(file)
            #expect(actual == expected, "\(file)")
            // And byte for byte: `String`'s `==` holds canonically equivalent texts equal ("é"
            // and "e" with a combining accent), which Jekyll writes as they were given.
            #expect(actual.map { Array($0.utf8) } == Array(expected.utf8), "\(file): the same text in other bytes")
            compared += 1
        }
        #expect(compared > 0)
    }
}
