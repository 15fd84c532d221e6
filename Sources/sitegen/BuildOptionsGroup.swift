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

    @Option(name: [.customLong("limit_posts"), .customLong("limit-posts")],
            help: ArgumentHelp("Publish only the newest N posts (the config's limit_posts).", valueName: "N"))
    var limitPosts: Int?

    @Option(name: .customLong("layouts"), help: ArgumentHelp("Layouts folder (the config's layouts_dir).", valueName: "DIR"))
    var layouts: String?

    @Flag(name: [.customLong("strict_front_matter"), .customLong("strict-front-matter")],
          help: "Fail on front matter errors (sitegen always does; Jekyll only warns without this).")
    var strictFrontMatter = false

    @Flag(name: [.customShort("w"), .long], inversion: .prefixedNo,
          help: "Rebuild when a source file changes (serve: on by default; build: off).")
    var watch: Bool?

    @Flag(name: [.customLong("force_polling"), .customLong("force-polling")],
          help: "Watch by comparing modification times every half second instead of inotify.")
    var forcePolling = false

    @Flag(name: [.customShort("t"), .long], help: "On an error, also print the error behind it as the program saw it.")
    var trace = false

    @Flag(name: [.customShort("I"), .long],
          help: "Accepted for Jekyll: every build writes what a full build writes; serve always rebuilds only what a change affects.")
    var incremental = false

    @Flag(name: .long, help: "Accepted for Jekyll: sitegen runs no code from the site (_plugins/*.rb is never loaded), so every build is safe.")
    var safe = false

    @Option(name: [.short, .long], help: ArgumentHelp("Accepted for Jekyll and ignored with a note: sitegen loads no Ruby plugins; the gems in plugins: are built in.", valueName: "DIRS"))
    var plugins: String?

    @Flag(name: .long, help: "Accepted for Jekyll with a note: related_posts are the ten newest posts, as Jekyll's without LSI.")
    var lsi = false

    @Flag(name: .customLong("disable-disk-cache"), help: "Accepted for Jekyll: sitegen keeps no cache on disk.")
    var disableDiskCache = false

    func validate() throws {
        if let limitPosts, limitPosts < 0 { throw ValidationError("--limit_posts must be a non-negative number") }
    }

    /// One line each for the Jekyll options sitegen accepts but does otherwise.
    var notes: [String] {
        var notes: [String] = []
        if plugins != nil { notes.append("note: --plugins is ignored: sitegen loads no Ruby plugins; the gems named in plugins: are built in") }
        if lsi { notes.append("note: --lsi is ignored: related_posts are the ten newest posts, as Jekyll's without LSI") }
        return notes
    }

    /// Prints `notes` to standard error unless `--quiet`.
    func printNotes(_ extra: [String] = []) {
        guard !quiet else { return }
        for note in notes + extra { FileHandle.standardError.write(Data((note + "\n").utf8)) }
    }

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
        options.limitPosts = limitPosts
        options.layoutsDir = layouts
        options.strictFrontMatter = strictFrontMatter
        return options
    }
}
