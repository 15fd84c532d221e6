import Foundation
import Testing
@testable import SiteKit

/// A collection's documents are sorted as Jekyll 4.3.1's `docs.sort!` sorts them with
/// `Document#<=>`, and its static files are written where `StaticFile#url` puts them. Each
/// expectation is what Jekyll 4.3.1 wrote for the fixture.
@Suite struct CollectionDocOrderTests {
    @Test func documentsWithoutADateCompareByPathAsRubysSortMeetsThem() throws {
        // `_things/{a,c,f}.md` have no `date:` when the collection is sorted, so they compare
        // with every document by path; the dated ones compare with each other by date. Ruby's
        // merge sort makes A,D,B,C,E,F,G of that. Posts keep date-then-path order.
        let site = try FixtureSite("collection-doc-order")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == "A,D,B,C,E,F,G\nX,Z,Y\n")
    }

    @Test func rubySortedIsGlibcsMergeSort() {
        // The comparisons Ruby 3.1 makes sorting [3,2,1] and [5,4,3,2,1] (glibc `msort`).
        var calls: [[Int]] = []
        #expect(SiteReader.rubySorted([3, 2, 1]) { calls.append([$0, $1]); return $0 < $1 ? -1 : ($0 == $1 ? 0 : 1) } == [1, 2, 3])
        #expect(calls == [[2, 1], [3, 1], [3, 2]])
        calls = []
        _ = SiteReader.rubySorted([5, 4, 3, 2, 1]) { calls.append([$0, $1]); return $0 < $1 ? -1 : ($0 == $1 ? 0 : 1) }
        #expect(calls == [[5, 4], [2, 1], [3, 1], [3, 2], [4, 1], [4, 2], [4, 3]])
    }

    @Test func staticFilesInACollectionFollowItsPermalink() throws {
        // `/r/:name.html` → r/photo.html.txt; `/:collection/:title/` → shots.txt (`:title` is
        // empty for a static file); `/x/:path:output_ext` → x/one.txt (trailing dots dropped);
        // no permalink → the collection's folder.
        let site = try FixtureSite("collection-static-permalink")
        defer { site.remove() }
        try site.build()
        #expect(site.outputPaths() == [
            "index.html", "plain/sub/file.txt", "r/a.html", "r/photo.html.txt", "r/pic.html.css", "shots.txt", "x/one.txt", "x/sub/q.txt",
        ])
        #expect(site.output("index.html") == "6\n")
        #expect(SiteReader.staticFileOutputPath("_recipes/photo.png", label: "recipes", template: "/:categories/:name/") == ":categories/photo.png")
    }
}
