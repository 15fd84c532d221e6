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
}
