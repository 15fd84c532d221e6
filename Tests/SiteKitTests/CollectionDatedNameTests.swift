import Foundation
import Testing
@testable import SiteKit

/// Jekyll's Document#populate_title reads a date and slug from the name of any collection's
/// document, not only a post's (`_recipes/2020-05-06-my-dish.md`: date 2020-05-06, slug
/// `my-dish`, title "My Dish"), and `site.static_files` lists the site's files sorted, then each
/// collection's, with StaticFileDrop's `path` (`/assets/b.txt`, `_recipes/img/a.txt`) and no
/// `relative_path` or `url`. Expected: Jekyll 4.3.1's output for
/// `Tests/Fixtures/collection-dated-names`.
@Suite struct CollectionDatedNameTests {
    @Test func aDatedNameGivesACollectionDocumentItsDateSlugAndTitle() throws {
        let site = try FixtureSite("collection-dated-names")
        defer { site.remove() }
        try site.build()
        #expect(site.outputPaths() == [
            "assets/b.txt", "index.html", "recipes/2018/07/08/plain-name/index.html", "recipes/2019/03/04/deep/index.html",
            "recipes/2020/05/06/my-dish/index.html", "recipes/2021/01/02/other.thing/index.html", "recipes/:year/:month/:day.txt",
        ])
        #expect(site.output("recipes/2020/05/06/my-dish/index.html") == """
            <table>
              <tbody>
                <tr>
                  <td>My Dish</td>
                  <td>2020-05-06 00:00:00 +0000</td>
                  <td>my-dish</td>
                  <td>.md</td>
                </tr>
              </tbody>
            </table>

            """)
        // A title in front matter wins; the slug keeps the dots inside the name.
        #expect(site.output("recipes/2021/01/02/other.thing/index.html")?.contains("<td>Given</td>\n      <td>2021-01-02 00:00:00 +0000</td>\n      <td>other.thing</td>") == true)
    }

    @Test func staticFilesListTheSitesThenEachCollectionsWithJekyllsPath() throws {
        let site = try FixtureSite("collection-dated-names")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == """
            <p>/recipes/2018/07/08/plain-name/ 2018-07-08
            /recipes/2019/03/04/deep/ 2019-03-04
            /recipes/2020/05/06/my-dish/ 2020-05-06
            /recipes/2021/01/02/other.thing/ 2021-01-02
            /assets/b.txt    true
            _recipes/img/a.txt  recipes</p>

            """)
    }
}
