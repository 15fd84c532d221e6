import Foundation
import Highlight
import Liquid
import Markdown
import OrderedCollections
import Synchronization

/// Registers Jekyll's tags: `include` (Jekyll's syntax, replacing Liquid's), `include_relative`,
/// `highlight`, `link`, `post_url`.
func registerJekyllTags(into environment: Environment, model: SiteModel) {
    let relativeCache = RelativeIncludeCache(siteRoot: model.config.source)
    environment.registerTag("include") { tag, parser in
        try IncludeNode(tag: tag, parser: parser, relative: nil)
    }
    environment.registerTag("include_relative") { tag, parser in
        try IncludeNode(tag: tag, parser: parser, relative: relativeCache)
    }
    // Jekyll's tag is a Liquid block: its body is rendered (so `{% raw %}` and `{{ }}`
    // inside work) before it is coloured.
    let colours = HighlighterSetting.coloursCode(model.config.values)
    environment.registerTag("highlight", isBlock: true) { tag, parser in
        guard let markup = HighlightMarkup(tag.markup) else {
            throw tag.syntaxError("Syntax Error in tag 'highlight' while parsing the following markup:\n\n  \(tag.markup)\n\nValid syntax: highlight <lang> [linenos]")
        }
        let body = try parser.parseBlock(for: tag)
        return HighlightNode(body: body, language: markup.language.lowercased(), lineNumbers: markup.options.contains("linenos"),
                             colours: colours, span: tag.span)
    }
    environment.registerTag("link") { tag, parser in
        let target = tag.markup.trimmingCharacters(in: .whitespaces)
        return LinkNode(target: target, span: tag.span, model: model, isPostURL: false)
    }
    environment.registerTag("post_url") { tag, parser in
        let target = tag.markup.trimmingCharacters(in: .whitespaces)
        return LinkNode(target: target, span: tag.span, model: model, isPostURL: true)
    }
}

enum JekyllTags {
    /// Jekyll strips leading and trailing blank lines of highlighted code.
    static func trimNewlines(_ s: String) -> String {
        var t = Substring(s)
        while let f = t.first, f == "\n" || f == "\r" { t.removeFirst() }
        while let l = t.last, l.isWhitespace { t.removeLast() }
        return String(t)
    }
}

/// The markup of `{% highlight lang [options] %}` as Jekyll 4.3 checks it: its `SYNTAX`,
/// `^([a-zA-Z0-9.+#_-]+)((\s+\w+(=(\w+|"([0-9]+\s)*[0-9]+"))?)*)$` on the stripped markup,
/// read over bytes. Jekyll 4.3 acts on `linenos` alone (any value makes the table); other
/// options, `mark_lines="1 2"` and `hl_lines` among them, are accepted and have no effect
/// (line marking arrived in Jekyll 4.4).
struct HighlightMarkup {
    let language: String
    /// The option names, in order.
    let options: [String]

    init?(_ markup: String) {
        let bytes = Array(markup.utf8)
        // Ruby's `strip` (whitespace and NUL) and `\s` (space, \t \n \v \f \r).
        func isSpace(_ b: UInt8) -> Bool { b == 32 || (b >= 9 && b <= 13) }
        func isWord(_ b: UInt8) -> Bool {
            (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == UInt8(ascii: "_")
        }
        func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
        var start = 0, end = bytes.count
        while start < end, isSpace(bytes[start]) || bytes[start] == 0 { start += 1 }
        while end > start, isSpace(bytes[end - 1]) || bytes[end - 1] == 0 { end -= 1 }
        var i = start
        while i < end, isWord(bytes[i]) || "+#.-".utf8.contains(bytes[i]) { i += 1 }
        guard i > start else { return nil }
        language = String(decoding: bytes[start..<i], as: UTF8.self)
        var options: [String] = []
        while i < end {
            guard isSpace(bytes[i]) else { return nil }
            while i < end, isSpace(bytes[i]) { i += 1 }
            let nameStart = i
            while i < end, isWord(bytes[i]) { i += 1 }
            guard i > nameStart else { return nil }
            options.append(String(decoding: bytes[nameStart..<i], as: UTF8.self))
            guard i < end, bytes[i] == UInt8(ascii: "=") else { continue }
            i += 1
            if i < end, bytes[i] == UInt8(ascii: "\"") {
                // `"([0-9]+\s)*[0-9]+"`: numbers, one whitespace character between them.
                i += 1
                while true {
                    let digits = i
                    while i < end, isDigit(bytes[i]) { i += 1 }
                    guard i > digits, i < end else { return nil }
                    if bytes[i] == UInt8(ascii: "\"") { i += 1; break }
                    guard isSpace(bytes[i]) else { return nil }
                    i += 1
                }
            } else {
                let valueStart = i
                while i < end, isWord(bytes[i]) { i += 1 }
                guard i > valueStart else { return nil }
            }
        }
        self.options = options
    }
}

/// `{% highlight lang [linenos] %}`: the body rendered, then coloured as Jekyll's tag does.
struct HighlightNode: Node {
    let body: BlockBody
    let language: String
    let lineNumbers: Bool
    /// False with `highlighter: none`: Jekyll then writes the same figure with escaped code.
    let colours: Bool
    let span: SourceSpan

