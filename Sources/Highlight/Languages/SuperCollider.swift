extension Languages {
    static let supercolliderDefinition: LexerDefinition = {
        let names = table([
            (.k, "var arg classvar const super this"),
            (.kc, "true false nil inf thisThread thisMethod thisFunction thisProcess thisFunctionDef currentEnvironment topEnvironment"),
            (.kr, "case do for forBy loop if while new newCopyArgs"),
        ])
        return LexerDefinition(states: [
            ("root", [
                inc("whitespace"),
                inc("comments"),
                r(#"[\-+]?0[xX][0-9a-fA-F]+"#, .mh),
                r(#"[\-+]?\d+r[0-9a-zA-Z]*(\.[0-9A-Z]*)?"#, .mf),
                r(#"[\-+]?((\d+(\.\d+)?([eE][\-+]?\d+)?(pi)?)|pi)"#, .mf),
                r(#"[\-+]?\d+"#, .mi),
                r(#"\$(\\.|.)"#, .sc),
                r(#""([^\\"]|\\.)*""#, .s),
                r(#"'([^\\']|\\.)*'"#, .sx),
                r(#"\\\w+"#, .sx),
                r(#"[A-Za-z_]\w*:"#, .nl),
                r(#"[A-Z]\w*"#, .nc),
                r(#"_\w+"#, .nf),
                lk(#"[a-z]\w*"#, names, .n),
                r(#"~\w+"#, .vg),
                r(#"[\{\}()\[\];,\.]"#, .p),
                r(#"[\+\-\*\/&\|%<>=]+"#, .o),
                r(#"[\^:#]"#, .o),
                r(#"\b_\b"#, .nb),
            ]),
            ("whitespace", [r(#"\s+"#, .text)]),
            ("comments", [r("//.*?$", .c1), r("/[*]", .cm, push("nested_comment"))]),
            ("nested_comment", [
                r("/[*]", .cm, push("nested_comment")),
                r("[*]/", .cm, pop),
                r("[^*/]+", .cm),
                r("(?s).", .cm),
            ]),
        ])
    }()
}
