import MarkdownCore
import TextSupport

/// What one document's parse collects beside its tree: link, footnote, abbreviation and
/// attribute-list definitions (any of them may come after their first use), and the step
/// budget that keeps hostile input linear.
///
/// Its stored properties are `@exclusivity(unchecked)`, as `KramdownElement`'s are (why there).
final class KramdownDocument {
    struct LinkDefinition {
        var url: [UInt8]
        var title: [UInt8]?
        /// The definition's place in the tree, which an IAL after it may annotate.
        var marker: KramdownElement?
    }

    struct Footnote {
        var content: KramdownElement
        var number = 0
        var references = 0
    }

    /// `{::options}` may change these part-way through a document, as in kramdown.
    @exclusivity(unchecked) var options: MarkdownOptions
    /// Every span of the document, the footnotes' included.
    let spanTree: KramdownSpanTree
    @exclusivity(unchecked) var links: [[UInt8]: LinkDefinition] = [:]
    @exclusivity(unchecked) var footnotes: [String: Footnote] = [:]
    /// Footnote names in the order of their first reference, which numbers them.
    @exclusivity(unchecked) var footnoteOrder: [String] = []
    @exclusivity(unchecked) var attributeDefinitions: [String: AttributeList] = [:]
    @exclusivity(unchecked) var abbreviations: [[UInt8]: [UInt8]] = [:]
    @exclusivity(unchecked) var abbreviationKeys: [[UInt8]] = []
    @exclusivity(unchecked) var abbreviationMarkers: [[UInt8]: KramdownElement] = [:]
    /// Whether any span has an attribute list to apply: without one, the pass that applies
    /// them need not walk the spans.
    @exclusivity(unchecked) var hasSpanAttributeLists = false
    /// Nesting of containers parsed so far; past `maximumDepth`, container syntax is text.
    @exclusivity(unchecked) var depth = 0
    /// Bytes scanned, summed over every scan and search: the measure tests bound (work per
    /// input byte), since speed is not asserted in tests.
    @exclusivity(unchecked) var steps = 0
    /// Options in `{::options}` that could not be used, in document order.
    @exclusivity(unchecked) var warnings: [MarkdownWarning] = []

    /// kramdown itself would overflow Ruby's stack long before this; 10,000 nested
    /// blockquotes must neither crash nor cost depth × length.
    static let maximumDepth = 48

    init(options: MarkdownOptions, sourceCount: Int = 0) {
        self.options = options
        self.spanTree = KramdownSpanTree(sourceCount: sourceCount)
    }

    /// An attribute list's attributes (its references to definitions first) onto `attributes`.
    func apply(_ list: AttributeList, to attributes: inout [(name: String, value: String)], depth: Int = 0) {
        guard depth < 8 else { return }
        for reference in list.references {
            if let definition = attributeDefinitions[reference] { apply(definition, to: &attributes, depth: depth + 1) }
        }
        for entry in list.entries {
            switch entry {
            case .id(let id): HTMLAttributes.set(&attributes, "id", id)
            case .className(let name): HTMLAttributes.addClass(&attributes, name)
            case .pair(let key, let value):
                if key == "class" {
                    for name in value.split(separator: " ") { HTMLAttributes.addClass(&attributes, String(name)) }
                } else {
                    HTMLAttributes.set(&attributes, key, value)
                }
            case .reference: break
            }
        }
    }

    private func warn(_ key: String, _ value: String, _ message: String) {
        warnings.append(MarkdownWarning(message: message, key: key, value: value))
    }

    /// `{::options key="value" /}`: the settings that change how the rest of the document is
    /// read or written.
    func applyInlineOptions(_ list: AttributeList) {
        for case .pair(let key, let value) in list.entries {
            let flag = value == "true" ? true : value == "false" ? false : nil
            switch key {
            case "auto_ids": if let flag { options.headingIDs = flag }
            case "auto_id_prefix": options.headingIDPrefix = value
            case "parse_block_html": if let flag { options.parseBlockHTML = flag }
            case "parse_span_html": if let flag { options.parseSpanHTML = flag }
            // kramdown ignores an option it cannot read (its parser rescues the error) and keeps
            // the value before; sitegen does the same, and says where.
            case "footnote_nr":
                switch MarkdownOptions.footnoteNumberReading(value) {
                case .value(let n): options.footnoteNumber = n
                case .outOfRange, .notAnInteger:
                    warn(key, value, InputInteger.message("{::options} footnote_nr", value, range: InputInteger.counts, uses: "the number before (\(options.footnoteNumber))"))
                }
            case "footnote_backlink": options.footnoteBacklink = value
            case "hard_wrap": if let flag { options.hardWraps = flag }
            case "toc_levels":
                if let levels = MarkdownOptions.levels(value) {
                    options.tocLevels = levels
                } else {
                    warn(key, value, MarkdownOptions.levelsMessage(value, uses: "the levels before"))
                }
            case "syntax_highlighter_opts":
                // a YAML hash inline, `{default_lang: ruby}`: only the default language matters here
                if let range = value.firstRange(of: "default_lang:") {
                    let rest = value[range.upperBound...].drop(while: { $0 == " " })
                    let language = rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "+" })
                    if !language.isEmpty { options.defaultCodeLanguage = String(language) }
                }
            default: break
            }
        }
    }

    /// kramdown's link label normal form: lower case, runs of whitespace as one space.
    static func normalizedLabel<S: Collection<UInt8>>(_ label: S) -> [UInt8] {
        var out: [UInt8] = []
        var space = false
        for b in label {
            if b == 0x20 || b == 0x09 || b == 0x0A {
                space = true
                continue
            }
            if space && !out.isEmpty { out.append(0x20) }
            space = false
            out.append(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)
        }
        return out
    }
}
