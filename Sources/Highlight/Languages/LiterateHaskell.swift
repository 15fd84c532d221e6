extension Languages {
    /// Bird-style literate Haskell: `>` lines are Haskell, lexed as one continuing program.
    static let literateHaskellDefinition: LexerDefinition = {
        LexerDefinition(states: [
            ("root", [
                r(#"\s*?\n(?=>)"#, .text, push("code")),
                r(#".*?\n"#, .text),
                r(#".+\z"#, .text),
            ]),
            ("code", [
                ga(#"(>)( .*?(?:\n|\z))"#, [.token(.nl), .delegate("haskell", keep: true)]),
                r(#"\s*\n(?=\s*[^>])"#, .text, pop),
            ]),
        ])
    }()
}
