import Foundation
import Hummingbird
import NIOCore

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
        let bytes = page.readableBytesView
        var snippet = ""
        if liveReload {
            snippet += "<script id=\"sitegen-livereload\" data-generation=\"\(HTMLText.escape(build.generation))\">\(Self.clientScript)</script>\n"
        }
        if let error = build.error {
            snippet += Self.overlay(error)
        }
        if let experiments = ExperimentMarker.experiments(in: bytes), !experiments.isEmpty {
            snippet += Self.switcher(experiments, active: abOverride)
        }
        guard !snippet.isEmpty else { return page }
        snippet = "\n<!-- sitegen serve: preview only, not in the built site -->\n" + snippet
        let insertAt = Self.closingBodyOffset(in: bytes) ?? bytes.count
        var out = ByteBufferAllocator().buffer(capacity: bytes.count + snippet.utf8.count)
        out.writeBytes(bytes.prefix(insertAt))
        out.writeString(snippet)
        out.writeBytes(bytes.dropFirst(insertAt))
        return out
    }

    /// A page for a missing file when the site has no `404.html`, so the overlay still shows.
    static func fallbackNotFoundPage() -> ByteBuffer {
        ByteBuffer(string: "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Not found</title></head><body><h1>404 Not Found</h1></body></html>\n")
    }

    /// Offset of the last `</body` (any case); nil when the page has none and the snippet goes at the end.
    static func closingBodyOffset(in bytes: ByteBufferView) -> Int? {
        let needle = Array("</body".utf8)
        let count = bytes.count
        guard count >= needle.count else { return nil }
        let base = bytes.startIndex
        var start = count - needle.count
        while start >= 0 {
            var matched = true
            for (offset, expected) in needle.enumerated() {
                var byte = bytes[base + start + offset]
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
                if byte != expected { matched = false; break }
            }
            if matched { return start }
            start -= 1
        }
        return nil
    }

    static let overlayStyle = "position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;padding:2rem;background:rgba(24,24,28,.94);color:#f6f6f6;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace"

    static func overlay(_ message: String) -> String {
        "<div id=\"sitegen-error-overlay\" style=\"\(overlayStyle)\"><strong style=\"color:#ff7b72\">sitegen: the build failed; showing the last good site</strong><pre style=\"white-space:pre-wrap;margin:1rem 0 0\">\(HTMLText.escape(message))</pre></div>\n"
    }

    static func switcher(_ experiments: [ExperimentMarker.Experiment], active: String?) -> String {
        var html = "<nav id=\"sitegen-ab-switcher\" aria-label=\"Experiment variants\" style=\"position:fixed;right:1rem;bottom:1rem;z-index:2147483646;padding:.5rem .75rem;border-radius:.5rem;background:#1f2328;color:#fff;font:13px/1.6 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.3)\">"
        for experiment in experiments {
            html += "<div><span style=\"opacity:.7\">\(HTMLText.escape(experiment.id))</span>"
            for variant in experiment.variants {
                let value = "\(experiment.id):\(variant)"
                let href = "?ab=" + (value.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed) ?? value)
                let isActive = value == active
                html += " <a href=\"\(HTMLText.escape(href))\"\(isActive ? " aria-current=\"true\"" : "") style=\"color:#fff;\(isActive ? "font-weight:700;text-decoration:underline" : "opacity:.8")\">\(HTMLText.escape(variant))</a>"
            }
            html += "</div>"
        }
        return html + "</nav>\n"
    }

    /// The browser side of live reload: SSE with the kind of change, overlay for errors.
    static let clientScript = """
        (function(){var me=document.currentScript,gen=me&&me.dataset.generation;if(!window.EventSource)return;\
        var es=new EventSource("\(endpoint)");\
        function data(e){try{return JSON.parse(e.data)}catch(x){return{}}}\
        function overlay(msg){var o=document.getElementById("sitegen-error-overlay");\
        if(!msg){if(o)o.remove();return}\
        if(!o){o=document.createElement("div");o.id="sitegen-error-overlay";o.setAttribute("style","\(overlayStyle)");\
        var h=document.createElement("strong");h.style.color="#ff7b72";h.textContent="sitegen: the build failed; showing the last good site";\
        var p=document.createElement("pre");p.style.whiteSpace="pre-wrap";p.style.margin="1rem 0 0";o.appendChild(h);o.appendChild(p);document.body.appendChild(o)}\
        o.querySelector("pre").textContent=msg}\
        function swapCSS(){document.querySelectorAll('link[rel~="stylesheet"]').forEach(function(l){\
        var u=new URL(l.href,location.href);u.searchParams.set("__sitegen",Date.now());var n=l.cloneNode();n.href=u.href;\
        n.onload=n.onerror=function(){l.remove()};l.after(n)})}\
        es.addEventListener("hello",function(e){if(data(e).generation!==gen)location.reload()});\
        es.addEventListener("reload",function(e){var d=data(e);gen=d.generation;if(d.kind==="css"){overlay(null);swapCSS()}else location.reload()});\
        es.addEventListener("build-error",function(e){var d=data(e);gen=d.generation;overlay(d.message)});\
        })();
        """
}

/// Finds the experiments engineer's marker, `<script id="sitegen-ab" data-experiments="…">`,
/// whose attribute is HTML-escaped JSON: `[{"id":"tldr","variants":["A","B"]}]`.
enum ExperimentMarker {
    struct Experiment: Decodable, Equatable, Sendable {
        var id: String
        var variants: [String]
    }

    static func experiments(in bytes: ByteBufferView) -> [Experiment]? {
        guard let idRange = firstRange(of: Array("id=\"sitegen-ab\"".utf8), in: bytes, from: bytes.startIndex),
            let tagEnd = bytes[idRange.upperBound...].firstIndex(of: UInt8(ascii: ">"))
        else { return nil }
        let tagStart = bytes[..<idRange.lowerBound].lastIndex(of: UInt8(ascii: "<")) ?? idRange.lowerBound
        let tag = bytes[tagStart..<tagEnd]
        guard let attribute = firstRange(of: Array("data-experiments=\"".utf8), in: tag, from: tag.startIndex),
            let valueEnd = bytes[attribute.upperBound..<tagEnd].firstIndex(of: UInt8(ascii: "\""))
        else { return nil }
        let escaped = String(decoding: bytes[attribute.upperBound..<valueEnd], as: UTF8.self)
        let json = HTMLText.unescape(escaped)
        return try? JSONDecoder().decode([Experiment].self, from: Data(json.utf8))
    }

    private static func firstRange(of needle: [UInt8], in bytes: ByteBufferView.SubSequence, from start: Int) -> Range<Int>? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        var index = max(start, bytes.startIndex)
        let last = bytes.endIndex - needle.count
        while index <= last {
            if bytes[index] == needle[0] {
                var matched = true
                for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return index..<(index + needle.count) }
            }
            index += 1
        }
        return nil
    }
}

enum HTMLText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Decodes the named entities an attribute escaper emits and numeric references.
    static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let afterAmp = rest.index(after: amp)
            guard let semicolon = rest[afterAmp...].prefix(10).firstIndex(of: ";") else {
                out += "&"
                rest = rest[afterAmp...]
                continue
            }
            let name = rest[afterAmp..<semicolon]
            if let decoded = decodeEntity(name) {
                out.unicodeScalars.append(decoded)
            } else {
                out += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }

    private static func decodeEntity(_ name: Substring) -> Unicode.Scalar? {
        switch name {
        case "quot": return "\""
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "apos": return "'"
        default:
            guard name.first == "#" else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init)
        }
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
