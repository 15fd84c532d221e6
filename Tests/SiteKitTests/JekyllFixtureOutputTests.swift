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
        // A YAML day is a Ruby `Date`: Julian before 1582-10-15 (`%s`, weekday, day of the
        // year; `date_to_xmlschema` its Gregorian day), 1582-10-10 and 1900-02-29 strings.
        "yaml-days-julian",
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
