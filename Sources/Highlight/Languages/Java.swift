extension Languages {
    static let javaDefinition: LexerDefinition = {
        let id = #"[\p{L}_][\p{L}\p{N}_]*"#
        let digit = "(?:[0-9]_+[0-9]|[0-9])"
        let bin = "(?:[01]_+[01]|[01])"
        let oct = "(?:[0-7]_+[0-7]|[0-7])"
        let hex = "(?:[0-9a-fA-F]_+[0-9a-fA-F]|[0-9a-fA-F])"
        return LexerDefinition(states: [
            ("root", [
                r(#"[^\S\n]+"#, .text),
                r(#"//.*?$"#, .c1),
                r(#"(?s)/\*.*?\*/"#, .cm),
                // Keywords before method signatures, so `throw new X(` is no signature.
                r(words("assert break case catch continue default do else finally for if goto instanceof new return switch this throw try while", prefix: ""), .k),
                ga(#"(?sx)(\s*(?:[a-zA-Z_][a-zA-Z0-9_.\[\]<>]*\s+)+?)([a-zA-Z_][a-zA-Z0-9_]*)(\s*)(\()"#,
                   [sub("java"), .token(.nf), .token(.text), .token(.o)]),
                r("@" + id, .nd),
                r(words("abstract const enum extends final implements native private protected public static strictfp super synchronized throws transient volatile", prefix: ""), .kd),
                r(words("boolean byte char double float int long short var void", prefix: ""), .kt),
                r(#"(?:true|false|null)\b"#, .kc),
                r(#"(?:class|interface)\b"#, .kd, push("class")),
                r(#"(?:import|package)\b"#, .kn, push("import")),
                r(#""(\\\\|\\"|[^"])*""#, .s),
                r(#"'(?:\\.|[^\\]|\\u[0-9a-f]{4})'"#, .sc),
                g(#"(\.)("# + id + ")", [.o, .na]),
                r(id + ":", .nl),
                r(#"\p{Lu}[\p{Lu}\p{Nd}_]*\b"#, .no),
                r(#"\p{Lu}[\p{L}\p{N}]*\b"#, .nc),
                r(#"\$?"# + id, .n),
                r(#"[~^*!%&\[\](){}<>\|+=:;,.\/?-]"#, .o),
                r(digit + "+\\." + digit + "+([eE]" + digit + "+)?[fd]?", .mf),
                r("(?i)0b" + bin + "+", .mb),
                r("(?i)0x" + hex + "+", .mh),
                r("0" + oct + "+", .mo),
                r(digit + "+L?", .mi),
                r(#"\n"#, .text),
            ]),
            ("class", [r(#"\s+"#, .text), r(id, .nc, pop)]),
            ("import", [r(#"\s+"#, .text), r(#"(?i)[a-z0-9_.]+\*?"#, .nn, pop)]),
        ])
    }()
}
