extension Languages {
    static let solidityDefinition: LexerDefinition = {
        let names = table([
            (.k, """
                abstract anonymous as assembly break catch calldata constant constructor continue contract do delete \
                else emit enum event external fallback for function hex if indexed interface internal import is library \
                mapping memory modifier new override payable public pure pragma private receive return returns storage \
                struct throw try type using var view virtual while
                """),
            (.nb, """
                now false true balance selector super this blockhash gasleft assert require revert selfdestruct suicide \
                call callcode delegatecall send transfer addmod ecrecover keccak256 mulmod sha256 sha3 ripemd160
                """),
            (.kc, "wei finney szabo ether seconds minutes hours days weeks years"),
            (.kt, "address bool byte bytes int string uint"),
            (.kr, """
                alias after apply auto case copyof default define final fixed immutable implements in inline let macro \
                match mutable null of partial promise reference relocatable sealed sizeof static supports switch typedef \
                typeof ufixed unchecked
                """),
        ])
        return LexerDefinition(states: [
            ("root", [inc("expr_whitespace"), r("", .text, push("statement"))]),
            ("expr_bol", [inc("inline_whitespace"), r("", .text, pop)]),
            ("bol", [inc("expr_bol")]),
            ("inline_whitespace", [
                r(#"[ \t\r]+"#, .text),
                r(#"\\\n"#, .text),
                r(#"/\*"#, .cm, push("comment_multi")),
            ]),
            ("whitespace", [
                r(#"\n+"#, .text, push("bol")),
                r(#"//(\\.|.)*?\n"#, .c1, push("bol")),
                inc("inline_whitespace"),
            ]),
            ("expr_whitespace", [r(#"\n+"#, .text, push("expr_bol")), inc("whitespace")]),
            ("statements", [
                inc("whitespace"),
                r(#"(hex)?""#, .s, push("string_double")),
                r("(hex)?'", .s, push("string_single")),
                r(#"(?i)'(\\.|\\[0-7]{1,3}|\\x[a-f0-9]{1,2}|[^\\'\n])'"#, .sc),
                r(#"(?i)\d\d*\.\d+([eE]\d+)?"#, .mf),
                r("(?i)0x[0-9a-f]+", .mh),
                r(#"(?i)\d+([eE]\d+)?"#, .mi),
                r(#"\*/"#, .err),
                r(#"[~!%^&*+=\|?:<>/-]"#, .o),
                r(#"[()\[\],.]"#, .p),
                r(#"u?fixed\d+x\d+"#, .kr),
                r(#"bytes\d+"#, .kt),
                r(#"u?int\d+"#, .kt),
                lk(#"[a-zA-Z$_][\w$_]*"#, names, .n),
            ]),
            ("statement", [
                r(";", .p, pop),
                inc("expr_whitespace"),
                inc("statements"),
                r("[{}]", .p),
            ]),
            ("string_common", [
                r(#"\\(u[a-fA-F0-9]{4}|x..|[^x])"#, .se),
                r(#"[^\\"'\n]+"#, .s),
                r(#"\\\n"#, .s),
                r(#"\\"#, .s),
            ]),
            ("string_double", [inc("string_common"), r(#"""#, .s, pop), r("'", .s)]),
            ("string_single", [inc("string_common"), r("'", .s, pop), r(#"""#, .s)]),
            ("comment_multi", [r(#"\*/"#, .cm, pop), r("[^*/]+", .cm), r("[*/]", .cm)]),
        ], start: ["bol"])
    }()
}
