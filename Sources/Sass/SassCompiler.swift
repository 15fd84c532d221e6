import CSass
import Foundation

/// Compiles SCSS or indented Sass with libsass, the compiler behind Jekyll's sassc gem.
/// The only file that touches libsass's pointers: everything is copied into Swift values and
/// the context freed before returning. Contexts are independent, so stylesheets compile on
/// several threads at once.
public enum SassCompiler {
    /// libsass's version (`3.6.5` on Debian 12).
    public static var libsassVersion: String { String(cString: libsass_version()) }

    /// Given the path of a file an `@import` would read (the first candidate that exists), a
    /// reason to refuse it, or nil to let libsass read it.
    public typealias ImportCheck = @Sendable (_ path: String) -> String?

    /// Compiles `source`; throws `SassError` with libsass's file, line and column.
    ///
    /// - Parameter checkImport: asked before libsass opens an imported file, so that a FIFO in
    ///   a load path (an open that would block) or a file outside the site is refused with
    ///   an error at the `@import` that asked for it.
    public static func compile(_ source: String, options: SassOptions, checkImport: ImportCheck? = nil) throws(SassError) -> SassOutput {
        // libsass never takes up an empty source, and so never frees its buffer (FuzzSass found
        // the leak); sassc does not compile an empty template either. libsass reads up to the
        // first NUL: a source that starts with one is empty to it.
        if source.isEmpty || source.utf8.first == 0 { return SassOutput(css: "", sourceMap: nil, includedFiles: []) }
        // libsass takes ownership of the source buffer and frees it: allocated with its own
        // allocator, as its API asks. (It still leaks the buffer when its indented-syntax
        // converter throws, between taking it and registering it: Sanitizers/lsan.supp.)
        guard let buffer = sass_copy_c_string(source) else {
            throw SassError(message: "libsass could not allocate the source", file: options.inputPath ?? "stdin", line: 0, column: 0, lineText: nil)
        }
        guard let data = sass_make_data_context(buffer) else {
            sass_free_memory(buffer)
            throw SassError(message: "libsass could not allocate a context", file: options.inputPath ?? "stdin", line: 0, column: 0, lineText: nil)
        }
        defer { sass_delete_data_context(data) }
        let context = sass_data_context_get_context(data)
        let native = sass_context_get_options(context)
        apply(options, to: native)
        // The importer's cookie lives until the context is deleted (deferred above, so run after this).
        var guardBox: Unmanaged<ImportGuard>?
        if let checkImport {
            let box = Unmanaged.passRetained(ImportGuard(check: checkImport, loadPaths: options.loadPaths))
            guardBox = box
            let importers = sass_make_importer_list(1)
            sass_importer_set_list_entry(importers, 0, sass_make_importer(importGuard, 1_000, box.toOpaque()))
            sass_option_set_c_importers(native, importers)
        }
        defer { guardBox?.release() }
        if sass_compile_data_context(data) != 0 {
            throw error(from: context, options: options)
        }
        let css = sass_context_get_output_string(context).map { String(cString: $0) } ?? ""
        let map = options.sourceMapFile == nil ? nil : sass_context_get_source_map_string(context).map { String(cString: $0) }
        var included: [String] = []
        if let files = sass_context_get_included_files(context) {
            var i = 0
            while let file = files[i] {
                included.append(String(cString: file))
                i += 1
            }
        }
        return SassOutput(css: css, sourceMap: map, includedFiles: included)
    }

    private static func apply(_ options: SassOptions, to native: OpaquePointer?) {
        let style: Sass_Output_Style
        switch options.style {
        case .nested: style = SASS_STYLE_NESTED
        case .expanded: style = SASS_STYLE_EXPANDED
        case .compact: style = SASS_STYLE_COMPACT
        case .compressed: style = SASS_STYLE_COMPRESSED
        }
        sass_option_set_output_style(native, style)
        if options.syntax == .indented { sass_option_set_is_indented_syntax_src(native, true) }
        if let precision = options.precision { sass_option_set_precision(native, Int32(clamping: precision)) }
        // libsass copies every string option, so Swift's temporary C strings suffice.
        if let input = options.inputPath { sass_option_set_input_path(native, input) }
        if let output = options.outputPath { sass_option_set_output_path(native, output) }
        if !options.loadPaths.isEmpty { sass_option_set_include_path(native, options.loadPaths.joined(separator: ":")) }
        if let map = options.sourceMapFile { sass_option_set_source_map_file(native, map) }
        if options.sourceMapContents { sass_option_set_source_map_contents(native, true) }
        if options.sourceMapEmbed { sass_option_set_source_map_embed(native, true) }
        if options.omitSourceMapURL { sass_option_set_omit_source_map_url(native, true) }
        if options.lineComments { sass_option_set_source_comments(native, true) }
    }

