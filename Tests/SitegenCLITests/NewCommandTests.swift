import Foundation
import TestSupport
import Testing

/// `sitegen new`, `new post`, `new draft` and `clean`, run as the built binary.
@Suite struct NewCommandTests {
    @Test func newSiteBuildsStrictWithoutAnyWarning() throws {
        let tmp = try TemporaryFolder("sitegen-new")
        let made = try CLI.run(["new", "blog"], in: tmp.url)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.hasPrefix("sitegen: new site in blog ("))
        let built = try CLI.run(["build", "-s", "blog", "--strict"], in: tmp.url)
        #expect(built.status == 0)
        #expect(built.stderr.isEmpty, "\(built.stderr)")
        let site = tmp.url("blog/_site")
        for path in ["index.html", "about/index.html", "archive/index.html", "tags/index.html", "404.html",
                     "assets/css/style.css", "assets/images/pipeline.svg", "feed.xml", "sitemap.xml"] {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path), "no \(path)")
        }
        let config = try tmp.read("blog/_config.yml")
        #expect(config.contains("title: \"Blog\""))
        for key in ["description:", "author:", "url:", "baseurl:", "permalink:", "# timezone:", "plugins:", "jekyll-feed",
                    "jekyll-sitemap", "jekyll-seo-tag", "abtesting:", "analytics:", "tracking_id", "sticky:", "respect_dnt:", "inject:"] {
            #expect(config.contains(key), "no \(key) in _config.yml")
        }
        // The experiment post carries the script; the draft is not published.
        let posts = try FileManager.default.contentsOfDirectory(atPath: tmp.url("blog/_posts").path)
        #expect(posts.count == 2)
        let experiment = try #require(posts.first { $0.hasSuffix("-try-an-experiment.md") })
        let slug = String(experiment.dropFirst(11).dropLast(3))
        let month = String(experiment.prefix(7)).replacingOccurrences(of: "-", with: "/")
        let page = try String(contentsOf: site.appendingPathComponent("\(month)/\(slug)/index.html"), encoding: .utf8)
        #expect(page.contains("<script id=\"sitegen-ab\""))
        #expect(page.contains("<div id=\"tldr\">"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.url("blog/_drafts").path) == ["an-unfinished-idea.md"])
    }

    @Test func newRefusesAFolderThatIsNotEmpty() throws {
        let tmp = try TemporaryFolder("sitegen-new")
        try tmp.write("blog/notes.txt", "mine\n")
        let result = try CLI.run(["new", "blog"], in: tmp.url)
        #expect(result.status == 1)
        #expect(result.stderr == "error: \(tmp.url("blog").standardizedFileURL.path) is not empty (notes.txt); sitegen new starts a site in an empty folder: choose a new path, or pass --force to write the starter files into it (files of the same name are replaced)\n")
        #expect(!FileManager.default.fileExists(atPath: tmp.url("blog/_config.yml").path))
        let forced = try CLI.run(["new", "blog", "--force"], in: tmp.url)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try tmp.read("blog/notes.txt") == "mine\n")
        #expect(FileManager.default.fileExists(atPath: tmp.url("blog/_config.yml").path))
    }

    @Test func newAcceptsAFreshGitCheckout() throws {
        let tmp = try TemporaryFolder("sitegen-new")
        try tmp.write("blog/.git/HEAD", "ref: refs/heads/main\n")
        #expect(try CLI.run(["new", "blog"], in: tmp.url).status == 0)
    }

    @Test func newBlankWritesOnlySettingsAndFolders() throws {
        let tmp = try TemporaryFolder("sitegen-new")
        let result = try CLI.run(["new", "--blank", "b"], in: tmp.url)
        #expect(result.status == 0, "\(result.stderr)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: tmp.url("b").path).sorted()
        #expect(entries == [".gitignore", "_config.yml", "_data", "_drafts", "_posts", "assets"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.url("b/_posts").path).isEmpty)
        #expect(try CLI.run(["build", "-s", "b", "--strict"], in: tmp.url).status == 0)
    }

    @Test func newWithThemeNamesTheGemAndLeavesOutBuiltInOnlyPages() throws {
        let tmp = try TemporaryFolder("sitegen-new")
        let result = try CLI.run(["new", "t", "--theme", "minima"], in: tmp.url)
        #expect(result.status == 0, "\(result.stderr)")
        let config = try tmp.read("t/_config.yml")
        #expect(config.contains("\ntheme: minima\n"))
        #expect(!FileManager.default.fileExists(atPath: tmp.url("t/tags.md").path))
        #expect(!FileManager.default.fileExists(atPath: tmp.url("t/archive.md").path))
        let bad = try CLI.run(["new", "u", "--theme", "../x"], in: tmp.url)
        #expect(bad.status == 1)
        #expect(bad.stderr == "error: --theme '../x' is not a gem name: use letters, digits, '-', '_' and '.' (e.g. minima)\n")
    }

    @Test func newPostWritesADatedFileAndNeverOverwrites() throws {
        let tmp = try TemporaryFolder("sitegen-new")
        try tmp.write("site/_config.yml", "title: T\ntimezone: Asia/Tokyo\n")
        let made = try CLI.run(["new", "post", "Hello: \"World\"", "--source", "site"], in: tmp.url)
        #expect(made.status == 0, "\(made.stderr)")
        let posts = try FileManager.default.contentsOfDirectory(atPath: tmp.url("site/_posts").path)
        #expect(posts.count == 1)
        let name = try #require(posts.first)
        #expect(name.hasSuffix("-hello-world.md") && name.count == "2026-01-01-hello-world.md".count)
        #expect(made.stdout == "sitegen: wrote _posts/\(name)\n")
        let text = try tmp.read("site/_posts/\(name)")
        #expect(text.hasPrefix("---\nlayout: post\ntitle: \"Hello: \\\"World\\\"\"\ndate: \(name.prefix(10)) "))
        #expect(text.hasSuffix(" +0900\n---\n"))
        try tmp.write("site/_posts/\(name)", "mine\n")
        let again = try CLI.run(["new", "post", "Hello: \"World\"", "-s", "site"], in: tmp.url)
        #expect(again.status == 1)
        #expect(again.stderr == "error: _posts/\(name) already exists; sitegen does not overwrite it: edit that file, choose another title, or pass --force to replace it\n")
        #expect(try tmp.read("site/_posts/\(name)") == "mine\n")
        // It builds: the title's quotes and colon are valid YAML.
        let built = try CLI.run(["build", "-s", "site", "--strict"], in: tmp.url)
        #expect(built.status == 0, "\(built.stderr)")
    }

    @Test func newDraftWritesAnUndatedFile() throws {
        let tmp = try TemporaryFolder("sitegen-new")
        try tmp.write("site/_config.yml", "title: T\ncollections_dir: content\n")
        let made = try CLI.run(["new", "draft", "Café ideas", "--layout", "page"], in: tmp.url("site"))
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout == "sitegen: wrote content/_drafts/café-ideas.md\n")
        #expect(try tmp.read("site/content/_drafts/café-ideas.md") == "---\nlayout: page\ntitle: \"Café ideas\"\n---\n")
        let empty = try CLI.run(["new", "draft", "!!!"], in: tmp.url("site"))
        #expect(empty.stderr == "error: the title '!!!' has no letters or digits to name the file after: give a title with words in it\n")
        let nowhere = try CLI.run(["new", "draft", "Lost"], in: tmp.url)
        #expect(nowhere.status == 1)
        #expect(nowhere.stderr == "error: \(tmp.url.path) has no _config.yml: run sitegen new draft in a site's folder, or name the site with --source\n")
    }

    @Test func cleanRemovesTheSiteAndCachesOnly() throws {
        let tmp = try TemporaryFolder("sitegen-clean")
        try tmp.write("site/_config.yml", "title: T\n")
        try tmp.write("site/index.md", "---\n---\nhello\n")
        try tmp.write("site/.jekyll-cache/x", "cache\n")
        #expect(try CLI.run(["build", "-q", "-s", "site"], in: tmp.url).status == 0)
        #expect(FileManager.default.fileExists(atPath: tmp.url("site/_site/index.html").path))
        let result = try CLI.run(["clean", "-s", "site"], in: tmp.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "sitegen: removed site/_site\nsitegen: removed site/.jekyll-cache\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.url("site").path).sorted() == ["_config.yml", "index.md"])
        #expect(try CLI.run(["clean", "-s", "site"], in: tmp.url).stdout == "sitegen: nothing to clean\n")
    }

    @Test func cleanRefusesDestinationsItMustNotDelete() throws {
        let tmp = try TemporaryFolder("sitegen-clean")
        try tmp.write("site/_config.yml", "title: T\n")
        let parent = try CLI.run(["clean", "-s", "site", "-d", "."], in: tmp.url)
        #expect(parent.status == 1)
        #expect(parent.stderr.hasPrefix("error: destination '\(tmp.url.standardizedFileURL.path)' is or contains the source folder"))
        try tmp.write("outside/keep.txt", "keep\n")
        try tmp.write("site/_config.yml", "title: T\ndestination: ../outside\n")
        let configured = try CLI.run(["clean", "-s", "site"], in: tmp.url)
        #expect(configured.status == 1)
        #expect(configured.stderr == "error: destination '\(tmp.url("outside").path)' from the config is outside the source folder; sitegen clean deletes only inside the site: pass --destination \(tmp.url("outside").path) to remove it\n")
        #expect(try tmp.read("outside/keep.txt") == "keep\n")
        try tmp.write("site/_config.yml", "title: T\n")
        try FileManager.default.createSymbolicLink(atPath: tmp.url("site/_site").path, withDestinationPath: tmp.url("outside").path)
        let linked = try CLI.run(["clean", "-s", "site"], in: tmp.url)
        #expect(linked.status == 1)
        #expect(linked.stderr.contains("is a symlink; sitegen clean does not delete outside the site"))
        #expect(try tmp.read("outside/keep.txt") == "keep\n")
        try FileManager.default.removeItem(atPath: tmp.url("site/_site").path)
        try tmp.write("site/_site", "a file\n")
        let file = try CLI.run(["clean", "-s", "site"], in: tmp.url)
        #expect(file.status == 1)
        #expect(try tmp.read("site/_site") == "a file\n")
    }

    @Test func cleanRemovesADestinationOutsideTheSiteWhenNamedOnTheCommandLine() throws {
        let tmp = try TemporaryFolder("sitegen-clean")
        try tmp.write("site/_config.yml", "title: T\n")
        try tmp.write("out/index.html", "old\n")
        let result = try CLI.run(["clean", "-s", "site", "-d", "out"], in: tmp.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "sitegen: removed out\n")
        #expect(!FileManager.default.fileExists(atPath: tmp.url("out").path))
    }
}
