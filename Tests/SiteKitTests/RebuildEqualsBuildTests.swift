import Foundation
import Testing
@testable import SiteKit

/// A rebuild writes exactly what a full build of the same source writes.
@Suite struct RebuildEqualsBuildTests {
    /// Every file under `folder`, by relative path.
    static func tree(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.resolvingSymlinksInPath().path
        guard let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
        for case let url as URL in e where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files[String(url.resolvingSymlinksInPath().path.dropFirst(base.count + 1))] = try? Data(contentsOf: url)
        }
        return files
    }

    /// The paths whose bytes differ between two trees (missing on either side included).
    static func differences(_ a: [String: Data], _ b: [String: Data]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }

    static let pinnedTime = Date(timeIntervalSince1970: 1_750_000_000)

    /// Builds `site` from scratch into a folder of its own and returns what it wrote, or nil
    /// when the build failed.
    static func freshBuild(_ site: FixtureSite) -> [String: Data]? {
        let destination = site.root.appendingPathComponent("fresh")
        try? FileManager.default.removeItem(at: destination)
        var options = site.options { $0.siteTime = pinnedTime }
        options.destination = destination.path
        guard (try? SiteBuilder(options: options).build()) != nil else { return nil }
        return tree(destination)
    }

    /// An excerpt that reads another post's content is what its earliest asker saw: a `serve`
    /// build shows Jekyll's text, and an edit of the post it reads rebuilds the whole site,
    /// which then equals a fresh build.
    @Test func excerptReadingAnotherPostIsRebuiltWholeAndEqualsABuild() throws {
        let site = try FixtureSite("excerpt-first-reader")
        defer { site.remove() }
        let builder = SiteBuilder(options: site.options { $0.siteTime = Self.pinnedTime })
        builder.keepsStateForRebuilds = true
        _ = try builder.build()
        let jekyll = try String(contentsOf: site.source.appendingPathComponent("_jekyll/first/index.html"), encoding: .utf8)
        #expect(site.output("first/index.html") == jekyll)
        try site.write("---\nlayout: post\n---\nThe second post, *edited*.\n", to: "_posts/2020-01-02-second.md")
        let (_, kind) = try builder.rebuild(changed: ["_posts/2020-01-02-second.md"])
        #expect(kind == .full)
        #expect(site.output("first/index.html")?.contains("The second post, *edited*.") == true, "the first post's layout asked before the second rendered")
        #expect(site.output("z/index.html")?.contains("when the second post has rendered: The second post, edited.") == true)
        let fresh = try #require(Self.freshBuild(site))
        #expect(Self.differences(Self.tree(site.destination), fresh) == [])
    }

    @Test func editingAListingPageShowsOtherPagesRawAsABuildDoes() throws {
        let site = try FixtureSite("render-order")
        defer { site.remove() }
        let builder = SiteBuilder(options: site.options { $0.siteTime = Self.pinnedTime })
        builder.keepsStateForRebuilds = true
        _ = try builder.build()
        let text = try String(contentsOf: site.source.appendingPathComponent("listing.html"), encoding: .utf8)
        try site.write(text + "<p>edited</p>\n", to: "listing.html")
        let (_, kind) = try builder.rebuild(changed: ["listing.html"])
        #expect(kind != .full)
        let rebuilt = Self.tree(site.destination)
        let fresh = try #require(Self.freshBuild(site))
        #expect(Self.differences(rebuilt, fresh) == [])
        // Pages' content renders see other pages raw; only the layout's aside sees them rendered.
        let main = try #require(site.output("listing.html")?.components(separatedBy: "<aside>").first)
        #expect(!main.contains("marker-page-"))
    }

    /// A page printing `post.output` shows the post in its layout: editing only that layout
    /// must render the page again, as it renders the post again.
    @Test func editingAPostLayoutRerendersPagesPrintingItsOutput() throws {
        let site = try FixtureSite("document-output")
        defer { site.remove() }
        let builder = SiteBuilder(options: site.options { $0.siteTime = Self.pinnedTime })
        builder.keepsStateForRebuilds = true
        _ = try builder.build()
        let layout = "_layouts/post.html"
        let text = try String(contentsOf: site.source.appendingPathComponent(layout), encoding: .utf8)
        try site.write(text.replacingOccurrences(of: "<article>", with: "<article class=\"edited\">"), to: layout)
        let (_, kind) = try builder.rebuild(changed: [layout])
        #expect(kind != .full)
        #expect(site.output("index.html")?.contains("post: [<article class=\"edited\">") == true)
        let fresh = try #require(Self.freshBuild(site))
        #expect(Self.differences(Self.tree(site.destination), fresh) == [])
    }

    /// A seeded random walk of edits over a site with posts, pages listing pages, nested
    /// layouts, includes, data, a collection and both experiment forms; after every rebuild the
    /// destination must equal a fresh full build byte for byte. `SITEGEN_REBUILD_EDITS` sets
    /// the number of edits (200 for the full run noted on the issue).
    @Test func randomEditsRebuildToWhatAFullBuildWrites() throws {
        let count = ProcessInfo.processInfo.environment["SITEGEN_REBUILD_EDITS"].flatMap(Int.init) ?? 60
        let site = try FixtureSite("rebuild-property")
        defer { site.remove() }
        let builder = SiteBuilder(options: site.options { $0.siteTime = Self.pinnedTime })
        builder.keepsStateForRebuilds = true
        _ = try builder.build()
        var editor = SiteEditor(site: site, seed: 0x5EED_2026)
        var partial = 0
        var failures = 0
        for step in 0..<count {
            let edit = try editor.next()
            let open: Set<String> = step % 3 == 0 ? ["index.html", "listing.html"] : []
            let outcome = Result { try builder.rebuild(changed: edit.paths, openPages: open, onFirstPages: step % 2 == 0 ? { _ in } : nil) }
            let fresh = Self.freshBuild(site)
            switch outcome {
            case .failure:
                failures += 1
                #expect(fresh == nil, "step \(step) (\(edit.name)): the rebuild failed where a build succeeds")
            case .success(let (_, kind)):
                if kind != .full { partial += 1 }
                guard let fresh else {
                    Issue.record("step \(step) (\(edit.name)): a build fails where the rebuild succeeded")
                    continue
                }
                let differing = Self.differences(Self.tree(site.destination), fresh)
                #expect(differing == [], "step \(step) (\(edit.name) \(edit.paths)): \(differing)")
                if !differing.isEmpty { return }
            }
        }
        // The walk must exercise the partial path, not only full builds, and the error path.
        #expect(partial >= count / 5)
        #expect(failures > 0 || count < 20)
    }
}

