extension Languages {
    static let graphqlDefinition: LexerDefinition = {
        let name = "[_A-Za-z][_0-9A-Za-z]*"
        let word = "\\b" + name + "\\b"
        let builtin = #"\b(?:Int|Float|String|Boolean|ID)\b"#
        // A value token ends the value, except inside a list (which mixes the value rules in).
        let endValue = Next.ifState(depth: 0, states: ["list"], then: .stay, otherwise: pop)
        let closeNested = Next.ifState(depth: 1, states: ["value"], then: .pop(2), otherwise: pop)
        return LexerDefinition(states: [
            ("root", [
                r(#"\b(?:query|mutation|subscription)\b"#, .k, push("query_definition")),
                r(#"\{"#, .p, .push(["query_definition", "selection_set"])),
                r(#"\bfragment\b"#, .k, push("fragment_definition")),
                r(#"\bscalar\b"#, .k, push("value")),
                r(#"\b(?:type|interface|enum|input|schema)\b"#, .k, push("type_definition")),
                r(#"\bunion\b"#, .k, push("union_definition")),
                r(#"\bextend\b"#, .k),
                inc("basic"),
                ga(#"(?s)(""")(\n)(.*?)(\n)(""")"#, [.token(.s2), .token(.w), sub("markdown"), .token(.w), .token(.s2)]),
            ]),
            ("basic", [r(#"\s+"#, .w), r("#.*$", .c), r("[!,]", .p)]),
            ("has_directives", [
                g("(@" + name + #")(\s*)(\()"#, [.k, .w, .p], push("arguments")),
                r("@" + name + "\\b", .k),
            ]),
            ("fragment_definition", [r(#"\bon\b"#, .k), inc("query_definition")]),
            ("query_definition", [
                inc("has_directives"),
                r(word, .n),
                r(#"\("#, .p, push("variable_definitions")),
                r(#"\{"#, .p, push("selection_set")),
                inc("basic"),
            ]),
            ("type_definition", [
                r(#"\bimplements\b"#, .k),
                r(word, .n),
                r(#"\("#, .p, push("variable_definitions")),
                r(#"\{"#, .p, push("type_definition_set")),
                inc("basic"),
            ]),
            ("union_definition", [r(word, .n), r("=", .p, push("union_definition_variant")), inc("basic")]),
            ("union_definition_variant", [r(word, .n, .goto("union_definition_pipe")), inc("basic")]),
            ("union_definition_pipe", [
                r(#"\|"#, .p, .goto("union_definition_variant")),
                r(#"(?!\||\s+|#[^\n]*)"#, .text, .pop(2)),
                inc("basic"),
            ]),
            ("type_definition_set", [
                r(#"\}"#, .p, .pop(2)),
                g(#"\b("# + name + #")(\s*)(\()"#, [.n, .w, .p], push("variable_definitions")),
                r(word, .n),
                r(":", .p, push("type_names")),
                inc("basic"),
            ]),
            ("arguments", [r(#"\)"#, .p, pop), r(word, .n), r(":", .p, push("value")), inc("basic")]),
            ("variable_definitions", [
                r(#"\)"#, .p, pop),
                r(#"\$"# + name + "\\b", .nv),
                r(word, .n),
                r(":", .p, push("type_names")),
                r("=", .p, push("value")),
                inc("basic"),
            ]),
            ("type_names", [r(builtin, .nb, pop), r(word, .n, pop), r(#"\["#, .p, push("type_name_list")), inc("basic")]),
            ("type_name_list", [r(builtin, .nb), r(word, .n), r(#"\]"#, .p, .pop(2)), inc("basic")]),
            ("selection_set", [
                inc("has_directives"),
                r(#"\}"#, .p, .ifState(depth: 1, states: ["query_definition", "fragment_definition"], then: .pop(2), otherwise: pop)),
                g(#"\b("# + name + #")(\s*)(\()"#, [.n, .w, .p], push("arguments")),
                g(#"\b("# + name + #")(\s*)(:)"#, [.n, .w, .p]),
                r(word, .n),
                g(#"(\.\.\.)(\s+)(on)\b"#, [.p, .w, .k]),
                r(#"\.\.\."#, .p),
                r(#"\{"#, .p, push("selection_set")),
                inc("basic"),
            ]),
            ("list", [r(#"\]"#, .p, closeNested), inc("value")]),
            ("object", [
                r(#"\}"#, .p, closeNested),
                g(#"\b("# + name + #")(\s*)(:)"#, [.n, .w, .p], push("value")),
                inc("basic"),
            ]),
            ("value", [
                r(#"(?s)""".*?""""#, .s2),
                Rule(kind: .match(pattern: #"\$"# + name + "\\b", action: .token(.nv), next: endValue)),
                Rule(kind: .match(pattern: #"\b(?:true|false|null)\b"#, action: .token(.kc), next: endValue)),
                Rule(kind: .match(pattern: #"[+-]?[0-9]+\.[0-9]+(?:[eE][+-]?[0-9]+)?"#, action: .token(.mf), next: endValue)),
                Rule(kind: .match(pattern: #"[+-]?[1-9][0-9]*(?:[eE][+-]?[0-9]+)?"#, action: .token(.mi), next: endValue)),
                Rule(kind: .match(pattern: #""(\\[\\"]|[^"])*""#, action: .token(.s2), next: endValue)),
                Rule(kind: .match(pattern: word, action: .token(.n), next: endValue)),
                r(#"\{"#, .p, push("object")),
                r(#"\["#, .p, push("list")),
                inc("basic"),
            ]),
        ])
    }()
}
