/// Data and configuration formats: JSON, INI, TOML, diffs.
extension Languages {
    static let jsonDefinition = LexerDefinition(states: [
        ("root", [inc("whitespace"), r("\\{", .p, push("object")), r("\\[", .p, push("array")), inc("name"), inc("value"), r("[\\]}]", .p)]),
        ("whitespace", [r(#"\s+"#, .w)]),
        ("object", [inc("whitespace"), inc("name"), inc("value"), r("}", .p, pop), r(",", .p)]),
        ("name", [g(#"("(?:\\.|[^"\\\n])*?")(\s*)(:)"#, [.nl, .w, .p])]),
        ("value", [inc("whitespace"), inc("constants"), r(#"""#, .s2, push("string")), r("\\[", .p, push("array")), r("\\{", .p, push("object"))]),
        ("string", [r(#"[^\\"]+"#, .s2), r(#"\\."#, .se), r(#"""#, .s2, pop)]),
        ("array", [inc("value"), r("\\]", .p, pop), r(",", .p)]),
        ("constants", [
            r("(?:true|false|null)", .kc),
            r(#"(?i)-?(?:0|[1-9]\d*)\.\d+(?:e[+-]?\d+)?"#, .mf),
            r(#"(?i)-?(?:0|[1-9]\d*)(?:e[+-]?\d+)?"#, .mi),
        ]),
    ])

    static let diffDefinition = LexerDefinition(states: [
        ("root", [
            r(#"^ .*$\n?"#, .text),
            r(#"^---$\n?"#, .p),
            r(#"^[+>]+.*$\n?"#, .gi),
            r(#"^\+.*$\n?"#, .gi),
            r(#"^[-<]+.*$\n?"#, .gd),
            r(#"^!.*$\n?"#, .gs),
            r(#"^([Ii]ndex|diff).*$\n?"#, .gh),
            g(#"^(@@[^@]*@@)([^\n]*\n)"#, [.p, .text]),
            r(#"^\w.*$\n?"#, .p),
            r(#"^=.*$\n?"#, .gh),
            r(#"\s.*$\n?"#, .text),
        ]),
    ])

    static let iniDefinition = LexerDefinition(states: [
        ("basic", [r(#"[;#].*?\n"#, .c), r(#"\s+"#, .text), r(#"\\\n"#, .se)]),
        ("root", [inc("basic"), g(#"([\w\-.]+)(\s*)(=)"#, [.py, .text, .p], push("value")), r(#"\[.*?\]"#, .nn)]),
        ("value", [
            r(#"\n"#, .text, pop), inc("basic"), r(#"""#, .s, push("dq")), r("'.*?'", .s), inc("esc_str"), r(#"[^\\\n]+"#, .s),
        ]),
        ("dq", [r(#"""#, .s, pop), inc("esc_str"), r(#"[^\\"]+"#, .s)]),
        ("esc_str", [r(#"(?s)\\."#, .se)]),
    ])
}

extension Languages {
    static let tomlDefinition: LexerDefinition = {
        let identifier = #"(?:\S+|"[^"]+"|'[^']+')"#
        let hex = "[0-9a-fA-F]"
        return LexerDefinition(states: [
            ("basic", [
                r(#"\s+"#, .text),
                r("#.*?$", .c),
                r("(true|false)", .kc),
                g("(" + identifier + #")(\s*)(=)(\s*)(\{)"#, [.nn, .text, .o, .text, .p], push("inline")),
                r(#"(?<!=)\s*\[[\S]+\]"#, .nn),
                r(#"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z"#, .ld),
                r(#"[+-]?\d+(?:_\d+)*\.\d+(?:_\d+)*(?:[eE][+-]?\d+(?:_\d+)*)?"#, .mf),
                r(#"[+-]?\d+(?:_\d+)*[eE][+-]?\d+(?:_\d+)*"#, .mf),
                r("[+-]?(?:nan|inf)", .mf),
                r("0x" + hex + "+(?:_" + hex + "+)*", .mh),
                r("0o[0-7]+(?:_[0-7]+)*", .mo),
                r("0b[01]+(?:_[01]+)*", .mb),
                r(#"[+-]?\d+(?:_\d+)*"#, .mi),
            ]),
            ("root", [inc("basic"), g("(" + identifier + #")(\s*)(=)"#, [.py, .text, .p], push("value"))]),
            ("value", [r(#"\n"#, .text, pop), inc("content")]),
            ("content", [
                inc("basic"),
                g("(" + identifier + #")(\s*)(=)"#, [.py, .text, .p]),
                r(#"""""#, .s, push("mdq")),
                r(#"""#, .s, push("dq")),
                r("'''", .s, push("msq")),
                r("'", .s, push("sq")),
                inc("esc_str"),
                r(",", .p),
                r(#"\["#, .p, push("array")),
            ]),
            ("dq", [r(#"""#, .s, pop), r(#"\n"#, .err, pop), inc("esc_str"), r(#"[^\\"\n]+"#, .s)]),
            ("mdq", [r(#"""""#, .s, pop), inc("esc_str"), r(#"[^\\"]+"#, .s), r(#""+"#, .s)]),
            ("sq", [r("'", .s, pop), r(#"\n"#, .err, pop), r(#"[^'\n]+"#, .s)]),
            ("msq", [r("'''", .s, pop), r("[^']+", .s), r("'+", .s)]),
            ("esc_str", [r(#"\\[0t\tn\n "\\r]"#, .se)]),
            ("array", [inc("content"), r(#"\]"#, .p, pop)]),
            ("inline", [inc("content"), r(#"\}"#, .p, pop)]),
        ])
    }()

    static let dockerDefinition: LexerDefinition = {
        let keywords = "FROM|MAINTAINER|CMD|LABEL|EXPOSE|ENV|ADD|COPY|ENTRYPOINT|VOLUME|USER|WORKDIR|ARG|STOPSIGNAL|HEALTHCHECK|SHELL"
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                g(#"(?i)^(FROM)(\s+)(.*)(\s+)(AS)(\s+)(.*)"#, [.k, .w, .s, .w, .k, .w, .s]),
                g(#"(?i)^(ONBUILD)(\s+)("# + keywords + ")(.*)", [.k, .w, .k, .s]),
                g("(?i)^(" + keywords + #")\b(.*)"#, [.k, .s]),
                r("#.*?$", .c),
                Rule(kind: .match(pattern: #"(?i)^(ONBUILD\s+)?RUN(\s+)"#, action: .tokenResetting(.k, "shell"), next: push("run"))),
                r(#"\w+"#, .text),
                r(#"[^\w]+"#, .text),
                r(".", .text),
            ]),
            ("run", [r(#"\n"#, .text, pop), r(#"(?s)\\."#, .se), d(#"(\\.|[^\n\\])+"#, "shell", keep: true)]),
        ])
    }()
}
