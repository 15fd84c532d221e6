import Experiments
import Foundation
import Liquid
import OrderedCollections

/// Turns a page's `abtesting` front matter into the injected experiment script, with the
/// site's `abtesting:` settings; reports authoring mistakes with the front matter's location.
final class ExperimentStage: @unchecked Sendable {
    let model: SiteModel
    let renderer: SiteRenderer
    let settings: ExperimentSettings

    init(model: SiteModel, renderer: SiteRenderer) throws {
        self.model = model
        self.renderer = renderer
        settings = try Self.settings(for: model)
        warnAboutHandWrittenSnippets()
        noteSetUp()
    }

    /// Notes a page would repeat, given once per build.
    private let notedOnce = NSLock()
    private var noted: Set<String> = []

    /// Where the `abtesting:` settings are, for notes about them.
    private var configLocation: SourceLocation {
        let text = Self.configText(model)
        return YAMLReader.location(file: "_config.yml", fileText: text, line: SiteReader.lineOfKey("abtesting", in: text), column: 1)
    }

    /// Site-wide facts about the experiments: the loader only on experiment pages, pooled experiments.
    private func noteSetUp() {
        for note in settings.notes { renderer.warn(Diagnostic(.note, note, location: configLocation)) }
        var uses: [ExperimentUse] = []
        for d in model.documents where d.writesOutput {
            for spec in (try? specs(of: d)) ?? [] { uses.append(ExperimentUse(page: d.relativePath, spec: spec)) }
        }
        for pooled in pooledExperimentNotes(uses) {
            let first = model.documents.first { $0.relativePath == pooled.pages[0] }
            let location = first.map { YAMLReader.location(file: $0.relativePath, fileText: $0.fileText, line: SiteReader.lineOfKey("abtesting", in: $0.fileText), column: 1) }
            renderer.warn(Diagnostic(.note, pooled.message, location: location))
        }
    }

    /// The document's HTML as its control variant shows it, for feeds, excerpts and meta descriptions;
    /// unchanged for documents without experiments.
    static func controlOnly(_ html: String, of d: Document) -> String {
        guard let raw = d.data["abtesting"], !raw.isNil,
              let specs = try? ExperimentSpec.parse(specValue(raw)), !specs.isEmpty else { return html }
        return controlOnlyHTML(html, specs: specs)
    }

    /// The site's `abtesting:` settings from `_config.yml`.
    static func settings(for model: SiteModel) throws -> ExperimentSettings {
        let configValue = model.config.values["abtesting"].map(Self.specValue)
        do {
            return try ExperimentSettings(config: configValue, location: SpecLocation(file: "_config.yml", line: 1))
        } catch {
            throw Self.siteError(error, fileText: Self.configText(model), file: "_config.yml")
        }
    }

    static func configText(_ model: SiteModel) -> String {
        guard let url = model.config.configFiles.first else { return "" }
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    /// The specs of a document, or [] when it has none.
    func specs(of d: Document) throws -> [ExperimentSpec] {
        try Self.specs(of: d, settings: settings)
    }

    static func specs(of d: Document, settings: ExperimentSettings) throws -> [ExperimentSpec] {
        guard let raw = d.data["abtesting"], !raw.isNil else { return [] }
        let line = SiteReader.lineOfKey("abtesting", in: d.fileText)
        let ownKey = Self.hasOwnKey("abtesting", in: d.fileText)
        do {
            return try ExperimentSpec.parse(
                Self.specValue(raw), settings: settings,
                location: SpecLocation(file: ownKey ? d.relativePath : "_config.yml (defaults)", line: ownKey ? line : 1))
        } catch {
            throw Self.siteError(error, fileText: ownKey ? d.fileText : "", file: d.relativePath)
        }
    }

    func process(_ d: Document, html: String) throws -> String {
        let specs = try specs(of: d)
        guard !specs.isEmpty else { return html }
        let started = renderer.profiler?.now()
        defer { if let started { renderer.profiler?.record(template: nil, phase: .experiments, since: started) } }
        let line = SiteReader.lineOfKey("abtesting", in: d.fileText)
        // The hand-written snippet is reported once, at its line in the layout, not per page.
        for warning in lint(html: html, specs: specs, settings: settings) where warning.kind != .handWrittenSnippet {
            if warning.isNote {
                // About the site's set-up, not this page: said once, at the settings.
                let first = notedOnce.withLock { noted.insert(warning.message).inserted }
                if first { renderer.warn(Diagnostic(.note, warning.message, location: configLocation)) }
                continue
            }
            renderer.warn(Diagnostic(.warning, warning.message,
                                     location: YAMLReader.location(file: d.relativePath, fileText: d.fileText, line: line, column: 1)))
        }
        return inject(into: html, specs: specs, settings: settings)
    }

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
                renderer.warn(Diagnostic(
                    .warning,
                    "hand-written A/B snippet: sitegen assigns the variant and keeps abTestingValue read-only, so this line no longer changes it; remove it",
                    location: SourceLocation(file: file, line: found.line, column: found.column, lineText: found.text, length: "abTestingValue".count)))
            }
        }
    }

    static func hasOwnKey(_ key: String, in text: String) -> Bool {
        TextLines.firstLine(startingWith: key + ":", in: text) != nil
    }

    static func siteError(_ error: ExperimentError, fileText: String, file: String) -> SiteError {
        guard let location = error.location else { return SiteError(error.message) }
        let message = error.keyPath.isEmpty ? error.message : "\(error.keyPath): \(error.message)"
        return SiteError(message, location: YAMLReader.location(file: location.file, fileText: fileText, line: location.line, column: location.column))
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

/// `{% sitegen_experiments %}`: what `{% include sitegen/experiments.html %}` renders, for
/// sites that set `abtesting: { inject: false }` and place the script themselves.
struct ExperimentsIncludeNode: Node {
    let stage: ExperimentStageBox

    func render(into output: inout String, context: RenderContext) throws {
        guard let ref = context.registers["sitegen.document"] as? DocumentRef, let stage = stage.stage else { return }
        do {
            output += experimentHeadHTML(specs: try stage.specs(of: ref.document), settings: stage.settings)
        } catch let error as SiteError {
            throw LiquidError(.render, error.diagnostics.first?.message ?? "invalid abtesting")
        }
    }
}

/// Set once the stage exists (it needs the parsed layouts, which need the environment).
final class ExperimentStageBox: @unchecked Sendable {
    var stage: ExperimentStage?
}
