import ArgumentParser
import Foundation
import SiteKit

/// `sitegen clean`: `jekyll clean`.
struct CleanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean",
        abstract: "Remove the built site (the destination) and the build caches in the source.",
        discussion: "As jekyll clean. Refused: a destination that is or contains the source, a symlink, or one outside the source that only the config names (pass it with --destination).")

    @Option(name: [.short, .long], help: "Source folder.")
    var source: String = "."

    @Option(name: [.short, .long], help: "Destination folder (default: <source>/_site).")
    var destination: String?

    @Option(name: .long, help: "Config files, comma-separated, merged left to right (default: _config.yml).")
    var config: String?

    @Flag(name: [.short, .long], help: "Print only errors.")
    var quiet = false

    func run() throws {
        var options = BuildOptions()
        options.source = source
        options.destination = destination
        options.configFiles = config.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } } ?? []
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
