import Foundation

extension Environment {
    func registerURLFilters() {
        registerFilter("url_encode", arity: 0...0) { input, _, _ in
            input.isRubyNil ? .nil : .string(LiquidURLText.cgiEscape(input.rubyString))
        }
        registerFilter("url_decode", arity: 0...0) { input, _, _ in
            if input.isRubyNil { return .nil }
            guard let decoded = LiquidURLText.cgiUnescape(input.rubyString) else {
                throw FilterError("invalid byte sequence in UTF-8")
            }
            return .string(decoded)
        }
        registerFilter("base64_encode", arity: 0...0) { input, _, _ in
            .string(Data(input.rubyString.utf8).base64EncodedString())
        }
        registerFilter("base64_decode", arity: 0...0) { input, _, _ in
            guard let data = LiquidURLText.strictBase64Decode(input.rubyString) else {
                throw FilterError("invalid base64 provided to base64_decode")
            }
            return .string(String(decoding: data, as: UTF8.self))
        }
        registerFilter("base64_url_safe_encode", arity: 0...0) { input, _, _ in
            let standard = Data(input.rubyString.utf8).base64EncodedString()
            return .string(String(standard.map { $0 == "+" ? "-" : ($0 == "/" ? "_" : $0) }))
        }
        registerFilter("base64_url_safe_decode", arity: 0...0) { input, _, _ in
            // Ruby's urlsafe_decode64 restores missing padding before decoding strictly.
            var text = String(input.rubyString.map { $0 == "-" ? "+" : ($0 == "_" ? "/" : $0) })
            if !text.hasSuffix("=") && text.utf8.count % 4 != 0 {
                text += String(repeating: "=", count: 4 - text.utf8.count % 4)
            }
            guard let data = LiquidURLText.strictBase64Decode(text) else {
                throw FilterError("invalid base64 provided to base64_url_safe_decode")
            }
            return .string(String(decoding: data, as: UTF8.self))
        }
    }
}

/// URL escaping as Ruby's CGI module does it.
public enum LiquidURLText {
    private static let hex = Array("0123456789ABCDEF".utf8)

    /// `CGI.escape`: everything but `a-zA-Z0-9_.-~` percent-encoded, space as `+`.
    public static func cgiEscape(_ s: String) -> String {
        percentEncode(s, spaceAsPlus: true) { b in
            (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A)
                || b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "~")
        }
    }

    /// Percent-encodes every byte for which `keep` is false.
    public static func percentEncode(_ s: String, spaceAsPlus: Bool = false, keep: (UInt8) -> Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        for b in s.utf8 {
            if keep(b) {
                out.append(b)
            } else if spaceAsPlus && b == 0x20 {
                out.append(UInt8(ascii: "+"))
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0xF)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `CGI.unescape`: `+` as space, `%XX` as a byte, malformed escapes kept as they are;
    /// nil when the bytes are not UTF-8.
    public static func cgiUnescape(_ s: String) -> String? {
        let bytes = Array(s.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "+") {
                out.append(0x20)
            } else if b == UInt8(ascii: "%"), i + 2 < bytes.count, let h = hexDigit(bytes[i + 1]), let l = hexDigit(bytes[i + 2]) {
                out.append(h << 4 | l)
                i += 3
                continue
            } else {
                out.append(b)
            }
            i += 1
        }
        return String(validatingUTF8Bytes: out)
    }

    /// The value of an ASCII hex digit.
    public static func hexDigit(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x41...0x46: return b - 0x41 + 10
        case 0x61...0x66: return b - 0x61 + 10
        default: return nil
        }
    }

    /// Ruby's `Base64.strict_decode64`: padded, length a multiple of four, no other characters.
    /// Unlike Foundation's decoder it also rejects non-zero padding bits (`"YWJ="`), as Ruby does.
    static func strictBase64Decode(_ s: String) -> [UInt8]? {
        let bytes = Array(s.utf8)
        guard bytes.count % 4 == 0 else { return nil }
        func sextet(_ b: UInt8) -> UInt32? {
            switch b {
            case 0x41...0x5A: return UInt32(b - 0x41)
            case 0x61...0x7A: return UInt32(b - 0x61 + 26)
            case 0x30...0x39: return UInt32(b - 0x30 + 52)
            case UInt8(ascii: "+"): return 62
            case UInt8(ascii: "/"): return 63
            default: return nil
            }
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count / 4 * 3)
        var i = 0
        while i < bytes.count {
            let isLast = i + 4 == bytes.count
            let padding = isLast ? (bytes[i + 3] == 0x3D ? (bytes[i + 2] == 0x3D ? 2 : 1) : 0) : 0
            var group: UInt32 = 0
            for j in 0..<4 {
                if j >= 4 - padding {
                    group <<= 6
                    continue
                }
                guard let v = sextet(bytes[i + j]) else { return nil }
                group = group << 6 | v
            }
            out.append(UInt8(group >> 16 & 0xFF))
            if padding < 2 { out.append(UInt8(group >> 8 & 0xFF)) } else if group & 0xFFFF != 0 { return nil }
            if padding < 1 { out.append(UInt8(group & 0xFF)) } else if group & 0xFF != 0 { return nil }
            i += 4
        }
        return out
    }
}

extension String {
    init?(validatingUTF8Bytes bytes: [UInt8]) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var out = String.UnicodeScalarView()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): out.append(scalar)
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        self = String(out)
    }
}
