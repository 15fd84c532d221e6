import ArgumentParser
import Foundation
import Liquid

struct LiquidCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "liquid", abstract: "Render Liquid templates.", subcommands: [LiquidRenderCommand.self])
}

/// `sitegen liquid render`: one template with a JSON context, as the conformance runner calls it.
struct LiquidRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a Liquid template with a JSON context and print the result.",
        discussion: "LIQUID_SPEC_MODE=strict|strict2|lax|warn selects the parser's error mode (default: warn, as Jekyll).")

    @Option(help: "The Liquid template to render.")
    var template: String

    @Option(help: "A JSON file whose top-level object becomes the template's variables.")
    var context: String

    @Option(help: "The folder that `include` and `render` read partials from (NAME, then NAME.liquid).")
    var partials: String?

    func run() throws {
        do {
            let output = try render()
            FileHandle.standardOutput.write(Data(output.utf8))
        } catch let error as LiquidError {
            Console.printError(error)
            throw ExitCode.failure
        } catch let error as JSONError {
            Console.printError(error, file: context)
            throw ExitCode.failure
        }
    }

    private func render() throws -> String {
        let environment = Environment()
        switch ProcessInfo.processInfo.environment["LIQUID_SPEC_MODE"] {
        case "strict", "strict2": environment.errorMode = .strict
        case "lax": environment.errorMode = .lax
        default: environment.errorMode = .warn
        }
        if let partials { environment.fileSystem = PartialsFolder(root: partials) }
        let source = try readFile(template)
        let parsed = try Template.parse(source, name: template, environment: environment)
        let data = try Value.fromJSON(Array(try readData(context)))
        var variables: [String: Value] = [:]
        if case .dictionary(let object) = data {
            for (key, value) in object { variables[key] = value }
        }
        return try parsed.render(RenderContext(environment: environment, variables: variables))
    }

    private func readData(_ path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LiquidError(.fileSystem, "cannot read '\(path)'")
        }
        return data
    }

    private func readFile(_ path: String) throws -> String {
        String(decoding: try readData(path), as: UTF8.self)
    }
}

/// Partials from one folder: `NAME`, then `NAME.liquid`; names that climb out are refused.
struct PartialsFolder: TemplateFileSystem {
    let root: String

    func readTemplate(_ name: String) throws -> (source: String, file: String) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if name.isEmpty || name.hasPrefix("/") || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            throw LiquidError(.fileSystem, "illegal partial name '\(name)'")
        }
        for candidate in [name, name + ".liquid"] {
            let path = (root as NSString).appendingPathComponent(candidate)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                let data = FileManager.default.contents(atPath: path)
            {
                return (String(decoding: data, as: UTF8.self), candidate)
            }
        }
        throw LiquidError(.fileSystem, "no partial named '\(name)' in \(root)")
    }
}
