extension Languages {
    static let texDefinition: LexerDefinition = {
        let command = #"(?i)\\([a-z]+|\s+|.)"#
        return LexerDefinition(states: [
            ("root", [
                r(#"\\\["#, .p, push("displaymath")),
                r(#"\\\("#, .p, push("inlinemath")),
                r(#"\$\$"#, .p, push("displaymath")),
                r(#"\$"#, .p, push("inlinemath")),
                r(#"\\(begin|end)\{.*?\}"#, .nt),
                g(#"(\\verb)\b(\S)(.*?)(\2)"#, [.nb, .kp, .sx, .kp]),
                r(command, .k, push("command")),
                inc("general"),
                r(#"[^\\$%&_^{}]+"#, .text),
            ]),
            ("general", [r("%.*$", .c), r("[{}&_^]", .p)]),
            ("math", [
                r(command, .nv),
                inc("general"),
                r("[0-9]+", .m),
                r(#"[-=!+*\/()\[\]]"#, .o),
                r(#"[^=!+*\/()\[\]\\$%&_^{}0-9-]+"#, .nb),
            ]),
            ("inlinemath", [r(#"\\\)"#, .p, pop), r(#"\$"#, .p, pop), inc("math")]),
            ("displaymath", [r(#"\\\]"#, .p, pop), r(#"\$\$"#, .p, pop), r(#"\$"#, .nb), inc("math")]),
            ("command", [r(#"\[.*?\]"#, .na), r(#"\*"#, .k), r("", .text, pop)]),
        ])
    }()
}
