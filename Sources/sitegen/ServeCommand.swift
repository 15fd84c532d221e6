import ArgumentParser
import Foundation
import PreviewServer

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build, serve and watch the site, reloading the browser on every change.",
        aliases: ["server", "s"]
    )

    @OptionGroup var build: BuildOptionsGroup

    @Option(name: [.customShort("H"), .long], help: "Host to bind to.")
    var host = "127.0.0.1"

    @Option(name: [.customShort("P"), .long], help: "Port to listen on.")
    var port = 4000

    @Flag(name: [.customShort("l"), .customLong("livereload")], inversion: .prefixedNo,
          help: "Reload the browser after each rebuild.")
    var liveReload = true

    @Flag(name: [.short, .customLong("open-url")], help: "Open the site in the default browser.")
    var openURL = false

    @Flag(name: .customLong("skip-initial-build"), help: "Serve the destination as it is; build only on the first change.")
    var skipInitialBuild = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
    }

    func run() async throws {
        var options = ServeOptions(build: build.buildOptions)
        options.host = host
        options.port = port
        options.liveReload = liveReload
        options.openURL = openURL
        options.skipInitialBuild = skipInitialBuild
        do {
            try await ServeSession(options: options).run()
        } catch {
            Console.printError(error)
            throw ExitCode.failure
        }
    }
}
