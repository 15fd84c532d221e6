import Foundation

/// A parsed template: parse once, render many times, from many threads at once.
public final class Template: @unchecked Sendable {
    /// The file name shown in errors (`_layouts/post.html`), if any.
    public let name: String?
    /// Warnings collected while parsing in `.warn` error mode.
    public private(set) var warnings: [LiquidError] = []
    let source: SourceText
    let root: BlockBody
    /// The size of the last output, to allocate the buffer once instead of growing it
    /// repeatedly; racing renders may overwrite each other's hint, which is harmless.
    private let sizeHint = OutputSizeHint()

    init(source: SourceText, root: BlockBody, warnings: [LiquidError]) {
        self.name = source.name
        self.source = source
        self.root = root
        self.warnings = warnings
    }

    /// Parses `source` with the tags of `environment`. Throws `LiquidError` with a location.
    /// `firstLine` is the line of `source`'s first line in its file, for error locations.
    public static func parse(_ source: String, name: String? = nil, firstLine: Int = 1, environment: Environment) throws -> Template {
        let text = SourceText(source, name: name, firstLine: firstLine)
        let parser = TemplateParser(source: text, environment: environment)
        let root = try parser.parseDocument()
        return Template(source: text, root: root, warnings: parser.warnings)
    }

    /// Renders with `context` (a fresh context per render; contexts are not shared between threads).
    public func render(_ context: RenderContext) throws -> String {
        var output = OutputBuffer(capacity: sizeHint.value)
        try render(into: &output, context: context)
        sizeHint.value = output.count
        return output.string
    }

    /// Renders at the end of `output`, as a layout or tag appending to a larger page does.
    public func render(into output: inout String, context: RenderContext) throws {
        // Sized as the last render was, as `render(_:)` does: from 64 bytes, a tag's kilobyte
        // of output (jekyll-seo-tag's) was copied through five buffers.
        var buffer = OutputBuffer(capacity: sizeHint.value)
        defer {
            sizeHint.value = buffer.count
            output += buffer.string
        }
        try render(into: &buffer, context: context)
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        let saved = context.currentSource
        context.currentSource = source
        defer {
            context.currentSource = saved
            context.interrupt = nil
        }
        try root.render(into: &output, context: context)
    }
}

/// A lock-protected integer shared by concurrent renders of one template.
final class OutputSizeHint: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0

    var value: Int {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
