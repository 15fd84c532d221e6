import Foundation
import Liquid
import OrderedCollections
import TextSupport
import Yams

/// A source file split into its YAML front matter and its body, as Jekyll splits it:
/// the file starts with a `---` line and the front matter ends at the next `---` or `...` line.
struct FrontMatterSplit {
    /// The whole file.
    let text: String
    /// The YAML between the fences, or nil when the file has no front matter.
    var yaml: String?
    /// UTF-8 offset in `text` where the body starts (0 without front matter).
    var bodyOffset: Int
    /// 1-based line of the first YAML line in the file.
    var yamlFirstLine: Int
    /// 1-based line where the body starts in the file (for Liquid error locations).
    var bodyFirstLine: Int

    /// The text after the front matter: a copy made on each use, so that a document keeps one
    /// copy of its file in memory, not two.
    var body: String { Self.body(of: text, from: bodyOffset) }

    static func body(of text: String, from offset: Int) -> String {
        offset == 0 ? text : String(text[text.utf8.index(text.startIndex, offsetBy: offset)...])
    }

    /// Scans bytes, not characters: this runs over every file of the site.
    init(_ text: String) {
        self.text = text
        self.yaml = nil
        self.bodyOffset = 0
        self.yamlFirstLine = 1
        self.bodyFirstLine = 1
        if let split = text.utf8.withContiguousStorageIfAvailable(Self.locate) ?? Array(text.utf8).withUnsafeBufferPointer(Self.locate) {
            let utf8 = text.utf8
            let yamlStart = utf8.index(utf8.startIndex, offsetBy: split.yaml.lowerBound)
            let yamlEnd = utf8.index(yamlStart, offsetBy: split.yaml.count)
            self.yaml = String(text[yamlStart..<yamlEnd])
            self.bodyOffset = split.body
            self.yamlFirstLine = 2
            self.bodyFirstLine = split.bodyLine
        }
    }

    /// Byte offsets of the YAML and of the body, and the body's first line; nil without front matter.
    private static func locate(_ bytes: UnsafeBufferPointer<UInt8>) -> (yaml: Range<Int>, body: Int, bodyLine: Int)? {
        guard bytes.count >= 3, bytes[0] == 0x2D, bytes[1] == 0x2D, bytes[2] == 0x2D else { return nil }
        // The opening fence: `---` then optional spaces, then a newline.
        var i = 3
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D { i += 1 }
        guard i < bytes.count, bytes[i] == 0x0A, let base = bytes.baseAddress else { return nil }
        let yamlStart = i + 1
        var line = 2
        var lineStart = yamlStart
        while lineStart <= bytes.count {
            let rest = bytes.count - lineStart
            let lineEnd = rest > 0 ? memchr(base + lineStart, 0x0A, rest).map {
                base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
            } ?? bytes.count : bytes.count
            if isClosingFence(bytes, lineStart, lineEnd) {
                // Jekyll's YAML_FRONT_MATTER_REGEXP ends in `\s*$\n?`, which also takes the blank
                // lines after the fence: the content starts at the first line with text.
                var body = min(lineEnd + 1, bytes.count)
                var bodyLine = line + 1
                while body < bytes.count {
                    var i = body
                    while i < bytes.count, isBlank(bytes[i]) { i += 1 }
                    if i == bytes.count { body = i; break }
                    guard bytes[i] == 0x0A else { break }
                    body = i + 1
                    bodyLine += 1
                }
                return (yamlStart..<lineStart, body, bodyLine)
            }
            if lineEnd >= bytes.count { break }
            lineStart = lineEnd + 1
            line += 1
        }
        return nil
    }

    /// Ruby's `\s` other than the newline.
    private static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0B || b == 0x0C }

    private static func isClosingFence(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard end - start >= 3 else { return false }
        let c = b[start]
        guard c == 0x2D || c == 0x2E, b[start + 1] == c, b[start + 2] == c else { return false }
        var i = start + 3
        while i < end {
            if b[i] != 0x20 && b[i] != 0x09 && b[i] != 0x0D { return false }
            i += 1
        }
        return true
    }
}

/// Turns YAML (through Yams, i.e. libyaml) into Liquid values, keeping mapping order.
enum YAMLReader {
    /// Parses a YAML mapping. `firstLine` is the file line of the YAML's first line, so
    /// error locations point into the file, not into the extracted YAML.
    static func mapping(
        _ yaml: String, file: String, fileText: String, firstLine: Int, timeZone: TimeZone, warnings: WarningSink? = nil
    ) throws -> OrderedDictionary<String, Value> {
        let value = try document(yaml, file: file, fileText: fileText, firstLine: firstLine, timeZone: timeZone, warnings: warnings)
        switch value {
        case .dictionary(let d): return d
        case .nil: return [:]
        default:
            throw SiteError(
                "front matter must be a mapping of keys to values",
                location: location(file: file, fileText: fileText, line: firstLine, column: 1))
        }
    }

