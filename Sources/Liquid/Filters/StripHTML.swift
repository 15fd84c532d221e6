import Foundation

extension LiquidHTMLText {
    /// Ruby Liquid's `strip_html`: `<script>…</script>`, `<style>…</style>` and comments go
    /// with their content (case-sensitively, as its regexes are), then every `<…>` tag of
    /// what remains, so removing a block can join the halves of a tag around it.
    public static func stripHTML(_ s: String) -> String {
        var s = s
        let stripped = s.withUTF8 { bytes -> String? in
            guard hasMarkup(bytes) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { stripHTML(bytes, into: $0) }
        }
        return stripped ?? s
    }

    /// Appends `stripHTML(s)`.
    static func stripHTML(_ s: String, into output: inout OutputBuffer) {
        var s = s
        s.withUTF8 { bytes in
            guard hasMarkup(bytes) else { return output.append(bytes) }
            output.append(upTo: bytes.count) { stripHTML(bytes, into: $0) }
        }
    }

    private static func hasMarkup(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return index(of: UInt8(ascii: "<"), in: base, from: 0, to: bytes.count) != nil
    }

    /// Writes `bytes` stripped into `out` (room for all of them); returns the count.
    private static func stripHTML(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        // Blocks are rare: only when one was removed does the tag pass read a copy.
        if let kept = removeBlocks(bytes, into: out) {
            return removeTags(UnsafeBufferPointer(rebasing: out[..<kept]), into: out)
        }
        return removeTags(bytes, into: out)
    }

    private static let strippedBlocks: [(open: [UInt8], close: [UInt8])] = [
        (Array("<script".utf8), Array("</script>".utf8)),
        (Array("<!--".utf8), Array("-->".utf8)),
        (Array("<style".utf8), Array("</style>".utf8)),
    ]

    /// Copies `bytes` without `strippedBlocks`, tried in order at each `<` like the alternatives
    /// of Ruby's lazy regex. Returns the count written, or nil (writing nothing) when no block
    /// was found.
    private static func removeBlocks(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        let base = bytes.baseAddress!
        // Bit k: block k has no closer after the current position, so none after any later one.
        var unclosed = 0
        var removed = false
        var copied = 0
        var o = 0
        var i = 0
        scan: while let open = index(of: UInt8(ascii: "<"), in: base, from: i, to: bytes.count) {
            i = open + 1
            for (k, block) in strippedBlocks.enumerated() where unclosed & (1 << k) == 0 && hasPrefix(bytes, block.open, at: open) {
                guard let close = find(block.close, in: bytes, from: open + block.open.count) else {
                    unclosed |= 1 << k
                    continue
                }
                memmove(out.baseAddress! + o, base + copied, open - copied)
                o += open - copied
                copied = close + block.close.count
                i = copied
                removed = true
                continue scan
            }
        }
        guard removed else { return nil }
        memmove(out.baseAddress! + o, base + copied, bytes.count - copied)
        return o + bytes.count - copied
    }

    /// Writes `text` without each `<…>` (the shortest, as `/<.*?>/m`) into `out`, which may be
    /// `text`'s own memory; returns the count written.
    private static func removeTags(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let base = text.baseAddress, let target = out.baseAddress else { return 0 }
        var r = 0
        var w = 0
        while let open = index(of: UInt8(ascii: "<"), in: base, from: r, to: text.count),
            let close = index(of: UInt8(ascii: ">"), in: base, from: open + 1, to: text.count)
        {
            memmove(target + w, base + r, open - r)
            w += open - r
            r = close + 1
        }
        memmove(target + w, base + r, text.count - r)
        return w + text.count - r
    }

    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: [UInt8], at index: Int) -> Bool {
        index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
    }

    private static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var i = start
        while let candidate = index(of: needle[0], in: bytes.baseAddress!, from: i, to: bytes.count - needle.count + 1) {
            if hasPrefix(bytes, needle, at: candidate) { return candidate }
            i = candidate + 1
        }
        return nil
    }

    /// `memchr`: text between tags is long, and the C library scans it many bytes at a time.
    private static func index(of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard start < end, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: found)
    }
}
