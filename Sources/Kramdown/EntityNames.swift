import MarkdownCore
import TextSupport
/// The named character references kramdown knows: HTML 4.01's (``HTML4Entities``, `apos`
/// included) and `vellip`. kramdown 2.4 has `lceil`/`rceil` and `lang`/`rang` swapped, and Jekyll writes what kramdown
/// writes, so they are swapped here too. A name outside the table is not an entity to kramdown:
/// `&unknown;` is written `&amp;unknown;`.
/// kramdown's named references for other targets (Jekyll's `smartify` runs kramdown's
/// SmartyPants parser, which reads them with this table).
public enum KramdownEntities {
    public static func character(named name: String) -> Unicode.Scalar? {
        EntityTable.codePoints[name].flatMap(Unicode.Scalar.init)
    }
}

extension EntityTable {
    static let codePoints: [String: UInt32] = HTML4Entities.codePoints.merging(
        ["vellip": 8942, "lceil": 8969, "rceil": 8968, "lang": 9002, "rang": 9001]) { _, kramdowns in kramdowns }
}
