import Experiments
import Foundation
import Highlight
import Liquid
import Synchronization
import TextSupport

/// What `sitegen build` (and `serve`) were asked to do; Jekyll's names.
public struct BuildOptions: Sendable {
    public var source: String = "."
    /// Nil: the config's `destination`, else `<source>/_site`.
    public var destination: String?
    /// `--config a.yml,b.yml`; empty means `_config.yml` (or `_config.yaml`) in the source.
    public var configFiles: [String] = []
    public var drafts = false
    public var future = false
    public var unpublished = false
    public var baseurl: String?
    /// Replaces the config's `url` (`serve` points it at the local server, as `jekyll serve` does).
    public var url: String?
    /// Warnings become errors.
    public var strict = false
    public var quiet = false
    public var verbose = false
    public var profile = false
    /// `build --check-links`: warn about links and embeds in the written pages that lead to no
    /// file of the site (errors under `strict`).
    public var checkLinks = false
    /// `site.time` (and the cut-off for future posts); nil: `SOURCE_DATE_EPOCH` if set, else now.
    public var siteTime: Date?
    /// The build environment, read once when the options are made and handed down from here
    /// (through `SiteConfig.environment` to the plugins): `JEKYLL_ENV`, `SOURCE_DATE_EPOCH`,
    /// `SASS_PATH`, `SITEGEN_THEME_PATH`, GitHub Pages' `PAGES_REPO_NWO`, `PAGES_AVATARS_URL`,
    /// `SSL`, `GITHUB_HOSTNAME`. No part of a build reads the process environment itself.
    public var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Jekyll's environment (`JEKYLL_ENV`, `development` when unset).
    public var jekyllEnvironment: String { environment["JEKYLL_ENV"] ?? "development" }
    /// `--limit_posts N`: only the newest N posts (the config's `limit_posts`, over it).
    public var limitPosts: Int?
    /// `--layouts DIR`: the config's `layouts_dir`, over it.
    public var layoutsDir: String?
    /// `--strict_front_matter`: the config's `strict_front_matter: true`.
    public var strictFrontMatter = false
    public init() {}
}

/// What one build did.
public struct BuildReport: Sendable {
    public var documentsWritten = 0
    public var staticFilesCopied = 0
    /// Output paths of the documents a partial rebuild wrote; empty after a full build.
    public var pagesWritten: [String] = []
    /// `--verbose`: every file the build wrote or copied, relative to the destination.
    public var filesWritten: [String] = []
    public var seconds = 0.0
    public var warnings: [Diagnostic] = []
    /// The destination actually written.
    public var destination = ""
    /// The site's `baseurl` as the build resolved it (config, then `--baseurl`).
    public var baseurl = ""
    /// `--profile` table, empty when not asked for.
    public var profileText = ""
    /// What each changed path was to the site (rebuilds only).
    public var changes: [ClassifiedChange] = []
    /// The rebuild changed stylesheets only: browsers can swap CSS without reloading.
    public var stylesheetsOnly = false
    public init() {}
}

/// Progress of a running build, for a progress line on a terminal.
public struct BuildProgress: Sendable {
    public var phase: String
    public var done: Int
    public var total: Int
}

/// Reads, renders and writes a Jekyll site: the pipeline `build` and `serve` share.
public final class SiteBuilder: @unchecked Sendable {
    public let options: BuildOptions
    /// Called from worker threads now and then while documents render.
    public var onProgress: (@Sendable (BuildProgress) -> Void)?

    /// Keep the rendered model after a successful build so `rebuild(changed:)` can reuse it (`serve`).
    public var keepsStateForRebuilds = false
    var lastState: BuildState?

    /// Leave the build's model and render results allocated when `build()` returns, for a
    /// process that exits right after (`sitegen build`): freeing a site's documents, drops and
    /// rendered pages one object at a time cost about 1% of a 1,000-post build's CPU, on one
    /// thread at the very end, for memory the exit returns anyway (clang's `-disable-free`).
    public var leavesMemoryToExit = false

