import Foundation
import Highlight
import Liquid
import OrderedCollections
import SiteTemplates
import Synchronization
import TextSupport

/// Renders documents: Liquid, then the document's converter, then the layout chain, then
/// experiment injection. Made once per build (and kept by `serve` for its rebuilds); documents
/// render concurrently, and all it shares (`site`, layouts, parsed includes) is read-only while
/// they do. Results go to `state`; `RenderPass` decides what renders when.
final class SiteRenderer: @unchecked Sendable {
    let model: SiteModel
    let options: BuildOptions
    let environment: Environment
    let converters: ConverterSet
    /// Plugins' computed `site.KEY` values, set when the `site` drop is built.
    let siteValues: [@Sendable (SiteModel) -> [String: Value]]
    /// Plugins' rewrites of finished output (jemoji, jekyll-mentions).
    let postRenderHooks: [any PostRenderHook]
    /// Layouts plugins bring for sites without a layout of that name.
    let fallbackLayouts: [String: PluginLayout]
    private(set) var layouts: [String: Layout] = [:]
    let warnings = DiagnosticSink()
    let profiler: Profiler?
    private let jekyllValue: Value
    let state: RenderState
    let experiments: ExperimentStage
    /// `site` and the document drops; set once in `init`.
    private(set) var drops: SiteDrops!
    /// Whether renders note what they read (`site` keys, includes, layouts) for `serve`'s
    /// rebuilds. A build that keeps no state for rebuilds never reads the notes, and skipping
    /// them spares every render a tracking `site` drop and a set insertion per `site.KEY`
    /// read (about 1% of a 1,000-post build's CPU).
    let tracksDependencies: Bool
    /// One-shot builds: each page is written as soon as it is laid out, and its text and
    /// content are dropped unless they fit in this budget (`RenderPass.renderWriteForget`);
    /// nil for `serve`, which keeps them for rebuilds.
    var keptBytes: KeptBytes?
    var forgetsWrittenPages: Bool { keptBytes != nil }

    init(model: SiteModel, plugins: PluginRegistry, options: BuildOptions, profiler: Profiler?, tracksDependencies: Bool = true) throws {
        self.model = model
        self.tracksDependencies = tracksDependencies
        self.options = options
        self.profiler = profiler
        let config = model.config
        let environment = Environment()
        environment.errorMode = config.liquidErrorMode
        environment.strictVariables = config.strictVariables
        // Jekyll's Liquid has no `blank?` (no ActiveSupport): `x == blank` is never true.
        environment.blankMatchesNothing = true
        environment.strictFilters = config.strictFilters
        environment.warnsOfUnknownFilters = true
        let sink = warnings
        environment.onPartialWarnings = { found in
            for w in found { sink.warn(Diagnostic(.warning, w.message, location: w.location, includeChain: w.includeChain)) }
        }
        environment.fileSystem = IncludeFileSystem(
            siteRoot: config.source, includesDir: config.includesDir,
            builtIns: plugins.includes, theme: config.theme,
            builtInTheme: model.builtInTheme != nil)
        self.environment = environment
        self.converters = plugins.converterSet
        self.siteValues = plugins.siteValues
        self.postRenderHooks = plugins.postRenderHooks
        self.fallbackLayouts = plugins.fallbackLayouts
        // Debian 12's Jekyll, the version sitegen is compared against.
        self.jekyllValue = ["version": "4.3.1", "environment": .string(config.jekyllEnvironment)]
        self.state = RenderState(order: Self.renderOrder(model))
        self.experiments = try ExperimentStage(model: model, warnings: warnings, profiler: profiler)
        plugins.registerLiquid(into: environment, model: model)
        drops = SiteDrops(model: model, renderer: self)
        try loadLayouts()
        // Its first render succeeded, with the same inputs: an error now is not expected, and
        // would show the source, as a reader not seeing the converted content does.
        state.renderAgain = { [unowned self] d in try? self.contentText(d) }
    }

    var collectedWarnings: [Diagnostic] { warnings.all }

