import TextSupport

/// One piece of a template: literal text, an output `{{ … }}` or a tag `{% … %}`.
///
/// All positions are UTF-8 byte offsets into the template source; line and column are
/// computed only when an error is reported.
struct TemplateToken: Sendable {
    enum Kind: UInt8, Sendable { case text, output, tag }

    var kind: Kind
    /// The whole token, delimiters included.
    var start: Int
    var end: Int
    /// Text: the text after whitespace control. Output and tag: the markup.
    var contentStart: Int
    var contentEnd: Int
    /// Tag name (tags only).
    var nameStart = 0
    var nameEnd = 0
    /// `{{-` / `{%-` and `-}}` / `-%}`.
    var trimLeft = false
    var trimRight = false
    /// A tag without a name or an output without `}}`: reported when the parser reaches it,
    /// because `raw` and `comment` bodies may legitimately contain such text.
    var malformed = false
}

@inline(__always) func isLiquidSpace(_ b: UInt8) -> Bool {
    b == 0x20 || (b >= 0x09 && b <= 0x0D)
}

@inline(__always) func isWordByte(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
}

/// Ruby's `String#strip` family also removes NUL.
@inline(__always) func isStripSpace(_ b: UInt8) -> Bool {
    isLiquidSpace(b) || b == 0
}

enum TemplateLexer {
    /// Splits a template the way Ruby Liquid's tokenizer does: `{%` runs to the first `%}`,
    /// `{{` to the first `}` (and a following `}`), then applies whitespace control.
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [TemplateToken] {
        var scanned = 0
        return tokenize(bytes, scanned: &scanned)
    }

