extension Languages {
    static let haskellDefinition: LexerDefinition = {
        let reserved = table([(.kr, "_ case class data default deriving do else if in infix infixl infixr instance let newtype of then type where")])
        let ascii = "NUL|SOH|[SE]TX|EOT|ENQ|ACK|BEL|BS|HT|LF|VT|FF|CR|S[OI]|DLE|DC[1-4]|NAK|SYN|ETB|CAN|EM|SUB|ESC|[FGRU]S|SP|DEL"
        let symbol = #"[:!#\$\%&*+.\\/<=>?@^\|~-]"#
        return LexerDefinition(states: [
            ("root", [
                inc("basic"),
                r(#"'(?=(?:.|\\\S+)')"#, .sc, push("character")),
                r(#"""#, .s, push("string")),
                r(#"(?i)\d+e[+-]?\d+"#, .mf),
                r(#"(?i)\d+\.\d+(e[+-]?\d+)?"#, .mf),
                r(#"(?i)0o[0-7]+"#, .mo),
                r(#"(?i)0x[\da-f]+"#, .mh),
                r(#"\d+"#, .mi),
                r(#"import(?![\w'])"#, .kr, push("import")),
                r(#"module(?![\w'])"#, .kr, push("module")),
                lk(#"'?[A-Z][\w']*"#, reserved, .kt),
                lk(#"[\w']+"#, reserved, .n),
                r(#"\\(?!"# + symbol + "+)", .nf),
                r("(<-|::|->|=>|=)(?!" + symbol + "+)", .o),
                r(":" + symbol + "*", .o),
                r(symbol + "+", .o),
                r(#"\[\s*\]"#, .kt),
                r(#"\(\s*\)"#, .nb),
                g(#"(\[)([_a-z][\w']*)(\|)"#, [.o, .n, .o], push("quasiquotation")),
                r(#"[\[\](),;`{}]"#, .p),
            ]),
            ("basic", [
                r(#"\s+"#, .text),
                r(#"\{-#"#, .cp, push("comment_preproc")),
                r(#"\{-"#, .cm, push("comment")),
                r(#"^--\s+\|.*?$"#, .cd),
                r(#"--(?![!#\$\%&*+.\/<=>?@\^\|_~]).*?$"#, .c1),
            ]),
            ("comment", [r(#"-\}"#, .cm, pop), r(#"\{-"#, .cm, push("comment")), r(#"[^-{}]+"#, .cm), r(#"[-{}]"#, .cm)]),
            ("comment_preproc", [r(#"-\}"#, .cp, pop), r(#"\{-"#, .cp, push("comment")), r(#"[^-{}]+"#, .cp), r(#"[-{}]"#, .cp)]),
            ("import", [
                r(#"\s+"#, .text),
                r(#"""#, .s, push("string")),
                r(#"\bqualified\b"#, .k),
                g(#"([A-Z][\w.]*)(\s+)(as)(\s+)([A-Z][a-zA-Z0-9_.]*)"#, [.nn, .text, .k, .text, .n], pop),
                g(#"([A-Z][\w.]*)(\s+)(hiding)(\s+)(\()"#, [.nn, .text, .k, .text, .p], .goto("funclist")),
                g(#"([A-Z][\w.]*)(\s+)(\()"#, [.nn, .text, .p], .goto("funclist")),
                r(#"[\w.]+"#, .nn, pop),
            ]),
            ("module", [
                r(#"\s+"#, .text),
                g(#"([A-Z][\w.]*)(\s+)(\()"#, [.nn, .text, .p], push("funclist")),
                r(#"\bwhere\b"#, .kr, pop),
                r(#"[A-Z][a-zA-Z0-9_.]*"#, .nn, pop),
            ]),
            ("funclist", [
                inc("basic"),
                r(#"[A-Z]\w*"#, .kt),
                r(#"(_[\w\']+|[a-z][\w\']*)"#, .nf),
                r(",", .p),
                r(symbol + "+", .o),
                r(#"\("#, .p, push("funclist")),
                r(#"\)"#, .p, pop),
            ]),
            ("character", [r(#"\\"#, .se, .popPush(1, ["character_end", "escape"])), r(".", .sc, .goto("character_end"))]),
            ("character_end", [r("'", .sc, pop), r(".", .err, pop)]),
            ("quasiquotation", [r(#"\|\]"#, .o, pop), r(#"[^\|]+"#, .text), r(#"\|"#, .text)]),
            ("string", [r(#"""#, .s, pop), r(#"\\"#, .se, push("escape")), r(#"[^\\"]+"#, .s)]),
            ("escape", [
                r(#"[abfnrtv"'&\\]"#, .se, pop),
                r(#"\^[\]\[A-Z@\^_]"#, .se, pop),
                r(ascii, .se, pop),
                r(#"(?i)o[0-7]+"#, .se, pop),
                r(#"(?i)x[\da-f]+"#, .se, pop),
                r(#"\d+"#, .se, pop),
                r(#"\s+\\"#, .se, pop),
            ]),
        ])
    }()
}
