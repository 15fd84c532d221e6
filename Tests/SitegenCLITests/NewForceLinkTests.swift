import Foundation
import TestSupport
import Testing

/// `sitegen new --force` into a folder holding symbolic links (issue 31): it wrote through a
/// linked `index.md` over a file outside the folder; `new` into a link to nothing printed a raw
/// NSCocoaErrorDomain error.
@Suite struct NewForceLinkTests {
    @Test func forceReplacesALinkedStarterFileInsteadOfWritingThroughIt() throws {
        let tmp = try TemporaryFolder("sitegen-new")
        try tmp.write("outside/victim", "keep me\n")
        try FileManager.default.createDirectory(at: tmp.url("blog"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tmp.url("blog/index.md").path, withDestinationPath: "../outside/victim")
        let made = try CLI.run(["new", "blog", "--force"], in: tmp.url)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(try tmp.read("outside/victim") == "keep me\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: tmp.url("blog/index.md").path)) == nil)
    }

    @Test func forceRefusesAStarterFolderLinkedOutside() throws {
        let tmp = try TemporaryFolder("sitegen-new")
        try FileManager.default.createDirectory(at: tmp.url("outside"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tmp.url("blog"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tmp.url("blog/_posts").path, withDestinationPath: "../outside")
        let made = try CLI.run(["new", "blog", "--force"], in: tmp.url)
        #expect(made.status == 1)
        #expect(made.stderr.hasPrefix("error: _posts in "), "\(made.stderr)")
        #expect(made.stderr.contains("leads outside it"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.url("outside").path).isEmpty)
    }

    @Test func newIntoALinkToNothingNamesTheLink() throws {
        let tmp = try TemporaryFolder("sitegen-new")
        try FileManager.default.createSymbolicLink(atPath: tmp.url("blog").path, withDestinationPath: "/nonexistent/sitegen-blog")
        let made = try CLI.run(["new", "blog"], in: tmp.url)
        #expect(made.status == 1)
        #expect(!made.stderr.contains("NSCocoaErrorDomain"))
        #expect(made.stderr.contains("is a symbolic link to /nonexistent/sitegen-blog, which does not exist"), "\(made.stderr)")
    }
}
