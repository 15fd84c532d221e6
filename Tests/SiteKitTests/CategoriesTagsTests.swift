import Foundation
import Testing
@testable import SiteKit

/// Jekyll 4.3.1's `category`/`categories`/`tag`/`tags` rules, front matter and folders alike,
/// as they reach `post.categories`, `post.tags`, `site.categories`, `site.tags` and
/// `/:categories/` permalinks. The expectation is Jekyll 4.3.1's output for
/// `Tests/Fixtures/categories-tags`.
@Suite struct CategoriesTagsTests {
    @Test func singularKeysStayWholeAndOnlyPluralStringsSplit() throws {
        let site = try FixtureSite("categories-tags")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == """
            /blog/m/n/arr/ [blog,m,n] []
            /sub/ [] []
            /q/dups/ [Q,q] [a,b,a]
            /tags/ [] [Big Tag]
            /x/y/one%20two/both/ [x,y,One Two] []
            /blog/swift/tips/folder/ [blog,Swift,Tips] []
            /functional%20programming/single/ [Functional Programming] []
            Functional Programming=1;blog=2;Swift=1;Tips=1;x=1;y=1;One Two=1;Q=1;q=1;m=1;n=1;
            Big Tag=1;a=2;b=1;

            """)
    }

    @Test func tagIsReadInsteadOfTags() {
        let (categories, tags) = SiteReader.categoriesAndTags(
            ["tag": "Big Tag", "tags": "a b", "categories": .array(["x", .nil]), "category": .nil], fromPath: ["blog"])
        #expect(tags == ["Big Tag"])
        // `category: null` falls back to `categories`; a null in the list is Ruby's `nil.to_s`.
        #expect(categories == ["blog", "x", ""])
    }
}
