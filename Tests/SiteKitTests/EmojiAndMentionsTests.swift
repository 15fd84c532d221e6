import Foundation
import Testing
@testable import SiteKit
import TestSupport

/// jekyll-mentions and jemoji rewrite the finished HTML as the gems' post-render hooks do.
/// The mentions expectations are Debian's Jekyll 4.3.1 output for the `mentions` fixture;
/// jemoji's follow the gem's rules (its gemoji dependency is not in Debian, so Jekyll cannot
/// build the `jemoji` fixture here).
@Suite struct EmojiAndMentionsTests {
    // MARK: jekyll-mentions

    @Test func mentionsLinkAsTheGemWritesThem() throws {
        let site = try FixtureSite("mentions")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == Self.mentionsIndex)
        #expect(site.output("plain.html") == "<p>No layout, <a href=\"https://github.com/plain\" class=\"user-mention\">@plain</a> here.</p>\n")
        #expect(site.output("2020/01/02/post.html") == "<p>post by <a href=\"https://github.com/poster\" class=\"user-mention\">@poster</a></p>\n")
    }

    @Test func mentionsOffForAPageAndNonHTMLOutputAndBaseURLFromFrontMatter() throws {
        let site = try FixtureSite("mentions")
        defer { site.remove() }
        try site.build()
        #expect(site.output("off.html") == "<p>off @off</p>\n")
        #expect(site.output("data.json") == "{\"a\": \"@json\"}\n")
        #expect(site.output("custom.html") == "<p>custom <a href=\"https://twitter.com/twit\" class=\"user-mention\">@twit</a></p>\n")
    }

    @Test func mentionsBaseURLFromTheSiteConfig() throws {
        let site = try FixtureSite("mentions")
        defer { site.remove() }
        try site.write("plugins: [jekyll-mentions]\njekyll-mentions: https://gitlab.example/~\n", to: "_config.yml")
        try site.build()
        #expect(site.output("plain.html") == "<p>No layout, <a href=\"https://gitlab.example/~plain\" class=\"user-mention\">@plain</a> here.</p>\n")
    }

    @Test func mentionsSettingOfAnotherKindNamesTheConfigLine() throws {
        let site = try FixtureSite("mentions")
        defer { site.remove() }
        try site.write("plugins: [jekyll-mentions]\njekyll-mentions: [a, b]\n", to: "_config.yml")
        let error = try #require(site.buildError())
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("jekyll-mentions must be a URL or a mapping with `base_url`"))
        #expect(diagnostic.location?.line == 2)
    }

    @Test(arguments: [
        ("@a @b", "<a href=\"u/a\" class=\"user-mention\">@a</a> <a href=\"u/b\" class=\"user-mention\">@b</a>"),
        ("@a@b", "<a href=\"u/a\" class=\"user-mention\">@a</a>@b"),
        ("x@y", nil),
        ("@user.name @end.", "@user.name <a href=\"u/end\" class=\"user-mention\">@end</a>."),
        ("@two..x", "<a href=\"u/two\" class=\"user-mention\">@two</a>..x"),
        ("@-dash @_under", "@-dash <a href=\"u/_under\" class=\"user-mention\">@_under</a>"),
        ("line\n@next", "line\n<a href=\"u/next\" class=\"user-mention\">@next</a>"),
        ("@MENTIONED @mentioning", nil),
    ] as [(String, String?)])
    func mentionPatternCases(text: String, expected: String?) {
        #expect(MentionHook.linkMentions(in: Substring(text), href: "u/") == expected)
    }

    @Test func textInsideSkippedElementsAndMarkupIsLeftAlone() {
        let rewriter = HTMLTextRewriter(skippedElements: ["code", "a"])
        let html = "<p title=\"x>y\">one</p><code>two<b>three</b></code><!-- four --><a href=four>five</a>six<br/><img alt=don't>seven"
        var seen: [String] = []
        _ = rewriter.rewrite(html) { run in seen.append(String(run)); return nil }
        #expect(seen == ["one", "six", "seven"])
    }

    @Test func manyAtSignsAndColonsTakeLinearSteps() {
        // No quadratic path: each byte is looked at a bounded number of times.
        let text = String(repeating: "@@:", count: 50_000)
        #expect(MentionHook.linkMentions(in: Substring(text), href: "u/") == nil)
        let hook = EmojiHook(table: EmojiTable(imageFilenames: ["smile": "unicode/1f604.png"], origin: "test"), source: "s/")
        #expect(hook.emojify(Substring(text)) == nil)
    }

    // MARK: jemoji

    static var emojiTableInstalled: Bool {
        EmojiTable.installed(in: ThemeLocator.searchFolders(source: URL(fileURLWithPath: "/nonexistent"), environment: ProcessInfo.processInfo.environment)) != nil
    }

    /// Runs where an emoji table is installed; `scripts/deps test` installs Debian's ruby-gemojione.
    @Test(.enabled(if: emojiTableInstalled)) func emojiBecomeGitHubImagesOutsideCode() throws {
        let site = try FixtureSite("jemoji")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == Self.emojiIndex)
        #expect(site.output("local/index.html") == "<p>Served locally \(Self.smile("https://github.githubassets.com/images/icons/emoji/unicode/1f604.png"))</p>\n")
        // Not HTML: left alone.
        #expect(site.output("feed.xml") == "<title>:smile:</title>\n")
    }

    @Test(.enabled(if: emojiTableInstalled)) func emojiSourceFromTheConfig() throws {
        let site = try FixtureSite("jemoji")
        defer { site.remove() }
        try site.write("plugins: [jemoji]\nemoji:\n  src: /assets/images\n", to: "_config.yml")
        try site.build()
        #expect(site.output("local/index.html") == "<p>Served locally \(Self.smile("/assets/images/emoji/unicode/1f604.png"))</p>\n")
    }

    @Test func gemojiTableNamesImagesAsTheGemDoes() throws {
        let folder = try TemporaryFolder()
        try folder.write("gems/gemoji-3.0.1/db/emoji.json", #"""
        [{"emoji": "😄", "aliases": ["smile"], "tags": []},
         {"emoji": "❤️", "aliases": ["heart"], "tags": []},
         {"emoji": "#️⃣", "aliases": ["hash"], "tags": []},
         {"aliases": ["octocat"], "tags": []}]
        """#)
        let table = try #require(EmojiTable.installed(in: [folder.url("gems").path]))
        #expect(table.imageFilenames == [
            "smile": "unicode/1f604.png", "heart": "unicode/2764.png", "hash": "unicode/0023-20e3.png", "octocat": "octocat.png",
        ])
    }

    @Test func missingEmojiTableIsAWarningNamingWhereSitegenLooked() throws {
        let folder = try TemporaryFolder()
        try folder.write("site/_config.yml", "plugins:\n  - jemoji\n")
        try folder.write("site/index.md", "hi :smile:\n")
        var o = BuildOptions()
        o.source = folder.url("site").path
        o.destination = folder.url("out").path
        let config = try SiteConfig.load(options: o)
        let (_, warnings) = PluginRegistry.resolve(config: config, catalog: [JemojiPlugin(gemFolders: [folder.url("gems").path])])
        let warning = try #require(warnings.first)
        #expect(warning.message.hasPrefix("jemoji needs an emoji table and none is installed (looked for the gemoji gem's db/emoji.json and gemojione's config/index.json in \(folder.url("gems").path))"))
        #expect(warning.location?.line == 2)
    }

    static func smile(_ src: String) -> String {
        "<img class=\"emoji\" title=\":smile:\" alt=\":smile:\" src=\"\(src)\" height=\"20\" width=\"20\">"
    }

    static let emojiIndex = #"""
<!DOCTYPE html>
<html>
<head><title>:smile: Home</title></head>
<body class="page">
<p>Two <img class="emoji" title=":+1:" alt=":+1:" src="https://github.githubassets.com/images/icons/emoji/unicode/1f44d.png" height="20" width="20"> and <img class="emoji" title=":smile:" alt=":smile:" src="https://github.githubassets.com/images/icons/emoji/unicode/1f604.png" height="20" width="20"><img class="emoji" title=":heart:" alt=":heart:" src="https://github.githubassets.com/images/icons/emoji/unicode/2764.png" height="20" width="20">, not :nope: nor <code class="language-plaintext highlighter-rouge">:smile:</code>; 10:30<img class="emoji" title=":smile:" alt=":smile:" src="https://github.githubassets.com/images/icons/emoji/unicode/1f604.png" height="20" width="20"> <tt>:tada:</tt></p>

<div class="language-plaintext highlighter-rouge"><div class="highlight"><pre class="highlight"><code>:smile: in a code block
</code></pre></div></div>

<script>var face = ":smile:";</script>
</body>
</html>

"""#

    static let mentionsIndex = #"""
<!DOCTYPE html>
<html>
<head><title>@head Home</title></head>
<body class="page">
<p>Hello <a href="https://github.com/octocat" class="user-mention">@octocat</a> and <a href="https://github.com/foo-bar" class="user-mention">@foo-bar</a>, mail jane@example.com.
<a href="https://github.com/start" class="user-mention">@start</a>, (<a href="https://github.com/paren" class="user-mention">@paren</a>), @user.name, <a href="https://github.com/dots" class="user-mention">@dots</a>… @slash/ @mention @Mentioned
<a href="https://github.com/a" class="user-mention">@a</a>@b @<a href="https://github.com/double" class="user-mention">@double</a> <code>@incode</code> é<a href="https://github.com/accent" class="user-mention">@accent</a></p>

<div class="language-plaintext highlighter-rouge"><div class="highlight"><pre class="highlight"><code>@pre block
</code></pre></div></div>

<a href="/">@inlink</a>
<script>var who = "@script";</script>
</body>
</html>

"""#
}
