import Foundation
import Testing
import SiteKit

@Suite struct AtomicSwapTests {
    #if os(Linux)
    @Test func exchangeSwapsTwoFoldersInOneStep() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
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
