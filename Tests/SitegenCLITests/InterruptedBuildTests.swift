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

    /// Kills real builds at several points, from the render to the swap (issue 31: 8 of 8
    /// interrupted builds left an 85 MB `.sitegen-old-site-PID` and printed dozens of errors):
    /// one line, exit 130 (SIGINT) or 143 (SIGTERM), the previous site as it was, nothing left
    /// beside it. A build that finished before its signal came is checked for a whole new site.
    @Test(arguments: [SIGTERM, SIGINT])
    func signalMidBuildLeavesThePreviousSiteAndNothingElse(signal number: Int32) throws {
        let folder = try TemporaryFolder()
        let site = try Self.manyPostSite(folder, posts: 1500)
        let out = folder.path + "/out"
        let arguments = ["build", "-q", "-s", site.path, "-d", out]
        let started = Date()
        let first = try CLI.run(arguments)
        try #require(first.status == 0, "\(first.stderr)")
        // Signals come at fractions of a whole build's time after the staging folder appears, so
        // most land mid-build however fast this machine (and the pipeline) is today.
        let whole = Date().timeIntervalSince(started)
        let delays = [0, 0.03, 0.1, 0.2, 0.35, 0.5].map { useconds_t($0 * whole * 1_000_000) }
        let previous = Set(try FileManager.default.subpathsOfDirectory(atPath: out))
        var interrupted = 0
        for delay in delays {
            try "marker\n".write(toFile: out + "/marker.txt", atomically: false, encoding: .utf8)
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = arguments
            let err = Pipe()
            process.standardError = err
            try process.run()
            let staging = folder.path + "/.sitegen-staging-out-\(process.processIdentifier)"
            // Bounded polling for the staging folder: it exists from the render to the swap.
            for _ in 0..<60_000 where process.isRunning && !FileManager.default.fileExists(atPath: staging) { usleep(500) }
            usleep(delay)
            kill(process.processIdentifier, number)
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".sitegen-") }
            #expect(left == [], "after \(delay) µs")
            let name = number == SIGINT ? "SIGINT" : "SIGTERM"
            if process.terminationStatus == 0 || stderr.hasSuffix("after the site was written\n") {
                // Finished first: the new site is whole (and the marker, not a site file, gone).
                #expect(!FileManager.default.fileExists(atPath: out + "/marker.txt"))
                #expect(Set(try FileManager.default.subpathsOfDirectory(atPath: out)) == previous)
                continue
            }
            interrupted += 1
            #expect(process.terminationReason == .exit, "after \(delay) µs")
            #expect(process.terminationStatus == 128 + number, "after \(delay) µs")
            #expect(stderr == "sitegen: interrupted by \(name); the site was not written and the previous one is untouched\n", "after \(delay) µs")
            #expect(try String(contentsOfFile: out + "/marker.txt", encoding: .utf8) == "marker\n")
            #expect(Set(try FileManager.default.subpathsOfDirectory(atPath: out)) == previous.union(["marker.txt"]))
        }
        #expect(interrupted >= 3, "most builds should still be running when their signal comes")
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
