import Foundation
import Synchronization

/// Warnings gathered from many threads while reading.
final class WarningSink: Sendable {
    private let list = Mutex<[Diagnostic]>([])
    func add(_ d: Diagnostic) { list.withLock { $0.append(d) } }
    var values: [Diagnostic] { list.withLock { $0 } }
}

/// Jekyll reads YAML through Psych, which lets a later key replace an earlier one in the
/// same mapping (`published:` written twice); libyaml through Yams refuses the document.
/// Where Yams refuses, the earlier entries are blanked out line by line (so line numbers stay
/// right) and the YAML is parsed again; each dropped key is reported at its last occurrence.
enum DuplicateKeys {
    struct Duplicate: Equatable {
        var key: String
        /// 0-based lines in the YAML: the entry kept and the first line of the one dropped.
        var keptLine: Int
        var droppedLine: Int
        /// 0-based column of the key kept.
        var keptColumn = 0
    }

    /// The YAML with earlier duplicates blanked, and what was dropped; nil when nothing was found
    /// (a duplicate inside a flow mapping, which this line-based pass does not see).
    static func resolve(_ yaml: String) -> (yaml: String, duplicates: [Duplicate])? {
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Open mappings, innermost last: their indentation and the line of each key seen.
        var open: [(indent: Int, keys: [String: Int])] = []
        var duplicates: [Duplicate] = []
        var blockScalarIndent: Int?
        for i in lines.indices {
            let line = lines[i]
            var indent = 0
            for c in line.utf8 { if c == UInt8(ascii: " ") { indent += 1 } else { break } }
            let content = line.dropFirst(indent)
            if content.isEmpty || content.hasPrefix("#") { continue }
            if let b = blockScalarIndent {
                if indent > b { continue }
                blockScalarIndent = nil
            }
            var keyIndent = indent
            var rest = Substring(content)
            // `- key: value` opens a new mapping inside the sequence item.
            while rest.hasPrefix("- ") {
                keyIndent += 2
                rest = rest.dropFirst(2)
                while rest.hasPrefix(" ") { rest = rest.dropFirst(); keyIndent += 1 }
                while let last = open.last, last.indent >= keyIndent { open.removeLast() }
                open.append((keyIndent, [:]))
            }
            while let last = open.last, last.indent > keyIndent { open.removeLast() }
            guard let key = plainKey(rest) else { continue }
            if open.last?.indent != keyIndent { open.append((keyIndent, [:])) }
            if let earlier = open[open.count - 1].keys[key] {
                blank(&lines, from: earlier, before: i, indent: keyIndent)
                duplicates.append(Duplicate(key: key, keptLine: i, droppedLine: earlier, keptColumn: keyIndent))
            }
            open[open.count - 1].keys[key] = i
            let value = rest.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("|") || value.hasPrefix(">") { blockScalarIndent = keyIndent }
        }
        return duplicates.isEmpty ? nil : (lines.joined(separator: "\n"), duplicates)
    }

    /// `key:` at the start of `text` (plain or quoted), followed by a space or the line's end.
    private static func plainKey(_ text: Substring) -> String? {
        if let q = text.first, q == "\"" || q == "'" {
            guard let close = text.dropFirst().firstIndex(of: q) else { return nil }
            // `"key" :` as well as `"key":`
            let after = text[text.index(after: close)...].drop { $0 == " " || $0 == "\t" }
            guard after.hasPrefix(":") else { return nil }
            return String(text[text.index(after: text.startIndex)..<close])
        }
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let after = text[text.index(after: colon)...]
        guard after.isEmpty || after.hasPrefix(" ") || after.hasPrefix("\t") else { return nil }
        // A plain key ends before the spaces that precede its colon (`type : x` is `type`).
        var key = text[..<colon]
        while let last = key.last, last == " " || last == "\t" { key = key.dropLast() }
        guard !key.isEmpty, !key.contains("#"), !"[{&*!|>'\"%@`".contains(key.first!) else { return nil }
        return String(key)
    }

    /// Blanks the entry starting at `start`: its line and the deeper lines after it. A `- `
    /// that opened a sequence item on the entry's line stays, so the item stays.
    private static func blank(_ lines: inout [String], from start: Int, before end: Int, indent: Int) {
        lines[start] = String(lines[start].prefix(indent))
        var j = start + 1
        while j < end {
            let l = lines[j]
            var n = 0
            for c in l.utf8 { if c == UInt8(ascii: " ") { n += 1 } else { break } }
            let isBlank = l.allSatisfy { $0 == " " || $0 == "\r" }
            // A deeper line, or a sequence written flush under its key (`tags:\n- a`).
            guard isBlank || n > indent || (n == indent && l.dropFirst(n).hasPrefix("- ")) else { break }
            lines[j] = ""
            j += 1
        }
    }
}
