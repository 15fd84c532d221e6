/// The bytes a render produces. Appending to a `String` re-checks uniqueness, capacity and
/// flags each time (hundreds of instructions for a short piece, and a template's output is
/// thousands of pieces); here an append is a capacity check and a copy, and the render
/// makes one `String` at the end. Built-in nodes write here (`BufferedNode`).
struct OutputBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 0) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The output as a `String`. The bytes are valid UTF-8: only whole strings are appended.
    var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Lets `write` fill up to `capacity` bytes at the end; keeps the count it returns.
    mutating func append(upTo capacity: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        if count + capacity > self.capacity { grow(toAtLeast: count + capacity) }
        count += write(UnsafeMutableBufferPointer(start: base + count, count: capacity))
    }

    mutating func append(_ text: String) {
        // Native and small strings are contiguous; others (bridged) go byte by byte.
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            for byte in text.utf8 {
                if count == capacity { grow(toAtLeast: count + 1) }
                base[count] = byte
                count += 1
            }
        }
    }

    /// Appends what `{{ value }}` prints: nothing for nil, arrays joined without separator.
    mutating func append(_ value: Value) {
        switch value {
        case .nil: return
        case .string(let s): append(s)
        case .int(let i): append(String(i))
        case .array(let a): for element in a { append(element) }
        default: append(value.liquidString)
        }
    }

    private mutating func grow(toAtLeast needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
