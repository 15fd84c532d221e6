/// HTTP requests and responses, and Java's .properties files.
extension Languages {
    static let httpDefinition: LexerDefinition = {
        // Rouge picks the body's lexer by the last Content-Type header's media type (text before
        // any `;`, any case); a type no lexer claims, or none, leaves the body plain. One headers
        // state per body language remembers the choice.
        let bodies: [(state: String, language: String, types: [String])] = [
            ("plain", "plaintext", ["text/plain"]),
            ("json", "json", ["application/json", "application/vnd.api+json", "application/hal+json", "application/problem+json", "application/schema+json"]),
            ("html", "html", ["text/html", "application/xhtml+xml"]),
            ("xml", "xml", ["text/xml", "application/xml", "image/svg+xml", "application/rss+xml", "application/atom+xml"]),
            ("javascript", "javascript", ["application/javascript", "application/x-javascript", "text/javascript", "text/x-javascript"]),
            ("css", "css", ["text/css"]),
            ("yaml", "yaml", ["text/x-yaml"]),
            ("markdown", "markdown", ["text/x-markdown"]),
            ("shell", "shell", ["application/x-sh", "application/x-shellscript", "text/x-sh", "text/x-shellscript"]),
        ]
        let header: [TokenClass] = [.na, .text, .p, .text, .s, .text]
        var contentType: [Rule] = bodies.map { body in
            g(#"(?i)(content-type)( *)(:)( *)((?:"# + body.types.map(escapeRegex).joined(separator: "|") + #")(?:;[^\r\n]*)?)(\r?\n|$)"#,
              header, .goto("headers_" + body.state))
        }
        contentType.append(g(#"(?i)(content-type)( *)(:)( *)([^\r\n]+)(\r?\n|$)"#, header, .goto("headers_plain")))
        var states: [(String, [Rule])] = [
            ("root", [
                g(#"(GET|POST|PUT|DELETE|HEAD|OPTIONS|TRACE|PATCH)([ ]+)([^ ]+)([ ]+)(HTTPS?)(/)(\d(?:\.\d)?)(\r?\n|$)"#,
                  [.nf, .text, .nn, .text, .k, .o, .m, .text], push("headers_plain")),
                g(#"(HTTPS?)(/)(\d(?:\.\d))([ ]+)(\d{3})([ ]+)?([^\r\n]*)?(\r?\n|$)"#,
                  [.k, .o, .m, .text, .m, .text, .ne, .text], push("headers_plain")),
            ]),
            ("content_type", contentType),
        ]
        for body in bodies {
            states.append(("headers_" + body.state, [
                inc("content_type"),
                g(#"([^\s:]+)( *)(:)( *)([^\r\n]+)(\r?\n|$)"#, header),
                g(#"([^\r\n]+)(\r?\n|$)"#, [.s, .text]),
                r(#"\r?\n"#, .text, push("content_" + body.state)),
            ]))
            states.append(("content_" + body.state, [d("(?s).+", body.language, keep: true)]))
        }
        return LexerDefinition(states: states)
    }()

    static let propertiesDefinition: LexerDefinition = {
        LexerDefinition(states: [
            ("root", [inc("basic"), g(#"([\w.-]+)(\s*)([=:])"#, [.py, .text, .p], push("value"))]),
            ("basic", [r(#"[!#].*?\n"#, .c), r(#"\s+"#, .text), r(#"\\\n"#, .se)]),
            ("value", [
                r(#"\n"#, .text, pop),
                inc("basic"),
                r(#"""#, .s, push("dq")),
                r("'.*?'", .s),
                inc("esc_str"),
                r(#"[^\\\n]+"#, .s),
            ]),
            ("dq", [r(#"""#, .s, pop), inc("esc_str"), r(#"[^\\"]+"#, .s)]),
            ("esc_str", [r(#"\\u[0-9]{4}"#, .se), r(#"(?s)\\."#, .se)]),
        ])
    }()
}
