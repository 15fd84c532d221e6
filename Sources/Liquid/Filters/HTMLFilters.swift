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
    public static func escape(_ s: String) -> String {
        var s = s
        return s.withUTF8 { bytes -> String in
            guard bytes.contains(where: needsEscape) else { return String(decoding: bytes, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + bytes.count / 8)
            // Copy the runs between special bytes in one go.
            var runStart = 0
            for i in bytes.indices where needsEscape(bytes[i]) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
                appendEscaped(bytes[i], to: &out)
                runStart = i + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
            return String(decoding: out, as: UTF8.self)
        }
    }

    @inline(__always)
    private static func needsEscape(_ b: UInt8) -> Bool {
        b == 0x26 || b == 0x3C || b == 0x3E || b == 0x22 || b == 0x27
    }

    private static let amp: [UInt8] = Array("&amp;".utf8)
    private static let lt: [UInt8] = Array("&lt;".utf8)
    private static let gt: [UInt8] = Array("&gt;".utf8)
    private static let quot: [UInt8] = Array("&quot;".utf8)
    private static let apos: [UInt8] = Array("&#39;".utf8)

    private static func appendEscaped(_ b: UInt8, to out: inout [UInt8]) {
        switch b {
        case 0x26: out.append(contentsOf: amp)
        case 0x3C: out.append(contentsOf: lt)
        case 0x3E: out.append(contentsOf: gt)
        case 0x22: out.append(contentsOf: quot)
        case 0x27: out.append(contentsOf: apos)
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
