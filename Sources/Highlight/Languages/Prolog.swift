extension Languages {
    static let prologDefinition = LexerDefinition(states: [
        ("root", [inc("basic"), inc("atoms"), inc("variables"), inc("operators")]),
        ("bol", [r("#.*", .c1), r("", .text, pop)]),
        ("basic", [
            r(#"\s+"#, .text),
            r("%.*", .c1),
            r(#"\/\*"#, .cm, push("nested_comment")),
            r(#"[\[\](){}|.,;!]"#, .p),
            r(":-|-->", .p),
            r(#""[^"]*""#, .s2),
            r(#"\d+\.\d+"#, .mf),
            r(#"\d+"#, .m),
        ]),
        // Ruby's `[[:lower:]]` and `[[:word:]]` are Unicode classes (PCRE's POSIX classes are ASCII here).
        ("atoms", [r(#"\p{Ll}([\p{L}\p{M}\p{Nd}\p{Pc}])*"#, .ss), r("'[^']*'", .ss)]),
        ("operators", [
            r(#"(<|>|=<|>=|==|=:=|=|\/|\/\/|\*|\+|-)(?=\s|[a-zA-Z0-9\[])"#, .o),
            r("is", .o),
            r("(mod|div|not)", .o),
            r(#"[#&*+-.\/:<=>?@^~]+"#, .o),
        ]),
        ("variables", [r(#"[A-Z]+\w*"#, .nv), r(#"_[\p{L}\p{M}\p{Nd}\p{Pc}]*"#, .nv)]),
        ("nested_comment", [
            r(#"/\*"#, .cm, .pushSelf),
            r(#"\s*\*[^*\/]+"#, .cm),
            r(#"\*/"#, .cm, pop),
        ]),
    ], start: ["bol"])

    static let puppetDefinition: LexerDefinition = {
        let id = #"[a-z]\w*"#
        let qualname = #"(?:::)?(?:"# + id + #"::)*\w+"#
        let metaparameters: Set<String> = ["before", "require", "notify", "subscribe"]
        let names = table([
            (.k, "and case class default define else elsif if in import inherits node unless"),
            (.kc, "false true undef"),
        ])
        return LexerDefinition(states: [
            ("root", [
                inc("whitespace"),
                r("[$]" + qualname, .nv),
                classify("(" + id + #")(?=\s*[=+]>)"#) { (metaparameters.contains($0) ? .kp : .py, .stay) },
                r("(" + qualname + #")(?=\s*[(])"#, .nf),
                r(#"[A-Z]\w*"#, .nc),
                r("[+=|~-]>|<[|~-]", .p),
                r(#"[|:}();\[\]]"#, .p),
                r("[{]", .p, push("regex_allowed")),
                r(",", .p, push("regex_allowed")),
                r(#"(in|and|or)\b"#, .ow),
                r("[=!<>]=", .o),
                r("[=!]~", .o, push("regex_allowed")),
                r("[.=<>!+*/-]", .o),
                g(#"(class|include)(\s*)("# + qualname + ")", [.k, .text, .nc]),
                r(#"node\b"#, .k, push("regex_allowed")),
                r(#"(?s)'(\\[\\']|[^'])*'"#, .s1),
                r(#"""#, .s2, push("dquotes")),
                r(#"\d+([.]\d+)?(e[+-]\d+)?"#, .m),
                lk(qualname, names, .n),
            ]),
            ("whitespace", [r(#"\s+"#, .text), r(#"#.*?\n"#, .c)]),
            ("regex_allowed", [inc("whitespace"), r("/", .sr, push("regex")), r("", .text, pop)]),
            ("regex", [
                r("/", .sr, pop),
                r(#"\\."#, .se),
                r("[(){}]", .si),
                r(#"\["#, .si, push("regex_class")),
                r(".", .sr),
            ]),
            ("regex_class", [
                r(#"\]"#, .si, pop),
                r(#"(?<!\[)-(?=\])"#, .sr),
                r("-", .si),
                r(#"\\."#, .se),
                r(#"[^\\\]-]+"#, .sr),
            ]),
            ("dquotes", [
                r(#"""#, .s2, pop),
                r(#"[^$\\"]+"#, .s2),
                r(#"(?s)\\."#, .se),
                r("[$]" + qualname, .nv),
                r("[$][{]" + qualname + "[}]", .nv),
            ]),
        ])
    }()
}
