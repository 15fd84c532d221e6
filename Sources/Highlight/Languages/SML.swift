extension Languages {
    static let smlDefinition: LexerDefinition = {
        let keywords = """
            abstype and andalso as case datatype do else end exception fn fun handle if in infix infixr let \
            local nonfix of op open orelse raise rec then type val with withtype while eqtype functor include \
            sharing sig signature struct structure where
            """
        let keywordAlt = keywords.split(separator: " ").joined(separator: "|")
        let idClass = table([(.kr, keywords), (.p, ": | = => -> # :>")])
        let id = #"[\w']+"#
        let symbol = #"[!%&$#/:<=>?@\\~`^|*+-]+"#
        /// An identifier followed by a dot: a keyword there is an error, anything else a structure.
        let withDot: [Rule] = [g("(" + keywordAlt + ")([.])", [.err, .p]), g("(" + id + ")([.])", [.nn, .p])]
        let whitespace: [Rule] = [r(#"\s+"#, .text), r("[(][*]", .c, push("comment"))]
        func delimiters(_ host: String) -> [Rule] {
            [
                r(#"[(\[{]"#, .p, push("main")),
                r(#"[)\]}]"#, .p, pop),
                r(#"\b(let|if|local)\b(?!')"#, .kr, .push([host, host])),
                r(#"\b(struct|sig|while)\b(?!')"#, .kr, .pushSelf),
                r(#"\b(do|else|end|in|then)\b(?!')"#, .kr, pop),
            ]
        }
        let breakout = r(#"(?=\b("# + keywordAlt + #")\b(?!'))"#, .text, pop)
        let annotations: [Rule] = [r(#"'[\w']*"#, .nd), r("[(]", .p, push("tyvarseq"))]
        let core: [Rule] = [
            r(#"[()\[\]{},;_]|[.][.][.]"#, .p),
            r(##"#""##, .sc, push("char")),
            r(#"""#, .s2, push("string")),
            r("~?0x[0-9a-fA-F]+", .mh),
            r("0wx[0-9a-fA-F]+", .mh),
            r(#"0w\d+"#, .mi),
            r(#"~?\d+([.]\d+)?[eE]~?\d+"#, .mf),
            r(#"~?\d+[.]\d+"#, .mf),
            r(#"~?\d+"#, .mi),
            r(#"#\s*[1-9][0-9]*"#, .nl),
            r(#"#\s*"# + id, .nl),
            r(#"#\s+"# + symbol, .nl),
            r(#"\b(datatype|abstype)\b(?!')"#, .kr, push("dname")),
            r(#"(?=\bexception\b(?!'))"#, .text, push("ename")),
            r(#"\b(functor|include|open|signature|structure)\b(?!')"#, .kr, push("sname")),
            r(#"\b(type|eqtype)\b(?!')"#, .kr, push("tname")),
            r("'" + id, .nd),
            g("(" + keywordAlt + ")([.])", [.err, .p], push("dotted")),
            g("(" + id + ")([.])", [.nn, .p], push("dotted")),
            lk(id, idClass, .n),
            lk(symbol, idClass, .n),
        ]
        let escapes: [Rule] = [
            r(#"\\[\\"abtnvfr]"#, .se),
            r(#"\\\^[\x40-\x5e]"#, .se),
            r(#"\\[0-9]{3}"#, .se),
            r(#"\\u[0-9a-fA-F]{4}"#, .se),
            r(#"\\\s+\\"#, .si),
        ]
        return LexerDefinition(states: [
            ("root", [r("#!.*?\n", .cp), r("", .text, push("main"))]),
            ("main", whitespace + [
                r(#"\b(val|and)\b(?!')"#, .kr, push("vname")),
                r(#"\b(fun)\b(?!')"#, .kr, .popPush(1, ["main_fun", "fname"])),
            ] + delimiters("main") + core),
            ("main_fun", whitespace + [
                r(#"\b(fun|and)\b(?!')"#, .kr, push("fname")),
                r(#"\bval\b(?!')"#, .kr, .popPush(1, ["main", "vname"])),
                r("[|]", .p, push("fname")),
                r(#"\b(case|handle)\b(?!')"#, .kr, .goto("main")),
            ] + delimiters("main_fun") + core),
            ("dotted", withDot + [lk(id, idClass, .n, pop), lk(symbol, idClass, .n, pop)]),
            ("string", [r(#"[^"\\]+"#, .s2), r(#"""#, .s2, pop)] + escapes),
            ("char", [r(#"[^"\\]+"#, .sc), r(#"""#, .sc, pop)] + escapes),
            ("sname", whitespace + [breakout, r(id, .nn), r("", .text, pop)]),
            ("fname", whitespace + annotations + [r(id, .nf, pop), r(symbol, .nf, pop)]),
            ("vname", whitespace + annotations + [
                g("(" + id + #")(\s*)(=(?!"# + symbol + "))", [.nv, .text, .p], pop),
                g("(" + symbol + #")(\s*)(=(?!"# + symbol + "))", [.nv, .text, .p]),
                r(id, .nv, pop),
                r(symbol, .nv, pop),
                r("", .text, pop),
            ]),
            ("tname", whitespace + [breakout] + annotations + [
                r("=(?!" + symbol + ")", .p, .goto("typbind")),
                r(id, .kt),
                r(symbol, .kt),
            ]),
            ("typbind", whitespace + [r(#"\b(and)\b(?!')"#, .kr, .goto("tname")), breakout] + core),
            ("dname", whitespace + [breakout] + annotations + [
                g(#"(=)(\s*)(datatype)\b"#, [.p, .text, .kr], pop),
                r("=(?!" + symbol + ")", .p, .popPush(1, ["datbind", "datcon"])),
                r(id, .kt),
                r(symbol, .kt),
            ]),
            ("datbind", whitespace + [
                r(#"\b(and)\b(?!')"#, .kr, .goto("dname")),
                r(#"\b(withtype)\b(?!')"#, .kr, .goto("tname")),
                r(#"\bof\b(?!')"#, .kr),
                g(#"([|])(\s*)("# + id + ")", [.p, .text, .nc]),
                g(#"([|])(\s+)("# + symbol + ")", [.p, .text, .nc]),
                breakout,
            ] + core),
            ("ename", whitespace + [
                g(#"(exception|and)(\s+)("# + id + ")", [.kr, .text, .nc]),
                g(#"(exception|and)(\s*)("# + symbol + ")", [.kr, .text, .nc]),
                r(#"\b(of)\b(?!')"#, .kr),
                breakout,
            ] + core),
            ("datcon", whitespace + [r(id, .nc, pop), r(symbol, .nc, pop)]),
            ("tyvarseq", whitespace + [r(#"'[\w']*"#, .nd), r(id, .n), r(",", .p), r("[)]", .p, pop), r(symbol, .n)]),
            ("comment", [r("[^(*)]+", .cm), r("[(][*]", .cm, .pushSelf), r("[*][)]", .cm, pop), r("[(*)]", .cm)]),
        ])
    }()
}
