import Foundation
import Testing
@testable import SiteKit

@Suite struct SassBuildTests {
    @Test func scssPageWithFrontMatterBecomesCSSWithLiquidRenderedFirst() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try site.build()
        // `style: :compressed` (a Ruby symbol spelling); the partial comes from _sass.
        #expect(site.output("assets/main.css") == "body{margin:2px}.brand{color:#123456}\n")
        #expect(site.output("assets/main.scss") == nil)
    }

    @Test func indentedSassPageBecomesCSS() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try site.build()
        #expect(site.output("assets/indented.css") == ".ind{margin:0}\n")
    }

    @Test func sassFilesWithoutFrontMatterAreCopiedAsTheyAre() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try site.build()
        #expect(site.output("assets/plain.scss") == "$x: 1px;\n.plain { a: $x; }\n")
        #expect(site.output("assets/plain.css") == nil)
        // Named in `include:` but without front matter: a static file, as in Jekyll.
        #expect(site.output("_extra.scss") == ".extra { a: b; }\n")
        #expect(!site.outputPaths().contains { $0.hasPrefix("_sass") })
    }

    @Test func scssifyAndSassifyUseTheSiteStyle() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try site.build()
        #expect(site.output("filters.html")?.drop { $0 == "\n" } == ".f{g:h}\n|.s{t:u}\n")
    }

    @Test func defaultStyleIsSasscsCompactAndSourceMapIsWrittenBesideTheCSS() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try site.write("brand: \"#123456\"\ninclude: [_extra.scss]\n", to: "_config.yml")
        try site.build()
        #expect(site.output("assets/main.css") == "body { margin: 2px; }\n\n.brand { color: #123456; }\n\n/*# sourceMappingURL=main.css.map */")
        let map = try #require(site.output("assets/main.css.map"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(map.utf8)) as? [String: Any])
        #expect(json["file"] as? String == "main.css")
        // As the gem names them: the entry by its file name, the partial relative to the working folder.
        let sources = try #require(json["sources"] as? [String])
        #expect(sources.first == "main.scss")
        #expect(sources.count == 2 && sources[1].hasSuffix("_sass/_base.scss"))
        // The blank line after the front matter is not part of the content, as in Jekyll.
        #expect((json["sourcesContent"] as? [String])?.first == "@import \"base\";\n.brand { color: #123456; }\n")
    }

    @Test func sourcemapDevelopmentFollowsJekyllEnv() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try site.write("brand: red\nsass:\n  sourcemap: development\n  style: expanded\n", to: "_config.yml")
        let settings = try SiteConfig.load(options: site.options()).sass
        #expect(settings.sourceMaps == .development)
        #expect(settings.style == .expanded)
        try site.build()
        let expectMap = (ProcessInfo.processInfo.environment["JEKYLL_ENV"] ?? "development") == "development"
        #expect((site.output("assets/main.css.map") != nil) == expectMap)
    }

    @Test func lineCommentsNameTheSourceLines() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try site.write("brand: red\nsass:\n  line_comments: true\n  style: expanded\n  sourcemap: never\n", to: "_config.yml")
        try site.build()
        let css = try #require(site.output("assets/main.css"))
        #expect(css.contains("/* line 2, "))
        #expect(css.contains("_sass/_base.scss */\nbody {\n  margin: 2px;\n}"))
    }

    @Test func loadPathsAreSearchedBeforeSassDir() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try site.write("$gap: 9px;\nbody { margin: $gap; }\n", to: "vendor-styles/one/_base.scss")
        try site.write("brand: red\nsass:\n  style: compressed\n  sourcemap: never\n  load_paths: [\"vendor-styles/*\"]\nexclude: [vendor-styles]\n", to: "_config.yml")
        try site.build()
        #expect(site.output("assets/main.css")?.hasPrefix("body{margin:9px}") == true)
    }

    @Test func syntaxErrorInPartialNamesThePartialAndTheImport() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try site.build()
        try site.write("$gap: 2px;\nbody {\n  margin: ;\n}\n", to: "_sass/_base.scss")
        let error = try #require(site.buildError())
        let d = try #require(error.diagnostics.first)
        #expect(d.message == "Sass: style declaration must contain a value")
        #expect(d.location?.file == "_sass/_base.scss")
        #expect(d.location?.line == 3)
        #expect(d.location?.column == 9)
        #expect(d.location?.lineText == "  margin: ;")
        // The import in assets/main.scss is on line 4 of the file (after the front matter).
        #expect(d.includeChain.map(\.file) == ["assets/main.scss"])
        #expect(d.includeChain.first?.line == 4)
        // The previous site is untouched.
        #expect(site.output("assets/main.css") == "body{margin:2px}.brand{color:#123456}\n")
    }

    @Test func syntaxErrorInTheEntryCountsTheFrontMatterLines() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try site.write("---\n---\n\n.ok { a: b; }\n.broken { color: red;\n", to: "assets/main.scss")
        let error = try #require(site.buildError())
        let d = try #require(error.diagnostics.first)
        #expect(d.message.hasPrefix("Sass: "))
        #expect(d.location?.file == "assets/main.scss")
        #expect(d.location?.line == 5)
        #expect(d.location?.lineText == ".broken { color: red;")
    }

    @Test func missingPartialIsALocatedError() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("_sass/_base.scss"))
        let error = try #require(site.buildError())
        let d = try #require(error.diagnostics.first)
        #expect(d.message.hasPrefix("Sass: File to import not found or unreadable: base."))
        #expect(d.location?.file == "assets/main.scss")
        #expect(d.location?.line == 4)
        #expect(d.location?.lineText == "@import \"base\";")
    }

    @Test func importLoopIsALocatedErrorNotAHang() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try site.write("@import \"loop\";\nbody { margin: 0; }\n", to: "_sass/_base.scss")
        try site.write("@import \"base\";\n", to: "_sass/_loop.scss")
        let error = try #require(site.buildError())
        let d = try #require(error.diagnostics.first)
        #expect(d.message.contains("loop"))
        #expect(d.location?.file?.hasPrefix("_sass/") == true)
    }

    @Test func nonUTF8StylesheetIsALocatedError() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        let bytes: [UInt8] = Array("---\n---\n.a { content: \"".utf8) + [0xFF, 0xFE] + Array("\"; }\n".utf8)
        try Data(bytes).write(to: site.source.appendingPathComponent("assets/bad.scss"))
        let error = try #require(site.buildError())
        #expect(error.diagnostics.first?.location?.file == "assets/bad.scss")
    }

    @Test func emptyStylesheetIsAnEmptyFileAsInJekyll() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try site.write("---\n---\n", to: "assets/empty.scss")
        try site.build()
        #expect(site.output("assets/empty.css") == "")
    }

    @Test func profileHasASassPhase() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        let report = try site.build { $0.profile = true }
        #expect(report.profileText.contains("\nSass "))
        #expect(report.profileText.contains("assets/main.scss"))
    }

    @Test func unknownStyleWarnsAndFallsBackToCompact() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        try site.write("brand: red\nsass:\n  style: pretty\n  sourcemap: never\n", to: "_config.yml")
        let report = try site.build()
        #expect(report.warnings.map(\.message) == ["sass: style 'pretty' is not one of nested, expanded, compact, compressed; using compact, as Jekyll does"])
        #expect(site.output("assets/indented.css") == ".ind { margin: 0; }\n")
    }

    @Test func editingAPartialRecompilesTheStylesheetsAsAFullBuildWould() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        let builder = SiteBuilder(options: site.options())
        builder.keepsStateForRebuilds = true
        _ = try builder.build()
        try site.write("$gap: 7px;\nbody { margin: $gap; }\n", to: "_sass/_base.scss")
        #expect(builder.classify("_sass/_base.scss") == .converterInput)
        let (report, kind) = try builder.rebuild(changed: ["_sass/_base.scss"])
        #expect(kind == .partial(documents: ["assets/indented.sass", "assets/main.scss"], staticFiles: []))
        // Only CSS was written: `serve` swaps the stylesheets in the browser without a reload.
        #expect(report.stylesheetsOnly)
        let rebuilt = site.output("assets/main.css")
        #expect(rebuilt == "body{margin:7px}.brand{color:#123456}\n")
        try site.build()
        #expect(site.output("assets/main.css") == rebuilt)
    }

    @Test func brokenPartialInARebuildIsAnErrorAndTheFixRecovers() throws {
        let site = try FixtureSite("sass")
        defer { site.remove() }
        let builder = SiteBuilder(options: site.options())
        builder.keepsStateForRebuilds = true
        _ = try builder.build()
        try site.write("body { margin: ; }\n", to: "_sass/_base.scss")
        #expect(throws: SiteError.self) { try builder.rebuild(changed: ["_sass/_base.scss"]) }
        try site.write("body { margin: 3px; }\n", to: "_sass/_base.scss")
        _ = try builder.rebuild(changed: ["_sass/_base.scss"])
        #expect(site.output("assets/main.css") == "body{margin:3px}.brand{color:#123456}\n")
    }
}
