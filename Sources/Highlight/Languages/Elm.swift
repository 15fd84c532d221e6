extension Languages {
    static let elmDefinition: LexerDefinition = {
        LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r("--.*", .c1),
                r(#"\{-"#, .cm, push("multiline_comment")),
                r(#"\b(module|exposing|port|import|as|type|alias|if|then|else|case|of|let|in)\b"#, .k),
                r(#"[a-z]\w*"#, .n),
                r("_", .n),
                r(#"[A-Z]\w*"#, .kt),
                r(#"(->|::|\/\/|\.\.|&&|\|\||\+\+|\|>|<\||>>|<<|==|\/=|<=|>=)"#, .o),
                r(#"[+-\/*%=<>^\|!]"#, .o),
                r(#"\\"#, .o),
                r("[@#$&~?]", .o),
                r("\"\"\"", .s, push("multiline_string")),
                r(#"'(\\.|.)'"#, .sc),
                r(#"""#, .s, push("double_quote")),
                r(#"(?i)0x[\da-f]+"#, .mh),
                r(#"(?i)\d+e[+-]?\d+"#, .mf),
                r(#"(?i)\d+\.\d+(e[+-]?\d+)?"#, .mf),
                r(#"\d+"#, .mi),
                r(#"[\[\](),;`{}:]"#, .p),
            ]),
            ("multiline_comment", [
                r(#"-\}"#, .cm, pop),
                r(#"\{-"#, .cm, push("multiline_comment")),
                r(#"[^-{}]+"#, .cm),
                r(#"[-{}]"#, .cm),
            ]),
            ("double_quote", [r(#"[^\\"]+"#, .s2), r(#"\\""#, .se), r(#"""#, .s2, pop)]),
            ("multiline_string", [r(#"\\""#, .se), r("\"\"\"", .s, pop), r(#"[^"]+"#, .s), r(#"""#, .s)]),
        ])
    }()

    static let valaDefinition: LexerDefinition = {
        let id = #"(?i:@?[_a-z]\w*)"#
        let keywords = """
            abstract as async base break case catch const construct continue default delegate delete do dynamic \
            else ensures enum errordomain extern false finally for foreach get global if in inline interface \
            internal is lock new null out override owned private protected public ref requires return set signal \
            sizeof static switch this throw throws true try typeof unowned var value virtual void weak while yield
            """
        let types = """
            bool char double float int int8 int16 int32 int64 long short size_t ssize_t string unichar uint uint8 \
            uint16 uint32 uint64 ulong ushort
            """
        let whitespace: [Rule] = [r(#"\s+"#, .text), r("//.*?$", .c1), r(#"(?s)/[*].*?[*]/"#, .cm)]
        return LexerDefinition(states: [
            ("root", whitespace + [
                r(#"^\s*\[.*?\]"#, .na),
                r(#"(<\[)\s*("# + id + ":)?", .k),
                r(#"\]>"#, .k),
                r(#"[~!%^&*()+=|\[\]{}:;,.<>\/?-]"#, .p),
                r(#"@"(\\.|.)*?""#, .s),
                r(#""(\\.|.)*?["\n]"#, .s),
                r(#"'(\\.|.)'"#, .sc),
                r("(?i)0x[0-9a-f]+[lu]?", .m),
                r("(?i)[0-9]([.][0-9]*)?(e[+-][0-9]+)?[fldu]?", .m),
                r(words(keywords), .k),
                r(words(types), .kt),
                r("class|struct", .k, push("class")),
                r("namespace|using", .k, push("namespace")),
                r(id + #"(?=\s*[(])"#, .nf),
                r(id, .n),
                r("#.*", .cp),
            ]),
            ("class", whitespace + [r(id, .nc, pop)]),
            ("namespace", whitespace + [r("(?=[(])", .text, pop), r("(" + id + "|[.])+", .nn, pop)]),
        ])
    }()
}
