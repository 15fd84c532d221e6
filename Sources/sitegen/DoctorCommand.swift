import ArgumentParser
import Foundation
import SiteKit

/// `sitegen doctor` (`hyde`): `jekyll doctor`'s checks and sitegen's own warnings.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the site: Jekyll's doctor checks plus every warning a build gives.",
        discussion: """
        As jekyll doctor: files that share a destination, URLs that differ only by case, deprecated \
        settings, the site's url, _posts outside collections_dir; then everything a build with \
        --check-links warns about, built into a temporary folder (the destination is not touched). \
        Exit status 0 when everything looks fine, 1 otherwise.
        """,
        aliases: ["hyde"])

    @OptionGroup var build: BuildOptionsGroup

    func run() throws {
        Console.trace = build.trace
        build.printNotes()
        do {
            let findings = try SiteDoctor.examine(options: build.buildOptions)
            if findings.isEmpty {
                if !build.quiet { print("sitegen doctor: your test results are in. Everything looks fine.") }
                return
            }
            FileHandle.standardError.write(Data((findings.map(\.description).joined(separator: "\n") + "\n").utf8))
            let count = findings.count
            FileHandle.standardError.write(Data("sitegen doctor: \(count) problem\(count == 1 ? "" : "s") found\n".utf8))
            throw ExitCode.failure
        } catch let error as SiteError {
            Console.printError(error)
            throw ExitCode.failure
        }
    }
}

/// `sitegen new-theme NAME`: `jekyll new-theme`'s skeleton.
struct NewThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-theme",
        abstract: "Write a new theme's skeleton into NAME: layouts, folders, gemspec, README, licence.",
        discussion: "As jekyll new-theme. A site uses it with theme: NAME and SITEGEN_THEME_PATH set to the folder holding NAME (or as a gem, with Jekyll).")

    @Argument(help: "The theme's name, and the folder it is written into.")
    var name: String

    @Flag(name: [.short, .customLong("code-of-conduct")], help: "Add a CODE_OF_CONDUCT.md.")
    var codeOfConduct = false

    @OptionGroup var global: JekyllGlobalOptions

    func run() throws {
        global.printNotes()
        do {
            let author = gitConfig("user.name"), email = gitConfig("user.email")
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let made = try ThemeScaffold.create(named: name, in: cwd, codeOfConduct: codeOfConduct, author: author, email: email)
            for file in made.files { print("      create \(Console.relative(made.folder.path))/\(file)") }
            // Jekyll::ThemeBuilder#initialize_git_repo.
            if runQuietly(["git", "init", "-q", made.folder.path]) {
                print("  initialize \(Console.relative(made.folder.path))/.git")
            }
            print("sitegen: your new theme, \(made.folder.lastPathComponent), is ready in \(Console.relative(made.folder.path))")
        } catch let error as SiteError {
            Console.printError(error)
            throw ExitCode.failure
        }
    }

    private func gitConfig(_ key: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "config", key]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func runQuietly(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

/// Jekyll's global options (`jekyll help`), for the commands that take no build options
/// (`new`, `new-theme`): accepted, and what sitegen does instead said in their help.
struct JekyllGlobalOptions: ParsableArguments {
    @Option(name: [.customShort("s"), .customLong("source")], help: ArgumentHelp("Accepted for Jekyll; not used by this command.", valueName: "DIR"))
    var source: String?

    @Option(name: [.customShort("d"), .customLong("destination")], help: ArgumentHelp("Accepted for Jekyll; not used by this command.", valueName: "DIR"))
    var destination: String?

    @Flag(name: .long, help: "Accepted for Jekyll: sitegen runs no code from the site.")
    var safe = false

    @Option(name: [.short, .long], help: ArgumentHelp("Accepted for Jekyll: sitegen loads no Ruby plugins.", valueName: "DIRS"))
    var plugins: String?

    @Option(name: .customLong("layouts"), help: ArgumentHelp("Accepted for Jekyll; not used by this command.", valueName: "DIR"))
    var layouts: String?

    @Flag(name: .long, help: "Accepted for Jekyll; not used by this command.")
    var profile = false

    @Flag(name: [.customShort("t"), .long], help: "On an error, also print the error behind it as the program saw it.")
    var trace = false

    func printNotes() {
        Console.trace = trace
        if plugins != nil {
            FileHandle.standardError.write(Data("note: --plugins is ignored: sitegen loads no Ruby plugins; the gems named in plugins: are built in\n".utf8))
        }
    }
}
