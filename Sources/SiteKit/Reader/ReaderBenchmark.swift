import Foundation

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
}
