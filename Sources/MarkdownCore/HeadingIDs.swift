/// Makes heading ids the way kramdown's GFM parser (Jekyll's default) makes `auto_ids`, one
/// document at a time.
///
/// kramdown-parser-gfm lower-cases the heading's text, drops every character that is not a
/// letter, mark, digit, connector (`_`), `-`, space or tab, turns spaces and tabs into `-`,
/// and appends `-1`, `-2`… to repeats of an id it made before. Checked against Jekyll 4.3:
/// leading digits stay (`## 123` → `id="123"`), `&` vanishes (`a & b` → `a--b`), the first
/// heading with nothing left gets no id but the next one gets `-1`, and the counter only looks
/// at earlier generated ids, so `Section Title 1` followed by two `Section Title` headings
/// yields `section-title-1` twice. The text is taken after smart quotes (`## ---x` → `x`).
public struct HeadingIDs {
    private var seen: [String: Int] = [:]
    private let prefix: String

    public init(prefix: String) {
        self.prefix = prefix
    }

    /// The id for the next heading with this text, or `nil` when kramdown writes none.
    public mutating func next(forText text: String) -> String? {
        let base = Self.slug(text)
        let repeats: Int
        if let count = seen[base] {
            repeats = count + 1
        } else {
            repeats = 0
        }
        seen[base] = repeats
        // kramdown counts empty ids too: the first is left out, the next becomes `-1`.
        if base.isEmpty && repeats == 0 { return nil }
        let id = repeats == 0 ? base : "\(base)-\(repeats)"
        return prefix.isEmpty ? id : prefix + id
    }

    /// kramdown's id for one heading's text, before repeats are numbered.
    public static func slug(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? asciiSlug(text) : unicodeSlug(text)
    }

    /// `slug` for ASCII text (nearly every heading), byte by byte.
    static func asciiSlug(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): out.append(byte | 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                out.append(byte)
            case UInt8(ascii: " "), UInt8(ascii: "\t"): out.append(UInt8(ascii: "-"))
            default: break
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func unicodeSlug(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        // Ruby's `downcase` is a full Unicode mapping, as is `lowercased()` (İ → i̇).
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII {
                switch scalar.value {
                case 0x61...0x7A, 0x30...0x39, 0x5F, 0x2D: out.append(scalar)  // a-z 0-9 _ -
                case 0x20, 0x09: out.append("-")
                default: break
                }
            } else if isWordCharacter(scalar) {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Onigmo's `\p{Word}`: alphabetic characters (letters and letter numbers such as Ⅻ),
    /// marks, decimal digits and connector punctuation. Checked against Jekyll: `Ⅻ` and `‿`
    /// stay, `²` and `½` go.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation:
            return true
        default:
            return false
        }
    }
}
