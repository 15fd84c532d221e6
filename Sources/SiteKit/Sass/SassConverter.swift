import Foundation
import Liquid
import TextSupport
import Sass
import Synchronization

/// Jekyll's Scss and Sass converters (jekyll-sass-converter 2.x over sassc, which is libsass):
/// `.scss`/`.sass` documents with front matter become `.css`, compiled with the same options
/// the gem passes, so that libsass writes the same bytes Jekyll writes.
///
/// The seam into rendering is `convert(_:document:)`; source maps wait in `sourceMap(for:)`
/// until the writer takes them. Stylesheets compile on the render workers, concurrently with
/// the pages, each once per build.
final class SassConverter: Converter, @unchecked Sendable {
    let settings: SassSettings
    let source: URL
    /// The source relative to the working folder (`.` when building in it): the gem names the
    /// entry file `File.join(that, page.name)`, which is also where libsass starts relative imports.
    let sourceFromWorkingFolder: String
    /// `JEKYLL_ENV`, for `sourcemap: development`.
    let environmentName: String
    /// Output path of the `.css.map` → the map, filled as stylesheets compile.
    private let maps = Mutex<[String: String]>([:])
    /// Document → every file its stylesheet read, for `serve`.
    private let imports = Mutex<[String: [String]]>([:])

    /// Where a stylesheet may read from, symlinks resolved: the source, the theme's folder and
    /// `SASS_PATH` (the build machine's own setting).
    private let readableRoots: [String]

    init(config: SiteConfig) {
        let environment = config.environment
        self.settings = config.sass
        self.source = config.source
        var roots = [SafePaths.real(config.source.path)]
        if let theme = config.theme { roots.append(SafePaths.real(theme.root.path)) }
        roots += (environment["SASS_PATH"] ?? "").split(separator: ":").map { SafePaths.real(String($0)) }
        self.readableRoots = roots
        self.sourceFromWorkingFolder = Self.relativePath(
            from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path, to: config.source.path)
        self.environmentName = config.jekyllEnvironment
    }

    /// Whether Jekyll's Sass converters take files with this extension (`.scss`, `.sass`, any case).
    static func handles(extension ext: String) -> Bool {
        let lower = ext.lowercased()
        return lower == ".scss" || lower == ".sass"
    }

    // MARK: Converter

    var name: String { "Sass" }
    var profilePhase: Profiler.Phase { .sass }
    /// Stylesheets are few, so `--profile` names each.
    var profilesEachFile: Bool { true }
    /// Jekyll never places an asset file (a stylesheet) in a layout.
    var appliesLayouts: Bool { false }
    func prepare(_ body: String) -> (text: String, droppedLines: Int) { Self.jekyllContent(body) }
    /// The stylesheet's source map, beside it.
    func extraOutputs(of d: Document) -> [(path: String, text: String)] { sourceMap(for: d).map { [$0] } ?? [] }
    /// A partial in a load path, or a file a stylesheet imported last time.
    func mayRead(_ path: String) -> Bool { mayAffectStylesheets(path) }
    func matches(_ fileExtension: String) -> Bool { Self.handles(extension: fileExtension) }
    func outputExtension(for fileExtension: String) -> String { ".css" }

    /// Without its document: as the gem compiles with no page associated (`stdin`, no map).
    func convert(_ content: String, path: String) throws -> String {
        let syntax: SassOptions.Syntax = PathName.extension(of: path).lowercased() == "sass" ? .indented : .scss
        switch compileWithoutPage(content, syntax: syntax) {
        case .success(let css): return css
        case .failure(let error):
            throw SiteError(diagnostics: [Diagnostic(.error, "Sass: " + error.message, location: SourceLocation(
                file: path, line: max(error.line, 1), column: max(error.column, 1), lineText: error.lineText ?? ""))])
        }
    }

    /// The body as Jekyll reads a page's content: its front-matter pattern ends in
    /// `---\s*$\n?`, which also swallows the blank lines after the closing fence (they would
    /// show in the source map's copy of the file). Returns the lines dropped, for error lines.
    static func jekyllContent(_ body: String) -> (text: String, droppedLines: Int) {
        var cut = 0, lines = 0, i = 0
        let bytes = Array(body.utf8)
        while i < bytes.count, [0x20, 0x09, 0x0D, 0x0A, 0x0C, 0x0B].contains(bytes[i]) {
            if bytes[i] == 0x0A { cut = i + 1; lines += 1 }
            i += 1
        }
        if i == bytes.count { return ("", lines) }
        guard cut > 0 else { return (body, 0) }
        return (String(decoding: bytes[cut...], as: UTF8.self), lines)
    }

