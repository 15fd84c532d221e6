import Foundation
import Testing
@testable import SiteKit

@Suite struct TreeRemovalTests {
    private let fm = FileManager.default

    private func scratchFolder() throws -> URL {
        let folder = fm.temporaryDirectory.appendingPathComponent("treeremoval-\(UUID().uuidString)")
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func write(_ text: String, _ url: URL) throws {
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    @Test func removesASiteOfNestedFoldersWithoutFollowingLinksOut() throws {
        let scratch = try scratchFolder()
        defer { try? fm.removeItem(at: scratch) }
        let outside = scratch.appendingPathComponent("outside")
        try write("keep", outside.appendingPathComponent("precious.txt"))
        let site = scratch.appendingPathComponent("container/site-1")
        for year in 2008...2012 {
            for day in 1...3 { try write("<p>\(day)</p>", site.appendingPathComponent("\(year)/01/0\(day)/post.html")) }
        }
        try write("x", site.appendingPathComponent("index.html"))
        try write("y", site.appendingPathComponent("assets/css/.hidden"))
        try fm.createDirectory(at: site.appendingPathComponent("empty/deeper"), withIntermediateDirectories: true)
        try fm.createSymbolicLink(at: site.appendingPathComponent("2008/linked"), withDestinationURL: outside)
        try fm.createSymbolicLink(at: site.appendingPathComponent("dangling"), withDestinationURL: scratch.appendingPathComponent("nowhere"))

        TreeRemoval.remove(scratch.appendingPathComponent("container").path)

        #expect(!fm.fileExists(atPath: scratch.appendingPathComponent("container").path))
        #expect(try String(contentsOf: outside.appendingPathComponent("precious.txt"), encoding: .utf8) == "keep")
        #expect(try fm.contentsOfDirectory(atPath: scratch.path) == ["outside"])
    }

    @Test func removesAFileOrALinkNamedDirectlyAndIgnoresAMissingPath() throws {
        let scratch = try scratchFolder()
        defer { try? fm.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("file.txt")
        try write("x", file)
        let target = scratch.appendingPathComponent("target")
        try write("keep", target.appendingPathComponent("inside.txt"))
        let link = scratch.appendingPathComponent("link")
        try fm.createSymbolicLink(at: link, withDestinationURL: target)

        TreeRemoval.remove(file.path)
        TreeRemoval.remove(link.path)
        TreeRemoval.remove(scratch.appendingPathComponent("missing").path)

        #expect(try fm.contentsOfDirectory(atPath: scratch.path) == ["target"])
        #expect(fm.fileExists(atPath: target.appendingPathComponent("inside.txt").path))
    }
}
