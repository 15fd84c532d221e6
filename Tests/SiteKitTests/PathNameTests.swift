import Foundation
import Testing
@testable import SiteKit

/// `PathName` stands in for `NSString`'s path methods on the reader's hot path; these pin it
/// to what `NSString` answers for the same names.
@Suite struct PathNameTests {
    static let names = [
        "a.md", ".bashrc", "a.b.c", "noext", "a.", "", "..", ".", "a..b", ".a.b", "a..", "...", ".a.", "a.b.",
        "..a", "._x", ". ", "a. b", "x.tar.gz", "héllo wörld.markdown", "2026-01-20-hello.md", "index.html",
    ]

    @Test(arguments: names)
    func extensionAndBaseMatchNSString(_ name: String) {
        let ns = name as NSString
        #expect(String(PathName.extension(of: name)) == ns.pathExtension)
        #expect(PathName.deletingExtension(name) == ns.deletingPathExtension)
    }

    @Test(arguments: ["a/b/c.md", "c.md", "_posts/2026/x.markdown", "dir.x/file", "a/.bashrc", "dïr/héllo wörld.md", "/abs/x", "naïve"])
    func lastComponentMatchesNSString(_ path: String) {
        #expect(PathName.last(path) == (path as NSString).lastPathComponent)
    }
}