    func render(into output: inout String, context: RenderContext) throws {
        var code = ""
        try body.render(into: &code, context: context)
        // `{% highlight guess %}` over code Rouge cannot place stops Jekyll's build; so here.
        if colours, let tags = Highlighter.ambiguousGuess(CodeBlockHTML.highlightTagBody(code).utf8, language: language) {
            throw span.error(.render, "Ambiguous guess: can't decide between [" + tags.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        }
        // Jekyll: `context["highlighter_prefix"] || ""`, a line break in Markdown documents
        output += context.variable("highlighter_prefix").liquidString
        output += CodeBlockHTML.highlightTag(
            code: code, language: language, lineNumbers: lineNumbers && colours, colours: colours)
        output += context.variable("highlighter_suffix").liquidString
    }
}

/// Renders fixed text (a tag whose output is known at parse time).
struct TextNode: Node {
    let text: String
    func render(into output: inout String, context: RenderContext) throws { output += text }
}

/// `{% include file.html key=value key2="text" %}`, file names with `{{ }}` allowed, as Jekyll's
/// IncludeTag; parameters reach the partial as `include.KEY` in a scope of its own.
struct IncludeNode: Node {
    enum Argument: Sendable {
        case literal(String)
        case variable(ValueExpression)
    }

    let fileName: String
    /// Parsed when the name holds `{{ }}`; rendered at each use.
    let fileNameTemplate: Template?
    let parameters: [(String, Argument)]
    let span: SourceSpan
    let relative: RelativeIncludeCache?

    init(tag: TagMarkup, parser: TemplateParser, relative: RelativeIncludeCache?) throws {
        span = tag.span
        self.relative = relative
        let markup = tag.markup.trimmingCharacters(in: .whitespacesAndNewlines)
        // The file name runs to the first space outside `{{ }}`.
        var depth = 0
        var i = markup.startIndex
        while i < markup.endIndex {
            if markup[i...].hasPrefix("{{") { depth += 1; i = markup.index(i, offsetBy: 2); continue }
            if markup[i...].hasPrefix("}}") { depth = max(0, depth - 1); i = markup.index(i, offsetBy: 2); continue }
            if depth == 0 && markup[i].isWhitespace { break }
            i = markup.index(after: i)
        }
        let nameEnd = i
        fileName = String(markup[..<nameEnd])
        guard !fileName.isEmpty else {
            throw tag.syntaxError("Invalid syntax for include tag: missing file name. Valid syntax: {% \(tag.name) file.ext param='value' param2='value' %}")
        }
        if fileName.contains("{{") {
            fileNameTemplate = try Template.parse(fileName, name: parser.source.name, environment: parser.environment)
        } else {
            fileNameTemplate = nil
            try Self.validate(fileName, tag: tag)
        }
        parameters = try Self.parseParameters(String(markup[nameEnd...]), tag: tag, parser: parser)
    }

    static func validate(_ name: String, tag: TagMarkup) throws {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_/.-()+~#@"))
        let invalidSequence = name.contains("..") || name.contains("./") || name.contains("/.") || name.contains("//")
        if name.unicodeScalars.contains(where: { !allowed.contains($0) }) || invalidSequence || name.hasPrefix("/") {
            throw tag.syntaxError("Invalid syntax for include tag. File contains invalid characters or sequences:\n\n  \(name)\n\nValid syntax: {% \(tag.name) file.ext param='value' param2='value' %}")
        }
    }

    /// `key="v"`, `key='v'` or `key=variable.path` (Jekyll's VALID_SYNTAX).
    static func parseParameters(_ text: String, tag: TagMarkup, parser: TemplateParser) throws -> [(String, Argument)] {
        var result: [(String, Argument)] = []
        var s = Substring(text)
        func skipSpace() { while let c = s.first, c.isWhitespace { s.removeFirst() } }
        skipSpace()
        while !s.isEmpty {
            let key = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            guard !key.isEmpty else { throw invalid(tag) }
            s.removeFirst(key.count)
            skipSpace()
            guard s.first == "=" else { throw invalid(tag) }
            s.removeFirst()
            skipSpace()
            if let quote = s.first, quote == "\"" || quote == "'" {
                s.removeFirst()
                var value = ""
                var closed = false
                while let c = s.first {
                    s.removeFirst()
                    if c == "\\", let next = s.first { value.append(next); s.removeFirst(); continue }
                    if c == quote { closed = true; break }
                    value.append(c)
                }
                guard closed else { throw invalid(tag) }
                result.append((String(key), .literal(value)))
            } else {
                let path = s.prefix { $0.isLetter || $0.isNumber || "_.-[]'\"".contains($0) }
                guard !path.isEmpty else { throw invalid(tag) }
                s.removeFirst(path.count)
                result.append((String(key), .variable(try parser.parseExpression(String(path), at: tag.markupOffset))))
            }
            skipSpace()
        }
        return result
    }

