import TextSupport

extension Environment {
    func registerHTMLFilters() {
        for name in ["escape", "h"] {
            registerFilter(
                name, arity: 0...0, { input, _, _ in input.isRubyNil ? .nil : .string(LiquidHTMLText.escape(input.rubyString)) },
                appending: { input, _, _, output in
                    if !input.isRubyNil { LiquidHTMLText.escape(input.rubyString, into: &output) }
                })
        }
        registerFilter("escape_once", arity: 0...0) { input, _, _ in .string(LiquidHTMLText.escapeOnce(input.rubyString)) }
        registerFilter(
            "strip_html", arity: 0...0, { input, _, _ in .string(LiquidHTMLText.stripHTML(input.rubyString)) },
            appending: { input, _, _, output in LiquidHTMLText.stripHTML(input.rubyString, into: &output) })
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
    public static func escape(_ s: String) -> String { HTMLEscaping.attribute(s) }

    /// Appends `escape(s)`, escaping straight into the output buffer.
    static func escape(_ s: String, into output: inout OutputBuffer) {
        var s = s
        s.withUTF8 { bytes in
            let capacity = HTMLEscaping.escapedCapacity(bytes, .attribute)
            guard capacity > bytes.count else { return output.append(bytes) }
            output.append(upTo: capacity) { HTMLEscaping.write(bytes, .attribute, into: $0) }
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
                HTMLEscaping.append(b, .attribute, to: &out)
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
}
