import ArgumentParser
import CProcessSettings
import Foundation
import PreviewServer
import SiteKit

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the destination folder (default: _site).",
        discussion: "Exit status 0 on success, 1 on any error; the previous site is left untouched on failure. With --watch, rebuilds on every change until Ctrl-C.",
        aliases: ["b"])

    @OptionGroup var build: BuildOptionsGroup

    @Flag(name: .customLong("check-links"),
          help: "Warn about links and images in the written pages that lead to no file of the site, or to no element their #fragment names (errors with --strict).")
    var checkLinks = false

    func run() async throws {
        _ = sitegen_malloc_top_pad()  // set before main (CProcessSettings)
        var options = build.buildOptions
        options.checkLinks = checkLinks
        Console.trace = build.trace
        build.printNotes()
        if build.watch == true {
            // `jekyll build --watch`: serve's build-and-rebuild loop without the server.
            var serve = ServeOptions(build: options)
            serve.serves = false
            serve.liveReload = false
            if build.forcePolling { serve.pollInterval = .milliseconds(500) }
            do {
                try await ServeSession(options: serve).run()
            } catch {
                Console.printError(error)
                throw ExitCode.failure
            }
            return
        }
        // Ctrl-C or SIGTERM mid-build removes the staging folder instead of leaving it beside the
        // site, and says so in one line; the previous site stays as it was.
        StagingCleanup.removeOnTermination { number, written in
            "sitegen: interrupted by \(number == SIGINT ? "SIGINT" : "SIGTERM")"
                + (written ? " after the site was written" : "; the site was not written and the previous one is untouched")
        }
        let builder = SiteBuilder(options: options)
        // Under scripts/sanitize the build frees what it made, so that LeakSanitizer checks the
        // tear-down too (and does not take the memory left to exit for leaks: it cannot follow
        // pointers that Swift's enums keep with tag bits in them).
        builder.leavesMemoryToExit = ProcessInfo.processInfo.environment["SITEGEN_SANITIZER"] == nil
        let terminal = isatty(STDERR_FILENO) == 1 && !options.quiet
        if terminal {
            builder.onProgress = { p in
                FileHandle.standardError.write(Data("\r\u{1B}[K\(p.phase) \(p.done)/\(p.total)".utf8))
            }
        }
        do {
            let report = try builder.build()
            while StagingCleanup.isInterrupted { pause() }  // the handler prints and exits
            if terminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            Console.printWarnings(report.warnings, verbose: options.verbose, quiet: options.quiet)
            if options.verbose, !options.quiet {
                for path in report.filesWritten { print("  written: \(path)") }
            }
            if !options.quiet {
                print(String(format: "sitegen: wrote %d documents and copied %d static files to %@ in %.2f s",
                             report.documentsWritten, report.staticFilesCopied, Console.relative(report.destination), report.seconds))
            }
            if options.profile { print(report.profileText) }
        } catch let error as SiteError {
            // Interrupted: the writes failing on the removed staging folder are not the author's
            // errors; the signal's handler prints its one line and exits.
            while StagingCleanup.isInterrupted { pause() }
            if terminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            Console.printError(error)
            throw ExitCode.failure
        }
    }
}
