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

    static let loops: [(link: String, target: String)] = [
        ("cyc", "."),
        ("_posts/up", ".."),
        ("_layouts/up", ".."),
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
