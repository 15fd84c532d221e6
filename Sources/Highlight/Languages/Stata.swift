extension Languages {
    static let stataDefinition: LexerDefinition = {
        let reserved = Set("if else foreach forv forva forval forvalu forvalue forvalues to while in of continue break nobreak".split(separator: " ").map(String.init))
        let types = Set("byte int long float double str strL numeric string integer scalar matrix local global numlist varlist newlist".split(separator: " ").map(String.init))
        return LexerDefinition(states: [
            ("root", [
                r(#"^\s*#.*$"#, .cp),
                r(#"^\*!.*$"#, .ch),
                r(#"^\s*\*.*$"#, .c1),
                r(#"^\s*"# + words(StataWords.commands, prefix: "(", suffix: ")") + #"\b"#, .k),
                r(#"[ \t]+"#, .w),
                r(#"[\n\r]+"#, .text),
                r(#"\/\/.*?$"#, .c1),
                r(#"(?s)/(\\\n)?[*].*?[*](\\\n)?/"#, .cm),
                r(#"`"(\\.|.)*?"'"#, .s2),
                r(#""(\\.|.)*?""#, .s2),
                r(#"`(\\.|.)*?'"#, .s2),
                r(#"(?<!\w)\$\w+"#, .s2),
                r(#"\%\S+"#, .py),
                r(#"\bstr(204[0-5]|20[0-3][0-9]|[01][0-9][0-9][0-9]|[0-9][0-9][0-9]|[0-9][0-9]|[1-9])\b"#, .kt),
                r(words(StataWords.functions, suffix: "") + #"(?=\()"#, .nf),
                r(#"\.\.(?=.*\])"#, .o),
                r(#"[+-]?(\d+([.]\d+)?|[.]\d+)([eE][+-]?\d+)?"#, .m),
                r(#"\b[ICOicoLFDSlfds]\w*\."#, .o),
                r(#"\b[ICOicoLFDSlfds]\w*(?=\(.*\)\.)"#, .o),
                classify(#"\w+"#) { (reserved.contains($0) ? .kr : types.contains($0) ? .kt : .n, .stay) },
                r(#"[\[\]{}();,]"#, .p),
                r(#"[-<>?*+'^/\\!#.=~:&|]"#, .o),
            ]),
        ])
    }()
}
