import Liquid

/// Partials held in memory, for `include` and `render` tests.
struct MemoryFileSystem: TemplateFileSystem {
    var files: [String: String]

    func readTemplate(_ name: String) throws -> (source: String, file: String) {
        guard let source = files[name] else { throw LiquidError(.fileSystem, "no partial named '\(name)'") }
        return (source, "_includes/\(name)")
    }
}

func makeEnvironment(
    _ mode: ErrorMode = .strict, partials: [String: String] = [:], configure: (Environment) -> Void = { _ in }
) -> Environment {
    let environment = Environment()
    environment.errorMode = mode
    environment.fileSystem = MemoryFileSystem(files: partials)
    configure(environment)
    return environment
}

/// Parses and renders `source` in one go.
func render(
    _ source: String, _ variables: [String: Value] = [:], mode: ErrorMode = .strict,
    partials: [String: String] = [:], configure: (Environment) -> Void = { _ in }
) throws -> String {
    let environment = makeEnvironment(mode, partials: partials, configure: configure)
    let template = try Template.parse(source, name: "page.html", environment: environment)
    return try template.render(RenderContext(environment: environment, variables: variables))
}

/// The error that parsing or rendering `source` throws, or nil.
func renderError(
    _ source: String, _ variables: [String: Value] = [:], mode: ErrorMode = .strict,
    partials: [String: String] = [:], configure: (Environment) -> Void = { _ in }
) -> LiquidError? {
    do {
        _ = try render(source, variables, mode: mode, partials: partials, configure: configure)
        return nil
    } catch let error as LiquidError {
        return error
    } catch {
        return LiquidError(.render, "unexpected error type: \(error)")
    }
}

/// A case for table-driven tests: template, variables, expected output.
struct RenderCase: CustomTestStringConvertible, Sendable {
    let source: String
    let variables: [String: Value]
    let expected: String

    init(_ source: String, _ variables: [String: Value] = [:], _ expected: String) {
        self.source = source
        self.variables = variables
        self.expected = expected
    }

    var testDescription: String { source }
}

import Testing
