/// HashiCorp's configuration language and Terraform's dialect of it.
extension Languages {
    /// HCL's states; Terraform adds keywords, punctuation in blocks and interpolation.
    private static func hclFamily(terraform: Bool) -> LexerDefinition {
        let words = terraform
            ? table([
                (.k, "terraform module provider variable resource data provisioner output"),
                (.kd, "var local"),
                (.kc, "true false null"),
            ])
            : table([(.kc, "true false null")])
        // A keyword, declaration or other name opens a composite (a block's labels and body).
        let rootWord = classify("(?i)[$a-z_][a-z0-9_]*") { word in
            let t = words[word] ?? .nx
            return (t, t == .kc ? .stay : .push(["composite"]))
        }
        let blockPunctuation: [Rule] = terraform ? [r("[.,()*]", .p)] : []
        var states: [(String, [Rule])] = [
            ("root", [
                inc("comments_and_whitespace"),
                inc("primitives"),
                r(#"\{"#, .p, push("hash")),
                r(#"\["#, .p, push("array")),
                rootWord,
            ]),
            ("multiline_comment", [r("[*]/", .cm, pop), r("[^*/]+", .cm), r("[*/]", .cm)]),
            ("comments_and_whitespace", [r(#"\s+"#, .text), r("//.*?$", .c1), r("#.*?$", .c1), r("/[*]", .cm, push("multiline_comment"))]),
            ("primitives", [
                r(#"[0-9][0-9]*\.[0-9]+([eE][0-9]+)?[fd]?([kKmMgG]b?)?"#, .mf),
                r(#"[0-9]+([kKmMgG]b?)?"#, .mi),
                r(#"""#, .s2, push("dq")),
                r("'", .s1, push("sq")),
                Rule(kind: .match(pattern: #"(<<-?)(\s*)(\'?)(\\?)(\w+)(\3)"#,
                                  action: .groupsSaving([.token(.o), .token(.text), .token(.sh), .token(.sh), .token(.no), .token(.sh)], save: 5),
                                  next: push("heredoc"))),
            ]),
            ("composite", [
                inc("comments_and_whitespace"),
                r("[{]", .p, .goto("hash")),
                r(#"[\[]"#, .p, .goto("array")),
                inc("root"),
                r("", .text, pop),
            ]),
            ("hash", blockPunctuation + [inc("comments_and_whitespace"), r("=", .p), r(#"\}"#, .p, pop), inc("root")]),
            ("array", blockPunctuation + [inc("comments_and_whitespace"), r(",", .p), r(#"\]"#, .p, pop), inc("root")]),
            ("heredoc_nl", [
                Rule(kind: .match(pattern: #"\s*(\w+)\s*\n"#, action: .matchSaved(group: 1, equal: .no, equalNext: .pop(2), other: .sh, otherNext: .stay), next: .stay)),
                r("", .text, pop),
            ]),
        ]
        if terraform {
            let expressionWords = classify("(?i)[$a-z_-][a-z0-9_-]*") { (words[$0] ?? .nx, .stay) }
            states += [
                ("dq", [r(#"[^\\"\$]+"#, .s2), inc("strings"), r(#"""#, .s2, pop)]),
                ("sq", [r(#"[^\\'\$]+"#, .s1), inc("strings"), r("'", .s1, pop)]),
                ("heredoc", [r(#"\n"#, .sh, push("heredoc_nl")), r(#"[^$\n]+"#, .sh), r("[$]", .sh), inc("strings")]),
                ("strings", [r(#"\\."#, .se), r(#"\$\{"#, .k, push("interpolation"))]),
                ("interpolation", [r(#"\}"#, .k, pop), inc("expression")]),
                ("regexps", [r(#""\/"#, .dl, .goto("regexp_inner"))]),
                ("regexp_inner", [r(#"[^"\/\\]+"#, .sr), r(#"\\."#, .sr), r(#"\/""#, .dl, pop), r(#"["\/]"#, .sr)]),
                ("expression", [
                    inc("regexps"),
                    inc("primitives"),
                    r(#"\s+"#, .text),
                    r(#"\+\+|--|~|&&|\|\||\\(?=\n)|<<|>>>?|==|!="#, .o),
                    r(#"[-<>+*%&|\^/!=?:]=?"#, .o),
                    r(#"[(\[,]"#, .p),
                    r(#"[)\].]"#, .p),
                    expressionWords,
                ]),
            ]
        } else {
            states += [
                ("dq", [r(#"[^\\"]+"#, .s2), r(#"\\""#, .se), r(#"""#, .s2, pop)]),
                ("sq", [r(#"[^\\']+"#, .s1), r(#"\\'"#, .se), r("'", .s1, pop)]),
                ("heredoc", [r(#"\n"#, .sh, push("heredoc_nl")), r(#"[^$\n]+"#, .sh), r("[$]", .sh)]),
            ]
        }
        return LexerDefinition(states: states)
    }

    static let hclDefinition: LexerDefinition = hclFamily(terraform: false)
    static let terraformDefinition: LexerDefinition = hclFamily(terraform: true)
}