    /// Every document in Jekyll 4.3's render order (Site#render): `render_docs` walks
    /// `site.collections` (posts first, then the others as `collections:` lists them), each
    /// collection's documents sorted as Jekyll sorts them, `output: false` ones included; then
    /// `render_pages` walks `site.pages`: the pages read (sorted by name), then the generators'
    /// pages in the order the generators added them.
    static func renderOrder(_ model: SiteModel) -> [Document] {
        var order: [Document] = []
        var seen = Set<ObjectIdentifier>()
        for c in model.config.collections {
            for d in model.collectionDocuments[c.label] ?? [] where seen.insert(ObjectIdentifier(d)).inserted { order.append(d) }
        }
        for d in model.documents where d.kind != .page && seen.insert(ObjectIdentifier(d)).inserted { order.append(d) }
        for d in model.documents where d.kind == .page && seen.insert(ObjectIdentifier(d)).inserted { order.append(d) }
        return order
    }

    /// Runs `body` as a render of `d`'s content (`inLayouts` false) or of its layouts.
    func asReader<T>(of d: Document, inLayouts: Bool, _ body: () throws -> T) rethrows -> T {
        try RenderReader.$reader.withValue(RenderReader.Reader(position: state.position(of: d), inLayouts: inLayouts), operation: body)
    }

    func warn(_ d: Diagnostic) { warnings.warn(d) }

    /// Reads every layout again (after one changed; its `layout:` may now name another).
    func reloadLayouts() throws {
        layouts = [:]
        try loadLayouts()
    }

    // MARK: - Layouts

    /// Parses every layout that some document uses (and their parents), once per build.
    private func loadLayouts() throws {
        var needed: [String] = []
        var seen = Set<String>()
        for d in model.documents where d.writesOutput {
            if let name = d.layoutName, seen.insert(name).inserted { needed.append(name) }
        }
        var errors: [Diagnostic] = []
        var i = 0
        while i < needed.count {
            let name = needed[i]
            i += 1
            do {
                guard let layout = try loadLayout(name) else { continue }
                layouts[name] = layout
                if let parent = layout.parentName, seen.insert(parent).inserted { needed.append(parent) }
            } catch let e as SiteError {
                errors += e.diagnostics
            }
        }
        if !errors.isEmpty { throw SiteError(diagnostics: errors) }
    }

    private func loadLayout(_ name: String) throws -> Layout? {
        let text: String
        let relative: String
        if let rel = model.layoutFiles[name], model.builtInTheme != nil, let themed = DefaultTheme.layoutText(atPath: rel),
           !FileManager.default.fileExists(atPath: model.config.source.appendingPathComponent(rel).path) {
            // The built-in theme's layout, compiled in (a site file at that path would be the site's).
            relative = rel
            text = themed
        } else if let rel = model.layoutFiles[name] {
            relative = rel
            // A theme's layouts are known by their absolute path.
            let url = rel.hasPrefix("/") ? URL(fileURLWithPath: rel) : model.config.source.appendingPathComponent(rel)
            text = try SourceFile.readText(url, displayName: rel)
        } else if let fallback = fallbackLayouts[name] {
            // A plugin's own layout, for sites without one of that name.
            relative = fallback.path
            text = fallback.text
        } else {
            return nil
        }
        let split = FrontMatterSplit(text)
        var data: OrderedDictionary<String, Value> = [:]
        if let yaml = split.yaml {
            data = try YAMLReader.mapping(yaml, file: relative, fileText: text, firstLine: split.yamlFirstLine, timeZone: model.config.timeZone)
        }
        let template = try parse(split.body, firstLine: split.bodyFirstLine, name: relative)
        return Layout(name: name, relativePath: relative, data: data, template: template)
    }

    /// Parses a template from a file; Liquid's line numbers are the file's (the front matter's
    /// lines are counted, never rendered: Jekyll outputs nothing for them).
    func parse(_ body: String, firstLine: Int, name: String) throws -> Template {
        do {
            let template = try Template.parse(body, name: name, firstLine: firstLine, environment: environment)
            for w in template.warnings {
                warn(Diagnostic(.warning, w.message, location: w.location, includeChain: w.includeChain))
            }
            return template
        } catch let error as LiquidError {
            throw SiteError(diagnostics: [Diagnostic(.error, error.message, location: error.location, includeChain: error.includeChain)])
        }
    }

    // MARK: - Rendering

