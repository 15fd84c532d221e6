import SiteTemplates
import Synchronization
import TextSupport

/// The `<head>` markup for a page's experiments: `<script id="sitegen-ab">` plus the back end's loader when
/// a tracking id is set. This is also what `{% include sitegen/experiments.html %}` renders to when `inject: false`.
public func experimentHeadHTML(specs: [ExperimentSpec], settings: ExperimentSettings) -> String {
    guard !specs.isEmpty else { return "" }
    let script = experimentScriptTag(specs: specs, settings: settings)
    guard let id = settings.trackingID, let loader = ClientTemplates.loaders[loaderName(settings.analytics, trackingID: id)] else { return script }
    let filled = fillPlaceholders(loader.before, settings) + script + fillPlaceholders(loader.after, settings)
    return filled
}

/// Plausible's current per-site script is named by its id (`pa-…`); a domain means the legacy `data-domain` script.
func loaderName(_ backend: AnalyticsBackend, trackingID: String) -> String {
    backend == .plausible && trackingID.hasPrefix("pa-") ? "plausible-init" : backend.rawValue
}

/// Inserts the experiments' `<head>` markup right after `<head…>` (after a leading `<meta charset>`, which
/// browsers only honour within the first 1024 bytes), or at the very start when the page has no `<head>`.
/// Returns `html` unchanged when there are no experiments or `settings.inject` is false.
public func inject(into html: String, specs: [ExperimentSpec], settings: ExperimentSettings) -> String {
    guard !specs.isEmpty, settings.inject else { return html }
    return insert(headMarkup: experimentHeadHTML(specs: specs, settings: settings), into: html)
}

/// Inserts `markup` (made by `experimentHeadHTML`) where `inject` places it: a build makes the
/// markup once for every page sharing the same experiments.
public func insert(headMarkup markup: String, into html: String) -> String {
    let offset = HTMLScanner.headInsertionOffset(in: Array(html.utf8))
    // The offset follows an ASCII byte (or is 0 or after a BOM): a scalar boundary, so the two
    // halves append as they are, without decoding the page again.
    let split = html.utf8.index(html.utf8.startIndex, offsetBy: offset)
    var out = ""
    out.reserveCapacity(html.utf8.count + markup.utf8.count)
    out += html[..<split]
    out += markup
    out += html[split...]
    return out
}

/// The tags a `{% variant tldr B %}…{% endvariant %}` block wraps its body in. A body spanning lines gets a
/// `<div markdown="1">` with blank lines inside, so Markdown still formats it (kramdown reads Markdown in a
/// block element only with that attribute, which it then drops; CommonMark needs the blank lines); a one-line
/// body gets a `<span>`, so it can sit in a paragraph.
public func variantElementHTML(experiment: String, variant: String, body: String,
                               location: SpecLocation? = nil) throws(ExperimentError) -> (open: String, close: String) {
    let cursor = SpecCursor(root: "", base: location)
    try ExperimentSpec.checkName(experiment, what: "experiment id", cursor)
    try ExperimentSpec.checkName(variant, what: "variant name", cursor)
    let attribute = "data-variant=\"\(experiment):\(variant)\""
    if body.utf8.contains(UInt8(ascii: "\n")) {
        return ("<div \(attribute) markdown=\"1\">\n\n", "\n\n</div>")
    }
    return ("<span \(attribute)>", "</span>")
}

