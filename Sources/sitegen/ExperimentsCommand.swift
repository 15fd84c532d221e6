import ArgumentParser

struct ExperimentsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "experiments", abstract: "List and analyse experiments.")
}
