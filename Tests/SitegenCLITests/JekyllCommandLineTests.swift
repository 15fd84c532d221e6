import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import Testing

/// Jekyll 4.3's command line (`jekyll help`, `jekyll help build|serve|new|doctor|new-theme`),
/// pasted into sitegen: every command, alias and option is accepted, and works or says in one
/// line what sitegen does instead. Expected outputs are Jekyll 4.3.1's on the same fixture.
@Suite(.serialized) struct JekyllCommandLineTests {
    /// The options of `jekyll help build` (and `clean`), with a value where one is taken.
    static let buildOptions: [[String]] = [
        ["--config", "_config.yml"], ["-d", "out"], ["--destination", "out"], ["-s", "."], ["--source", "."], ["--future"],
        ["--limit_posts", "2"], ["--no-watch"], ["-b", "/blog"], ["--baseurl", "/blog"], ["--force_polling"],
        ["--lsi"], ["-D"], ["--drafts"], ["--unpublished"], ["--disable-disk-cache"], ["-q"], ["--quiet"], ["-V"], ["--verbose"],
        ["-I"], ["--incremental"], ["--strict_front_matter"],
        // `jekyll help`'s global options.
        ["--safe"], ["-p", "_plugins"], ["--plugins", "_plugins"], ["--layouts", "_layouts"], ["--profile"], ["-t"], ["--trace"],
    ]

