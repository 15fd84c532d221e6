/// Sass, the indented syntax (SCSS's states, lines instead of braces).
extension Languages {
    static let sassDefinition: LexerDefinition = {
        let id = #"[\w-]+"#
        return LexerDefinition(states: [
            ("root", [
                r(#"[ \t]*\n"#, .text),
                Rule(kind: .match(pattern: #"[ \t]*"#, action: .indentation(.text), next: .stay)),
            ]),
            ("content", [
                Rule(kind: .match(pattern: "//.*?$", action: .startsBlock(.c1, "single_comment"), next: pop)),
                Rule(kind: .match(pattern: #"/[*].*?\n"#, action: .startsBlock(.cm, "multi_comment"), next: pop)),
                r(#"@import\b"#, .k, push("import")),
                inc("content_common"),
                r("=" + id, .nf, push("value")),
                r("[+]" + id, .nd, push("value")),
                r(":", .na, push("old_style_attr")),
                r(#"(?=[^\[\n]+?:([^a-z]|$))"#, .text, push("attribute")),
                r("", .text, push("selector")),
            ]),
            ("single_comment", [r(".*?$", .c1, pop)]),
            ("multi_comment", [r(#".*?\n"#, .cm, pop)]),
            ("import", [r(#"[ \t]+"#, .text), r(#"\S+"#, .s), r(#"\n"#, .text, pop)]),
            ("old_style_attr", [inc("attr_common"), r("", .text, .goto("value"))]),
            ("end_section", [r(#"\n"#, .text, .reset)]),
        ] + sassCommonStates)
    }()
}
