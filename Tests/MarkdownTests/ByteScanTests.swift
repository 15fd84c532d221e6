import Testing

@testable import CommonMark
@testable import Kramdown
@testable import Markdown
@testable import MarkdownCore

/// The eight-bytes-a-step search must find exactly what a byte-by-byte search finds: the first
/// match, at every offset, with matches in any lane of the word and bytes that differ from a
/// target by one (where a borrow could flag the wrong byte).
@Test func firstIndexOfAnyMatchesByteByByteSearch() {
    let targets: [UInt8] = [UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "\"")]
    // near misses next to each target, high bytes, zero bytes
    let alphabet: [UInt8] = targets + [0x3B, 0x3D, 0x25, 0x27, 0x21, 0x23, 0x00, 0x01, 0x80, 0xFF, 0xBC, UInt8(ascii: "a")]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for length in 0..<40 {
        for _ in 0..<60 {
            var bytes: [UInt8] = []
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                // mostly bytes that match nothing, so that runs span whole words
                let pick = Int(state >> 33) % (alphabet.count * 3)
                bytes.append(pick < alphabet.count ? alphabet[pick] : UInt8(ascii: "x"))
            }
            bytes.withUnsafeBufferPointer { buffer in
                for from in 0...length {
                    let expected = (from..<length).first { targets.contains(buffer[$0]) } ?? length
                    let found = ByteScan.firstIndex(ofAnyOf: targets[0], targets[1], targets[2], targets[3], in: buffer, from: from)
                    #expect(found == expected, "\(bytes) from \(from)")
                }
            }
        }
    }
}

@Test func escapingFindsMarkupInEveryLaneOfLongText() {
    let options = MarkdownOptions.jekyll
    // a `<`, `>` or `&` at each offset within an eight-byte word, in a paragraph with a link
    // (so the bracket pairing runs over it too)
    for offset in 0..<9 {
        let pad = String(repeating: "x", count: offset)
        let markdown = "\(pad)a < b && c > d [link](u) \(pad)[x]y`[`z\\[ &amp; end\n"
        let html = KramdownRenderer.render(markdown, options: options)
        #expect(
            html == "<p>\(pad)a &lt; b &amp;&amp; c &gt; d <a href=\"u\">link</a> \(pad)[x]y<code class=\"language-plaintext highlighter-rouge\">[</code>z[ &amp; end</p>\n",
            "offset \(offset)")
    }
}

/// The word-at-a-time prose skip may only pass over plain text (letters, digits, bytes of
/// multi-byte characters, a space not followed by a space or `>`), and stops short of the
/// first other byte only within the last nine bytes: checked at every offset against a
/// byte-by-byte definition, with bytes next to each range's ends.
@Test func proseSkipPassesOnlyPlainText() {
    let alphabet: [UInt8] = [
        0x20, 0x20, 0x3E, 0x0A, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x5A, 0x5B, 0x60, 0x61, 0x7A, 0x7B, 0x7F,
        0x80, 0xA0, 0xBE, 0xFF, 0x00, 0x2A, 0x5F, 0x2C, 0x2E, 0x27, 0x22,
    ]
    func isPlain(_ bytes: [UInt8], _ j: Int) -> Bool {
        let b = bytes[j]
        if b >= 0x80 || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) { return true }
        return b == 0x20 && j + 1 < bytes.count && bytes[j + 1] != 0x20 && bytes[j + 1] != 0x3E
    }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for length in 0..<48 {
        for _ in 0..<40 {
            var bytes: [UInt8] = []
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let pick = Int(state >> 33) % (alphabet.count * 2)
                bytes.append(pick < alphabet.count ? alphabet[pick] : UInt8(ascii: "e"))
            }
            bytes.withUnsafeBufferPointer { buffer in
                for from in 0...length {
                    let firstStop = (from..<length).first { !isPlain(bytes, $0) } ?? length
                    let found = ByteScan.firstNonPlainText(in: buffer, from: from)
                    #expect(found >= from && found <= firstStop, "\(bytes) from \(from)")
                    #expect(found == firstStop || length - found < 9, "\(bytes) from \(from)")
                }
            }
        }
    }
}
