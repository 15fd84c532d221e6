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
