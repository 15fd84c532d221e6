import Foundation
import TestSupport
import Testing

/// The documentation in `docs/` is a sitegen site: it builds strictly, with every internal link
/// checked, and its command reference is the binary's own help.
@Suite struct DocsSiteTests {
    static let docs = CLI.packageRoot.appendingPathComponent("docs")

    @Test func commandReferenceIsTheArgumentParsersHelp() throws {
        let result = try CLI.run(["help-markdown"])
        #expect(result.status == 0, "\(result.stderr)")
        let committed = try String(contentsOf: Self.docs.appendingPathComponent("_includes/commands.md"), encoding: .utf8)
        #expect(committed == result.stdout, "docs/_includes/commands.md is stale: run scripts/docs-commands")
        // Walked from the parser's tree: nested subcommands are there, the hidden generator is not.
        #expect(result.stdout.contains("## `sitegen experiments analyze`"))
        #expect(result.stdout.contains("## `sitegen build`"))
        #expect(!result.stdout.contains("## `sitegen help-markdown`"))
    }

    @Test func docsBuildStrictlyWithEveryInternalLinkChecked() throws {
        let folder = try TemporaryFolder("sitegen-docs")
        // Under a baseurl, as GitHub Pages serves a project's site: a link without it would fail.
        let result = try CLI.run(["build", "-s", Self.docs.path, "-d", folder.url("out").path,
                                  "--strict", "--check-links", "--baseurl", "/sitegen", "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.url("out/commands/index.html").path))
    }

    @Test func aBrokenLinkFailsAStrictBuildWithCheckLinks() throws {
        let folder = try TemporaryFolder("sitegen-cli")
        let site = try folder.copyFixture("links")
        let checked = try CLI.run(["build", "-s", site.path, "-d", folder.url("out").path, "--strict", "--check-links"])
        #expect(checked.status == 1)
        #expect(checked.stderr.contains("""
            error: index.md:7:39: link '/blog/2024/01/01/gone.html' leads to no file of the site (2024/01/01/gone.html was not written)
             7 | A post that was never written: [gone](/blog/2024/01/01/gone.html).
            """), "\(checked.stderr)")
        let unchecked = try CLI.run(["build", "-s", site.path, "-d", folder.url("out").path, "--strict", "-q"])
        #expect(unchecked.status == 0, "\(unchecked.stderr)")
    }
}
