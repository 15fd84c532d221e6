import ArgumentParser
import Foundation
import SiteKit

/// `sitegen clean`: `jekyll clean`.
struct CleanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean",
        abstract: "Remove the built site (the destination) and the build caches in the source.",
        discussion: "As jekyll clean. Refused: a destination that is or contains the source, a symlink, or one outside the source that only the config names (pass it with --destination).")

    /// Jekyll's clean takes every build option; the ones that matter here are the folders.
    @OptionGroup var build: BuildOptionsGroup

    func run() throws {
        Console.trace = build.trace
        let options = build.buildOptions
        let quiet = build.quiet
        do {
            let removed = try SiteCleaner.clean(options: options)
            guard !quiet else { return }
            if removed.isEmpty { print("sitegen: nothing to clean") }
            for path in removed { print("sitegen: removed \(Console.relative(path))") }
        } catch let error as SiteError {
            Console.printError(error)
            throw ExitCode.failure
        }
    }
}
