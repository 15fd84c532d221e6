import Experiments
import Foundation
import Hummingbird
import NIOCore
import SiteTemplates
import TextSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Adds the preview-only parts to an HTML page as it is served; nothing here reaches the disk.
///
/// - the live-reload client (when live reload is on),
/// - the build-error overlay while the latest build failed,
/// - the experiment variant switcher on pages carrying the experiments marker script.
struct PageInjector: Sendable {
    var liveReload: Bool
    static let endpoint = "/__sitegen/livereload"

    /// - Parameter abOverride: the request's `ab` query value, to mark the variant being previewed.
    func inject(into page: ByteBuffer, build: BuildStatus.Snapshot, abOverride: String?) -> ByteBuffer {
        var snippet = ""
        if liveReload {
            snippet += "<script id=\"sitegen-livereload\" data-generation=\"\(HTMLEscaping.attribute(build.generation))\">\(Self.clientScript)</script>\n"
        }
        if let error = build.error {
            snippet += Self.overlay(error)
        }
        if let experiments = ExperimentMarker.experiments(in: page), !experiments.isEmpty {
            snippet += Self.switcher(experiments, active: abOverride)
        }
        guard !snippet.isEmpty else { return page }
        snippet = "\n<!-- sitegen serve: preview only, not in the built site -->\n" + snippet
        let insertAt = Self.closingBodyOffset(in: page) ?? page.readableBytes
        var out = ByteBufferAllocator().buffer(capacity: page.readableBytes + snippet.utf8.count)
        out.writeImmutableBuffer(page.getSlice(at: page.readerIndex, length: insertAt)!)
        out.writeString(snippet)
        out.writeImmutableBuffer(page.getSlice(at: page.readerIndex + insertAt, length: page.readableBytes - insertAt)!)
        return out
    }

    /// A page for a missing file when the site has no `404.html`, so the overlay still shows.
    static func fallbackNotFoundPage() -> ByteBuffer {
        ByteBuffer(string: "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Not found</title></head><body><h1>404 Not Found</h1></body></html>\n")
    }

    /// Offset of the last `</body` (any case); nil when the page has none and the snippet goes at the end.
    static func closingBodyOffset(in page: ByteBuffer) -> Int? {
        page.withUnsafeReadableBytes { bytes in
            let needle = Array("</body".utf8)
            guard bytes.count >= needle.count else { return nil }
            // From the end: the tag is almost always in the last few hundred bytes.
            var start = bytes.count - needle.count
            while start >= 0 {
                if bytes[start] == UInt8(ascii: "<") {
                    var matched = true
                    for offset in 1..<needle.count where bytes[start + offset] | 0x20 != needle[offset] {
                        matched = false
                        break
                    }
                    if matched { return start }
                }
                start -= 1
            }
            return nil
        }
    }

    static let overlayStyle = "position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;padding:2rem;background:rgba(24,24,28,.94);color:#f6f6f6;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace"

    static func overlay(_ message: String) -> String {
        "<div id=\"sitegen-error-overlay\" style=\"\(overlayStyle)\"><strong style=\"color:#ff7b72\">sitegen: the build failed; showing the last good site</strong><pre style=\"white-space:pre-wrap;margin:1rem 0 0\">\(HTMLEscaping.attribute(message))</pre></div>\n"
    }

    static func switcher(_ experiments: [ExperimentMarker.Experiment], active: String?) -> String {
        var html = "<nav id=\"sitegen-ab-switcher\" aria-label=\"Experiment variants\" style=\"position:fixed;right:1rem;bottom:1rem;z-index:2147483646;padding:.5rem .75rem;border-radius:.5rem;background:#1f2328;color:#fff;font:13px/1.6 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.3)\">"
        for experiment in experiments {
            html += "<div><span style=\"opacity:.7\">\(HTMLEscaping.attribute(experiment.id))</span>"
            for variant in experiment.variants {
                let value = "\(experiment.id):\(variant)"
                let href = "?ab=" + (value.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed) ?? value)
                let isActive = value == active
                html += " <a href=\"\(HTMLEscaping.attribute(href))\"\(isActive ? " aria-current=\"true\"" : "") style=\"color:#fff;\(isActive ? "font-weight:700;text-decoration:underline" : "opacity:.8")\">\(HTMLEscaping.attribute(variant))</a>"
            }
            html += "</div>"
        }
        return html + "</nav>\n"
    }

    /// The browser side of live reload (`Templates/serve/livereload.js`), minified as the
    /// experiment scripts are, with the endpoint and the overlay's style filled in.
    static let clientScript: String = {
        guard let source = EmbeddedTemplates.files["serve/livereload.js"] else {
            preconditionFailure("serve/livereload.js is missing from EmbeddedTemplates: run scripts/embed-templates")
        }
        return JavaScriptMinifier.minify(source)
            .replacingOccurrences(of: "__ENDPOINT__", with: endpoint)
            .replacingOccurrences(of: "__OVERLAY_STYLE__", with: overlayStyle)
    }()
}

/// Finds the experiments engineer's marker, `<script id="sitegen-ab" data-experiments="…">`,
/// whose attribute is HTML-escaped JSON: `[{"id":"tldr","variants":["A","B"]}]`.
enum ExperimentMarker {
    struct Experiment: Decodable, Equatable, Sendable {
        var id: String
        var variants: [String]
    }

    static func experiments(in page: ByteBuffer) -> [Experiment]? {
        page.withUnsafeReadableBytes { bytes -> [Experiment]? in
            guard let id = find("id=\"sitegen-ab\"", in: bytes, from: 0),
                let tagEnd = bytes[id.upperBound...].firstIndex(of: UInt8(ascii: ">"))
            else { return nil }
            let tagStart = bytes[..<id.lowerBound].lastIndex(of: UInt8(ascii: "<")) ?? id.lowerBound
            guard let attribute = find("data-experiments=\"", in: UnsafeRawBufferPointer(rebasing: bytes[..<tagEnd]), from: tagStart),
                let valueEnd = bytes[attribute.upperBound..<tagEnd].firstIndex(of: UInt8(ascii: "\""))
            else { return nil }
            let json = HTMLEscaping.unescape(String(decoding: bytes[attribute.upperBound..<valueEnd], as: UTF8.self))
            return try? JSONDecoder().decode([Experiment].self, from: Data(json.utf8))
        }
    }

    private static func find(_ needle: String, in bytes: UnsafeRawBufferPointer, from start: Int) -> Range<Int>? {
        Array(needle.utf8).withUnsafeBytes { ByteSearch.firstRange(of: $0, in: bytes, from: start) }
    }
}


extension CharacterSet {
    /// Query-value characters; `&`, `=`, `+` and `#` would change how the query parses.
    static let urlQueryValueAllowed: CharacterSet = {
        var set = CharacterSet.urlQueryAllowed
        set.remove(charactersIn: "&=+#")
        return set
    }()
}
