extension Languages {
    static let openedgeDefinition: LexerDefinition = {
        let words = table([(.nb, OpenEdgeWords.keywords), (.kt, OpenEdgeWords.types)])
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                g(#"(\.)(\s+)"#, [.o, .text]),
                r(#"//[^\n]*"#, .c1),
                r(#"(?s)/[*].*?[*]/"#, .cm),
                g(#"(\{?&)(\S+)"#, [.cp, .nx], push("preproc")),
                r(#"""#, .s, push("string")),
                r(#"(?i)'(\\.|\\[0-7]{1,3}|\\x[a-f0-9]{1,2}|[^\\'\n])'"#, .sc),
                inc("numbers"),
                r(#"\*/"#, .err),
                r(#"[~!%^*+=\|?:<>/-]"#, .o),
                r(#"[()\[\],]"#, .p),
                r(#"(?i)(?:TRUE|FALSE|NULL)\b"#, .kc),
                Rule(kind: .match(pattern: #"[a-zA-Z_&{}][a-zA-Z0-9_\-&}]*"#, action: .lookupUppercased(words, .nv), next: .stay)),
            ]),
            ("numbers", [
                r(#"(?i)(?:\d+[.]\d*|[.]\d+)(?:e[+-]?\d+[lu]*)?"#, .mf),
                r(#"(?i)\d+e[+-]?\d+[lu]*"#, .mf),
                r(#"(?i)0x[0-9a-f]+[lu]*"#, .mh),
                r(#"(?i)0[0-7]+[lu]*"#, .mo),
                r(#"(?i)\d+[lu]*"#, .mi),
            ]),
            ("string", [
                r(#"""#, .s, pop),
                r(#"\\([\\abfnrtv"']|x[a-fA-F0-9]{2,4}|[0-7]{1,3})"#, .se),
                r(#"[^\\"]+"#, .s),
                r(#"\\"#, .s),
            ]),
            ("preproc", [
                r(#"\n"#, .text, pop),
                r(#"\s+"#, .text),
                g(#"({?&)(\S+)"#, [.cp, .nx]),
                r(#"""#, .s, push("string")),
                inc("numbers"),
                r(#"\S+"#, .n),
            ]),
        ])
    }()
}
