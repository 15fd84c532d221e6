#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte and substring search over UTF-8 bytes: `memchr` to each candidate, `memcmp` to confirm.
///
/// One implementation for the searches that run over every page or post (front matter and
/// excerpt scans, every served HTML page, experiment markers in every built page): a Swift
/// byte loop there costs several times `memchr`'s vectorised scan, and Glibc's module does
/// not export `memmem`.
public enum ByteSearch {
    /// The offset of the first `byte` in `haystack` at or after `start`.
    public static func firstIndex(of byte: UInt8, in haystack: UnsafeRawBufferPointer, from start: Int = 0) -> Int? {
        guard let base = haystack.baseAddress, start >= 0, start < haystack.count,
            let hit = memchr(base + start, Int32(byte), haystack.count - start)
        else { return nil }
        return base.distance(to: UnsafeRawPointer(hit))
    }

    /// The range of the first `needle` in `haystack` starting at or after `start`.
    ///
    /// `anchor` is the needle byte handed to `memchr`: by default the first, but a caller that
    /// knows its needle starts with a common byte (`-` of `-->`, `a` of an identifier) names a
    /// rarer one, so fewer candidates reach `memcmp`.
    public static func firstRange(
        of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, from start: Int = 0, anchor: Int = 0
    ) -> Range<Int>? {
        guard let base = haystack.baseAddress, let key = needle.baseAddress, !needle.isEmpty,
            anchor >= 0, anchor < needle.count, start >= 0, haystack.count >= needle.count
        else { return nil }
        let lastStart = haystack.count - needle.count
        let anchorByte = Int32(needle[anchor])
        var position = start
        while position <= lastStart,
            let hit = memchr(base + position + anchor, anchorByte, lastStart - position + 1)
        {
            let at = base.distance(to: UnsafeRawPointer(hit)) - anchor
            if memcmp(base + at, key, needle.count) == 0 { return at..<(at + needle.count) }
            position = at + 1
        }
        return nil
    }

    /// `firstRange(of:in:from:anchor:)` over byte arrays.
    public static func firstRange(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0, anchor: Int = 0) -> Range<Int>? {
        needle.withUnsafeBytes { key in
            haystack.withUnsafeBytes { firstRange(of: key, in: $0, from: start, anchor: anchor) }
        }
    }
}
