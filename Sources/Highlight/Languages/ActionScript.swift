extension Languages {
    static let actionscriptDefinition: LexerDefinition = {
        let id = "[$a-zA-Z_][a-zA-Z0-9_]*"
        let keywords = Set("for in while do break return continue switch case default if else throw try catch finally new delete typeof is this with".split(separator: " ").map(String.init))
        let declarations: Set<String> = ["var", "with", "function"]
        let others = table([
            (.kr, "dynamic final internal native public protected private class const override static package interface extends implements namespace set get import include super flash_proxy object_proxy trace"),
            (.kc, "true false null NaN Infinity undefined"),
            (.nb, "void Function Math Class Object RegExp decodeURI decodeURIComponent encodeURI encodeURIComponent eval isFinite isNaN parseFloat parseInt this"),
        ])
        return LexerDefinition(states: [
            ("root", [
                r(#"(?s)\A\s*#!.*?\n"#, .cp, push("statement")),
                r(#"\n"#, .text, push("statement")),
                r(#"(?<=\n)(?=\s|/|<!--)"#, .text, push("expr_start")),
                inc("comments_and_whitespace"),
                r(#"\+\+|--|~|&&|\|\||\\(?=\n)|<<|>>>?|===|!=="#, .o, push("expr_start")),
                r(#"[:-<>+*%&|\^/!=]=?"#, .o, push("expr_start")),
                r(#"[(\[,]"#, .p, push("expr_start")),
                r(";", .p, push("statement")),
                r(#"[)\].]"#, .p),
                r("[?]", .p, .push(["ternary", "expr_start"])),
                r("[{}]", .p, push("statement")),
                classify(id) { word in
                    if keywords.contains(word) { return (.k, push("expr_start")) }
                    if declarations.contains(word) { return (.kd, push("expr_start")) }
                    return (others[word] ?? .nx, .stay)
                },
                r(#"\-?[0-9][0-9]*\.[0-9]+([eE][0-9]+)?[fd]?"#, .mf),
                r("0x[0-9a-fA-F]+", .mh),
                r(#"\-?[0-9]+"#, .mi),
                r(#""(\\\\|\\"|[^"])*""#, .s2),
                r(#"'(\\\\|\\'|[^'])*'"#, .s1),
            ]),
            ("comments_and_whitespace", [
                r(#"\s+"#, .text),
                r("//.*?$", .c1),
                r(#"(?s)/\*.*?\*/"#, .cm),
            ]),
            ("expr_start", [
                inc("comments_and_whitespace"),
                r("/", .sr, .goto("regex")),
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
            ("statement", [
                g("(" + id + #")(\s*)(:)"#, [.nl, .text, .p]),
                r("[{}]", .p),
                inc("expr_start"),
            ]),
            ("object", [
                inc("comments_and_whitespace"),
                r("[}]", .p, .goto("statement")),
                g("(" + id + #")(\s*)(:)"#, [.na, .text, .p], push("expr_start")),
                r(":", .p),
                inc("root"),
            ]),
            ("ternary", [r(":", .p, .goto("expr_start")), inc("root")]),
        ])
    }()
}
