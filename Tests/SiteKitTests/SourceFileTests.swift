import Foundation
import Testing
@testable import SiteKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct SourceFileTests {
    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sourcefile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Sizes around a small buffer's capacity: the read loop's growth and its early stop at
    /// the size `fstat` gave must both keep every byte.
    @Test(arguments: [0, 1, 15, 16, 17, 31, 32, 33, 100])
    func readTextKeepsEveryByteWhateverTheBufferSize(size: Int) throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = String((0..<size).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
        let path = folder.appendingPathComponent("f.md").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let read = try SourceFile.readText(atPath: path, displayName: "f.md", buffer: ReadBuffer(capacity: 16))
        #expect(read == text)
    }

    #if os(Linux)
    /// A file whose `fstat` size is not its length (procfs says 0) is read to its end, not
    /// stopped at the first short read.
    @Test func readTextReadsPastASizeThatUndercounts() throws {
        let read = try SourceFile.readText(atPath: "/proc/self/status", displayName: "status", buffer: ReadBuffer(capacity: 64))
        #expect(read.utf8.count > 64)
        #expect(read.hasPrefix("Name:"))
        #expect(read.contains("\nPid:"))
    }
    #endif

    @Test func modificationDateIsFoundationsForFilesAndLinks() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("logo.png").path
        try "x".write(toFile: file, atomically: false, encoding: .utf8)
        let link = folder.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "logo.png")
        // Times whose nanoseconds do not round-trip through a Double exactly: the same Double
        // as Foundation's, not one a rounding away.
        for seconds in [0, 978_307_200, 1_234_567_890, 1_700_000_123, 2_000_000_001] {
            for nanoseconds in [0, 1, 123_456_789, 500_000_000, 987_654_321, 999_999_999] {
                let time = timespec(tv_sec: seconds, tv_nsec: nanoseconds)
                var times = [time, time]
                #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
                for path in [file, link] {
                    let foundation = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
                    #expect(SourceFile.modificationDate(atPath: path) == foundation, "\(seconds).\(nanoseconds) \(path)")
                }
            }
        }
        #expect(SourceFile.modificationDate(atPath: folder.appendingPathComponent("missing").path) == nil)
    }
}
