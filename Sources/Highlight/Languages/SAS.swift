extension Languages {
    static let sasDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let dataStep = set(SASWords.dataStepStatements)
        let functions = set(SASWords.functions)
        let macroWords = set(SASWords.macroStatements).union(set(SASWords.macroFunctions))
        let procNames = set(SASWords.procNames)
        // A word of a data step, or of a PROC with its own keywords (Rouge remembers the PROC's name).
        func word(_ procKeywords: Set<String>) -> Rule {
            classify(#"\w+"#) { text in
                let upper = text.uppercased()
                return (dataStep.contains(upper) || functions.contains(upper) || procKeywords.contains(upper) ? .k : .n, .stay)
            }
        }
        let keyedProcs = SASWords.procKeywords.keys.sorted()
        var procRules: [Rule] = keyedProcs.map { name in
            g("(?i)(proc)(\\s+)(" + name + ")(?!\\w)", [.k, .text, procNames.contains(name) ? .k : .n], push("proc_" + name))
        }
        procRules.append(g("(?i)(proc)(\\s+)" + words(SASWords.procNames, prefix: "(", suffix: ")") + "(?!\\w)", [.k, .text, .k], push("proc")))
        procRules.append(g(#"(?i)(proc)(\s+)(\w+)"#, [.k, .text, .n], push("proc")))
        func procState(_ keywords: Set<String>) -> [Rule] {
            [r("(?i)(quit|run)", .k, pop), inc("basics"), word(keywords), inc("basics2")]
        }
        return LexerDefinition(states: [
            ("root", [inc("basics")] + procRules + [
                g(#"(?i)(data)(\s+)([\w\.]+)"#, [.k, .text, .nv]),
                g(#"(?i)(libname)(\s+)(\w+)"#, [.k, .text, .nv]),
                word([]),
                inc("basics2"),
            ]),
            ("basics", [
                r(#"\s+"#, .text),
                r(#"(?s)^\s*%?\*[^;]*;"#, .c1),
                g(#"(?s)(;)(\s*)(%?\*[^;]*;)"#, [.p, .text, .c1]),
                r(#"(?s)/[*].*?[*]/"#, .cm),
                r("(?i)'[0-9a-z]+?'d", .ld),
                r("(?i)'.+?'dt", .ld),
                r("(?i)'[0-9:]+?([a|p]m)?'t", .ld),
                r("'", .s1, push("single_string")),
                r(#"""#, .s2, push("double_string")),
                r("(?i)&[a-z0-9_&.]+", .nv),
                r("(?i)\\d[0-9a-f]*x", .mh),
                r(#"(?i)\d[0-9e\-.]+"#, .m),
                r(#"(?i)\b(_n_|_error_|_file_|_infile_|_msg_|_iorc_|_cmd_)\b"#, .bp),
                r(#"(?i)\b(_character_|_numeric_|_all_)\b"#, .nb),
                g(#"(?i)\b(datalines|cards)(\s*)(;)"#, [.k, .text, .p], push("datalines")),
                g(#"(?i)\b(datalines4|cards4)(\s*)(;)"#, [.k, .text, .p], push("datalines4")),
                r(#"\*\*|[\*/\+-]"#, .o),
                r("[^¬~]?=:?|[<>]=?:?", .o),
                r(#"(?i)\b(eq|ne|gt|lt|ge|le|in)\b"#, .ow),
                r("[&|!¦¬∘~]", .o),
                r(#"(?i)\b(and|or|not)\b"#, .ow),
                r("(<>|><)", .o),
                r(#"\|\|"#, .o),
                r(#"(?i)\b(of)\b"#, .ow),
                r(#"(?i)\b(like)\b"#, .ow),
                r(#"\d+"#, .mi),
                r(#"\$"#, .kt),
                g(#"(?i)(%macro|%mend)(\s*)(\w+)"#, [.k, .text, .nf]),
                r("%mend", .k),
                classify(#"%\w+"#) { (macroWords.contains($0.uppercased()) ? .k : .n, .stay) },
            ]),
            ("basics2", [
                r(#"\s\.[;\s]"#, .kc),
                r(#"(?i)\s\.[a-z_]"#, .no),
                r(#"[\(\),;:\{\}\[\]\\\.]"#, .p),
                r("@", .ss),
                r(#"\?"#, .ss),
                r(#"[^\s]+"#, .text),
            ]),
            ("single_string", [r("''", .se), r("'", .s1, pop), r("[^']+", .s1)]),
            ("double_string", [
                r(#"(?i)&[a-z0-9_&]+\.?"#, .si),
                r(#""""#, .se),
                r(#"""#, .s2, pop),
                r(#"[^&"]+"#, .s2),
                r("&", .s2),
            ]),
            ("datalines", [r("[^;]", .sh), r(";", .p, pop)]),
            ("datalines4", [r(";{4}", .p, pop), r("[^;]", .sh), r(";{0,3}", .sh)]),
            ("proc", procState([])),
        ] + keyedProcs.map { ("proc_" + $0, procState(set(SASWords.procKeywords[$0]!))) })
    }()
}
