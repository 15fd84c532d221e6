import Foundation
import Liquid
import TextSupport

/// jekyll-avatar: `{% avatar user [size=N] [lazy=true] %}` or `{% avatar user=page.author %}`:
/// a GitHub avatar `<img>` with its srcset, on the server the gem picks by CRC-32.
struct JekyllAvatarPlugin: Plugin {
    var name: String { "jekyll-avatar" }
    func register(into registry: PluginRegistry, config: SiteConfig) {
        let host = config.environment["PAGES_AVATARS_URL"].flatMap { $0.isEmpty ? nil : $0 }
        registry.add(liquid: { environment, _ in
            // The parser's environment, not this one captured: the environment keeps its tag
            // factories, so capturing it made a cycle that leaked every build's environment
            // (found by scripts/sanitize address).
            environment.registerTag("avatar") { tag, parser in
                AvatarNode(
                    markup: try Template.parse(tag.markup.trimmingCharacters(in: .whitespaces), environment: parser.environment),
                    span: tag.span, host: host)
            }
        })
    }
}

struct AvatarNode: Node {
    let markup: Template
    let span: SourceSpan
    /// `PAGES_AVATARS_URL`, the avatar server a GitHub Pages build names; nil: GitHub's.
    let host: String?

    func render(into output: inout String, context: RenderContext) throws {
        let text = try markup.render(context)
        var size = "40"
        if let r = text.range(of: #"\bsize=(\d+)\b"#, options: [.regularExpression, .caseInsensitive]) {
            // The gem multiplies the size by 2, 3 and 4 for its srcset, in Ruby's unbounded integers.
            size = String(InputInteger.setting(
                .string(String(text[r].drop { $0 != "=" }.dropFirst())), named: "avatar size", in: 0...Int(Int32.max),
                fallback: 40, fallbackText: "40, the gem's default", location: span.location, warn: context.warn))
        }
        var username: String
        if let r = text.range(of: #"\buser=([\w.]+)\b"#, options: .regularExpression) {
            let path = String(text[r].dropFirst(5))
            var value: Value = .nil
            for (i, part) in path.split(separator: ".").enumerated() {
                value = i == 0 ? context.variable(String(part)) : value.property(String(part))
            }
            username = value.isNil ? path : value.liquidString
        } else {
            username = text.split(separator: " ").first.map(String.init) ?? text
            if username.hasPrefix("@") { username.removeFirst() }
        }
        let lazy = text.contains("lazy=true")
        func path(_ scale: Int) -> String { "\(username)?v=3&s=\(scale == 1 ? size : String((Int(size) ?? 40) * scale))" }
        let server = CRC32.checksum(Array(path(1).utf8)) % 4
        func url(_ scale: Int) -> String {
            if let host { return (host.hasSuffix("/") ? host : host + "/") + path(scale) }
            return "https://avatars\(server).githubusercontent.com/\(path(scale))"
        }
        let srcset = (1...4).map { "\(url($0)) \($0)x" }.joined(separator: ", ")
        let classes = (Int(size) ?? 40) < 48 ? "avatar avatar-small" : "avatar"
        var attributes = [("class", classes), ("alt", username), ("width", size), ("height", size), ("data-proofer-ignore", "true")]
        if lazy {
            attributes += [("src", ""), ("data-src", url(1)), ("data-srcset", srcset)]
        } else {
            attributes += [("src", url(1)), ("srcset", srcset)]
        }
        output += "<img " + attributes.map { "\($0.0)=\"\($0.1)\"" }.joined(separator: " ") + " />"
    }
}

/// Zlib's CRC-32 (the avatar server number).
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
