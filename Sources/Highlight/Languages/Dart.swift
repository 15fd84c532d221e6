extension Languages {
    static let dartDefinition: LexerDefinition = {
        let keywords = "as assert await break case catch continue default do else finally for if in is new rethrow return super switch this throw try while with yield"
        let declarations = "abstract async dynamic const covariant external extends factory final get implements late native on operator required set static sync typedef var"
        let types = "bool Comparable double Dynamic enum Function int List Map Never Null num Object Pattern Set String Symbol Type Uri void"
        func alt(_ list: String) -> String { "(?:" + list.split(separator: " ").joined(separator: "|") + #")\b"# }
        let id = #"[a-zA-Z_]\w*"#
        return LexerDefinition(states: [
            ("root", [
                ga(#"^(\s*(?:[a-zA-Z_][a-zA-Z\d_.\[\]]*\s+)+?)([a-zA-Z_]\w*)(\s*)(\()"#, [sub("dart"), .token(.nf), .token(.text), .token(.p)]),
                r(#"\s+"#, .text),
                r("//.*?$", .c1),
                r(#"(?s)/\*.*?\*/"#, .cm),
                r(#"""#, .s, push("dqs")),
                r("'", .s, push("sqs")),
                r(#"r"[^"]*""#, .sx),
                r("r'[^']*'", .sx),
                r("#(?:" + id + ")*", .ss),
                r("@" + id, .nd),
                r(alt(keywords), .k),
                r(alt(declarations), .kd),
                r(alt(types), .kt),
                r(#"(?:true|false|null)\b"#, .kc),
                r(#"(?:class|interface|mixin)\b"#, .kd, push("class")),
                r(#"(?:import|deferred|export|library|part\s*of|part|source)\b"#, .kn, push("import")),
                g(#"(\.)("# + id + ")", [.o, .na]),
                r(id + ":", .nl),
                r(#"\$?"# + id, .n),
                r(#"[~^*!%&\|+=:\/?-]"#, .o),
                r(#"[\[\](){}<>\.,;]"#, .p),
                r(#"\d*\.\d+([eE]\-?\d+)?"#, .mf),
                r(#"0x[\da-fA-F]+"#, .mh),
                r(#"\d+L?"#, .mi),
                r(#"\n"#, .text),
            ]),
            ("class", [r(#"\s+"#, .text), r(id, .nc, pop)]),
            ("dqs", [r(#"""#, .s, pop), r(#"[^\\\$"]+"#, .s), inc("string")]),
            ("sqs", [r("'", .s, pop), r(#"[^\\\$']+"#, .s), inc("string")]),
            ("import", [r(";", .o, pop), r(#"(?:show|hide)\b"#, .kd), inc("root")]),
            ("string", [r(#"\$"# + id, .si), r(#"\$\{[^\}]+\}"#, .si), r(#"\\[nrt\"\'\\]"#, .se)]),
        ])
    }()
}