    /// The `site` keys of the generator lists in `value` (itself, or one level into a mapping).
    static func documentListKeys(_ value: Value) -> [String] {
        switch value {
        case .drop(let list as DocumentList): return [list.siteKey]
        case .dictionary(let d): return d.values.compactMap { if case .drop(let list as DocumentList) = $0 { return list.siteKey } else { return nil } }
        default: return []
        }
    }

    /// A generator's `DocumentList` (one level into a mapping, as in `paginator.posts`) as the
    /// build's document drops.
    private func resolvingDocumentLists(_ value: Value) -> Value {
        switch value {
        case .drop(let list as DocumentList): return .array(list.documents.map { .drop(drops.drop(of: $0)) })
        case .dictionary(var d):
            for (k, v) in d { if case .drop(let list as DocumentList) = v { d[k] = .array(list.documents.map { .drop(drops.drop(of: $0)) }) } }
            return .dictionary(d)
        default: return value
        }
    }

    func context(for d: Document, tracker: RenderTracker? = nil, extra: [(String, Value)] = []) -> RenderContext {
        let shared: any Drop = tracker.map { TrackingSiteDrop(base: drops.site, tracker: $0) } ?? drops.site
        let site: Value = .drop(DocumentSiteDrop(base: shared, document: d, drops: drops))
        var variables: [(String, Value)] = [("site", site), ("page", .drop(drops.drop(of: d))), ("paginator", .nil), ("jekyll", jekyllValue)]
        variables.reserveCapacity(6 + d.locals.count + extra.count)
        // Jekyll's payload carries the document's converter's highlighter affixes (layouts too)
        if let prefix = d.converter.highlighterPrefix { variables.append(("highlighter_prefix", .string(prefix))) }
        if let suffix = d.converter.highlighterSuffix { variables.append(("highlighter_suffix", .string(suffix))) }
        for (k, v) in d.locals { variables.append((k, resolvingDocumentLists(v))) }
        if let tracker, d.generatedBy != nil || !d.locals.isEmpty {
            for v in Array(d.locals.values) + Array(d.data.values) {
                for key in Self.documentListKeys(v) { tracker.dependencies.siteKeys.insert(key) }
            }
        }
        for (k, v) in extra { variables.append((k, v)) }
        let context = RenderContext(environment: environment, variableList: variables)
        context.registers["sitegen.document"] = DocumentRef(document: d)
        context.registers["sitegen.warnings"] = WarningSinkRef(sink: warnings)
        if let tracker {
            context.registers["sitegen.tracker"] = TrackerRef(tracker: tracker)
            // A generator's list (`paginator.posts`, an archive's `page.posts`) shows documents
            // as `site.posts` would: the page depends on their collections as a reader of it does.
            tracker.dependencies.siteKeys.formUnion(Self.listedCollections(in: Array(d.locals.values) + Array(d.data.values)))
        }
        return context
    }

    /// The collections of the documents in `DocumentList`s among `values` (one level into mappings).
    static func listedCollections(in values: [Value]) -> Set<String> {
        var found = Set<String>()
        func add(_ value: Value) {
            if case .drop(let list as DocumentList) = value {
                for document in list.documents { found.insert(document.collection ?? "pages") }
            }
        }
        for value in values {
            add(value)
            if case .dictionary(let d) = value { d.values.forEach(add) }
        }
        return found
    }

    private func render(_ template: Template, _ context: RenderContext) throws -> String {
        do {
            return try template.render(context)
        } catch let error as LiquidError {
            throw SiteError(diagnostics: [Diagnostic(.error, error.message, location: error.location, includeChain: error.includeChain)])
        }
    }

    /// Liquid then the converter: the document's `content` before layouts, stored in `state`
    /// with what the render read. True when the content differs from the last render's.
    @discardableResult
    func renderContent(_ d: Document) throws -> Bool {
        state.setRenderedContent(try contentText(d), of: d)
    }

