/// A parsed template: parse once, render many times, from many threads at once.
///
/// CONTRACT (stub written by the lead; the Liquid engine owner implements the bodies
/// and may add API, but keeps these signatures).
public final class Template: @unchecked Sendable {
    /// The file name shown in errors (`_layouts/post.html`), if any.
    public let name: String?
    /// Warnings collected while parsing in `.warn` error mode.
    public private(set) var warnings: [LiquidError] = []

    init(name: String?) { self.name = name }

    /// Parses `source` with the tags of `environment`. Throws `LiquidError` with a location.
    public static func parse(_ source: String, name: String? = nil, environment: Environment) throws -> Template {
        throw LiquidError(.syntax, "not implemented")
    }

    /// Renders with `context` (a fresh context per render; contexts are not shared between threads).
    public func render(_ context: RenderContext) throws -> String {
        throw LiquidError(.render, "not implemented")
    }
}
