import ArgumentParser

@main
struct Sitegen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: "A Jekyll-compatible static-site generator with built-in A/B experiments.",
        version: "sitegen 0.1.0",
        subcommands: [BuildCommand.self, ServeCommand.self, NewCommand.self, NewThemeCommand.self, CleanCommand.self, DoctorCommand.self, ThemeCommand.self, ExperimentsCommand.self,
                      LiquidCommand.self, HelpMarkdownCommand.self],
        defaultSubcommand: nil
    )

    /// Jekyll's `-v` (in any command) prints the version, as `--version` does; the argument
    /// parser knows only `--version`, and only before a command.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let options = arguments.prefix { $0 != "--" }
        if options.contains("-v") || (options.contains("--version") && options.first != "--version") {
            print(configuration.version)
            return
        }
        await main(arguments)
    }
}
