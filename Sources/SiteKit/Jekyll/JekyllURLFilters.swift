import Foundation
import Liquid
import TextSupport

func registerJekyllURLFilters(into environment: Environment, site: JekyllFilterSite) {
    let urls = JekyllURL(url: site.url, baseurl: site.baseurl)

    @Sendable func urlText(_ input: Value) -> String {
        // A document or page passed directly stands for its `url`.
        if case .drop(let drop) = input { return drop.liquidValue(forKey: "url").rubyString }
        return input.rubyString
    }

    environment.registerFilter("relative_url", arity: 0...0) { input, _, _ in
        if input.isNil { return .nil }
        return .string(urls.relative(urlText(input)))
    }
    environment.registerFilter("absolute_url", arity: 0...0) { input, _, _ in
        if input.isNil { return .nil }
        return .string(urls.absolute(urlText(input)))
    }
    environment.registerFilter("strip_index", arity: 0...0) { input, _, _ in
        let text = input.rubyString
        if text.isEmpty { return .nil }
        for suffix in ["/index.html", "/index.htm"] where text.hasSuffix(suffix) {
            return .string(String(text.dropLast(suffix.count)) + "/")
        }
        return .string(text)
    }
    environment.registerFilter("cgi_escape", arity: 0...0) { input, _, _ in
        guard case .string(let text) = input else {
            throw FilterError("no implicit conversion of \(input.rubyClassName) into String")
        }
        return .string(LiquidURLText.cgiEscape(text))
    }
    environment.registerFilter("uri_escape", arity: 0...0) { input, _, _ in
        .string(URLNormalizer.normalizeComponent(input.rubyString, allowed: URLNormalizer.reserved))
    }
}

/// URL normalisation as Addressable's `URI#normalize` does it for the URLs Jekyll builds:
/// scheme and host lower-cased, default ports dropped, dot segments removed, and characters
/// outside each component's allowed set percent-encoded (escapes of unreserved characters
/// decoded, the rest upper-cased).
enum URLNormalizer {
    static let unreserved = ASCIISet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    static let subDelims = ASCIISet("!$&'()*+,;=")
    static let reserved = unreserved.union(subDelims).union(ASCIISet(":/?#[]@"))
    static let path = unreserved.union(subDelims).union(ASCIISet(":@/"))
    static let queryAllowed = path.union(ASCIISet("?"))

