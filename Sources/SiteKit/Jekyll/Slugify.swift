import Foundation

/// Jekyll's `Utils.slugify`, used by permalinks (`:title`, `:slug`, `:name`) and the
/// `slugify` filter alike.
public enum Slugify {
    public enum Mode: String, Sendable { case none, raw, `default`, pretty, ascii, latin }

    public static func slugify(_ string: String, mode: Mode = .default, cased: Bool = false) -> String {
        if mode == .none { return cased ? string : string.lowercased() }
        if mode != .latin, string.utf8.allSatisfy({ $0 < 0x80 }) { return asciiSlugify(string, mode: mode, cased: cased) }
        return unicodeSlugify(string, mode: mode, cased: cased)
    }

    /// `slugify` for ASCII input (titles and file names, nearly always), byte by byte.
    static func asciiSlugify(_ string: String, mode: Mode, cased: Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(string.utf8.count)
        var pendingHyphen = false
        let kept = keptASCII(mode)
        for byte in string.utf8 {
            if kept.contains(byte) {
                if pendingHyphen { out.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                out.append(!cased && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            } else {
                pendingHyphen = true
            }
        }
        if pendingHyphen { out.append(UInt8(ascii: "-")) }
        // Ruby's gsub(/^-|-$/): one hyphen off each end.
        var text = out[...]
        if text.first == UInt8(ascii: "-") { text = text.dropFirst() }
        if text.last == UInt8(ascii: "-") { text = text.dropLast() }
        return String(decoding: text, as: UTF8.self)
    }

    /// The ASCII bytes `keeps` keeps in each mode, worked out once from `keeps` itself: a bit
    /// test per byte instead of `pretty`'s scan of its punctuation list (callgrind, 1,000 posts:
    /// about 18,000 instructions per permalink title before).
    private struct ASCIIMask {
        var low: UInt64 = 0
        var high: UInt64 = 0

        init(_ mode: Mode) {
            for b in 0..<128 where Slugify.keeps(Unicode.Scalar(UInt8(b)), mode: mode) {
                if b < 64 { low |= 1 << UInt64(b) } else { high |= 1 << UInt64(b - 64) }
            }
        }

        /// For ASCII bytes only (`asciiSlugify`'s input).
        func contains(_ b: UInt8) -> Bool {
            b < 64 ? (low >> UInt64(b)) & 1 == 1 : (high >> UInt64(b & 63)) & 1 == 1
        }
    }

    private static let rawKept = ASCIIMask(.raw)
    private static let prettyKept = ASCIIMask(.pretty)
    private static let asciiKept = ASCIIMask(.ascii)
    private static let defaultKept = ASCIIMask(.default)

    private static func keptASCII(_ mode: Mode) -> ASCIIMask {
        switch mode {
        case .raw: return rawKept
        case .pretty: return prettyKept
        case .ascii, .latin: return asciiKept
        case .default, .none: return defaultKept
        }
    }

    static func unicodeSlugify(_ string: String, mode: Mode, cased: Bool) -> String {
        var input = string
        if mode == .latin {
            // I18n.transliterate: drop accents from Latin letters; other non-ASCII becomes `?`.
            input = input.applyingTransform(.stripDiacritics, reverse: false) ?? input
            input = String(input.unicodeScalars.map { $0.isASCII ? Character($0) : "?" })
        }
        var out = ""
        out.reserveCapacity(input.utf8.count)
        var pendingHyphen = false
        for scalar in input.unicodeScalars {
            if keeps(scalar, mode: mode) {
                if pendingHyphen { out.append("-"); pendingHyphen = false }
                out.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        if pendingHyphen { out.append("-") }
        // Ruby's gsub(/^-|-$/): one hyphen off each end.
        if out.hasPrefix("-") { out.removeFirst() }
        if out.hasSuffix("-") { out.removeLast() }
        return cased ? out : out.lowercased()
    }

    private static func keeps(_ s: Unicode.Scalar, mode: Mode) -> Bool {
        switch mode {
        case .raw:
            return !s.properties.isWhitespace
        case .ascii, .latin:
            return (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9")
        case .pretty:
            if "._~!$&'()+,;=@".unicodeScalars.contains(s) { return true }
            return isWordish(s)
        case .default, .none:
            return isWordish(s)
        }
    }

    /// `\p{M}\p{L}\p{Nd}`: marks, letters, decimal digits.
    private static func isWordish(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII {
            return (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9")
        }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
            return true
        default:
            return false
        }
    }
}
