import Foundation
import Testing
@testable import SiteKit

/// Permalink's fast paths answer as the general code (Foundation's percent-encoding, the
/// split-and-join tidy-up) does.
@Suite struct PermalinkTests {
    static let urls = [
        "/2026/01/20/hello.html", "/", "/a/b/", "a/b", "//a", "/a//b", "/a/./b", "/a/.", "/./", "/a/..", "/a/../b",
        "/é/ü.html", "/a b/c.html", "/100%/x", "/q?x#y", "/tilde~/(x)!$&'*+,;=:@", "", ".", "/a/b//",
    ]

    @Test(arguments: urls)
    func sanitizeMatchesSplitAndJoin(_ url: String) {
        var expected = "/" + url.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.joined(separator: "/")
        if url.hasSuffix("/") && expected != "/" { expected += "/" }
        #expect(Permalink.sanitize(url) == expected)
    }

    @Test(arguments: urls)
    func escapePathMatchesFoundation(_ url: String) {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#")
        #expect(Permalink.escapePath(url) == url.addingPercentEncoding(withAllowedCharacters: allowed))
    }

    @Test func everyASCIIByteIsEscapedAsFoundationDoes() {
        for byte in UInt8(0)..<128 {
            let text = "/a" + String(UnicodeScalar(byte)) + "b"
            var allowed = CharacterSet.urlPathAllowed
            allowed.remove(charactersIn: "?#")
            #expect(Permalink.escapePath(text) == text.addingPercentEncoding(withAllowedCharacters: allowed), "byte \(byte)")
        }
    }

    @Test func outputPathDecodesOnlyWhenThereIsSomethingToDecode() {
        #expect(Permalink.outputPath(forURL: "/2026/01/20/hello.html", outputExtension: ".html") == "2026/01/20/hello.html")
        #expect(Permalink.outputPath(forURL: "/a%20b/", outputExtension: ".html") == "a b/index.html")
        #expect(Permalink.outputPath(forURL: "/feed", outputExtension: ".xml") == "feed.xml")
        #expect(Permalink.outputPath(forURL: "/v1.2/notes", outputExtension: ".html") == "v1.2/notes.html")
        #expect(Permalink.outputPath(forURL: "/notes.txt", outputExtension: ".html") == "notes.txt")
    }

    @Test func fillReplacesKnownPlaceholdersLongestNameFirst() {
        let values = ["year": "2026", "short_year": "26", "month": "01", "day": "20", "title": "hello", "output_ext": ".html",
                      "categories": "a/b", "short_day": "Tue"]
        func fill(_ t: String) -> String { Permalink.fill(t) { values[$0] } }
        #expect(fill("/:categories/:year/:month/:day/:title:output_ext") == "/a/b/2026/01/20/hello.html")
        #expect(fill("/:short_year/:short_dayX/") == "/26/TueX/")
        #expect(fill("/:unknown/:slug/:Title/x") == "/:unknown/:slug/:Title/x")
        #expect(fill("/::year:") == "/:2026:")
        #expect(fill("/é:title/") == "/é" + "hello/")
        #expect(fill("") == "/")
    }
}
