/// YANG; and two lexers made of another's states: API Blueprint (Markdown) and BIML (XML).
extension Languages {
    static let yangDefinition: LexerDefinition = {
        let words = table([
            (.kd, """
                module submodule belongs-to namespace prefix yang-version contact description organization reference \
                revision import include revision-date action argument augment deviation extension feature grouping \
                identity if-feature input notification output rpc typedef anydata anyxml case choice config container \
                deviate leaf leaf-list list must presence refine uses when base bit default enum error-app-tag \
                error-message fraction-digits length max-elements min-elements modifier ordered-by path pattern position \
                range require-instance status type units value yin-element key mandatory unique
                """),
            (.kt, """
                binary bits boolean decimal64 empty enumeration identityref instance-identifier int16 int32 int64 int8 \
                leafref string uint16 uint32 uint64 uint8 union
                """),
            (.no, "add current delete deprecated false invert-match max min not-supported obsolete replace true unbounded user"),
        ])
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .w),
                r(#"[\{\}\;]+"#, .p),
                r(#"(?<![\-\w])(and|or|not|\+|\.)(?![\-\w])"#, .o),
                r(#""(?:\\"|[^"])*?""#, .s2),
                r(#"'(?:\\'|[^'])*?'"#, .s1),
                r(#"\/\*"#, .c, push("comment")),
                r(#"\/\/.*?$"#, .c),
                g(#"(?:^|(?<=[\s{};]))([\w.-]+)(:)([\w.-]+)(?=[\s{};])"#, [.nn, .p, .n]),
                r(#"([0-9]{4}\-[0-9]{2}\-[0-9]{2})(?=[\s\{\}\;])"#, .nl),
                r(#"([0-9]+\.[0-9]+)(?=[\s\{\}\;])"#, .mf),
                r(#"([0-9]+)(?=[\s\{\}\;])"#, .mi),
                classify(#"[\w_-]+(?=[^\w\-\:])\b"#) { (words[$0.lowercased()] ?? .n, .stay) },
                r(#"[^;{}\s'"]+"#, .n),
            ]),
            ("comment", [r(#"[^*\/]"#, .c), r(#"\/\*"#, .c, push("comment")), r(#"\*\/"#, .c, pop), r(#"[*\/]"#, .c)]),
        ])
    }()

    static let apiblueprintDefinition: LexerDefinition = {
        let prepended: [Rule] = [
            g(#"(\S+)(:\s*)(.*)$"#, [.nv, .p, .s]),
            g(#"^(#+)(\s*Group\s+)(.*)$"#, [.p, .k, .gh]),
            g(#"^(#+)(.*)(\[.*\])$"#, [.p, .gh, .s]),
            g(#"^([\+\-\*])(\s*Relation:)(\s*.*)$"#, [.p, .k, .s]),
            g(#"^(\s+[\+\-\*]\s*)(Attributes|Parameters)(.*)$"#, [.p, .k, .s]),
            g(#"^([\+\-\*]\s*)(Request|Response)(\s+\d\d\d)?(.*)$"#, [.p, .k, .m, .s]),
        ]
        return LexerDefinition(states: markdownDefinition.states.map { name, rules in
            (name, name == "root" ? prepended + rules : rules)
        })
    }()

    static let bimlDefinition: LexerDefinition = {
        let prepended: [Rule] = [
            r(#"<#\@\s*"#, .nt, push("directive_tag")),
            r(#"<#[=]?\s*"#, .nt, push("directive_as_csharp")),
        ]
        return LexerDefinition(states: xmlDefinition.states.map { name, rules in
            (name, name == "root" ? prepended + rules : rules)
        } + [
            ("directive_as_csharp", [r(#"\s*#>\s*"#, .nt, pop), d(#"(?s).*?(?=\s*#>\s*)"#, "csharp")]),
            ("directive_tag", [
                r(#"\s+"#, .text),
                r(#"[\w.:-]+\s*="#, .na, push("attr")),
                r(#"\w+\s*"#, .na),
                r(#"/?\s*#>"#, .nt, pop),
            ]),
        ])
    }()
}
