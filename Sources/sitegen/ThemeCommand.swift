import ArgumentParser
import Foundation
import SiteKit

/// `sitegen theme`: where the site's theme is and which of its files the site replaces;
/// `sitegen theme copy`: the theme's files into the site, to edit them there.
struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Show the site's theme and its files, or copy them into the site.",
        discussion: """
        A file of the site replaces the theme's file of the same path (a layout of the same name), \
        one file at a time, for the built-in theme (theme: sitegen) as for a gem theme.
        """,
        subcommands: [ThemeShowCommand.self, ThemeCopyCommand.self],
        defaultSubcommand: ThemeShowCommand.self)
}

struct ThemeShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print where the theme's files are and which ones the site replaces (the default).")

    @Option(name: [.short, .long], help: "Source folder of the site.")
    var source: String = "."

    @Option(name: .long, help: "Config files, comma-separated, merged left to right (default: _config.yml).")
    var config: String?

    @Flag(help: "Print only the theme's folder (as bundle info --path does); nothing for the built-in theme.")
    var path = false

    func run() throws {
        do {
            let theme = try ThemeFiles(options: siteOptions(source: source, config: config))
            if path {
                if let root = theme.root { print(root.path) }
                return
            }
            if let root = theme.root {
                print("theme: \(theme.name), at \(root.path)")
            } else {
                print("theme: \(theme.name), sitegen's built-in theme (its files are compiled into sitegen)")
            }
            if !theme.inUse {
                print("  not in use: the site names no theme and has layouts of its own; add `theme: \(theme.name)` to _config.yml to build on it")
            }
            let width = theme.files.map(\.path.count).max() ?? 0
            for file in theme.files {
                if let site = file.overriddenBy {
                    print("  \(file.path.padding(toLength: width, withPad: " ", startingAt: 0))  replaced by the site's \(site)")
                } else {
                    print("  \(file.path)")
                }
            }
            print("Copy one into the site to change it, e.g. sitegen theme copy \(theme.files.contains { $0.path == "_layouts/post.html" } ? "_layouts/post.html" : theme.files.first?.path ?? "PATH")")
        } catch let error as SiteError {
            Console.printError(error)
            throw ExitCode.failure
        }
    }
}

struct ThemeCopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy the theme's files (all, or the files and folders named) into the site to edit them.",
        discussion: "A file the site already has is kept unless --force is given.")

    @Argument(help: "Files or folders inside the theme, e.g. _layouts/post.html or _includes (default: every file).")
    var paths: [String] = []

    @Option(name: [.short, .long], help: "Source folder of the site.")
    var source: String = "."

    @Option(name: .long, help: "Config files, comma-separated, merged left to right (default: _config.yml).")
    var config: String?

    @Flag(help: "Replace the site's own files of the same path.")
    var force = false

    func run() throws {
        do {
            let theme = try ThemeFiles(options: siteOptions(source: source, config: config))
            let results = try theme.copy(paths, force: force)
            var kept = 0
            for result in results {
                switch result {
                case .copied(let path): print("sitegen: copied \(path)")
                case .kept(let path):
                    kept += 1
                    print("sitegen: kept the site's \(path) (--force replaces it)")
                }
            }
            if !theme.inUse {
                print("note: the site does not build on the \(theme.name) theme: add `theme: \(theme.name)` to _config.yml for the files it lacks")
            }
        } catch let error as SiteError {
            Console.printError(error)
            throw ExitCode.failure
        }
    }
}

/// Build options naming just a site and its config files.
func siteOptions(source: String, config: String?) -> BuildOptions {
    var options = BuildOptions()
    options.source = source
    options.configFiles = config.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } } ?? []
    return options
}
