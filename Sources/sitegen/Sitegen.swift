import ArgumentParser

@main
struct Sitegen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: "A Jekyll-compatible static-site generator with built-in A/B experiments.",
        subcommands: [BuildCommand.self, LiquidCommand.self, ExperimentsCommand.self],
        defaultSubcommand: nil
    )
}
