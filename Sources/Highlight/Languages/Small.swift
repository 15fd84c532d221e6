/// Small lexers of a few states: Brainfuck, Rouge's escape lexer.
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
}
