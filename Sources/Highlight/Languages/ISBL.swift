extension Languages {
    static let isblDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let constants = set(ISBLWords.constants)
        let interfaces = set(ISBLWords.interfaces)
        let globals = set(ISBLWords.globals)
        let keywords = set("""
            and и else иначе endexcept endfinally endforeach конецвсе endif конецесли endwhile конецпока except \
            exitfor finally foreach все if если in в not не or или try while пока
            """)
        let word = "(?i)[a-zа-яё_0-9]+"
        // Ruby's `\b` counts any Unicode letter as a word character (its `\w` does not).
        let unicodeWord = #"[\p{L}\p{M}\p{Nd}\p{Pc}]"#
        func dotted(inType: Bool) -> [Rule] {
            [inc("whitespace"), classify(word) { name in
                (constants.contains(name.lowercased()) ? .nb : inType ? .kt : .n, pop)
            }]
        }
        return LexerDefinition(states: [
            ("root", [
                inc("whitespace"),
                r("[:]", .p, push("type")),
                r("[.]", .p, push("dotted")),
                r(#"[\[\]();]"#, .p),
                r("[&*+=<>/-]", .o),
                r("(?i)(?<!" + unicodeWord + ")[a-zа-яё_][a-zа-яё_0-9]*(?=[(])", .nf),
                classify("(?i)[a-zа-яё_!][a-zа-яё_0-9]*") { name in
                    let lower = name.lowercased()
                    if keywords.contains(lower) { return (.k, .stay) }
                    if constants.contains(lower) { return (.nb, .stay) }
                    return (globals.contains(lower) ? .vg : .nv, .stay)
                },
                r("(?<!" + unicodeWord + #")(\d+(\.\d+)?)(?!"# + unicodeWord + ")", .m),
                r(#"(?s)["].*?["]"#, .s2),
                r("(?s)['].*?[']", .s1),
            ]),
            ("whitespace", [r(#"\s+"#, .text), r("//.*?$", .c1), r(#"(?s)/[*].*?[*]/"#, .cm)]),
            ("dotted", dotted(inType: false)),
            ("type_dotted", dotted(inType: true)),
            ("type", [
                inc("whitespace"),
                classify(word) { (interfaces.contains($0.lowercased()) ? .kt : .n, pop) },
                r("[.]", .p, push("type_dotted")),
                r("", .text, pop),
            ]),
        ])
    }()

    static let jslDefinition: LexerDefinition = LexerDefinition(states: [
        ("root", [
            r(#"\s+"#, .w),
            r("//.*?$", .c1),
            r("/[*].*?", .cm, push("comment")),
            r("<<", .o, push("message")),
            g(#"(?i)(::|:)?([a-z_][\w\s'%.\\]*)(\()"#, [.p, .k, .p]),
            r(#"(?i)\d{2}(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\d{2}(\d{2})?(:\d{2}:\d{2}(:\d{2}(\.\d*)?)?)?"#, .ld),
            r(#"(?i)-?(?:[0-9]+(?:[.][0-9]+)?|[.][0-9]*)(?:e[+-]?[0-9]+)?i?"#, .m),
            g(#"(?i)(::|:)?([a-z_][\w\s'%.\\]*|"(?:\\!"|[^"])*?"n)"#, [.p, .nv]),
            g(#"(?s)(")(\\\[)(.*?)(\]\\)(")"#, [.s2, .se, .s2, .se, .s2]),
            r(#"""#, .s2, push("dq")),
            r(#"[-+*\/!%&<>\|=:`^]"#, .o),
            r(#"[\[\](){},;]"#, .p),
        ]),
        ("message", [
            r(#"\s+"#, .w),
            r(#"(?i)[a-z_][\w\s'%.\\]*"#, .nf),
            r("[(),;]", .p, pop),
            r("[&|!=<>]", .o, pop),
        ]),
        ("dq", [r(#"\\![btrnNf0\\"]"#, .se), r(#"\\"#, .s2), r(#"""#, .s2, pop), r(#"[^\\"]+"#, .s2)]),
        ("comment", [r("/[*]", .cm, push("comment")), r("[*]/", .cm, pop), r("[^/*]+", .cm), r("[/*]", .cm)]),
    ])
}
