extension Languages {
    static let nixDefinition: LexerDefinition = {
        let word = "[a-zA-Z0-9._-]+"
        let section = "(/" + word + ")"
        let basic = word + "(/" + word + ")+"
        let path = "((" + section + ")+|~" + section + "+|" + basic + "|[a-z+]+://(/?" + basic + "))"
        return LexerDefinition(states: [
            ("root", [inc("ignore"), inc("expression")]),
            ("ignore", [inc("whitespaces")]),
            ("whitespaces", [r(#"^\s*\n\s*$"#, .text), r(#"\s+"#, .text)]),
            ("comment", [r("#.*$", .c), r(#"/\*"#, .c, push("multiline_comment"))]),
            ("multiline_comment", [r(#"\*/"#, .c, pop), r(".", .c)]),
            ("string", [r("\"", .s2, push("double_quoted_string")), r("''", .s2, push("indented_string"))]),
            ("string_content", [r(#"\\."#, .se), r(#"\$\$"#, .se), r(#"\$\{"#, .si, push("string_interpolated_arg"))]),
            ("indented_string_content", [
                r("'''", .se), r(#"''\$"#, .se), r(#"\$\$"#, .se), r(#"''\\."#, .se),
                r(#"\$\{"#, .si, push("string_interpolated_arg")),
            ]),
            ("string_interpolated_arg", [inc("expression"), r("\\}", .si, pop)]),
            ("indented_string", [inc("indented_string_content"), r("''", .s2, pop), r(".", .s2)]),
            ("double_quoted_string", [inc("string_content"), r("\"", .s2, pop), r(".", .s2)]),
            ("atom_content", [inc("expression"), r(#"\)"#, .p, pop)]),
            ("list_content", [r(#"\]"#, .p, pop), inc("expression")]),
            ("set_content", [r("\\}", .p, pop), inc("expression")]),
            ("expression", [
                inc("ignore"),
                inc("comment"),
                r("(true|false)", .kc),
                r("(null)", .kc),
                r("[0-9]", .mi),
                r(path, .sx),
                inc("string"),
                r(#"(?:with|in|inherit)\b"#, .kn),
                r(#"(?:let)\b"#, .kd),
                r(#"(?:if|then|else)\b"#, .k),
                r(#"(?:rec|assert|map)\b"#, .kr),
                r(#"(?:abort|baseNameOf|builtins|derivation|fetchTarball|import|isNull|removeAttrs|throw|toString)\b"#, .kr),
                r(#"(\.|\?|\+\+|\+|!=|!|\/\/|\=\=|&&|\|\||->|\/|\*|-|<|>|<=|=>)"#, .o),
                r(#"(\$)"#, .p),
                r("(=)", .o),
                r("(@)", .o),
                r("(;|,|:)", .p),
                r("[a-zA-Z_][a-zA-Z0-9-]*", .nv),
                r(#"\("#, .p, push("atom_content")),
                r("\\{", .p, push("set_content")),
                r(#"\["#, .p, push("list_content")),
            ]),
        ])
    }()
}
