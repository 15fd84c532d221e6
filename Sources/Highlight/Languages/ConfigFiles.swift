/// Configuration-file languages: nginx, Apache, conf, systemd units, ssh_config.
extension Languages {
    static let nginxDefinition: LexerDefinition = {
        let id = #"[^\s$;{}()#]+"#
        return LexerDefinition(states: [
            ("root", [g(#"(include)(\s+)([^\s;]+)"#, [.k, .text, .n]), r(id, .k, push("statement")), inc("base")]),
            ("block", [r("\\}", .p, pop), r(id, .kn, push("statement")), inc("base")]),
            ("statement", [r("\\{", .p, .popPush(1, ["block"])), r(";", .p, pop), inc("base")]),
            ("base", [
                r(#"\s+"#, .text),
                r("#.*", .c1),
                r(#"(?:on|off)\b"#, .no),
                r(#"[$][\w-]+"#, .nv),
                g(#"(?i)([a-z0-9.-]+)(:)([0-9]+)"#, [.nf, .p, .mi]),
                r("(?i)[a-z-]+/[a-z-]+", .nc),
                r(#"(?i)[0-9]+[kmg]?\b"#, .mi),
                g(#"(~)(\s*)([^\s{]+)"#, [.p, .text, .sr]),
                r("[:=~]", .p),
                r("/(?:" + id + ")?", .n),
                r(#"[^#\s;{}$\\]+"#, .s),
                r("[$;]", .text),
            ]),
        ])
    }()

    static let apacheDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let known = set(ConfigWords.apacheSections).union(set(ConfigWords.apacheDirectives)).union(set(ConfigWords.apacheValues))
        func name(_ found: TokenClass, _ next: Next) -> @Sendable (String) -> (TokenClass, Next) {
            { word in (known.contains(word.lowercased()) ? found : .text, next) }
        }
        return LexerDefinition(states: [
            ("whitespace", [r("#.*", .c), r(#"\s+"#, .text)]),
            ("root", [
                inc("whitespace"),
                r(#"</?(?=\w)"#, .p, push("section_name")),
                classify(#"\w+"#, name(.nc, push("directive"))),
            ]),
            ("section_name", [classify(#"\w+"#, name(.nl, .goto("section")))]),
            ("section", [g(#"([^>]+)?(>(?:\r\n?|\n)?)"#, [.sr, .p], pop), inc("whitespace")]),
            ("directive", [r(#"\r\n?|\n"#, .text, pop), inc("whitespace"), classify(#"\S+"#, name(.ss, .stay))]),
        ])
    }()

    static let confDefinition = LexerDefinition(states: [
        ("root", [
            r("#.*?\n", .c),
            r("\".*?\"", .s2),
            r("'.*?'", .s1),
            r("(?i)[a-z]\\w*", .n),
            r("\\d+", .m),
            r("[^\\w#\"']+", .text),
        ]),
    ])

    static let systemdDefinition = LexerDefinition(states: [
        ("root", [
            r(#"\s+"#, .text),
            r("[;#].*", .c),
            r(#"\[.*?\]$"#, .k),
            g(#"(.*?)(=)(.*)(\\\n)"#, [.nt, .p, .text, .se], push("continuation")),
            g("(.*?)(=)(.*)", [.nt, .p, .text]),
        ]),
        ("continuation", [g(#"(.*?)(\\\n)"#, [.text, .se]), r("(.*)'", .text, pop)]),
    ])

    static let sshDefinition = LexerDefinition(states: [
        ("root", [r("(?i)[a-z0-9]+", .k, push("statement")), inc("base")]),
        ("statement", [
            r(#"\n"#, .text, pop),
            r(#"(?:yes|no|confirm|ask|always|auto|none|force)\b"#, .no),
            r(#"\d+"#, .m),
            r(#"[^#\s;{}$\\]+"#, .text),
            inc("base"),
        ]),
        ("base", [r(#"\s+"#, .text), r("#.*", .c1)]),
    ])
}
