import Foundation
import Liquid
import OrderedCollections
import Testing
import Yams
@testable import SiteKit

/// Front matter resolves plain scalars without Yams's regex rules where they cannot match;
/// these pin that shortcut to what the full default resolver decides.
@Suite struct YAMLScalarTests {
    static let scalars = [
        "", "~", "null", "Null", "NULL", "nul", "yes", "Yes", "YES", "yEs", "no", "on", "Off", "true", "False",
        "TRUE", "y", "n", "Tuesday", "Yesterday", "nothing", "12", "-3", "+4", "0", "010", "0o17", "0x1F", "0b101",
        "1_000", "1:30", "1.5", "-2.5e3", ".5", ".inf", "-.Inf", ".nan", "1.2.3", "2024-01-05",
        "2024-01-05 10:30:00 +02:00", "2024-1-5T10:30:00Z", "2024-01-05x", "<<", "=", "+", ".", "a b", "3 apples",
        "post", "ON", "oN", "OFF", "NO", "FALSE", "True ", "nil", "NaN", "Nulls", "offs", "yes!",
        // Plain decimals, answered without the regexes: overflow, octal- and float-looking digits.
        "1", "7", "1000", "9223372036854775807", "9223372036854775808", "99999999999999999999", "08", "09", "007",
        "1a", "12 ", "1e3",
    ]

    @Test(arguments: scalars)
    func plainScalarResolvesAsTheDefaultResolverDoesWherePsychAgrees(_ scalar: String) throws {
        let yaml = "key: \(scalar)\n"
        let value = try YAMLReader.mapping(yaml, file: "t.md", fileText: yaml, firstLine: 1, timeZone: .gmt)["key"]
        let full = try #require(try Yams.compose(yaml: yaml)?.mapping?["key"])
        let expected: String
        switch Tag.Name(rawValue: full.tag.description) {
        case .null: expected = "nil"
        case .bool: expected = full.bool.map { "bool \($0)" } ?? "string \(scalar)"
        case .int: expected = full.int.map { "int \($0)" } ?? "string \(scalar)"
        case .float: expected = full.float.map { "float \($0)" } ?? "string \(scalar)"
        case .timestamp: expected = "date"
        default: expected = "string \(scalar)"
        }
        // Where Psych (what Jekyll reads with) parts from YAML 1.1's resolver: a float needs a
        // point, and two-part base 60 is hours and minutes (`ruby -ryaml` answers).
        let psych = ["1:30": "int 5400", "09": "string 09", "08": "string 08", "1e3": "string 1e3"]
        #expect(Self.describe(value) == psych[scalar] ?? expected)
    }

    /// Yams traps on a sexagesimal integer past Int (found by FuzzFrontMatter); it stays text,
    /// and one that fits is still a number.
    @Test func sexagesimalIntegerPastIntStaysText() throws {
        let long = String(repeating: "22:2:", count: 8) + "22"
        let yaml = "long: \(long)\nshort: 1:30:00\n"
        let d = try YAMLReader.mapping(yaml, file: "t.md", fileText: yaml, firstLine: 1, timeZone: .gmt)
        #expect(Self.describe(d["long"]) == "string \(long)")
        #expect(Self.describe(d["short"]) == "int 5400")
    }

    static func describe(_ value: Value?) -> String {
        switch value {
        case .nil?, nil: "nil"
        case .bool(let b)?: "bool \(b)"
        case .int(let i)?: "int \(i)"
        case .double(let d)?: "float \(d)"
        case .date?: "date"
        case .string(let s)?: "string \(s)"
        default: "other"
        }
    }

    @Test func quotedAndTaggedScalarsKeepTheirTypes() throws {
        let yaml = "a: 'yes'\nb: \"12\"\nc: !!str 12\nd: !!int 7\ne: ! true\n"
        let d = try YAMLReader.mapping(yaml, file: "t.md", fileText: yaml, firstLine: 1, timeZone: .gmt)
        #expect(Self.describe(d["a"]) == "string yes")
        #expect(Self.describe(d["b"]) == "string 12")
        #expect(Self.describe(d["c"]) == "string 12")
        #expect(Self.describe(d["d"]) == "int 7")
        #expect(Self.describe(d["e"]) == "string true")
    }

    @Test func mergeKeysAddWhatTheMappingLacks() throws {
        let yaml = "base: &b\n  x: 1\n  y: 2\nitem:\n  <<: *b\n  y: 3\n"
        let d = try YAMLReader.mapping(yaml, file: "t.md", fileText: yaml, firstLine: 1, timeZone: .gmt)
        guard case .dictionary(let item)? = d["item"] else { Issue.record("item is not a mapping"); return }
        #expect(Array(item.keys) == ["x", "y"])
        #expect(Self.describe(item["x"]) == "int 1")
        #expect(Self.describe(item["y"]) == "int 3")
    }
}

