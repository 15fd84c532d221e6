import Foundation
import Testing
@testable import SiteKit
import TestSupport

/// The pipeline asks its parts instead of naming them (docs/internals.md, "Adding a gem, a
/// filter, a converter or a lexer"): no code in `Render/` or `Pipeline/` names a converter, a
/// gem, a plugin's types or a tag a plugin registers. Only `Plugins/PluginCatalog.swift` maps
/// gem names to plugins.
@Suite struct PipelineNamesNoPartsTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/SiteKit").standardizedFileURL

    /// The Swift files under `folder`, their comments removed (a `//` outside a string literal
    /// to the end of its line): a comment may say which part a rule serves.
    static func code(in folder: String) throws -> [(file: String, text: String)] {
        let root = sources.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!names.isEmpty, "no Swift files under \(folder)")
        return try names.map { name in
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
                var inString = false
                var previous: Character = " "
                for index in line.indices {
                    let c = line[index]
                    if c == "\"" { inString.toggle() }
                    if !inString, c == "/", previous == "/" { return line[..<line.index(before: index)] }
                    previous = c
                }
                return line
            }
            return ("\(folder)/\(name)", lines.joined(separator: "\n"))
        }
    }

    /// What must not be named: every gem name the catalog knows, the types of every plugin,
    /// converter and generator they register, the includes they bring, and every tag registered
    /// outside Liquid's standard ones (found as `registerTag("NAME"` in SiteKit's sources).
    static func forbiddenNames() throws -> [String] {
        let catalog = PluginCatalog.all
        var names = catalog.map(\.name) + PluginCatalog.gitHubPagesDefaults
        names += catalog.map { String(describing: type(of: $0)) } + [String(describing: JekyllCorePlugin.self)]
        var values = SiteConfig.jekyllDefaults
        values["plugins"] = .array(catalog.map { .string($0.name) })
        // An empty source of its own: some plugins look at the site when they register
        // (jekyll-coffeescript walks it for `.coffee` pages), and `/tmp`, once the source here,
        // held every other process's files; walking them took minutes on a busy machine.
        let source = try TemporaryFolder("sitegen-plugin-names")
        let config = try SiteConfig(
            values: values,
            source: source.url, destination: source.url("_site"), files: [])
        let registry = PluginRegistry.resolve(config: config).registry
        names += registry.converters.flatMap { [String(describing: type(of: $0)), "\"\($0.name)\""] }
        names += registry.generators.map { String(describing: type(of: $0)) }
        names += registry.postRenderHooks.map { String(describing: type(of: $0)) }
        names += registry.includes.keys.map { "\"\($0)\"" }
        var tags = Set<String>()
        let pattern = try NSRegularExpression(pattern: #"registerTag\("([^"]+)""#)
        for folder in ["Jekyll", "Plugins", "Sass"] {
            for (_, text) in try code(in: folder) {
                for m in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    tags.insert((text as NSString).substring(with: m.range(at: 1)))
                }
            }
        }
        #expect(tags.isSuperset(of: ["highlight", "variant", "seo", "feed_meta", "sitegen_experiments"]))
        names += tags.sorted().map { "\"\($0)\"" }
        return Array(Set(names)).sorted()
    }

    @Test func renderAndPipelineNameNoConverterGemOrTag() throws {
        let forbidden = try Self.forbiddenNames()
        var found: [String] = []
        for folder in ["Render", "Pipeline"] {
            for (file, text) in try Self.code(in: folder) {
                for name in forbidden where text.contains(name) { found.append("\(file): \(name)") }
            }
        }
        #expect(found.isEmpty, "named in the pipeline: \(found)")
    }

    @Test func theCatalogIsWhereGemsAreNamed() throws {
        let catalog = try Self.code(in: "Plugins").first { $0.file == "Plugins/PluginCatalog.swift" }
        let text = try #require(catalog?.text)
        for plugin in PluginCatalog.all { #expect(text.contains(String(describing: type(of: plugin)))) }
    }
}
