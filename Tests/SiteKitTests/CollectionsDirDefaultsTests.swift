import Foundation
import Testing
@testable import SiteKit

/// With `collections_dir`, Jekyll reads posts only from folders inside it (a root `_posts` is
/// ignored), names documents from inside it (`_posts/…`, `_notes/…`) and takes their categories
/// from the folders below it; a defaults scope is a string prefix of that name (`do` takes
/// `docs/`, a leading `/` or `./` matches nothing) after cutting `collections_dir/`, and the
/// matching scopes fold in config order against the last that took precedence. Expected:
/// Jekyll 4.3.1's output for `Tests/Fixtures/collections-dir-defaults`.
@Suite struct CollectionsDirDefaultsTests {
    static let expected: [String: String] = [
        "2020/01/01/p.html": #"""
<p>_posts/2020-01-01-p.md _posts/2020-01-01-p.md  /2020/01/01/p posts _posts coll/_posts</p>

"""#,
        "docs-old/y.html": #"""
<table>
  <tbody>
    <tr>
      <td>[do</td>
      <td>docs</td>
      <td> </td>
      <td> </td>
      <td> </td>
      <td> </td>
      <td>]</td>
    </tr>
  </tbody>
</table>

<p>docs-old/y.md</p>

"""#,
        "docs/x.html": #"""
<table>
  <tbody>
    <tr>
      <td>[do</td>
      <td>docs</td>
      <td> </td>
      <td> </td>
      <td> </td>
      <td> </td>
      <td> </td>
      <td>docs/</td>
      <td>d]</td>
    </tr>
  </tbody>
</table>

<p>docs/x.md</p>

"""#,
        "notes/n.html": #"""
<table>
  <tbody>
    <tr>
      <td>_notes/n.md</td>
      <td>_notes/n.md</td>
      <td>/notes/n</td>
      <td>_notes</td>
      <td>glob</td>
    </tr>
  </tbody>
</table>

"""#,
        "sub/2020/02/02/q.html": #"""
<p>sub/_posts/2020-02-02-q.md sub/_posts/2020-02-02-q.md sub /sub/2020/02/02/q posts</p>

"""#,
    ]

    @Test func postsUnderCollectionsDirAndDefaultScopesFollowJekyll() throws {
        let site = try FixtureSite("collections-dir-defaults")
        defer { site.remove() }
        let report = try site.build()
        #expect(site.outputPaths() == Self.expected.keys.sorted())
        for (path, text) in Self.expected { #expect(site.output(path) == text, "\(path)") }
        // The scopes that can never match are named.
        #expect(report.warnings.contains { $0.message.contains("'/docs' matches nothing") })
    }
}
