/// A site's `kramdown:` settings as its YAML gives them, nested settings kept nested
/// (`syntax_highlighter_opts: { block: { line_numbers: true } }`), for `MarkdownOptions.jekyll`.
public struct KramdownSettings: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// One setting: a scalar as its text (`true`, `3`, `lsquo`), a list of scalars, or settings
    /// nested under it.
    public indirect enum Setting: Sendable, Equatable, ExpressibleByStringLiteral {
        case text(String)
        case list([String])
        case nested(KramdownSettings)

        public init(stringLiteral value: String) { self = .text(value) }
    }

    public var values: [String: Setting]

    public init(_ values: [String: Setting] = [:]) { self.values = values }

    public init(dictionaryLiteral elements: (String, Setting)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    public subscript(key: String) -> Setting? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// A scalar's text, or a list joined with commas as kramdown's option parser reads lists
    /// (`smart_quotes: [apos, apos, quot, quot]`, `toc_levels: [2, 3]`); nil for nested settings.
    public func text(_ key: String) -> String? {
        switch values[key] {
        case .text(let s): s
        case .list(let items): items.joined(separator: ",")
        case .nested, nil: nil
        }
    }

    /// `true` or `false` in any case; nil for anything else.
    public func flag(_ key: String) -> Bool? {
        switch text(key)?.lowercased() {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// The settings nested under `key`, if it holds any.
    public func nested(_ key: String) -> KramdownSettings? {
        if case .nested(let settings) = values[key] { return settings }
        return nil
    }
}
