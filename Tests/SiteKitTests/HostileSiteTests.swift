import Foundation
import Testing
@testable import SiteKit
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sites written to hurt the build machine or the author's files (issue 19): each case failed
/// (published outside files, ran out of memory, looped, deleted a file) before the fix.
@Suite struct HostileSiteTests {
    // MARK: Configured folders stay inside the site

    static let outsideFolders: [(key: String, yaml: String)] = [
        ("layouts_dir", "layouts_dir: ../../../../etc"),
        ("includes_dir", "includes_dir: ../../../../etc"),
        ("data_dir", "data_dir: ../../../../etc"),
        ("plugins_dir", "plugins_dir: ../../../../etc"),
        ("collections_dir", "collections_dir: ../.."),
        ("sass.sass_dir", "sass:\n  sass_dir: /etc"),
    ]

    @Test(arguments: outsideFolders)
    func configuredFolderOutsideTheSourceNamesTheKeyAndLine(key: String, yaml: String) throws {
        let site = try FixtureSite("hostile")
        try site.write("title: Hostile input\ntimezone: UTC\n\(yaml)\n", to: "_config.yml")
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("\(key) '"))
        #expect(diagnostic.message.hasSuffix("is outside the site: configured folders must be inside the source folder"))
        #expect(diagnostic.location?.file == "_config.yml")
        #expect(diagnostic.location?.line == (key == "sass.sass_dir" ? 4 : 3))
        #expect(!FileManager.default.fileExists(atPath: site.destination.path))
    }

    @Test func layoutsFolderLinkedOutsideTheSiteIsRefused() throws {
        let site = try FixtureSite("hostile")
        let outside = try TemporaryFolder()
        try outside.write("passwd.html", "root:x:0:0")
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("_layouts"))
        try FileManager.default.createSymbolicLink(atPath: site.source.appendingPathComponent("_layouts").path, withDestinationPath: outside.path)
        let error = try #require(site.buildError())
        #expect(error.diagnostics.first?.message == "layouts_dir '_layouts' links outside the site: configured folders must be inside the source folder")
    }

    @Test func configuredFolderInsideTheSiteIsNormalized() throws {
        let site = try FixtureSite("hostile")
        try site.write("title: Hostile input\ntimezone: UTC\nlayouts_dir: ./theme/../_layouts/\n", to: "_config.yml")
        try site.build()
        #expect(site.output("index.html") == "<html><body><p>Home page.</p>\n</body></html>\n")
    }

    @Test func dataFileLinkedFromOutsideIsNotRead() throws {
        let site = try FixtureSite("hostile")
        let outside = try TemporaryFolder()
        try outside.write("secret.yml", "password: hunter2\n")
        try site.write("---\n---\n[{{ site.data.secret.password }}]\n", to: "data.html")
        try FileManager.default.createDirectory(at: site.source.appendingPathComponent("_data"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: site.source.appendingPathComponent("_data/secret.yml").path, withDestinationPath: outside.path + "/secret.yml")
        try site.build()
        #expect(site.output("data.html")?.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    // MARK: YAML aliases

    /// Nine lines of nested aliases: 9^9 values if expanded.
    static let billionLaughs = """
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]

        """

    @Test func aliasBombInFrontMatterIsALocatedError() throws {
        let site = try FixtureSite("hostile")
        try site.write("---\n" + Self.billionLaughs + "---\nbody\n", to: "bomb.md")
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("YAML aliases expand to more than 100000 values"))
        #expect(diagnostic.location?.file == "bomb.md")
        #expect((2...10).contains(diagnostic.location?.line ?? 0))
    }

    @Test func aliasBombInDataIsALocatedError() throws {
        let site = try FixtureSite("hostile")
        try site.write(Self.billionLaughs, to: "_data/bomb.yml")
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("YAML aliases expand to more than 100000 values"))
        #expect(diagnostic.location?.file == "_data/bomb.yml")
    }

    @Test func ordinaryAliasesStillExpand() throws {
        let site = try FixtureSite("hostile")
        try site.write("base: &base { colour: red }\nsame: *base\nmerged:\n  <<: *base\n  size: 2\n", to: "_data/style.yml")
        try site.write("---\n---\n{{ site.data.style.same.colour }} {{ site.data.style.merged.colour }} {{ site.data.style.merged.size }}\n", to: "style.html")
        try site.build()
        #expect(site.output("style.html")?.trimmingCharacters(in: .whitespacesAndNewlines) == "red red 2")
    }

    // MARK: Symlinks and the folder walk

    /// Loops in the folders Jekyll walks following symlinks (the site and `_data`): Jekyll
    /// fails on them too (ELOOP), after 40 levels.
    static let loops: [(link: String, target: String)] = [
        ("cyc", "."),
        ("_data/up", ".."),
        ("docs/deeper/back", "../.."),
    ]

    @Test(arguments: loops)
    func symlinkLoopIsReportedWithItsPath(link: String, target: String) throws {
        let site = try FixtureSite("hostile")
        let url = site.source.appendingPathComponent(link)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        let error = try #require(site.buildError())
        let message = try #require(error.diagnostics.first?.message)
        #expect(message.hasPrefix("symlink loop: '"))
        #expect(message.contains(link), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: site.destination.path))
    }

    @Test func twoLoopsStopAtOnce() throws {
        let site = try FixtureSite("hostile")
        for name in ["c1", "c2"] {
            try FileManager.default.createSymbolicLink(atPath: site.source.appendingPathComponent(name).path, withDestinationPath: ".")
        }
        let error = try #require(site.buildError())
        #expect(error.diagnostics.first?.message == "symlink loop: 'c1' leads back to the source folder, which contains it; remove the link or point it elsewhere")
    }

    @Test func folderLinkedTwiceWithoutALoopIsStillRead() throws {
        let site = try FixtureSite("hostile")
        try site.write("shared\n", to: "real/file.txt")
        try FileManager.default.createSymbolicLink(atPath: site.source.appendingPathComponent("alias").path, withDestinationPath: "real")
        try site.build()
        #expect(site.output("real/file.txt") == "shared\n")
        #expect(site.output("alias/file.txt") == "shared\n")
    }

    /// Jekyll lists these with `Dir["**/*"]`, which does not enter linked folders: a link back
    /// up is ignored there, not a loop (Jekyll 4.3.1 builds such a site).
    @Test(arguments: ["_posts/up", "_layouts/up", "_drafts/up", "_posts/real/up"])
    func folderLinkedInsidePostsOrLayoutsIsNotFollowed(link: String) throws {
        let site = try FixtureSite("hostile")
        let url = site.source.appendingPathComponent(link)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "..")
        let report = try site.build { $0.drafts = true }
        #expect(report.warnings.isEmpty)
        #expect(site.outputPaths() == ["2024/01/02/first.html", "index.html"])
    }

    @Test func postsInAFolderLinkedIntoPostsAreNotRead() throws {
        let site = try FixtureSite("hostile")
        try site.write("---\nlayout: default\n---\nElsewhere.\n", to: "elsewhere/2024-03-04-linked.md")
        try site.write("title: Hostile input\ntimezone: UTC\nexclude: [elsewhere]\n", to: "_config.yml")
        try FileManager.default.createSymbolicLink(
            atPath: site.source.appendingPathComponent("_posts/linked").path, withDestinationPath: "../elsewhere")
        try site.build()
        #expect(site.outputPaths() == ["2024/01/02/first.html", "index.html"])
    }

    @Test func layoutsAndIncludesLinkedUpToTheSiteStillBuild() throws {
        let site = try FixtureSite("hostile")
        for link in ["_layouts/up", "_includes/up"] {
            let url = site.source.appendingPathComponent(link)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "..")
        }
        try site.build()
        #expect(site.output("index.html") == "<html><body><p>Home page.</p>\n</body></html>\n")
    }

    /// `FOLDER/d0` holds a file; every `FOLDER/dK` links twice to `d(K-1)`: 2^depth paths lead to
    /// `d0`, without a loop.
    static func makeLadder(_ site: FixtureSite, in folder: String, depth: Int, leaf: (name: String, text: String)) throws {
        try site.write(leaf.text, to: "\(folder)/d0/\(leaf.name)")
        for level in 1...depth {
            let dir = site.source.appendingPathComponent("\(folder)/d\(level)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for link in ["x", "y"] {
                try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(link).path, withDestinationPath: "../d\(level - 1)")
            }
        }
    }

    @Test func foldersLinkedAtExponentiallyManyPathsAreWalkedAtABoundedNumber() throws {
        let site = try FixtureSite("hostile")
        let depth = 12
        try Self.makeLadder(site, in: "ladder", depth: depth, leaf: ("leaf.txt", "leaf\n"))
        let config = try SiteConfig.load(options: site.options())
        let (plugins, _) = PluginRegistry.resolve(config: config)
        let contents = try SiteReader(config: config, options: site.options(), now: Date(), converters: plugins.converterSet).read()
        // The source, `ladder` and d0…d12, each listed at no more than `limit` paths (2^13 before).
        let realFolders = depth + 3
        #expect(contents.folderReads <= SafePaths.FolderVisits.limit * realFolders)
        #expect(contents.staticFiles.count <= SafePaths.FolderVisits.limit)
        let warnings = contents.warnings.filter { $0.message.contains("reached through symlinks") }
        #expect(warnings.count == depth - 2)
        // Listings are sorted by name: d10 is walked before d2.
        #expect(warnings.first?.message == "'ladder/d10/x/x/x/x/x/x/x/y/x/y' is the folder 'ladder/d0' again, reached through symlinks at more than 8 paths; it is not read there (nor at its further paths)")
    }

    @Test func folderLinkedAFewTimesIsPublishedAtEachPathAsInJekyll() throws {
        let site = try FixtureSite("hostile")
        try site.write("shared\n", to: "real/file.txt")
        for alias in ["latest", "stable"] {
            try FileManager.default.createSymbolicLink(atPath: site.source.appendingPathComponent(alias).path, withDestinationPath: "real")
        }
        let report = try site.build()
        #expect(report.warnings.isEmpty)
        #expect(site.outputPaths() == ["2024/01/02/first.html", "index.html", "latest/file.txt", "real/file.txt", "stable/file.txt"])
    }

    @Test func dataFoldersLinkedAtExponentiallyManyPathsAreReadAtABoundedNumber() throws {
        let site = try FixtureSite("hostile")
        let depth = 12
        try Self.makeLadder(site, in: "_data", depth: depth, leaf: ("leaf.yml", "value: 1\n"))
        try site.write("---\n---\n{{ site.data | jsonify | size }}\n", to: "size.html")
        let report = try site.build()
        let size = try #require(Int(site.output("size.html")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
        // Unbounded, site.data held 2^12 copies of the leaf (about 90 kB of JSON).
        #expect(size < 5_000)
        #expect(report.warnings.contains { $0.message.hasPrefix("'_data/d10/x/x/x/x/x/x/x/y/x/y' is the folder '_data/d0' again") })
    }

    @Test func unlistableFolderIsAnErrorNamingIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("file.txt", "not a folder")
        #expect(throws: SiteError.self) { try DirectoryListing.entries(atPath: folder.path + "/file.txt", displayName: "posts/file.txt") }
        do {
            _ = try DirectoryListing.entries(atPath: folder.path + "/file.txt", displayName: "posts/file.txt")
        } catch let error as SiteError {
            #expect(error.diagnostics.first?.message == "cannot read folder 'posts/file.txt': Not a directory")
        }
    }

    // MARK: Stylesheets and themes read only inside the site and the theme

    @Test func sassPartialLinkedOutsideTheSiteIsRefused() throws {
        let site = try FixtureSite("hostile")
        let outside = try TemporaryFolder()
        try outside.write("secret.scss", ".secret { content: \"hunter2\"; }\n")
        try site.write("---\n---\n@import \"secret\";\n", to: "css/main.scss")
        try FileManager.default.createDirectory(at: site.source.appendingPathComponent("_sass"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: site.source.appendingPathComponent("_sass/_secret.scss").path, withDestinationPath: outside.path + "/secret.scss")
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message == "Sass: '_sass/_secret.scss' is outside the site (it leads to \(SafePaths.real(outside.path))/secret.scss); sitegen reads no files outside the source folder and the theme")
        #expect(diagnostic.location?.file == "css/main.scss")
        #expect(!FileManager.default.fileExists(atPath: site.destination.path))
    }

    static let themeFolder = "vendor/bundle/ruby/3.1.0/gems/sample-theme-1.0.0"

    /// Replaces the theme's `inner` file by a link to a file outside the site holding `text`.
    static func linkThemeFileOutside(_ site: FixtureSite, _ inner: String, text: String) throws -> TemporaryFolder {
        let outside = try TemporaryFolder()
        try outside.write("target", text)
        let link = site.source.appendingPathComponent(themeFolder + "/" + inner)
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: outside.path + "/target")
        return outside
    }

    @Test func themeIncludeLinkedOutsideTheThemeIsRefused() throws {
        let site = try FixtureSite("theme-gem")
        let outside = try Self.linkThemeFileOutside(site, "_includes/head.html", text: "root:x:0:0\n")
        _ = outside
        let error = try #require(site.buildError())
        let message = try #require(error.diagnostics.first?.message)
        #expect(message.contains("include 'head.html' in the sample-theme theme links outside the theme"), "\(message)")
    }

    @Test func themeSassPartialLinkedOutsideTheThemeIsRefused() throws {
        let site = try FixtureSite("theme-gem")
        let outside = try Self.linkThemeFileOutside(site, "_sass/theme/_vars.scss", text: "$accent: #123456;\n")
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("Sass: '\(Self.themeFolder)/_sass/theme/_vars.scss' is outside the site (it leads to \(SafePaths.real(outside.path))/target)"), "\(diagnostic.message)")
        // At the `@import` that asked for it (issue 31: it was the stylesheet's 1:1), in the
        // theme's partial, imported from the theme's stylesheet (named relative to the theme).
        #expect(diagnostic.location?.file?.hasSuffix("sample-theme-1.0.0/_sass/_theme.scss") == true, "\(diagnostic)")
        #expect(diagnostic.location?.line ?? 0 > 0)
        #expect(diagnostic.includeChain.last?.file == "assets/theme.scss", "\(diagnostic)")
    }

    // MARK: Sass errors quote only the site's own files

    /// Text libsass stops at and quotes, in its message (`was "root:x:0:0:hunter2:"`) and as the line.
    static let secretText = "root:x:0:0:hunter2:/root:/bin/bash\n"

    @Test func sassErrorInAPartialInsideTheSiteQuotesTheLine() throws {
        let site = try FixtureSite("sass-outside")
        try site.write(Self.secretText, to: "_sass/_secret.scss")
        let diagnostic = try #require(site.buildError()?.diagnostics.first)
        #expect(diagnostic.location?.file == "_sass/_secret.scss")
        #expect(diagnostic.location?.lineText == "root:x:0:0:hunter2:/root:/bin/bash")
        #expect(diagnostic.message.contains("hunter2"))
    }

    /// The ways libsass reaches a file outside the site: a partial linked out, an absolute
    /// `@import`, an absolute `load_paths` entry.
    enum OutsideImport: String, CaseIterable, Sendable { case linkedPartial, absoluteImport, loadPath }

    @Test(arguments: OutsideImport.allCases)
    func sassErrorInAFileOutsideTheSiteNamesTheFileOnly(route: OutsideImport) throws {
        let site = try FixtureSite("sass-outside")
        let outside = try TemporaryFolder()
        try outside.write("_secret.scss", Self.secretText)
        switch route {
        case .linkedPartial:
            try FileManager.default.createDirectory(at: site.source.appendingPathComponent("_sass"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: site.source.appendingPathComponent("_sass/_secret.scss").path, withDestinationPath: outside.path + "/_secret.scss")
        case .absoluteImport:
            try site.write("---\n---\n// from outside\n@import \"\(outside.path)/secret\";\nbody { color: red; }\n", to: "css/main.scss")
        case .loadPath:
            try site.write("title: Outside load path\ntimezone: UTC\nsass:\n  load_paths: [\"\(outside.path)\"]\n", to: "_config.yml")
        }
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first)
        let real = SafePaths.real(outside.path) + "/_secret.scss"
        #expect(diagnostic.message.hasPrefix("Sass: '"), "\(diagnostic.message)")
        #expect(diagnostic.message.hasSuffix(
            "is outside the site (it leads to \(real)); sitegen reads no files outside the source folder and the theme"), "\(diagnostic.message)")
        // At the @import in the site's own file, whose line may be shown.
        #expect(diagnostic.location?.file == "css/main.scss")
        #expect(diagnostic.location?.line == 4)
        #expect(!error.description.contains("hunter2"), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: site.destination.path))
    }

    /// `scssify` compiles with the same load paths: neither its error nor its CSS may carry
    /// an outside file's text.
    @Test(arguments: [secretText, ".secret { content: \"hunter2\"; }\n"])
    func scssifyOfAFileOutsideTheSiteNamesTheFileOnly(text: String) throws {
        let site = try FixtureSite("sass-outside")
        let outside = try TemporaryFolder()
        try outside.write("_secret.scss", text)
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("css/main.scss"))
        try site.write("---\n---\n<style>{{ '@import \"secret\";' | scssify }}</style>\n", to: "filtered.html")
        try FileManager.default.createDirectory(at: site.source.appendingPathComponent("_sass"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: site.source.appendingPathComponent("_sass/_secret.scss").path, withDestinationPath: outside.path + "/_secret.scss")
        let error = try #require(site.buildError())
        #expect(error.description.contains("'_sass/_secret.scss' is outside the site"), "\(error)")
        #expect(!error.description.contains("hunter2"), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: site.destination.path))
    }

    @Test func themeDataLinkedOutsideTheThemeIsNotRead() throws {
        let site = try FixtureSite("theme-gem")
        // Inside the site but outside the theme: the theme's data comes from the theme only.
        try site.write("copyright: from-the-site-file\n", to: "notes/labels.yml")
        let link = site.source.appendingPathComponent(Self.themeFolder + "/_data/labels.yml")
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: site.source.path + "/notes/labels.yml")
        try site.build()
        let page = try #require(site.output("index.html"))
        #expect(!page.contains("from-the-site-file"))
    }

    // MARK: The destination is the user's

    @Test func destinationThatIsAFileIsRefusedAndKept() throws {
        let site = try FixtureSite("hostile")
        try "my notes\n".write(to: site.destination, atomically: false, encoding: .utf8)
        let error = try #require(site.buildError())
        #expect(error.diagnostics.first?.message.contains("is an existing file, not a folder; sitegen will not replace it") == true)
        #expect(try String(contentsOf: site.destination, encoding: .utf8) == "my notes\n")
    }

    @Test func symlinkedDestinationIsPublishedThroughTheLink() throws {
        let site = try FixtureSite("hostile")
        let webRoot = site.root.appendingPathComponent("www/blog")
        try FileManager.default.createDirectory(at: webRoot, withIntermediateDirectories: true)
        try "old\n".write(to: webRoot.appendingPathComponent("stale.html"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: site.destination.path, withDestinationPath: webRoot.path)
        for round in 1...2 {
            try site.write("---\nlayout: default\n---\nround \(round)\n", to: "index.md")
            try site.build()
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: site.destination.path) == webRoot.path)
            let index = try String(contentsOf: webRoot.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(index == "<html><body><p>round \(round)</p>\n</body></html>\n")
            #expect(!FileManager.default.fileExists(atPath: webRoot.appendingPathComponent("stale.html").path))
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: webRoot.deletingLastPathComponent().path)
        #expect(leftovers == ["blog"])
    }

    @Test func staleStagingFolderOfADeadProcessIsRemoved() throws {
        let site = try FixtureSite("hostile")
        // A process that has ended: its id is free (reused only after the counter wraps).
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = site.root.appendingPathComponent(".sitegen-staging-out-\(finished.processIdentifier)")
        let deadOld = site.root.appendingPathComponent(".sitegen-old-out-\(finished.processIdentifier)")
        let alive = site.root.appendingPathComponent(".sitegen-staging-out-1")
        let otherSite = site.root.appendingPathComponent(".sitegen-staging-other-\(finished.processIdentifier)")
        for folder in [dead, deadOld, alive, otherSite] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("site-1"), withIntermediateDirectories: true)
        }
        try site.build()
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(!FileManager.default.fileExists(atPath: deadOld.path))
        #expect(FileManager.default.fileExists(atPath: alive.path))  // pid 1 runs: maybe another build
        #expect(FileManager.default.fileExists(atPath: otherSite.path))  // another destination's
    }

    // MARK: Input that is wrong must not become output

    @Test func unclosedQuoteInCSVIsALocatedError() throws {
        let site = try FixtureSite("hostile")
        try site.write("name,role\nAda,\"engineer\nBob,writer\n", to: "_data/team.csv")
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("unclosed quoted field"))
        #expect(diagnostic.location?.file == "_data/team.csv")
        #expect(diagnostic.location?.line == 2)
        #expect(diagnostic.location?.column == 5)
    }

    @Test func quotedFieldsAcrossLinesStillParse() throws {
        let rows = try DelimitedText.parse("a,b\n\"x, \"\"y\"\"\nz\",2\n", separator: ",")
        #expect(rows == [["a", "b"], ["x, \"y\"\nz", "2"]])
    }

    @Test func tooLongPermalinkNamesTheSourceFileAndPermalinkLine() throws {
        let site = try FixtureSite("hostile")
        let long = String(repeating: "a", count: 300)
        try site.write("---\nlayout: default\npermalink: /\(long).html\n---\nbody\n", to: "long.md")
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.contains("File name too long"))
        #expect(diagnostic.message.hasSuffix("(the output path of long.md; check its permalink)"))
        #expect(diagnostic.message.count < 200)
        #expect(diagnostic.location?.file == "long.md")
        #expect(diagnostic.location?.line == 3)
    }
}
