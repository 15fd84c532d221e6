import Foundation
import Testing
@testable import Sass

/// A temporary folder of partials for load-path tests.
private struct PartialFolder {
    let root: URL
    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sass-test-\(UUID().uuidString)")
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
    func remove() { try? FileManager.default.removeItem(at: root) }
}

@Suite struct SassCompilerTests {
    static let nestedRule = "$pad: 4px;\n.card { padding: $pad * 2; .title { margin: 0; } }\n"

    @Test(arguments: [
        (SassOptions.Style.compact, ".card { padding: 8px; }\n\n.card .title { margin: 0; }\n"),
        (.expanded, ".card {\n  padding: 8px;\n}\n\n.card .title {\n  margin: 0;\n}\n"),
        (.nested, ".card {\n  padding: 8px; }\n  .card .title {\n    margin: 0; }\n"),
        (.compressed, ".card{padding:8px}.card .title{margin:0}\n"),
    ])
    func eachStyleWritesLibsassBytes(style: SassOptions.Style, css: String) throws {
        let output = try SassCompiler.compile(Self.nestedRule, options: SassOptions(style: style))
        #expect(output.css == css)
    }

    @Test(arguments: [("compressed", SassOptions.Style.compressed), (":compact", .compact), ("expanded", .expanded), (":nested", .nested)])
    func styleReadsPlainAndRubySymbolSpellings(text: String, style: SassOptions.Style) {
        #expect(SassOptions.Style(configValue: text) == style)
    }

    @Test func unknownStyleSpellingIsNil() {
        #expect(SassOptions.Style(configValue: "pretty") == nil)
        #expect(SassOptions.Style(configValue: " expanded") == nil)
    }

    @Test func indentedSyntaxCompiles() throws {
        var options = SassOptions(style: .compact, syntax: .indented)
        options.inputPath = "stdin"
        let output = try SassCompiler.compile("$c: #333\n.a\n  color: $c\n", options: options)
        #expect(output.css == ".a { color: #333; }\n")
    }

    @Test func partialsAreFoundOnLoadPathsInOrder() throws {
        let first = try PartialFolder(["_colors.scss": "$main: red;\n"])
        let second = try PartialFolder(["_colors.scss": "$main: blue;\n", "_extra.scss": ".x { y: z; }\n"])
        defer { first.remove(); second.remove() }
        let options = SassOptions(style: .compressed, loadPaths: [first.root.path, second.root.path])
        let output = try SassCompiler.compile("@import \"colors\", \"extra\";\n.a { color: $main; }\n", options: options)
        #expect(output.css == ".x{y:z}.a{color:red}\n")
        #expect(output.includedFiles.contains(first.root.path + "/_colors.scss"))
        #expect(output.includedFiles.contains(second.root.path + "/_extra.scss"))
    }

    @Test func errorInPartialNamesThePartialLineColumnAndImportTrace() throws {
        let folder = try PartialFolder(["_broken.scss": ".ok { a: b; }\n.bad {\n  color: ;\n}\n"])
        defer { folder.remove() }
        var options = SassOptions(loadPaths: [folder.root.path])
        options.inputPath = "main.scss"
        let error = #expect(throws: SassError.self) {
            try SassCompiler.compile("// entry\n@import \"broken\";\n", options: options)
        }
        #expect(error?.message == "style declaration must contain a value")
        #expect(error?.file == folder.root.path + "/_broken.scss")
        #expect(error?.line == 3)
        #expect(error?.column == 8)
        #expect(error?.lineText == "  color: ;")
        #expect(error?.importedFrom == [SassError.Position(file: "main.scss", line: 2, column: 1)])
    }

    @Test func missingImportIsALocatedError() throws {
        var options = SassOptions()
        options.inputPath = "main.scss"
        let error = #expect(throws: SassError.self) {
            try SassCompiler.compile(".a { b: c; }\n@import \"nowhere\";\n", options: options)
        }
        #expect(error?.message.hasPrefix("File to import not found or unreadable: nowhere.") == true)
        #expect(error?.file == "main.scss")
        #expect(error?.line == 2)
    }

    @Test func importLoopIsAnErrorNotAHang() throws {
        let folder = try PartialFolder(["_a.scss": "@import \"b\";\n", "_b.scss": "@import \"a\";\n"])
        defer { folder.remove() }
        var options = SassOptions(loadPaths: [folder.root.path])
        options.inputPath = "main.scss"
        let error = #expect(throws: SassError.self) {
            try SassCompiler.compile("@import \"a\";\n", options: options)
        }
        #expect(error?.message.contains("loop") == true)
        #expect(error?.line ?? 0 > 0)
    }

    @Test func sourceMapNamesTheCSSFileAndTheSourcesRelativeToTheMap() throws {
        var options = SassOptions(style: .compact)
        options.inputPath = "./main.scss"
        options.outputPath = "./main.css"
        options.sourceMapFile = "./main.css.map"
        options.sourceMapContents = true
        let output = try SassCompiler.compile(".a { b: c; }\n", options: options)
        #expect(output.css == ".a { b: c; }\n\n/*# sourceMappingURL=main.css.map */")
        let map = try #require(output.sourceMap)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(map.utf8)) as? [String: Any])
        #expect(json["file"] as? String == "main.css")
        #expect(json["sources"] as? [String] == ["main.scss"])
        #expect(json["sourcesContent"] as? [String] == [".a { b: c; }\n"])
    }

    @Test func omittedMapURLLeavesTheCSSClean() throws {
        var options = SassOptions(style: .compressed)
        options.sourceMapFile = "out.css.map"
        options.omitSourceMapURL = true
        let output = try SassCompiler.compile(".a { b: c; }", options: options)
        #expect(output.css == ".a{b:c}\n")
        #expect(output.sourceMap != nil)
    }

    @Test func lineCommentsNameTheSourceLine() throws {
        var options = SassOptions(style: .expanded)
        options.inputPath = "site.scss"
        options.lineComments = true
        let output = try SassCompiler.compile("\n.a { b: c; }\n", options: options)
        #expect(output.css == "/* line 2, site.scss */\n.a {\n  b: c;\n}\n")
    }

    @Test func precisionRoundsNumbers() throws {
        var options = SassOptions(style: .compressed)
        options.precision = 3
        let output = try SassCompiler.compile(".a { w: (100% / 3); }", options: options)
        #expect(output.css == ".a{w:33.333%}\n")
    }

    @Test func nonASCIIInCompressedStyleStartsWithAByteOrderMark() throws {
        // libsass marks UTF-8 this way; the SiteKit converter replaces it as Jekyll does.
        let output = try SassCompiler.compile(".a::after { content: \"→\"; }", options: SassOptions(style: .compressed))
        #expect(output.css.hasPrefix("\u{FEFF}"))
    }

    @Test func importTraceIsReadFromLibsassMessage() {
        let message = "Error: bad\n        on line 3:8 of /p/_broken.scss\n        from line 2:1 of /p/_mid.scss\n        from line 1:1 of main.scss\n>> x\n"
        #expect(SassCompiler.importChain(message) == [
            SassError.Position(file: "/p/_mid.scss", line: 2, column: 1),
            SassError.Position(file: "main.scss", line: 1, column: 1),
        ])
    }
}
