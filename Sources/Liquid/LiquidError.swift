/// A position in a template or source file, 1-based, as shown to the site author.
public struct SourceLocation: Sendable, Hashable {
    /// The file as the author names it (`_layouts/post.html`), or nil for an anonymous template.
    public var file: String?
    public var line: Int
    public var column: Int
    /// The whole text of the offending line, shown under the message.
    public var lineText: String
    /// How many characters the caret underline spans (at least 1).
    public var length: Int

    public init(file: String?, line: Int, column: Int, lineText: String = "", length: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
        self.lineText = lineText
        self.length = max(1, length)
    }

    /// Line and column of a UTF-8 byte offset in `source`, with the line's text.
    public init(file: String?, source: String, utf8Offset: Int, length: Int = 1) {
        var line = 1
        var lineStart = 0
        let bytes = Array(source.utf8)
        let end = min(max(0, utf8Offset), bytes.count)
        var i = 0
        while i < end {
            if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
            i += 1
        }
        var lineEnd = lineStart
        while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        let lineText = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        self.init(file: file, line: line, column: column, lineText: lineText, length: length)
    }
}

/// Any error raised while parsing or rendering a template.
public struct LiquidError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case syntax
        case undefinedVariable
        case undefinedFilter
        case argument
        case render
        case fileSystem
        case stackOverflow
    }

    public var kind: Kind
    /// The message for the site author, without location.
    public var message: String
    public var location: SourceLocation?
    /// Where the failing template was included from, innermost first.
    public var includeChain: [SourceLocation]

    public init(_ kind: Kind, _ message: String, location: SourceLocation? = nil, includeChain: [SourceLocation] = []) {
        self.kind = kind
        self.message = message
        self.location = location
        self.includeChain = includeChain
    }

    /// `file:line:col: message`, the offending line with a caret, and the include chain.
    public var description: String { DiagnosticFormatter.format(severity: "error", message: message, location: location, chain: includeChain) }
}

/// Formats a message the way every sitegen layer shows errors and warnings.
public enum DiagnosticFormatter {
    public static func format(severity: String, message: String, location: SourceLocation?, chain: [SourceLocation] = []) -> String {
        guard let location else { return "\(severity): \(message)" }
        var out = "\(severity): "
        if let file = location.file { out += "\(file):" }
        out += "\(location.line):\(location.column): \(message)"
        if !location.lineText.isEmpty {
            let number = String(location.line)
            let gutter = String(repeating: " ", count: number.count)
            out += "\n \(number) | \(location.lineText)"
            let prefix = String(location.lineText.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " })
            out += "\n \(gutter) | \(prefix)\(String(repeating: "^", count: location.length))"
        }
        for outer in chain {
            out += "\n  included from \(outer.file ?? "template"):\(outer.line):\(outer.column)"
        }
        return out
    }
}