    /// `d`'s content after Liquid and the converter (noting what it read when tracking).
    func contentText(_ d: Document) throws -> String {
        var text = d.body
        var firstLine = d.bodyFirstLine
        let prepared = d.converter.prepare(text)
        text = prepared.text
        firstLine += prepared.droppedLines
        let tracker = tracksDependencies ? RenderTracker() : nil
        defer { if let tracker { state.setContentDependencies(tracker.dependencies, of: d) } }
        if Self.containsLiquid(text), d.data["render_with_liquid"]?.isTruthy != false || d.data["render_with_liquid"] == nil {
            let started = profiler?.now()
            let colouring = Highlighter.nanosecondsOnThisThread
            let template = try parse(text, firstLine: firstLine, name: d.relativePath)
            text = try asReader(of: d, inLayouts: false) { try render(template, context(for: d, tracker: tracker)) }
            if let started { profiler?.record(template: d.relativePath, phase: .liquid, since: started, colouringBefore: colouring) }
        }
        return try convert(text, of: d, firstLine: firstLine)
    }

    private func convert(_ text: String, of d: Document, firstLine: Int) throws -> String {
        let converter = d.converter
        guard !(converter is PassThroughConverter) else { return text }
        let started = profiler?.now()
        let colouring = Highlighter.nanosecondsOnThisThread
        // Each converter's time under its own phase (code colouring inside it as `highlighting`).
        defer {
            if let started {
                profiler?.record(
                    template: converter.profilesEachFile ? d.relativePath : nil, phase: converter.profilePhase, since: started,
                    colouringBefore: colouring)
            }
        }
        return try converter.convert(text, document: d, firstLine: firstLine, warn: warn)
    }

    /// The document's rendered content in its layout chain, rewritten by the plugins'
    /// post-render hooks (as Jekyll runs them, after the layouts), with the experiment script.
    func finish(_ d: Document) throws -> String {
        try experiments.process(d, html: try output(of: d))
    }

    /// `d.output` as Jekyll has it once `d` is rendered: its content in its layouts, rewritten
    /// by the post-render hooks. Worked out when a later document asks (rarely), never kept: a
    /// build would otherwise hold every document's HTML in memory. The layouts see the site as
    /// they did when `d` rendered, so the answer is the same whoever asks.
    func output(of d: Document) throws -> String {
        try asReader(of: d, inLayouts: true) {
            var html = try applyLayouts(d, content: state.renderedContent(of: d) ?? "")
            for hook in postRenderHooks {
                if let rewritten = try hook.process(html, of: d) { html = rewritten }
            }
            return html
        }
    }

    /// Wraps `content` in the document's layout chain.
    func applyLayouts(_ d: Document, content: String) throws -> String {
        var output = content
        var name = d.converter.appliesLayouts ? d.layoutName : nil
        var layoutData = OrderedDictionary<String, Value>()
        var used = Set<String>()
        let tracker = tracksDependencies ? RenderTracker() : nil
        defer {
            if let tracker {
                var found = tracker.dependencies
                found.layouts = Array(used).sorted()
                state.setLayoutDependencies(found, of: d)
            }
        }
        var parent: Layout? = nil
        while let current = name {
            guard let layout = layouts[current] else {
                // `layout: none` in a layout ends the chain when there is no `none` layout (the
                // name Jekyll gives "no layout"), without a word, as in Jekyll
                if parent != nil && current == "none" { break }
                var message = "layout '\(current)' requested in \(d.relativePath) does not exist in \(model.config.layoutsDir)/"
                if let theme = model.config.theme {
                    message += " or in the \(theme.name) theme's _layouts/"
                } else if model.builtInTheme != nil {
                    message += " or in the built-in theme's _layouts/"
                } else if model.config.namesNoTheme, DefaultTheme.layouts.contains(where: { $0.name == current }) {
                    // A site that adds its own layouts leaves the built-in theme unless it names it.
                    message += "; the built-in theme has one: add `theme: \(DefaultTheme.name)` to _config.yml to use its layouts beneath your own"
                }
                // Nil for a layout named by the config's `defaults:`, not by the page.
                let location = YAMLPositions(frontMatterOf: d.fileText, file: d.relativePath).keyLocation("layout")
                // Jekyll names the missing layout again on every build; so does a rebuild.
                used.insert(current)
                warn(Diagnostic(.warning, message, location: location))
                break
            }
            guard used.insert(current).inserted else {
                // Jekyll renders each layout of a cycle once and stops there, silently
                let file = parent?.relativePath ?? d.relativePath
                warn(Diagnostic(.warning, "\(file): layout '\(current)' is already in the `layout:` chain of \(d.relativePath); the chain stops there, as in Jekyll"))
                break
            }
            parent = layout
            layoutData = SiteConfig.deepMerge(layout.data, layoutData)
            let ctx = context(for: d, tracker: tracker, extra: [("content", .string(output)), ("layout", .dictionary(layoutData))])
            let started = profiler?.now()
            output = try render(layout.template, ctx)
            if let started { profiler?.record(template: layout.relativePath, phase: .layouts, since: started) }
            name = layout.parentName
        }
        return output
    }

