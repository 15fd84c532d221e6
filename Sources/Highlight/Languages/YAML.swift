extension Languages {
    static let yamlDefinition: LexerDefinition = {
        let plainStart = #"[^ \t\n\r\f\v?:,\[\]{}#&*!\|>'"%@`]"#
        func y(_ pattern: String, _ step: YAMLStep, _ next: Next = .stay) -> Rule {
            Rule(kind: .match(pattern: pattern, action: .yaml(step), next: next))
        }
        return LexerDefinition(states: [
            ("root", [
                inc("basic"),
                r(#"\n+"#, .text),
                r("[ ]+(?=#|$)", .text),
                y(#"^%YAML\b"#, .reset(.nt), push("yaml_directive")),
                y(#"^%TAG\b"#, .reset(.nt), push("tag_directive")),
                y(#"^(?:---|\.\.\.)(?= |$)"#, .reset(.nn), push("block_line")),
                y(#"[ ]*(?!\s|$)"#, .lineIndent, .push(["block_line", "indentation"])),
            ]),
            ("basic", [r("#.*$", .c1)]),
            ("indentation", [
                r(#"\s*?\n"#, .text, .pop(2)),
                y("[ ]+(?=[-:?](?:[ ]|$))", .continueIndent),
                y("[?:-](?=[ ]|$)", .indicator),
                y("[ ]*", .continueIndent, pop),
            ]),
            ("block_line", [
                r("[ ]*(?=#|$)", .text, pop),
                r("[ ]+", .text),
                inc("descriptors"),
                inc("block_nodes"),
                inc("flow_nodes"),
                r("(?=" + plainStart + #"|[?:-][^ \t\n\r\f\v])"#, .nv, push("plain_scalar_in_block_context")),
            ]),
            ("descriptors", [
                r(#"!<[0-9A-Za-z;\/?:@&=+$,_.!~*'()\[\]%-]+>"#, .kt),
                r(#"(?:![\w-]+)?!(?:[\w;/?:@&=+$,.!~*\'()\[\]%-]*)"#, .kt),
                r(#"&[\p{L}\p{Nl}\p{Nd}_-]+"#, .nl),
                r(#"\*[\p{L}\p{Nl}\p{Nd}_-]+"#, .nv),
            ]),
            ("block_nodes", [
                y(#"([^#,:?\[\]{}"'\n]+)(:)(?=\s|$)"#, .key),
                r(#"[\|>][+-]?"#, .pi, .push(["block_scalar_content", "block_scalar_header"])),
            ]),
            ("flow_nodes", [
                r(#"\["#, .pi, push("flow_sequence")),
                r(#"\{"#, .pi, push("flow_mapping")),
                r("'", .s1, push("single_quoted_scalar")),
                r(#"""#, .s2, push("double_quoted_scalar")),
            ]),
            ("flow_collection", [
                r(#"\s+"#, .text),
                inc("basic"),
                r("[?:,]", .pi),
                inc("descriptors"),
                inc("flow_nodes"),
                r("(?=" + plainStart + ")", .text, push("plain_scalar_in_flow_context")),
            ]),
            ("flow_sequence", [r(#"\]"#, .pi, pop), inc("flow_collection")]),
            ("flow_mapping", [r(#"\}"#, .pi, pop), inc("flow_collection")]),
            ("block_scalar_content", [
                r(#"\n+"#, .text),
                y("^[ ]+$", .blockSpaces),
                y("^[ ]*", .blockIndent),
                r(#"[^\n\r\f\v]+"#, .s),
            ]),
            ("block_scalar_header", [y("(([1-9])[+-]?|[+-]?([1-9])?)(?=[ ]|$)", .blockHeader)]),
            ("ignored_line", [inc("basic"), r("[ ]+", .text), r(#"\n"#, .text, pop)]),
            ("quoted_scalar_whitespaces", [r("^[ ]+", .text), r("[ ]+$", .text), r(#"\n+"#, .text), r("[ ]+", .nv)]),
            ("single_quoted_scalar", [inc("quoted_scalar_whitespaces"), r(#"\\'"#, .se), r("'", .s, pop), r(#"[^\s']+"#, .s)]),
            ("double_quoted_scalar", [
                r(#"""#, .s, pop),
                inc("quoted_scalar_whitespaces"),
                r(#"\\[0abt\tn\nvfre "\\N_LP]"#, .se),
                r(#"\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8})"#, .se),
                r(#"[^ \t\n\r\f\v"\\]+"#, .s),
            ]),
            ("plain_scalar_in_block_context_new_line", [
                r(#"^[ ]+\n"#, .text),
                r(#"\n+"#, .text),
                r(#"^(?=---|\.\.\.)"#, .text, .pop(3)),
                y("^[ ]*", .plainNewLine),
            ]),
            ("plain_scalar_in_block_context", [
                r(#"[ ]*(?=:[ \n]|:$)"#, .text, pop),
                r(#"[ ]*:\S+"#, .s),
                r("[ ]+(?=#)", .text, pop),
                r("[ ]+$", .text),
                r(#"\n+"#, .text, push("plain_scalar_in_block_context_new_line")),
                r("[ ]+", .s),
                r("true|false|null", .no),
                r(#"\d+(?:\.\d+)?(?=(\r?\n)| +#)"#, .m, pop),
                r(#"[^\s:]+"#, .s),
            ]),
            ("plain_scalar_in_flow_context", [
                r(#"[ ]*(?=[,:?\[\]{}])"#, .text, pop),
                r("[ ]+(?=#)", .text, pop),
                r("^[ ]+", .text),
                r("[ ]+$", .text),
                r(#"\n+"#, .text),
                r("[ ]+", .nv),
                r(#"[^\s,:?\[\]{}]+"#, .nv),
            ]),
            ("yaml_directive", [g(#"([ ]+)(\d+\.\d+)"#, [.text, .m], .goto("ignored_line"))]),
            ("tag_directive", [
                g(#"([ ]+)(!|![\w-]*!)([ ]+)(!|!?[\w;/?:@&=+$,.!~*'()\[\]%-]+)"#, [.text, .kt, .text, .kt], .goto("ignored_line")),
            ]),
        ])
    }()
}
