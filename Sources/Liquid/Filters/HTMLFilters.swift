extension Environment {
    func registerHTMLFilters() {
        let escape: @Sendable (Value, [Value], RenderContext) throws -> Value = { input, _, _ in
            input.isRubyNil ? .nil : .string(LiquidHTMLText.escape(input.rubyString))
        }
        registerFilter("escape", arity: 0...0, escape)
        registerFilter("h", arity: 0...0, escape)
        registerFilter("escape_once", arity: 0...0) { input, _, _ in .string(LiquidHTMLText.escapeOnce(input.rubyString)) }
        registerFilter("strip_html", arity: 0...0) { input, _, _ in .string(LiquidHTMLText.stripHTML(input.rubyString)) }
        registerFilter("newline_to_br", arity: 0...0) { input, _, _ in
            .string(LiquidHTMLText.replacingNewlines(input.rubyString, with: "<br />\n"))
        }
        registerFilter("strip_newlines", arity: 0...0) { input, _, _ in
            .string(LiquidHTMLText.replacingNewlines(input.rubyString, with: ""))
        }
    }
}

/// Byte-level HTML text transforms: every character they look for is ASCII, so scanning
/// UTF-8 bytes is exact and avoids per-Character work on large content.
public enum LiquidHTMLText {
    /// Ruby's `CGI.escapeHTML`: `& < > " '`.
    public static func escape(_ s: String) -> String { escape(s, apostrophe: "&#39;") }

    /// Escapes `& < > "` and `'` (as `apostrophe`: CGI writes `&#39;`, XML `&apos;`).
    public static func escape(_ s: String, apostrophe: StaticString) -> String {
        var s = s
        return s.withUTF8 { bytes -> String in
            // Size the output exactly, then fill it in one pass: no reallocation, no per-byte appends.
            var extra = 0
            for b in bytes {
                switch b {
                case 0x26: extra += 4
                case 0x3C, 0x3E: extra += 3
                case 0x22: extra += 5
                case 0x27: extra += apostrophe.utf8CodeUnitCount - 1
                default: break
                }
            }
            if extra == 0 { return String(decoding: bytes, as: UTF8.self) }
            return String(unsafeUninitializedCapacity: bytes.count + extra) { out in
                var o = 0
                func put(_ text: StaticString) {
                    text.withUTF8Buffer { t in
                        for c in t { out[o] = c; o += 1 }
                    }
                }
                for b in bytes {
                    switch b {
                    case 0x26: put("&amp;")
                    case 0x3C: put("&lt;")
                    case 0x3E: put("&gt;")
                    case 0x22: put("&quot;")
                    case 0x27: put(apostrophe)
                    default: out[o] = b; o += 1
                    }
                }
                return o
            }
        }
    }

    private static func appendEscaped(_ b: UInt8, to out: inout [UInt8]) {
        switch b {
        case 0x26: out.append(contentsOf: "&amp;".utf8)
        case 0x3C: out.append(contentsOf: "&lt;".utf8)
        case 0x3E: out.append(contentsOf: "&gt;".utf8)
        case 0x22: out.append(contentsOf: "&quot;".utf8)
        case 0x27: out.append(contentsOf: "&#39;".utf8)
        default: out.append(b)
        }
    }

    /// Like `escape`, but an `&` that already starts an entity (`&amp;`, `&#39;`) is kept.
    public static func escapeOnce(_ s: String) -> String {
        let bytes = Array(s.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x26 && startsEntity(bytes, at: i + 1) {
                out.append(b)
            } else {
                appendEscaped(b, to: &out)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `[a-zA-Z]+;` or `#\d+;` at `start`: Ruby Liquid's entity test (hex entities do not count).
    private static func startsEntity(_ bytes: [UInt8], at start: Int) -> Bool {
        var i = start
        let isLetter = { (b: UInt8) in (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
        let isDigit = { (b: UInt8) in b >= 0x30 && b <= 0x39 }
        if i < bytes.count && bytes[i] == UInt8(ascii: "#") {
            i += 1
            let digits = i
            while i < bytes.count && isDigit(bytes[i]) { i += 1 }
            return i > digits && i < bytes.count && bytes[i] == UInt8(ascii: ";")
        }
        let letters = i
        while i < bytes.count && isLetter(bytes[i]) { i += 1 }
        return i > letters && i < bytes.count && bytes[i] == UInt8(ascii: ";")
    }

    /// Ruby Liquid's `strip_html`: `<script>…</script>`, `<style>…</style>` and comments go
    /// with their content (case-sensitively, as its regexes are), then every `<…>` tag.
    public static func stripHTML(_ s: String) -> String {
        let bytes = Array(s.utf8)
        guard bytes.contains(UInt8(ascii: "<")) else { return s }
        var withoutBlocks: [UInt8] = []
        withoutBlocks.reserveCapacity(bytes.count)
        var i = 0
        let blocks: [(open: [UInt8], close: [UInt8])] = [
            (Array("<script".utf8), Array("</script>".utf8)),
            (Array("<!--".utf8), Array("-->".utf8)),
            (Array("<style".utf8), Array("</style>".utf8)),
        ]
        scan: while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<") {
                for block in blocks where hasPrefix(bytes, block.open, at: i) {
                    if let end = find(block.close, in: bytes, from: i + block.open.count) {
                        i = end + block.close.count
                        continue scan
                    }
                }
            }
            withoutBlocks.append(bytes[i])
            i += 1
        }
        var out: [UInt8] = []
        out.reserveCapacity(withoutBlocks.count)
        i = 0
        while i < withoutBlocks.count {
            if withoutBlocks[i] == UInt8(ascii: "<"),
                let close = withoutBlocks[(i + 1)...].firstIndex(of: UInt8(ascii: ">"))
            {
                i = close + 1
                continue
            }
            out.append(withoutBlocks[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Replaces each `\n` or `\r\n`; a lone `\r` stays.
    static func replacingNewlines(_ s: String, with replacement: String) -> String {
        let bytes = s.utf8
        guard bytes.contains(0x0A) else { return s }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let rep = Array(replacement.utf8)
        var pendingCR = false
        for b in bytes {
            if pendingCR {
                pendingCR = false
                if b == 0x0A {
                    out.append(contentsOf: rep)
                    continue
                }
                out.append(0x0D)
            }
            if b == 0x0D {
                pendingCR = true
            } else if b == 0x0A {
                out.append(contentsOf: rep)
            } else {
                out.append(b)
            }
        }
        if pendingCR { out.append(0x0D) }
        return String(decoding: out, as: UTF8.self)
    }

    static func hasPrefix(_ bytes: [UInt8], _ prefix: [UInt8], at index: Int) -> Bool {
        index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start <= bytes.count - needle.count else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0] && hasPrefix(bytes, needle, at: i) { return i }
            i += 1
        }
        return nil
    }
}