    /// As `tokenize(_:)`, adding to `scanned` the bytes its searches for a closing `}` or `%}`
    /// read (for the tests that bound its work on hostile input).
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, scanned: inout Int) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        let n = bytes.count
        var i = 0
        var textStart = 0
        let raw = UnsafeRawBufferPointer(bytes)
        // The next `}` and the next `%}` found by a search, and where that search started: a
        // later search from a position up to the one found gives the same answer, so an
        // unclosed `{{` or `{%` repeated (each searching to the end of the template) costs
        // linear time, not quadratic (issue 31).
        var closeFrom = -1, close = -1, tagCloseFrom = -1, tagClose = -1
        while i < n {
            // memchr to the next `{`: a post's text is kilobytes with few braces, and the byte
            // loop over it was 0.8% of a 1,000-post build's CPU (the content's Liquid parse).
            guard let brace = ByteSearch.firstIndex(of: UInt8(ascii: "{"), in: raw, from: i), brace + 1 < n else { break }
            i = brace
            let next = bytes[i + 1]
            if next == UInt8(ascii: "{") {
                if textStart < i { tokens.append(text(textStart, i)) }
                var k = i + 2
                if closeFrom < 0 || k < closeFrom || k > close {
                    closeFrom = k
                    close = ByteSearch.firstIndex(of: UInt8(ascii: "}"), in: raw, from: k) ?? n
                    scanned += close - k
                }
                k = close
                let end: Int
                if k < n { end = (k + 1 < n && bytes[k + 1] == UInt8(ascii: "}")) ? k + 2 : k + 1 } else { end = i + 2 }
                tokens.append(output(bytes, i, end))
                i = end
                textStart = end
            } else if next == UInt8(ascii: "%") {
                if textStart < i { tokens.append(text(textStart, i)) }
                let k = i + 2
                var end = i + 2
                if tagCloseFrom < 0 || k < tagCloseFrom || k > tagClose {
                    tagCloseFrom = k
                    tagClose = n
                    var c = k
                    while c + 1 < n {
                        if bytes[c] == UInt8(ascii: "%") && bytes[c + 1] == UInt8(ascii: "}") { tagClose = c; break }
                        c += 1
                    }
                    scanned += tagClose - k
                }
                if tagClose < n { end = tagClose + 2 }
                tokens.append(tag(bytes, i, end))
                i = end
                textStart = end
            } else {
                i += 1
            }
        }
        if textStart < n { tokens.append(text(textStart, n)) }
        applyWhitespaceControl(&tokens, bytes)
        return tokens
    }

    private static func text(_ start: Int, _ end: Int) -> TemplateToken {
        TemplateToken(kind: .text, start: start, end: end, contentStart: start, contentEnd: end)
    }

    private static func output(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TemplateToken {
        var token = TemplateToken(kind: .output, start: start, end: end, contentStart: start + 2, contentEnd: end)
        let length = end - start
        guard length >= 4, b[end - 1] == UInt8(ascii: "}"), b[end - 2] == UInt8(ascii: "}") else {
            token.malformed = true
            return token
        }
        token.trimLeft = b[start + 2] == UInt8(ascii: "-")
        token.trimRight = b[end - 3] == UInt8(ascii: "-")
        var cs = start + 2
        var ce = end - 2
        if cs < ce && b[cs] == UInt8(ascii: "-") { cs += 1 }
        if ce > cs && b[ce - 1] == UInt8(ascii: "-") { ce -= 1 }
        token.contentStart = cs
        token.contentEnd = ce
        return token
    }

    private static func tag(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TemplateToken {
        var token = TemplateToken(kind: .tag, start: start, end: end, contentStart: start + 2, contentEnd: end)
        let length = end - start
        guard length >= 4 else { token.malformed = true; return token }
        token.trimLeft = b[start + 2] == UInt8(ascii: "-")
        token.trimRight = b[end - 3] == UInt8(ascii: "-")
        var p = start + 2
        let limit = end - 2
        if p < limit && b[p] == UInt8(ascii: "-") { p += 1 }
        while p < limit && isLiquidSpace(b[p]) { p += 1 }
        let nameStart = p
        if p < limit && b[p] == UInt8(ascii: "#") {
            p += 1
        } else {
            while p < limit && isWordByte(b[p]) { p += 1 }
        }
        guard p > nameStart else { token.malformed = true; return token }
        token.nameStart = nameStart
        token.nameEnd = p
        while p < limit && isLiquidSpace(b[p]) { p += 1 }
        var ce = limit
        if ce > p && b[ce - 1] == UInt8(ascii: "-") { ce -= 1 }
        token.contentStart = p
        token.contentEnd = max(p, ce)
        return token
    }

    private static func applyWhitespaceControl(_ tokens: inout [TemplateToken], _ b: UnsafeBufferPointer<UInt8>) {
        for index in tokens.indices where tokens[index].kind != .text {
            if tokens[index].trimLeft, index > 0, tokens[index - 1].kind == .text {
                var e = tokens[index - 1].contentEnd
                while e > tokens[index - 1].contentStart && isStripSpace(b[e - 1]) { e -= 1 }
                tokens[index - 1].contentEnd = e
            }
            if tokens[index].trimRight, index + 1 < tokens.count, tokens[index + 1].kind == .text {
                var s = tokens[index + 1].contentStart
                while s < tokens[index + 1].contentEnd && isStripSpace(b[s]) { s += 1 }
                tokens[index + 1].contentStart = s
            }
        }
    }

    /// The lines of a `{% liquid %}` tag as tag tokens (offsets stay in the template source).
    static func liquidTagLines(_ b: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var lineStart = start
        while lineStart <= end {
            var lineEnd = lineStart
            while lineEnd < end && b[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var p = lineStart
            while p < lineEnd && isLiquidSpace(b[p]) { p += 1 }
            if p < lineEnd {
                var token = TemplateToken(kind: .tag, start: p, end: lineEnd, contentStart: p, contentEnd: lineEnd)
                let nameStart = p
                if b[p] == UInt8(ascii: "#") {
                    p += 1
                } else {
                    while p < lineEnd && isWordByte(b[p]) { p += 1 }
                }
                if p == nameStart {
                    token.malformed = true
                } else {
                    token.nameStart = nameStart
                    token.nameEnd = p
                    while p < lineEnd && isLiquidSpace(b[p]) { p += 1 }
                    token.contentStart = p
                }
                tokens.append(token)
            }
            lineStart = lineEnd + 1
        }
        return tokens
    }
}
