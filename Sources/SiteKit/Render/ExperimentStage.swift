import Experiments
import Foundation
import Liquid
import OrderedCollections
import Synchronization
import TextSupport

/// Turns a page's `abtesting` front matter into the injected experiment script, with the
/// site's `abtesting:` settings; reports authoring mistakes with the front matter's location.
final class ExperimentStage: @unchecked Sendable {
    let model: SiteModel
    let settings: ExperimentSettings
    private let warnings: DiagnosticSink
    private let profiler: Profiler?

    init(model: SiteModel, warnings: DiagnosticSink, profiler: Profiler?) throws {
        self.model = model
        self.warnings = warnings
        self.profiler = profiler
        settings = try Self.settings(for: model)
        warnAboutHandWrittenSnippets()
        noteSetUp()
    }

    /// Notes a page would repeat, given once per build.
    private let notedOnce = NSLock()
    private var noted: Set<String> = []

    /// Where the `abtesting:` settings are, for notes about them.
    private var configLocation: SourceLocation? {
        Self.configPositions(model, key: "abtesting")?.keyLocation("abtesting")
    }

    /// Site-wide facts about the experiments: the loader only on experiment pages, pooled experiments.
    private func noteSetUp() {
        for note in settings.notes { warnings.warn(Diagnostic(.note, note, location: configLocation)) }
        var uses: [ExperimentUse] = []
        for d in model.documents where d.writesOutput {
            for spec in (try? specs(of: d)) ?? [] { uses.append(ExperimentUse(page: d.relativePath, spec: spec)) }
        }
        for pooled in pooledExperimentNotes(uses) {
            let first = model.documents.first { $0.relativePath == pooled.pages[0] }
            let location = first.flatMap { YAMLPositions(frontMatterOf: $0.fileText, file: $0.relativePath).keyLocation("abtesting") }
            warnings.warn(Diagnostic(.note, pooled.message, location: location))
        }
    }

    /// The document's HTML as its control variant shows it, for feeds, excerpts and meta descriptions;
    /// unchanged for documents without experiments.
    static func controlOnly(_ html: String, of d: Document) -> String {
        // Called on every `content`/`excerpt` read of a post (an index lists hundreds): a byte
        // search first, so the spec is parsed only when a variant element is there to drop.
        guard let raw = d.data["abtesting"], !raw.isNil, TextLines.contains("data-variant", in: html),
              let specs = try? ExperimentSpec.parse(specValue(raw)), !specs.isEmpty else { return html }
        return controlOnlyHTML(html, specs: specs)
    }

    /// The site's `abtesting:` settings from `_config.yml`; errors point at the line of the
    /// setting in the last config file that has the key (the one whose value won the merge).
    static func settings(for model: SiteModel) throws -> ExperimentSettings {
        let configValue = model.config.values["abtesting"].map(Self.specValue)
        // Positions are worked out only for an error (libyaml reads the config again then).
        if let settings = try? ExperimentSettings(config: configValue) { return settings }
        let positions = Self.configPositions(model, key: "abtesting")
        let key = positions?.keyLocation("abtesting")
        let location = SpecLocation(file: positions?.file ?? "_config.yml", line: key?.line ?? 1, column: key?.column ?? 1)
        do {
            return try ExperimentSettings(config: configValue, location: location, locate: positions?.specLocator(under: "abtesting"))
        } catch {
            throw Self.siteError(error, fileText: positions?.fileText ?? "", file: location.file)
        }
    }

    /// Positions in the last config file that sets `key`, named as the build names config files.
    static func configPositions(_ model: SiteModel, key: String) -> YAMLPositions? {
        let source = model.config.source.path
        for url in model.config.configFiles.reversed() {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let display = url.path.hasPrefix(source + "/") ? String(url.path.dropFirst(source.count + 1)) : url.path
            let positions = YAMLPositions(yaml: text, file: display, fileText: text)
            if positions.keyLocation(key) != nil { return positions }
        }
        return nil
    }

    /// The specs of a document, or [] when it has none.
    func specs(of d: Document) throws -> [ExperimentSpec] {
        try Self.specs(of: d, settings: settings)
    }