/// Front matters parsed together through one libyaml parser give what each gives alone,
/// and anything that could read differently in a stream is parsed alone.
@Suite struct FrontMatterBatchTests {
    static let texts: [String] = [
        "title: One\ntags: [a, b]\n", "", "# only a comment\n", "title: 'quoted: yes'\ndate: 2024-01-05 10:00:00 +02:00\n",
        "base: &b {x: 1}\nitem: *b\n", "a: 1\n---\nb: 2\n", "%YAML 1.1\n---\nc: 3\n", "list:\n  - x\n  - y\n...\n",
        "just a scalar\n", "bad: [unclosed\n", "dup: 1\ndup: 2\n", "no newline: at end", "nested:\n  deep:\n    on: off\n",
        "t: \u{FEFF}x\n", "---x: 1\n",
    ]

    static func describe(_ result: Result<OrderedDictionary<String, Value>, Error>) -> String {
        switch result {
        case .success(let d): return "ok " + Value.dictionary(d).inspect
        case .failure(let e as SiteError): return "error " + e.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }.joined()
        case .failure(let e): return "error \(e)"
        }
    }

    @Test func batchedParsesMatchSingleOnes() {
        let inputs = Self.texts.enumerated().map { i, yaml in
            YAMLReader.FrontMatterText(yaml: yaml, file: "f\(i).md", fileText: "---\n" + yaml + "---\n", firstLine: 2)
        }
        let batched = YAMLReader.mappings(inputs, timeZone: .gmt).map(Self.describe)
        let single = inputs.map { t in
            Self.describe(Result { try YAMLReader.mapping(t.yaml, file: t.file, fileText: t.fileText, firstLine: t.firstLine, timeZone: .gmt) })
        }
        #expect(batched == single)
        #expect(batched[0] == #"ok {"title"=>"One", "tags"=>["a", "b"]}"#)
        #expect(batched[9].hasPrefix("error "))
    }

    /// Valid front matters of every shape: the batch reads them from libyaml's events, or
    /// leaves the unusual ones (tags, anchors, merge keys, duplicates, complex keys, a root
    /// that is no mapping) to Yams; either way each result is what parsing it alone gives.
    static let validTexts = [
        "a: 1\nb: 1.5\nc: true\nd: ~\ne: 2024-01-05\nf: 2024-01-05 10:00:00 +02:00\ng: 0x1F\nh: 1:30\ni: off\n",
        "q: '1'\nr: \"yes\"\ns: |\n  line\n  two\nt: >\n  folded\n  text\nu:\n",
        "m:\n  n: [1, {o: p}]\n  q:\n    - r\n    - s: t\n", "x: {a: 1, b: [2, 3]}\n", "", "# only a comment\n",
        "title: Café — “quoted”\n1: one\n\"<<\": quoted merge\n", "tagged: !!str 123\n", "base: &b {x: 1}\n",
        "<<: {a: 1}\nb: 2\n", "dup: 1\ndup: 2\n", "nested:\n  dup: 1\n  dup: 2\n", "? [a, b]\n: c\n",
        "just a scalar\n", "- a list\n", "last: value",
    ]
    /// Which of `validTexts` the event path leaves to Yams.
    static let unusual: Set<Int> = [7, 8, 9, 10, 11, 12, 13, 14]

    @Test func eventPathGivesWhatEachParsedAloneGives() throws {
        let inputs = Self.validTexts.enumerated().map { i, yaml in
            YAMLReader.FrontMatterText(yaml: yaml, file: "f\(i).md", fileText: "---\n" + yaml + "---\n", firstLine: 2)
        }
        let batched = YAMLReader.mappings(inputs, timeZone: .gmt).map(Self.describe)
        let single = inputs.map { t in
            Self.describe(Result { try YAMLReader.mapping(t.yaml, file: t.file, fileText: t.fileText, firstLine: t.firstLine, timeZone: .gmt) })
        }
        #expect(batched == single)
        #expect(batched[3] == #"ok {"x"=>{"a"=>1, "b"=>[2, 3]}}"#)
        // The stream as `mappings` joins it: the event path answers the plain ones itself.
        let stream = Self.validTexts.map { "---\n" + $0 + ($0.isEmpty || $0.hasSuffix("\n") ? "" : "\n") }.joined()
        let events = try #require(FrontMatterEvents.mappings(in: stream, count: Self.validTexts.count, timeZone: .gmt))
        for (i, value) in events.enumerated() {
            #expect((value == nil) == Self.unusual.contains(i), "front matter \(i)")
            if let value { #expect(Self.describe(.success(value)) == single[i]) }
        }
    }

    @Test func eventPathGivesUpOnABrokenStream() {
        #expect(FrontMatterEvents.mappings(in: "---\na: 1\n---\nbad: [unclosed\n", count: 2, timeZone: .gmt) == nil)
        #expect(FrontMatterEvents.mappings(in: "---\na: 1\n", count: 2, timeZone: .gmt) == nil)
    }

    @Test func onlyPlainFrontMatterIsBatched() {
        #expect(YAMLReader.isBatchable("title: A & B\nlist: [1, 2]\n"))
        #expect(!YAMLReader.isBatchable("item: *b\n"))
        #expect(!YAMLReader.isBatchable("a: 1\n---\n"))
        #expect(!YAMLReader.isBatchable("a: 1\n...\n"))
        #expect(!YAMLReader.isBatchable("%TAG ! x\n"))
        #expect(YAMLReader.isBatchable("a: --- not a marker\n"))
    }
}
