import Experiments
import Foundation
import Liquid
import PreviewServer
import SiteKit
import TextSupport

/// How the CLI shows diagnostics: the same text `serve` shows in the browser. Every command's
/// errors go through `printError`, so each reads `error: file:line:column: message`, with the
/// line and a caret under the place whenever the error knows it.
enum Console {
    /// `--trace`: an error that is not one of sitegen's own also shows the value behind it.
    nonisolated(unsafe) static var trace = false

    /// Prints `error` to standard error.
    /// - Parameters:
    ///   - file: what the error is about when the error does not say (the file that failed to parse).
    ///   - source: the text of the file the error's location points into, to show its line.
    static func printError(_ error: any Error, file: String? = nil, source: String? = nil) {
        FileHandle.standardError.write(Data((text(of: error, file: file, source: source) + "\n").utf8))
    }

    /// Prints a message that has no error value behind it (`error: message`).
    static func printError(message: String) {
        FileHandle.standardError.write(Data((DiagnosticFormatter.format(severity: "error", message: message, location: nil) + "\n").utf8))
    }

    static func text(of error: any Error, file: String? = nil, source: String? = nil) -> String {
        switch error {
        case let error as SiteError:
            let count = error.diagnostics.filter { $0.severity == .error }.count
            var text = error.diagnostics.map(\.description).joined(separator: "\n\n")
            if count > 1 { text += "\n\n\(count) errors; the site was not written" }
            return text
        case let error as LiquidError:
            return error.description
        case let error as ExperimentError:
            let message = error.keyPath.isEmpty ? error.message : "\(error.keyPath): \(error.message)"
            let location = error.location.map {
                SourceLocation(file: $0.file, source: source ?? "", line: $0.line, column: $0.column)
            }
            return DiagnosticFormatter.format(severity: "error", message: message, location: location)
        case let error as PreviewServerError:
            return error.description
        default:
            let message = file.map { "\($0): \(error)" } ?? "\(error)"
            let text = DiagnosticFormatter.format(severity: "error", message: message, location: nil)
            return trace ? text + "\n  trace: \(String(reflecting: error))" : text
        }
    }

    static func printWarnings(_ warnings: [Diagnostic], verbose: Bool, quiet: Bool) {
        guard !quiet, !warnings.isEmpty else { return }
        FileHandle.standardError.write(Data((warnings.map(\.description).joined(separator: "\n") + "\n").utf8))
    }

    static func relative(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }
}