    /// Whether `text` holds `{{` or `{%`; text without either is used as it is, unparsed.
    static func containsLiquid(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // memchr jumps from brace to brace; most text has few.
            guard let base = bytes.baseAddress else { return false }
            var offset = 0
            while offset < bytes.count - 1, let hit = memchr(base + offset, Int32(UInt8(ascii: "{")), bytes.count - 1 - offset) {
                let i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if bytes[i + 1] == UInt8(ascii: "{") || bytes[i + 1] == UInt8(ascii: "%") { return true }
                offset = i + 1
            }
            return false
        }
    }

    /// Files written beside a document's own output (a stylesheet's source map), taken once.
    func extraOutputs(of d: Document) -> [(path: String, text: String)] { d.converter.extraOutputs(of: d) }

    // MARK: - Excerpts

    /// `d.excerpt`, rendered once per build on first use.
    func excerpt(of d: Document) -> String? {
        // An excerpt whose Liquid reads its own document's excerpt (`{{ page.excerpt }}` or
        // `{{ page | jsonify }}` before the separator) would render itself until the stack runs
        // out (Jekyll stops with "stack level too deep"): there it is nil, with a warning.
        let id = ObjectIdentifier(d)
        if RenderReader.excerptsRendering.contains(id) {
            warn(Diagnostic(.warning, "the excerpt of \(d.relativePath) reads itself (page.excerpt, or the whole page, before the excerpt separator); it is empty there",
                            location: SourceLocation(file: d.relativePath, source: d.fileText, line: d.bodyFirstLine, column: 1)))
            return nil
        }
        // Jekyll renders an excerpt when first asked, seeing the site as it is at that moment:
        // here, in the view of the render asking (none: before every render), noting what it
        // read that depends on when (see `RenderState.excerpt(of:_:)`).
        return state.excerpt(of: d) { moments in
            RenderReader.$excerptsRendering.withValue(RenderReader.excerptsRendering.union([id])) {
                var view = RenderReader.reader ?? RenderReader.Reader(position: Int.min, inLayouts: false)
                view.excerptMoments = moments
                return RenderReader.$reader.withValue(view) { renderExcerpt(d) }
            }
        }
    }

    /// Jekyll's Excerpt: the text before `excerpt_separator`, with Liquid blocks it leaves
    /// open closed, rendered like the document. A broken excerpt falls back to plain Markdown.
    func renderExcerpt(_ d: Document) -> String? {
        guard d.kind != .page else { return nil }
        if let own = d.data["excerpt"], !own.isNil { return own.liquidString }
        let separator = d.data["excerpt_separator"]?.liquidString ?? model.config.excerptSeparator
        // The body as a view of the file, not `d.body`'s copy: only the head is kept, and copying
        // (and UTF-8 checking) each post's whole body for it was a tenth of the excerpt's time.
        let fileText = d.fileText
        let body = fileText[fileText.utf8.index(fileText.startIndex, offsetBy: d.bodyOffset)...]
        var head: String
        var tail: Substring = ""
        if !separator.isEmpty, let range = Self.firstRange(of: separator, in: body) {
            head = String(body[..<range.lowerBound])
            tail = body[range.upperBound...]
        } else {
            head = String(body)
        }
        head = Self.closeOpenBlocks(head, blockTags: environment.blockTags)
        if !tail.isEmpty, Self.firstRange(of: "]:", in: tail) != nil {
            // Jekyll's Excerpt: link reference definitions after the excerpt that it uses
            // (`[id]` appears in it) are appended, each as `[id]:rest` without its indent.
            let definitions = TextLines.bracketLines(in: String(tail)).compactMap { line -> String? in
                let t = line.drop(while: { $0 == " " })
                guard line.count - t.count <= 3, let close = t.firstIndex(of: "]"), t.index(after: t.startIndex) < close else { return nil }
                let id = t[...close]
                let rest = t[t.index(after: close)...]
                guard rest.hasPrefix(":"), rest.count > 1, head.contains(id) else { return nil }
                return String(t)
            }
            if !definitions.isEmpty { head += "\n\n" + definitions.joined(separator: "\n") }
        }
        var text = head
        if Self.containsLiquid(text) {
            if let template = try? Template.parse(text, name: d.relativePath, environment: environment),
                let rendered = try? template.render(context(for: d))
            {
                text = rendered
            }
        }
        return (try? convert(text, of: d, firstLine: d.bodyFirstLine)) ?? text
    }

    /// The first `needle` in `text`, by bytes.
    static func firstRange(of needle: String, in text: Substring) -> Range<String.Index>? {
        let utf8 = text.utf8
        let found: Range<Int>?? = utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { key in
                ByteSearch.firstRange(of: UnsafeRawBufferPointer(key), in: UnsafeRawBufferPointer(haystack))
            } ?? ByteSearch.firstRange(of: Array(needle.utf8), in: Array(haystack))
        }
        guard let found else { return text.range(of: needle) }
        guard let offsets = found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        return lower..<utf8.index(lower, offsetBy: offsets.count)
    }

    /// Appends `{% endX %}` for the block tags (those `blockTags` names, as Jekyll asks Liquid
    /// which tags are blocks) the excerpt cut off, as Jekyll does.
    static func closeOpenBlocks(_ text: String, blockTags: Set<String>) -> String {
        guard TextLines.firstRange(of: "{%", in: text) != nil else { return text }
        var stack: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "{%") {
            guard let close = rest[open.upperBound...].range(of: "%}") else { break }
            let inner = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: "- \t\n"))
            let name = String(inner.prefix { !$0.isWhitespace })
            if blockTags.contains(name) {
                stack.append(name)
            } else if name.hasPrefix("end"), let i = stack.lastIndex(of: String(name.dropFirst(3))) {
                stack.removeSubrange(i...)
            }
            rest = rest[close.upperBound...]
        }
        return text + stack.reversed().map { "{% end\($0) %}" }.joined()
    }
}

