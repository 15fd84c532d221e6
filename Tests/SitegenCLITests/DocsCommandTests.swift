import Foundation
import TestSupport
import Testing

/// Every shell command in README.md and docs/*.md: each `sitegen` command runs, in order, in a
/// fresh `sitegen new` site (serve until it answers, then stopped); every other command is
/// skipped for a stated reason. A command in neither group fails the test, so a new command
/// in the docs is either run or explained.
@Suite struct DocsCommandTests {
    /// Commands not run here, by how they start, and why.
    static let skipped: [(prefix: String, reason: String)] = [
        ("scripts/bootstrap", "installs apt packages and makes a release build (minutes); CI runs it"),
        ("scripts/test", "the test suite itself"),
        ("install ", "installs into ~/.local/bin"),
        ("export PATH", "the tests call the built binary by its path"),
        ("curl ", "needs the network and an analytics account"),
        ("jq ", "part of the analytics export pipeline above"),
        ("jekyll ", "needs Jekyll; sitegen against Jekyll is the realsites yardstick"),
        ("diff -r /tmp/jekyll-out", "compares with the Jekyll build above"),
        ("swift build -c release", "a release build takes minutes"),
        ("swift run -c release", "a release benchmark"),
        ("SITEGEN=", "a benchmark that needs ../shared"),
        ("python3 ", "a benchmark (corpus generation, timing against Jekyll)"),
        ("scripts/compare-jekyll", "needs Jekyll; minutes"),
        ("Benchmarks/", "a benchmark"),
        ("-H ", "continuation of the curl command above"),
        ("\"metrics\"", "continuation of the curl command above"),
        ("\"dimensions\"", "continuation of the curl command above"),
        ("| ", "continuation of the jq command above"),
        (".build/release/sitegen serve", "the benchmark's server, started by the script above"),
    ]

    struct Command { var file: String; var line: String }

    /// The lines of every sh/bash block, continuation lines joined, comments removed.
    static func commands() throws -> [Command] {
        let root = Fixtures.packageRoot
        var files = ["README.md"]
        files += try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var result: [Command] = []
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            var inBlock = false
            var pending = ""
            for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = String(raw)
                if line.hasPrefix("```") {
                    inBlock = !inBlock && ["```sh", "```bash", "```shell"].contains(line.trimmingCharacters(in: .whitespaces))
                    continue
                }
                guard inBlock else { continue }
                var command = line.trimmingCharacters(in: .whitespaces)
                if let hash = command.range(of: " #") { command = String(command[..<hash.lowerBound]).trimmingCharacters(in: .whitespaces) }
                if command.hasSuffix("\\") {
                    pending += String(command.dropLast()) + " "
                    continue
                }
                command = (pending + command).trimmingCharacters(in: .whitespaces)
                pending = ""
                if !command.isEmpty { result.append(Command(file: file, line: command)) }
            }
        }
        return result
    }

    @Test func everyDocumentedCommandRunsOrIsSkippedForAReason() throws {
        let all = try Self.commands()
        #expect(all.count > 20)
        var ran = 0
        for file in Set(all.map(\.file)).sorted() {
            let tmp = try TemporaryFolder("sitegen-docs-commands")
            var cwd = tmp.url
            for command in all.filter({ $0.file == file }) {
                for part in command.line.components(separatedBy: " && ") {
                    let words = part.split(separator: " ").map { String($0).replacingOccurrences(of: "~", with: tmp.url.path) }
                    if words.first == "cd", words.count == 2 {
                        cwd = words[1].hasPrefix("/") ? URL(fileURLWithPath: words[1]) : cwd.appendingPathComponent(words[1]).standardizedFileURL
                        continue
                    }
                    if words.first == "sitegen" {
                        try run(Array(words.dropFirst()), in: cwd, file: file)
                        ran += 1
                        continue
                    }
                    let reason = Self.skipped.first { part.hasPrefix($0.prefix) }?.reason
                    #expect(reason != nil, "\(file): `\(part)` is neither run nor skipped for a reason")
                }
            }
        }
        #expect(ran >= 10)
    }

    /// Runs one `sitegen` command; `serve` until it answers, then stopped.
    func run(_ arguments: [String], in folder: URL, file: String) throws {
        guard arguments.first == "serve" else {
            let result = try CLI.run(arguments, in: folder)
            #expect(result.status == 0, "\(file): sitegen \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
            return
        }
        let port = try JekyllCommandLineTests.freePort()
        let log = folder.deletingLastPathComponent().appendingPathComponent("serve-\(port).log")
        let server = try JekyllCommandLineTests.start(arguments + ["-P", String(port), "--no-watch"], in: folder, log: log)
        defer { server.terminate(); server.waitUntilExit() }
        let page = JekyllCommandLineTests.waitFor { JekyllCommandLineTests.fetch("http://127.0.0.1:\(port)/") }
        #expect(page?.contains("<html") == true, "\(file): sitegen \(arguments.joined(separator: " ")) served nothing: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
    }
}

/// The error the docs quote is the binary's: the block in getting-started.md is produced by
/// `sitegen build --strict` on a site with that line at that place.
@Suite struct DocsQuotedMessageTests {
    @Test func unknownFilterErrorInGettingStartedIsWhatTheBinaryPrints() throws {
        let page = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/getting-started.md"), encoding: .utf8)
        let start = try #require(page.range(of: "```\nerror: _layouts/post.html:12:24"))
        let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
        let quoted = String(page[page.index(start.lowerBound, offsetBy: 4)..<end.lowerBound])
        let tmp = try TemporaryFolder("sitegen-docs-quoted")
        #expect(try CLI.run(["new", "blog"], in: tmp.url).status == 0)
        let filler = (4...11).map { _ in "<!-- -->" }.joined(separator: "\n")
        try tmp.write("blog/_layouts/post.html", "---\nlayout: default\n---\n\(filler)\n  <time>{{ page.date | dat: \"%B %-d\" }}</time>\n{{ content }}\n")
        let result = try CLI.run(["build", "--strict"], in: tmp.url("blog"))
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(quoted), "\(result.stderr)")
    }
}

extension DocsQuotedMessageTests {
    /// troubleshooting.md's first block: an error inside an include, with the include chain.
    @Test func includeChainInTroubleshootingIsWhatTheBinaryPrints() throws {
        let page = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/troubleshooting.md"), encoding: .utf8)
        let start = try #require(page.range(of: "```\nerror: _includes/post-meta.html"))
        let end = try #require(page.range(of: "```", range: start.upperBound..<page.endIndex))
        let quoted = String(page[page.index(start.lowerBound, offsetBy: 4)..<end.lowerBound])
        let tmp = try TemporaryFolder("sitegen-docs-quoted")
        try tmp.write("site/_config.yml", "title: x\n")
        try tmp.write("site/_includes/post-meta.html", "<p class=\"meta\">\n  <time>{{ page.date | date: \"%B %-d\", \"x\" }}</time>\n</p>\n")
        try tmp.write("site/_layouts/default.html", "<html>\n<body>\n  {% include post-meta.html %}\n{{ content }}</body></html>\n")
        try tmp.write("site/index.md", "---\nlayout: default\n---\nx\n")
        let result = try CLI.run(["build"], in: tmp.url("site"))
        #expect(result.status == 1)
        #expect(result.stderr == quoted, "\(result.stderr)")
    }
}
