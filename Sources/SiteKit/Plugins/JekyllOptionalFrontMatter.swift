import Foundation
import Liquid

/// jekyll-optional-front-matter: Markdown files without front matter become pages too (the
/// file is still copied as it is, unless the gem's `remove_originals`, which sitegen does not
/// offer); README, LICENSE, CONTRIBUTING and the like are left alone unless `include:` names them.
struct JekyllOptionalFrontMatterPlugin: Plugin {
    var name: String { "jekyll-optional-front-matter" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: OptionalFrontMatterGenerator())
    }
}

struct OptionalFrontMatterGenerator: Generator {
    var name: String { "jekyll-optional-front-matter" }
    var readsFrontMatterKeys: Set<String> { [] }

    static let leftAlone: Set<String> = [
        "README", "LICENSE", "LICENCE", "COPYING", "CODE_OF_CONDUCT", "CONTRIBUTING", "ISSUE_TEMPLATE", "PULL_REQUEST_TEMPLATE",
    ]

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        let settings = site.config.values["optional_front_matter"] ?? .nil
        if case .bool(false) = settings.property("enabled") { return [] }
        if site.config.values["require_front_matter"]?.isTruthy == true { return [] }
        return site.staticFiles.compactMap { file -> GeneratedPage? in
            guard file.collection == nil, file.writesOutput, site.config.markdownExtensions.contains("." + PathName.extension(of: file.relativePath).lowercased())
            else { return nil }
            let base = PathName.deletingExtension(PathName.last(file.relativePath))
            let included = site.config.include.contains(file.relativePath) || site.config.include.contains(PathName.last(file.relativePath))
            guard included || !Self.leftAlone.contains(base.uppercased()) else { return nil }
            return markdownPage(for: file, in: site, permalink: nil)
        }
    }
}
