/// Text for XML 1.0 documents.
public enum XMLText {
    /// `text` without the characters XML 1.0 does not allow anywhere (its `Char` production):
    /// C0 controls other than tab, line feed and carriage return, and U+FFFE/U+FFFF. A feed
    /// reader stops at the first one, so a stray control character in one post (pasted from a
    /// word processor) would hide the whole feed. Nil when there is none, the common case.
    public static func droppingInvalidCharacters(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            func invalid(at i: Int) -> Int {
                let b = bytes[i]
                if b < 0x20 { return b == 0x09 || b == 0x0A || b == 0x0D ? 0 : 1 }
                if b == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBF, bytes[i + 2] == 0xBE || bytes[i + 2] == 0xBF { return 3 }
                return 0
            }
            var first = -1
            for i in bytes.indices where invalid(at: i) > 0 {
                first = i
                break
            }
            guard first >= 0 else { return nil }
            var out = Array(bytes[..<first])
            var i = first
            while i < bytes.count {
                let width = invalid(at: i)
                if width > 0 {
                    i += width
                } else {
                    out.append(bytes[i])
                    i += 1
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
