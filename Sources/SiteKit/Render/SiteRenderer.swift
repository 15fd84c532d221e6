import Foundation
import Liquid
import Markdown
import OrderedCollections
import SiteTemplates
import Synchronization

/// Renders every document: Liquid, then Markdown, then the layout chain, then experiment
/// injection; writes each result as soon as it is final. Documents render concurrently;
/// all shared state (`site`, layouts, parsed includes) is read-only during rendering.
final class SiteRenderer: @unchecked Sendable {
    let model: SiteModel
    let options: BuildOptions
    let environment: Environment
    let markdown: MarkdownRenderer
    private(set) var layouts: [String: Layout] = [:]
    private let warnings = Mutex<[Diagnostic]>([])
    let profiler: Profiler?
    private let jekyllValue: Value

    init(model: SiteModel, options: BuildOptions, profiler: Profiler?) throws {
        self.model = model
        self.options = options
        self.profiler = profiler
        let config = model.config
        let environment = Environment()
        environment.errorMode = config.liquidErrorMode
        environment.strictVariables = config.strictVariables
        environment.strictFilters = config.strictFilters
        environment.fileSystem = IncludeFileSystem(
            siteRoot: config.source, includesDir: config.includesDir,
            builtIns: ["sitegen/experiments.html": "{% sitegen_experiments %}"])
        self.environment = environment
        self.markdown = MarkdownRenderer(options: SiteRenderer.markdownOptions(config.values))
        self.jekyllValue = ["version": "4.3.2", "environment": .string(ProcessInfo.processInfo.environment["JEKYLL_ENV"] ?? "development")]
        JekyllExtensions.register(into: environment, model: model, markdown: markdown)
        model.excerptRenderer = { [unowned self] d in self.renderExcerpt(d) }
        let box = experimentBox
        environment.registerTag("sitegen_experiments") { _, _ in ExperimentsIncludeNode(stage: box) }
        try loadLayouts()
        experimentBox.stage = try ExperimentStage(model: model, renderer: self)
    }

    let experimentBox = ExperimentStageBox()
    var experiments: ExperimentStage { experimentBox.stage! }

    var collectedWarnings: [Diagnostic] { warnings.withLock { $0 } }

    func warn(_ d: Diagnostic) { warnings.withLock { $0.append(d) } }

    func resetWarnings() { warnings.withLock { $0.removeAll() } }

    /// Re-reads one layout after its file changed; false when it no longer exists.
    func reloadLayout(_ name: String) throws -> Bool {
        guard let layout = try loadLayout(name) else { return false }
        layouts[name] = layout
        return true
    }

