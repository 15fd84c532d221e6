import Foundation
import Testing
@testable import SiteKit

@Suite struct IncrementalRebuildTests {
    /// A builder that has done one full build of the blog fixture and kept its state.
    func builtBlog() throws -> (FixtureSite, SiteBuilder) {
        let site = try FixtureSite("blog")
        let builder = SiteBuilder(options: site.options())
        builder.keepsStateForRebuilds = true
        _ = try builder.build()
        return (site, builder)
    }

    @Test func postEditRerendersThePostItsNeighboursAndPagesListingPosts() throws {
        let (site, builder) = try builtBlog()
        defer { site.remove() }
        let path = "_posts/2024-02-01-middle.markdown"
        let text = try String(contentsOf: site.source.appendingPathComponent(path), encoding: .utf8)
        try site.write(text.replacingOccurrences(of: "Rest.", with: "Edited rest."), to: path)
        let (_, kind) = try builder.rebuild(changed: [path])
        #expect(kind == .partial(documents: [
            "_posts/2024-01-02-hello-world.md", "_posts/2024-02-01-middle.markdown", "_posts/2024-03-04-second-post.md", "index.html",
        ], staticFiles: []))
        #expect(site.output("2024/02/01/middle.html")?.contains("Edited rest.") == true)
    }

    @Test func layoutEditRerendersOnlyItsUsers() throws {
        let (site, builder) = try builtBlog()
        defer { site.remove() }
        let path = "_layouts/post.html"
        let text = try String(contentsOf: site.source.appendingPathComponent(path), encoding: .utf8)
        try site.write(text.replacingOccurrences(of: "<article ", with: "<article data-edited=\"yes\" "), to: path)
        let (_, kind) = try builder.rebuild(changed: [path])
        #expect(kind == .partial(documents: [
            "_posts/2024-01-02-hello-world.md", "_posts/2024-02-01-middle.markdown", "_posts/2024-03-04-second-post.md",
        ], staticFiles: []))
        #expect(site.output("2024/01/02/hello-world.html")?.contains("data-edited=\"yes\"") == true)
        #expect(site.output("about.html")?.contains("data-edited") == false)
    }

    @Test func includeEditRerendersDocumentsThatIncludeIt() throws {
        let (site, builder) = try builtBlog()
        defer { site.remove() }
        try site.write("<nav>edited</nav>\n", to: "_includes/nav.html")
        let (_, kind) = try builder.rebuild(changed: ["_includes/nav.html"])
        guard case .partial(let documents, _) = kind else { Issue.record("expected a partial rebuild"); return }
        #expect(documents.count == 5)
        #expect(site.output("about.html")?.contains("<nav>edited</nav>") == true)
    }

    @Test func configChangeAndNewPostRebuildEverything() throws {
        let (site, builder) = try builtBlog()
        defer { site.remove() }
        try site.write("title: Changed\ntimezone: UTC\n", to: "_config.yml")
        #expect(try builder.rebuild(changed: ["_config.yml"]).kind == .full)
        try site.write("---\ntitle: New\n---\nnew\n", to: "_posts/2024-05-05-new.md")
        #expect(try builder.rebuild(changed: ["_posts/2024-05-05-new.md"]).kind == .full)
        #expect(site.output("2024/05/05/new.html") != nil)
    }

    @Test func staticFileEditCopiesOnlyThatFile() throws {
        let (site, builder) = try builtBlog()
        defer { site.remove() }
        try site.write("body { color: blue; }\n", to: "assets/style.css")
        let (_, kind) = try builder.rebuild(changed: [site.source.appendingPathComponent("assets/style.css").path])
        #expect(kind == .partial(documents: [], staticFiles: ["assets/style.css"]))
        #expect(site.output("assets/style.css") == "body { color: blue; }\n")
    }

    @Test func ignoredFilesDoNothing() throws {
        let (site, builder) = try builtBlog()
        defer { site.remove() }
        try site.write("x", to: ".post.md.swp")
        #expect(try builder.rebuild(changed: [".post.md.swp"]).kind == .partial(documents: [], staticFiles: []))
    }
}