    /// Compiles a stylesheet document's content (its Liquid already rendered) to CSS.
    /// Throws `SiteError` located in the file libsass stopped in (the partial, not only the entry).
    func convert(_ content: String, document d: Document, firstLine: Int) throws -> String {
        // The gem associates only Jekyll::Page objects with the converter; a collection
        // document compiles as `stdin`, without a source map.
        let page = d.kind == .page ? d : nil
        let name = PathName.last(d.relativePath)
        let basename = PathName.deletingExtension(name)
        var options = baseOptions(syntax: d.fileExtension.lowercased() == ".sass" ? .indented : .scss)
        let mapRequired: Bool
        if page != nil {
            options.inputPath = join(sourceFromWorkingFolder, name)
            options.outputPath = join(sourceFromWorkingFolder, basename + ".css")
            options.sourceMapFile = join(sourceFromWorkingFolder, basename + ".css.map")
            options.sourceMapContents = true
            switch settings.sourceMaps {
            case .always: mapRequired = true
            case .never: mapRequired = false
            case .development: mapRequired = environmentName == "development"
            }
        } else {
            options.inputPath = "stdin"
            mapRequired = false
        }
        options.omitSourceMapURL = !mapRequired
        let (css, output) = try compile(content, options: options, document: d, firstLine: firstLine)
        if mapRequired, let map = output?.sourceMap {
            maps.withLock { $0[Self.mapPath(for: d)] = map }
        }
        if let output { imports.withLock { $0[d.relativePath] = output.includedFiles } }
        return css
    }

    /// `scssify` / `sassify`: the converter with no page, as the gem's filters call it.
    func compileWithoutPage(_ content: String, syntax: SassOptions.Syntax) -> Result<String, SassError> {
        var options = baseOptions(syntax: syntax)
        options.inputPath = "stdin"
        options.omitSourceMapURL = true
        guard !content.isEmpty else { return .success("") }
        let output: SassOutput
        do {
            output = try SassCompiler.compile(content, options: options, checkImport: importCheck)
        } catch {
            guard let (file, real) = outsideFile(error.file, entryName: "stdin") else { return .failure(error) }
            // libsass's message would quote the outside file (see `siteError`): name it only.
            let at = error.importedFrom.first
            return .failure(SassError(
                message: outsideMessage(file, real), file: "stdin", line: at?.line ?? 0, column: at?.column ?? 0, lineText: nil))
        }
        for file in output.includedFiles {
            guard let (file, real) = outsideFile(file, entryName: "stdin") else { continue }
            return .failure(SassError(message: outsideMessage(file, real), file: "stdin", line: 0, column: 0, lineText: nil))
        }
        return .success(finish(output.css))
    }

    /// jekyll-sass-converter's SourceMapPage, for a page (not a collection document) with maps
    /// on for this environment; its text while the writer has not taken it.
    func pageAdded(byConverting d: Document) -> (path: String, text: () -> String?)? {
        guard d.kind == .page else { return nil }
        switch settings.sourceMaps {
        case .always: break
        case .never: return nil
        case .development: guard environmentName == "development" else { return nil }
        }
        let path = Self.mapPath(for: d)
        return (path, { [self] in maps.withLock { $0[path] } })
    }

    /// The source map written for `d`, taken once by the writer.
    func sourceMap(for d: Document) -> (path: String, text: String)? {
        let path = Self.mapPath(for: d)
        guard let text = maps.withLock({ $0.removeValue(forKey: path) }) else { return nil }
        return (path, text)
    }

    /// Jekyll's SourceMapPage: beside the stylesheet, named after the source file.
    static func mapPath(for d: Document) -> String {
        let folder = (d.outputPath as NSString).deletingLastPathComponent
        let name = PathName.deletingExtension(PathName.last(d.relativePath)) + ".css.map"
        return folder.isEmpty ? name : folder + "/" + name
    }

    /// Whether a change to `path` (absolute) can change a stylesheet: a file in a load path,
    /// or one a stylesheet read last time.
    func mayAffectStylesheets(_ path: String) -> Bool {
        if settings.loadPaths.contains(where: { path.hasPrefix($0 + "/") }) { return true }
        return imports.withLock { $0.values.contains { $0.contains(path) } }
    }

    private func baseOptions(syntax: SassOptions.Syntax) -> SassOptions {
        var options = SassOptions(style: settings.style, syntax: syntax, loadPaths: settings.loadPaths)
        options.lineComments = settings.lineComments
        options.sourceMapEmbed = settings.sourceMapEmbed
        options.precision = settings.precision
        return options
    }

    private func compile(_ content: String, options: SassOptions, document d: Document, firstLine: Int) throws -> (String, SassOutput?) {
        // sassc returns an empty template as it is, without compiling (or a map).
        guard !content.isEmpty else { return ("", nil) }
        let output: SassOutput
        do {
            output = try SassCompiler.compile(content, options: options, checkImport: importCheck)
        } catch {
            throw siteError(error, document: d, entryName: options.inputPath ?? "stdin", firstLine: firstLine)
        }
        try checkInside(output.includedFiles, entryName: options.inputPath, document: d)
        return (finish(output.css), output)
    }

