import Foundation
import Testing
@testable import SiteKit

/// A one-shot build writes each page as soon as it is laid out and drops its text and content
/// (`RenderPass.renderWriteForget`); a build kept for `serve`'s rebuilds keeps them. Both write
/// the same site: a content read after it was dropped is rendered again as it was, and a post's
/// text is read again from its file. Within `KeptBytes`' budget nothing is dropped.
@Suite struct RenderWriteForgetTests {
    /// Fixtures whose pages read other documents' `content`, `output` and excerpts, in both
    /// directions of Jekyll's render order, through plugins and paginators.
    @Test(arguments: ["render-sequence", "render-order", "site-collections", "blog", "collections", "paginate-v2",
                      "excerpt-link-definitions", "document-text", "relative-links", "plugins", "layout-chain"])
    func buildThatForgetsWrittenPagesWritesWhatAKeptBuildWrites(_ fixture: String) throws {
        let site = try FixtureSite(fixture)
        defer { site.remove() }
        let pinned = Date(timeIntervalSince1970: 1_700_000_000)
        let kept = SiteBuilder(options: site.options { $0.siteTime = pinned })
        kept.keepsStateForRebuilds = true
        let keptReport = try kept.build()
        let keptTree = RebuildEqualsBuildTests.tree(site.destination)
        // No budget: every text and content is dropped (a site far larger than the budget).
        let forgetting = SiteBuilder(options: site.options { $0.siteTime = pinned })
        forgetting.keptBytesBudget = 0
        let report = try forgetting.build()
        let tree = RebuildEqualsBuildTests.tree(site.destination)
        #expect(!tree.isEmpty)
        #expect(tree.keys.sorted() == keptTree.keys.sorted())
        for (path, data) in keptTree where tree[path] != data {
            Issue.record("\(fixture): \(path) differs from the kept build's")
        }
        #expect(report.warnings.map(\.description) == keptReport.warnings.map(\.description))
    }

    @Test func postTextIsDroppedAfterReadingAndReadAgainFromItsFile() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        let config = try SiteConfig.load(options: site.options())
        let (plugins, _) = PluginRegistry.resolve(config: config)
        let path = "_posts/2024-01-02-hello-world.md"
        let onDisk = try String(contentsOf: site.source.appendingPathComponent(path), encoding: .utf8)
        var reader = SiteReader(config: config, options: site.options(), now: Date(), converters: plugins.converterSet)
        reader.keptBytes = KeptBytes(budget: 0)
        let post = try #require(try reader.read().documents.first { $0.relativePath == path })
        #expect(post.sourceFile != nil)
        #expect(post.fileText == onDisk)
        post.keepText()
        try FileManager.default.removeItem(at: site.source.appendingPathComponent(path))
        #expect(post.fileText == onDisk)
        let lostWhileKept = post.textLost.load(ordering: .relaxed)
        #expect(!lostWhileKept)
        post.forgetText()
        #expect(post.fileText == "")
        let lost = post.textLost.load(ordering: .relaxed)
        #expect(lost)
    }

    @Test func textSetByAPluginIsKeptNotReadAgain() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        let config = try SiteConfig.load(options: site.options())
        let (plugins, _) = PluginRegistry.resolve(config: config)
        var reader = SiteReader(config: config, options: site.options(), now: Date(), converters: plugins.converterSet)
        reader.keptBytes = KeptBytes(budget: 0)
        let post = try #require(try reader.read().documents.first { $0.isPost })
        post.fileText = "---\n---\nrewritten\n"
        post.forgetText()
        #expect(post.sourceFile == nil)
        #expect(post.fileText == "---\n---\nrewritten\n")
    }

    @Test func budgetTakesWhatFitsAndRefusesTheRest() {
        let kept = KeptBytes(budget: 10)
        #expect(kept.take(6))
        #expect(!kept.take(5))
        #expect(kept.take(4))
        #expect(!kept.take(1))
        #expect(kept.take(0))
    }

    /// Documents render in runs of `RenderPass.runLength`: a failing document fails the build
    /// without hiding another's failure, in its own run or another, and the errors come in
    /// document order as a kept build reports them.
    @Test func everyFailingDocumentIsReportedAsAKeptBuildReportsIt() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        let count = RenderPass.runLength + 8
        for n in 1...count {
            let broken = [3, 5, RenderPass.runLength + 2].contains(n)
            let body = broken ? "Post \(n) {% include missing-\(n).html %}" : "Post \(n)"
            try site.write("---\ntitle: Post \(n)\n---\n\(body)\n", to: String(format: "_posts/2020-01-01-run-%03d.md", n))
        }
        func errors(keptForRebuilds: Bool) -> [String] {
            let builder = SiteBuilder(options: site.options())
            builder.keepsStateForRebuilds = keptForRebuilds
            builder.keptBytesBudget = 0
            do {
                _ = try builder.build()
                return []
            } catch let error as SiteError {
                return error.diagnostics.map(\.description)
            } catch {
                return ["\(error)"]
            }
        }
        let forgetting = errors(keptForRebuilds: false)
        #expect(forgetting.count == 3)
        #expect(forgetting.map { $0.contains("missing-3.html") } == [true, false, false])
        #expect(forgetting.map { $0.contains("missing-\(RenderPass.runLength + 2).html") } == [false, false, true])
        #expect(forgetting == errors(keptForRebuilds: true))
        #expect(!FileManager.default.fileExists(atPath: site.destination.path))
    }

    /// `--profile` shows each build stage's wall time and CPU ÷ wall (where a build keeps one
    /// core busy), the render stage among them.
    @Test func profileShowsWallAndCPUPerStage() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        let report = try site.build { $0.profile = true }
        let lines = report.profileText.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Stage ") && $0.contains("CPU ÷ wall") })
        for stage in ["reading", "model", "rendering", "swap"] {
            #expect(lines.contains { $0.hasPrefix(stage + " ") }, "no \(stage) line")
        }
    }

    /// Two posts and a page with one permalink: Jekyll writes pages, then documents in order
    /// (Site#each_site_file), so the later post's page is the file left, though the page
    /// renders last and whichever core finishes last, in a one-shot build and a kept one.
    @Test func laterDocumentWinsASharedOutputPathEveryTime() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        let count = RenderPass.runLength * 2 + 4
        for n in 1...count {
            let permalink = n == 1 || n == count ? "permalink: /shared.html\n" : ""
            try site.write("---\ntitle: Post \(n)\n\(permalink)---\nBody \(n)\n", to: String(format: "_posts/2020-01-01-same-%03d.md", n))
        }
        try site.write("---\npermalink: /shared.html\n---\nPage body\n", to: "shared-page.md")
        for keptForRebuilds in [false, true, false, true] {
            let builder = SiteBuilder(options: site.options())
            builder.keepsStateForRebuilds = keptForRebuilds
            _ = try builder.build()
            #expect(site.output("shared.html")?.contains("Body \(count)") == true)
        }
    }
}
