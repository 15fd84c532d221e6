extension Languages {
    static let lustreDefinition = lustreFamily(
        keywords: """
            extern unsafe assert const current enum function let node operator returns step struct tel type var model \
            package needs provides uses is body end include merge
            """,
        wordOperators: "div and xor mod or not nor if then else fby pre when with",
        primitives: "int real bool")

    /// Lutin is Lustre's lexer with its own word lists.
    static let lutinDefinition = lustreFamily(
        keywords: """
            let in node extern system returns weak strong assert raise try catch trap do exist erun run type ref \
            exception include false true
            """,
        wordOperators: "div and xor mod or not nor if then else pre",
        primitives: "int real bool trace loop fby")

    static func lustreFamily(keywords: String, wordOperators: String, primitives: String) -> LexerDefinition {
        let names = table([(.k, keywords), (.ow, wordOperators), (.kt, primitives)])
        let id = "(?i:[a-z_][\\w']*)"
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r("false|true", .kc),
                r(#"\-\-.*"#, .c1),
                r(#"(?s)/\*.*?\*/"#, .cm),
                r(#"(?s)\(\*.*?\*\)"#, .cm),
                lk(id, names, .n),
                r(#"[(){}\[\];]+"#, .p),
                r("[,!$%&*+./:<=>?@^|~#-]+", .o),
                r(#"(?i)-?\d[\d_]*(.[\d_]*)?(e[+-]?\d[\d_]*)"#, .mf),
                r(#"\d[\d_]*"#, .mi),
                r(#"'(?:(\\[\\"'ntbr ])|(\\[0-9]{3})|(\\x[0-9a-fA-F]{2}))'"#, .sc),
                r("'[.]'", .sc),
                r(#"""#, .s2, push("string")),
                r("[~?]" + id, .nv),
            ]),
            ("string", [r(#"[^\\"]+"#, .s2), inc("escape_sequence"), r(#"\\\n"#, .s2), r(#"""#, .s2, pop)]),
            ("escape_sequence", [r(#"\\[\\"'ntbr]"#, .se), r(#"\\\d{3}"#, .se), r(#"\\x[0-9a-fA-F]{2}"#, .se)]),
        ])
    }
}
