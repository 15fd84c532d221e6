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
        for byte in string.utf8 {
            if keeps(Unicode.Scalar(byte), mode: mode) {
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
