import Foundation
import Liquid
import OrderedCollections
import TextSupport

/// `_data/`: YAML, JSON, CSV and TSV files, nested folders as nested mappings (`site.data.a.b`).
struct DataReader {
    let config: SiteConfig

    /// `warnings`: folders linked at too many paths to be read at each (see `FolderVisits`), and
    /// keys written twice in a mapping (Psych keeps the last, as for front matter).
    func read(warnings: inout [Diagnostic]) throws -> Value {
        let root = config.source.appendingPathComponent(config.dataDir)
        guard FileManager.default.fileExists(atPath: root.path) else { return .dictionary([:]) }
        var walk = Walk(root: SafePaths.real(config.source.path))
        try walk.path.enter("", absolute: config.source.path)
        defer { warnings += walk.visits.warnings + walk.yaml.values }
        return .dictionary(try readFolder(root, relative: config.dataDir, walk: &walk) ?? [:])
    }

    /// The theme's `_data`, nil when there is no theme or it has none.
    func readTheme() throws -> Value? {
        guard let theme = config.theme, let root = theme.dataPath else { return nil }
        // A theme's data stays inside the theme (Theme.root has its symlinks resolved).
        var walk = Walk(root: theme.root.path)
        return .dictionary(try readFolder(root, relative: root.path, walk: &walk) ?? [:])
    }

    /// Jekyll follows folder symlinks in `_data` (and fails on a loop): loops are errors, and
    /// each real folder is read at a bounded number of paths.
    private struct Walk {
        /// Linked data files are read only when they lead inside this folder.
        let root: String
        var path = SafePaths.WalkPath()
        var visits = SafePaths.FolderVisits()
        let yaml = WarningSink()
    }

    /// nil when the folder has been read at too many paths already.
    private func readFolder(_ url: URL, relative: String, walk: inout Walk) throws -> OrderedDictionary<String, Value>? {
        try walk.path.enter(relative, absolute: url.path)
        defer { walk.path.leave(relative, absolute: url.path) }
        guard walk.visits.admit(relative, absolute: url.path) else { return nil }
        var result = OrderedDictionary<String, Value>()
        for (name, listed) in try DirectoryListing.entries(atPath: url.path, displayName: relative)
        where !name.hasPrefix(".") && !name.hasSuffix("~") {
            let child = url.appendingPathComponent(name)
            let rel = relative + "/" + name
            var kind = listed
            if kind == .symlink {
                // A data file linked from outside the site is not read (it would reach `site.data`).
                guard SafePaths.isInside(SafePaths.real(child.path), root: walk.root) else { continue }
                kind = DirectoryListing.targetKind(child.path)
            }
            if kind == .directory {
                if let folder = try readFolder(child, relative: rel, walk: &walk) { result[name] = .dictionary(folder) }
                continue
            }
            guard kind == .file else {
                // A FIFO, socket or device is never opened (a FIFO's open blocks).
                if listed == .other || DirectoryListing.isSpecial(child.path) {
                    walk.yaml.add(Diagnostic(
                        .warning, "'\(rel)' is not a regular file (a FIFO, socket or device): skipped, as sitegen reads only regular files",
                        location: SourceLocation(file: rel, line: 1, column: 1)))
                }
                continue
            }
            let ext = (name as NSString).pathExtension.lowercased()
            let key = (name as NSString).deletingPathExtension
            switch ext {
            case "yml", "yaml", "json":
                let text = try SourceFile.readText(child, displayName: rel)
                // YAML is a superset of JSON: libyaml reads both, keeps key order, and gives
                // line and column for broken files.
                result[key] = try YAMLReader.document(
                    text, file: rel, fileText: text, firstLine: 1, timeZone: config.timeZone, warnings: walk.yaml)
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
