import Foundation
import ArgumentParser
import SiteKit

/// The options `build` and `serve` share, with Jekyll's names.
struct BuildOptionsGroup: ParsableArguments {
    @Option(name: [.short, .long], help: "Source folder (default: current folder).")
    var source: String = "."

    @Option(name: [.short, .long], help: "Destination folder (default: <source>/_site).")
    var destination: String?

    @Option(name: .long, help: "Config files, comma-separated, merged left to right (default: _config.yml).")
    var config: String?

    @Flag(name: [.customShort("D"), .long], help: "Render posts in _drafts.")
    var drafts = false

    @Flag(name: .long, help: "Publish posts and documents dated in the future.")
    var future = false

    @Flag(name: .long, help: "Render documents marked published: false.")
    var unpublished = false

    @Option(name: [.customShort("b"), .long], help: "Serve or build the site under this base URL.")
    var baseurl: String?

    @Flag(name: .long, help: "Treat warnings as errors.")
    var strict = false

    @Flag(name: [.short, .long], help: "Print only errors.")
    var quiet = false

    @Flag(name: [.customShort("V"), .long], help: "Print every file written and every warning in full.")
    var verbose = false

    @Flag(name: .long, help: "Print time per phase and the slowest templates.")
    var profile = false

    var buildOptions: BuildOptions {
        var options = BuildOptions()
        options.source = source
        options.destination = destination
        options.configFiles = config.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } } ?? []
        options.drafts = drafts
        options.future = future
        options.unpublished = unpublished
        options.baseurl = baseurl
        options.strict = strict
        options.quiet = quiet
        options.verbose = verbose
        options.profile = profile
        return options
    }
}
