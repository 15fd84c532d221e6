extension Languages {
    static let liquidDefinition: LexerDefinition = {
        let filter = #"(\|)(\s*)([a-zA-Z_][^\s}\|:]*)"#
        let markup = #"((?:[^\s%,\|'"]|(?:"[^"]*"|'[^']*'))+)"#
        // Rouge picks the class of a `cycle` name or a `for` collection by what the text holds.
        func cycle(_ lookahead: String, _ token: TokenClass) -> Rule {
            g(#"(cycle)(\s+)(?:("# + lookahead + #"[^\s:]*)(\s*)(:))?(\s*)"#, [.nt, .w, token, .w, .p, .w], push("variable_tag_markup"))
        }
        func forLoop(_ lookahead: String, _ token: TokenClass) -> Rule {
            g(#"(for|tablerow)(\s+)([\w-]+)(\s+)(in)(\s+)"# + lookahead + markup + #"(\s*)"#, [.nt, .w, .nv, .w, .nt, .w, token, .w], push("tag_markup"))
        }
        return LexerDefinition(states: [
            ("root", [
                r(#"[^\{]+"#, .text),
                g(#"(\{%-?)(\s*)"#, [.p, .w], push("tag_or_block")),
                g(#"(\{\{-?)(\s*)"#, [.p, .w], push("output")),
                r(#"\{"#, .text),
            ]),
            ("tag_or_block", [
                r(#"(if|elsif|unless|case)\b"#, .kr, push("condition")),
                r(#"(when)\b"#, .kr, push("when")),
                g(#"(else)(\s*)(-?%\})"#, [.kr, .w, .p], pop),
                g(#"(capture|(?:in|de)crement)(\s+)([^\s%]+)(\s*)(-?%\})"#, [.nt, .w, .nv, .w, .p], pop),
                g(#"(comment)(\s*)(-?%\})"#, [.nt, .w, .p], push("comment")),
                g(#"(raw)(\s*)(-?%\})"#, [.nt, .w, .p], push("raw")),
                g(#"(end(?:if|unless|case))(\s*)(-?%\})"#, [.kr, .w, .p], pop),
                g(#"(end(?:[^\s%]+))(\s*)(-?%\})"#, [.nt, .w, .p], pop),
                r(#"(assign|echo)\b"#, .nt, push("assign")),
                r(#"(include|render)\b"#, .nt, push("include")),
                cycle(#"(?=[^\s:]*'[^'\s:]*')"#, .s1),
                cycle(#"(?=[^\s:]*"[^"\s:]*")"#, .s2),
                cycle("", .na),
                forLoop(#"(?=(?:[^\s%,\|'"]|"[^"]*")*')"#, .s1),
                forLoop(#"(?=(?:[^\s%,\|'"]|'[^']*')*")"#, .s2),
                forLoop("", .nv),
                g(#"([^\s%]+)(\s*)"#, [.nt, .w], push("tag_markup")),
            ]),
            ("output", [g(filter, [.p, .w, .nf], push("filters")), inc("end_of_tag"), inc("generic")]),
            ("filters", [g(#"(\|)(\s*)([a-zA-Z_][^\s%}\|:]*)"#, [.p, .w, .nf]), inc("end_of_tag"), inc("end_of_block"), inc("variable_param_markup")]),
            ("condition", [r(#"([=!]=|[<>]=?)"#, .o), r(#"(and|or|contains)\b"#, .ow), inc("end_of_block"), inc("generic")]),
            ("when", [inc("end_of_block"), inc("generic")]),
            ("end_of_tag", [r(#"-?\}\}"#, .p, .reset)]),
            ("end_of_block", [r(#"-?%\}"#, .p, .reset)]),
            ("param_markup", [
                inc("whitespace"), inc("keyword"), inc("string"), inc("number"),
                g(#"([^\s=:]+)(\s*)(=|:)"#, [.na, .w, .o]),
                r("[,:]", .p),
            ]),
            ("default_param_markup", [inc("param_markup"), r(#"\S+"#, .text)]),
            ("variable_param_markup", [inc("param_markup"), inc("variable"), r(#"\S+"#, .text)]),
            ("tag_markup", [r(#"(reversed)\b"#, .na), inc("end_of_block"), inc("default_param_markup")]),
            ("variable_tag_markup", [inc("end_of_block"), inc("variable_param_markup")]),
            ("keyword", [r(#"(false|true|nil)\b"#, .kc)]),
            ("variable", [
                r(#"(empty|blank|forloop\.[^\s%}\|:]+)\b"#, .nb),
                r(#"\.(?=\w)|\[|\]"#, .p),
                r(#"(first|last|size)\b"#, .nf),
                r(#"[a-zA-Z_][\w-]*\??"#, .nv),
            ]),
            ("string", [r("'[^']*'", .s1), r(#""[^"]*""#, .s2)]),
            ("number", [r("-", .o), r(#"\d+\.\d+"#, .mf), r(#"\d+"#, .mi)]),
            ("generic", [inc("whitespace"), inc("keyword"), inc("string"), inc("number"), inc("variable")]),
            ("whitespace", [r(#"[ \t]+"#, .w)]),
            ("comment", [
                r(#"[^\{]+"#, .c),
                g(#"(\{%-?)(\s*)(endcomment)(\s*)(-?%\})"#, [.p, .w, .nt, .w, .p], .reset),
                r(#"\{"#, .c),
            ]),
            ("raw", [
                r(#"[^\{]+"#, .text),
                g(#"(\{%-?)(\s*)(endraw)(\s*)(-?%\})"#, [.p, .w, .nt, .w, .p], .reset),
                r(#"\{"#, .text),
            ]),
            ("assign", [r("=", .o), g(#"(\|)(\s*)([a-zA-Z_][^\s%\|:]*)"#, [.p, .w, .nf], push("filters")), inc("end_of_block"), inc("generic")]),
            ("include", [
                g(#"(\{\{-?)(\s*)"#, [.p, .w], push("output_embed")),
                r(#"(with|for)\b"#, .nt),
                r(#"[\/\w-]+(\.[\w-]+)+\b"#, .text),
                inc("variable_tag_markup"),
            ]),
            ("output_embed", [g(filter, [.p, .w, .nf]), r(#"-?\}\}"#, .p, pop), inc("variable_param_markup")]),
        ])
    }()
}
