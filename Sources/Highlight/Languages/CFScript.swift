extension Languages {
    static let cfscriptDefinition: LexerDefinition = {
        let keywordList = "if else var xml default break switch do try catch throw in continue for return while required"
        let keywords = Set(keywordList.split(separator: " ").map(String.init))
        let declarations = Set("component property function remote public package private".split(separator: " ").map(String.init))
        let types = Set("any array binary boolean component date guid numeric query string struct uuid void xml".split(separator: " ").map(String.init))
        let dottedID = "[$a-zA-Z_][a-zA-Z0-9_.]*"
        return LexerDefinition(states: [
            ("root", [
                inc("comments_and_whitespace"),
                r(#"(?i)(?:\+\+|--|&&|\|\||<=|>=|<|>|==|!=|mod|eq|lt|gt|lte|gte|not|is|and|or|xor|eqv|imp|equal|contains|\?|does not contain|greater than(?: or equal to)?|less than(?: or equal to)?)\b"#, .o, push("expr_start")),
                r(#"[-<>+*%&|\^/!=]=?"#, .o, push("expr_start")),
                r(#"[(\[,]"#, .p, push("expr_start")),
                r(";", .p, push("statement")),
                r(#"[)\].]"#, .p),
                r("[?]", .p, .push(["ternary", "expr_start"])),
                r("[{}]", .p, push("statement")),
                r(#"(?:application|session|client|cookie|super|this|variables|arguments|cgi)\b"#, .no),
                r(#"(?:true|false|null)\b"#, .kc),
                r(#"import\b"#, .kn, push("import")),
                g("(" + dottedID + #")(\s*)(:)(\s*)"#, [.n, .text, .p, .text], push("expr_start")),
                // A call: the name (a whole run of word characters and dots) is a keyword or a function.
                g("(" + words(keywordList, prefix: "", suffix: "") + #")(?![\w.])(\s*)(\()"#, [.k, .text, .p]),
                g(#"([A-Za-z_$][\w.]*)(\s*)(\()"#, [.nf, .text, .p]),
                classify(dottedID) { word in
                    if declarations.contains(word) { return (.kd, push("expr_start")) }
                    if keywords.contains(word) { return (.k, push("expr_start")) }
                    if types.contains(word) { return (.kt, push("expr_start")) }
                    return (.nx, .stay)
                },
                r(#"[0-9][0-9]*\.[0-9]+([eE][0-9]+)?[fd]?"#, .mf),
                r("0x[0-9a-fA-F]+", .mh),
                r("[0-9]+", .mi),
                r(#""(\\\\|\\"|[^"])*""#, .s2),
                r(#"'(\\\\|\\'|[^'])*'"#, .s1),
            ]),
            ("comments_and_whitespace", [r(#"\s+"#, .text), r("//.*?$", .c1), r(#"(?s)/\*.*?\*/"#, .cm)]),
            ("expr_start", [inc("comments_and_whitespace"), r("[{]", .p, push("object")), r("", .text, pop)]),
            ("statement", [r("[{}]", .p), inc("expr_start")]),
            ("object", [
                inc("comments_and_whitespace"),
                r("[}]", .p, push("expr_start")),
                g("(" + dottedID + #")(\s*)(:)"#, [.nx, .text, .p], push("expr_start")),
                r(":", .p),
                inc("root"),
            ]),
            ("ternary", [r(":", .p, .goto("expr_start")), inc("root")]),
            ("import", [r(#"\s+"#, .text), r(#"(?i)[a-z0-9_.]+\*?"#, .nn, pop)]),
        ])
    }()
}
