/// JSON string literals, written byte by byte.
public enum JSONEscaping {
    /// `text` as a JSON string literal, quotes included. Escapes what RFC 8259 requires, with
    /// the short forms (`\n`, `\t`, `\b`, …) where JSON has one and `\u00XX` otherwise, as Ruby's
    /// `JSON.generate` writes them (Jekyll's `jsonify`).
    ///
    /// `scriptSafe` also escapes `<`, `>` and `&` (so `</script>` or `<!--` cannot end or confuse
    /// an inline `<script>`), DEL, and U+2028/U+2029, which older JavaScript engines take as
    /// line breaks inside strings.
    public static func quoted(_ text: String, scriptSafe: Bool = false) -> String {
        var out = ""
        appendQuoted(text, scriptSafe: scriptSafe, to: &out)
        return out
    }

    /// Appends `quoted(text, scriptSafe:)` to `out`.
    public static func appendQuoted(_ text: String, scriptSafe: Bool = false, to out: inout String) {
        // No `reserveCapacity` on `out`: asked again for each of many appends (`jsonify` of a
        // long array), it would copy the whole output each time.
        var text = text
        let escaped = text.withUTF8 { bytes -> String? in
            let extra = escapedExtra(bytes, scriptSafe: scriptSafe)
            guard extra > 0 else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count + extra + 2) { write(bytes, scriptSafe: scriptSafe, into: $0) }
        }
        if let escaped {
            out += escaped
        } else {
            out += "\""
            out += text
            out += "\""
        }
    }

    /// JSON text made safe inside an HTML `<script>` element without changing its value: `</`
    /// as `<\/` (so no string can close the element) and U+2028/U+2029 as `\u2028`/`\u2029`
    /// (line breaks to older JavaScript). Both can only stand inside strings, where the escapes
    /// mean the same characters. Text without them is returned as it is.
    public static func scriptSafe(json: String) -> String {
        // One pass over the contiguous bytes for what is escaped, not for its first byte alone:
        // `utf8.contains` iterated the view a byte at a time, twice, and every curly quote
        // (E2 80 99, common in smartened titles) sent the text through the copying loop below.
        var json = json
        let needed = json.withUTF8 { bytes in
            var i = 0
            while i + 1 < bytes.count {
                if bytes[i] == 0x3C, bytes[i + 1] == 0x2F { return true }
                if bytes[i] == 0xE2, isLineSeparator(bytes, i) { return true }
                i += 1
            }
            return false
        }
        guard needed else { return json }
        let bytes = Array(json.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x3C, i + 1 < bytes.count, bytes[i + 1] == 0x2F {
                out += [0x3C, 0x5C]
            } else if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
                out += Array((bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                i += 3
                continue
            } else {
                out.append(b)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// What escaping adds to the length of `bytes`; 0 when nothing needs escaping.
    private static func escapedExtra(_ bytes: UnsafeBufferPointer<UInt8>, scriptSafe: Bool) -> Int {
        var extra = 0
        for (i, b) in bytes.enumerated() {
            switch b {
            case 0x22, 0x5C, 0x08, 0x09, 0x0A, 0x0C, 0x0D: extra += 1
            case 0x00..<0x20: extra += 5
            // (A `where` would guard only the last pattern of a list.)
            case 0x3C, 0x3E, 0x26, 0x7F: if scriptSafe { extra += 5 }
            case 0xE2 where scriptSafe && isLineSeparator(bytes, i): extra += 3
            default: break
            }
        }
        return extra
    }

    /// U+2028 or U+2029 (`E2 80 A8`, `E2 80 A9`) starting at `i`.
    @inline(__always) private static func isLineSeparator(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9)
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, scriptSafe: Bool, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var o = 0
        @inline(__always) func put(_ b: UInt8) { out[o] = b; o += 1 }
        func short(_ letter: Character) { put(0x5C); put(letter.asciiValue!) }
        func unicode(_ value: UInt32) {
            let digits: StaticString = "0123456789abcdef"
            put(0x5C); put(UInt8(ascii: "u"))
            digits.withUTF8Buffer { d in
                for shift in stride(from: 12, through: 0, by: -4) { put(d[Int((value >> UInt32(shift)) & 0xF)]) }
            }
        }
        put(0x22)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x22: short("\"")
            case 0x5C: short("\\")
            case 0x08: short("b")
            case 0x09: short("t")
            case 0x0A: short("n")
            case 0x0C: short("f")
            case 0x0D: short("r")
            case 0x00..<0x20: unicode(UInt32(b))
            case 0x3C, 0x3E, 0x26, 0x7F: if scriptSafe { unicode(UInt32(b)) } else { put(b) }
            case 0xE2 where scriptSafe && isLineSeparator(bytes, i):
                unicode(bytes[i + 2] == 0xA8 ? 0x2028 : 0x2029)
                i += 2
            default: put(b)
            }
            i += 1
        }
        put(0x22)
        return o
    }
}
