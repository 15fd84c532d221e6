/// OCaml and the two languages sharing its base in Rouge: ReasonML and ReScript.
extension Languages {
    private static let mlOperator = #"[;,_!$%&*+./:<=>?@^|~#-]+"#
    private static let mlID = #"[a-zA-Z_][\w']*"#
    private static let mlUpperID = #"[A-Z][\w']*"#

    /// The states the three share: strings, their escapes, a dotted module path.
    private static let mlCommonStates: [(String, [Rule])] = [
        ("string", [
            r(#"[^\\"]+"#, .s2),
            inc("escape_sequence"),
            r(#"\\\n"#, .s2),
            r(#"""#, .s2, pop),
        ]),
        ("escape_sequence", [
            r(#"\\[\\"'ntbr]"#, .se),
            r(#"\\\d{3}"#, .se),
            r(#"\\x[0-9a-fA-F]{2}"#, .se),
        ]),
        ("dotted", [
            r(#"\s+"#, .text),
            r("[.]", .p),
            r(mlUpperID + #"(?=\s*[.])"#, .nn),
            r(mlUpperID, .nc, pop),
            r(mlID, .n, pop),
            r(#"[({\[]"#, .p, pop),
        ]),
    ]

    private static let mlNumbers: [Rule] = [
        r(#"(?i)-?\d[\d_]*(.[\d_]*)?(e[+-]?\d[\d_]*)"#, .mf),
        r(#"(?i)0x[0-9a-f][0-9a-f_]*"#, .mh),
        r(#"(?i)0o[0-7][0-7_]*"#, .mo),
        r(#"(?i)0b[01][01_]*"#, .mb),
        r(#"\d[\d_]*"#, .mi),
    ]

    private static let mlKeywords = """
        as assert begin class constraint do done downto else end exception external false for fun \
        function functor if in include inherit initializer lazy let module mutable new nonrec object \
        of open rec sig struct then to true try type val virtual when while with
        """

    private static func mlRoot(keywords: String, chars: String, comments: [Rule]) -> [Rule] {
        let words = table([(.k, keywords), (.ow, "and asr land lor lsl lxor mod or"), (.kt, "unit int float bool string char list array")])
        return [
            r(#"\s+"#, .text),
            r(#"false|true|[(][)]|\[\]"#, .bp),
            r(mlUpperID + #"(?=\s*[.])"#, .nn, push("dotted")),
            r("`" + mlID, .nt),
            r(mlUpperID, .nc),
        ] + comments + [
            lk(mlID, words, .n),
            r(#"[(){}\[\];]+"#, .p),
            r(mlOperator, .o),
        ] + mlNumbers + [
            r(#"'(?:(\\[\\"'ntbr ])|(\\[0-9]{3})|(\\x[0-9a-fA-F]{2}))'"#, .sc),
            r(chars, .sc),
            r("'", .k),
            r(#"""#, .s2, push("string")),
            r("[~?]" + mlID, .nv),
        ]
    }

    private static let cStyleComment: (String, [Rule]) = ("comment", [
        r(#"[^/*]+"#, .cm),
        r(#"/\*"#, .cm, push("comment")),
        r(#"\*/"#, .cm, pop),
        r("[*/]", .cm),
    ])

    static let ocamlDefinition: LexerDefinition = {
        LexerDefinition(states: [
            ("root", mlRoot(keywords: mlKeywords + " match raise", chars: "'[.]'", comments: [r(#"[(][*](?![)])"#, .c, push("comment"))])),
            ("comment", [
                r("[^(*)]+", .c),
                r("[(][*]", .c, .pushSelf),
                r("[*][)]", .c, pop),
                r("[(*)]", .c),
            ]),
        ] + mlCommonStates)
    }()

    static let reasonmlDefinition: LexerDefinition = {
        LexerDefinition(states: [
            ("root", mlRoot(keywords: mlKeywords + " switch", chars: #"'[^'\/]'"#, comments: [r("//.*", .c1), r(#"/\*"#, .cm, push("comment"))])),
            cStyleComment,
        ] + mlCommonStates)
    }()

    static let rescriptDefinition: LexerDefinition = {
        let words = table([
            (.k, """
                open let rec and as exception assert lazy if else for in to downto while switch when external \
                type private mutable constraint include module of with try import export
                """),
            (.ow, "mod land lor lxor lsl lsr asr or"),
            (.kt, "bool int float char string unit list array option ref exn format"),
        ])
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r(#"[,.:?~\\]"#, .text),
                r(#"\btrue|false\b"#, .kc),
                r(mlUpperID + #"(?=\s*[.])"#, .nn, push("dotted")),
                r("@" + mlID + #"(\."# + mlID + ")*", .nd),
                r("#" + mlID, .nc),
                r(mlUpperID, .nc),
                r("//.*", .c1),
                r(#"/\*"#, .cm, push("comment")),
                lk(mlID, words, .n),
                r(#"[(){}\[\];]+"#, .p),
                r("[;_!$%&*+/<=>@^|-]+", .o),
            ] + mlNumbers + [
                r(#"'(?:(\\[\\"'ntbr ])|(\\[0-9]{3})|(\\x[0-9a-fA-F]{2}))'"#, .sc),
                r(#"'[^'\/]'"#, .sc),
                r("'", .k),
                r(#"""#, .s2, push("string")),
                r("`", .s2, push("interpolated_string")),
            ]),
            cStyleComment,
            ("interpolated_string", [
                r(#"[$]\{"#, .p, push("interpolated_expression")),
                r("`", .s2, pop),
                r(#"\\[$`]"#, .se),
                r(#"[^$`\\]+"#, .s2),
                r(#"[\\$]"#, .s2),
            ]),
            ("interpolated_expression", [r(#"\}"#, .p, pop), inc("root")]),
        ] + mlCommonStates)
    }()
}