    /// Bytes of post text and rendered content a one-shot build keeps (see `KeptBytes`).
    var keptBytesBudget = KeptBytes.defaultBudget
    /// Off for `doctor`'s build: `jekyll doctor` does not render, so it reports
    /// `relative_permalinks` rather than stopping on it.
    var stopsOnRemovedSettings = true

    public init(options: BuildOptions) { self.options = options }

    /// Reads, renders and writes the whole site; the destination is replaced only on success.
    /// Throws `SiteError` with every error found (each with its file, line and column).
    /// Jekyll's render starts by stopping a site that still sets `relative_permalinks` (removed
    /// in Jekyll 3.0), after reading and generating; sitegen stops there too, at the setting.
    static func refuseRelativePermalinks(_ config: SiteConfig) throws {
        guard config.values["relative_permalinks"]?.isTruthy == true else { return }
        throw SiteError(
            "Since v3.0, permalinks for pages in subfolders must be relative to the site source directory, not the parent directory (relative_permalinks is no longer supported; remove it). Check https://jekyllrb.com/docs/upgrading/ for more info.",
            location: config.configKeyLocation("relative_permalinks"))
    }

    public func build() throws -> BuildReport {
        let started = DispatchTime.now().uptimeNanoseconds
        // A failed build leaves nothing to rebuild from: the next rebuild is a full build.
        lastState = nil
        let profiler = options.profile ? Profiler() : nil
        let config = try SiteConfig.load(options: options)
        try Self.checkFolders(config)

        // SOURCE_DATE_EPOCH pins `site.time` so that two builds are byte-identical.
        var now = Date()
        if let pinned = options.siteTime {
            now = pinned
        } else if let epoch = options.environment["SOURCE_DATE_EPOCH"].flatMap(Double.init) {
            now = Date(timeIntervalSince1970: epoch)
        }
        let buildTime = LiquidDate(now, timeZone: config.timeZone)

        let (plugins, pluginWarnings) = PluginRegistry.resolve(config: config)
        var reader = SiteReader(config: config, options: options, now: now, converters: plugins.converterSet, profiler: profiler)
        // A build kept for rebuilds keeps every text and content; a one-shot build keeps them
        // within a budget and forgets the rest.
        let keptBytes = keepsStateForRebuilds ? nil : KeptBytes(budget: keptBytesBudget)
        reader.keptBytes = keptBytes
        let contents = try reader.read()
        profiler?.markStage("reading")
        let model = try SiteModel(config: config, contents: contents, buildTime: buildTime,
                                  generators: plugins.generators, converters: plugins.converterSet)
        profiler?.markStage("model")
        if stopsOnRemovedSettings { try Self.refuseRelativePermalinks(config) }
        let renderer = try SiteRenderer(model: model, plugins: plugins, options: options, profiler: profiler,
                                        tracksDependencies: keepsStateForRebuilds)
        renderer.keptBytes = keptBytes
        let writer = try StagedDiskWriter(destination: config.destination)
        profiler?.markStage("set-up")
        writer.recordsPaths = options.verbose
        do {
            let outputs = model.documents.filter(\.writesOutput)
            let pass = RenderPass(
                renderer: renderer,
                write: { d, html in
                    let started = profiler?.now()
                    do {
                        try writer.write(html, to: d.outputPath)
                        for extra in renderer.extraOutputs(of: d) { try writer.write(extra.text, to: extra.path) }
                    } catch let error as SiteError {
                        throw Self.atPermalink(error, of: d)
                    }
                    if let started { profiler?.record(template: nil, phase: .write, since: started) }
                },
                progress: ProgressCounter(total: outputs.count * 2, report: onProgress))
            try pass.renderAll(model.documents)
            profiler?.markStage("rendering")
            try copyStaticFiles(model: model, writer: writer)
            profiler?.markStage("static files")
            if let lost = model.documents.first(where: { $0.textLost.load(ordering: .relaxed) }) {
                // Its text was dropped after reading and its file has gone or changed since.
                throw SiteError("\(lost.relativePath) was deleted or changed while the site was building; build again")
            }
            var warnings = pluginWarnings + contents.warnings + model.generatorWarnings.all + renderer.collectedWarnings
            warnings += ConfigKeys.unknownKeyWarnings(config: config) { Self.templateTexts(model) }
            if options.checkLinks {
                warnings += LinkCheck(root: writer.staging, baseurl: config.baseurl, destination: config.destination,
                                      keepFiles: config.keepFiles).check(outputs)
            }
            warnings.sort { ($0.location?.file ?? "", $0.location?.line ?? 0, $0.message) < ($1.location?.file ?? "", $1.location?.line ?? 0, $1.message) }
            if options.strict && warnings.contains(where: { $0.severity != .note }) {
                throw SiteError(diagnostics: warnings.filter { $0.severity != .note }.map { var e = $0; e.severity = .error; return e })
            }
            let w = DispatchTime.now().uptimeNanoseconds
            profiler?.markStage("checks")
            try writer.commit(keepFiles: config.keepFiles)
            profiler?.markStage("swap")
            lastState = keepsStateForRebuilds ? BuildState(config: config, model: model, renderer: renderer, plugins: plugins) : nil
            if leavesMemoryToExit { _ = Unmanaged.passRetained(renderer) }
            profiler?.record(phase: .write, seconds: Double(DispatchTime.now().uptimeNanoseconds - w) / 1e9)
            var report = BuildReport()
            report.documentsWritten = writer.documentsWritten
            report.staticFilesCopied = writer.filesCopied
            report.filesWritten = writer.writtenPaths
            report.warnings = warnings
            report.destination = config.destination.path
            report.baseurl = config.baseurl
            report.seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            if let profiler { report.profileText = profiler.report(totalSeconds: report.seconds) }
            return report
        } catch {
            writer.abort()
            throw error
        }
    }

