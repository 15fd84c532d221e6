import Foundation
import TestSupport

/// Runs the built `sitegen` binary and captures what it prints.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLI {
    static let packageRoot = Fixtures.packageRoot

    /// The binary beside the test bundle (same build folder, whatever the scratch path).
    static var binary: URL {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for dir in [here, here.deletingLastPathComponent(), here.deletingLastPathComponent().deletingLastPathComponent()] {
            let candidate = dir.appendingPathComponent("sitegen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return packageRoot.appendingPathComponent(".build/debug/sitegen")
    }

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> CLIResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting so a chatty process cannot block on a full pipe.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}
