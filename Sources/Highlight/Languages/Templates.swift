/// Template languages around HTML: Handlebars (Mustache), Jinja (Django) and Twig.
extension Languages {
    static let handlebarsDefinition: LexerDefinition = {
        let id = #"[\w$-]+"#
        return LexerDefinition(states: [
            ("root", [
                d(#"\\\{+"#, "html", keep: true),
                r(#"\{\{!--"#, .c, push("comment")),
                r(#"\{\{!.*?\}\}"#, .c),
                r(#"\{\{\{?"#, .k, .push(["stache", "open_sym"])),
                Rule(kind: .match(pattern: #"(?s).+?(?=\\|\{\{)"#, action: .delegateClosing("html", state: "attr"), next: .stay)),
                d("(?s).+", "html", keep: true),
            ]),
            ("comment", [r(#"\{\{"#, .c, .pushSelf), r(#"\}\}"#, .c, pop), r(#"[^{}]+"#, .c), r("[{}]", .c)]),
            ("stache", [
                r(#"\}\}\}?"#, .k, pop),
                r(#"\|"#, .p),
                r("~", .k),
                r(#"\s+"#, .text),
                r("=", .o),
                r(#"[\[\]]"#, .p),
                r(#"[()]"#, .p),
                r(#"[.](?=[}\s])"#, .nv),
                r("[.][.]", .nv),
                r("[/.]", .p),
                r(#""(\\.|.)*?""#, .s2),
                r(#"'(\\.|.)*?'"#, .s1),
                r(#"\d+(?=}\s)"#, .m),
                r(#"(true|false)(?=[}\s])"#, .kc),
                r(#"else(?=[}\s])"#, .k),
                r(#"this(?=[}\s])"#, .bp),
                r("@" + id, .na),
                r(id, .nv),
            ]),
            ("open_sym", [r("[#/]", .k, .goto("block_name")), r("[>^&~]", .k), r("", .text, pop)]),
            ("block_name", [r(#"if(?=[}\s])"#, .k), r(id, .nn, pop), r("", .text, pop)]),
        ])
    }()

    /// Jinja's states with a language's word lists (Twig has its own).
    private static func jinjaFamily(keywords: String, tests: String, pseudoKeywords: String, wordOperators: String) -> LexerDefinition {
        let words = table([(.k, keywords), (.kp, pseudoKeywords), (.ow, wordOperators), (.nb, tests)])
        return LexerDefinition(states: [
            ("root", [
                r("[{]#", .c, push("comment")),
                r("##.*", .c),
                g(#"(\{%-?)(\s*)(raw)(\s*)(-?%\})"#, [.cp, .text, .k, .text, .cp], push("raw")),
                g(#"(\{%-?)(\s*)(verbatim)(\s*)(-?%\})"#, [.cp, .text, .k, .text, .cp], push("verbatim")),
                r(#"\{%"#, .cp, push("statement")),
                r(#"\{\{"#, .cp, push("expression")),
                d(#"(?s).+?(?=\\|\{\{|\{%|\{#|##)"#, "html", keep: true),
                d("(?s).+", "html", keep: true),
            ]),
            ("filter", [g(#"(\|\s*)(\w+)"#, [.o, .nf])]),
            ("function", [g(#"(\w+)(\()"#, [.nf, .p])]),
            ("text", [r(#"\s+"#, .text)]),
            ("literal", [
                r(#""(\\.|.)*?""#, .s2),
                r(#"'(\\.|.)*?'"#, .s1),
                r(#"\d+(?=}\s)"#, .m),
                r(#"(\+|\-|\*|\/\/?|\*\*?|=)"#, .o),
                r(#"(<=?|>=?|===?|!=)"#, .o),
                r(#"[,\[\]()]"#, .p),
            ]),
            ("comment", [r("[^#]+", .c), r("#[}]", .c, pop), r("#", .c)]),
            ("expression", [
                r(#"\w+\.?"#, .nv),
                inc("filter"), inc("function"), inc("literal"), inc("text"),
                r(#"%\}|\}\}"#, .cp, pop),
            ]),
            ("statement", [
                lk(#"\w+\.?"#, words, .nv),
                inc("filter"), inc("function"), inc("literal"), inc("text"),
                r(#"%\}"#, .cp, pop),
            ]),
            ("raw", [
                g(#"(\{%-?)(\s*)(endraw)(\s*)(-?%\})"#, [.cp, .text, .k, .text, .cp], pop),
                r("[^{]+", .text),
                r("[{]", .text),
            ]),
            ("verbatim", [
                g(#"(\{%-?)(\s*)(endverbatim)(\s*)(-?%\})"#, [.cp, .text, .k, .text, .cp], pop),
                r("[^{]+", .text),
                r("[{]", .text),
            ]),
        ])
    }

    static let jinjaDefinition: LexerDefinition = jinjaFamily(
        keywords: """
            as context do else extends from ignore missing import include reversed recursive scoped autoescape \
            endautoescape block endblock call endcall filter endfilter for endfor if endif macro endmacro set endset \
            trans endtrans with endwith without
            """,
        tests: "callable defined divisibleby equalto escaped even iterable lower mapping none number odd sameas sequence string undefined upper",
        pseudoKeywords: "true false none True False None",
        wordOperators: "is in and or not")

    static let twigDefinition: LexerDefinition = jinjaFamily(
        keywords: """
            as do extends flush from import include use else starts ends with without autoescape endautoescape block \
            endblock embed endembed filter endfilter for endfor if endif macro endmacro sandbox endsandbox set endset \
            spaceless endspaceless
            """,
        tests: "constant defined divisibleby empty even iterable null odd sameas",
        pseudoKeywords: "true false none",
        wordOperators: "b-and b-or b-xor is in and or not")

    static let protobufDefinition: LexerDefinition = {
        LexerDefinition(states: [
            ("root", [
                r(#"[\s]+"#, .text),
                r(#"[,;{}\[\]()]"#, .p),
                r(#"\/(\\\n)?\/($|(.|\n)*?[^\\]$)"#, .c1),
                r(#"\/(\\\n)?\*(.|\n)*?\*(\\\n)?\/"#, .cm),
                r(#"\b(ctype|default|extensions|import|max|oneof|option|optional|packed|repeated|required|returns|rpc|to)\b"#, .k),
                r(#"\b(bool|bytes|double|fixed32|fixed64|float|int32|int64|sfixed32|sfixed64|sint32|sint64|string|uint32|uint64)\b"#, .kt),
                r("true|false", .kc),
                g(#"(package)(\s+)"#, [.kn, .text], push("package")),
                g(#"(message|extend)(\s+)"#, [.kd, .text], push("message")),
                g(#"(enum|group|service)(\s+)"#, [.kd, .text], push("type")),
                r(#"".*?""#, .s),
                r("'.*?'", .s),
                r(#"(\d+\.\d*|\.\d+|\d+)[eE][+-]?\d+[LlUu]*"#, .mf),
                r(#"(\d+\.\d*|\.\d+|\d+[fF])[fF]?"#, .mf),
                r(#"(\-?(inf|nan))\b"#, .mf),
                r("0x[0-9a-fA-F]+[LlUu]*", .mh),
                r("0[0-7]+[LlUu]*", .mo),
                r(#"\d+[LlUu]*"#, .mi),
                r("[+-=]", .o),
                g(#"([a-zA-Z_][\w.]*)([ \t]*)(=)"#, [.na, .text, .o]),
                r(#"[a-zA-Z_][\w.]*"#, .n),
            ]),
            ("package", [r(#"[a-zA-Z_]\w*"#, .nn, pop), r("", .text, pop)]),
            ("message", [r(#"[a-zA-Z_]\w*"#, .nc, pop), r("", .text, pop)]),
            ("type", [r(#"[a-zA-Z_]\w*"#, .n, pop), r("", .text, pop)]),
        ])
    }()
}
