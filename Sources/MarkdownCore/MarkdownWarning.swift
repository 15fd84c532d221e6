import TextSupport

/// A `{::options}` setting a document asked for and sitegen could not use (kramdown ignores it).
public struct MarkdownWarning: Sendable, Equatable {
    public var message: String
    /// Line and column (1-based) of the `{::options` that holds it, in the Markdown rendered.
    public var line = 1
    public var column = 1
    public let key: String
    public let value: String

    public init(message: String, key: String, value: String) {
        self.message = message
        self.key = key
        self.value = value
    }

    /// `warnings` placed on the `{::options` lines that set their key to their value, in order:
    /// the parser's positions are in rebuilt buffers (list items, quotes), not in the file.
    public static func located(_ warnings: [MarkdownWarning], in markdown: String) -> [MarkdownWarning] {
        guard !warnings.isEmpty else { return [] }
        let bytes = Array(markdown.utf8)
        let opener = Array("{::options".utf8)
        var from = 0
        return warnings.map { warning in
            var w = warning
            var search = from
            while let start = ByteSearch.firstRange(of: opener, in: bytes, from: search)?.lowerBound {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "}")) ?? bytes.count
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                if text.contains(w.key), text.contains(w.value) {
                    let before = bytes[..<start]
                    w.line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
                    let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                    w.column = String(decoding: bytes[lineStart..<start], as: UTF8.self).count + 1
                    from = start
                    break
                }
                search = start + 1
            }
            return w
        }
    }
}
