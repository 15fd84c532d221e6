import ArgumentParser

struct LiquidCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "liquid", abstract: "Render Liquid templates.")
}
