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
}
