/// CoffeeScript and Literate CoffeeScript.
extension Languages {
    static let coffeescriptDefinition: LexerDefinition = {
        let id = "[$a-zA-Z_][a-zA-Z0-9_]*"
        let words = table([
            (.k, """
                for by while until loop break continue return switch when then if else do yield throw try catch \
                finally await new delete typeof instanceof super extends this class import export debugger
                """),
            (.no, "true false yes no on off null NaN Infinity undefined"),
            (.nb, """
                Array Boolean Date Error Function Math netscape Number Object Packages RegExp String sun decodeURI \
                decodeURIComponent encodeURI encodeURIComponent eval isFinite isNaN parseFloat parseInt document window
                """),
        ])
        let codeEscape = #"\\(c[A-Z]|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|u\{[0-9a-fA-F]{4}\})"#
        return LexerDefinition(states: [
            ("root", [
                r(#"^(?=\s|/|<!--)"#, .text, push("slash_starts_regex")),
                inc("comments"),
                inc("whitespace"),
                r(#"[+][+]|--|~|&&|\band\b|\bor\b|\bis\b|\bisnt\b|\bnot\b|\bin\b|\bof\b|[?]|:|=|[|][|]|\\(?=\n)|(<<|>>>?|==?|!=?|[-<>+*`%&|^/])=?"#,
                  .o, push("slash_starts_regex")),
                r("[-=]>", .nf),
                g(#"(@)([ \t]*)("# + id + ")", [.vi, .text, .na], push("slash_starts_regex")),
                g(#"([.])([ \t]*)("# + id + ")", [.p, .text, .na], push("slash_starts_regex")),
                r(id + #"(?=\s*:)"#, .na, push("slash_starts_regex")),
                lk(id, words, .nx, push("slash_starts_regex")),
                r(#"[{(\[;,]"#, .p, push("slash_starts_regex")),
                r(#"[})\].]"#, .p),
                r(#"\d+[.]\d+([eE]\d+)?[fd]?"#, .mf),
                r("0x[0-9a-fA-F]+", .mh),
                r(#"\d+"#, .mi),
                r(#"""""#, .s, push("tdqs")),
                r("'''", .s, push("tsqs")),
                r(#"""#, .s, push("dqs")),
                r("'", .s, push("sqs")),
            ]),
            ("comments", [r(#"(?s)###[^#].*?###"#, .cm), r("#.*$", .c1)]),
            ("whitespace", [r(#"\s+"#, .text)]),
            ("regex_comment", [r(#"^#(?!\{).*$"#, .c1), g(#"(\s+)(#(?!\{).*)$"#, [.text, .c1])]),
            ("multiline_regex_begin", [r("///", .sr, .goto("multiline_regex"))]),
            ("multiline_regex_end", [r(#"///([gimy]+\b|\B)"#, .sr, pop)]),
            ("multiline_regex", [
                inc("multiline_regex_end"),
                inc("regex_comment"),
                inc("has_interpolation"),
                inc("comments"),
                inc("whitespace"),
                inc("code_escape"),
                r(#"\\\D"#, .se),
                r(#"\\\d+"#, .nv),
                r("(?s).", .sr),
            ]),
            ("slash_starts_regex", [
                inc("comments"),
                inc("whitespace"),
                inc("multiline_regex_begin"),
                r(#"/(\\.|[^\[/\\\n]|\[(\\.|[^\]\\\n])*\])+/([gimy]+\b|\B)"#, .sr, pop),
                r("", .text, pop),
            ]),
            ("code_escape", [r(codeEscape, .se)]),
            ("strings", [r(#"[^#\\'"]+"#, .s), inc("code_escape"), r(#"\\."#, .se), r("#", .s)]),
            ("double_strings", [r("'", .s), inc("has_interpolation"), inc("strings")]),
            ("single_strings", [r(#"""#, .s), inc("strings")]),
            ("interpolation", [r("}", .si, pop), inc("root")]),
            ("has_interpolation", [r("[#][{]", .si, push("interpolation"))]),
            ("dqs", [r(#"""#, .s, pop), inc("double_strings")]),
            ("tdqs", [r(#"""""#, .s, pop), r(#"""#, .s), inc("double_strings")]),
            ("sqs", [r("'", .s, pop), inc("single_strings")]),
            ("tsqs", [r("'''", .s, pop), r("'", .s), inc("single_strings")]),
        ])
    }()

    static let literateCoffeescriptDefinition: LexerDefinition = {
        LexerDefinition(states: [
            ("root", [
                d(#"(?s)^(    .*?\n)+"#, "coffeescript", keep: true),
                d(#"(?s)^([ ]{0,3}(\S.*?|)\n)*"#, "markdown", keep: true),
            ])
        ])
    }()
}
