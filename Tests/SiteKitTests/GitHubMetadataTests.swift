import Foundation
import Testing
@testable import SiteKit

@Suite struct GitHubMetadataTests {
    @Test func siteGitHubFromTheLocalCheckoutAndConfigWithoutNetwork() throws {
        let site = try FixtureSite("github-metadata")
        defer { site.remove() }
        // A checkout as git leaves it: the origin remote, the branch and its revision.
        try site.write("[core]\n\tbare = false\n[remote \"origin\"]\n\turl = git@github.com:octo/blog.git\n", to: ".git/config")
        try site.write("ref: refs/heads/pages\n", to: ".git/HEAD")
        try site.write("0123456789abcdef0123456789abcdef01234567\n", to: ".git/refs/heads/pages")
        try site.build()
        #expect(site.output("index.html") == """
            octo/blog|https://octo.github.io/blog|https://github.com/octo/blog/zipball/pages|\
            0123456789abcdef0123456789abcdef01234567|true|Own tagline

            """)
    }

    @Test func ownerAndNameFromRemoteForms() {
        #expect(GitHubMetadata.ownerAndName(fromRemote: "https://github.com/a/b.git") == "a/b")
        #expect(GitHubMetadata.ownerAndName(fromRemote: "git@github.com:a/b") == "a/b")
        #expect(GitHubMetadata.ownerAndName(fromRemote: "https://gitlab.com/a/b") == nil)
    }
}