    /// Every experiment in the site, page by page, without rendering anything (`sitegen experiments`).
    public func experimentUses() throws -> (uses: [ExperimentUse], settings: ExperimentSettings) {
        let config = try SiteConfig.load(options: options)
        let (plugins, _) = PluginRegistry.resolve(config: config)
        let contents = try SiteReader(config: config, options: options, now: Date(), converters: plugins.converterSet).read()
        let model = try SiteModel(config: config, contents: contents, buildTime: LiquidDate(Date()))
        let settings = try ExperimentStage.settings(for: model)
        var uses: [ExperimentUse] = []
        for d in model.documents where d.writesOutput {
            let specs = try ExperimentStage.specs(of: d, settings: settings)
            guard !specs.isEmpty else { continue }
            let line = YAMLPositions(frontMatterOf: d.fileText, file: d.relativePath).keyLocation("abtesting")?.line ?? 1
            for spec in specs {
                uses.append(ExperimentUse(page: d.relativePath, spec: spec, location: SpecLocation(file: d.relativePath, line: line)))
            }
        }
        return (uses, settings)
    }

    /// Where the site will be written and under which `baseurl`, before any build: from the
    /// config when it can be read, else Jekyll's defaults (`serve` needs both before it builds).
    public static func resolvedPaths(for options: BuildOptions) -> (destination: String, baseurl: String) {
        if let config = try? SiteConfig.load(options: options) { return (config.destination.path, config.baseurl) }
        let source = URL(fileURLWithPath: options.source).standardizedFileURL
        let destination = options.destination.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        return (destination ?? source.appendingPathComponent("_site").path, options.baseurl ?? "")
    }