/// `<script id="sitegen-ab" data-experiments="…">…</script>`; the attribute is what the preview server reads.
func experimentScriptTag(specs: [ExperimentSpec], settings: ExperimentSettings) -> String {
    let marker = "[" + specs.map { spec in
        "{\"id\":\(JSONEscaping.quoted(spec.id, scriptSafe: true)),\"variants\":[\(spec.variants.map { JSONEscaping.quoted($0.name, scriptSafe: true) }.joined(separator: ","))]}"
    }.joined(separator: ",") + "]"
    let experiments = specs.map { spec in
        let variants = spec.variants.map { "[\(JSONEscaping.quoted($0.name, scriptSafe: true)),\(JSONText.number($0.weight))]" }.joined(separator: ",")
        return "[\(JSONEscaping.quoted(spec.id, scriptSafe: true)),\(spec.slot.map(String.init) ?? "null"),[\(variants)]]"
    }.joined(separator: ",")
    // Plausible's script is known from the tracking id (pa-… current, a domain legacy); null: decided in the page.
    let legacy = settings.analytics == .plausible ? settings.trackingID.map { $0.hasPrefix("pa-") ? ",\"legacy\":false" : ",\"legacy\":true" } ?? "" : ""
    let config = "{\"sticky\":\(settings.sticky),\"dnt\":\(settings.respectDNT),\"idle\":\(settings.idleSeconds)\(legacy),\"experiments\":[\(experiments)]}"
    let report = ClientTemplates.reporter(for: settings.analytics)
    return "<script id=\"sitegen-ab\" data-experiments=\"\(HTMLEscaping.attribute(marker))\">"
        + ClientTemplates.core + "(" + config + "," + report + ");</script>"
}

/// Placeholders in loader templates: `{{js:NAME}}` (a JSON string literal safe inside `<script>`),
/// `{{attr:NAME}}` (attribute-escaped) and `{{url:NAME}}` (percent-encoded, for query strings).
func fillPlaceholders(_ template: String, _ settings: ExperimentSettings) -> String {
    let values = ["tracking_id": settings.trackingID ?? "", "matomo_url": settings.matomoURL ?? ""]
    var out = ""
    var rest = Substring(template)
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
        out += rest[..<open.lowerBound]
        let token = rest[open.upperBound..<close.lowerBound]
        let parts = token.split(separator: ":", maxSplits: 1).map(String.init)
        let value = parts.count == 2 ? values[parts[1]] ?? "" : ""
        switch parts.first {
        case "js": out += JSONEscaping.quoted(value, scriptSafe: true)
        case "attr": out += HTMLEscaping.attribute(value)
        case "url": out += HTMLEscaping.attribute(HTMLText.percentEncoded(value))
        default: out += rest[open.lowerBound..<close.upperBound]
        }
        rest = rest[close.upperBound...]
    }
    return out + rest
}

/// The client-side templates, minified once per process.
enum ClientTemplates {
    static let core = JavaScriptMinifier.minify(template("experiments/sitegen-ab.js"))

    /// The back end's reporting function, minified on first use: a site uses one back end, and
    /// minifying all of them up front cost a build 0.4 ms, on one thread while others waited.
    static func reporter(for backend: AnalyticsBackend) -> String {
        if let done = minifiedReporters.withLock({ $0[backend] }) { return done }
        let minified = JavaScriptMinifier.minify(template("experiments/report/\(backend.rawValue).js"))
        minifiedReporters.withLock { $0[backend] = minified }
        return minified
    }

    private static let minifiedReporters = Mutex<[AnalyticsBackend: String]>([:])

    /// Each loader splits at its `<!-- sitegen:experiments … -->` line: what comes before goes ahead of the script.
    static let loaders: [String: (before: String, after: String)] = {
        var result: [String: (before: String, after: String)] = [:]
        for backend in AnalyticsBackend.allCases.map(\.rawValue) + ["plausible-init"] {
            guard let text = EmbeddedTemplates.files["experiments/loaders/\(backend).html"] else { continue }
            guard let marker = text.range(of: "<!-- sitegen:experiments"),
                  let end = text[marker.upperBound...].range(of: "-->") else {
                result[backend] = ("", text.trimmingTrailingNewlines)
                continue
            }
            var after = text[end.upperBound...]
            if after.first == "\n" { after = after.dropFirst() }
            result[backend] = (String(text[..<marker.lowerBound]), String(after).trimmingTrailingNewlines)
        }
        return result
    }()

    private static func template(_ path: String) -> String {
        guard let text = EmbeddedTemplates.files[path] else {
            preconditionFailure("\(path) is missing from EmbeddedTemplates: run scripts/embed-templates")
        }
        return text
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = Substring(self)
        while text.last == "\n" { text = text.dropLast() }
        return String(text)
    }
}
