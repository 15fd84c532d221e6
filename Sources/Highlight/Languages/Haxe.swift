extension Languages {
    static let haxeDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let keywords = set("""
            break case cast catch class continue default do else enum false for function if import interface \
            macro new null override package private public return switch this throw true try untyped while
            """)
        let declarations = set("abstract dynamic extern extends from implements inline static to typedef var")
        let reserved = set("super trace inline build autoBuild enum")
        let constants = set("true false null")
        let builtins = set("""
            Void Dynamic Math Class Any Float Int UInt String StringTools Sys EReg isNaN parseFloat parseInt this \
            Array Map Date DateTools Bool Lambda Reflect Std File FileSystem
            """)
        let id = "[$a-zA-Z_][a-zA-Z0-9_]*"
        let whitespace: [Rule] = [r(#"\s+"#, .text), r("//.*?$", .c1), r(#"(?s)/\*.*?\*/"#, .cm)]
        let hex = "[0-9a-fA-F]"
        return LexerDefinition(states: [
            ("root", [
                r(#"\n"#, .text, push("statement")),
                r(#"\{"#, .p, push("expr_start")),
            ] + whitespace + [
                r("@", .nd, push("metadata")),
                r(#"\+\+|--|~|&&|\|\||\\(?=\n)|<<|>>|==|!="#, .o, push("expr_start")),
                r(#"[-:<>+*%&|\^/!=]=?"#, .o, push("expr_start")),
                r(#"[(\[,]"#, .p, push("expr_start")),
                r(";", .p, push("statement")),
                r(#"[)\]}.]"#, .p),
                r("[?]", .p, .push(["ternary", "expr_start"])),
                classify(id) { word in
                    if keywords.contains(word) { return (.k, .push(["expr_start"])) }
                    // Rouge pushes an undefined state after `using` (and stops with an error).
                    if word == "using" { return (.k, .stay) }
                    if declarations.contains(word) { return (.kd, .push(["expr_start"])) }
                    if reserved.contains(word) { return (.kr, .stay) }
                    if constants.contains(word) { return (.kc, .stay) }
                    if builtins.contains(word) { return (.nb, .stay) }
                    return (.nx, .stay)
                },
                r(#"\-?\d+\.\d+(?:[eE]\d+)?[fd]?"#, .mf),
                r("0x" + hex + "+", .mh),
                r(#"\-?[0-9]+"#, .mi),
                r(#"""#, .s2, push("str_double")),
                r("'", .s1, push("str_single")),
            ]),
            ("expr_start", whitespace + [
                r("#(?:if|elseif|else|end).*", .cp),
                r("~", .sr, .goto("regex")),
                r("[{]", .p, push("object")),
                r("", .text, pop),
            ]),
            ("regex", [
                r("/", .sr, .goto("regex_end")),
                r(#"[^/]\n"#, .err, pop),
                r(#"\n"#, .err, pop),
                r(#"\[\^"#, .se, push("regex_group")),
                r(#"\["#, .se, push("regex_group")),
                r(#"\\."#, .se),
                r("[(][?][:=<!]", .se),
                r(#"[{][\d,]+[}]"#, .se),
                r("[()?]", .se),
                r(".", .sr),
            ]),
            ("regex_end", [r("[gim]+", .sr, pop), r("", .text, pop)]),
            ("regex_group", [
                r("/", .se),
                r(#"[^/]\n"#, .err, .pop(2)),
                r(#"\]"#, .se, pop),
                r(#"\\."#, .se),
                r(".", .sr),
            ]),
            ("statement", [g("(" + id + #")(\s*)(:)"#, [.nl, .text, .p]), inc("expr_start")]),
            ("object", whitespace + [
                r("[}]", .p, .goto("statement")),
                g("(" + id + #")(\s*)(:)"#, [.na, .text, .p], push("expr_start")),
                r(":", .p),
                inc("root"),
            ]),
            ("metadata", [
                g("(" + id + #")(\()"#, [.nd, .p]),
                r(id, .nd, pop),
                r(":" + id + #"(?:\."# + id + ")*", .nd, pop),
                r(#"\)"#, .nd, pop),
                inc("root"),
            ]),
            ("ternary", [r(":", .p, .goto("expr_start")), inc("root")]),
            ("str_double", [inc("str_escape"), r(#"""#, .s2, pop), r(#"[^\\"]+"#, .s2)]),
            ("str_single", [
                inc("str_escape"),
                r("'", .s1, pop),
                r(#"\$\$"#, .s1),
                r(#"\$"# + id, .si),
                r(#"\$\{"#, .si, push("str_interpol")),
                r(#"[^\\$']+"#, .s1),
            ]),
            ("str_escape", [
                r(#"\\[\\tnr'"]"#, .se),
                r(#"\\[0-7]{3}"#, .se),
                r(#"\\x"# + hex + "{2}", .se),
                r(#"\\u"# + hex + "{4}", .se),
                r(#"\\u\{"# + hex + #"{1,6}\}"#, .se),
            ]),
            ("str_interpol", [r(#"\}"#, .si, pop), inc("root")]),
        ])
    }()
}
