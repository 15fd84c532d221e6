extension Languages {
    static let stanDefinition: LexerDefinition = {
        let names = table([(.k, StanWords.keywords), (.kt, StanWords.types), (.kr, StanWords.reserved)])
        let id = "[a-zA-Z_][a-zA-Z0-9_]*"
        let returnType = #"(?:(?:[a-z_]\s*(?:\[[0-9, ]\])?)\s+)*"#
        let ws = #"(?:\s|//.*?\n|/[*].*?[*]/)+"#
        let op = #"=|<|<=|>|>=|==|!=|!|&&|\|\||\+|-|\*|/|\^|'|\.\+|\.-|\.\*|\./|\.\^|\\|\+=|-=|\*=|/=|\.\*=|\./=|~|\?|:"#
        let real = #"((\d+[.]\d*|[.]?\d+)e[+-]?\d+|\d*[.]\d+|\d+)"#
        let float = "(?s)(" + real + "(" + ws + ")[+-](" + ws + ")" + real + "i)|" + real + "i|((\\d+[.]\\d*|[.]?\\d+)e[+-]?\\d+|\\d*[.]\\d+)"
        let signature = #"(?=\([^;]*?\))"#
        // A call: the return type (lexed again as Stan) and the function's name, classed by the lists.
        func call(_ list: String, _ token: TokenClass) -> Rule {
            ga("(" + returnType + ")" + words(list, prefix: "(", suffix: ")") + signature, [sub("stan"), .token(token)])
        }
        return LexerDefinition(states: [
            ("root", [
                inc("whitespace"),
                r("#include", .cp, push("include")),
                r("#.*$", .gd),
                r(#"functions|(?:transformed\s+)?data|(?:transformed\s+)?parameters|model|generated\s+quantities"#, .nn),
                r(#"\{"#, .p, push("bracket_scope")),
                inc("scope"),
            ]),
            ("include", [g(#"(\s+)(\S+)(\s*)"#, [.text, .cpf, .text], pop)]),
            ("whitespace", [r(#"\n+"#, .text), r(#"//(\\.|.)*?$"#, .c1), inc("inline_whitespace")]),
            ("inline_whitespace", [r(#"[ \t\r]+"#, .text), r(#"(?s)/(\\\n)?[*].*?[*](\\\n)?/"#, .cm)]),
            ("statements", [
                inc("whitespace"),
                r("#include", .cp, push("include")),
                r("#.*$", .gd),
                r(#"""#, .s, push("string")),
                r(float, .mf),
                r(#"\d+"#, .mi),
                r(#"\*/"#, .err),
                r(op, .o),
                r(#"[\[\],.;]"#, .p),
                r("[|](?![|])", .p),
                r(#"T\b"#, .kr),
                r(#"(lower|upper)\b"#, .na),
                lk(id, names, .nv),
            ]),
            ("scope", [
                inc("whitespace"),
                call(StanWords.builtinFunctions, .nb),
                call(StanWords.distributions, .nb),
                call(StanWords.constants, .kc),
                ga("(" + returnType + ")(" + id + ")" + signature, [sub("stan"), .token(.nf)]),
                r(#"\{"#, .p, push("bracket_scope")),
                r(#"\("#, .p, push("parens_scope")),
                inc("statements"),
            ]),
            ("bracket_scope", [inc("scope"), r(#"\}"#, .p, pop)]),
            // Rouge 3.30 pushes a `string` state it never defines (rougify fails on any `"` in Stan);
            // here a string runs to the next quote.
            ("string", [r(#"[^"]+"#, .s), r(#"""#, .s, pop)]),
            ("parens_scope", [inc("scope"), r(#"\)"#, .p, pop)]),
        ])
    }()
}