/// Hands a render's dependency tracker to Jekyll's `include` tag.
struct TrackerRef: @unchecked Sendable {
    let tracker: RenderTracker
}

/// Hands the document being rendered to Jekyll's tags through the context's registers.
struct DocumentRef: @unchecked Sendable {
    let document: Document
}

/// The render running on this thread: what it sees of other documents (see `RenderState`).
enum RenderReader {
    struct Reader: Sendable {
        /// The rendering document's place in Jekyll's render order.
        var position: Int
        /// Whether its layouts render (they see its own content converted).
        var inLayouts: Bool
        /// Set while an excerpt renders in this reader's view: notes each moment at which what
        /// the excerpt read would have read differently (see `RenderState.excerpt(of:_:)`).
        var excerptMoments: ExcerptMoments? = nil

        /// Where this render comes in Jekyll's one-thread timeline: each document's content,
        /// then its layouts, in render order.
        var moment: Int { RenderReader.moment(position: position, inLayouts: inLayouts) }

        /// Notes that what the running excerpt read changes at `moment` (no-op outside excerpts).
        func changes(at moment: Int) { excerptMoments?.note(moment) }
    }

    /// The moment of a render of the document at `position`: its content (`inLayouts` false)
    /// or its layouts. Saturates for the positions used as "before all" and "after all".
    static func moment(position: Int, inLayouts: Bool) -> Int {
        guard position > Int.min / 4 else { return Int.min }
        guard position < Int.max / 4 else { return Int.max }
        return 2 * position + (inLayouts ? 1 : 0)
    }

    @TaskLocal static var reader: Reader? = nil
    /// The documents whose excerpts are rendering on this thread (an excerpt reading itself).
    @TaskLocal static var excerptsRendering: Set<ObjectIdentifier> = []
}
