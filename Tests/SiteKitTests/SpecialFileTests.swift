import Foundation
import Testing
@testable import SiteKit
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a build on a thread of its own gave (`SpecialFileTests.withinAMinute`), read after
/// the thread signals.
private final class BuildOutcome<T>: @unchecked Sendable { var value: Result<T, Error>? }

/// FIFOs (and sockets, devices) are never opened (issue 31): opening a FIFO waits for a
/// writer, and a FIFO imported as a Sass partial hung the build (Jekyll hangs too). Each case
/// below hung before the fix; `withinAMinute` turns a hang back into a failure.
@Suite struct SpecialFileTests {
    /// Runs `body` on a thread of its own and fails when it takes more than a minute. Timed
    /// from when the build runs: a suite time limit also counts the time a test waits for a
    /// thread of the shared pool, and on a loaded machine, behind minutes-long neighbours,
    /// this suite once failed so without hanging.
    func withinAMinute<T>(_ body: @escaping () throws -> T) throws -> T {
        let outcome = BuildOutcome<T>()
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let work = body
        Thread {
            outcome.value = Result { try work() }
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + 60) == .success, let value = outcome.value else {
            Issue.record("the build did not finish within a minute: a FIFO opened, waiting for a writer?")
            throw CancellationError()
        }
        return try value.get()
    }

    func fifo(_ site: FixtureSite, _ path: String) throws {
        let url = site.source.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(url.path, 0o644) == 0)
    }

    @Test(arguments: ["page.md", "static.txt", "_posts/2020-01-01-fifo.md", "_data/fifo.yml", "_layouts/fifo.html"])
    func fifoInTheSiteIsSkippedWithAWarningAtItsPath(_ path: String) throws {
        let site = try FixtureSite("hostile")
        try fifo(site, path)
        let report = try withinAMinute { try site.build() }
        let warning = try #require(report.warnings.first { $0.location?.file == path })
        #expect(warning.message == "'\(path)' is not a regular file (a FIFO, socket or device): skipped, as sitegen reads only regular files")
        #expect(site.output("index.html") != nil)
    }

    @Test func fifoLinkedIntoTheSiteIsSkippedToo() throws {
        let site = try FixtureSite("hostile")
        try fifo(site, "_hidden/fifo")
        try FileManager.default.createSymbolicLink(
            atPath: site.source.appendingPathComponent("linked.md").path, withDestinationPath: site.source.appendingPathComponent("_hidden/fifo").path)
        let report = try withinAMinute { try site.build() }
        #expect(report.warnings.contains { $0.location?.file == "linked.md" })
    }

    @Test func fifoImportedAsASassPartialIsAnErrorAtTheImport() throws {
        let site = try FixtureSite("hostile")
        try site.write("---\n---\n// styles\n@import \"part\";\n", to: "css/main.scss")
        try fifo(site, "_sass/_part.scss")
        let error = try #require(try withinAMinute { site.buildError() })
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message == "Sass: '_sass/_part.scss' is not a regular file (a FIFO, socket or device); sitegen reads only regular files")
        #expect(diagnostic.location?.file == "css/main.scss")
        #expect(diagnostic.location?.line == 4)
        #expect(diagnostic.location?.column == 9)
    }

    @Test func sassImportLeadingOutsideTheSiteIsNamedAtTheImportLine() throws {
        let site = try FixtureSite("hostile")
        let outside = try TemporaryFolder()
        try outside.write("secret.scss", "a { b: c; }\n")
        try site.write("---\n---\n\n@import \"part\";\n", to: "css/main.scss")
        try FileManager.default.createDirectory(at: site.source.appendingPathComponent("_sass"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: site.source.appendingPathComponent("_sass/_part.scss").path, withDestinationPath: outside.url("secret.scss").path)
        let error = try #require(try withinAMinute { site.buildError() })
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("Sass: '_sass/_part.scss' is outside the site"))
        #expect(diagnostic.location?.line == 4)
        #expect(!FileManager.default.fileExists(atPath: site.destination.appendingPathComponent("css/main.css").path))
    }

    @Test func fifoIncludedIsAnErrorAtTheIncludeTag() throws {
        let site = try FixtureSite("hostile")
        try fifo(site, "_includes/fifo.html")
        try site.write("---\n---\n{% include fifo.html %}\n", to: "inc.html")
        let error = try #require(try withinAMinute { site.buildError() })
        #expect(error.diagnostics.first?.message == "cannot read _includes/fifo.html: not a regular file (a FIFO, socket or device); sitegen reads only regular files")
        #expect(error.diagnostics.first?.location?.file == "inc.html")
    }
}
