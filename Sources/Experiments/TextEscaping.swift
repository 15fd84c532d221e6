/// JSON numbers as the injected scripts and messages print them (strings: `JSONEscaping`).
public enum JSONText {
    /// Whole numbers print without a fraction; others in Swift's shortest round-tripping form, so output is stable.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

/// URL text (HTML escaping: `HTMLEscaping`).
enum HTMLText {
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}

/// Strips comments and needless whitespace from the client templates, and shortens the locals a
/// template lists on a `// minify-rename: a b c` line.
///
/// Deliberately small: it understands string literals and comments but not regex literals, so the
/// templates avoid those. Whitespace survives only between two identifier characters (`const x`),
/// and between `+ +` or `- -`, where removing it would change the meaning. Renaming skips property
/// names (after `.`), so listed names must not be used as shorthand properties (`{ name }`).
public enum JavaScriptMinifier {
    public static func minify(_ source: String) -> String {
        let renames = renameTable(source)
        let bytes = Array(source.utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        var index = 0
        var pendingSpace = false
        func emit(_ byte: UInt8) {
            if pendingSpace, let last = out.last,
               (isIdentifier(last) && isIdentifier(byte)) || (last == byte && (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"))) {
                out.append(UInt8(ascii: " "))
            }
            pendingSpace = false
            // `;}` ends a block just as well as `}`.
            if byte == UInt8(ascii: "}"), out.last == UInt8(ascii: ";") { out.removeLast() }
            out.append(byte)
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            switch byte {
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                pendingSpace = true
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                pendingSpace = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                pendingSpace = true
                index += 1
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"):
                emit(byte)
                index += 1
                while index < bytes.count, bytes[index] != byte {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        out.append(bytes[index])
                        index += 1
                    }
                    out.append(bytes[index])
                    index += 1
                }
                if index < bytes.count { out.append(byte) }
                index += 1
            case _ where isIdentifier(byte):
                var end = index
                while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
                let word = Array(bytes[index..<end])
                let isProperty = out.last == UInt8(ascii: ".") && !pendingSpace
                for byte in (isProperty ? nil : renames[word]) ?? word { emit(byte) }
                index = end
            default:
                emit(byte)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...: true
        default: false
        }
    }

    /// Maps each listed name to a one-letter name the source does not already use as an identifier.
    private static func renameTable(_ source: String) -> [[UInt8]: [UInt8]] {
        guard let directive = source.split(separator: "\n").first(where: { $0.contains("// minify-rename:") }) else { return [:] }
        let names = directive.split(separator: ":", maxSplits: 1)[1].split(separator: " ").map { Array($0.utf8) }
        var used = Set<[UInt8]>()
        var word = [UInt8]()
        for byte in source.utf8 {
            if isIdentifier(byte) { word.append(byte) } else if !word.isEmpty { used.insert(word); word = [] }
        }
        let pool = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { [$0] } + (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { [$0] }
        var free = pool.filter { !used.contains($0) }.makeIterator()
        var table: [[UInt8]: [UInt8]] = [:]
        for name in names {
            guard let short = free.next() else { break }
            table[name] = short
        }
        return table
    }
}
