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
