import MarkdownCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `memchr` over a byte array: the C library compares many bytes per step, where a Swift loop
/// over `[UInt8]` checks bounds byte by byte. Line ends and table pipes are searched on every
/// line of every document (measured: `lineEnd` alone was about 3% of a kramdown render).
enum ByteScan {
    /// The index of the first `byte` in `bytes[from..<to]`, or nil.
    static func firstIndex(of byte: UInt8, in bytes: [UInt8], from: Int, to: Int) -> Int? {
        let to = min(to, bytes.count)
        guard from < to else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let hit = memchr(base + from, Int32(byte), to - from) else { return nil }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Skips prose eight bytes a step: returns the first index from `from` on whose byte is not
    /// plain text — plain being an ASCII letter or digit, a byte of a multi-byte character, or a
    /// space followed by a byte other than a space or `>` — or an index within the last nine
    /// bytes, from which the caller goes on byte by byte. kramdown's span scan stops at every
    /// other byte (punctuation starts spans); a byte-by-byte loop mispredicted its exit at
    /// nearly every space (perf: the scan was 14% of the Markdown phase on /tmp/c1k).
    ///
    /// (Per byte, exactly: a lane's comparisons never carry into the next, as `t & 0x7F + 0x7F`
    /// and `x + (0x80 - c)` stay below 0x100 for the seven-bit values compared.)
    @inline(__always)
    static func firstNonPlainText(in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        guard let base = buffer.baseAddress else { return from }
        let highs: UInt64 = 0x8080_8080_8080_8080
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let ones: UInt64 = 0x0101_0101_0101_0101
        @inline(__always) func equal(_ w: UInt64, _ c: UInt8) -> UInt64 {
            let t = w ^ (ones &* UInt64(c))
            return ~(((t & lows) &+ lows) | t) & highs
        }
        @inline(__always) func atLeast(_ x: UInt64, _ c: UInt8) -> UInt64 {
            (x &+ ones &* UInt64(0x80 &- c)) & highs
        }
        var i = from
        // nine bytes: each lane also looks at the byte after it
        while i &+ 9 <= buffer.count {
            let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            let next = UInt64(littleEndian: UnsafeRawPointer(base + i + 1).loadUnaligned(as: UInt64.self))
            let x = w & lows
            let digit = atLeast(x, 0x30) & ~atLeast(x, 0x3A)
            let folded = x | (ones &* 0x20)
            let letter = atLeast(folded, 0x61) & ~atLeast(folded, 0x7B)
            let loneSpace = equal(w, 0x20) & ~(equal(next, 0x20) | equal(next, UInt8(ascii: ">")))
            let plain = (w & highs) | digit | letter | loneSpace
            let stops = ~plain & highs
            if stops != 0 { return i &+ stops.trailingZeroBitCount / 8 }
            i &+= 8
        }
        return i
    }

    /// The index of the first `byte` in `buffer[from...]`, or `buffer.count`.
    static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        guard let base = buffer.baseAddress, from < buffer.count,
            let hit = memchr(base + from, Int32(byte), buffer.count - from)
        else { return buffer.count }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// The index of the first byte in `buffer[from...]` equal to `a`, `b`, `c` or `d` (repeat
    /// one to look for fewer), or `buffer.count`. Eight bytes per step (SWAR: a byte of
    /// `word ^ pattern` is zero where it matches; the lowest flagged byte is always a true
    /// match, borrows only flag bytes above one), for scans that read every byte of the text:
    /// HTML escaping and the link-bracket pairing (measured: 365 -> 360 µs per post in
    /// ComponentBench, best of 10 interleaved runs).
    @inline(__always)
    static func firstIndex(
        ofAnyOf a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from: Int
    ) -> Int {
        guard let base = buffer.baseAddress else { return buffer.count }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let pa = ones &* UInt64(a), pb = ones &* UInt64(b), pc = ones &* UInt64(c), pd = ones &* UInt64(d)
        var i = from
        while i &+ 8 <= buffer.count {
            // byte 0 of the word in the lowest bits on any machine
            let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            let xa = word ^ pa, xb = word ^ pb, xc = word ^ pc, xd = word ^ pd
            let found = ((xa &- ones) & ~xa | (xb &- ones) & ~xb | (xc &- ones) & ~xc | (xd &- ones) & ~xd) & highs
            if found != 0 { return i &+ found.trailingZeroBitCount / 8 }
            i &+= 8
        }
        while i < buffer.count {
            let byte = buffer[i]
            if byte == a || byte == b || byte == c || byte == d { return i }
            i &+= 1
        }
        return buffer.count
    }
}
