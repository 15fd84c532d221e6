extension Languages {
    static let mesonDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let keywords = set("continue break elif else endif if true false foreach endforeach")
        let variables = set("meson host_machine build_machine target_machine")
        let functions = set("""
            add_global_arguments add_project_arguments add_global_link_arguments add_project_link_arguments \
            add_test_setup add_languages alias_target assert benchmark both_libraries build_target \
            configuration_data configure_file custom_target declare_dependency dependency disabler environment \
            error executable generator gettext get_option get_variable files find_library find_program \
            include_directories import install_data install_headers install_man install_subdir is_disabler \
            is_variable jar join_paths library message option project run_target run_command set_variable subdir \
            subdir_done subproject summary shared_library shared_module static_library test vcs_tag warning
            """)
        let identifier = #"[\p{Alphabetic}_][\p{Alphabetic}\p{Nd}_]*"#
        let wordEnd = #"(?![\p{L}\p{M}\p{Nd}\p{Pc}])"#
        // Rouge keeps a register of open strings (f-string or not, delimiter): a state per pair.
        var stringRules: [Rule] = []
        var stringStates: [(String, [Rule])] = []
        for fString in [false, true] {
            for (d, delimiter) in ["'''", "'"].enumerated() {
                let name = "string_\(d)_\(fString)"
                stringRules.append(g("(" + (fString ? "[fF]" : "") + ")(" + delimiter + ")", [.sa, .s], push(name)))
                stringStates.append((name, [
                    r(#"[^'\\\@]+"#, .s),
                    r("'''", .s, delimiter == "'''" ? pop : .stay),
                    r("'", .s, delimiter == "'" ? pop : .stay),
                    r(#"(?=\\)"#, .s, push("generic_escape")),
                    fString ? r("@", .si, push("generic_interpol")) : r("@", .s),
                ]))
            }
        }
        return LexerDefinition(states: [
            ("root", [
                r(#"\n+"#, .text),
                r(#"[^\S\n]+"#, .text),
                r(#"#(.*)?\n?"#, .c1),
                r(#"[\[\]{}:(),;.]"#, .p),
                r(#"\\\n"#, .text),
                r(#"\\"#, .text),
                r(#"(in|and|or|not)\b"#, .ow),
                r(#"[-+\/*%=<>]=?|!="#, .o),
            ] + stringRules.suffix(2) + stringRules.prefix(2) + [
                classify(#"(?<!\.)"# + identifier + wordEnd + #"\s*(?=\()"#) { word in
                    (functions.contains(word) ? .nb : .n, .stay)
                },
                classify(#"(?<!\.)"# + identifier + #"(?!\s*?:)"#) { word in
                    if variables.contains(word) { return (.nb, .stay) }
                    return (keywords.contains(word) ? .k : .n, .stay)
                },
                r(identifier, .n),
                r("(?i)0b(_?[0-1])+", .mb),
                r("(?i)0o(_?[0-7])+", .mo),
                r("(?i)0x(_?[a-f0-9])+", .mh),
                r("([1-9](_?[0-9])*|0(_?0)*)", .mi),
            ]),
            ("generic_escape", [
                r(#"(?x)\\( [\\abfnrtv'] | N\{[a-zA-Z][a-zA-Z ]+[a-zA-Z]\} | u[a-fA-F0-9]{4} | U[a-fA-F0-9]{8} | x[a-fA-F0-9]{2} | [0-7]{1,3} )"#, .se, pop),
                r(#"\\."#, .s, pop),
            ]),
            ("generic_interpol", [ga(#"([^\@]+)"#, [sub("meson")]), r("@", .si, pop)]),
        ] + stringStates)
    }()
}
