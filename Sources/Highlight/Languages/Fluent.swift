extension Languages {
    static let fluentDefinition: LexerDefinition = {
        let name = "[a-zA-Z][a-zA-Z0-9_-]*"
        return LexerDefinition(states: [
            ("root", [
                g("( *)(=)( *)", [.w, .p, .w], push("template")),
                r(#"(?:\s*\n)+"#, .w),
                r("#{1,3}(?: .*)?$", .c1),
                r(name, .no),
                r(#"\-"# + name, .ni),
                r(#"\s*\."# + name, .na),
                r(#"\s+(?=[^\s\.])"#, .w, push("template")),
            ]),
            ("template", [
                r(#"\n"#, .w, pop),
                r(#"[^\{\n\}\*]+"#, .text),
                r(#"\{"#, .p, push("placeable")),
                r(#"(?=\})"#, .p, pop),
            ]),
            ("placeable", [
                r(#"\s+"#, .w),
                r(#"\{"#, .p, push("placeable")),
                r(#"\}"#, .p, pop),
                r(#"\$"# + name, .nv),
                r(#"\-"# + name, .ni),
                r(#"\."# + name, .na),
                r("[A-Z]+", .nb),
                r(name, .no),
                r(#"[\(\),\:]"#, .p),
                r("->", .p),
                r(#"\*"#, .pi),
                r(#"\-?\d+\.\d+?"#, .mf),
                r(#"\-?\d+"#, .mi),
                r(#"""#, .s2, push("string")),
                g(#"(\[)(\-?\d+\.\d+)(\])"#, [.p, .mf, .p], push("template")),
                g(#"(\[)(\-?\d+)(\])"#, [.p, .mi, .p], push("template")),
                g(#"(\[)([a-zA-Z][a-zA-Z0-9_-]+)(\])"#, [.p, .ss, .p], push("template")),
            ]),
            ("string", [
                r(#"\\u[0-9a-fA-F]{4}|\\U[0-9a-fA-F]{6}"#, .se),
                r(#"\\."#, .se),
                r(#"[^\"\\]"#, .s2),
                r(#"""#, .s2, pop),
            ]),
        ])
    }()
}
