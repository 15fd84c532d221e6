extension Languages {
    /// FreeFEM: Rouge's C++ lexer with its own `statements` (word lists, `'` an operator) and
    /// preprocessor words at the start of a line.
    static let freefemDefinition: LexerDefinition = {
        let words = table([
            (.k, FreeFEMWords.keywords), (.kt, FreeFEMWords.types), (.kr, FreeFEMWords.reserved),
            (.nb, FreeFEMWords.builtins), (.na, FreeFEMWords.attributes),
        ])
        return CFamily.definition(
            name: "freefem", aliases: ["ff"],
            keywords: "", types: "", reserved: "", builtins: "",
            prepend: ["root": [r(#"(?:__offload|__blockingoffload|__outer)\b"#, .kp)]],
            extra: [
                ("expr_bol", [
                    inc("inline_whitespace"),
                    r("include", .cp, push("macro")),
                    r("load", .cp, push("macro")),
                    r("ENDIFMACRO", .cp, push("macro")),
                    r("IFMACRO", .cp, push("macro")),
                    r("", .text, pop),
                ]),
                ("statements", [
                    inc("whitespace"),
                    r(#"(u8|u|U|L)?""#, .s, push("string")),
                    r(#"(?i)(u8|u|U|L)?'(\\.|\\[0-7]{1,3}|\\x[a-f0-9]{1,2}|[^\\'\n])'"#, .sc),
                    r(#"(?i)(\d+[.]\d*|[.]?\d+)e[+-]?\d+[lu]*"#, .mf),
                    r(#"(?i)\d+e[+-]?\d+[lu]*"#, .mf),
                    r(#"(?i)0x[0-9a-f]+[lu]*"#, .mh),
                    r(#"(?i)0[0-7]+[lu]*"#, .mo),
                    r(#"(?i)\d+[lu]*"#, .mi),
                    r(#"\*/"#, .err),
                    r(#"[~!%^&*+=\|?:<>/-]"#, .o),
                    r("'", .o),
                    r(#"[()\[\],.;]"#, .p),
                    r(#"\bcase\b"#, .k, push("case")),
                    r(#"(?:true|false|NaN)\b"#, .nb),
                    lk(#"(?i)[a-z_]\w*"#, words, .n),
                ]),
                ("classname", [
                    r(CFamily.id, .nc, pop), inc("whitespace"), r("[.]{3}", .o), r(",", .p, pop), r("", .text, pop),
                ]),
                ("template", [r("[>;]", .p, pop), r(#"typename\b"#, .k, push("classname")), inc("statements")]),
                ("case", [r(":(?!:)", .p, pop), inc("statements")]),
            ])
    }()
}