    static func specs(of d: Document, settings: ExperimentSettings) throws -> [ExperimentSpec] {
        guard let raw = d.data["abtesting"], !raw.isNil else { return [] }
        let value = Self.specValue(raw)
        // Positions are worked out only for an error (libyaml reads the front matter again then).
        if let specs = try? ExperimentSpec.parse(value, settings: settings) { return specs }
        let positions = YAMLPositions(frontMatterOf: d.fileText, file: d.relativePath)
        // Without a key of its own, the value came from the config's `defaults:`.
        let key = positions.keyLocation("abtesting")
        do {
            return try ExperimentSpec.parse(
                value, settings: settings,
                location: SpecLocation(file: key == nil ? "_config.yml (defaults)" : d.relativePath, line: key?.line ?? 1, column: key?.column ?? 1),
                locate: key == nil ? nil : positions.specLocator(under: "abtesting"))
        } catch {
            throw Self.siteError(error, fileText: key == nil ? "" : d.fileText, file: d.relativePath)
        }
    }

    func process(_ d: Document, html: String) throws -> String {
        let specs = try specs(of: d)
        guard !specs.isEmpty else { return html }
        let started = profiler?.now()
        defer { if let started { profiler?.record(template: nil, phase: .experiments, since: started) } }
        // The hand-written snippet is reported once, at its line in the layout, not per page.
        var location: SourceLocation??
        for warning in lint(html: html, specs: specs, settings: settings) where warning.kind != .handWrittenSnippet {
            if warning.isNote {
                // About the site's set-up, not this page: said once, at the settings.
                let first = notedOnce.withLock { noted.insert(warning.message).inserted }
                if first { warnings.warn(Diagnostic(.note, warning.message, location: configLocation)) }
                continue
            }
            // Positions are worked out only when there is something to say.
            if location == nil {
                location = .some(YAMLPositions(frontMatterOf: d.fileText, file: d.relativePath).keyLocation("abtesting")
                    ?? SourceLocation(file: d.relativePath, source: d.fileText, line: 1, column: 1))
            }
            warnings.warn(Diagnostic(.warning, warning.message, location: location ?? nil))
        }
        guard settings.inject else { return html }
        return insert(headMarkup: headMarkup(for: specs), into: html)
    }

    /// The `<head>` markup for `specs`, made once per build for all the pages that share them
    /// (a site-wide experiment's 185 pages in the benchmark blog): it holds the minified client
    /// script, a few kilobytes of string building per page otherwise.
    private func headMarkup(for specs: [ExperimentSpec]) -> String {
        if let made = madeMarkup.withLock({ $0[specs] }) { return made }
        let markup = experimentHeadHTML(specs: specs, settings: settings)
        madeMarkup.withLock { $0[specs] = markup }
        return markup
    }

    private let madeMarkup = Mutex<[[ExperimentSpec]: String]>([:])

    /// The pre-sitegen hack set `abTestingValue = Math.random() < 0.5` in a layout; left in
    /// place it would disagree with the variant sitegen assigns.
    private func warnAboutHandWrittenSnippets() {
        let config = model.config
        var files: [String] = Array(model.layoutFiles.values)
        let includes = config.source.appendingPathComponent(config.includesDir)
        if let names = try? FileManager.default.subpathsOfDirectory(atPath: includes.path) {
            files += names.sorted().map { config.includesDir + "/" + $0 }
        }
        // Scripts the pages load (`assets/js/ab.js`) carry the snippet as often as layouts do.
        files += model.staticFiles.filter { $0.relativePath.hasSuffix(".js") }.map(\.relativePath)
        for file in Set(files).sorted() {
            guard let text = try? String(contentsOf: config.source.appendingPathComponent(file), encoding: .utf8) else { continue }
            for found in handWrittenSnippetLines(in: text) {
                warnings.warn(Diagnostic(
                    .warning,
                    "hand-written A/B snippet: sitegen assigns the variant and keeps abTestingValue read-only, so this line no longer changes it; remove it",
                    location: SourceLocation(file: file, line: found.line, column: found.column, lineText: found.text, length: "abTestingValue".count)))
            }
        }
    }

    static func siteError(_ error: ExperimentError, fileText: String, file: String) -> SiteError {
        guard let location = error.location else { return SiteError(error.message) }
        let message = error.keyPath.isEmpty ? error.message : "\(error.keyPath): \(error.message)"
        return SiteError(message, location: SourceLocation(file: location.file, source: fileText, line: location.line, column: location.column))
    }

    /// Template values as the Experiments target reads them.
    static func specValue(_ value: Value) -> SpecValue {
        switch value {
        case .nil: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .array(let a): return .array(a.map(specValue))
        case .dictionary(let d): return .map(d.elements.map { ($0.key, specValue($0.value)) })
        case .range(let r): return .array(r.elements.map(specValue))
        case .date, .drop: return .string(value.liquidString)
        }
    }
}
