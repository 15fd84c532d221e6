/// Bytes written into a fixed buffer, counting those that did not fit so that `withBytes`
/// can write again into a buffer of the needed size. Formatting a date this way needs no
/// heap allocation before the result `String`, which is itself inline up to 15 bytes.
struct ByteWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// Bytes written so far, including any that did not fit.
    private(set) var count = 0

    private init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    @inline(__always) mutating func append(_ byte: UInt8) {
        if count < buffer.count { buffer[count] = byte }
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let source = bytes.baseAddress, count + bytes.count <= buffer.count {
            (buffer.baseAddress! + count).initialize(from: source, count: bytes.count)
        }
        count += bytes.count
    }

    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            for byte in text.utf8 { append(byte) }
        }
    }

    /// Appends `byte` `times` times (nothing when `times` is not positive).
    mutating func append(_ byte: UInt8, times: Int) {
        var remaining = times
        while remaining > 0 {
            append(byte)
            remaining -= 1
        }
    }

    /// Runs `write` into a stack buffer (again into a heap buffer of the reported size if it
    /// did not fit; `write` must be deterministic) and hands the bytes written to `use`.
    static func withBytes<Result>(
        _ write: (inout ByteWriter) -> Void, _ use: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { stack in
            var writer = ByteWriter(stack)
            write(&writer)
            if writer.count <= stack.count { return use(UnsafeBufferPointer(rebasing: stack[..<writer.count])) }
            let heap = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: writer.count)
            defer { heap.deallocate() }
            var retry = ByteWriter(heap)
            write(&retry)
            return use(UnsafeBufferPointer(rebasing: heap[..<retry.count]))
        }
    }
}
