extension Languages {
    static let cleanDefinition: LexerDefinition = {
        let keywords = table([(.k, """
            if otherwise let in with where case of infix infixl infixr class instance generic derive special \
            implementation definition system module from import qualified as dynamic code inline foreign export \
            ccall stdcall
            """)])
        return LexerDefinition(states: [
            ("root", [
                inc("basic"),
                r(#"code(\s+inline)?\s*\{"#, .cp, push("abc")),
                lk(#"_*[a-z][\w_`]*"#, keywords, .n),
                lk(#"_*[A-Z][\w_`]*"#, table([(.kc, "True False")]), .kt),
                r(#"[^\w_\s`]"#, .p),
                r(#"_\b"#, .p),
            ]),
            ("common_literals", [
                r(#"'(?:[^'\\]|\\(?:x[0-9a-fA-F]+|\d+|.))'"#, .sc),
                r(#"[+~-]?\d+\.\d+(?:E[+-]?\d+)?\b"#, .mf),
                r(#"[+~-]?\d+E[+-]?\d+\b"#, .mf),
                r(#"[+~-]?\d+"#, .mi),
                r(#"""#, .s2, push("string")),
            ]),
            ("basic", [
                r(#"\s+"#, .w),
                r(#"\/\/\*.*"#, .cd),
                r(#"\/\/.*"#, .c1),
                r(#"\/\*\*"#, .cd, push("comment_doc")),
                r(#"\/\*"#, .cm, push("comment")),
                r("[+~-]?0[0-7]+", .mo),
                r("[+~-]?0x[0-9a-fA-F]+", .mh),
                inc("common_literals"),
                g(#"(\[)(\s*)(')(?=.*?'\])"#, [.p, .w, .s1], push("charlist")),
            ]),
            ("comment_doc", [
                r(#"\*\/"#, .cd, pop),
                r(#"\/\/.*"#, .cd),
                r(#"\/\*"#, .cd, push("comment")),
                r(#"[^*\/]+"#, .cd),
                r(#"[*\/]"#, .cd),
            ]),
            ("comment", [
                r(#"\*\/"#, .cm, pop),
                r(#"\/\/.*"#, .cm),
                r(#"\/\*"#, .cm, push("comment")),
                r(#"[^*\/]+"#, .cm),
                r(#"[*\/]"#, .cm),
            ]),
            ("escapes", [
                r("(?i)\\\\x[0-9a-fA-F]{1,2}", .se),
                r(#"(?i)\\d\d{0,3}"#, .se),
                r(#"\\0[0-7]{0,3}"#, .se),
                r(#"\\[0-7]{1,3}"#, .se),
                r(#"\\[nrfbtv\\"']"#, .se),
            ]),
            ("string", [r(#"""#, .s2, pop), inc("escapes"), r(#"[^\\"]+"#, .s2)]),
            ("charlist", [g(#"(')(\])"#, [.s1, .p], pop), inc("escapes"), r(#"[^\\']"#, .s1)]),
            ("abc_basic", [r(#"\s+"#, .w), r(#"\|.*"#, .c1), inc("common_literals")]),
            ("abc", [
                inc("abc_basic"),
                r(#"\}"#, .cp, pop),
                r(#"\.\w*"#, .k, push("abc_rest_of_line")),
                r(#"[\w_]+"#, .nb, push("abc_rest_of_line")),
            ]),
            ("abc_rest_of_line", [
                r(#"\n"#, .w, pop),
                r(#"\}"#, .cp, .pop(2)),
                inc("abc_basic"),
                r(#"\S+"#, .n),
            ]),
        ])
    }()
}
