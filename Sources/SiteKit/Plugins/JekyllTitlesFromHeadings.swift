import Foundation
import Liquid

/// jekyll-titles-from-headings: a Markdown page without a `title:` takes its first heading's
/// text (`titles_from_headings: strip_title: true` also removes that heading; `collections:
/// true` extends this to collection documents).
struct JekyllTitlesFromHeadingsPlugin: Plugin {
    var name: String { "jekyll-titles-from-headings" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        registry.add(generator: TitlesFromHeadingsGenerator())
    }
}

struct TitlesFromHeadingsGenerator: Generator {
    var name: String { "jekyll-titles-from-headings" }
    var readsFrontMatterKeys: Set<String> { ["title"] }
    var priority: Int { -100 }
    var amendsContent: Bool { true }

    func generate(_ site: GeneratorInput) throws -> [GeneratedPage] {
        let settings = site.config.values["titles_from_headings"] ?? .nil
        if case .bool(false) = settings.property("enabled") { return [] }
        let strip = settings.property("strip_title").isTruthy
        let collections = settings.property("collections").isTruthy
        for d in site.documents where d.generatedBy == nil && d.converter is MarkdownConverter {
            // Pages without a title; with `collections: true` also every written document, whose
            // title (always present, from the file name at least) the gem treats as inferred.
            let eligible = d.kind == .page ? (d.data["title"]?.isNil ?? true) : (collections && d.writesOutput)
            guard eligible, let (title, lineRange) = Self.firstHeading(d.body) else { continue }
            d.data["title"] = .string(title)
            let stripHere = d.data["strip_title"].map { if case .bool(true) = $0 { return true } else { return false } } ?? strip
            if stripHere {
                var body = d.body
                body.removeSubrange(lineRange)
                d.fileText = String(decoding: d.fileText.utf8.prefix(d.bodyOffset), as: UTF8.self)
                    + body.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        return []
    }

    /// The first ATX (`#` to `###`) or setext (`Title` over `===`/`---`) heading, its text without
    /// Markdown emphasis or links, and the lines it spans.
    static func firstHeading(_ body: String) -> (String, Range<String.Index>)? {
        var lines: [(Substring, Range<String.Index>)] = []
        var start = body.startIndex
        while start < body.endIndex {
            let end = body[start...].firstIndex(of: "\n") ?? body.endIndex
            let next = end < body.endIndex ? body.index(after: end) : end
            lines.append((body[start..<end], start..<next))
            start = next
            if lines.count > 400 { break }
        }
        for (i, (line, range)) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                let hashes = trimmed.prefix { $0 == "#" }.count
                let rest = trimmed.dropFirst(hashes)
                guard hashes <= 3, rest.first == " " else { return nil }
                var text = rest.trimmingCharacters(in: .whitespaces)
                while text.hasSuffix("#") { text.removeLast() }
                return (plain(text.trimmingCharacters(in: .whitespaces)), range)
            }
            if i + 1 < lines.count {
                let under = lines[i + 1].0.trimmingCharacters(in: .whitespaces)
                if !under.isEmpty, under.allSatisfy({ $0 == "=" }) || under.allSatisfy({ $0 == "-" }) {
                    return (plain(trimmed), range.lowerBound..<lines[i + 1].1.upperBound)
                }
            }
            return nil  // the first text is not a heading
        }
        return nil
    }

    /// Heading text as the gem keeps it: link targets and emphasis marks dropped.
    static func plain(_ text: String) -> String {
        var s = text.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        for mark in ["**", "__", "*", "_", "`"] { s = s.replacingOccurrences(of: mark, with: "") }
        return s
    }
}
