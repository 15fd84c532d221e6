import OrderedCollections

/// A JSON document that could not be read, with the byte offset of the problem.
public struct JSONError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// UTF-8 byte offset in the input.
    public var offset: Int
    public var description: String { "invalid JSON at byte \(offset): \(message)" }
}

extension Value {
    /// Parses JSON keeping object keys in document order (Foundation's parser loses it, and
    /// `for`, `jsonify` and `inspect` show it). Integers stay `.int`; numbers with a fraction
    /// or exponent become `.double`, as Ruby's JSON reads them.
    public static func fromJSON(_ text: String) throws -> Value {
        var copy = text
        return try copy.withUTF8 { try fromJSON($0) }
    }

    /// Parses JSON from UTF-8 bytes.
    public static func fromJSON(_ bytes: [UInt8]) throws -> Value {
        try bytes.withUnsafeBufferPointer { try fromJSON($0) }
    }

    static func fromJSON(_ buffer: UnsafeBufferPointer<UInt8>) throws -> Value {
        var reader = JSONReader(bytes: buffer)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        if reader.position < buffer.count { throw reader.error("unexpected text after the document") }
        return value
    }
}

private struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    func error(_ message: String) -> JSONError { JSONError(message: message, offset: position) }

    mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws -> Value {
        guard depth < 512 else { throw error("nested too deeply") }
        guard position < bytes.count else { throw error("unexpected end of input") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .nil
        default: return try number()
        }
    }

    mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw error("unexpected end of input") }
        for i in 0..<count where bytes[position + i] != word.utf8Start[i] { throw error("unexpected character") }
        position += count
    }

    mutating func object(depth: Int) throws -> Value {
        position += 1
        var result = OrderedDictionary<String, Value>()
        skipSpace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .dictionary(result)
        }
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try string()
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':'") }
            position += 1
            skipSpace()
            result[key] = try value(depth: depth + 1)
            skipSpace()
            guard position < bytes.count else { throw error("unexpected end of input") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return .dictionary(result) }
            throw error("expected ',' or '}'")
        }
    }

    mutating func array(depth: Int) throws -> Value {
        position += 1
        var result: [Value] = []
        skipSpace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(result)
        }
        while true {
            skipSpace()
            result.append(try value(depth: depth + 1))
            skipSpace()
            guard position < bytes.count else { throw error("unexpected end of input") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(result) }
            throw error("expected ',' or ']'")
        }
    }

    mutating func string() throws -> String {
        position += 1
        let start = position
        // Fast path: no escapes.
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return s
            }
            if c == UInt8(ascii: "\\") { break }
            if c < 0x20 { throw error("control character in string") }
            position += 1
        }
        var out = Array(bytes[start..<position])
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: out, as: UTF8.self)
            }
            if c < 0x20 { throw error("control character in string") }
            if c != UInt8(ascii: "\\") {
                out.append(c)
                position += 1
                continue
            }
            position += 1
            guard position < bytes.count else { break }
            let e = bytes[position]
            position += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                        position += 2
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            scalar = 0xFFFD
                        }
                    } else {
                        scalar = 0xFFFD
                    }
                } else if (0xDC00..<0xE000).contains(scalar) {
                    scalar = 0xFFFD
                }
                out.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
            default:
                throw error("invalid escape")
            }
        }
        throw error("unterminated string")
    }

    mutating func hex4() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("invalid \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[position]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = UInt32(c - 0x30)
            case 0x41...0x46: d = UInt32(c - 0x41 + 10)
            case 0x61...0x66: d = UInt32(c - 0x61 + 10)
            default: throw error("invalid \\u escape")
            }
            v = v * 16 + d
            position += 1
        }
        return v
    }

    mutating func number() throws -> Value {
        let start = position
        var isInteger = true
        if position < bytes.count && bytes[position] == UInt8(ascii: "-") { position += 1 }
        let digitsStart = position
        while position < bytes.count && (0x30...0x39).contains(bytes[position]) { position += 1 }
        guard position > digitsStart else { throw error("unexpected character") }
        if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            let fraction = position
            while position < bytes.count && (0x30...0x39).contains(bytes[position]) { position += 1 }
            guard position > fraction else { throw error("expected digits after '.'") }
        }
        if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
            isInteger = false
            position += 1
            if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) { position += 1 }
            let exponent = position
            while position < bytes.count && (0x30...0x39).contains(bytes[position]) { position += 1 }
            guard position > exponent else { throw error("expected exponent digits") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if isInteger, let i = Int(text) { return .int(i) }
        guard let d = Double(text) else { throw error("invalid number") }
        return .double(d)
    }
}
