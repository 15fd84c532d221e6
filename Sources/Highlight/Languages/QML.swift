/// QML (JavaScript with Qt's object blocks) and MXML (Flex's XML with ActionScript).
extension Languages {
    static let qmlDefinition: LexerDefinition = {
        let id = "[$a-zA-Z_][a-zA-Z0-9_.]*"
        let prepended: [Rule] = [
            g("(" + id + #")(\s*)(\{)"#, [.kt, .text, .p], push("type_block")),
            g("(" + id + #")(\s+)(on)(\s+)("# + id + #")(\s*)(\{)"#, [.kt, .text, .k, .text, .nl, .text, .p], push("type_block")),
            r("[{]", .p, .pushSelf),
        ]
        return LexerDefinition(states: JavaScriptFamily.javascript.states.map { name, rules in
            (name, name == "root" ? prepended + rules : rules)
        } + [
            ("type_block", [
                g(#"(id)(\s*)(:)(\s*)("# + id + ")", [.nl, .text, .p, .text, .kd]),
                g("(" + id + #")(\s*)(:)"#, [.nl, .text, .p], push("expr_start")),
                g(#"(signal)(\s+)("# + id + ")", [.kd, .text, .nl], push("signal")),
                g(#"(property)(\s+)("# + id + #")(\s+)("# + id + #")(\s*)(:?)"#, [.kd, .text, .kt, .text, .nl, .text, .p], push("expr_start")),
                r("[}]", .p, pop),
                inc("root"),
            ]),
            ("signal", [inc("comments_and_whitespace"), r(#"\("#, .p, .goto("signal_args")), r("", .text, pop)]),
            ("signal_args", [
                inc("comments_and_whitespace"),
                g("(" + id + #")(\s+)("# + id + #")(\s*)(,?)"#, [.kt, .text, .n, .text, .p]),
                r(#"\)"#, .p, pop),
            ]),
        ])
    }()

    static let mxmlDefinition: LexerDefinition = {
        LexerDefinition(states: [
            ("root", [
                r("[^<&]+", .text),
                r(#"&\S*?;"#, .ni),
                r(#"<!\[CDATA\["#, .cp, push("actionscript_content")),
                r("<!--", .c, push("comment")),
                r(#"<\?.*?\?>"#, .cp),
                r("<![^>]*>", .cp),
                r(#"<\s*[\w:.-]+"#, .nt, push("tag")),
                r(#"<\s*/\s*[\w:.-]+\s*>"#, .nt),
            ]),
            ("comment", [r("[^-]+", .c), r("-->", .c, pop), r("-", .c)]),
            ("tag", [r(#"\s+"#, .text), r(#"[\w.:-]+\s*="#, .na, push("attribute")), r(#"/?\s*>"#, .nt, push("root"))]),
            ("attribute", [
                r(#"\s+"#, .text),
                g(#"(")(\{|@\{)"#, [.s, .p], push("actionscript_attribute")),
                r(#"".*?"|'.*?'|[^\s>]+"#, .s, push("tag")),
            ]),
            ("actionscript_content", [r(#"\]\]\>"#, .cp, pop), d(#"(?s).*?(?=\]\]\>)"#, "actionscript")]),
            ("actionscript_attribute", [g(#"(\})(")"#, [.p, .s], push("tag")), d(#"(?s).*?(?=\}")"#, "actionscript")]),
        ])
    }()
}