    /// libsass reads imports itself and follows symlinks: a partial linked out of the site or
    /// a theme (`_sass/_x.scss -> /home/…`), or an absolute `load_paths` entry, would put a file
    /// of the build machine into the published CSS. Refused, naming the file as imported.
    private func checkInside(_ files: [String], entryName: String?, document d: Document) throws {
        for file in files {
            guard let (file, real) = outsideFile(file, entryName: entryName) else { continue }
            throw SiteError(diagnostics: [Diagnostic(
                .error, "Sass: " + outsideMessage(file, real),
                location: SourceLocation(file: d.relativePath, line: 1, column: 1, lineText: TextLines.line(1, of: d.fileText) ?? ""))])
        }
    }

    /// Asked by libsass before it opens an import: a FIFO, socket or device would block the
    /// open (or read without end), and a file outside the site must not be read at all; both
    /// are refused at the `@import` line, before libsass touches them.
    private var importCheck: SassCompiler.ImportCheck {
        { [self] path in
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
                return "'\(displayPath(path))' is not a regular file (a FIFO, socket or device); sitegen reads only regular files"
            }
            if let (file, real) = outsideFile(path, entryName: nil) { return outsideMessage(file, real) }
            return nil
        }
    }

    /// `file` as libsass named it and its real path, when it is neither the entry nor inside the
    /// source, the theme or `SASS_PATH` once symlinks are resolved; nil when it may be read.
    private func outsideFile(_ file: String, entryName: String?) -> (file: String, real: String)? {
        guard file != "stdin", file != entryName else { return nil }
        let real = SafePaths.real(absolute(file))
        return readableRoots.contains(where: { SafePaths.isInside(real, root: $0) }) ? nil : (file, real)
    }

    private func outsideMessage(_ file: String, _ real: String) -> String {
        "'\(displayPath(file))' is outside the site (it leads to \(real)); sitegen reads no files outside the source folder and the theme"
    }

    /// libsass starts a UTF-8 stylesheet with a byte-order mark in compressed style; the gem
    /// replaces it by `@charset "UTF-8";` when `add_charset` is on, else removes it.
    private func finish(_ css: String) -> String {
        guard css.hasPrefix("\u{FEFF}") else { return css }
        return (settings.addCharset ? "@charset \"UTF-8\";" : "") + css.dropFirst()
    }

    /// A libsass error as the site author sees it: the file relative to the source (the
    /// document itself for the entry, with its front matter counted in the line), the line
    /// shown, and the imports that led there.
    func siteError(_ error: SassError, document d: Document, entryName: String, firstLine: Int) -> SiteError {
        func location(file: String, line: Int, column: Int, text: String?) -> SourceLocation {
            if file == "stdin" || absolute(file) == absolute(entryName) {
                let fileLine = line + firstLine - 1
                let shown = TextLines.line(fileLine, of: d.fileText) ?? text ?? ""
                return SourceLocation(file: d.relativePath, line: fileLine, column: max(column, 1), lineText: shown)
            }
            return SourceLocation(file: displayPath(file), line: line, column: max(column, 1), lineText: text ?? "")
        }
        let chain = error.importedFrom.map { location(file: $0.file, line: $0.line, column: $0.column, text: nil) }
        if let (file, real) = outsideFile(error.file, entryName: entryName) {
            // The error is in a file libsass read from outside the site (a symlink, an absolute
            // `@import` or `load_paths` entry): its message (`Invalid CSS after "root:x:0:0…"`)
            // and line would print that file's text, so the error names the file only, at the
            // `@import` that reached it.
            let at = chain.first ?? SourceLocation(file: d.relativePath, line: 1, column: 1, lineText: TextLines.line(1, of: d.fileText) ?? "")
            return SiteError(diagnostics: [Diagnostic(.error, "Sass: " + outsideMessage(file, real), location: at, includeChain: Array(chain.dropFirst()))])
        }
        let main = location(file: error.file, line: error.line, column: error.column, text: error.lineText)
        return SiteError(diagnostics: [Diagnostic(.error, "Sass: " + error.message, location: main, includeChain: chain)])
    }

    /// A path libsass reported, relative to the source when inside it.
    func displayPath(_ file: String) -> String {
        let path = absolute(file)
        return path.hasPrefix(source.path + "/") ? String(path.dropFirst(source.path.count + 1)) : path
    }

    /// libsass names files as given (`./main.scss`), tidied (`main.scss`), or resolved: compare them absolute.
    private func absolute(_ file: String) -> String {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return (file.hasPrefix("/") ? URL(fileURLWithPath: file) : URL(fileURLWithPath: file, relativeTo: cwd)).standardizedFileURL.path
    }

    private func join(_ folder: String, _ name: String) -> String { folder + "/" + name }

    /// Ruby's Pathname#relative_path_from for two absolute, standardized paths.
    static func relativePath(from base: String, to target: String) -> String {
        let b = base.split(separator: "/"), t = target.split(separator: "/")
        var common = 0
        while common < b.count, common < t.count, b[common] == t[common] { common += 1 }
        let parts = Array(repeating: "..", count: b.count - common) + t[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
