/// Haml and Slim, Ruby's indented HTML templates.
extension Languages {
    static let hamlDefinition: LexerDefinition = {
        let identifier = #"[\w:-]+"#
        let rubyVar = #"[a-z]\w*"#
        // A " |" at a line's end continues the line.
        let dot = #"(?:[ ]\|\n(?=.*[ ]\|)|.)"#
        let filters: [(name: String, language: String)] = [
            ("javascript", "javascript"), ("css", "css"), ("ruby", "ruby"), ("erb", "erb"), ("markdown", "markdown"), ("sass", "sass"),
        ]
        // Rouge's `reset_stack` then a push: every state above the root popped.
        let rubyLine = Next.popPush(Int.max / 2, ["ruby_line"])
        let plainRun = #"([^#\n]|#[^{\n]|(\\\\)*\\#\{)+"#
        var states: [(String, [Rule])] = [
            ("root", [
                r(#"\s*\n"#, .text),
                Rule(kind: .match(pattern: #"\s*"#, action: .indentation(.text), next: .stay)),
            ]),
            ("content", [
                inc("css"),
                r("%" + identifier, .nt, .goto("tag")),
                r("!!!" + dot + #"*\n"#, .nn, pop),
                g("(/)(\\[" + dot + "*?\\])(" + dot + #"*\n)"#, [.c, .cs, .c], pop),
                Rule(kind: .match(pattern: "/" + dot + #"*\n"#, action: .startsBlock(.c, "html_comment_block"), next: pop)),
                Rule(kind: .match(pattern: "-#" + dot + #"*\n"#, action: .startsBlock(.c, "haml_comment_block"), next: pop)),
                Rule(kind: .match(pattern: "-", action: .tokenResetting(.p, "ruby"), next: rubyLine)),
            ] + filters.map { filter in
                Rule(kind: .match(pattern: #":[ \t\r\f\v]*"# + filter.name + #"[ \t\r\f\v]*\n"#,
                                  action: .startsBlock(.nd, "filter_" + filter.language, resetting: filter.language), next: pop))
            } + [
                Rule(kind: .match(pattern: ":" + dot + #"*\n"#, action: .startsBlock(.nd, "filter_none"), next: pop)),
                inc("eval_or_plain"),
            ]),
            ("css", [r(#"\."# + identifier, .nc, .goto("tag")), r("#" + identifier, .nf, .goto("tag"))]),
            ("tag", [
                inc("css"),
                Rule(kind: .match(pattern: "[{]", action: .tokenResetting(.p, "ruby"), next: push("ruby_tag"))),
                d(#"\["# + dot + #"*?\]"#, "ruby", keep: true),
                r(#"\("#, .p, push("html_attributes")),
                r(#"\s*\n"#, .text, pop),
                r(#"[<>]{1,2}(?=[ \t=])"#, .p),
                inc("eval_or_plain"),
            ]),
            ("plain", [d(plainRun, "html", keep: true), inc("interpolation"), r(#"\n"#, .text, .reset)]),
            ("eval_or_plain", [
                r("[&!]?==", .p, push("plain")),
                Rule(kind: .match(pattern: "[&!]?[=!]", action: .tokenResetting(.p, "ruby"), next: rubyLine)),
                r("", .text, push("plain")),
            ]),
            ("ruby_line", [
                r(#"\n"#, .text, pop),
                d(#",[ \t]*\n"#, "ruby", keep: true),
                r(#"[ ]\|[ \t]*\n"#, .se),
                d(#".*?(?=(,$| \|)?[ \t]*$)"#, "ruby", keep: true),
            ]),
            ("ruby_tag", [inc("ruby_inner")]),
            ("html_attributes", [
                r(#"\s+"#, .text),
                r(identifier + #"\s*="#, .na, push("html_attribute_value")),
                r(identifier, .na),
                r(#"\)"#, .text, pop),
            ]),
            ("html_attribute_value", [
                r(#"\s+"#, .text),
                r(rubyVar, .nv, pop),
                r("@" + rubyVar, .vi, pop),
                r(#"\$"# + rubyVar, .vg, pop),
                r(#"'(\\\\|\\'|[^'\n])*'"#, .s, pop),
                r(#""(\\\\|\\"|[^"\n])*""#, .s, pop),
            ]),
            ("html_comment_block", [r(dot + "+", .c), inc("indented_block")]),
            ("haml_comment_block", [r(dot + "+", .cp), inc("indented_block")]),
            ("filter_none", [r(plainRun, .nd), inc("interpolation"), inc("indented_block")]),
            ("interpolation", [r("#[{]", .si, push("ruby"))]),
            ("ruby", [r("[}]", .si, pop), inc("ruby_inner")]),
            ("ruby_inner", [
                d("[{]", "ruby", keep: true, push("ruby_inner")),
                d("[}]", "ruby", keep: true, pop),
                d("[^{}]+", "ruby", keep: true),
            ]),
            ("indented_block", [r(#"\n"#, .text, .reset)]),
        ]
        for filter in filters {
            states.append(("filter_" + filter.language, [d(plainRun, filter.language, keep: true), inc("interpolation"), inc("indented_block")]))
        }
        return LexerDefinition(states: states)
    }()

    static let slimDefinition: LexerDefinition = {
        let rubyChars = #"[\w\!\?\@\$]"#
        // A backslash at a line's end continues the line.
        let dot = #"(?:\\\n|.)"#
        let filters: [(name: String, language: String)] = [
            ("ruby", "ruby"), ("erb", "erb"), ("javascript", "javascript"), ("css", "css"), ("coffee", "coffeescript"),
            ("markdown", "markdown"), ("scss", "scss"), ("sass", "sass"),
        ]
        let filterRun = #"([^#\n]|#[^{\n]|(\\\\)*\\#\{)+"#
        let dirtyHTML = #"(</?[\w\s\=\'\"]+?/?>)"#
        var states: [(String, [Rule])] = [
            ("root", [
                r(#"\s*\n"#, .text),
                Rule(kind: .match(pattern: #"\s*"#, action: .indentation(.text), next: .stay)),
            ]),
            ("content", [
                inc("css"),
                r(#"\/"# + dot + "*", .c, push("indented_block")),
                g(#"(doctype)(\s+)(.*)"#, [.nn, .w, .text], pop),
            ] + filters.map { filter in
                Rule(kind: .match(pattern: "(" + filter.name + #"):\s*\n"#,
                                  action: .startsBlock(.nd, "filter_" + filter.language, resetting: filter.language), next: pop))
            } + [
                Rule(kind: .match(pattern: #"(\w*):\s*\n"#, action: .startsBlock(.nd, "filter_none"), next: pop)),
                // Rouge pops `content` and replaces `root` by the block; the stack below it
                // is never seen (the block's line end resets the stack).
                Rule(kind: .match(pattern: #"[\|'](?=\s)"#, action: .startsBlock(.p, "plain_block"), next: .goto("plain_block"))),
                r("-|==|=", .p, push("ruby_line")),
                ga(#"(\*)("# + rubyChars + #"+\(.*?\))"#, [.token(.p), .delegate("ruby", keep: true)], push("tag")),
                ga(#"(\*)("# + rubyChars + #"+)"#, [.token(.p), .delegate("ruby", keep: true)], push("tag")),
                ga(dirtyHTML, [.delegate("html", keep: true)], pop),
                r(#"\w+"#, .nt, push("tag")),
            ]),
            ("tag", [
                inc("css"),
                inc("indented_block"),
                inc("interpolation"),
                r("[<>]", .p),
                r(#"\s+?"#, .w),
                ga(#"(\*)("# + rubyChars + #"+)"#, [.token(.p), .delegate("ruby", keep: true)]),
                ga(#"(\*)(\{"# + dot + #"+?\})"#, [.token(.p), .delegate("ruby", keep: true)]),
                g(#"([\w\-]+)(\s*)(\=)"#, [.na, .w, .p], push("html_attr")),
                ga(#"(\=)("# + dot + "+)", [.token(.p), .delegate("ruby", keep: true)]),
                r(#"&\S*?;"#, .ni),
                r(dot + "+?", .text),
                r(#"\s*\n"#, .w, pop),
            ]),
            ("css", [r(#"\.[\w-]*"#, .nc, .goto("tag")), r(#"#[a-zA-Z][\w:-]*"#, .nf, .goto("tag"))]),
            ("html_attr", [
                r(#"\s*(['"])"# + dot + #"*?\1"#, .s, pop),
                d(rubyChars + #"+\(.*?\)"#, "ruby", keep: true, pop),
                d(rubyChars + "+", "ruby", keep: true, pop),
                r(#"\s+"#, .w),
            ]),
            ("ruby_line", [
                inc("indented_block"),
                d(#"[,\\]\s*\n"#, "ruby", keep: true),
                r(#"[ ]\|[ \t]*\n"#, .se),
                d(#".*?(?=([,\\]$| \|)?[ \t]*$)"#, "ruby", keep: true),
            ]),
            ("filter_none", [r(filterRun, .nd), inc("interpolation"), inc("indented_block")]),
            ("plain_block", [
                inc("interpolation"),
                ga(dirtyHTML, [.delegate("html", keep: true)]),
                r(#"&\S*?;"#, .ni),
                r(dot + "+?", .text),
                inc("indented_block"),
            ]),
            ("interpolation", [r("#[{]", .si, push("ruby_interp"))]),
            ("ruby_interp", [r("[}]", .si, pop), inc("ruby_interp_inner")]),
            ("ruby_interp_inner", [
                d("[{]", "ruby", keep: true, push("ruby_interp_inner")),
                d("[}]", "ruby", keep: true, pop),
                d("[^{}]+", "ruby", keep: true),
            ]),
            ("indented_block", [r(#"(?<!\\)\n"#, .text, .reset)]),
        ]
        for filter in filters {
            states.append(("filter_" + filter.language, [d(filterRun, filter.language, keep: true), inc("interpolation"), inc("indented_block")]))
        }
        return LexerDefinition(states: states)
    }()
}