    private static func error(from context: OpaquePointer?, options: SassOptions) -> SassError {
        let text = sass_context_get_error_text(context).map { String(cString: $0) }
            ?? sass_context_get_error_message(context).map { String(cString: $0) } ?? "Sass error"
        let file = sass_context_get_error_file(context).map { String(cString: $0) } ?? options.inputPath ?? "stdin"
        let line = Int(sass_context_get_error_line(context))
        let column = Int(sass_context_get_error_column(context))
        var lineText: String?
        if line > 0, let src = sass_context_get_error_src(context) {
            lineText = Self.line(line, of: String(cString: src))
        }
        let formatted = sass_context_get_error_message(context).map { String(cString: $0) } ?? ""
        return SassError(
            message: text.trimmingCharacters(in: .whitespacesAndNewlines), file: file, line: line, column: column,
            lineText: lineText, importedFrom: importChain(formatted))
    }

    /// The `from line L:C of FILE` lines of libsass's formatted message: the import trace.
    static func importChain(_ formatted: String) -> [SassError.Position] {
        var chain: [SassError.Position] = []
        for raw in formatted.split(separator: "\n") {
            let line = raw.drop { $0 == " " }
            guard line.hasPrefix("from line ") else { continue }
            let rest = line.dropFirst("from line ".count)
            guard let of = rest.range(of: " of ") else { continue }
            let numbers = rest[..<of.lowerBound].split(separator: ":")
            guard let l = numbers.first.flatMap({ Int($0) }) else { continue }
            let c = numbers.count > 1 ? Int(numbers[1]) ?? 1 : 1
            chain.append(SassError.Position(file: String(rest[of.upperBound...]), line: l, column: c))
        }
        return chain
    }

    /// The `number`th line (1-based) of `text`, without its line break.
    static func line(_ number: Int, of text: String) -> String? {
        var current = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number { return String(line.hasSuffix("\r") ? line.dropLast() : line) }
            current += 1
        }
        return nil
    }
}

/// What the import guard needs: the check, and where libsass looks for imports.
private final class ImportGuard {
    let check: SassCompiler.ImportCheck
    let loadPaths: [String]
    init(check: @escaping SassCompiler.ImportCheck, loadPaths: [String]) {
        self.check = check
        self.loadPaths = loadPaths
    }

    /// The files libsass 3.6 would consider for `url` in `base` (`_name.scss`, `name.sass`,
    /// `name/index.scss`…), those that exist; `stat` only, which never blocks.
    static func existingCandidates(_ url: String, base: String) -> [String] {
        let joined = url.hasPrefix("/") || base.isEmpty ? url : base + "/" + url
        let folder = (joined as NSString).deletingLastPathComponent
        let name = (joined as NSString).lastPathComponent
        let prefix = folder.isEmpty ? "" : folder + "/"
        var names: [String] = []
        let ext = (name as NSString).pathExtension.lowercased()
        if ["scss", "sass", "css"].contains(ext) {
            names = [prefix + name, prefix + "_" + name]
        } else {
            for e in [".scss", ".sass", ".css"] { names += [prefix + "_" + name + e, prefix + name + e] }
            for e in [".scss", ".sass", ".css"] { names += [joined + "/_index" + e, joined + "/index" + e] }
        }
        return names.filter { var info = stat(); return stat($0, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR }
    }
}

/// libsass's custom importer: refuses an import the guard's check refuses (with an error at
/// the `@import`), and otherwise declines, so libsass resolves and reads it as usual.
private let importGuard: Sass_Importer_Fn = { url, entry, compiler in
    guard let url, let cookie = sass_importer_get_cookie(entry) else { return nil }
    let box = Unmanaged<ImportGuard>.fromOpaque(cookie).takeUnretainedValue()
    let path = String(cString: url)
    if path.hasPrefix("http://") || path.hasPrefix("https://") || path.hasPrefix("//") { return nil }
    var bases: [String] = []
    if let last = sass_compiler_get_last_import(compiler), let importer = sass_import_get_abs_path(last) {
        bases.append((String(cString: importer) as NSString).deletingLastPathComponent)
    }
    bases += box.loadPaths
    for base in bases {
        let found = ImportGuard.existingCandidates(path, base: base)
        guard !found.isEmpty else { continue }
        for file in found {
            guard let message = box.check(file) else { continue }
            let list = sass_make_import_list(1)
            let refused = sass_make_import_entry(url, nil, nil)
            // No line and column: libsass reports the error at the `@import` itself.
            sass_import_set_error(refused, message, -1, -1)
            sass_import_set_list_entry(list, 0, refused)
            return list
        }
        return nil
    }
    return nil
}
