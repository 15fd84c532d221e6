import Foundation
import Testing
@testable import SiteKit

/// `output` and `jsonify` of documents as Jekyll gives them (expected text from Debian's
/// Jekyll 4.3.1 build of the `document-output` fixture): pages see every document's finished
/// output; a document's own render sees nil; pages have none; keys in Jekyll's order.
@Suite struct DocumentOutputTests {
    @Test func pagesSeeDocumentsFinishedOutputAndJsonifyKeepsJekyllsKeyOrder() throws {
        let site = try FixtureSite("document-output")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == Self.index)
        #expect(site.output("2020/01/02/first.html") == Self.post)
    }

    /// Jekyll's DocumentDrop hands `to_s` to the document (expected text from Jekyll 4.3.1's
    /// build of `document-text`, whose kramdown also ends each page with a blank line).
    @Test func printingADocumentPrintsItsOutputOrElseItsContent() throws {
        let site = try FixtureSite("document-text")
        defer { site.remove() }
        try site.build()
        #expect(site.output("2020/01/01/a.html")?.hasPrefix("<div><p>Hello <em>x</em> Hello <em>x</em> {{ page }}</p>\n") == true)
        let index = try #require(site.output("index.html"))
        #expect(index.hasPrefix("[<p>Before &lt;p&gt;Before&lt;/p&gt;</p>\n"))
        #expect(index.contains("<div><p>Hello <em>x</em> Hello <em>x</em> {{ page }}</p>\n"))
    }

    /// `{{ page.excerpt }}` before the separator asks for the excerpt being rendered: empty
    /// there, with a warning (it recursed until the stack ran out).
    @Test func anExcerptReadingItselfIsEmptyThereWithAWarning() throws {
        let site = try FixtureSite("document-text")
        defer { site.remove() }
        let report = try site.build()
        #expect(site.output("2020/01/02/b.html")?.hasPrefix("<p>Before &lt;p&gt;Before&lt;/p&gt;</p>\n") == true)
        let warning = try #require(report.warnings.first { $0.message.contains("reads itself") })
        #expect(warning.location?.file == "_posts/2020-01-02-b.md")
        #expect(warning.location?.line == 3)
    }

    static let index = #"""
post: [<article><p>First body.</p>
</article>
own output: []
{"name":"2020-01-02-first.md","id":"/2020/01/02/first","relative_path":"_posts/2020-01-02-first.md","excerpt":"<p>First body.</p>\n","title":"First","categories":[],"collection":"posts","next":null,"tags":["x"],"previous":null,"content":"<p>First body.</p>\n","output":null,"path":"_posts/2020-01-02-first.md","url":"/2020/01/02/first.html","date":"2020-01-02 00:00:00 +0000","draft":false,"mood":"calm","layout":"post","slug":"first","ext":".md"}
]
doc: [<p>Guide body.</p>
]
page index.html: []
{"title":"Home","content":"{% for p in site.posts %}post: [{{ p.output }}]{% endfor %}\n{% for d in site.docs %}doc: [{{ d.output }}]{% endfor %}\n{% for p in site.pages %}page {{ p.name }}: [{{ p.output }}]{% endfor %}\n{{ page | jsonify }}\n","dir":"/","excerpt":null,"name":"index.html","path":"index.html","url":"/"}

"""#

    static let post = #"""
<article><p>First body.</p>
</article>
own output: []
{"name":"2020-01-02-first.md","id":"/2020/01/02/first","relative_path":"_posts/2020-01-02-first.md","excerpt":"<p>First body.</p>\n","title":"First","categories":[],"collection":"posts","next":null,"tags":["x"],"previous":null,"content":"<p>First body.</p>\n","output":null,"path":"_posts/2020-01-02-first.md","url":"/2020/01/02/first.html","date":"2020-01-02 00:00:00 +0000","draft":false,"mood":"calm","layout":"post","slug":"first","ext":".md"}

"""#
}
