extension Languages {
    static let llvmDefinition: LexerDefinition = {
        let string = #""[^"]*?""#
        let identifier = #"([-a-zA-Z$._][-a-zA-Z$._0-9]*|"# + string + ")"
        let words = table([(.kt, ConfigWords.llvmTypes), (.k, ConfigWords.llvmInstructions), (.k, ConfigWords.llvmKeywords)])
        return LexerDefinition(states: [
            ("basic", [
                r(";.*?$", .c1),
                r(#"\s+"#, .text),
                r(identifier + #"\s*:"#, .nl),
                r("@(" + identifier + #"|\d+)"#, .vg),
                r(#"#\d+"#, .vg),
                r("(%|!)" + identifier, .nv),
                r(#"(%|!)\d+"#, .nv),
                r("c?" + string, .s),
                r("0[xX][a-fA-F0-9]+", .m),
                r(#"-?\d+(?:[.]\d+)?(?:[eE][-+]?\d+(?:[.]\d+)?)?"#, .m),
                r(#"[=<>{}\[\]()*.,!]|x"#, .p),
            ]),
            ("root", [inc("basic"), r(#"i[1-9]\d*"#, .kt), lk(#"\w+"#, words, .err)]),
        ])
    }()
}
