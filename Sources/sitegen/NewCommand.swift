import ArgumentParser
import Foundation
import SiteKit

/// `sitegen new PATH`, `sitegen new post TITLE`, `sitegen new draft TITLE`: `jekyll new` and
/// jekyll-compose's `post` and `draft`, the commands a blogger starts with.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a site, a post or a draft.",
        discussion: "`sitegen new PATH` writes a starter blog; `new post` and `new draft` add a Markdown file to a site.",
        subcommands: [NewSiteCommand.self, NewPostCommand.self, NewDraftCommand.self],
        defaultSubcommand: NewSiteCommand.self)
}

struct NewSiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Write a starter blog into PATH: config, posts, a draft, pages and an experiment.",
        discussion: "PATH must be empty or missing unless --force is given. Then: sitegen serve -s PATH")

    @Argument(help: "The folder to create the site in.")
    var path: String

    @Flag(help: "Write only _config.yml, .gitignore and the empty folders.")
    var blank = false

    @Flag(help: "Write into a folder that is not empty, replacing files of the same name.")
    var force = false

    @Option(help: "Use this installed Jekyll gem theme (e.g. minima) instead of the built-in one.")
    var theme: String?

    @Flag(name: .customLong("skip-bundle"), help: "Accepted for Jekyll: sitegen runs no bundle install (the plugins are built in).")
    var skipBundle = false

    @OptionGroup var global: JekyllGlobalOptions

    func run() throws {
        global.printNotes()
        let folder = URL(fileURLWithPath: path).standardizedFileURL
        do {
            let written = try SiteScaffold.createSite(at: folder, blank: blank, force: force, theme: theme)
            print("sitegen: new site in \(Console.relative(folder.path)) (\(written.count) files)")
            print("  sitegen serve -s \(shellQuoted(path))   # then open http://127.0.0.1:4000/")
        } catch let error as SiteError {
            Console.printError(error)
            throw ExitCode.failure
        }
    }
}

/// The options `new post` and `new draft` share.
struct NewFileOptions: ParsableArguments {
    @Argument(help: "The title; the file is named after it.")
    var title: String

    @Option(name: [.short, .long], help: "Source folder of the site.")
    var source: String = "."

    @Option(help: "The layout named in the front matter.")
    var layout: String = "post"

    @Flag(help: "Replace a file of the same name.")
    var force = false

    func create(draft: Bool) throws {
        var options = BuildOptions()
        options.source = source
        do {
            let relative = try SiteScaffold.createPost(title: title, draft: draft, layout: layout, force: force, options: options)
            print("sitegen: wrote \(relative)")
        } catch let error as SiteError {
            Console.printError(error)
            throw ExitCode.failure
        }
    }
}

struct NewPostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "post", abstract: "Write _posts/YYYY-MM-DD-TITLE.md, dated now, with layout and title.")

    @OptionGroup var file: NewFileOptions

    func run() throws { try file.create(draft: false) }
}

struct NewDraftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draft", abstract: "Write _drafts/TITLE.md; sitegen serve --drafts shows it.")

    @OptionGroup var file: NewFileOptions

    func run() throws { try file.create(draft: true) }
}

/// `path` as a shell word, for the hint printed after `new`.
func shellQuoted(_ path: String) -> String {
    path.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) } ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
