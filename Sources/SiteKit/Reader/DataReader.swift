import Foundation
import Liquid
import OrderedCollections
import TextSupport

/// `_data/`: YAML, JSON, CSV and TSV files, nested folders as nested mappings (`site.data.a.b`).
struct DataReader {
    let config: SiteConfig

    func read() throws -> Value {
        let root = config.source.appendingPathComponent(config.dataDir)
        guard FileManager.default.fileExists(atPath: root.path) else { return .dictionary([:]) }
        var walkPath = SafePaths.WalkPath()
        try walkPath.enter("", absolute: config.source.path)
        return .dictionary(try readFolder(root, relative: config.dataDir, walkPath: &walkPath))
    }

    /// The theme's `_data`, nil when there is no theme or it has none.
    func readTheme() throws -> Value? {
        guard let root = config.theme?.dataPath else { return nil }
        var walkPath = SafePaths.WalkPath()
        return .dictionary(try readFolder(root, relative: root.path, walkPath: &walkPath))
    }

    private func readFolder(_ url: URL, relative: String, walkPath: inout SafePaths.WalkPath) throws -> OrderedDictionary<String, Value> {
        try walkPath.enter(relative, absolute: url.path)
        defer { walkPath.leave(relative, absolute: url.path) }
        var result = OrderedDictionary<String, Value>()
        let realSource = SafePaths.real(config.source.path)
        for (name, listed) in try DirectoryListing.entries(atPath: url.path, displayName: relative)
        where !name.hasPrefix(".") && !name.hasSuffix("~") {
            let child = url.appendingPathComponent(name)
            let rel = relative + "/" + name
            var kind = listed
            if kind == .symlink {
                // A data file linked from outside the site is not read (it would reach `site.data`).
                guard SafePaths.isInside(SafePaths.real(child.path), root: realSource) else { continue }
                kind = DirectoryListing.targetKind(child.path)
            }
            if kind == .directory {
                result[name] = .dictionary(try readFolder(child, relative: rel, walkPath: &walkPath))
                continue
            }
            guard kind == .file else { continue }
            let ext = (name as NSString).pathExtension.lowercased()
            let key = (name as NSString).deletingPathExtension
            switch ext {
            case "yml", "yaml", "json":
                let text = try SourceFile.readText(child, displayName: rel)
                // YAML is a superset of JSON: libyaml reads both, keeps key order, and gives
                // line and column for broken files.
                result[key] = try YAMLReader.document(text, file: rel, fileText: text, firstLine: 1, timeZone: config.timeZone)
            case "csv", "tsv":
                let text = try SourceFile.readText(child, displayName: rel)
                result[key] = .array(try DelimitedText.rows(text, separator: ext == "csv" ? "," : "\t", file: rel))
            default:
                continue
            }
        }
        return result
    }
}

/// CSV/TSV with a header row, as Jekyll reads it (`CSV.read(headers: true)`): one mapping per row.
enum DelimitedText {
    /// A quoted field still open at the end of the text, at the 1-based line and column of its quote.
    struct UnclosedQuote: Error, Equatable {
        var line: Int
        var column: Int
    }

    static func rows(_ text: String, separator: Character, file: String) throws -> [Value] {
        let records: [[String]]
        do {
            records = try parse(text, separator: separator)
        } catch let quote {
            // Ruby's CSV refuses it too ("Unclosed quoted field"); accepting it would turn the
            // rest of the file into one giant field.
            throw SiteError(
                "unclosed quoted field: the quote opened here is never closed; close it with \" or double a quote inside the field (\"\")",
                location: SourceLocation(file: file, source: text, line: quote.line, column: quote.column))
        }
        guard let header = records.first else { return [] }
        return records.dropFirst().map { record in
            var row = OrderedDictionary<String, Value>()
            for (i, name) in header.enumerated() {
                row[name] = i < record.count ? .string(record[i]) : .nil
            }
            return .dictionary(row)
        }
    }

    /// RFC 4180 fields: quoted fields may hold separators, newlines and doubled quotes.
    static func parse(_ text: String, separator: Character) throws(UnclosedQuote) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var chars = text.makeIterator()
        var pending: Character? = nil
        // Where the current line starts and the open quote sits, for the error.
        var line = 1
        var column = 0
        var quoteAt = (line: 1, column: 1)
        while let c = pending ?? chars.next() {
            // A character put back was counted when it was first read.
            if pending == nil { column += 1 }
            pending = nil
            if quoted {
                if c == "\"" {
                    if let next = chars.next() {
                        column += 1
                        if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                    } else { quoted = false }
                } else {
                    if c == "\n" || c == "\r\n" || c == "\r" { line += 1; column = 0 }
                    field.append(c)
                }
                continue
            }
            switch c {
            case "\"" where field.isEmpty:
                quoted = true
                quoteAt = (line, column)
            case separator: record.append(field); field = ""
            case "\n", "\r\n", "\r":
                line += 1
                column = 0
                record.append(field); field = ""
                if !(record.count == 1 && record[0].isEmpty) { records.append(record) }
                record = []
            default: field.append(c)
            }
        }
        if quoted { throw UnclosedQuote(line: quoteAt.line, column: quoteAt.column) }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        return records
    }
}
