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

    /// `line` and `column` as a reader reported them (libyaml's marks, a CSV row), with that
    /// line's text from `source` (a final `\r` left out).
    public init(file: String?, source: String, line: Int, column: Int, length: Int = 1) {
        var lineText = ""
        var current = 1
        var bytes = source.utf8[...]
        while current < line, let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) {
            bytes = bytes[bytes.index(after: newline)...]
            current += 1
        }
        if current == line {
            let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            lineText = String(decoding: bytes[..<end], as: UTF8.self)
            if lineText.hasSuffix("\r") { lineText.removeLast() }
        }
        self.init(file: file, line: line, column: column, lineText: lineText, length: length)
    }
}

