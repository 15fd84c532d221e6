/// Small lexers of a few states: Brainfuck, Rouge's escape lexer, CSV Schema, RISC OS MessageTrans and CMHG, Sieve.
extension Languages {
    static let brainfuckDefinition = LexerDefinition(states: [
        ("bol", [r(#"\s+"#, .text), r(#"\["#, .cm, push("comment_multi")), r("", .text, pop)]),
        ("root", [r(#"\]"#, .err), r(#"\["#, .p, push("loop")), inc("comment_single"), inc("commands")]),
        ("comment_multi", [r(#"\["#, .cm, push("comment_multi")), r(#"\]"#, .cm, pop), r(#"[^\[\]]+?"#, .cm)]),
        ("comment_single", [r(#"[^><+\-.,\[\]]+"#, .c1)]),
        ("loop", [r(#"\["#, .p, push("loop")), r(#"\]"#, .p, pop), inc("comment_single"), inc("commands")]),
        ("commands", [r("[><]+", .nb), r(#"[+\-.,]+"#, .nf)]),
    ], start: ["bol"])

    /// Text with escaped sections between `<!` and `!>` (the delimiters are dropped, as Rouge
    /// drops them; without an escaping formatter the sections come out as `err`).
    static let escapeDefinition = LexerDefinition(states: [
        ("root", [g("(?s)(.*?)<!", [.text], push("escaped")), r("(?s).+", .text)]),
        ("escaped", [g("(?s)(.*?)!>", [.err], pop), r("(?s).+", .err)]),
    ])

    static let csvsDefinition = LexerDefinition(states: [
        ("root", [
            r(#"\s+"#, .text),
            r(#"//[\S\t ]*"#, .c1),
            r(#"/\*[^*]*\*/"#, .cm),
            g(#"(version)( )(\d+\.\d+)"#, [.k, .w, .mf]),
            r(#"T?\d{2}:\d{2}:\d{2}(\.\d{5})?(Z|(?:[-+]\d{2}:\d{2}))?"#, .ld),
            r(#"\d{4}-\d{2}-\d{2}"#, .ld),
            r(#"\d{2}\/\d{2}\/\d{4}"#, .ld),
            r(#"(?i)(\d+[.]?\d*|\d*[.]\d+)(e[+-]?[0-9]+)?"#, .mf),
            r(#"\d+"#, .mi),
            r(#"@\w+"#, .kp),
            r(#"[-.\w]+:"#, .nv),
            r(#"^"[^"]+""#, .nv),
            r(#"\$([-.\w]+|("[^"]+"))\/?"#, .nv),
            r("(?i)[A-Z]+", .k),
            r(#""[^"]*""#, .s2),
            r(#"'[^\r\n\f']'"#, .sc),
            r("[,()*]", .p),
        ]),
    ])

    static let msgtransDefinition = LexerDefinition(states: [
        ("root", [r(#"^#[^\n]*"#, .c), r(#"[^\t\n\r ,):?\/]+"#, .nv), r(#"[\n\/?]"#, .o), r(":", .o, push("value"))]),
        ("value", [r(#"\n"#, .text, pop), r("%[0-3%]", .o), r(#"[^\n%]"#, .s)]),
    ])

    static let cmhgDefinition = LexerDefinition(states: [
        ("root", [
            r(#";[^\n]*"#, .c),
            g(#"^([ \t]*)(#[ \t]*(?:(?:define|elif|else|endif|error|if|ifdef|ifndef|include|line|pragma|undef|warning)(?:[ \t].*)?)?)(?=\n)"#, [.text, .cp]),
            r("[-a-z]+:", .kd),
            r(#"(?i)[a-z_]\w+"#, .ni),
            r(#""[^"]*""#, .s),
            r("(?:&|0x)[0-9a-fA-F]+", .mh),
            r(#"\d+"#, .m),
            r(#"[,\/()]"#, .p),
            r(#"[ \t]+"#, .text),
            r(#"\n+"#, .text),
        ]),
    ])

    static let sieveDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let controls = set("if elsif else require stop")
        let actions = set("""
            keep fileinto redirect discard addheader deleteheader reject ereject notify setflag addflag removeflag \
            vacation replace enclose extracttext
            """)
        let tests = set("""
            address allof anyof exists false header not size true body hasflag spamtest virustest date currentdate \
            valid_notify_method notify_method_capability mailboxexists metadata metadataexists servermetadata \
            servermetadataexists
            """)
        return LexerDefinition(states: [
            ("comments_and_whitespace", [r(#"\s+"#, .text), r("#.*", .c1), r(#"(?s)/(\\\n)?[*].*?[*](\\\n)?/"#, .cm)]),
            ("string", [
                r(#"\\."#, .se),
                r("\"", .s2, pop),
                r(#"\$\{(?:[0-9][.0-9]*|[a-zA-Z_][.a-zA-Z0-9_]*)\}"#, .si),
                r(".", .s2),
            ]),
            ("root", [
                inc("comments_and_whitespace"),
                r(#"[\[\](),;{}]"#, .p),
                classify(":?[a-zA-Z_][a-zA-Z0-9_]*") { word in
                    if controls.contains(word) { return (.k, .stay) }
                    if tests.contains(word) { return (.nv, .stay) }
                    if actions.contains(word) { return (.nf, .stay) }
                    return (word.hasPrefix(":") ? .o : .nx, .stay)
                },
                r("\"", .s2, push("string")),
                r("[0-9]+[KMG]", .mi),
            ]),
        ])
    }()
}