    static func invalid(_ tag: TagMarkup) -> LiquidError {
        tag.syntaxError("Invalid syntax for include tag:\n\n  \(tag.markup.trimmingCharacters(in: .whitespaces))\n\nValid syntax: {% \(tag.name) file.ext param='value' param2='value' %}")
    }

    func render(into output: inout String, context: RenderContext) throws {
        var name = fileName
        if let fileNameTemplate {
            name = try fileNameTemplate.render(context).trimmingCharacters(in: .whitespacesAndNewlines)
            let parts = name.split(separator: "/")
            if name.hasPrefix("/") || parts.contains("..") || parts.contains(".") {
                throw span.error(.fileSystem, "Invalid syntax for include tag. File contains invalid characters or sequences: \(name)")
            }
        }
        if relative == nil, let ref = context.registers["sitegen.tracker"] as? TrackerRef {
            ref.tracker.dependencies.includes.insert(name)
        }
        var params = OrderedDictionary<String, Value>()
        for (key, argument) in parameters {
            switch argument {
            case .literal(let s): params[key] = .string(s)
            case .variable(let e): params[key] = try context.evaluate(e)
            }
        }
        let template: Template
        if let relative {
            guard let ref = context.registers["sitegen.document"] as? DocumentRef else {
                throw span.error(.fileSystem, "include_relative can only be used in pages, posts and documents")
            }
            template = try relative.template(name, from: ref.document.relativePath, environment: context.environment, span: span)
        } else {
            do {
                template = try context.environment.partial(named: name)
            } catch var error as LiquidError where error.kind == .fileSystem {
                if error.location == nil { error.location = span.location }
                throw error
            }
        }
        try context.withScope(["include": .dictionary(params)]) {
            try context.renderInline(template, into: &output, includedFrom: span)
        }
    }
}

/// `include_relative`: files beside the including document, parsed once each, never outside the site.
final class RelativeIncludeCache: @unchecked Sendable {
    let siteRoot: URL
    private let cache = Mutex<[String: Template]>([:])
    init(siteRoot: URL) { self.siteRoot = siteRoot }

    func template(_ name: String, from document: String, environment: Environment, span: SourceSpan) throws -> Template {
        let folder = (document as NSString).deletingLastPathComponent
        var parts = folder.split(separator: "/").map(String.init)
        for part in name.split(separator: "/") {
            if part == ".." {
                guard !parts.isEmpty else { throw span.error(.fileSystem, "include_relative '\(name)' is outside the site") }
                parts.removeLast()
            } else if part != "." {
                parts.append(String(part))
            }
        }
        let relative = parts.joined(separator: "/")
        if let cached = cache.withLock({ $0[relative] }) { return cached }
        let url = siteRoot.appendingPathComponent(relative)
        let real = url.resolvingSymlinksInPath().path
        guard real.hasPrefix(siteRoot.resolvingSymlinksInPath().path + "/"), FileManager.default.fileExists(atPath: real) else {
            throw span.error(.fileSystem, "Could not locate the included file '\(name)' beside \(document)")
        }
        let text: String
        do { text = try SourceFile.readText(url, displayName: relative) } catch {
            throw span.error(.fileSystem, "cannot read \(relative)")
        }
        // Jekyll renders the file's body: front matter, if any, is dropped.
        let split = FrontMatterSplit(text)
        let template = try Template.parse(split.body, name: relative, firstLine: split.bodyFirstLine, environment: environment)
        cache.withLock { $0[relative] = template }
        return template
    }
}

/// `{% link path %}` and `{% post_url name %}`: the URL of another document, with baseurl.
struct LinkNode: Node {
    let target: String
    let span: SourceSpan
    unowned let model: SiteModel
    let isPostURL: Bool

    func render(into output: inout String, context: RenderContext) throws {
        var name = target
        if name.contains("{{"), let t = try? Template.parse(name, environment: context.environment) {
            name = try t.render(context).trimmingCharacters(in: .whitespaces)
        }
        let found: Document?
        if isPostURL {
            // `2010-07-21-name` or `folder/2010-07-21-name`: Jekyll's PostComparer (see `SiteModel.post(named:)`).
            do {
                found = try model.post(named: name)
            } catch {
                throw span.error(.render, "Could not parse name of post \"\(name)\" in tag 'post_url'. Make sure the post exists and the name is correct.")
            }
            guard let found else {
                throw span.error(.render, "Could not find post \"\(name)\" in tag 'post_url'. Make sure the post exists and the name is correct.")
            }
            output += JekyllURL(model.config).relative(found.url)
        } else {
            let wanted = name.hasPrefix("/") ? String(name.dropFirst()) : name
            if let d = model.documents.first(where: { $0.relativePath == wanted }) {
                output += JekyllURL(model.config).relative(d.url)
            } else if let f = model.staticFiles.first(where: { $0.relativePath == wanted }) {
                output += JekyllURL(model.config).relative("/" + f.outputPath)
            } else {
                throw span.error(.render, "Could not find document '\(name)' in tag 'link'. Make sure the document exists and the path is correct.")
            }
        }
    }
}
