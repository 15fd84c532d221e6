extension Languages {
    static let abapDefinition: LexerDefinition = {
        let keywords = Set(ABAPWords.keywords.split(separator: " ").map(String.init))
        let builtins = Set(ABAPWords.builtins.split(separator: " ").map(String.init))
        let types: Set<String> = Set("b c d decfloat16 decfloat34 f i int8 n p s t x clike csequence decfloat string xstring".split(separator: " ").map(String.init))
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r(#"".*"#, .c1),
                r(#"^\*.*"#, .cm),
                r(#"\d+"#, .mi),
                r("('|`)", .s1, push("single_string")),
                r(#"[\[\]\(\)\{\}\.,:\|]"#, .p),
                g(#"(->|=>)([A-Za-z][A-Za-z0-9_\-]*)(\()"#, [.o, .n, .p]),
                // Without an arrow, a called name is a declaration keyword, a builtin or a name; its `(` is punctuation either way.
                classify(#"[A-Za-z][A-Za-z0-9_\-]*(?=\()"#) { name in
                    if ["DATA", "FIELD-SYMBOL"].contains(name.uppercased()) { return (.k, .stay) }
                    return (builtins.contains(name.lowercased()) ? .nb : .n, .stay)
                },
                classify(#"\w\w*"#) { word in
                    if keywords.contains(word.uppercased()) { return (.k, .stay) }
                    return (types.contains(word.lowercased()) ? .kt : .n, .stay)
                },
                r("(->|->>|=>)", .o),
                r(#"[-\*\+%/~=&\?<>!#\@\^]+"#, .o),
            ]),
            ("single_string", [
                r(#"\\."#, .se),
                r("(''|``)", .se),
                r("['`]", .s1, pop),
                r(#"[^\\'`]+"#, .s1),
            ]),
        ])
    }()
}
