extension Languages {
    static let ghcCoreDefinition: LexerDefinition = {
        LexerDefinition(states: [
            ("root", [
                r("^=====.*=====$", .gh),
                r(#"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d+ UTC$"#, .c1),
                r(#"^Result size of .+\n.+\{[^}]*\}"#, .cm),
                r("--.*$", .c1),
                r(#"\["#, .cs, push("annotation")),
                inc("recursive_binding"),
                inc("ghc_rule"),
                inc("function"),
                r(#"\s"#, .text),
                r(".", .text),
            ]),
            ("expression", [
                r(#"[\n]+"#, .text),
                r(#"(?=^\S)"#, .text, pop),
                r(#"\s+"#, .text, push("expression_line")),
            ]),
            ("expression_line", [r(" ", .text), inc("common"), r(#"\n"#, .text, pop)]),
            ("annotation", [r(#"\]"#, .cs, pop), r(#"\["#, .cs, push("annotation")), r(#"[^\[\]]+"#, .cs)]),
            ("common", [
                r(#"\[[^=]*\]"#, .kt),
                r(#"\["#, .cs, push("annotation")),
                inc("literal"),
                r("__DEFAULT", .no),
                r("[.,(){};]", .p),
                inc("operator"),
                inc("name"),
            ]),
            ("literal", [
                r(#"\d+\.\d+#{0,2}"#, .mf),
                r(#"\d+#{0,2}"#, .mi),
                r(##"".*"#"##, .s),
                r("'.'#", .sc),
            ]),
            // Rouge's rule for a line-initial module name starts with `^`, which never holds here
            // (a line break ends the line's state); its `^` inside a group holds at any position.
            ("name", [
                r(#"[A-Z][^\s.,(){}]*"#, .kt),
                g(#"(^[a-z].*?\d+\.\d+\.\d+)(:)(?=\S)"#, [.nn, .p]),
                r(#"\S*\(,\)\S*"#, .nv),
                r(#"\S[^\s.,(){}]*"#, .nv),
            ]),
            ("operator", [
                r("=>", .o), r("->", .o), r("::", .o), r("=", .o),
                r("forall", .k), r("case", .k), r("of", .k), r("letrec", .k), r("let", .k), r("join", .k),
                r("@", .o), r(#"\\"#, .o),
            ]),
            ("recursive_binding", [
                g(#"(Rec)(\s*)(\{)"#, [.k, .text, .p]),
                g(#"^(end)(\s*)(Rec)(\s*)(\})"#, [.k, .text, .k, .text, .p]),
            ]),
            ("ghc_rule", [r(#"(?s)^(".*?")"#, .nl, push("expression"))]),
            ("function", [r(#"(?s)^(\S+)(?=.*?(=|::))"#, .nf, push("expression"))]),
        ])
    }()
}