/// Makes random edits to the `rebuild-property` fixture.
struct SiteEditor {
    struct Edit {
        var name: String
        var paths: [String]
    }

    let site: FixtureSite
    var random: SplitMix64
    var counter = 0
    /// A file broken on purpose and its text before, restored by the next edit.
    var broken: (path: String, text: String)?

    init(site: FixtureSite, seed: UInt64) {
        self.site = site
        random = SplitMix64(seed: seed)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: site.source.appendingPathComponent(path), encoding: .utf8)
    }

    func files(under folder: String) -> [String] {
        let url = site.source.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted().map { folder + "/" + $0 }
    }

    var pages: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: site.source.path)) ?? [])
            .filter { $0.hasSuffix(".md") || $0.hasSuffix(".html") }.sorted()
    }

    mutating func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }

    mutating func append(_ text: String, to path: String) throws -> Edit {
        try site.write(try read(path) + text, to: path)
        return Edit(name: "append to", paths: [path])
    }

    mutating func next() throws -> Edit {
        counter += 1
        let n = counter
        if let b = broken {
            broken = nil
            try site.write(b.text, to: b.path)
            return Edit(name: "fix the error in", paths: [b.path])
        }
        let snippets = ["\nEdit \(n).\n", "\nEdit \(n) {{ site.title }}.\n", "\n{% include note.html %} \(n)\n",
                        "\nListing {{ site.pages | size }} \(n)\n", "\n*emphasis \(n)*\n"]
        switch random.next() % 16 {
        case 0, 1, 2:
            return try append(pick(snippets), to: pick(files(under: "_posts")))
        case 3:
            let post = pick(files(under: "_posts"))
            let text = try read(post)
            try site.write(text.replacingOccurrences(of: "title: ", with: "title: Re"), to: post)
            return Edit(name: "retitle", paths: [post])
        case 4:
            let path = "_posts/2024-\(String(format: "%02d", Int(random.next() % 12) + 1))-\(String(format: "%02d", Int(random.next() % 28) + 1))-added-\(n).md"
            try site.write("---\ntitle: Added \(n)\ntags: [beta]\n---\nAdded post \(n).\n", to: path)
            return Edit(name: "add post", paths: [path])
        case 5:
            let posts = files(under: "_posts")
            guard posts.count > 2 else { return try append("\nEdit \(n).\n", to: posts[0]) }
            let post = pick(posts)
            try FileManager.default.removeItem(at: site.source.appendingPathComponent(post))
            return Edit(name: "delete post", paths: [post])
        case 6:
            let post = pick(files(under: "_posts"))
            let renamed = "_posts/2024-06-\(String(format: "%02d", Int(random.next() % 28) + 1))-renamed-\(n).md"
            try FileManager.default.moveItem(at: site.source.appendingPathComponent(post), to: site.source.appendingPathComponent(renamed))
            return Edit(name: "rename post", paths: [post, renamed])
        case 7, 8:
            return try append(pick(snippets), to: pick(pages))
        case 9:
            let path = "page-\(n).md"
            try site.write("---\nlayout: page\ntitle: Page \(n)\n---\nPage \(n) text.\n", to: path)
            return Edit(name: "add page", paths: [path])
        case 10:
            let layout = pick(files(under: "_layouts"))
            return try append("<!-- layout edit \(n) -->\n", to: layout)
        case 11:
            let include = pick(files(under: "_includes"))
            return try append("<span>include edit \(n)</span>\n", to: include)
        case 12:
            if random.next() % 2 == 0 {
                return try append("- { title: Item \(n), url: /item-\(n)/ }\n", to: "_data/menu.yml")
            }
            return try append("description: Edit \(n)\n", to: "_config.yml")
        case 13:
            return try append(pick(snippets), to: pick(files(under: "_notes")))
        case 14:
            let target = pick(files(under: "_posts") + files(under: "_includes") + pages)
            let text = try read(target)
            broken = (target, text)
            try site.write(text + "\n{% if %}broken\n", to: target)
            return Edit(name: "break Liquid in", paths: [target])
        default:
            switch random.next() % 4 {
            case 0:
                return try append("/* \(n) */\n", to: "assets/style.css")
            case 1:
                return try append(".edit-\(n) { margin: $space * \(n % 5); }\n", to: "_sass/_parts.scss")
            case 2:
                // A Sass error in the partial the stylesheet imports; the next edit fixes it.
                let partial = "_sass/_parts.scss"
                let text = try read(partial)
                broken = (partial, text)
                try site.write(text + ".broken-\(n) { color: ;\n", to: partial)
                return Edit(name: "break Sass in", paths: [partial])
            default:
                break
            }
            // An editor's temporary file, written and gone again before the rebuild.
            let temporary = "_layouts/sed\(n)tmp"
            return Edit(name: "temporary file", paths: [temporary])
        }
    }
}

/// A small seeded generator (Vigna's SplitMix64): the same walk on every machine.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
