import Foundation
import Testing
@testable import SiteKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct FileOutputTests {
    private let fm = FileManager.default

    private func scratchFolder() throws -> URL {
        let folder = fm.temporaryDirectory.appendingPathComponent("fileoutput-\(UUID().uuidString)")
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A static file is copied byte for byte with its permissions (a script stays executable),
    /// over a file already at the target, whatever its size against the copy's.
    @Test(arguments: [0, 1, 4095, 4096, 300_000])
    func copyFileKeepsBytesAndPermissionsAndReplacesTheTarget(size: Int) throws {
        let folder = try scratchFolder()
        defer { try? fm.removeItem(at: folder) }
        let source = folder.appendingPathComponent("deploy.sh").path
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 7) }
        #expect(fm.createFile(atPath: source, contents: Data(bytes)))
        #expect(chmod(source, 0o751) == 0)
        let target = folder.appendingPathComponent("out.sh").path
        #expect(fm.createFile(atPath: target, contents: Data(repeating: 0x41, count: 5000)))

        #expect(FileOutput.copyFile(source, to: target) == nil)

        #expect(fm.contents(atPath: target) == Data(bytes))
        var info = stat()
        #expect(stat(target, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o751)
    }

    @Test func copyFileReportsAMissingSource() throws {
        let folder = try scratchFolder()
        defer { try? fm.removeItem(at: folder) }
        let failure = FileOutput.copyFile(folder.appendingPathComponent("missing.png").path, to: folder.appendingPathComponent("x.png").path)
        #expect(failure == ENOENT)
        #expect(!fm.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }

    /// The swap's removal of the old site takes every file and folder, shared among cores at
    /// the top levels, and removes a symlink without following it: a link to a folder outside
    /// (a `keep_files` entry pointing elsewhere) leaves that folder's files alone.
    @Test func folderRemovalTakesTheTreeButNotWhatALinkPointsAt() throws {
        let folder = try scratchFolder()
        defer { try? fm.removeItem(at: folder) }
        let outside = folder.appendingPathComponent("outside")
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        #expect(fm.createFile(atPath: outside.appendingPathComponent("keep.txt").path, contents: Data("x".utf8)))
        let site = folder.appendingPathComponent("old-site")
        for year in 2010..<2016 {
            for day in 1...3 {
                let dir = site.appendingPathComponent("\(year)/01/0\(day)")
                try fm.createDirectory(at: dir, withIntermediateDirectories: true)
                for n in 0..<4 { #expect(fm.createFile(atPath: dir.appendingPathComponent("p\(n).html").path, contents: Data("<p>".utf8))) }
            }
        }
        try fm.createDirectory(at: site.appendingPathComponent("empty/deeper/deepest"), withIntermediateDirectories: true)
        #expect(fm.createFile(atPath: site.appendingPathComponent("index.html").path, contents: Data()))
        try fm.createSymbolicLink(atPath: site.appendingPathComponent("linked").path, withDestinationPath: outside.path)
        try fm.createSymbolicLink(atPath: site.appendingPathComponent("2010/linked").path, withDestinationPath: outside.path)

        #expect(FolderRemoval.remove(site.path))

        #expect(!fm.fileExists(atPath: site.path))
        #expect(fm.fileExists(atPath: outside.appendingPathComponent("keep.txt").path))
        #expect(FolderRemoval.remove(site.path), "nothing there is success")
    }
}
