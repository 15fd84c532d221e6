extension String {
    /// `truncatewords`' `split(" ", words + 1)`, `pop`, `join(" ")` and `concat(ellipsis)` in
    /// one buffer; nil when nothing follows word `words` (Ruby then returns the text itself).
    func truncatedRubyWords(_ words: Int, ellipsis: String) -> String? {
        var text = self
        var ellipsis = ellipsis
        return text.withUTF8 { bytes in
            guard let cut = WordCut(bytes, words: words) else { return nil }
            return ellipsis.withUTF8 { tail in
                String(unsafeUninitializedCapacity: cut.capacity(tail)) { cut.write(bytes, tail, into: $0) }
            }
        }
    }

    /// Appends what `truncatewords` returns.
    func appendTruncatedRubyWords(_ words: Int, ellipsis: String, to output: inout OutputBuffer) {
        var text = self
        var ellipsis = ellipsis
        text.withUTF8 { bytes in
            guard let cut = WordCut(bytes, words: words) else { return output.append(bytes) }
            ellipsis.withUTF8 { tail in output.append(upTo: cut.capacity(tail)) { cut.write(bytes, tail, into: $0) } }
        }
    }
}

/// Where `truncatewords` cuts a text: the bytes from its first word to the end of word
/// `words`, whose separators become single spaces.
private struct WordCut {
    let start: Int
    let end: Int
    let irregularSeparators: Bool

    /// nil when nothing follows word `words`.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, words: Int) {
        let n = bytes.count
        var start = 0
        while start < n && isLiquidSpace(bytes[start]) { start += 1 }
        let scan = WordScan(bytes, from: start, stopAtWord: words + 1)
        var end: Int
        if let next = scan.stop {
            end = next
        } else {
            // Exactly `words` words are truncated only when whitespace follows, which makes
            // split's empty last part.
            guard scan.words == words, isLiquidSpace(bytes[n - 1]) else { return nil }
            end = n
        }
        while isLiquidSpace(bytes[end - 1]) { end -= 1 }
        self.start = start
        self.end = end
        irregularSeparators = scan.irregularSeparators
    }

    func capacity(_ tail: UnsafeBufferPointer<UInt8>) -> Int { end - start + tail.count }

    /// Writes the kept words and `tail`; returns the count.
    func write(_ bytes: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var o = 0
        if irregularSeparators {
            var r = start
            while r < end {
                if isLiquidSpace(bytes[r]) {
                    out[o] = 0x20
                    while isLiquidSpace(bytes[r]) { r += 1 }
                } else {
                    out[o] = bytes[r]
                    r += 1
                }
                o += 1
            }
        } else {
            out.baseAddress!.initialize(from: bytes.baseAddress! + start, count: end - start)
            o = end - start
        }
        if let tailBytes = tail.baseAddress { (out.baseAddress! + o).initialize(from: tailBytes, count: tail.count) }
        return o + tail.count
    }
}

/// Counts words (runs of bytes other than Ruby's ASCII whitespace) eight bytes at a time:
/// a byte loop branches at every word boundary, which the branch predictor cannot learn.
struct WordScan {
    /// Words started before `stop` (all of them when it is nil).
    private(set) var words = 0
    /// Where word `stopAtWord` starts, if the text has that many.
    private(set) var stop: Int?
    /// Whether some separator before `stop` is not a single space (it then needs rewriting
    /// to join the words); may also be true for one after it.
    private(set) var irregularSeparators = false

    private static let high: UInt64 = 0x8080_8080_8080_8080
    private static let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// Scans from `start`, which must not be inside a word.
    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, stopAtWord ordinal: Int) {
        guard let base = bytes.baseAddress else { return }
        // Bit 7 of the lowest byte: the byte before the block is whitespace (or the start).
        var carry: UInt64 = 0x80
        var i = start
        while i < bytes.count {
            let available = bytes.count - i
            var block: UInt64 = 0
            if available >= 8 {
                block = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            } else {
                for k in 0..<available { block |= UInt64(base[i + k]) << (8 * k) }
            }
            let (space, plainSpace) = Self.whitespace(block)
            let previous = (space << 8) | carry
            var starts = ~space & previous & Self.high
            if available < 8 { starts &= (1 << (8 * UInt64(available))) - 1 }
            if space & ~plainSpace != 0 || space & previous != 0 { irregularSeparators = true }
            let count = starts.nonzeroBitCount
            if words + count >= ordinal {
                for _ in 0..<(ordinal - words - 1) { starts &= starts - 1 }
                stop = i + starts.trailingZeroBitCount / 8
                words = ordinal - 1
                return
            }
            words += count
            carry = (space >> 56) & 0x80
            i += 8
        }
    }

    /// Bit 7 of each byte set where the byte is whitespace (space, \t \n \v \f \r), and where
    /// it is a space.
    @inline(__always) private static func whitespace(_ x: UInt64) -> (UInt64, UInt64) {
        // A zero byte of `y` exactly: adding 0x7F to its low bits carries into bit 7 otherwise.
        let y = x ^ (0x20 &* ones)
        let space = ~(((y & low7) &+ low7) | y | low7)
        // \t…\r on the low seven bits (bytes up to 0x7F cannot carry into the next byte),
        // then excluding bytes of multi-byte characters (bit 7 set).
        let b = x & low7
        let atLeast9 = (b &+ (0x80 - 0x09) &* ones) & high
        let atLeast14 = (b &+ (0x80 - 0x0E) &* ones) & high
        return (space | (atLeast9 & ~atLeast14 & ~x & high), space)
    }
}
