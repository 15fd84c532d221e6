#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextSupport

/// Line scans over UTF-8 bytes that answer exactly as `text.split(separator: "\n")` does,
/// without its per-grapheme cost: they run over every post's whole text several times per
/// build (excerpts, link references).
///
/// `Character` semantics are kept where they differ from bytes: `"\r\n"` is one `Character`,
/// so a `\n` after `\r` does not end a line.
enum TextLines {
    /// The lines (as `split(separator: "\n")` gives them) whose first byte after any spaces is
    /// `[`: the only ones that can hold a Markdown link reference definition.
    static func bracketLines(in text: String) -> [Substring] {
        let found: [Substring]? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var result: [Substring] = []
            var start = 0
            let n = bytes.count
            let utf8 = text.utf8
            while start < n {
                let end = lineEnd(bytes, from: start)
                var i = start
                while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
                if i < end, bytes[i] == UInt8(ascii: "[") {
                    let lower = utf8.index(utf8.startIndex, offsetBy: start)
                    let upper = utf8.index(lower, offsetBy: end - start)
                    result.append(Substring(utf8[lower..<upper]))
                }
                start = end + 1
            }
            return result
        }
        if let found { return found }
        return text.split(separator: "\n").filter { $0.drop(while: { $0 == " " }).hasPrefix("[") }
    }

    /// Where `needle` first occurs in `text`, byte for byte as Ruby's `String#index` finds it.
    static func firstRange(of needle: String, in text: String) -> Range<String.Index>? {
        let key = Array(needle.utf8)
        guard !key.isEmpty else { return nil }
        let offset: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            key.withUnsafeBufferPointer { find($0, in: bytes) }
        }
        guard let offset else { return text.range(of: needle) }
        guard let start = offset else { return nil }
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: start)
        return lower..<text.utf8.index(lower, offsetBy: key.count)
    }

    /// The index of the `\n` that ends the line starting at `start` (a `\n` after `\r` is part
    /// of the `"\r\n"` `Character`, not a line end), or `bytes.count`.
    private static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var i = start
        let n = bytes.count
        while i < n, let hit = memchr(base + i, 0x0A, n - i) {
            let newline = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if newline == 0 || bytes[newline - 1] != 0x0D { return newline }
            i = newline + 1
        }
        return n
    }

    /// Whether `needle` (ASCII) occurs anywhere in `text`: a quick test before a line scan.
    static func contains(_ needle: StaticString, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            find(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: bytes) != nil
        }
    }

    /// The offset of the first `needle` in `haystack`.
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        ByteSearch.firstRange(of: UnsafeRawBufferPointer(needle), in: UnsafeRawBufferPointer(haystack))?.lowerBound
    }

    /// The `number`th line (1-based) of `text`, without its line break; nil past the end.
    static func line(_ number: Int, of text: String) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number { return String(line.hasSuffix("\r") ? line.dropLast() : line) }
            current += 1
        }
        return nil
    }
}