    static func fixture() throws -> TemporaryFolder {
        let tmp = try TemporaryFolder("sitegen-jekyll-cli")
        try FileManager.default.copyItem(at: Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/jekyll-cli"), to: tmp.url("site"))
        return tmp
    }

    @Test(arguments: buildOptions)
    func everyJekyllBuildOptionIsAccepted(option: [String]) throws {
        let tmp = try Self.fixture()
        for command in ["build", "clean", "doctor"] {
            let result = try CLI.run([command] + option, in: tmp.url("site"))
            // doctor may find something (links without the baseurl); it must not refuse the option.
            #expect(result.status == 0 || (command == "doctor" && result.status == 1), "\(command) \(option): \(result.stderr)")
            #expect(!result.stderr.contains("Unknown option"), "\(command) \(option)")
        }
    }

    /// The options sitegen accepts and does otherwise say so, in one line each.
    @Test func optionsSitegenDoesOtherwiseSayWhatItDoesInstead() throws {
        let tmp = try Self.fixture()
        let build = try CLI.run(["build", "-p", "x", "--lsi"], in: tmp.url("site"))
        #expect(build.status == 0)
        #expect(build.stderr == """
            note: --plugins is ignored: sitegen loads no Ruby plugins; the gems named in plugins: are built in
            note: --lsi is ignored: related_posts are the ten newest posts, as Jekyll's without LSI

            """)
        let quiet = try CLI.run(["build", "-q", "-p", "x"], in: tmp.url("site"))
        #expect(quiet.stderr.isEmpty)
    }

    /// `jekyll build --limit_posts 2` on the fixture writes the two newest posts only.
    @Test func limitPostsPublishesTheNewestPostsAsJekyll() throws {
        let tmp = try Self.fixture()
        let result = try CLI.run(["build", "--limit_posts", "2", "-q"], in: tmp.url("site"))
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: tmp.url("site/_site").path)
            .filter { !$0.hasSuffix("/") && !["2024", "2024/02", "2024/03", "2024/02/01", "2024/03/01", "assets"].contains($0) }.sorted()
        #expect(files == ["2024/02/01/second.html", "2024/03/01/third.html", "assets/site.css", "index.html"])
        #expect(try tmp.read("site/_site/index.html") == """
            <main class="default"><a href="/2024/03/01/third.html">third</a>
            <a href="/2024/02/01/second.html">second</a>

            </main>

            """)
        try tmp.write("site/_config.yml", "title: x\nlimit_posts: -1\n")
        let negative = try CLI.run(["build"], in: tmp.url("site"))
        #expect(negative.status == 1)
        #expect(negative.stderr.hasPrefix("error: _config.yml:2:1: limit_posts must be a non-negative number, not -1"))
    }

    /// `jekyll build --layouts DIR` reads layouts from DIR (the config's layouts_dir).
    @Test func layoutsOptionReadsLayoutsFromThatFolder() throws {
        let tmp = try Self.fixture()
        #expect(try CLI.run(["build", "--layouts", "_other_layouts", "-q"], in: tmp.url("site")).status == 0)
        #expect(try tmp.read("site/_site/index.html").hasPrefix("<main class=\"other\">"))
    }

    /// `jekyll b`, `jekyll hyde`, `jekyll -v`, `jekyll server`, `jekyll s` as Jekyll names them.
    @Test func aliasesAndVersionAsJekyll() throws {
        let tmp = try Self.fixture()
        #expect(try CLI.run(["b", "-q"], in: tmp.url("site")).status == 0)
        let hyde = try CLI.run(["hyde"], in: tmp.url("site"))
        #expect(hyde.status == 0 && hyde.stdout == "sitegen doctor: your test results are in. Everything looks fine.\n", "\(hyde.stderr)")
        for arguments in [["-v"], ["--version"], ["build", "-v"]] {
            #expect(try CLI.run(arguments).stdout == "sitegen 0.1.0\n", "\(arguments)")
        }
        for alias in ["server", "s"] {
            let help = try CLI.run([alias, "--help"])
            #expect(help.status == 0 && help.stdout.contains("--ssl-cert"), "\(alias)")
        }
    }

    /// `jekyll doctor` on the same site reports the same four problems and exits 1.
    @Test func doctorReportsJekyllsChecksAndFails() throws {
        let tmp = try TemporaryFolder("sitegen-doctor")
        try tmp.write("site/_config.yml", "title: x\nrelative_permalinks: true\n")
        try tmp.write("site/a.md", "---\npermalink: /same/\n---\na\n")
        try tmp.write("site/b.md", "---\npermalink: /same/\n---\nb\n")
        try tmp.write("site/About.md", "---\n---\nA\n")
        try tmp.write("site/about.md", "---\n---\na\n")
        let result = try CLI.run(["doctor"], in: tmp.url("site"))
        #expect(result.status == 1)
        #expect(result.stderr == """
            warning: _config.yml:2:1: Deprecation: your site still uses relative permalinks, which was removed in Jekyll v3.0.0
             2 | relative_permalinks: true
               | ^
            warning: Conflict: the destination same/index.html is shared by a.md, b.md; the written file may end up with unexpected contents
            warning: the URLs About.html, about.html differ only by case: on a case-insensitive file system (macOS, Windows) one of them will overwrite the other
            warning: you didn't set a url in the config file: the feed, the sitemap and the SEO tags need it for absolute links
            sitegen doctor: 4 problems found

            """)
        #expect(!FileManager.default.fileExists(atPath: tmp.url("site/_site").path))
    }

    /// `jekyll new-theme NAME -c`: the skeleton, which a site then builds on.
    @Test func newThemeWritesASkeletonASiteCanUse() throws {
        let tmp = try TemporaryFolder("sitegen-new-theme")
        let made = try CLI.run(["new-theme", "my theme", "-c"], in: tmp.url)
        #expect(made.status == 0, "\(made.stderr)")
        for file in ["_layouts/default.html", "_layouts/page.html", "_layouts/post.html", "Gemfile", "my_theme.gemspec",
                     "README.md", "LICENSE.txt", "CODE_OF_CONDUCT.md", ".gitignore"] {
            #expect(FileManager.default.fileExists(atPath: tmp.url("my_theme/" + file).path), "\(file)")
        }
        for folder in ["assets", "_data", "_includes", "_sass"] {
            #expect(FileManager.default.fileExists(atPath: tmp.url("my_theme/" + folder).path), "\(folder)")
        }
        #expect(try CLI.run(["new-theme", "my_theme"], in: tmp.url).status == 1)
        try tmp.write("site/_config.yml", "title: Themed\ntheme: my_theme\n")
        try tmp.write("site/about.md", "---\nlayout: page\ntitle: About\n---\nHello.\n")
        let built = try CLI.run(["build", "--strict"], in: tmp.url("site"), environment: ["SITEGEN_THEME_PATH": tmp.url.path])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(try tmp.read("site/_site/about.html").contains("<h1>About</h1>"))
    }

    /// `jekyll new PATH --skip-bundle` with Jekyll's global options.
    @Test func newAcceptsJekyllsOptions() throws {
        let tmp = try TemporaryFolder("sitegen-new-options")
        let made = try CLI.run(["new", "blog", "--skip-bundle", "--safe", "-t"], in: tmp.url)
        #expect(made.status == 0, "\(made.stderr)")
    }

    /// Derived from the installed Jekyll: every option `jekyll help CMD` lists is in sitegen's
    /// `CMD --help` (the list above is checked against it too).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/jekyll"), "jekyll is not installed"),
          arguments: ["build", "serve", "new", "doctor", "new-theme", "clean"])
    func everyOptionJekyllHelpListsIsInSitegensHelp(command: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/jekyll")
        process.arguments = ["help", command]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("        ") {
            for word in line.split(separator: " ") where word.hasPrefix("-") {
                var name = String(word.trimmingCharacters(in: CharacterSet(charactersIn: ",")))
                if name.hasPrefix("--[no-]") { name = "--" + name.dropFirst(7) }
                if name.count > 1 { names.insert(name) }
            }
        }
        #expect(names.count > 8, "\(text)")
        let help = try CLI.run(command == "new" ? ["new", "site", "--help"] : [command, "--help"]).stdout
        for name in names.sorted() where !["-h", "--help", "-v", "--version"].contains(name) {
            #expect(help.contains(name + " ") || help.contains(name + ",") || help.contains(name + "\n") || help.contains(name + "/"),
                    "sitegen \(command) --help lacks \(name)")
        }
        if command == "build" {
            let listed = Set(Self.buildOptions.flatMap { $0 }.filter { $0.hasPrefix("-") })
            for name in names where !["-h", "--help", "-v", "--version", "-w", "--watch"].contains(name) {
                #expect(listed.contains(name), "the table above lacks \(name)")
            }
        }
    }

    // MARK: serve and watch, as running processes

    static func freePort() throws -> Int {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// `curl` the URL (certificates not checked: the test's own is self-signed); nil on failure.
    static func fetch(_ url: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-sfk", "--max-time", "5", url]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    static func waitFor<T>(seconds: Double = 20, _ probe: () -> T?) -> T? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let value = probe() { return value }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return nil
    }

    static func start(_ arguments: [String], in folder: URL, log: URL) throws -> Process {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        return process
    }

    /// `jekyll build --watch --force_polling`: builds, then rebuilds when a file is added.
    @Test func buildWatchRebuildsWhenAFileChanges() throws {
        let tmp = try Self.fixture()
        let watcher = try Self.start(["build", "--watch", "--force_polling"], in: tmp.url("site"), log: tmp.url("watch.log"))
        defer { watcher.terminate(); watcher.waitUntilExit() }
        #expect(Self.waitFor { FileManager.default.fileExists(atPath: tmp.url("site/_site/index.html").path) ? true : nil } == true)
        try tmp.write("site/added.html", "<p>added</p>\n")
        #expect(Self.waitFor { try? tmp.read("site/_site/added.html") } == "<p>added</p>\n", "\((try? tmp.read("watch.log")) ?? "")")
    }

    /// `jekyll serve --no-watch --ssl-cert --ssl-key --show-dir-listing`: HTTPS, no watcher,
    /// folders listed.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl"), "openssl is not installed"))
    func serveOverHTTPSWithoutWatchingAndWithFolderListings() throws {
        let tmp = try Self.fixture()
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        openssl.arguments = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost",
                             "-keyout", tmp.url("key.pem").path, "-out", tmp.url("cert.pem").path]
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        let port = try Self.freePort()
        let server = try Self.start(["serve", "--no-watch", "--ssl-cert", tmp.url("cert.pem").path, "--ssl-key", tmp.url("key.pem").path,
                                     "--show-dir-listing", "-P", String(port)], in: tmp.url("site"), log: tmp.url("serve.log"))
        defer { server.terminate(); server.waitUntilExit() }
        let listing = Self.waitFor { Self.fetch("https://127.0.0.1:\(port)/assets/") }
        #expect(listing?.contains("<a href=\"site.css\">site.css</a>") == true, "\((try? tmp.read("serve.log")) ?? "")")
        #expect(Self.fetch("https://127.0.0.1:\(port)/2024/03/01/third.html")?.contains("Post third.") == true)
        #expect(Self.fetch("http://127.0.0.1:\(port)/") == nil)  // HTTPS only
        let log = try tmp.read("serve.log")
        #expect(log.contains(" Auto-regeneration: disabled. Use --watch to enable."))
        #expect(log.contains("    Server address: https://127.0.0.1:\(port)/"))
        let one = try CLI.run(["serve", "--ssl-cert", "x.pem"], in: tmp.url("site"))
        #expect(one.status == 64 && one.stderr.contains("--ssl-cert and --ssl-key go together"))
    }

    /// `jekyll serve -B`: the server runs on in the background; the pid printed is its own.
    @Test func serveDetachLeavesTheServerRunningAndPrintsItsPid() throws {
        let tmp = try Self.fixture()
        let port = try Self.freePort()
        // Read from a file, not waited for: Foundation's Process did not notice this parent's
        // exit (it stayed a zombie, waitUntilExit never returned) once its child had left.
        _ = try Self.start(["serve", "-B", "-P", String(port)], in: tmp.url("site"), log: tmp.url("detach.log"))
        let line = try #require(Self.waitFor { (try? tmp.read("detach.log")).flatMap { $0.hasSuffix("\n") ? $0 : nil } })
        let pid = try #require(line.split(separator: "'").dropFirst().first.flatMap { Int32($0) }, "\(line)")
        defer { kill(pid, SIGTERM) }
        #expect(line == "Server detached with pid '\(pid)'. Run `kill \(pid)' to stop the server.\n")
        #expect(Self.waitFor { Self.fetch("http://127.0.0.1:\(port)/") }?.contains("third") == true)
        #expect(kill(pid, 0) == 0)
    }
}
