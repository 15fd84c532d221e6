import Foundation
import TestSupport
import Testing

/// `sitegen theme` and `sitegen theme copy`, run as the built binary on a `sitegen new` site.
@Suite struct ThemeCommandTests {
    @Test func themeListsTheBuiltInThemesFilesAndWhichTheSiteReplaces() throws {
        let tmp = try TemporaryFolder("sitegen-theme")
        #expect(try CLI.run(["new", "blog"], in: tmp.url).status == 0)
        try tmp.write("blog/_includes/footer.html", "<footer>mine</footer>\n")
        let shown = try CLI.run(["theme", "-s", "blog"], in: tmp.url)
        #expect(shown.status == 0, "\(shown.stderr)")
        let lines = shown.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "theme: sitegen, sitegen's built-in theme (its files are compiled into sitegen)")
        #expect(lines.contains("  _layouts/post.html"))
        #expect(lines.contains { $0.hasPrefix("  _includes/footer.html") && $0.hasSuffix("replaced by the site's _includes/footer.html") })
        #expect(lines.last == "Copy one into the site to change it, e.g. sitegen theme copy _layouts/post.html")
        // `--path` prints a gem theme's folder only; the built-in theme has none.
        #expect(try CLI.run(["theme", "--path", "-s", "blog"], in: tmp.url).stdout == "")
    }

    @Test func themeCopyCopiesOneLayoutAndTheSiteStillBuildsStrict() throws {
        let tmp = try TemporaryFolder("sitegen-theme")
        #expect(try CLI.run(["new", "blog"], in: tmp.url).status == 0)
        let copied = try CLI.run(["theme", "copy", "_layouts/post.html"], in: tmp.url("blog"))
        #expect(copied.status == 0, "\(copied.stderr)")
        #expect(copied.stdout == "sitegen: copied _layouts/post.html\n")
        let again = try CLI.run(["theme", "copy", "_layouts/post.html"], in: tmp.url("blog"))
        #expect(again.stdout == "sitegen: kept the site's _layouts/post.html (--force replaces it)\n")
        try tmp.write("blog/_layouts/post.html", try tmp.read("blog/_layouts/post.html").replacingOccurrences(of: "min read", with: "minutes"))
        let built = try CLI.run(["build", "--strict"], in: tmp.url("blog"))
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stderr.isEmpty)
        let home = try tmp.read("blog/_site/index.html")
        #expect(home.contains("<link rel=\"stylesheet\" href=\"/assets/css/style.css\">"))
        let bad = try CLI.run(["theme", "copy", "_layouts/nope.html"], in: tmp.url("blog"))
        #expect(bad.status == 1)
        #expect(bad.stderr == "error: the sitegen theme has no file '_layouts/nope.html': name a file or folder inside the theme (404.html, _includes, _layouts, assets); `sitegen theme` lists them\n")
    }

    /// The defect this replaces: one layout of the site's own switched the whole theme off, the
    /// home page came out empty and the build exited 0.
    @Test func oneOwnLayoutNoLongerSwitchesTheThemeOff() throws {
        let tmp = try TemporaryFolder("sitegen-theme")
        #expect(try CLI.run(["new", "blog"], in: tmp.url).status == 0)
        try tmp.write("blog/_layouts/post.html", "---\nlayout: default\n---\n<article>{{ content }}</article>\n")
        let built = try CLI.run(["build", "--strict"], in: tmp.url("blog"))
        #expect(built.status == 0, "\(built.stderr)")
        #expect(try tmp.read("blog/_site/index.html").contains("class=\"post-list-heading\""))
    }
}
