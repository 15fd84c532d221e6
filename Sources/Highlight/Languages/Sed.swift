extension Languages {
    static let sedDefinition: LexerDefinition = {
        let edot = #"(?:\\.|.)"#
        return LexerDefinition(states: [
            ("whitespace", [
                r(#"\s+"#, .text),
                r(#"#.*?\n"#, .c, .reset),
                r(#"\n"#, .text, .reset),
                r(";", .p, .reset),
            ]),
            ("root", [inc("addr_range")]),
            ("command", [
                inc("whitespace"),
                // The pattern and replacement are lexed by sed's own regex and replacement
                // lexers, which keep their state from one command to the next (as Rouge's do).
                ga("(?s)(s)(.)(" + edot + "*?)(\\2)(" + edot + "*?)(\\2)",
                   [.token(.k), .token(.p), .delegate("sed regex", keep: true), .token(.p),
                    .delegate("sed replacement", keep: true), .token(.p)], .goto("flags")),
                ga("(?s)(y)(.)(" + edot + "*?)(\\2)(" + edot + "*?)(\\2)",
                   [.token(.k), .token(.p), .delegate("sed replacement", keep: true), .token(.p),
                    .delegate("sed replacement", keep: true), .token(.p)], pop),
                g(#"([aic])(\s*)"#, [.k, .text], .goto("text")),
                r("[pd]", .k),
                g(#"(?i)([qQl])(\s+)(\d+)"#, [.k, .text, .m], pop),
                r("[={}dDgGhHlnpPqx]", .k, pop),
                g(#"([rRwW])(\s+)(\S+)"#, [.k, .text, .n], pop),
                g(#"([:btT])(\s+)(\S+)"#, [.k, .text, .nl], pop),
            ]),
            ("addr_range", [
                inc("whitespace"),
                r(#"\d+"#, .kn),
                r("[$,~+!]", .kn),
                ga(#"(/)((?:\\.|.)*?)(/)"#, [.token(.kn), .delegate("sed regex", keep: true), .token(.kn)]),
                ga(#"(\\)(.)((?:\\.|.)*?)(\2)"#, [.token(.kn), .token(.kn), .delegate("sed regex", keep: true), .token(.kn)]),
                r("", .text, push("command")),
            ]),
            ("text", [r(#"[^\\\n]+"#, .s), r(#"\\\n"#, .se), r(#"\\"#, .s), r(#"\n"#, .text, pop)]),
            ("flags", [r("[gp]+", .k, pop), g(#"([wW])(\s+)(\S+)"#, [.k, .text, .n]), r("", .text, pop)]),
        ])
    }()

    /// sed's regular expressions (inside `s/…/`, addresses).
    static let sedRegexDefinition = LexerDefinition(states: [
        ("root", [r(#"\\."#, .se), r(#"\["#, .p, push("brackets")), r("[$^.*]", .o), r("[()]", .p), r(".", .sr)]),
        ("brackets", [r(#"\^"#, .p, .goto("brackets_int")), r("", .text, .goto("brackets_int"))]),
        ("brackets_int", [r(".-.", .nv), r(#"\]"#, .p, pop), r(".", .sr)]),
    ])

    /// sed's replacement text (`&` and escapes).
    static let sedReplacementDefinition = LexerDefinition(states: [
        ("root", [r(#"(?s)\\."#, .se), r("&", .o), r(#"(?s)[^\\&]+"#, .text)]),
    ])
}
