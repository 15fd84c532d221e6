import Foundation
import Testing
import SiteKit
import TestSupport

@Suite struct AtomicSwapTests {
    #if os(Linux) || canImport(Darwin)
    @Test func exchangeSwapsTwoFoldersInOneStep() throws {
        let folder = try TemporaryFolder("swap")
        let root = folder.url
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
            try name.write(to: root.appendingPathComponent("\(name)/file"), atomically: true, encoding: .utf8)
        }
        #expect(AtomicSwap.exchange(root.appendingPathComponent("a").path, root.appendingPathComponent("b").path))
        #expect(try String(contentsOf: root.appendingPathComponent("a/file"), encoding: .utf8) == "b")
        #expect(try String(contentsOf: root.appendingPathComponent("b/file"), encoding: .utf8) == "a")
    }
    #endif
}
