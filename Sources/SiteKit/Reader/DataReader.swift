import Foundation
import Liquid
import OrderedCollections

/// `_data/`: YAML, JSON, CSV and TSV files, nested folders as nested mappings (`site.data.a.b`).
struct DataReader {
    let config: SiteConfig

    func read() throws -> Value {
        let root = config.source.appendingPathComponent(config.dataDir)
        guard FileManager.default.fileExists(atPath: root.path) else { return .dictionary([:]) }
        return .dictionary(try readFolder(root, relative: config.dataDir))
    }

    /// The theme's `_data`, nil when there is no theme or it has none.
    func readTheme() throws -> Value? {
        guard let root = config.theme?.dataPath else { return nil }
        return .dictionary(try readFolder(root, relative: root.path))
    }

    private func readFolder(_ url: URL, relative: String) throws -> OrderedDictionary<String, Value> {
        var result = OrderedDictionary<String, Value>()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") && !name.hasSuffix("~") {
            let child = url.appendingPathComponent(name)
            let rel = relative + "/" + name
            var isDir: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: child.path, isDirectory: &isDir)
            if isDir.boolValue {
                result[name] = .dictionary(try readFolder(child, relative: rel))
                continue
            }
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
                result[key] = .array(DelimitedText.rows(text, separator: ext == "csv" ? "," : "\t"))
            default:
                continue
            }
        }
        return result
    }
}

/// CSV/TSV with a header row, as Jekyll reads it (`CSV.read(headers: true)`): one mapping per row.
enum DelimitedText {
    static func rows(_ text: String, separator: Character) -> [Value] {
        let records = parse(text, separator: separator)
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
    static func parse(_ text: String, separator: Character) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var chars = text.makeIterator()
        var pending: Character? = nil
        while let c = pending ?? chars.next() {
            pending = nil
            if quoted {
                if c == "\"" {
                    if let next = chars.next() {
                        if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                    } else { quoted = false }
                } else {
                    field.append(c)
                }
                continue
            }
            switch c {
            case "\"" where field.isEmpty: quoted = true
            case separator: record.append(field); field = ""
            case "\n", "\r\n", "\r":
                record.append(field); field = ""
                if !(record.count == 1 && record[0].isEmpty) { records.append(record) }
                record = []
            default: field.append(c)
            }
        }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        return records
    }
}
