/// A request path split into decoded segments that are safe to join under the served folder.
///
/// Anything that could step outside the folder is rejected here, before the file system is
/// touched: `..` in any spelling (`%2e%2e`, `.%2E`), backslashes (raw or `%5c`, which some
/// platforms treat as separators), encoded slashes (`%2f` would let one segment span two),
/// NUL bytes, and malformed percent escapes or UTF-8.
struct RequestPath: Equatable, Sendable {
    var segments: [String]
    /// `/dir/` rather than `/dir`: a folder is only served when asked for with the slash.
    var hasTrailingSlash: Bool

    init?(raw: Substring) {
        guard raw.first == "/" else { return nil }
        var segments: [String] = []
        for rawSegment in raw.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            guard let decoded = Self.percentDecode(rawSegment) else { return nil }
            if decoded == "." { continue }
            if decoded == ".." { return nil }
            guard !decoded.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == 0 }) else {
                return nil
            }
            segments.append(decoded)
        }
        self.segments = segments
        hasTrailingSlash = raw.utf8.last == UInt8(ascii: "/")
    }

    init(segments: [String], hasTrailingSlash: Bool) {
        self.segments = segments
        self.hasTrailingSlash = hasTrailingSlash
    }

    /// The path relative to the served folder, without a leading slash.
    var relative: String { segments.joined(separator: "/") }

    /// The path percent-encoded again, for a `Location` header built from checked segments only.
    var encoded: String {
        "/" + segments.map(Self.percentEncode).joined(separator: "/") + (hasTrailingSlash && !segments.isEmpty ? "/" : "")
    }

    static func percentDecode(_ bytes: Substring.UTF8View.SubSequence) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                let first = bytes.index(after: index)
                guard first < bytes.endIndex else { return nil }
                let second = bytes.index(after: first)
                guard second < bytes.endIndex, let high = hexValue(bytes[first]), let low = hexValue(bytes[second]) else {
                    return nil
                }
                out.append(high << 4 | low)
                index = bytes.index(after: second)
            } else {
                out.append(byte)
                index = bytes.index(after: index)
            }
        }
        return String(validating: out, as: UTF8.self)
    }

    static func percentEncode(_ segment: String) -> String {
        var out = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]], as: UTF8.self)
            }
        }
        return out
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
