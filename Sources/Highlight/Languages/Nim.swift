extension Languages {
    static let nimDefinition: LexerDefinition = {
        /// Nim ignores underscores inside words: `f_o_r` is `for`.
        func underscored(_ list: String) -> String {
            list.split(separator: " ").map { $0.map { escapeRegex(String($0)) + "_?" }.joined() }.joined(separator: "|")
        }
        let keywords = """
            addr as asm atomic bind block break case cast const continue converter defer discard distinct do \
            elif else end enum except export func finally for from generic if import include interface iterator \
            let macro method mixin nil object of out proc ptr raise ref return static template try tuple type \
            using var when while with without yield
            """
        let strings: [Rule] = [
            r(#"(?<!\$)\$(\d+|#|\w+)+"#, .si),
            r(#"[^\\\'"\$\n]+"#, .s),
            r(#"[\'"\\]"#, .s),
            r(#"\$"#, .s),
        ]
        return LexerDefinition(states: [
            ("root", [
                r("##.*$", .sd),
                r("#.*$", .c),
                r(#"\*|=|>|<|\+|-|\/|@|\$|~|&|%|\!|\?|\||\\|\[|\]"#, .o),
                r(#"\.\.|\.|,|\[\.|\.\]|\{\.|\.\}|\(\.|\.\)|\{|\}|\(|\)|:|\^|`|;"#, .p),
                r(#"(?:\w+)""#, .s, push("rdqs")),
                r("\"\"\"", .s, push("tdqs")),
                r(#"""#, .s, push("dqs")),
                r("'", .sc, push("chars")),
                r("(" + underscored("and or not xor shl shr div mod in notin is isnot") + #")\b"#, .ow),
                r(#"(p_?r_?o_?c_?\s)(?![\(\[\]])"#, .k, push("funcname")),
                r("(" + underscored(keywords) + #")\b"#, .k),
                r("(" + underscored("from import include") + #")\b"#, .kn),
                r(#"(v_?a_?r)\b"#, .kd),
                r("(" + underscored("int int8 int16 int32 int64 float float32 float64 bool char range array seq set string") + #")\b"#, .kt),
                r("(" + underscored("nil true false") + #")\b"#, .kp),
                r(#"\b((?![_\d])\w)(((?!_)\w)|(_(?!_)\w))*"#, .n),
                r(#"[0-9][0-9_]*(?=([eE.]|'?[fF](32|64)))"#, .mf, .push(["floatsuffix", "floatnumber"])),
                r("0[xX][a-fA-F0-9][a-fA-F0-9_]*", .mh, push("intsuffix")),
                r("0[bB][01][01_]*", .m, push("intsuffix")),
                r("0o[0-7][0-7_]*", .mo, push("intsuffix")),
                r("[0-9][0-9_]*", .mi, push("intsuffix")),
                r(#"\s+"#, .text),
                r(".+$", .err),
            ]),
            ("chars", [
                r(#"\\([\\abcefnrtvl"\']|x[a-fA-F0-9]{2}|[0-9]{1,3})"#, .se),
                r("'", .sc, pop),
                r(".", .sc),
            ]),
            ("dqs", [r(#"\\([\\abcefnrtvl"\']|\n|x[a-fA-F0-9]{2}|[0-9]{1,3})"#, .se), r(#"""#, .s, pop)] + strings),
            ("rdqs", [r(#""(?!")"#, .s, pop), r(#"""#, .se, pop)] + strings),
            ("tdqs", [r("\"\"\"(?!\")", .s, pop)] + strings + [r(#"\n"#, .s)]),
            ("funcname", [r(#"((?![\d_])\w)(((?!_)\w)|(_(?!_)\w))*"#, .nf, pop), r("`.+`", .nf, pop)]),
            ("floatnumber", [r(#"\.(?!\.)[0-9_]*"#, .mf), r("[eE][+-]?[0-9][0-9_]*", .mf), r("", .text, pop)]),
            ("floatsuffix", [r("'?[fF](32|64)", .mf), r("", .text, pop)]),
            ("intsuffix", [r("'?[iI](32|64)", .il), r("'?[iI](8|16)", .mi), r("'?[uU]", .mi), r("", .text, pop)]),
        ])
    }()
}
