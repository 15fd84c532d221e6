extension Languages {
    static let tclDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let keywords = set("""
            after apply array break catch continue elseif else error eval expr for foreach global if namespace proc \
            rename return set switch then trace unset update uplevel upvar variable vwait while
            """)
        let builtins = set("""
            append bgerror binary cd chan clock close concat dde dict encoding eof exec exit fblocked fconfigure \
            fcopy file fileevent flush format gets glob history http incr info interp join lappend lassign lindex \
            linsert list llength load loadTk lrange lrepeat lreplace lreverse lsearch lset lsort mathfunc mathop \
            memory msgcat open package pid pkg::create pkg_mkIndex platform platform::shell puts pwd re_syntax read \
            refchan regexp registry regsub scan seek socket source split string subst tell time tm unknown unload
            """)
        let notEndLine = #"[^\)\]\};\n]"#
        let endWord = #"[\)\]\};\n\r\t\v]"#
        let notEndWord = #"[^\)\]\};\n\r\t\v]"#
        func command(_ name: String) -> (String, [Rule]) {
            ("command" + name, [
                inc("word"),
                r("#" + notEndLine + "+", .c1),
                r("(?=" + endWord + ")", .text, push("params" + name)),
                classify(notEndWord + "+") { word in
                    (keywords.contains(word) ? .k : builtins.contains(word) ? .nb : .text, .stay)
                },
                inc("whitespace"),
            ])
        }
        // A bracketing construct: its own command and parameter states, closed by `close`.
        func delimited(_ name: String, _ close: String, strict: Bool) -> [(String, [Rule])] {
            [
                command("_in_" + name),
                ("params_in_" + name, [r(close, .p, .pop(2)), r(#"[\)\]\}]"#, strict ? .err : .text), inc("params")]),
                (name, [r(close, .p, pop), inc("command_in_" + name)]),
            ]
        }
        let braceClose = Rule(kind: .match(
            pattern: "\\}", action: .popThrough("brace", found: .p, otherwise: .err, counted: false), next: .stay))
        return LexerDefinition(states: [
            ("root", [inc("command")]),
            ("word", [
                r(#"\{\*\}"#, .k),
                inc("brace_abort"),
                inc("interp"),
                r(#"\{"#, .p, push("brace")),
                r(#"\("#, .p, push("paren")),
                r("\"", .s2, push("string")),
                r(notEndWord + #"+?(?=[\(\[\{"\\])"#, .text),
            ]),
            ("brace_abort", [braceClose]),
            ("params", [
                r(";", .p, pop),
                r(#"\n"#, .text, pop),
                r("else|elseif|then", .k),
                inc("word"),
                inc("whitespace"),
                r(notEndWord + "+", .text),
            ]),
            command(""),
            ("whitespace", [r(#"\s+"#, .text)]),
            ("interp", [
                r(#"\["#, .p, push("bracket")),
                r(#"\$[a-z0-9.:-]+"#, .nv),
                r(#"(?s)\$\{.*?\}"#, .nv),
                r(#"\$"#, .text),
                r(#"\\[0-7]{3}"#, .se),
                r(#"(?i)\\x[0-9a-f]{2}"#, .se),
                r(#"(?i)\\u[0-9a-f]{4}"#, .se),
                r(#"(?s)\\."#, .se),
            ]),
            ("string", [
                r("\"", .s2, pop),
                inc("interp"),
                r(#"[^\\\[\$"{}]+"#, .s2),
                Rule(kind: .match(pattern: "\\{", action: .countUp(.s2), next: .stay)),
                Rule(kind: .match(pattern: "\\}", action: .popThrough("brace", found: .p, otherwise: .s2, counted: true), next: .stay)),
            ]),
        ] + delimited("brace", #"\}"#, strict: false) + delimited("paren", #"\)"#, strict: true)
            + delimited("bracket", #"\]"#, strict: true))
    }()
}
