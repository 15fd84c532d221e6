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

    @Option(name: [.customLong("ssl-cert"), .customLong("ssl_cert")], help: ArgumentHelp("Serve HTTPS with this X.509 certificate (PEM); needs --ssl-key.", valueName: "CERT"))
    var sslCert: String?

    @Option(name: [.customLong("ssl-key"), .customLong("ssl_key")], help: ArgumentHelp("The certificate's private key (PEM, RSA or EC).", valueName: "KEY"))
    var sslKey: String?

    @Flag(name: [.customShort("B"), .long], help: "Run the server in the background and print its process id.")
    var detach = false

    @Flag(name: .customLong("show-dir-listing"), help: "List a folder's files instead of serving its index.html.")
    var showDirListing = false

    @Option(name: .customLong("livereload-port"), help: ArgumentHelp("Accepted for Jekyll with a note: live reload uses the site's own port (Server-Sent Events).", valueName: "PORT"))
    var liveReloadPort: Int?

    @Option(name: .customLong("livereload-ignore"), help: ArgumentHelp("Accepted for Jekyll with a note: a change reloads only the pages it affects.", valueName: "GLOBS"))
    var liveReloadIgnore: String?

    @Option(name: .customLong("livereload-min-delay"), help: ArgumentHelp("Accepted for Jekyll with a note: pages reload as soon as they are rebuilt.", valueName: "SECONDS"))
    var liveReloadMinDelay: Double?

    @Option(name: .customLong("livereload-max-delay"), help: ArgumentHelp("Accepted for Jekyll with a note: pages reload as soon as they are rebuilt.", valueName: "SECONDS"))
    var liveReloadMaxDelay: Double?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        // Jekyll: "Missing --ssl_cert or --ssl_key. Both are required."
        if (sslCert == nil) != (sslKey == nil) { throw ValidationError("--ssl-cert and --ssl-key go together: give both to serve HTTPS") }
    }

    var notes: [String] {
        var notes: [String] = []
        if liveReloadPort != nil { notes.append("note: --livereload-port is ignored: live reload uses the site's own port (Server-Sent Events)") }
        if liveReloadIgnore != nil { notes.append("note: --livereload-ignore is ignored: a change reloads only the pages it affects") }
        if liveReloadMinDelay != nil || liveReloadMaxDelay != nil {
            notes.append("note: --livereload-min-delay and --livereload-max-delay are ignored: pages reload as soon as they are rebuilt")
        }
        return notes
    }

    func run() async throws {
        Console.trace = build.trace
        build.printNotes(notes)
        if detach { return try detachServer() }
        var options = ServeOptions(build: build.buildOptions)
        options.host = host
        options.port = port
        options.liveReload = liveReload
        options.openURL = openURL
        options.skipInitialBuild = skipInitialBuild
        options.watch = build.watch ?? true
        if build.forcePolling { options.pollInterval = .milliseconds(500) }
        if let sslCert, let sslKey { options.tls = TLSFiles(certificate: sslCert, privateKey: sslKey) }
        options.listsFolders = showDirListing
        do {
            try await ServeSession(options: options).run()
        } catch {
            Console.printError(error)
            throw ExitCode.failure
        }
    }

    /// `-B`: the same command without `-B`, in a session of its own (no terminal to hang it
    /// up) with its output discarded, as `jekyll serve --detach` forks; prints its process id
    /// as Jekyll does.
    private func detachServer() throws {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let me = FileManager.default.isExecutableFile(atPath: executable) ? executable : CommandLine.arguments[0]
        let arguments = [me] + CommandLine.arguments.dropFirst().filter { $0 != "-B" && $0 != "--detach" }
        guard let pid = spawnDetached(arguments) else {
            Console.printError(message: "cannot start the server in the background: \(String(cString: strerror(errno)))")
            throw ExitCode.failure
        }
        print("Server detached with pid '\(pid)'. Run `kill \(pid)' to stop the server.")
    }
}

/// Starts `arguments` (the program first) in a new session with stdin, stdout and stderr on
/// /dev/null; the child's process id, or nil with errno set.
func spawnDetached(_ arguments: [String]) -> pid_t? {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // POSIX_SPAWN_SETSID (glibc 2.26): setsid() in the child, so the pid printed is the server's.
    posix_spawnattr_setflags(&attributes, Int16(0x80))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd: Int32 in [0, 1, 2] {
        posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
    guard status == 0 else {
        errno = status
        return nil
    }
    return pid
}
