import Foundation
import Synchronization
import TextSupport

/// `build --check-links`: every `href` and `src` in the written HTML pages that points into the
/// site (root-relative under `baseurl`, or relative to the page) must name a file the build wrote,
/// and its `#fragment`, if any, an element of that page.
/// Jekyll sites run html-proofer for this after the build; here it runs on the staging folder
/// before the swap, so a broken link fails a `--strict` build and the published site stays as it was.
struct LinkCheck {
    /// The folder holding the new site (the staging folder during a build).
    let root: URL
    let baseurl: String
    /// The previous site, for links to `keep_files` entries, which are carried over from it.
    let destination: URL
    let keepFiles: [String]

    /// A warning for each link in `documents`' HTML that leads to no file, or to no element with
    /// the id its `#fragment` names, in document order.
    func check(_ documents: [Document]) -> [Diagnostic] {
        let pages = documents.filter { d in d.writesOutput && Self.isHTML(d.outputPath) }
        let found = Mutex<[Int: [Diagnostic]]>([:])
        let fileCache = Mutex<[String: URL?]>([:])
        let idCache = Mutex<[URL: Set<String>]>([:])
        @Sendable func file(for path: String) -> URL? {
            if let known = fileCache.withLock({ $0[path] }) { return known }
            let file = self.file(for: path)
            fileCache.withLock { $0[path] = file }
            return file
        }
        @Sendable func ids(in file: URL) -> Set<String> {
            if let known = idCache.withLock({ $0[file] }) { return known }
            let found = FileManager.default.contents(atPath: file.path).map { Self.ids(in: [UInt8]($0)) } ?? []
            idCache.withLock { $0[file] = found }
            return found
        }
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            let d = pages[index]
            let page = root.appendingPathComponent(d.outputPath)
            guard let data = FileManager.default.contents(atPath: page.path) else { return }
            var problems: [Diagnostic] = []
            // A page repeats its navigation's links; each is checked (and reported) once per page.
            var seen = Set<String>()
            for link in Self.links(in: [UInt8](data)) where seen.insert(link).inserted {
                func missingElement(in target: URL, shown: String) -> String? {
                    guard let fragment = Self.fragment(of: link), Self.isHTML(target.path), !ids(in: target).contains(fragment) else { return nil }
                    return "link '\(link)' leads to no element with id '\(fragment)' in \(shown)"
                }
                let message: String
                switch Self.resolve(link, page: d.outputPath, baseurl: baseurl) {
                case .external:
                    guard link.hasPrefix("#"), let problem = missingElement(in: page, shown: "this page") else { continue }
                    message = problem
                case .outsideBaseurl:
                    message = "link '\(link)' is outside the site's baseurl '\(baseurl)'; write it as {{ \"\(link)\" | relative_url }}"
                case .outsideSite:
                    message = "link '\(link)' leads above the site's root folder"
                case .inside(let path):
                    let shown = path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
                    if let target = file(for: path) {
                        guard let problem = missingElement(in: target, shown: shown) else { continue }
                        message = problem
                    } else {
                        message = "link '\(link)' leads to no file of the site (\(shown) was not written)"
                    }
                }
                problems.append(Self.diagnostic(message, link: link, baseurl: baseurl, in: d))
            }
            if !problems.isEmpty { found.withLock { $0[index] = problems } }
        }
        let all = found.withLock { $0 }
        return all.keys.sorted().flatMap { all[$0]! }
    }

    static func isHTML(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".html") || lower.hasSuffix(".htm")
    }

    /// The `#fragment` of a link, percent-decoded; nil without one, for an empty one and for
    /// `#top`, which browsers scroll to without an element (HTML's "top of the document").
    static func fragment(of link: String) -> String? {
        guard let hash = link.firstIndex(of: "#") else { return nil }
        let raw = String(link[link.index(after: hash)...])
        let fragment = raw.removingPercentEncoding ?? raw
        return fragment.isEmpty || fragment.lowercased() == "top" ? nil : fragment
    }

    /// Every `id` in a page, and every `name` (the old `<a name>` anchors): what a fragment can name.
    static func ids(in bytes: [UInt8]) -> Set<String> {
        var ids = Set<String>()
        HTMLScanner(bytes: bytes).forEachAttribute { name, value in
            guard name.count == 2 || name.count == 4 else { return }
            let attribute = String(decoding: bytes[name], as: UTF8.self).lowercased()
            guard attribute == "id" || attribute == "name" else { return }
            ids.insert(String(decoding: bytes[value], as: UTF8.self))
        }
        return ids
    }

    /// Where a link points, once its query and fragment are left out.
    enum Target: Equatable {
        /// Another site, a scheme (`mailto:`), or a fragment on the same page (checked against its ids).
        case external
        /// Root-relative but not under `baseurl`: it works only where the site is served at the root.
        case outsideBaseurl
        /// Relative, with more `..` than the page has folders.
        case outsideSite
        /// The path in the output folder, without a leading `/` (a trailing `/` means its index).
        case inside(String)
    }

    static func resolve(_ link: String, page outputPath: String, baseurl: String) -> Target {
        var value = link.trimmingCharacters(in: .whitespacesAndNewlines)
        if value.isEmpty || value.hasPrefix("#") || value.hasPrefix("//") || JekyllURL.hasScheme(value) { return .external }
        if let cut = value.firstIndex(where: { $0 == "?" || $0 == "#" }) { value = String(value[..<cut]) }
        value = value.removingPercentEncoding ?? value
        if value.hasPrefix("/") {
            var base = baseurl
            while base.hasSuffix("/") { base.removeLast() }
            if !base.isEmpty, !base.hasPrefix("/") { base = "/" + base }
            if !base.isEmpty {
                guard value == base || value.hasPrefix(base + "/") else { return .outsideBaseurl }
                value = String(value.dropFirst(base.count))
            }
            return normalized(value.split(separator: "/", omittingEmptySubsequences: false).dropFirst(), trailingSlash: value.hasSuffix("/") || value.isEmpty)
        }
        // Relative to the page's folder, as a browser resolves it against the page's URL.
        var parts = outputPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(Substring.init)
        parts += value.split(separator: "/", omittingEmptySubsequences: false)
        return normalized(parts[...], trailingSlash: value.hasSuffix("/") || value == "." || value == "..")
    }

    private static func normalized(_ parts: ArraySlice<Substring>, trailingSlash: Bool) -> Target {
        var out: [Substring] = []
        for part in parts {
            switch part {
            case "", ".": continue
            case "..":
                guard !out.isEmpty else { return .outsideSite }
                out.removeLast()
            default: out.append(part)
            }
        }
        let path = out.joined(separator: "/")
        return .inside(trailingSlash && !path.isEmpty ? path + "/" : path)
    }

    /// The file a server would answer `path` with: the file, a folder's `index.html`, or
    /// `path.html` for an extensionless URL (as GitHub Pages and `sitegen serve` do); nil for none.
    private func file(for path: String) -> URL? {
        let folder = keepFiles.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } ? destination : root
        func existingFile(_ p: String) -> URL? {
            let url = folder.appendingPathComponent(p)
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue ? url : nil
        }
        if path.isEmpty || path.hasSuffix("/") { return existingFile(path + "index.html") }
        if let found = existingFile(path) ?? existingFile(path + "/index.html") { return found }
        let last = path.split(separator: "/").last ?? ""
        return last.contains(".") ? nil : existingFile(path + ".html")
    }

    /// The values of every `href` and `src` attribute and each image URL of a `srcset` in the
    /// page's tags (not in comments, scripts or styles, where markup-looking text is not markup),
    /// with `&amp;` decoded.
    static func links(in bytes: [UInt8]) -> [String] {
        var links: [String] = []
        // Compared as bytes, lowercased: most attributes (class, id, alt) are rejected without a String.
        func isNamed(_ name: Range<Int>, _ word: StaticString) -> Bool {
            guard name.count == word.utf8CodeUnitCount else { return false }
            var index = name.lowerBound
            for i in 0..<word.utf8CodeUnitCount {
                let b = bytes[index]
                if (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? b | 0x20 : b) != word.utf8Start[i] { return false }
                index += 1
            }
            return true
        }
        HTMLScanner(bytes: bytes).forEachAttribute { name, value in
            let isSet = isNamed(name, "srcset") || isNamed(name, "imagesrcset")
            guard isSet || isNamed(name, "href") || isNamed(name, "src") else { return }
            var text = String(decoding: bytes[value], as: UTF8.self)
            if text.contains("&") {
                text = text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#39;", with: "'")
                    .replacingOccurrences(of: "&quot;", with: "\"")
            }
            if isSet {
                links += imageCandidateURLs(text)
            } else {
                links.append(text)
            }
        }
        return links
    }

    /// The URLs of a `srcset` value, as the HTML standard splits it: candidates are separated by
    /// commas, each a URL (which may itself hold commas, as `data:` URLs do) then an optional
    /// descriptor (`2x`, `640w`) that runs to the next comma outside parentheses.
    static func imageCandidateURLs(_ value: String) -> [String] {
        let bytes = Array(value.utf8)
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }
        var urls: [String] = []
        var i = 0
        while i < bytes.count {
            while i < bytes.count, isSpace(bytes[i]) || bytes[i] == UInt8(ascii: ",") { i += 1 }
            let start = i
            while i < bytes.count, !isSpace(bytes[i]) { i += 1 }
            var end = i
            if end > start, bytes[end - 1] == UInt8(ascii: ",") {
                // `a.png,b.png`: the commas end the URL and there is no descriptor.
                while end > start, bytes[end - 1] == UInt8(ascii: ",") { end -= 1 }
            } else {
                var depth = 0
                while i < bytes.count, depth > 0 || bytes[i] != UInt8(ascii: ",") {
                    if bytes[i] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[i] == UInt8(ascii: ")"), depth > 0 { depth -= 1 }
                    i += 1
                }
            }
            if end > start { urls.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
        }
        return urls
    }

    /// A warning at the link's place in the page's source when it is written there (a Markdown
    /// link, `{{ "/x/" | relative_url }}`); else one naming the page, since the link came from
    /// its layout or an include.
    private static func diagnostic(_ message: String, link: String, baseurl: String, in d: Document) -> Diagnostic {
        let text = d.fileText
        let utf8 = text.utf8
        let bodyStart = utf8.index(utf8.startIndex, offsetBy: min(max(0, d.bodyOffset), utf8.count))
        var forms = [link]
        var base = baseurl
        while base.hasSuffix("/") { base.removeLast() }
        if !base.isEmpty, link.hasPrefix(base + "/") { forms.append(String(link.dropFirst(base.count))) }
        // The link as Markdown or HTML writes it first: a bare `/` would match any path.
        for form in forms {
            for (open, close) in [("(", ")"), ("(", " "), ("\"", "\""), ("'", "'"), ("<", ">")] {
                if let range = text.range(of: open + form + close, range: bodyStart..<text.endIndex) {
                    let offset = utf8.distance(from: utf8.startIndex, to: range.lowerBound) + open.utf8.count
                    return Diagnostic(.warning, message, location: SourceLocation(file: d.relativePath, source: text, utf8Offset: offset, length: form.count))
                }
            }
        }
        let page = d.relativePath.isEmpty ? d.outputPath : d.relativePath
        return Diagnostic(.warning, message + ", on the page made from \(page) (the link is made by Liquid, a layout or an include)")
    }
}