    /// Jekyll refuses a destination that is, or contains, the source: the swap would delete it.
    static func checkFolders(_ config: SiteConfig) throws {
        let source = config.source.resolvingSymlinksInPath().path
        let destination = config.destination.resolvingSymlinksInPath().path
        if destination == source || source.hasPrefix(destination + "/") || destination == "/" {
            throw SiteError("destination '\(config.destination.path)' is or contains the source folder; choose a folder inside or beside it (default: _site)")
        }
        // The swap replaces the destination: an existing file there is the user's, not a site.
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: config.destination.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw SiteError("destination '\(config.destination.path)' is an existing file, not a folder; sitegen will not replace it: choose a folder (default: _site)")
        }
    }

    /// A failure to write a document's output, pointed at what chose its path: the page's
    /// `permalink` line when it has one, else the page (a 300-character permalink otherwise
    /// fails as "File name too long" without naming the page).
    static func atPermalink(_ error: SiteError, of d: Document) -> SiteError {
        // A generated page has no file of its own: its path comes from a setting (named when
        // its generator says which), never from a `permalink:` in a file of that name.
        let location: SourceLocation?
        let hint: String
        if let generator = d.generatedBy {
            location = d.origin
            hint = d.origin == nil
                ? " (a page \(generator) makes; check its settings in _config.yml)"
                : " (a page \(generator) makes at the path this setting gives)"
        } else {
            location = YAMLPositions(frontMatterOf: d.fileText, file: d.relativePath).keyLocation("permalink")
                ?? SourceLocation(file: d.relativePath, line: 1, column: 1)
            hint = " (the output path of \(d.relativePath); check its permalink)"
        }
        return SiteError(diagnostics: error.diagnostics.map { diagnostic in
            var located = diagnostic
            if located.location == nil {
                located.location = location
                located.message += hint
            }
            return located
        })
    }

    private func copyStaticFiles(model: SiteModel, writer: StagedDiskWriter) throws {
        let files = model.staticFiles.filter(\.writesOutput)
        try forEachConcurrently(files) { f in
            // A rendered document wins over a static file at the same path.
            guard !writer.exists(f.outputPath) else { return }
            try writer.copy(f.sourceURL, to: f.outputPath)
        }
    }
}

/// Runs `body` for every element on all cores; collects every error, in input order.
func forEachConcurrently<T>(_ items: [T], _ body: @escaping (T) throws -> Void) throws {
    let errors = ConcurrentSlots<Error>(count: items.count)
    nonisolated(unsafe) let work = body
    nonisolated(unsafe) let list = items
    DispatchQueue.concurrentPerform(iterations: items.count) { i in
        do { try work(list[i]) } catch { errors[i] = error }
    }
    let all = errors.values
    guard !all.isEmpty else { return }
    var diagnostics: [Diagnostic] = []
    for error in all {
        if let e = error as? SiteError { diagnostics += e.diagnostics } else { diagnostics.append(Diagnostic(.error, "\(error)")) }
    }
    throw SiteError(diagnostics: diagnostics)
}

/// Counts finished steps and reports at most every 1% so progress costs nothing.
final class ProgressCounter: @unchecked Sendable {
    private let total: Int
    private let report: (@Sendable (BuildProgress) -> Void)?
    private let done = Mutex<Int>(0)
    private let every: Int

    init(total: Int, report: (@Sendable (BuildProgress) -> Void)?) {
        self.total = total
        self.report = report
        self.every = max(1, total / 100)
    }

    func step(_ phase: String) {
        guard let report else { return }
        let n = done.withLock { $0 += 1; return $0 }
        if n % every == 0 || n == total { report(BuildProgress(phase: phase, done: n, total: total)) }
    }
}

extension SiteBuilder {
    /// Every layout, include and document of the site (and its theme), for `ConfigKeys`.
    static func templateTexts(_ model: SiteModel) -> [String] {
        let config = model.config
        var texts = model.documents.map(\.fileText)
        for path in model.layoutFiles.values {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : config.source.appendingPathComponent(path)
            if let text = DefaultTheme.layoutText(atPath: path) ?? (try? String(contentsOf: url, encoding: .utf8)) { texts.append(text) }
        }
        var folders = [config.source.appendingPathComponent(config.includesDir)]
        if let includes = config.theme?.includesPath { folders.append(includes) }
        for folder in folders {
            for inner in SiteReader.files(under: folder.path, skipSpecial: false) {
                if let text = try? String(contentsOf: folder.appendingPathComponent(inner), encoding: .utf8) { texts.append(text) }
            }
        }
        if model.builtInTheme != nil { texts += DefaultTheme.files.map(\.text) }
        return texts
    }
}
