import Foundation
import Testing

/// Document drops answer front matter keys that share a length with a computed field
/// (`ab` with `id`, `tag` with `url`, `summary` with `content`…) from the front matter, and
/// the computed fields themselves as before.
@Suite struct DocumentFieldsTests {
    @Test func frontMatterKeysOfComputedFieldsLengthsReadTheFrontMatter() throws {
        let site = try FixtureSite("front-matter-fields")
        try site.build()
        #expect(site.output("ten/2020/03/04/fields.html")?.trimmingCharacters(in: .newlines)
            == "ab=two tag=three date=2020-03-04 custom=six summary=seven subtitle=eight categories=ten relative_long=thirteen title=Post url=/ten/2020/03/04/fields.html name=2020-03-04-fields.md id=/ten/2020/03/04/fields")
        #expect(site.output("page.html")?.trimmingCharacters(in: .newlines)
            == "ab=two tag=three date= custom=six summary=seven subtitle=eight categories= relative_long=thirteen title=Page url=/page.html name=page.md id=")
    }
}
