import ArgumentParser

@main
struct Sitegen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: "A Jekyll-compatible static-site generator with built-in A/B experiments.",
        version: "sitegen 0.1.0",
        subcommands: [BuildCommand.self, ServeCommand.self, NewCommand.self, CleanCommand.self, ThemeCommand.self, ExperimentsCommand.self,
                      LiquidCommand.self, HelpMarkdownCommand.self],
        defaultSubcommand: nil
    )
}