    /// A front matter to parse, with what its errors need to point into its file.
    struct FrontMatterText {
        var yaml: String
        var file: String
        var fileText: String
        var firstLine: Int
    }

    /// Parses many front matters, as `mapping` parses each, but through one libyaml parser
    /// where that cannot change the result: setting a parser up costs about as much as
    /// parsing a typical front matter. Anything unusual, and any error, is parsed on its own,
    /// so errors and their locations are exactly those of `mapping`.
    static func mappings(
        _ texts: [FrontMatterText], timeZone: TimeZone, warnings: WarningSink? = nil
    ) -> [Result<OrderedDictionary<String, Value>, Error>] {
        var results = [Result<OrderedDictionary<String, Value>, Error>?](repeating: nil, count: texts.count)
        let batchable = texts.indices.filter { isBatchable(texts[$0].yaml) }
        if batchable.count > 1 {
            var stream = ""
            stream.reserveCapacity(batchable.reduce(0) { $0 + texts[$1].yaml.utf8.count + 5 })
            for i in batchable {
                stream += "---\n"
                stream += texts[i].yaml
                if !texts[i].yaml.utf8.isEmpty && texts[i].yaml.utf8.last != UInt8(ascii: "\n") { stream += "\n" }
            }
            if let values = FrontMatterEvents.mappings(in: stream, count: batchable.count, timeZone: timeZone) {
                // Documents the event path leaves alone (nil) are parsed on their own below.
                for (value, i) in zip(values, batchable) {
                    if let value { results[i] = .success(value) }
                }
            }
        }
        for i in texts.indices where results[i] == nil {
            let t = texts[i]
            results[i] = Result {
                try mapping(t.yaml, file: t.file, fileText: t.fileText, firstLine: t.firstLine, timeZone: timeZone, warnings: warnings)
            }
        }
        return results.map { $0! }
    }