    static func normalize(_ url: String) -> String {
        // Nearly every URL a site builds is already normal; finding that out takes one pass.
        if isNormalPath(url) { return url }
        var rest = Substring(url)
        var out = ""
        if JekyllURL.hasScheme(url), let colon = rest.firstIndex(of: ":") {
            let scheme = rest[..<colon].lowercased()
            out += scheme + ":"
            rest = rest[rest.index(after: colon)...]
            if rest.hasPrefix("//") {
                rest = rest.dropFirst(2)
                let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
                var authority = rest[..<end].lowercased()
                if (scheme == "http" && authority.hasSuffix(":80")) || (scheme == "https" && authority.hasSuffix(":443")) {
                    authority = String(authority[..<authority.lastIndex(of: ":")!])
                }
                out += "//" + authority
                rest = rest[end...]
                if rest.isEmpty || rest.hasPrefix("?") || rest.hasPrefix("#") { out += "/" }
            }
        }
        var fragment: Substring? = nil
        if let hash = rest.firstIndex(of: "#") {
            fragment = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        var query: Substring? = nil
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        out += normalizeComponent(removeDotSegments(String(rest)), allowed: path)
        if let query { out += "?" + normalizeComponent(String(query), allowed: queryAllowed) }
        if let fragment { out += "#" + normalizeComponent(String(fragment), allowed: queryAllowed) }
        return out
    }

    /// Whether `url` is a path that `normalize` would return unchanged: no scheme, only bytes a
    /// path allows (so no escapes, query or fragment), and no `.` or `..` segment.
    static func isNormalPath(_ url: String) -> Bool {
        // A class per byte from one table, over the bytes in place: through `utf8`'s iterator
        // and the set's bit tests this was about 1,300 instructions per 45-byte path
        // (callgrind), and every `relative_url` and `absolute_url` asks.
        var url = url
        return url.withUTF8 { bytes in
            pathByteClasses.withUnsafeBufferPointer { classes in
                var segmentLength = 0
                var segmentIsDots = true
                for b in bytes {
                    switch classes[Int(b)] {
                    case PathByte.slash:
                        if segmentIsDots && (segmentLength == 1 || segmentLength == 2) { return false }
                        segmentLength = 0
                        segmentIsDots = true
                    case PathByte.dot:
                        segmentLength += 1
                    case PathByte.other:
                        segmentLength += 1
                        segmentIsDots = false
                    default:
                        return false
                    }
                }
                return !(segmentIsDots && (segmentLength == 1 || segmentLength == 2))
            }
        }
    }

    /// What a byte is to `isNormalPath`: not allowed in a normal path (an escape, a query or
    /// fragment, a colon, non-ASCII), a slash, a dot, or another allowed byte.
    private enum PathByte {
        static let notAllowed: UInt8 = 0, slash: UInt8 = 1, dot: UInt8 = 2, other: UInt8 = 3
    }

    private static let pathByteClasses: [UInt8] = (0..<256).map { value -> UInt8 in
        let b = UInt8(value)
        if b == UInt8(ascii: "/") { return PathByte.slash }
        guard path.contains(b), b != UInt8(ascii: ":") else { return PathByte.notAllowed }
        return b == UInt8(ascii: ".") ? PathByte.dot : PathByte.other
    }

    /// Percent-encodes bytes outside `allowed`; existing escapes are kept (upper-cased), or
    /// decoded when they stand for an unreserved character.
    static func normalizeComponent(_ s: String, allowed: ASCIISet) -> String {
        let bytes = Array(s.utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "%"), i + 2 < bytes.count, let h = LiquidURLText.hexDigit(bytes[i + 1]), let l = LiquidURLText.hexDigit(bytes[i + 2]) {
                let decoded = h << 4 | l
                if unreserved.contains(decoded) {
                    out.append(decoded)
                } else {
                    out.append(contentsOf: [b, hex[Int(h)], hex[Int(l)]])
                }
                i += 3
                continue
            }
            if allowed.contains(b) {
                out.append(b)
            } else {
                out.append(contentsOf: [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 0xF)]])
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// RFC 3986 section 5.2.4.
    static func removeDotSegments(_ path: String) -> String {
        guard path.utf8.contains(UInt8(ascii: ".")) else { return path }
        var input = Substring(path)
        var output: [Substring] = []
        var result = ""
        while !input.isEmpty {
            if input.hasPrefix("../") { input = input.dropFirst(3) } else if input.hasPrefix("./") {
                input = input.dropFirst(2)
            } else if input.hasPrefix("/./") {
                input = input.dropFirst(2)
            } else if input == "/." {
                input = "/"
            } else if input.hasPrefix("/../") {
                input = input.dropFirst(3)
                if !output.isEmpty { output.removeLast() }
            } else if input == "/.." {
                input = "/"
                if !output.isEmpty { output.removeLast() }
            } else if input == "." || input == ".." {
                input = ""
            } else {
                let start = input.hasPrefix("/") ? input.index(after: input.startIndex) : input.startIndex
                let end = input[start...].firstIndex(of: "/") ?? input.endIndex
                output.append(input[..<end])
                input = input[end...]
            }
        }
        for segment in output { result += segment }
        return result
    }
}

/// A set of ASCII bytes as a 128-bit mask: membership is a shift, where `Set<UInt8>` hashes.
struct ASCIISet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init(_ members: String) {
        for b in members.utf8 where b < 128 {
            if b < 64 { low |= 1 << UInt64(b) } else { high |= 1 << UInt64(b - 64) }
        }
    }

    func contains(_ b: UInt8) -> Bool {
        b < 64 ? low >> UInt64(b) & 1 == 1 : b < 128 ? high >> UInt64(b - 64) & 1 == 1 : false
    }

    func union(_ other: ASCIISet) -> ASCIISet {
        var result = self
        result.low |= other.low
        result.high |= other.high
        return result
    }
}
