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
            let (shown, column, length) = window(location.lineText, column: location.column, length: location.length)
            out += "\n \(number) | \(shown)"
            let prefix = String(shown.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
            out += "\n \(gutter) | \(prefix)\(String(repeating: "^", count: length))"
        }
        for outer in chain {
            out += "\n  included from \(outer.file ?? "template"):\(outer.line):\(outer.column)"
        }
        return out
    }

    /// Lines longer than this are shown as a window around the column: a minified file's one
    /// line (or 100,000 brackets) would otherwise fill the terminal.
    static let widestLine = 120

    /// The part of `line` shown, with `…` where it is cut, and the column and caret length in it.
    static func window(_ line: String, column: Int, length: Int) -> (String, column: Int, length: Int) {
        let count = line.count
        guard count > widestLine else { return (line, column, length) }
        let start = max(0, min(column - 1 - widestLine / 3, count - widestLine))
        let end = start + widestLine
        let from = line.index(line.startIndex, offsetBy: start)
        let to = line.index(from, offsetBy: widestLine)
        let lead = start > 0 ? "…" : ""
        let shown = lead + line[from..<to] + (end < count ? "…" : "")
        let shownColumn = column - start + lead.count
        return (shown, shownColumn, max(1, min(length, widestLine - (column - 1 - start))))
    }
}
