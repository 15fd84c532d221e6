import MarkdownCore
/// The HTML writer's output: bytes in one buffer this type allocates, grows and frees, turned
/// into a `String` once at the end.
///
/// Appending to a `[UInt8]` went through the array's generic `append(contentsOf:)` (uniqueness
/// check, capacity check, an iterator-based copy) for every tag and text run, most of them a
/// few bytes long (perf: about 8% of a kramdown render); here an append is a capacity compare
/// and a copy. Noncopyable, so the buffer has one owner and is freed exactly once.
struct HTMLOutput: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Room for `n` more bytes.
    @inline(__always)
    private mutating func reserve(_ n: Int) {
        if count &+ n > capacity { grow(n) }
    }

    private mutating func grow(_ n: Int) {
        let newCapacity = max(capacity * 2, count + n)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = newCapacity
    }

    var last: UInt8? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count &+= bytes.count
    }

    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    static func += (output: inout HTMLOutput, bytes: [UInt8]) {
        output.append(contentsOf: bytes)
    }

    /// Inlined: with the literal's length known at the call, the copy is a few moves instead of
    /// a call through `withUTF8Buffer` and `memcpy` for each tag.
    @inline(__always)
    mutating func append(_ s: StaticString) {
        s.withUTF8Buffer { append(contentsOf: $0) }
    }

    mutating func append(_ s: String) {
        var s = s
        s.withUTF8 { append(contentsOf: $0) }
    }

    mutating func appendSpaces(_ n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (base + count).initialize(repeating: 0x20, count: n)
        count &+= n
    }

    /// For the code that writes into a `[UInt8]` (Rouge's markup, the highlighter): through a
    /// temporary array, then copied in (code blocks are few).
    mutating func appendWriting(reserving capacity: Int = 0, _ body: (inout [UInt8]) -> Void) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity)
        body(&bytes)
        append(contentsOf: bytes)
    }

    /// Drops the last `n` bytes (the layout's line-break adjustments).
    mutating func removeLast(_ n: Int = 1) {
        precondition(n >= 0 && n <= count, "removing more bytes than were written")
        count -= n
    }

    /// Removes and returns the bytes from `start` on.
    mutating func removeTail(from start: Int) -> [UInt8] {
        let tail = Array(UnsafeBufferPointer(start: base + start, count: count - start))
        count = start
        return tail
    }

    /// The bytes as a `String`. Validated here, a word at a time over ASCII, then copied without
    /// the standard library's second validation: `String(decoding:as:)` checked the bytes once
    /// for ASCII and then again byte by byte through an iterator, since text with typographic
    /// quotes is not ASCII (perf: 6% of a kramdown render). Bytes that are not valid UTF-8
    /// (none should be: the input was a `String`) are repaired as `String(decoding:)` does.
    func makeString() -> String {
        let bytes = UnsafeBufferPointer(start: base, count: count)
        guard let isASCII = UTF8Check.validate(bytes) else { return String(decoding: bytes, as: UTF8.self) }
        // UTF8Span is in the standard library from macOS 26 (Package.swift declares 15); on
        // Linux the check is resolved at compile time and costs nothing.
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            let span = Span(_unsafeElements: bytes)
            return String(copying: UTF8Span(unchecked: span, isKnownASCII: isASCII))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// UTF-8 validation with an eight-bytes-a-step path over ASCII.
enum UTF8Check {
    /// nil when `bytes` is not well-formed UTF-8 (The Unicode Standard, table 3-7), else
    /// whether it is all ASCII.
    static func validate(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let p = bytes.baseAddress else { return true }
        let n = bytes.count
        let highs: UInt64 = 0x8080_8080_8080_8080
        var ascii = true
        var i = 0
        while i < n {
            if i &+ 8 <= n {
                let word = UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
                let high = word & highs
                if high == 0 {
                    i &+= 8
                    continue
                }
                i &+= high.trailingZeroBitCount / 8
            } else if p[i] < 0x80 {
                i &+= 1
                continue
            }
            ascii = false
            let lead = p[i]
            @inline(__always) func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
                i &+ k < n && p[i &+ k] >= low && p[i &+ k] <= high
            }
            switch lead {
            case 0xC2...0xDF:
                guard continuation(1) else { return nil }
                i &+= 2
            case 0xE0:
                guard continuation(1, 0xA0), continuation(2) else { return nil }
                i &+= 3
            case 0xE1...0xEC, 0xEE...0xEF:
                guard continuation(1), continuation(2) else { return nil }
                i &+= 3
            case 0xED:
                guard continuation(1, 0x80, 0x9F), continuation(2) else { return nil }
                i &+= 3
            case 0xF0:
                guard continuation(1, 0x90), continuation(2), continuation(3) else { return nil }
                i &+= 4
            case 0xF1...0xF3:
                guard continuation(1), continuation(2), continuation(3) else { return nil }
                i &+= 4
            case 0xF4:
                guard continuation(1, 0x80, 0x8F), continuation(2), continuation(3) else { return nil }
                i &+= 4
            default:
                return nil
            }
        }
        return ascii
    }
}
