import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built binary against what only a real process shows (issue 19): signals mid-build, and
/// folders the build user may not read.
@Suite struct InterruptedBuildTests {
    /// A site with enough posts that a build is still writing when the signal comes.
    static func manyPostSite(_ folder: TemporaryFolder, posts: Int) throws -> URL {
        let site = try folder.copyFixture("hostile")
        for i in 0..<posts {
            let body = String(repeating: "Paragraph \(i) with *some* text.\n\n", count: 20)
            try folder.write("site/_posts/2023-01-\(String(format: "%02d", i % 28 + 1))-post-\(i).md", "---\nlayout: default\n---\n\(body)")
        }
        return site
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func signalMidBuildRemovesTheStagingFolder(signal number: Int32) throws {
        let folder = try TemporaryFolder()
        let site = try Self.manyPostSite(folder, posts: 3000)
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["build", "-q", "-s", site.path, "-d", folder.path + "/out"]
        try process.run()
        let staging = folder.path + "/.sitegen-staging-out-\(process.processIdentifier)"
        // Bounded polling for the staging folder: it exists from the render to the swap.
        var seen = false
        for _ in 0..<60_000 where process.isRunning {
            if FileManager.default.fileExists(atPath: staging) { seen = true; break }
            usleep(500)
        }
        try #require(seen, "the build ended before its staging folder was seen")
        kill(process.processIdentifier, number)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == number)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".sitegen-") }
        #expect(left == [])
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }

    @Test func unreadableFolderFailsWithItsPath() throws {
        let folder = try TemporaryFolder()
        let site = try folder.copyFixture("hostile")
        try folder.write("site/secret/page.md", "---\nlayout: default\n---\nhidden\n")
        chmod(site.path + "/secret", 0o000)
        defer { chmod(site.path + "/secret", 0o755) }
        let arguments = ["build", "-s", site.path, "-d", folder.path + "/out"]
        let process = Process()
        if getuid() == 0 {
            // Root reads every folder: the build runs as nobody (util-linux's setpriv).
            chmod(folder.path, 0o777)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", CLI.binary.path] + arguments
        } else {
            process.executableURL = CLI.binary
            process.arguments = arguments
        }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(stderr.contains("error: cannot read folder 'secret': Permission denied"), "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }
}
