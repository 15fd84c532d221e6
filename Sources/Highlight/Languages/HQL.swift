extension Languages {
    /// Hive QL: SQL's lexer with its own word lists, double-quoted strings and `${…}` variables.
    static let hqlDefinition: LexerDefinition = {
        let words = table([(.nb, HQLWords.types), (.k, HQLWords.keywords)])
        let variable = r(#"\$\{"#, .nv, push("hive_variable"))
        return LexerDefinition(states: [
            ("root", [
                r(#"""#, .s2, push("double_string")),
                variable,
                r(#"\s+"#, .text),
                r("--.*", .c1),
                r(#"/\*"#, .cm, push("multiline_comments")),
                r(#"\d+"#, .mi),
                r("'", .s1, push("single_string")),
                r(#"""#, .nv, push("double_string")),
                r("`", .nv, push("backtick")),
                Rule(kind: .match(pattern: #"\w[\w\d]*"#, action: .lookupUppercased(words, .n), next: .stay)),
                r(#"[+*/<>=~!@#%&|?^-]"#, .o),
                r(#"[;:()\[\]\{\},.]"#, .p),
            ]),
            ("multiline_comments", [r("/[*]", .cm, .pushSelf), r("[*]/", .cm, pop), r("[^/*]+", .cm), r("[/*]", .cm)]),
            ("backtick", [r(#"\\."#, .se), r("``", .se), r("`", .nv, pop), r(#"[^\\`]+"#, .nv)]),
            ("single_string", [
                variable,
                r(#"[^\\'\$]+"#, .s1),
                r(#"\\."#, .se), r("''", .se), r("'", .s1, pop), r(#"[^\\']+"#, .s1),
            ]),
            ("double_string", [
                variable,
                r(#"""#, .s2, pop),
                r(#"[^\\"\$]+"#, .s2),
                r(#"\\."#, .se), r(#""""#, .se), r(#"""#, .nv, pop), r(#"[^\\"]+"#, .nv),
            ]),
            ("hive_variable", [r(#"\}"#, .nv, pop), r(#"[^\}]+"#, .nv)]),
        ])
    }()
}
