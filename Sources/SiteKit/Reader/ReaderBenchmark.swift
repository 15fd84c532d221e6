import Foundation
import TextSupport

/// Entry points for `Benchmarks/ComponentBench`: release builds cannot reach SiteKit's
/// internals through `@testable import`, so the reader's hot path is exposed here.
public enum ReaderBenchmark {
    /// Splits a source file into front matter and body and reads the front matter into
    /// template values, as the site reader does for every post. Returns the number of
    /// front-matter keys plus the body's byte count, so the work cannot be optimised away.
    public static func readFrontMatter(_ text: String, timeZone: TimeZone) throws -> Int {
        let split = FrontMatterSplit(text)
        guard let yaml = split.yaml else { return split.body.utf8.count }
        let data = try YAMLReader.mapping(yaml, file: "bench.md", fileText: text, firstLine: split.yamlFirstLine, timeZone: timeZone)
        return data.count + split.body.utf8.count
    }

    /// Reads the front matter of `text` as site settings and the integers sitegen takes from
    /// them (kramdown's, `paginate`, `pagination:`), for the fuzzer: none may trap or balloon.
    public static func readSettings(_ text: String) throws -> Int {
        let split = FrontMatterSplit(text)
        guard let yaml = split.yaml else { return 0 }
        let data = try YAMLReader.mapping(yaml, file: "_config.yml", fileText: text, firstLine: split.yamlFirstLine, timeZone: .gmt)
        var refused = 0
        let options = MarkdownConverter.options(data) { _, _ in refused += 1 }
        var read = options.tocLevels.count + options.footnoteNumber
        let pagination = data["pagination"]?.property("trail") ?? .nil
        for value in [data["paginate"], data["pagination"]?.property("per_page"), data["pagination"]?.property("offset"),
                      pagination.property("before"), data["sass"]?.property("precision")] {
            read &+= InputInteger.setting(value, named: "n", in: InputInteger.counts, fallback: 0, location: nil, warn: { _ in refused += 1 })
        }
        return read &+ refused
    }
}
