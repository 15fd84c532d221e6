extension Languages {
    static let augeasDefinition: LexerDefinition = {
        let reserved = Set("""
            _ let del store value counter seq key label autoload incl excl transform test get put in after set clear \
            insa insb print_string print_regexp print_endline print_tree lens_ctype lens_atype lens_ktype lens_vtype \
            lens_format_atype regexp_match
            """.split(separator: " ").map(String.init))
        return LexerDefinition(states: [
            ("root", [
                inc("basic"),
                g(#"(:)(\w\w*)"#, [.p, .kt]),
                classify(#"\w[\w']*"#) { name in
                    if name == "module" { return (.kr, push("module")) }
                    if reserved.contains(name) { return (.kr, .stay) }
                    return (name.first.map { $0 >= "A" && $0 <= "Z" } == true ? .kn : .n, .stay)
                },
                r(#"""#, .s, push("string")),
                r(#"\/"#, .s, push("regexp")),
                r(#"[-*+.=?\|]+"#, .o),
                r(#"[\[\](){}:;]"#, .p),
            ]),
            ("basic", [r(#"\s+"#, .text), r(#"\(\*"#, .cm, push("comment"))]),
            ("comment", [
                r(#"\*\)"#, .cm, pop),
                r(#"\(\*"#, .cm, push("comment")),
                r("[^*)]+", .cm),
                r("[*)]", .cm),
            ]),
            ("module", [r(#"\s+"#, .text), r("[A-Z][a-zA-Z0-9_.]*", .nn, pop)]),
            ("regexp", [r(#"\/"#, .sr, pop), r(#"[^\\\/]+"#, .sr), r(#"\\[\\\/]"#, .sr), r(#"\\"#, .sr)]),
            ("string", [r(#"""#, .s, pop), r(#"\\"#, .se, push("escape")), r(#"[^\\"]+"#, .s)]),
            ("escape", [
                r(#"[abfnrtv"'&\\]"#, .se, pop),
                r(#"\^[\]\[A-Z@\^_]"#, .se, pop),
                r("(?i)o[0-7]+", .se, pop),
                r(#"(?i)x[\da-f]+"#, .se, pop),
                r(#"\d+"#, .se, pop),
                r(#"\s+"#, .se, pop),
                r(".", .s, pop),
            ]),
        ])
    }()
}
