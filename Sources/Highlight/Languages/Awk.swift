extension Languages {
    static let awkDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let keywords = set("if else while for do break continue return next nextfile delete exit print printf getline")
        let constants = set("CONVFMT FS NF NR FNR FILENAME RS OFS ORS OFMT SUBSEP ARGC ARGV ENVIRON")
        let builtins = set("exp log sqrt sin cos atan2 length rand srand int substr index match split sub gsub sprintf system tolower toupper")
        return LexerDefinition(states: [
            ("comments_and_whitespace", [r(#"\s+"#, .text), r("#.*?$", .c1)]),
            ("expr_start", [inc("comments_and_whitespace"), r("/", .sr, .goto("regex")), r("", .text, pop)]),
            ("regex", [
                r("/", .sr, .goto("regex_end")),
                r("[^/]\\n", .err, pop),
                r("\\n", .err, pop),
                r(#"\[\^"#, .se, push("regex_group")),
                r(#"\["#, .se, push("regex_group")),
                r(#"\\."#, .se),
                r("[(][?][:=<!]", .se),
                r(#"[{][\d,]+[}]"#, .se),
                r("[()?]", .se),
                r(".", .sr),
            ]),
            ("regex_end", [r("", .text, pop)]),
            ("regex_group", [
                r("/", .se),
                r("[^/]\\n", .err, .pop(2)),
                r(#"\]"#, .se, pop),
                r(#"\\."#, .se),
                r(".", .sr),
            ]),
            ("root", [
                inc("comments_and_whitespace"),
                r(#"(?<=\n)(?=\s|/)"#, .text, push("expr_start")),
                r(#"[-<>+*/%\^!=]=?|in\b|\+\+|--|\|"#, .o, push("expr_start")),
                r(#"&&|\|\||~!?"#, .o, push("expr_start")),
                r(#"[(\[,]"#, .p, push("expr_start")),
                r(";", .p, push("statement")),
                r(#"[)\].]"#, .p),
                r("[?]", .p, .push(["ternary", "expr_start"])),
                r("[{}]", .p, push("statement")),
                classify("[$a-zA-Z_][a-zA-Z0-9_]*") { word in
                    if keywords.contains(word) { return (.k, push("expr_start")) }
                    if word == "function" { return (.kd, push("expr_start")) }
                    if word == "BEGIN" || word == "END" { return (.kr, .stay) }
                    if constants.contains(word) { return (.kc, .stay) }
                    if builtins.contains(word) { return (.nb, .stay) }
                    return (word.hasPrefix("$") ? .nv : .nx, .stay)
                },
                r(#"[0-9]+\.[0-9]+"#, .mf),
                r("[0-9]+", .mi),
                r(#""(\\[\\"]|[^"])*""#, .s2),
                r(":", .p),
            ]),
            ("statement", [r("[{}]", .p), inc("expr_start")]),
            ("ternary", [r(":", .p, .goto("expr_start")), inc("root")]),
        ])
    }()
}