    /// Whether a front matter parses the same inside a stream of them: no alias (Yams keeps
    /// anchors from one document to the next), no line starting a document or a directive,
    /// no byte-order mark or NUL.
    static func isBatchable(_ yaml: String) -> Bool {
        // Over the bytes in place: through `utf8`'s iterator this was about 6,000 instructions
        // per front matter (callgrind), a tenth of the batch's own parsing.
        var yaml = yaml
        return yaml.withUTF8 { bytes in
            var lineStart = true
            var previous: UInt8 = 0
            var twoBack: UInt8 = 0
            var column = 0
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "*"), 0x00, 0xEF: return false
                case UInt8(ascii: "%") where lineStart: return false
                default: break
                }
                if column == 2, (byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")), previous == byte, twoBack == byte {
                    return false
                }
                lineStart = byte == UInt8(ascii: "\n")
                column = lineStart ? 0 : column + 1
                twoBack = previous
                previous = byte
            }
            return true
        }
    }

    static func document(
        _ yaml: String, file: String, fileText: String, firstLine: Int, timeZone: TimeZone, warnings: WarningSink? = nil
    ) throws -> Value {
        let node: Yams.Node?
        do {
            // The basic resolver leaves plain scalars untyped, so Yams's regex rules run only where
            // `scalarValue` says they could match; the encoding is given so Yams doesn't read the
            // environment for every document.
            node = try Yams.compose(yaml: yaml, .basic, .default, .utf8)
        } catch YamlError.duplicatedKeysInMapping(let keys, let context) {
            guard let (cleaned, duplicates) = DuplicateKeys.resolve(yaml),
                let again = try? Yams.compose(yaml: cleaned, .basic, .default, .utf8)
            else {
                throw SiteError(
                    "invalid YAML: the key \(keys.map { "'\($0)'" }.joined(separator: ", ")) is written twice in one mapping",
                    location: location(file: file, fileText: fileText, line: firstLine + context.mark.line - 1, column: context.mark.column))
            }
            for d in duplicates {
                let line = firstLine + d.keptLine
                var loc = location(file: file, fileText: fileText, line: line, column: d.keptColumn + 1)
                loc.length = d.key.utf8.count
                warnings?.add(Diagnostic(
                    .warning, "duplicate key '\(d.key)' (also on line \(firstLine + d.droppedLine)): the last one wins, as in Jekyll",
                    location: loc))
            }
            node = again
        } catch let error as YamlError {
            throw convert(error, file: file, fileText: fileText, firstLine: firstLine)
        }
        guard let node else { return .nil }
        do {
            return try value(of: node, timeZone: timeZone, mayHaveAliases: yaml.utf8.contains(UInt8(ascii: "*")))
        } catch {
            let line = firstLine + (error.mark?.line ?? 1) - 1
            let message: String
            switch error.kind {
            case .aliasExpansion:
                message = "YAML aliases expand to more than \(AliasBudget.maxValues) values or \(AliasBudget.maxBytes / 1_000_000) MB (this block, copied by nested aliases); alias fewer or smaller blocks"
            case .rubySymbol(let text):
                message = "invalid YAML for Jekyll: '\(text)' is a Ruby symbol, which Jekyll 4's YAML refuses (\"Tried to load unspecified class: Symbol\"); quote it (\"\(text)\") to mean the text"
            }
            throw SiteError(message, location: location(file: file, fileText: fileText, line: line, column: error.mark?.column ?? 1))
        }
    }

    /// What aliases may add to a document. libyaml hands an alias back as the anchored node
    /// itself, so nine lines of nested aliases (a "billion laughs") would convert to billions of
    /// values; real sites alias a few small blocks of defaults.
    struct AliasBudget {
        static let maxValues = 100_000
        static let maxBytes = 10_000_000
        /// Only YAML with a `*` can hold an alias; the rest skips the bookkeeping.
        var tracking: Bool
        /// Where each node met so far starts. Every node of a document starts somewhere else,
        /// so meeting a position again means an alias copied it (Yams holds anchors weakly:
        /// after parsing, the nodes no longer say which anchor they came from).
        var seen: Set<Int> = []
        /// How many alias copies the conversion is inside.
        var depth = 0
        var values = 0
        var bytes = 0
        /// Where the outermost copied node is defined, for the error.
        var outer: Mark?
    }

    /// What stops a parsed document's conversion: aliases expanded past `AliasBudget` (`mark`
    /// is where the copied block is defined), or a Ruby symbol, which Jekyll's YAML refuses.
    struct ValueError: Error {
        enum Kind { case aliasExpansion, rubySymbol(String) }
        var kind: Kind
        var mark: Mark?
    }

    /// A plain scalar Psych reads as a Ruby symbol (`/^:./`: `:compressed`), which Jekyll's
    /// `Psych.safe_load` (permitting only `Date` and `Time`) refuses with DisallowedClass.
    static func isRubySymbol<S: Collection<UInt8>>(_ text: S) -> Bool {
        text.first == UInt8(ascii: ":") && text.count >= 2
    }

    /// (Yams gives a key the tag `str` whether written or not: an explicit `!!str :key` is
    /// refused too, where Psych would take it.)
    private static func refuseSymbol(_ node: Yams.Node, isKey: Bool = false) throws(ValueError) {
        if case .scalar(let scalar) = node, scalar.style == .plain, isRubySymbol(scalar.string.utf8),
            scalar.tag.description.isEmpty || (isKey && scalar.tag.description == Tag.Name.str.rawValue)
        {
            throw ValueError(kind: .rubySymbol(scalar.string), mark: node.mark)
        }
    }

    static func value(of node: Yams.Node, timeZone: TimeZone, mayHaveAliases: Bool = true) throws(ValueError) -> Value {
        var budget = AliasBudget(tracking: mayHaveAliases)
        return try value(of: node, timeZone: timeZone, budget: &budget)
    }

    private static func value(of node: Yams.Node, timeZone: TimeZone, budget: inout AliasBudget) throws(ValueError) -> Value {
        var copying = false
        if budget.tracking, let mark = node.mark, !budget.seen.insert(mark.line << 32 | mark.column).inserted {
            if budget.depth == 0 { budget.outer = mark }
            budget.depth += 1
            copying = true
            budget.values += 1
            if case .scalar(let scalar) = node { budget.bytes += scalar.string.utf8.count }
            if budget.values > AliasBudget.maxValues || budget.bytes > AliasBudget.maxBytes {
                throw ValueError(kind: .aliasExpansion, mark: budget.outer)
            }
        }
        defer { if copying { budget.depth -= 1 } }
        switch node {
        case .scalar(let scalar):
            try refuseSymbol(node)
            return scalarValue(scalar, node: node, timeZone: timeZone)
        case .sequence(let sequence):
            var items: [Value] = []
            items.reserveCapacity(sequence.count)
            for item in sequence { items.append(try value(of: item, timeZone: timeZone, budget: &budget)) }
            return .array(items)
        case .mapping(let mapping):
            var d = OrderedDictionary<String, Value>()
            d.reserveCapacity(mapping.count)
            for (k, v) in mapping {
                if isMergeKey(k), case .mapping(let merged) = v {
                    // `<<: *defaults` merges keys the mapping does not set itself.
                    for (mk, mv) in merged where d[try key(mk, budget: &budget)] == nil {
                        d[try key(mk, budget: &budget)] = try value(of: mv, timeZone: timeZone, budget: &budget)
                    }
                    continue
                }
                d[try key(k, budget: &budget)] = try value(of: v, timeZone: timeZone, budget: &budget)
            }
            return .dictionary(d)
        case .alias:
            return .nil
        }
    }

    private static func isMergeKey(_ node: Yams.Node) -> Bool {
        guard case .scalar(let s) = node else { return false }
        return s.style == .plain && s.string == "<<" || s.tag.description == Tag.Name.merge.rawValue
    }

    /// The tag YAML 1.1 gives `scalar`: an explicit tag, or what the default resolver's rules
    /// (bool, int, float, null, timestamp) say of a plain scalar. Those rules can only match a
    /// plain scalar that is empty, starts with a digit, sign, dot, `~`, `<` or `=`, or is a word of at
    /// most five letters (`false`, `Null`, `off`…); everything else is a string without a regex.
    private static func tagName(of scalar: Yams.Node.Scalar, node: Yams.Node) -> Tag.Name {
        let explicit = scalar.tag.description
        if !explicit.isEmpty { return explicit == Tag.Name.nonSpecific.rawValue ? .str : Tag.Name(rawValue: explicit) }
        let utf8 = scalar.string.utf8
        // Block scalars keep their final newline, which the rules' `$` also accepts.
        guard scalar.style == .plain, let first = utf8.first else { return Resolver.default.resolveTag(of: node) }
        switch first {
        case UInt8(ascii: "1")...UInt8(ascii: "9") where utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }):
            // A plain decimal (`weight: 3`, `abtesting: [ tldr, 1 ]`) is the int rule's
            // `[1-9][0-9_]*`, the first rule that can match digits (bool's words cannot): answered
            // without the rules' regexes, which also spares a build their one-time set-up (1.6 ms)
            // when no scalar needs them.
            return .int
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "~"), UInt8(ascii: "<"), UInt8(ascii: "="):
            return Resolver.default.resolveTag(of: node)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            // Of the default rules only `bool` and `null` take words; their word lists, looked up
            // instead of running the regexes (a short word such as a layout name is common).
            guard utf8.count <= 5 else { return .str }
            // Every bool and null word starts with one of these letters: other short words
            // (`swift`, `cocoa`, tags and layout names) skip hashing into both sets.
            switch first | 0x20 {
            case UInt8(ascii: "y"), UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "o"): break
            default: return .str
            }
            if boolWords.contains(scalar.string) { return .bool }
            if nullWords.contains(scalar.string) { return .null }
            return .str
        default:
            return .str
        }
    }

    /// Yams's `Resolver.Rule.bool` and `.null` patterns (YAML 1.1, as Psych reads them), spelled out.
    private static let boolWords: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
    ]
    private static let nullWords: Set<String> = ["null", "Null", "NULL"]

    private static func key(_ node: Yams.Node, budget: inout AliasBudget) throws(ValueError) -> String {
        if case .scalar(let s) = node {
            try refuseSymbol(node, isKey: true)
            return s.string
        }
        return try value(of: node, timeZone: .gmt, budget: &budget).liquidString
    }

    /// The value of a plain (unquoted) scalar without tag, as Yams's path types it. `implicit`
    /// is `Tag(.implicit, …)`, made once by the caller: `Constructor.default` builds its tables
    /// on every use (half of this function's time when made per scalar).
    static func plainScalarValue(_ text: String, implicit: Tag, timeZone: TimeZone) -> Value {
        let scalar = Yams.Node.Scalar(text, implicit, .plain)
        return scalarValue(scalar, node: .scalar(scalar), timeZone: timeZone)
    }

    private static func scalarValue(_ scalar: Yams.Node.Scalar, node: Yams.Node, timeZone: TimeZone) -> Value {
        // Quoted scalars are always strings, whatever they look like.
        if scalar.style == .singleQuoted || scalar.style == .doubleQuoted { return .string(scalar.string) }
        // Psych's timestamp rule is wider than YAML 1.1's (`+0100`, `+1`, a sign before the year).
        if scalar.style == .plain, scalar.tag.description.isEmpty, let first = scalar.string.utf8.first,
            first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")),
            scalar.string.utf8.count >= 8, let stamp = DateParsing.psychTimestamp(scalar.string, timeZone: timeZone)
        {
            return .date(stamp)
        }
        switch tagName(of: scalar, node: node) {
        case .null: return .nil
        case .bool: return node.bool.map(Value.bool) ?? .string(scalar.string)
        case .int:
            // Yams multiplies a sexagesimal integer (`1:30:00`, YAML 1.1) out without an overflow
            // check and traps on a long one (FuzzFrontMatter: `22:2:22:2:…`): one past Int stays text.
            if scalar.string.utf8.contains(UInt8(ascii: ":")) {
                return psychSexagesimal(scalar.string).map(Value.int) ?? .string(scalar.string)
            }
            // A plain decimal (`[1-9][0-9]*`) is its digits read in base 10, as Yams reads it;
            // Yams's constructor goes through Foundation's string replacing first (about 14,000
            // instructions per `abtesting: [ tldr, 1 ]`). Others, and overflow, go to Yams.
            if let first = scalar.string.utf8.first, first >= UInt8(ascii: "1"), first <= UInt8(ascii: "9"),
                scalar.string.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let plain = Int(scalar.string)
            {
                return .int(plain)
            }
            return node.int.map(Value.int) ?? .string(scalar.string)
        case .float:
            // Psych's float rule needs a point (`1e3` stays text); `.inf` and `.nan` have one.
            guard scalar.string.utf8.contains(UInt8(ascii: ".")) else { return .string(scalar.string) }
            return node.float.map(Value.double) ?? .string(scalar.string)
        case .timestamp:
            return DateParsing.psychTimestamp(scalar.string, timeZone: timeZone).map(Value.date) ?? .string(scalar.string)
        default:
            return .string(scalar.string)
        }
    }

    /// Psych's base-60 integer (`[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}`): part `e` of the text
    /// weighs `60 ** |e - 2|`, so `12:30` is 12 h 30 min (45000) and `1:02:03` is 3723. Nil for
    /// other forms (Psych keeps them as text).
    static func psychSexagesimal(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var total = 0
        for (e, part) in parts.enumerated() {
            var body = Substring(part)
            var sign = 1
            if e == 0, let f = body.first, f == "-" || f == "+" {
                if f == "-" { sign = -1 }
                body = body.dropFirst()
            }
            let digits = body.filter { $0 != "_" }
            guard let first = body.first, first.isASCII, first.isNumber, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                e == 0 || (digits.count <= 2 && (Int(digits) ?? 60) < 60 && !body.contains("_")), digits.count <= 15,
                let value = Int(digits)
            else { return nil }
            var weight = 1
            for _ in 0..<abs(e - 2) { weight *= 60 }
            total += sign * value * weight
        }
        return total
    }

    /// Whether `[-+]digits(:digits)*` (underscores allowed) read in base 60 fits in Int; false
    /// for anything else.
    static func sexagesimalFitsInInt(_ text: String) -> Bool {
        var value = 0
        let digits = text.utf8.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
        guard !digits.isEmpty else { return false }
        for part in digits.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false) {
            var partValue = 0
            for byte in part where byte != UInt8(ascii: "_") {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return false }
                let (times10, o1) = partValue.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                if o1 || o2 { return false }
                partValue = sum
            }
            let (times60, o1) = value.multipliedReportingOverflow(by: 60)
            let (sum, o2) = times60.addingReportingOverflow(partValue)
            if o1 || o2 { return false }
            value = sum
        }
        return true
    }

    /// Psych's Date form: `YYYY-M-D` (one- or two-digit month and day), nothing else.
    static func isBareDay(_ s: String) -> Bool {
        let parts = s.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].utf8.count == 4 else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
            && parts[1].utf8.count <= 2 && parts[2].utf8.count <= 2
    }

    static func convert(_ error: YamlError, file: String, fileText: String, firstLine: Int) -> SiteError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var message = "invalid YAML: \(problem)"
            var at = mark
            if let context {
                message += " (\(context.text))"
                // At the end of the stream there is no line to show: point where the unfinished
                // thing began (an open quote, a bracket), as Psych does ("at line 2 column 6").
                if problem.contains("end of stream") {
                    at = context.mark
                    message += "; it is not closed"
                }
            }
            return SiteError(
                message, location: location(file: file, fileText: fileText, line: firstLine + at.line - 1, column: at.column))
        case .reader(let problem, _, _, _):
            return SiteError("invalid YAML: \(problem)", location: location(file: file, fileText: fileText, line: firstLine, column: 1))
        default:
            return SiteError("invalid YAML: \(error)", location: location(file: file, fileText: fileText, line: firstLine, column: 1))
        }
    }

    static func location(file: String, fileText: String, line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, source: fileText, line: line, column: column)
    }
}
