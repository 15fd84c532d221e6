import TextSupport

/// The text of a template or partial, shared by its nodes so errors can show the line.
public final class SourceText: Sendable {
    /// The file name shown in errors, or nil for an anonymous template.
    public let name: String?
    public let text: String
    /// The file line of the text's first line: a template cut from a file after its front
    /// matter reports the file's lines without padding its output.
    public let firstLine: Int

    public init(_ text: String, name: String?, firstLine: Int = 1) {
        self.text = text
        self.name = name
        self.firstLine = firstLine
    }

    /// Line, column and line text of a UTF-8 byte offset.
    public func location(offset: Int, length: Int = 1) -> SourceLocation {
        var location = SourceLocation(file: name, source: text, utf8Offset: offset, length: length)
        location.line += firstLine - 1
        return location
    }
}

/// Where a tag or expression sits in its template: enough to build a `SourceLocation`
/// lazily, so parsing never pays for line counting.
public struct SourceSpan: Sendable {
    public let source: SourceText
    /// UTF-8 byte offset of the first character.
    public let offset: Int
    /// Length in characters of the caret underline.
    public let length: Int

    public init(source: SourceText, offset: Int, length: Int = 1) {
        self.source = source
        self.offset = offset
        self.length = length
    }

    public var location: SourceLocation { source.location(offset: offset, length: length) }

    /// A `LiquidError` located at this span.
    public func error(_ kind: LiquidError.Kind, _ message: String) -> LiquidError {
        LiquidError(kind, message, location: location)
    }
}

/// A parsed piece of a template that renders into the output buffer.
///
/// Custom tags return a `Node` from their parse function. Nodes are created once per
/// template and rendered concurrently from many threads, so they must be immutable.
public protocol Node: Sendable {
    /// Appends this node's output. Throw `LiquidError` for problems the author should see;
    /// errors without a location get the tag's location.
    func render(into output: inout String, context: RenderContext) throws
    /// Whether the node prints nothing (like `assign` or `comment`). A block whose nodes are
    /// all blank drops its whitespace-only text, as Ruby Liquid does.
    var isBlank: Bool { get }
}

extension Node {
    public var isBlank: Bool { false }
}

/// A built-in node: it renders into the engine's `OutputBuffer`, which `BlockBody` hands it
/// directly. (A custom `Node` appends to a `String`, which the body then copies over.)
protocol BufferedNode: Node {
    func render(into output: inout OutputBuffer, context: RenderContext) throws
}

extension BufferedNode {
    func render(into output: inout String, context: RenderContext) throws {
        var buffer = OutputBuffer()
        defer { output += buffer.string }
        try render(into: &buffer, context: context)
    }
}

/// A custom `Node` in a body: what it appends to a `String` is copied into the buffer.
struct StringNode: BufferedNode {
    let node: any Node
    var isBlank: Bool { node.isBlank }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        var text = ""
        defer { output.append(text) }
        try node.render(into: &text, context: context)
    }
}

/// A sequence of text and nodes: a template's top level or the inside of a block tag.
public struct BlockBody: Sendable {
    enum Item: Sendable {
        case text(String)
        case node(NodeEntry)
    }

    /// A node with its position; a class so iterating a body retains once per node
    /// instead of copying each node's fields.
    final class NodeEntry: Sendable {
        let node: any BufferedNode
        let offset: Int
        let length: Int

        init(_ node: any Node, offset: Int, length: Int) {
            self.node = node as? any BufferedNode ?? StringNode(node: node)
            self.offset = offset
            self.length = length
        }
    }

    var items: [Item]
    let source: SourceText
    /// True when rendering prints nothing but whitespace.
    public private(set) var isBlank: Bool

    init(items: [Item], source: SourceText, isBlank: Bool) {
        self.items = items
        self.source = source
        self.isBlank = isBlank
    }

    /// An empty body.
    public init(source: SourceText) {
        self.init(items: [], source: source, isBlank: true)
    }

    public var isEmpty: Bool { items.isEmpty }

    /// Removes whitespace-only text, for block tags whose bodies are all blank.
    mutating func removeBlankText() {
        items.removeAll { if case .text = $0 { return true } else { return false } }
    }

    /// Renders the nodes in order, stopping early after `break` or `continue`.
    public func render(into output: inout String, context: RenderContext) throws {
        var buffer = OutputBuffer()
        defer { output += buffer.string }
        try render(into: &buffer, context: context)
    }

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        for item in items {
            switch item {
            case .text(let text):
                output.append(text)
            case .node(let entry):
                do {
                    try entry.node.render(into: &output, context: context)
                } catch var error as LiquidError {
                    if error.location == nil { error.location = source.location(offset: entry.offset, length: entry.length) }
                    throw error
                } catch let error as FilterError {
                    throw LiquidError(.argument, error.message, location: source.location(offset: entry.offset, length: entry.length))
                } catch {
                    throw LiquidError(.render, "\(error)", location: source.location(offset: entry.offset, length: entry.length))
                }
                if context.interrupt != nil { return }
            }
        }
    }
}

/// `{{ expression | filters }}`
struct OutputNode: BufferedNode {
    let expression: FilteredExpr

    func render(into output: inout OutputBuffer, context: RenderContext) throws {
        try context.render(expression, into: &output)
    }
}
