extension Languages {
    static let vimlDefinition: LexerDefinition = {
        let words = table([
            (.k, VimLWords.command),
            (.nb, VimLWords.function), (.nb, VimLWords.option), (.nb, VimLWords.auto),
        ])
        return LexerDefinition(states: [
            ("root", [
                g(#"^(\s*)(".*?)$"#, [.text, .c]),
                r(#"^\s*\\"#, .se),
                r(#"[ \t]+"#, .text),
                r(#"/(\\\\|\\/|[^\n/])*/"#, .sr),
                r(#""(\\\\|\\"|[^\n"])*""#, .s2),
                r(#"'(\\\\|\\'|[^\n'])*'"#, .s1),
                r(#"(?<=\s)"[^-:.%#=*].*?$"#, .c),
                r(#"-?\d+"#, .m),
                r("(?i)#[0-9a-f]{6}", .mh),
                r("^:", .p),
                r(#"[():<>+=!\[\]{}\|,~.-]"#, .p),
                r(#"\b(let|if|else|endif|elseif|fun|function|endfunction)\b"#, .k),
                r(#"\b(NONE|bold|italic|underline|dark|light)\b"#, .nb),
                r(#"[absg]:\w+\b"#, .nv),
                lk(#"\b\w+\b"#, words, .text),
                r("(?s).", .text),
            ]),
        ])
    }()
}
