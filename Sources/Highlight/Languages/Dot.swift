extension Languages {
    static let dotDefinition = LexerDefinition(states: [
        ("comments_and_whitespace", [
            r(#"\s+"#, .text),
            r("#.*", .c1),
            r("//.*?$", .c1),
            r(#"(?s)/(\\\n)?[*].*?[*](\\\n)?/"#, .cm),
        ]),
        // An HTML label (`<...>`), lexed by the HTML lexer, which keeps its state across
        // the label's pieces and starts afresh at each label.
        ("html", [d("[^<>]+", "html", keep: true), d("(?s)<.+?>", "html", keep: true), r(">", .p, pop)]),
        ("ID", [
            g(#"([a-zA-Z][a-zA-Z_0-9]*)(\s*)(=)"#, [.n, .text, .p]),
            r("[a-zA-Z][a-zA-Z_0-9]*", .nv),
            r(#"([0-9]+)?\.[0-9]+"#, .mf),
            r("[0-9]+", .mi),
            r(#""(\\"|[^"])*""#, .s2),
            Rule(kind: .match(pattern: "<", action: .tokenResetting(.p, "html"), next: push("html"))),
        ]),
        ("a_list", [inc("comments_and_whitespace"), inc("ID"), r("[=;,]", .p), r(#"\]"#, .o, pop)]),
        ("root", [
            inc("comments_and_whitespace"),
            r(#"(?i)\b(strict|graph|digraph|subgraph|node|edge)\b"#, .k),
            r("[{};:=]", .p),
            r("-[->]", .o),
            r(#"\["#, .o, push("a_list")),
            inc("ID"),
        ]),
    ])
}
