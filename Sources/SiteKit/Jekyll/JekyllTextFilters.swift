import Foundation
import Liquid
import TextSupport
import OrderedCollections

func registerJekyllTextFilters(into environment: Environment, site: JekyllFilterSite) {
    environment.registerFilter("xml_escape", arity: 0...0) { input, _, _ in
        .string(xmlEscape(input.rubyString))
    }
    environment.registerFilter("inspect", arity: 0...0) { input, _, _ in
        .string(xmlEscape(input.inspect))
    }
    environment.registerFilter("slugify", arity: 0...1) { input, args, _ in
        guard !input.isNil else { return .nil }
        let modeName = args.argument(0).isNil ? "default" : args.argument(0).rubyString
        // Jekyll lower-cases without slugifying for "none" and any unknown mode.
        let mode = Slugify.Mode(rawValue: modeName).flatMap { $0 == .none ? nil : $0 } ?? .none
        return .string(Slugify.slugify(input.rubyString, mode: mode))
    }
    environment.registerFilter("markdownify", arity: 0...0) { input, _, _ in
        .string(site.markdownify(input.rubyString))
    }
    environment.registerFilter("smartify", arity: 0...0) { input, _, _ in
        .string(site.smartify(input.rubyString))
    }
    environment.registerFilter("jsonify", arity: 0...0) { input, _, _ in
        var out = ""
        try RubyJSON.write(input, to: &out)
        return .string(out)
    }
    environment.registerFilter("normalize_whitespace", arity: 0...0) { input, _, _ in
        .string(normalizeWhitespace(input.rubyString))
    }
    environment.registerFilter("number_of_words", arity: 0...1) { input, args, _ in
        let text = input.rubyString
        switch args.argument(0).stringValue {
        case "cjk":
            return .int(countCJK(text) + countNonCJKWords(text))
        case "auto":
            let cjk = countCJK(text)
            return .int(cjk == 0 ? text.rubyWhitespaceWordCount() : cjk + countNonCJKWords(text))
        default:
            return .int(text.rubyWhitespaceWordCount())
        }
    }
    environment.registerFilter("array_to_sentence_string", arity: 0...1) { input, args, _ in
        let connector = args.isEmpty ? "and" : args[0].rubyString
        let items: [Value]
        switch input {
        case .array(let a): items = a
        case .nil: throw FilterError("undefined method `length' for nil:NilClass")
        default: items = [input]
        }
        switch items.count {
        case 0: return .string("")
        case 1: return .string(items[0].rubyString)
        case 2: return .string("\(items[0].rubyString) \(connector) \(items[1].rubyString)")
        default:
            // Ruby's Array#join flattens nested arrays into the list; the last item is interpolated.
            let head = Value.array(Array(items.dropLast())).inputElements.map(\.rubyString).joined(separator: ", ")
            return .string("\(head), \(connector) \(items[items.count - 1].rubyString)")
        }
    }
}

/// Ruby's `encode(xml: :attr)` without the surrounding quotes: `& < > " '`.
func xmlEscape(_ s: String) -> String { HTMLEscaping.escape(s, .xml) }

/// `gsub(/\s+/, " ").strip`, with Ruby's ASCII whitespace.
func normalizeWhitespace(_ s: String) -> String {
    // Written straight into the new string's storage, not appended byte by byte to an array
    // (a capacity check per byte) and copied: every page's meta description runs this over its
    // excerpt. Only ASCII whitespace is touched, so the result is valid UTF-8 as `s` is.
    var s = s
    return s.withUTF8 { input in
        String(unsafeUninitializedCapacity: input.count) { out in
            var count = 0
            var inSpace = false
            for b in input {
                if b == 0x20 || (b >= 0x09 && b <= 0x0D) {
                    inSpace = true
                    continue
                }
                if inSpace && count > 0 {
                    out[count] = 0x20
                    count += 1
                }
                inSpace = false
                out[count] = b
                count += 1
            }
            return count
        }
    }
}

