import Foundation
import Testing
import Liquid
@testable import SiteKit

/// jekyll-avatar, jekyll-gist and jekyll-include-cache write what the gems write for the
/// `plugin-tags` fixture (expected text from Debian's Jekyll 4.3.1 build of it).
@Suite struct SmallPluginTagTests {
    @Test func avatarGistAndIncludeCachedAsTheGemsWriteThem() throws {
        let site = try FixtureSite("plugin-tags")
        defer { site.remove() }
        try site.build()
        #expect(site.output("index.html") == Self.expected)
    }

    /// A tag factory that captured its environment (jekyll-avatar's did) kept every build's
    /// environment alive, with its parsed includes and site data: a leak per build in `serve`.
    @Test func environmentWithEveryPluginIsFreedWhenDropped() throws {
        weak var dropped: Liquid.Environment?
        do {
            let environment = try ReferenceDocsTests.environmentWithEveryPlugin()
            dropped = environment
            #expect(dropped != nil)
        }
        #expect(dropped == nil)
    }

    static let expected = #"""
<img class="avatar avatar-small" alt="hubot" width="40" height="40" data-proofer-ignore="true" src="https://avatars3.githubusercontent.com/hubot?v=3&s=40" srcset="https://avatars3.githubusercontent.com/hubot?v=3&s=40 1x, https://avatars3.githubusercontent.com/hubot?v=3&s=80 2x, https://avatars3.githubusercontent.com/hubot?v=3&s=120 3x, https://avatars3.githubusercontent.com/hubot?v=3&s=160 4x" />
<img class="avatar" alt="octocat" width="60" height="60" data-proofer-ignore="true" src="https://avatars0.githubusercontent.com/octocat?v=3&s=60" srcset="https://avatars0.githubusercontent.com/octocat?v=3&s=60 1x, https://avatars0.githubusercontent.com/octocat?v=3&s=120 2x, https://avatars0.githubusercontent.com/octocat?v=3&s=180 3x, https://avatars0.githubusercontent.com/octocat?v=3&s=240 4x" />
<img class="avatar avatar-small" alt="mona" width="40" height="40" data-proofer-ignore="true" src="" data-src="https://avatars0.githubusercontent.com/mona?v=3&s=40" data-srcset="https://avatars0.githubusercontent.com/mona?v=3&s=40 1x, https://avatars0.githubusercontent.com/mona?v=3&s=80 2x, https://avatars0.githubusercontent.com/mona?v=3&s=120 3x, https://avatars0.githubusercontent.com/mona?v=3&s=160 4x" />
<script src="https://gist.github.com/parkr/931c1c8d465a04042403.js"> </script>
<script src="https://gist.github.com/parkr/931c1c8d465a04042403.js?file=jekyll-private-gist.markdown"> </script>
cached 1


"""#
}
