import Foundation
import TestSupport
import Testing

@Suite struct BuildCommandTests {
    @Test func buildsExampleSiteAndPrintsASummary() throws {
        let folder = try TemporaryFolder("sitegen-cli")
        let tmp = folder.url
        let out = tmp.appendingPathComponent("out")
        let result = try CLI.run(["build", "--source", CLI.packageRoot.appendingPathComponent("ExampleSite").path, "--destination", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("sitegen: wrote "))
        #expect(result.stdout.contains(" documents and copied "))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("assets/css/style.css").path))
    }

    @Test func defaultsToCurrentFolderAndUnderscoreSite() throws {
        let folder = try TemporaryFolder("sitegen-cli")
        let site = try folder.copyFixture("blog")
        let result = try CLI.run(["build", "-q"], in: site)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("_site/index.html").path))
    }

    /// A mistake in `_config.yml`'s `abtesting:` shows its own line, as template errors do.
    @Test func configExperimentErrorShowsItsLine() throws {
        let folder = try TemporaryFolder("sitegen-cli")
        let site = try folder.copyFixture("experiments-bad-config")
        let result = try CLI.run(["build", "-s", site.path, "-d", folder.url("out").path])
        #expect(result.status == 1)
        #expect(result.stderr == """
            error: _config.yml:7:3: abtesting.analytics: unknown analytics back end 'ga5'; use one of ga4, gaq, gtm, plausible, matomo, none
             7 |   analytics: ga5
               |   ^

            """)
    }

    /// `experiments analyze` shows a bad row the way build errors show a line.
    @Test func analyzeErrorPointsAtTheRowLikeBuildErrors() throws {
        let folder = try TemporaryFolder("sitegen-cli")
        try folder.write("results.csv", "variant,visitors,conversions\nA,100,10\nB,lots,12\n")
        let result = try CLI.run(["experiments", "analyze", folder.url("results.csv").path])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("error: \(folder.url("results.csv").path):3:1: ") == true, "\(result.stderr)")
        #expect(lines.dropFirst().first == " 3 | B,lots,12")
        #expect(lines.dropFirst(2).first == "   | ^")
    }

    @Test func errorExitsNonZeroWithLocationAndCaret() throws {
        let folder = try TemporaryFolder("sitegen-cli")
        let tmp = folder.url
        let site = try folder.copyFixture("errors/unknown-filter")
        let result = try CLI.run(["build", "-s", site.path, "-d", tmp.appendingPathComponent("out").path])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("error: _layouts/default.html:2:") == true)
        #expect(lines.count >= 3)
        #expect(lines[1] == #" 2 |   <time>{{ page.date | dat: "%B" }}</time>"#)
        #expect(lines[2].hasPrefix("   |") && lines[2].contains("^"))
        #expect(!FileManager.default.fileExists(atPath: tmp.appendingPathComponent("out").path))
    }

    @Test func sassErrorInAPartialShowsThePartialsLineAndTheImport() throws {
        let folder = try TemporaryFolder("sitegen-cli")
        let tmp = folder.url
        let site = try folder.copyFixture("sass")
        try "$gap: 2px;\nbody {\n  margin: ;\n}\n".write(to: site.appendingPathComponent("_sass/_base.scss"), atomically: true, encoding: .utf8)
        // Run in the site, as `jekyll build` usually is: libsass then names the entry `./main.scss`.
        let result = try CLI.run(["build", "-d", tmp.appendingPathComponent("out").path], in: site)
        #expect(result.status == 1)
        #expect(result.stderr == """
            error: _sass/_base.scss:3:9: Sass: style declaration must contain a value
             3 |   margin: ;
               |         ^
              included from assets/main.scss:4:1

            """)
        #expect(!FileManager.default.fileExists(atPath: tmp.appendingPathComponent("out").path))
    }

    @Test func strictTurnsWarningsIntoFailure() throws {
        let folder = try TemporaryFolder("sitegen-cli")
        let tmp = folder.url
        let site = try folder.copyFixture("errors/missing-layout")
        let lax = try CLI.run(["build", "-s", site.path, "-d", tmp.appendingPathComponent("a").path])
        #expect(lax.status == 0)
        #expect(lax.stderr.contains("warning: page.md:2:1: layout 'nowhere'"))
        let strict = try CLI.run(["build", "--strict", "-s", site.path, "-d", tmp.appendingPathComponent("b").path])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: page.md:2:1: layout 'nowhere'"))
    }

    @Test func configListMergesLeftToRight() throws {
        let folder = try TemporaryFolder("sitegen-cli")
        let tmp = folder.url
        let site = try folder.copyFixture("blog")
        try "title: Overridden\n".write(to: tmp.appendingPathComponent("extra.yml"), atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("out")
        let result = try CLI.run(["build", "-s", site.path, "-d", out.path, "--config", "\(site.path)/_config.yml,\(tmp.path)/extra.yml"])
        #expect(result.status == 0, "\(result.stderr)")
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<title>Home | Overridden</title>"))
        #expect(index.contains("custom value"))
    }

    @Test func sourceDateEpochMakesTwoBuildsByteIdentical() throws {
        let folder = try TemporaryFolder("sitegen-cli")
        let tmp = folder.url
        let source = CLI.packageRoot.appendingPathComponent("ExampleSite").path
        var trees: [[String: Data]] = []
        for name in ["one", "two"] {
            let out = tmp.appendingPathComponent(name)
            let result = try CLI.run(["build", "-q", "-s", source, "-d", out.path], environment: ["SOURCE_DATE_EPOCH": "1800000000"])
            #expect(result.status == 0, "\(result.stderr)")
            var tree: [String: Data] = [:]
            for case let path as String in FileManager.default.enumerator(atPath: out.path)! {
                if let data = FileManager.default.contents(atPath: out.appendingPathComponent(path).path) { tree[path] = data }
            }
            trees.append(tree)
        }
        #expect(trees[0].count > 10)
        #expect(trees[0] == trees[1])
    }

    @Test func profilePrintsPhasesAndTemplates() throws {
        let folder = try TemporaryFolder("sitegen-cli")
        let tmp = folder.url
        let result = try CLI.run(["build", "--profile", "-s", CLI.packageRoot.appendingPathComponent("ExampleSite").path, "-d", tmp.appendingPathComponent("o").path])
        #expect(result.status == 0, "\(result.stderr)")
        for phase in ["read", "front matter", "Liquid", "Markdown", "highlighting", "Sass", "layouts", "experiments", "write"] {
            #expect(result.stdout.split(separator: "\n").contains { $0.hasPrefix(phase + " ") }, "no \(phase) row")
        }
        // ExampleSite's posts have coloured code: the highlighting row is not zero.
        let row = result.stdout.split(separator: "\n").first { $0.hasPrefix("highlighting ") }
        #expect(row.flatMap { Double($0.split(separator: " ").last ?? "") }.map { $0 > 0 } == true)
        #expect(result.stdout.contains("_layouts/default.html"))
    }
}
