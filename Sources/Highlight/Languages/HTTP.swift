/// HTTP requests and responses, and Java's .properties files.
extension Languages {
    static let httpDefinition: LexerDefinition = {
        // Rouge lexes the body with the lexer whose media types include the last Content-Type
        // header's (text before any `;`, any case); none, or a type no lexer claims, leaves it
        // plain. The start line saves its empty last group: a message starts with no type.
        let header: [TokenClass] = [.na, .text, .p, .text, .s, .text]
        return LexerDefinition(states: [
            ("root", [
                Rule(kind: .match(pattern: #"(GET|POST|PUT|DELETE|HEAD|OPTIONS|TRACE|PATCH)([ ]+)([^ ]+)([ ]+)(HTTPS?)(/)(\d(?:\.\d)?)(\r?\n|$)()"#,
                                  action: .groupsSaving([.nf, .text, .nn, .text, .k, .o, .m, .text, .text].map { .token($0) }, save: 9), next: push("headers"))),
                Rule(kind: .match(pattern: #"(HTTPS?)(/)(\d(?:\.\d))([ ]+)(\d{3})([ ]+)?([^\r\n]*)?(\r?\n|$)()"#,
                                  action: .groupsSaving([.k, .o, .m, .text, .m, .text, .ne, .text, .text].map { .token($0) }, save: 9), next: push("headers"))),
            ]),
            ("headers", [
                Rule(kind: .match(pattern: #"(?i:(content-type))( *)(:)( *)([^\r\n]+)(\r?\n|$)"#,
                                  action: .groupsSaving(header.map { .token($0) }, save: 5), next: .stay)),
                g(#"([^\s:]+)( *)(:)( *)([^\r\n]+)(\r?\n|$)"#, header),
                g(#"([^\r\n]+)(\r?\n|$)"#, [.s, .text]),
                r(#"\r?\n"#, .text, push("content")),
            ]),
            ("content", [Rule(kind: .match(pattern: "(?s).+", action: .delegateByMediaType, next: .stay))]),
        ])
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
