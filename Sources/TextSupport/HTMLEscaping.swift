/// Which characters an HTML escape replaces, and how it writes the apostrophe.
public struct HTMLEscapeSet: Sendable {
    /// The escaped bytes as bits of a 64-bit set: every one of them is ASCII below 64.
    let mask: UInt64
    let apostrophe: StaticString

    /// Element text: `& < >`.
    public static let text = HTMLEscapeSet(mask: 1 << 0x26 | 1 << 0x3C | 1 << 0x3E, apostrophe: "'")
    /// `& < > "`: what Jekyll's plugins (`{% seo %}`, the feed) escape; apostrophes stay.
    public static let textAndQuotes = HTMLEscapeSet(mask: text.mask | 1 << 0x22, apostrophe: "'")
    /// Attribute values and Ruby's `CGI.escapeHTML` (Liquid's `escape`): `& < > " '`, `'` as `&#39;`.
    public static let attribute = HTMLEscapeSet(mask: textAndQuotes.mask | 1 << 0x27, apostrophe: "&#39;")
    /// XML (Jekyll's `xml_escape`): as `attribute`, `'` as `&apos;`.
    public static let xml = HTMLEscapeSet(mask: attribute.mask, apostrophe: "&apos;")

    @inline(__always) func contains(_ b: UInt8) -> Bool { b < 64 && (mask >> b) & 1 != 0 }

    /// The entity this set writes for `b`, or nil when `b` stays as it is.
    @inline(__always) public func entity(for b: UInt8) -> StaticString? {
        guard contains(b) else { return nil }
        switch b {
        case 0x26: return "&amp;"
        case 0x3C: return "&lt;"
        case 0x3E: return "&gt;"
        case 0x22: return "&quot;"
        default: return apostrophe
        }
    }
}

/// HTML escaping, byte by byte: every character it replaces is ASCII, so scanning UTF-8 bytes
/// is exact and avoids per-Character work on large content. Text with nothing to escape is
/// returned as it is, without a copy.
public enum HTMLEscaping {
    /// `& < >` escaped, for element text.
    public static func text(_ s: String) -> String { escape(s, .text) }

    /// `& < > " '` escaped, for attribute values (Ruby's `CGI.escapeHTML`).
    public static func attribute(_ s: String) -> String { escape(s, .attribute) }

    /// `s` with the characters of `set` replaced by entities.
    public static func escape(_ s: String, _ set: HTMLEscapeSet) -> String {
        var s = s
        let escaped = s.withUTF8 { bytes -> String? in
            let capacity = escapedCapacity(bytes, set)
            guard capacity > bytes.count else { return nil }
            return String(unsafeUninitializedCapacity: capacity) { write(bytes, set, into: $0) }
        }
        return escaped ?? s
    }

    /// Room for `bytes` escaped (at least the widest entity for each byte escaped); equal to
    /// `bytes.count` exactly when nothing needs escaping.
    public static func escapedCapacity(_ bytes: UnsafeBufferPointer<UInt8>, _ set: HTMLEscapeSet) -> Int {
        var escaped = 0
        for b in bytes where set.contains(b) { escaped += 1 }
        return bytes.count + escaped * (max(6, set.apostrophe.utf8CodeUnitCount) - 1)
    }

    /// Writes `bytes` escaped into `out` (of at least `escapedCapacity` bytes), copying the
    /// text between entities in runs; returns the count written.
    public static func write(
        _ bytes: UnsafeBufferPointer<UInt8>, _ set: HTMLEscapeSet, into out: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        guard let source = bytes.baseAddress, let target = out.baseAddress else { return 0 }
        var o = 0
        var run = 0
        func copy(_ end: Int) {
            (target + o).initialize(from: source + run, count: end - run)
            o += end - run
        }
        func put(_ text: StaticString) {
            text.withUTF8Buffer { t in
                for c in t { target[o] = c; o += 1 }
            }
        }
        for (i, b) in bytes.enumerated() {
            guard let entity = set.entity(for: b) else { continue }
            copy(i)
            put(entity)
            run = i + 1
        }
        copy(bytes.count)
        return o
    }

    /// Appends any collection of bytes escaped to a byte buffer (through its contiguous storage
    /// when it has one, as `[UInt8]`, `ArraySlice` and `String.UTF8View` do).
    public static func append<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ set: HTMLEscapeSet, to out: inout [UInt8]) {
        if bytes.withContiguousStorageIfAvailable({ append($0, set, to: &out) }) == nil {
            Array(bytes).withUnsafeBufferPointer { append($0, set, to: &out) }
        }
    }

    /// Appends one byte, escaped, to a byte buffer.
    @inline(__always) public static func append(_ b: UInt8, _ set: HTMLEscapeSet, to out: inout [UInt8]) {
        if let entity = set.entity(for: b) {
            entity.withUTF8Buffer { out.append(contentsOf: $0) }
        } else {
            out.append(b)
        }
    }

    /// Appends `bytes` escaped to a byte buffer.
    public static func append(_ bytes: UnsafeBufferPointer<UInt8>, _ set: HTMLEscapeSet, to out: inout [UInt8]) {
        let capacity = escapedCapacity(bytes, set)
        guard capacity > bytes.count else { return out.append(contentsOf: bytes) }
        let start = out.count
        out.append(contentsOf: repeatElement(0, count: capacity))
        let written = out.withUnsafeMutableBufferPointer { whole in
            write(bytes, set, into: UnsafeMutableBufferPointer(rebasing: whole[start...]))
        }
        out.removeLast(capacity - written)
    }
}

extension HTMLEscaping {
    /// `text` with its character references decoded: HTML 4's names (``HTML4Entities``) and
    /// numeric references, each ending in `;`; anything else stays as written. Reads back what
    /// the escapers above write, and what templates put in attributes.
    public static func unescape(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var out = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let afterAmp = rest.index(after: amp)
            // The longest name is 8 characters, the longest numeric reference `#x10FFFF`.
            guard let semicolon = rest[afterAmp...].prefix(10).firstIndex(of: ";"),
                let decoded = reference(rest[afterAmp..<semicolon]) else {
                out += "&"
                rest = rest[afterAmp...]
                continue
            }
            out.unicodeScalars.append(decoded)
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }

    private static func reference(_ name: Substring) -> Unicode.Scalar? {
        guard name.first == "#" else { return HTML4Entities.codePoints[String(name)].flatMap(Unicode.Scalar.init) }
        let digits = name.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init)
    }
}
