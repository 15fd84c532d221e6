import Foundation

/// How the parser treats malformed markup, as Ruby Liquid's `error_mode`.
public enum ErrorMode: String, Sendable {
    /// Accept what Ruby Liquid's lax parser accepts (Jekyll's fallback).
    case lax
    /// Try strict; on failure record a warning and parse laxly (Jekyll's default).
    case warn
    /// Malformed markup is an error.
    case strict
}

/// Where `include` and `render` read partials from. Implementations refuse names that
/// leave their root, and are called concurrently.
public protocol TemplateFileSystem: Sendable {
    /// The source of partial `name` and the file name to show in errors.
    func readTemplate(_ name: String) throws -> (source: String, file: String)
}

/// The registry of tags and filters a template is parsed and rendered with.
///
/// Built-ins and extensions (Jekyll's filters and tags) register through the same calls.
/// Configure an environment before parsing; afterwards it is shared read-only between threads
/// (only the partial cache changes, under a lock).
public final class Environment: @unchecked Sendable {
    /// Filters by name, boxed: a closure stored directly as a dictionary value is wrapped in
    /// reabstraction thunks on the way in and out, which every filter call would then pay.
    private var filterBoxes: [String: FilterBox] = [:]
    /// The registered filters by name.
    public var filters: [String: FilterFunction] { filterBoxes.mapValues(\.function) }
    /// Tag parse functions by name; `liquid` is handled by the parser itself.
    public private(set) var tags: [String: TagParseFunction] = [:]
    /// The tags registered as blocks (a body up to `{% endNAME %}`): what Ruby Liquid answers
    /// when asked whether a tag's class is a `Liquid::Block`, as Jekyll asks to close the
    /// blocks an excerpt cuts off.
    public private(set) var blockTags: Set<String> = []
    public var errorMode: ErrorMode = .lax
    /// An undefined variable is an error (Ruby's `strict_variables`).
    public var strictVariables = false
    /// An undefined filter is an error (Ruby's `strict_filters`).
    public var strictFilters = false
    /// An undefined filter is a parse warning with a did-you-mean (Ruby ignores it silently).
    public var warnsOfUnknownFilters = false
    /// Receives a partial's parse warnings when it is first parsed (an include's typo would
    /// otherwise pass unseen: only the including template's own warnings are collected).
    public var onPartialWarnings: (@Sendable ([LiquidError]) -> Void)?
    /// `x == blank` is false for every value, as in Jekyll 4.3.1 (ruby-liquid 5.4 asks the
    /// value for `blank?`, a method only ActiveSupport defines, so nothing answers it); off,
    /// `blank` matches nil, false, blank strings and empty collections, as golden-liquid's
    /// cases expect. `== empty` is the same either way.
    public var blankMatchesNothing = false
    public var fileSystem: (any TemplateFileSystem)?
    /// How deep includes, renders and nested blocks may go before `LiquidError(.stackOverflow)`.
    public var maxDepth = 100
    /// Loop iterations allowed in one render (all loops together), so a runaway range ends
    /// with an error instead of hanging a build.
    public var maxIterations = 20_000_000
    /// Output bytes allowed in one render, checked as loops run.
    public var maxOutputBytes = 256 << 20

    private let partialLock = NSLock()
    private var partials: [String: Template] = [:]

    /// An environment with Liquid's standard tags and filters.
    public init() {
        registerStandardFilters()
        registerStandardTags()
    }

    /// Adds or replaces the filter `name`.
    public func registerFilter(_ name: String, _ function: @escaping FilterFunction) {
        filterBoxes[name] = FilterBox(function)
    }

    func registerFilter(_ name: String, _ function: @escaping FilterFunction, appending: @escaping AppendingFilterFunction) {
        filterBoxes[name] = FilterBox(function, appending: appending)
    }

    func filter(named name: String) -> FilterBox? { filterBoxes[name] }

    /// Every registered filter's name.
    var filterNames: Dictionary<String, FilterBox>.Keys { filterBoxes.keys }

    /// Adds or replaces the tag `name` (registering `include` replaces the standard one).
    ///
    /// `parse` runs once per occurrence while a template is parsed. It gets the tag's markup
    /// and location, and the parser, through which a block tag reads its body:
    /// ```swift
    /// env.registerTag("shout") { tag, parser in
    ///     let body = try parser.parseBlock(for: tag)          // up to {% endshout %}
    ///     return ShoutNode(body: body)
    /// }
    /// ```
    /// Use `parser.readRawBody(for:)` for a body taken as text, and
    /// `parser.parseExpression(_:at:)` / `parseFilteredExpression(_:at:)` for markup values,
    /// which the node evaluates with `context.evaluate(_:)` when rendered.
    /// `isBlock`: the tag reads a body up to `{% endNAME %}` (see `blockTags`).
    public func registerTag(_ name: String, isBlock: Bool = false, _ parse: @escaping TagParseFunction) {
        tags[name] = parse
        if isBlock { blockTags.insert(name) } else { blockTags.remove(name) }
    }

    /// The parsed partial `name` from `fileSystem`, parsed once and shared by all renders
    /// and threads until `clearPartialCache()`.
    public func partial(named name: String) throws -> Template {
        partialLock.lock()
        let cached = partials[name]
        partialLock.unlock()
        if let cached { return cached }
        guard let fileSystem else {
            throw LiquidError(.fileSystem, "cannot include '\(name)': this environment has no file system for partials")
        }
        let file: (source: String, file: String)
        do {
            file = try fileSystem.readTemplate(name)
        } catch let error as LiquidError {
            throw error
        } catch {
            throw LiquidError(.fileSystem, "cannot read partial '\(name)': \(error)")
        }
        let template = try Template.parse(file.source, name: file.file, environment: self)
        partialLock.lock()
        let first = partials[name] == nil
        partials[name] = template
        partialLock.unlock()
        // Once per partial, however many threads parsed it at the same moment.
        if first, !template.warnings.isEmpty { onPartialWarnings?(template.warnings) }
        return template
    }

    /// Forgets parsed partials (after files changed, as `serve` needs).
    public func clearPartialCache() {
        partialLock.lock()
        partials.removeAll()
        partialLock.unlock()
    }
}
