extension Languages {
    static let prometheusDefinition: LexerDefinition = {
        let functions = """
            abs absent ceil changes clamp_max clamp_min count_scalar day_of_month day_of_week days_in_month delta \
            deriv drop_common_labels exp floor histogram_quantile holt_winters hour idelta increase irate \
            label_replace ln log2 log10 month predict_linear rate resets round scalar sort sort_desc sqrt time \
            vector year avg_over_time min_over_time max_over_time sum_over_time count_over_time quantile_over_time \
            stddev_over_time stdvar_over_time
            """
        return LexerDefinition(states: [
            ("root", [
                inc("strings"),
                inc("whitespace"),
                r(#"-?\d+\.\d+"#, .mf),
                r(#"-?\d+[smhdwy]?"#, .mi),
                inc("operators"),
                g(#"(ignoring|on)(\()"#, [.kp, .p], push("label_list")),
                g(#"(group_left|group_right)(\()"#, [.kt, .p]),
                r(#"(bool|offset)\b"#, .k),
                r(#"(without|by)\b"#, .k, push("label_list")),
                lk(#"[\w:]+"#, table([(.nb, functions)]), .n),
                inc("metrics"),
            ]),
            ("metrics", [r("[a-zA-Z0-9_-]+", .n), r(#"[\(\)\]:.,]"#, .p), r(#"\{"#, .p, push("filters")), r(#"\["#, .p)]),
            ("strings", [r("\"", .s2, push("double_string_escaped")), r("'", .s1, push("single_string_escaped")), r("`.*`", .sb)]),
            ("double_string_escaped", [r(#"\\[\\abfnrtv"]"#, .se), r(#"[^\\"]+"#, .s2), r("\"", .s2, pop)]),
            ("single_string_escaped", [r(#"\\[\\abfnrtv']"#, .se), r(#"[^\\']+"#, .s1), r("'", .s1, pop)]),
            ("filters", [
                inc("inline_whitespace"), r(",", .p), inc("labels"), inc("filter_matching_operators"), inc("strings"),
                r("\\}", .p, pop),
            ]),
            ("label_list", [r(#"\("#, .p), r("[a-zA-Z0-9_:-]+", .na), r(",", .p), inc("whitespace"), r(#"\)"#, .p, pop)]),
            ("labels", [r("[a-zA-Z0-9_:-]+", .na)]),
            ("operators", [
                r(#"[+\-\*/%\^]"#, .o),
                r("=|==|!=|<|>|<=|>=", .o),
                r("and|or|unless", .o),
                r(#"(sum|min|max|avg|stddev|stdvar|count|count_values|bottomk|topk)\b"#, .nf),
            ]),
            ("filter_matching_operators", [r("!(=|~)|=~?", .o)]),
            ("inline_whitespace", [r(#"[ \t\r]+"#, .text)]),
            ("whitespace", [inc("inline_whitespace"), r(#"\n\s*"#, .text), r("#.*?$", .c)]),
        ])
    }()

    static let tapDefinition = LexerDefinition(states: [
        ("root", [
            r(#"^TAP version \d+\n"#, .nn),
            r(#"^1\.\.\d+"#, .kd, push("plan")),
            g(#"^(not ok)([^\S\n]*)(\d*)"#, [.gr, .text, .mi], push("test")),
            g(#"^(ok)([^\S\n]*)(\d*)"#, [.kr, .text, .mi], push("test")),
            r(#"^#.*\n"#, .c),
            r(#"^Bail out!.*\n"#, .gr),
            r(#"^.*\n"#, .text),
        ]),
        ("plan", [r(#"[^\S\n]+"#, .text), r("#", .c, push("directive")), r(#"\n"#, .c, pop), r(#".*\n"#, .gr, pop)]),
        ("test", [r(#"[^\S\n]+"#, .text), r("#", .c, push("directive")), r(#"\S+"#, .text), r(#"\n"#, .text, pop)]),
        ("directive", [
            r(#"[^\S\n]+"#, .c),
            r(#"(?i)\bTODO\b"#, .cp),
            r(#"(?i)\bSKIP\S*"#, .cp),
            r(#"\S+"#, .c),
            r(#"\n"#, .c, .pop(2)),
        ]),
    ])
}
