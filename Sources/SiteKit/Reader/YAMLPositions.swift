import Experiments
import Foundation
import TextSupport
import Yams

/// Where keys and values sit in a file's YAML (a front matter or `_config.yml`), from libyaml's
/// own marks: errors about a value point at the line that holds it, however it is written
/// (flow or block style, quoted keys, nested mappings), without scanning the text for it.
///
/// Parsed again on demand (reading keeps values, not positions): it is only asked about pages
/// with experiments, and on the way to a warning or an error.
/// Immutable once made (Yams's nodes are only read), so locators may carry it across threads.
struct YAMLPositions: @unchecked Sendable {
    private let root: Yams.Node?
    let file: String
    let fileText: String
    /// The file line of the YAML's first line.
    private let firstLine: Int

    /// The positions in `yaml`, which starts on line `firstLine` of `fileText`; none when it
    /// does not parse (reading it has reported that already).
    init(yaml: String, file: String, fileText: String, firstLine: Int = 1) {
        root = try? Yams.compose(yaml: yaml, .basic, .default, .utf8)
        self.file = file
        self.fileText = fileText
        self.firstLine = firstLine
    }

    /// The positions in the front matter of a document's whole text.
    init(frontMatterOf fileText: String, file: String) {
        let split = FrontMatterSplit(fileText)
        self.init(yaml: split.yaml ?? "", file: file, fileText: fileText, firstLine: split.yamlFirstLine)
    }

    /// The key `key` of the top-level mapping, where it is written; nil when the YAML does not
    /// set it (e.g. a value from the config's `defaults:`).
    func keyLocation(_ key: String) -> SourceLocation? {
        location(of: [.key(key)])
    }

    /// The place of the value at `path`: the key of a mapping entry (`variants:`), or the item
    /// of a sequence; nil when the YAML has nothing there.
    func location(of path: [YAMLPathComponent]) -> SourceLocation? {
        guard var node = root, !path.isEmpty else { return nil }
        var mark: Mark?
        for component in path {
            switch (component, node) {
            case (.key(let key), .mapping(let mapping)):
                // The last entry wins, as when the mapping is read.
                guard let entry = mapping.reversed().first(where: { $0.key.scalar?.string == key }) else { return nil }
                mark = entry.key.mark
                node = entry.value
            case (.index(let index), .sequence(let sequence)):
                guard index >= 0, index < sequence.count else { return nil }
                node = sequence[index]
                mark = node.mark
            default:
                return nil
            }
        }
        guard let mark else { return nil }
        return SourceLocation(file: file, source: fileText, line: firstLine + mark.line - 1, column: mark.column)
    }

    /// Locates positions inside the value of the top-level `key`, for the Experiments readers.
    func specLocator(under key: String) -> SpecLocator {
        let positions = self
        return { path in
            positions.location(of: [.key(key)] + path).map { SpecLocation(file: $0.file ?? positions.file, line: $0.line, column: $0.column) }
        }
    }
}
