import Liquid
import OrderedCollections

/// The site's `highlighter:` (and kramdown's `syntax_highlighter:`), read as Jekyll reads them,
/// for the `highlight` tag and the Markdown converter alike.
enum HighlighterSetting {
    /// Whether the `highlight` tag colours code with Rouge (Jekyll 4.3.1's
    /// `HighlightBlock#render`): only under `highlighter: rouge` (the default, which a null
    /// `highlighter:` keeps) or `pygments` (rendered with Rouge); `kramdown`, `none`, `false`
    /// or any other name leave the code escaped and plain.
    static func coloursCode(_ config: OrderedDictionary<String, Value>) -> Bool {
        let highlighter = config["highlighter"] ?? .nil
        if highlighter.isNil { return true }
        guard case .string(let name) = highlighter else { return false }
        return name == "rouge" || name == "pygments"
    }

    /// The syntax highlighter kramdown is given for fenced and indented code (Jekyll's
    /// `KramdownParser#highlighter`): `kramdown: syntax_highlighter:` when set, else the site's
    /// `highlighter:` unless that is null or `false`, else `rouge`. Only `rouge` colours.
    static func kramdownHighlighter(_ config: OrderedDictionary<String, Value>, own: String?) -> String {
        if let own, !own.isEmpty { return own }
        switch config["highlighter"] ?? .nil {
        case .nil, .bool(false): return "rouge"
        case let other: return other.liquidString
        }
    }
}
