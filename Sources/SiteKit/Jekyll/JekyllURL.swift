import Foundation
import TextSupport

/// Jekyll's URL rules, written once for the `relative_url` and `absolute_url` filters, the
/// `link` and `post_url` tags and every gem (feed, seo, redirect-from, relative-links), as
/// Jekyll's tags and gems include `Jekyll::Filters::URLFilters` rather than write their own.
struct JekyllURL: Sendable {
    /// The site's `url` as configured.
    let url: String
    /// Jekyll's `sanitized_baseurl` with a leading slash: the baseurl without one trailing
    /// slash (`chomp("/")`), empty when there is none.
    private let prefix: String
    /// When `url` is already in normal form, a normal path appended to it needs no normalising
    /// (every page's canonical link goes through `absolute`).
    private let urlIsNormal: Bool

    init(url: String, baseurl: String) {
        self.url = url
        let sanitized = baseurl.hasSuffix("/") ? String(baseurl.dropLast()) : baseurl
        prefix = Self.ensureLeadingSlash(sanitized)
        urlIsNormal = !url.isEmpty && URLNormalizer.normalize(url + "/x") == url + "/x"
    }

    init(_ config: SiteConfig) { self.init(url: config.url, baseurl: config.baseurl) }

    /// Jekyll's `relative_url`: a URL with a scheme as it is, else the baseurl joined to the
    /// path, normalised as Addressable does.
    func relative(_ input: String) -> String {
        if Self.hasScheme(input) { return input }
        // Without a baseurl a path needs no new string, only the check that it is normal.
        if prefix.isEmpty, input.utf8.first == UInt8(ascii: "/") { return URLNormalizer.normalize(input) }
        return URLNormalizer.normalize(prefix + Self.ensureLeadingSlash(input))
    }

    /// Jekyll's `absolute_url`: a URL with a scheme as it is; else `url` as written (a trailing
    /// slash is kept, so `https://x.org/` gives `https://x.org//feed.xml`) before the relative
    /// URL, normalised; the relative URL alone without a `url`.
    func absolute(_ input: String) -> String {
        if Self.hasScheme(input) { return input }
        let relative = relative(input)
        if url.isEmpty { return relative }
        if urlIsNormal, relative.utf8.first == UInt8(ascii: "/"), URLNormalizer.isNormalPath(relative) {
            return url + relative
        }
        return URLNormalizer.normalize(url + relative)
    }

    /// Addressable's `absolute?`: whether `s` starts with a URI scheme (`https:`, `mailto:`,
    /// `data:`): a letter, then letters, digits, `+`, `-` or `.`, then `:`.
    static func hasScheme(_ s: String) -> Bool {
        // Over the string's bytes in place: iterating `utf8` cost about 900 instructions per
        // call on a 45-byte path (callgrind), and `relative_url` asks on every link of every page.
        var s = s
        return s.withUTF8 { bytes in
            guard let colon = ByteSearch.firstIndex(of: UInt8(ascii: ":"), in: UnsafeRawBufferPointer(bytes)), colon > 0 else {
                return false
            }
            let first = bytes[0]
            guard (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A else { return false }
            for b in bytes[..<colon] {
                guard ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x2B || b == 0x2D || b == 0x2E else {
                    return false
                }
            }
            return true
        }
    }

    static func ensureLeadingSlash(_ s: String) -> String {
        s.isEmpty || s.hasPrefix("/") ? s : "/" + s
    }
}
