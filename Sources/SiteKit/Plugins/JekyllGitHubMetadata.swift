import Foundation
import Liquid
import OrderedCollections

/// jekyll-github-metadata without the network: `site.github` worked out from the repository
/// (`repository:` in the config, `PAGES_REPO_NWO`, or the `origin` remote in `.git/config`),
/// the checked-out branch and revision, and `JEKYLL_ENV`; keys the site sets under `github:`
/// win. Fields only the GitHub API knows (contributors, releases, public repositories) are
/// left out rather than guessed.
struct JekyllGitHubMetadataPlugin: Plugin {
    var name: String { "jekyll-github-metadata" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(siteValues: { model in ["github": GitHubMetadata.value(for: model.config)] })
    }
}

enum GitHubMetadata {
    static func value(for config: SiteConfig) -> Value {
        let git = GitCheckout.find(from: config.source)
        var nwo = config.values["repository"]?.stringValue ?? config.environment["PAGES_REPO_NWO"]
        if nwo == nil, let remote = git?.originURL { nwo = ownerAndName(fromRemote: remote) }
        var fields = OrderedDictionary<String, Value>()
        let environment = config.jekyllEnvironment
        fields["environment"] = .string(environment == "production" ? "dotcom" : environment)
        fields["hostname"] = "github.com"
        fields["pages_env"] = .string(environment == "production" ? "dotcom" : environment)
        fields["pages_hostname"] = "github.io"
        fields["api_url"] = "https://api.github.com"
        fields["help_url"] = "https://help.github.com"
        if let nwo, case let parts = nwo.split(separator: "/"), parts.count == 2 {
            let owner = String(parts[0]), name = String(parts[1])
            let repoURL = "https://github.com/\(nwo)"
            let branch = git?.branch ?? "main"
            let isUserPage = name.lowercased() == "\(owner.lowercased()).github.io" || name.lowercased() == "\(owner.lowercased()).github.com"
            fields["repository_nwo"] = .string(nwo)
            fields["repository_name"] = .string(name)
            fields["owner_name"] = .string(owner)
            fields["owner_url"] = .string("https://github.com/\(owner)")
            fields["project_title"] = .string(name)
            fields["repository_url"] = .string(repoURL)
            fields["issues_url"] = .string(repoURL + "/issues")
            fields["releases_url"] = .string(repoURL + "/releases")
            fields["clone_url"] = .string(repoURL + ".git")
            fields["zip_url"] = .string(repoURL + "/zipball/\(branch)")
            fields["tar_url"] = .string(repoURL + "/tarball/\(branch)")
            fields["is_user_page"] = .bool(isUserPage)
            fields["is_project_page"] = .bool(!isUserPage)
            let pagesHost = "https://\(owner.lowercased()).github.io"
            fields["url"] = .string(isUserPage ? pagesHost : "\(pagesHost)/\(name)")
            fields["source"] = ["branch": .string(branch), "path": "/"]
        }
        if let revision = git?.revision { fields["build_revision"] = .string(revision) }
        // The site's own `github:` settings override what was worked out, as in the gem.
        if case .dictionary(let own)? = config.values["github"] { for (k, v) in own { fields[k] = v } }
        return .dictionary(fields)
    }

    /// `owner/name` from `git@github.com:owner/name.git` or `https://github.com/owner/name(.git)`.
    static func ownerAndName(fromRemote url: String) -> String? {
        guard let range = url.range(of: "github.com") else { return nil }
        var rest = url[range.upperBound...].drop { $0 == ":" || $0 == "/" }
        if rest.hasSuffix(".git") { rest = rest.dropLast(4) }
        let parts = rest.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        return "\(parts[0])/\(parts[1])"
    }
}

/// The git checkout a site sits in, read from `.git` files (no `git` process, no network).
struct GitCheckout {
    var originURL: String?
    var branch: String?
    var revision: String?

    static func find(from folder: URL) -> GitCheckout? {
        var dir = folder.standardizedFileURL
        for _ in 0..<32 {
            let git = dir.appendingPathComponent(".git")
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: git.path, isDirectory: &isDir), isDir.boolValue { return read(git) }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return nil }
            dir = parent
        }
        return nil
    }

    private static func read(_ git: URL) -> GitCheckout {
        var checkout = GitCheckout()
        if let config = try? String(contentsOf: git.appendingPathComponent("config"), encoding: .utf8) {
            var inOrigin = false
            for line in config.split(separator: "\n") {
                let t = line.trimmingCharacters(in: .whitespaces)
                if t.hasPrefix("[") { inOrigin = t == "[remote \"origin\"]"; continue }
                if inOrigin, t.hasPrefix("url"), let eq = t.firstIndex(of: "=") {
                    checkout.originURL = t[t.index(after: eq)...].trimmingCharacters(in: .whitespaces)
                }
            }
        }
        if let head = try? String(contentsOf: git.appendingPathComponent("HEAD"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines) {
            if head.hasPrefix("ref: ") {
                let ref = String(head.dropFirst(5))
                checkout.branch = ref.hasPrefix("refs/heads/") ? String(ref.dropFirst(11)) : nil
                if let sha = try? String(contentsOf: git.appendingPathComponent(ref), encoding: .utf8) {
                    checkout.revision = sha.trimmingCharacters(in: .whitespacesAndNewlines)
                } else if let packed = try? String(contentsOf: git.appendingPathComponent("packed-refs"), encoding: .utf8) {
                    for line in packed.split(separator: "\n") where line.hasSuffix(" " + ref) {
                        checkout.revision = String(line.prefix { $0 != " " })
                    }
                }
            } else {
                checkout.revision = head
            }
        }
        return checkout
    }
}
