import Foundation
import Liquid
import OrderedCollections

/// `site`: built once per build and shared by every render, so that a page listing every
/// post costs one array lookup, not a conversion of the whole site (Jekyll's quadratic trap).
final class SiteDrop: Drop, @unchecked Sendable {
    private let config: OrderedDictionary<String, Value>
    private var fields: [String: Value] = [:]
    private(set) var keys: [String] = []

    init(config: OrderedDictionary<String, Value>) {
        self.config = config
    }

    /// Called while the model is assembled, before any render starts.
    func set(_ key: String, _ value: Value) {
        if fields[key] == nil { keys.append(key) }
        fields[key] = value
    }

    func liquidValue(forKey key: String) -> Value {
        if let v = fields[key] { return v }
        return config[key] ?? .nil
    }

    var liquidKeys: [String] { Array(config.keys.filter { fields[$0] == nil }) + keys }
}

/// A document as templates see it (`page`, `post`, `site.posts[i]`): its front matter plus
/// Jekyll's computed fields. Immutable apart from the document's render results.
final class DocumentDrop: Drop, @unchecked Sendable {
    unowned let document: Document
    /// Resolves `next`/`previous` and the excerpt; owned by the build.
    unowned let model: SiteModel

    init(document: Document, model: SiteModel) {
        self.document = document
        self.model = model
    }

    func liquidValue(forKey key: String) -> Value {
        let d = document
        switch key {
        // Seen from other pages (feeds, listings), a post with experiments shows its control variant only.
        case "content": return .string(ExperimentStage.controlOnly(d.content, of: d))
        case "url": return .string(d.url)
        case "path":
            if let v = d.data["path"] { return v }
            return .string(d.relativePath)
        case "relative_path": return .string(d.relativePath)
        case "output": return .nil
        default: break
        }
        if d.kind == .page {
            switch key {
            case "name": return .string((d.relativePath as NSString).lastPathComponent)
            case "dir":
                let dir = (d.url.hasSuffix("/") ? d.url : (d.url as NSString).deletingLastPathComponent)
                return .string(dir.hasSuffix("/") ? dir : dir + "/")
            default: return d.data[key] ?? .nil
            }
        }
        switch key {
        case "id": return .string(model.id(of: d))
        case "collection": return .string(d.collection ?? "")
        case "excerpt": return model.excerpt(of: d).map { .string(ExperimentStage.controlOnly($0, of: d)) } ?? .nil
        case "next": return model.neighbour(of: d, offset: 1).map { .drop($0) } ?? .nil
        case "previous": return model.neighbour(of: d, offset: -1).map { .drop($0) } ?? .nil
        default: return d.data[key] ?? .nil
        }
    }

    var liquidKeys: [String] {
        var keys = Array(document.data.keys)
        let computed = document.kind == .page
            ? ["content", "url", "path", "name", "dir"]
            : ["content", "url", "id", "path", "relative_path", "collection", "excerpt"]
        for k in computed where document.data[k] == nil { keys.append(k) }
        return keys
    }
}

/// A collection in `site.collections`.
final class CollectionDrop: Drop, @unchecked Sendable {
    let fields: OrderedDictionary<String, Value>
    init(fields: OrderedDictionary<String, Value>) { self.fields = fields }
    func liquidValue(forKey key: String) -> Value { fields[key] ?? .nil }
    var liquidKeys: [String] { Array(fields.keys) }
}

/// A file in `site.static_files`.
final class StaticFileDrop: Drop, @unchecked Sendable {
    let file: StaticFile
    init(file: StaticFile) { self.file = file }
    func liquidValue(forKey key: String) -> Value {
        let name = (file.relativePath as NSString).lastPathComponent
        switch key {
        case "path": return .string("/" + file.outputPath)
        case "name": return .string(name)
        case "basename": return .string((name as NSString).deletingPathExtension)
        case "extname": return .string("." + (name as NSString).pathExtension)
        case "modified_time": return .date(LiquidDate(file.modificationDate))
        case "collection": return file.collection.map(Value.string) ?? .nil
        case "relative_path": return .string("/" + file.relativePath)
        default: return .nil
        }
    }
    var liquidKeys: [String] { ["path", "modified_time", "name", "basename", "extname", "collection"] }
}
