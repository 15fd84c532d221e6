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

    /// The output file's inode: files are replaced by rename, so a new inode means a new file.
    func inode(_ site: FixtureSite, _ page: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: site.destination.appendingPathComponent(page).path))?[.systemFileNumber] as? UInt64
    }

    /// Marks every `<article>` of the post layout; returns the layout's path.
    func markPostLayout(_ site: FixtureSite) throws -> String {
        let layout = "_layouts/post.html"
        let text = try String(contentsOf: site.source.appendingPathComponent(layout), encoding: .utf8)
        try site.write(text.replacingOccurrences(of: "<article ", with: "<article data-edited=\"yes\" "), to: layout)
        return layout
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

    @Test func editedPostAndItsNeighboursAreWrittenBeforeThePagesListingPosts() throws {
        let (site, builder) = try builtBlog()
        defer { site.remove() }
        let path = "_posts/2024-02-01-middle.markdown"
        let text = try String(contentsOf: site.source.appendingPathComponent(path), encoding: .utf8)
        try site.write(text.replacingOccurrences(of: "Rest.", with: "Edited rest."), to: path)
        let indexBefore = inode(site, "index.html")
        nonisolated(unsafe) var early: (pages: [String], post: String?, index: UInt64?)?
        _ = try builder.rebuild(changed: [path]) { pages in
            early = (pages, site.output("2024/02/01/middle.html"), inode(site, "index.html"))
        }
        let seen = try #require(early)
        #expect(seen.pages == ["2024/01/02/hello-world.html", "2024/02/01/middle.html", "2024/03/04/second-post.html"])
        #expect(seen.post?.contains("Edited rest.") == true)
        #expect(seen.index == indexBefore)
        #expect(inode(site, "index.html") != indexBefore)
    }

    /// The edited post's page is written before the contents of the pages that list posts
    /// render (the archive of a 100,000-post site takes a quarter of a second); it is written
    /// once, and the listing pages after it.
    @Test func editedPostIsWrittenBeforeTheListingPagesRenderTheirContents() throws {
        let (site, builder) = try builtBlog()
        defer { site.remove() }
        // The newest post: the home page's content shows its excerpt.
        let path = "_posts/2024-03-04-second-post.md"
        let text = try String(contentsOf: site.source.appendingPathComponent(path), encoding: .utf8)
        try site.write(text.replacingOccurrences(of: "Intro text", with: "Edited intro text"), to: path)
        let post = "2024/03/04/second-post.html"
        let postBefore = inode(site, post)
        let renderState = try #require(builder.lastState?.renderer.state)
        let index = try #require(builder.lastState?.model.documents.first { $0.relativePath == "index.html" })
        nonisolated(unsafe) var calls: [(pages: [String], post: String?, indexContent: String?)] = []
        _ = try builder.rebuild(changed: [path]) { pages in
            calls.append((pages, site.output(post), renderState.renderedContent(of: index)))
        }
        try #require(calls.count == 1)
        #expect(calls[0].pages.contains(post))
        #expect(calls[0].post?.contains("Edited intro text") == true)
        #expect(calls[0].indexContent?.contains("Intro text for the excerpt") == true, "announced after the home page's content rendered again")
        #expect(renderState.renderedContent(of: index)?.contains("Edited intro text") == true)
        #expect(inode(site, post) != postBefore)
        let fresh = try #require(RebuildEqualsBuildTests.freshBuild(site))
        #expect(RebuildEqualsBuildTests.differences(RebuildEqualsBuildTests.tree(site.destination), fresh) == [])
    }

    /// A page written early shows the last build's content of a page listed before it in
    /// Jekyll's order; when that page's content changes later in the rebuild, the early page is
    /// written again and announced a second time, and the site ends as a full build writes it.
    @Test func earlyPageChangedByALaterRenderIsWrittenAndAnnouncedAgain() throws {
        let (site, builder) = try builtBlog()
        defer { site.remove() }
        try site.write("---\nlayout: shows-index\ntitle: Last\n---\nfirst words\n", to: "zz.html")
        try site.write("<main>{% for p in site.pages %}{% if p.name == \"index.html\" %}[{{ p.content }}]{% endif %}{% endfor %}</main>{{ content }}\n",
                       to: "_layouts/shows-index.html")
        let index = try String(contentsOf: site.source.appendingPathComponent("index.html"), encoding: .utf8)
        try site.write(index + "<p>{% for p in site.pages %}{% if p.name == \"zz.html\" %}listed: {{ p.content }}{% endif %}{% endfor %}</p>\n", to: "index.html")
        _ = try builder.build()
        #expect(site.output("zz.html")?.contains("listed: first words") == true, "the home page shows the later page's source, as Jekyll does")
        try site.write("---\nlayout: shows-index\ntitle: Last\n---\nsecond words\n", to: "zz.html")
        nonisolated(unsafe) var calls: [(pages: [String], page: String?)] = []
        let (_, kind) = try builder.rebuild(changed: ["zz.html"]) { pages in calls.append((pages, site.output("zz.html"))) }
        #expect(kind != .full)
        try #require(calls.count == 2)
        #expect(calls[0].pages == ["zz.html"] && calls[1].pages == ["zz.html"])
        #expect(calls[0].page?.contains("listed: first words") == true)
        #expect(calls[0].page?.contains("</main>second words") == true)
        #expect(calls[1].page?.contains("listed: second words") == true)
        let fresh = try #require(RebuildEqualsBuildTests.freshBuild(site))
        #expect(RebuildEqualsBuildTests.differences(RebuildEqualsBuildTests.tree(site.destination), fresh) == [])
    }

    @Test func pageOpenInABrowserIsWrittenFirst() throws {
        let (site, builder) = try builtBlog()
        defer { site.remove() }
        let layout = try markPostLayout(site)
        let otherBefore = inode(site, "2024/01/02/hello-world.html")
        nonisolated(unsafe) var early: (pages: [String], open: String?, other: UInt64?)?
        _ = try builder.rebuild(changed: [layout], openPages: ["2024/03/04/second-post.html", "gone.html"]) { pages in
            early = (pages, site.output("2024/03/04/second-post.html"), inode(site, "2024/01/02/hello-world.html"))
        }
        let seen = try #require(early)
        #expect(seen.pages == ["2024/03/04/second-post.html"])
        #expect(seen.open?.contains("data-edited=\"yes\"") == true)
        #expect(seen.other == otherBefore)
        #expect(site.output("2024/01/02/hello-world.html")?.contains("data-edited=\"yes\"") == true)
    }

    @Test func layoutEditRerendersOnlyItsUsers() throws {
        let (site, builder) = try builtBlog()
        defer { site.remove() }
        let path = try markPostLayout(site)
        let (_, kind) = try builder.rebuild(changed: [path])
        #expect(kind == .partial(documents: [
            "_posts/2024-01-02-hello-world.md", "_posts/2024-02-01-middle.markdown", "_posts/2024-03-04-second-post.md",
        ], staticFiles: []))
        #expect(site.output("2024/01/02/hello-world.html")?.contains("data-edited=\"yes\"") == true)
        #expect(site.output("about.html")?.contains("data-edited") == false)
    }

    @Test func layoutEditWrapsTheContentKeptFromTheLastBuild() throws {
        let (site, builder) = try builtBlog()
        defer { site.remove() }
        // The post changes on disk but only the layout is reported: its Liquid and Markdown are
        // not run again, so the page shows the new layout around the content of the last build.
        let post = "_posts/2024-02-01-middle.markdown"
        let text = try String(contentsOf: site.source.appendingPathComponent(post), encoding: .utf8)
        try site.write(text.replacingOccurrences(of: "Rest.", with: "Unreported edit."), to: post)
        let layout = try markPostLayout(site)
        _ = try builder.rebuild(changed: [layout])
        let page = try #require(site.output("2024/02/01/middle.html"))
        #expect(page.contains("data-edited=\"yes\""))
        #expect(page.contains("Rest.") && !page.contains("Unreported edit."))
    }

    @Test func temporaryFileGoneFromTheLayoutsFolderIsNoFullRebuild() throws {
        let (site, builder) = try builtBlog()
        defer { site.remove() }
        // `sed -i` and some editors write a temporary file beside the one they save, then rename it.
        let layout = try markPostLayout(site)
        let (_, kind) = try builder.rebuild(changed: ["_layouts/sedX1b2c3", layout])
        guard case .partial(let documents, _) = kind else { Issue.record("expected a partial rebuild, got \(kind)"); return }
        #expect(documents.count == 3)
        try site.write("<p>new</p>\n", to: "_layouts/fresh.html")
        #expect(try builder.rebuild(changed: ["_layouts/fresh.html"]).kind == .full)
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

/// What a changed path is to the site comes from the config the last build read.
@Suite struct ChangeClassificationTests {
    @Test func pathsAreClassifiedByTheLiveConfig() throws {
        let site = try FixtureSite("blog")
        defer { site.remove() }
        try site.write("layouts_dir: _templates\n", to: "_dev.yml")
        try FileManager.default.moveItem(at: site.source.appendingPathComponent("_layouts"), to: site.source.appendingPathComponent("_templates"))
        try site.write("a {}\n", to: "assets/plain.css")
        try site.write("$c: red;\n", to: "_sass/_base.scss")
        let builder = SiteBuilder(options: site.options { $0.configFiles = [site.source.path + "/_config.yml", site.source.path + "/_dev.yml"] })
        builder.keepsStateForRebuilds = true
        _ = try builder.build()
        let cases: [(String, SiteChangeKind)] = [
            ("_posts/2024-01-02-hello-world.md", .content),
            ("index.html", .content),
            ("_templates/post.html", .layout),
            ("_layouts/post.html", .ignored),
            ("_includes/nav.html", .include),
            ("_data/anything.yml", .data),
            ("_dev.yml", .config),
            ("_config.yml", .config),
            ("assets/plain.css", .staticFile),
            ("_sass/_base.scss", .converterInput),
            ("_posts/2030-01-01-gone.md", .ignored),
            (".hidden.md", .ignored),
            ("", .config),
        ]
        for (path, kind) in cases {
            #expect(builder.classify(path) == kind, "\(path)")
        }
        try site.write("---\n---\nnew\n", to: "fresh.md")
        #expect(builder.classify("fresh.md") == .other)
        #expect(builder.classify(site.source.path + "/index.html") == .content)
    }

    @Test("stylesheet-only rebuilds", arguments: [
        ([ClassifiedChange(path: "assets/site.css", kind: .staticFile)], ["assets/site.css"], true),
        ([ClassifiedChange(path: "_sass/_base.scss", kind: .converterInput)], [], true),
        ([ClassifiedChange(path: "assets/main.scss", kind: .content)], ["assets/main.css"], true),
        ([ClassifiedChange(path: "assets/site.css", kind: .staticFile), ClassifiedChange(path: "index.md", kind: .content)], ["assets/site.css", "index.html"], false),
        ([ClassifiedChange(path: "_posts/a.md", kind: .content)], ["a.html"], false),
        ([ClassifiedChange(path: "notes.txt", kind: .ignored)], [], false),
        ([], [], false),
    ])
    func stylesheetsOnly(changes: [ClassifiedChange], written: [String], expected: Bool) {
        // As a build with Sass's converter answers: `.scss`, `.sass` and `.css` become CSS.
        let compilesToCSS = { (path: String) in [".css", ".scss", ".sass"].contains { path.lowercased().hasSuffix($0) } }
        #expect(SiteBuilder.onlyStylesheets(changes, written: written, compilesToCSS: compilesToCSS) == expected)
    }
}