/// Han, Hiragana, Katakana and Hangul, the scripts Jekyll counts one word per character.
func isCJK(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3005, 0x3007, 0x3021...0x3029, 0x3038...0x303B, 0x3041...0x3096,
        0x309D...0x309F, 0x30A1...0x30FA, 0x30FD...0x30FF, 0x3131...0x318E, 0x31F0...0x31FF, 0x3200...0x321E,
        0x3260...0x327E, 0x32D0...0x32FE, 0x3300...0x3357, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xD7B0...0xD7FF, 0xF900...0xFAFF, 0xFF66...0xFF6F, 0xFF71...0xFF9D, 0xFFA0...0xFFDC,
        0x1B000...0x1B001, 0x20000...0x2FA1F:
        return true
    default:
        return false
    }
}

private func countCJK(_ s: String) -> Int { s.unicodeScalars.reduce(0) { $0 + (isCJK($1) ? 1 : 0) } }

/// Runs of characters that are neither CJK nor whitespace.
private func countNonCJKWords(_ s: String) -> Int {
    var count = 0
    var inWord = false
    for scalar in s.unicodeScalars {
        let separator = isCJK(scalar) || scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D)
        if !separator && !inWord { count += 1 }
        inWord = !separator
    }
    return count
}

/// `as_liquid(input).to_json` as Ruby's json gem writes it: compact, keys in insertion
/// order, non-ASCII text unescaped, times and ranges as their `to_s`.
enum RubyJSON {
    /// `depth` is Ruby's JSON state depth: the arrays and objects around `value`.
    static func write(_ value: Value, to out: inout String, depth: Int = 0) throws {
        switch value {
        case .nil: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d):
            guard d.isFinite else { throw FilterError("\(Value.rubyFloatString(d)) not allowed in JSON") }
            out += Value.rubyFloatString(d)
        case .string(let s): writeString(s, to: &out)
        case .date, .range: writeString(value.liquidString, to: &out)
        case .array(let a):
            out += "["
            for (i, element) in a.enumerated() {
                if i > 0 { out += "," }
                try write(element, to: &out, depth: depth + 1)
            }
            out += "]"
        case .dictionary(let d):
            try writeObject(d.elements.map { ($0.key, $0.value) }, to: &out, depth: depth)
        case .drop(let drop as DocumentDrop) where depth >= 2:
            // Jekyll's DocumentDrop#hash_for_json: nested two deep, `next` and `previous` are
            // written without their own content and neighbours, which ends the chain.
            let pairs = drop.liquidKeys.map { key -> (String, Value) in
                let value = drop.liquidValue(forKey: key)
                guard key == "next" || key == "previous", case .drop(let neighbour) = value else { return (key, value) }
                let kept = neighbour.liquidKeys.filter { !Self.collapsedKeys.contains($0) }
                return (key, .dictionary(OrderedDictionary(kept.map { ($0, neighbour.liquidValue(forKey: $0)) }, uniquingKeysWith: { a, _ in a })))
            }
            try writeObject(pairs, to: &out, depth: depth)
        case .drop(let drop as JSONWritingDrop):
            try drop.writeJSON(to: &out)
        case .drop(let drop):
            try writeObject(drop.liquidKeys.map { ($0, drop.liquidValue(forKey: $0)) }, to: &out, depth: depth)
        }
    }

    /// DocumentDrop::NESTED_OBJECT_FIELD_BLACKLIST.
    static let collapsedKeys: Set<String> = ["content", "output", "excerpt", "next", "previous"]

    private static func writeObject(_ pairs: [(String, Value)], to out: inout String, depth: Int) throws {
        out += "{"
        for (i, pair) in pairs.enumerated() {
            if i > 0 { out += "," }
            writeString(pair.0, to: &out)
            out += ":"
            try write(pair.1, to: &out, depth: depth + 1)
        }
        out += "}"
    }

    static func writeString(_ s: String, to out: inout String) { JSONEscaping.appendQuoted(s, to: &out) }
}
