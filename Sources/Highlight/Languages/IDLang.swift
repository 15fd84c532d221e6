extension Languages {
    static let idlangDefinition: LexerDefinition = {
        let idlWords = table([
            (.k, IDLWords.keywords), (.k, IDLWords.conditionals), (.nd, IDLWords.decorators),
            (.kr, IDLWords.standalone), (.ow, IDLWords.operators), (.nb, IDLWords.routines),
        ])
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .w),
                r(#";.*$"#, .c1),
                r(#"\,\s*\,"#, .err),
                r(#"\!(?i:[_A-Z]\w*)"#, .vg),
                r(#"[(),:\&\$]"#, .p),
                r(#"(?i)[+-]?((\d+[.]\d*|[.]\d+)((?:[dDeE][+-]\d+))?|\d+(?:[dDeE][+-]\d+))(_(?:(\d+|(?i:[_A-Z]\w*))))?"#, .mf),
                r(#"(?i)\d+(B|S|U|US|LL|L|ULL|UL)?"#, .mi),
                r(#"(?i)"[0-7]+(B|O|U|ULL|UL|LL|L)?"#, .mo),
                r(#"(?i)'[0-9A-F]+'X(B|S|US|ULL|UL|U|LL|L)?"#, .mh),
                r(#"((?:(\d+|(?i:[_A-Z]\w*)))_)?'"#, .s1, push("string_single")),
                r(#"((?:(\d+|(?i:[_A-Z]\w*)))_)?""#, .s2, push("string_double")),
                r(##"\#\#|\#|\&\&|\|\||/=|<=|>=|->|\@|\?|[-+*/<=~^{}]"##, .o),
                g(#"(?i)((?i:[_A-Z]\w*))(\.)([^\s,]*)"#, [.n, .o, .n]),
                g(#"(?i)(function|pro)((?:\s|\$\s)+)"#, [.k, .w], push("funcname")),
                Rule(kind: .match(pattern: #"(?s)(?i:[_A-Z]\w*)"#, action: .lookupUppercased(idlWords, .n), next: .stay)),
            ]),
            ("funcname", [
                r(#"(?i:[_A-Z]\w*)"#, .nf),
                r(#"\s+"#, .w),
                r(#"(:+|\$)"#, .o),
                r(#";.*"#, .c1),
                r(#"$"#, .w, pop),
                r(#","#, .o, pop),
            ]),
            ("string_single", [
                r(#"[^']+"#, .s1),
                r(#"''"#, .se),
                r(#"'"#, .s1, pop),
            ]),
            ("string_double", [
                r(#"[^"]+"#, .s2),
                r(#"""#, .s2, pop),
            ]),
            ("format_spec", [
                r(#"'"#, .s1, push("string_single")),
                r(#"""#, .s2, push("string_double")),
                r(#"\("#, .p, push("format_spec")),
                r(#"\)"#, .p, pop),
                r(#","#, .p),
                r(#"\s+"#, .w),
                r(#"[^\s'"(),]+"#, .l),
            ]),
        ])
    }()
}