    /// `markdown:` and `kramdown:` settings mapped onto the Markdown renderer's options.
    static func markdownOptions(_ config: OrderedDictionary<String, Value>) -> MarkdownOptions {
        var settings: [String: String] = [:]
        if case .dictionary(let kramdown) = config["kramdown"] ?? .nil {
            for (key, value) in kramdown {
                switch value {
                case .dictionary(let nested):
                    for (inner, v) in nested { settings[key + "." + inner] = v.liquidString }
                case .array(let items):
                    settings[key] = items.map(\.liquidString).joined(separator: ",")
                case .nil:
                    settings[key] = "nil"
                default:
                    settings[key] = value.liquidString
                }
            }
        }
        // kramdown turns curly quotes off with straight entities; Jekyll sites also write `false`.
        if settings["smart_quotes"] == "false" || settings["typographic_symbols"] == "false" {
            settings["smart_quotes"] = "apos,apos,quot,quot"
        }
        let highlighter = config["highlighter"] ?? "rouge"
        let disabled = highlighter.isNil || ["none", "false", ""].contains(highlighter.liquidString)
        let markdown = config["markdown"].map(\.liquidString)
        return MarkdownOptions.jekyll(markdown: markdown, kramdown: settings, highlighterDisabled: disabled)
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
        if let rel = model.layoutFiles[name] {
            relative = rel
            text = try SourceFile.readText(model.config.source.appendingPathComponent(rel), displayName: rel)
        } else if model.layoutFiles.isEmpty, let themed = Self.themeLayout(name) {
            // A site without _layouts/ falls back to the default theme, like a gem theme.
            relative = themed.path
            text = themed.text
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

    static func themeLayout(_ name: String) -> (path: String, text: String)? {
        for ext in ["html", "xml", "md"] {
            let path = "theme/_layouts/\(name).\(ext)"
            if let text = EmbeddedTemplates.files[path] { return (path, text) }
        }
        return nil
    }

    /// Parses a template from a file, padding it so Liquid's line numbers are the file's.
    func parse(_ body: String, firstLine: Int, name: String) throws -> Template {
        let source = firstLine > 1 ? String(repeating: "\n", count: firstLine - 1) + body : body
        do {
            let template = try Template.parse(source, name: name, environment: environment)
            for w in template.warnings {
                warn(Diagnostic(.warning, w.message, location: w.location, includeChain: w.includeChain))
            }
            return template
        } catch let error as LiquidError {
            throw SiteError(diagnostics: [Diagnostic(.error, error.message, location: error.location, includeChain: error.includeChain)])
        }
    }

    // MARK: - Rendering

    func context(for d: Document, tracker: RenderTracker? = nil, extra: [String: Value] = [:]) -> RenderContext {
        let site: Value = tracker.map { .drop(TrackingSiteDrop(base: model.siteDrop, tracker: $0)) } ?? .drop(model.siteDrop)
        var variables: [String: Value] = ["site": site, "page": .drop(model.drop(of: d)), "paginator": .nil, "jekyll": jekyllValue]
        for (k, v) in extra { variables[k] = v }
        let context = RenderContext(environment: environment, variables: variables)
        context.registers["sitegen.document"] = DocumentRef(document: d)
        if let tracker { context.registers["sitegen.tracker"] = TrackerRef(tracker: tracker) }
        return context
    }

    private func render(_ template: Template, _ context: RenderContext) throws -> String {
        do {
            return try template.render(context)
        } catch let error as LiquidError {
            throw SiteError(diagnostics: [Diagnostic(.error, error.message, location: error.location, includeChain: error.includeChain)])
        }
    }

    /// Liquid then Markdown: the document's `content` before layouts.
    func renderContent(_ d: Document) throws -> String {
        var text = d.body
        let tracker = RenderTracker()
        defer { d.dependencies.withLock { $0.content = tracker.dependencies } }
        if Self.containsLiquid(text), d.data["render_with_liquid"]?.isTruthy != false || d.data["render_with_liquid"] == nil {
            let started = profiler?.now()
            let template = try parse(text, firstLine: d.bodyFirstLine, name: d.relativePath)
            text = try render(template, context(for: d, tracker: tracker))
            if let started { profiler?.record(template: d.relativePath, phase: .liquid, since: started) }
        }
        if d.isMarkdown {
            let started = profiler?.now()
            text = markdown.render(text)
            if let started { profiler?.record(template: nil, phase: .markdown, since: started) }
        }
        return text
    }

    /// Wraps `content` in the document's layout chain.
    func applyLayouts(_ d: Document, content: String) throws -> String {
        var output = content
        var name = d.layoutName
        var layoutData = OrderedDictionary<String, Value>()
        var used = Set<String>()
        let tracker = RenderTracker()
        defer {
            var found = tracker.dependencies
            found.layouts = Array(used)
            d.dependencies.withLock { $0.layouts = found }
        }
        while let current = name {
            guard let layout = layouts[current] else {
                let line = SiteReader.lineOfKey("layout", in: d.fileText)
                let message = "layout '\(current)' requested in \(d.relativePath) does not exist in \(model.config.layoutsDir)/"
                let location = d.data.keys.contains("layout")
                    ? YAMLReader.location(file: d.relativePath, fileText: d.fileText, line: line, column: 1) : nil
                warn(Diagnostic(.warning, message, location: location))
                break
            }
            guard used.insert(current).inserted else {
                throw SiteError("layout '\(current)' includes itself through its `layout:` chain")
            }
            layoutData = SiteConfig.deepMerge(layout.data, layoutData)
            let ctx = context(for: d, tracker: tracker, extra: ["content": .string(output), "layout": .dictionary(layoutData)])
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

    // MARK: - Excerpts

    /// Jekyll's Excerpt: the text before `excerpt_separator`, with Liquid blocks it leaves
    /// open closed, rendered like the document. A broken excerpt falls back to plain Markdown.
    func renderExcerpt(_ d: Document) -> String? {
        guard d.kind != .page else { return nil }
        if let own = d.data["excerpt"], !own.isNil { return own.liquidString }
        let separator = d.data["excerpt_separator"]?.liquidString ?? model.config.excerptSeparator
        let body = d.body
        var head = body
        var hasTail = false
        if !separator.isEmpty, let range = TextLines.firstRange(of: separator, in: body) {
            head = String(body[..<range.lowerBound])
            hasTail = true
        }
        head = Self.closeOpenBlocks(head)
        if hasTail, TextLines.contains("]:", in: body) {
            // Link reference definitions later in the post still apply to the excerpt.
            let refs = TextLines.bracketLines(in: body).filter { line in
                let t = line.drop(while: { $0 == " " })
                return line.count - t.count <= 3 && t.hasPrefix("[") && t.contains("]:")
            }
            if !refs.isEmpty { head += "\n\n" + refs.joined(separator: "\n") }
        }
        var text = head
        if Self.containsLiquid(text) {
            if let template = try? Template.parse(text, name: d.relativePath, environment: environment),
                let rendered = try? template.render(context(for: d))
            {
                text = rendered
            }
        }
        return d.isMarkdown ? markdown.render(text) : text
    }

    static let blockTags: Set<String> = ["if", "unless", "for", "case", "capture", "comment", "raw", "tablerow", "highlight", "variant"]

    /// Appends `{% endX %}` for block tags the excerpt cut off, as Jekyll does.
    static func closeOpenBlocks(_ text: String) -> String {
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
