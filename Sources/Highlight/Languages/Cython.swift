extension Languages {
    /// Cython: Python's rules with C declarations (`cdef`, `cpdef`, `ctypedef`) in front.
    static let cythonDefinition: LexerDefinition = {
        var states = pythonDefinition.states
        // Python's word table (keywords, builtins, pseudo-builtins), with Cython's keywords.
        var words: [String: TokenClass] = [:]
        let root = states.firstIndex { $0.0 == "root" }!
        for (i, rule) in states[root].1.enumerated() {
            if case .match(let pattern, .lookup(let table, let otherwise), let next) = rule.kind {
                words = table
                for word in ["by", "except?", "fused", "gil", "nogil"] where words[word] == nil { words[word] = .k }
                states[root].1[i] = Rule(kind: .match(pattern: pattern, action: .lookup(words, otherwise), next: next))
            }
        }
        // Python's f-string interpolations are lexed again by the same language: here Cython.
        for s in states.indices {
            for (i, rule) in states[s].1.enumerated() {
                if case .match(let pattern, .delegate("python", let keep), let next) = rule.kind {
                    states[s].1[i] = Rule(kind: .match(pattern: pattern, action: .delegate("cython", keep: keep), next: next))
                }
            }
        }
        let keywords = Set(words.filter { $0.value == .k }.map(\.key))
        let cKeywords: Set<String> = ["public", "readonly", "extern", "api", "inline", "enum", "union"]
        let identifier = "(?i:[a-z_]\\w*)"
        let dotted = "(?i:[a-z_.][\\w.]*)"
        states[root].1.insert(contentsOf: [
            r("cp?def|ctypedef", .k, .push(["c_definitions", "c_start"])),
            g(#"(from)((?:\\\s|\s)+)("# + dotted + #")((?:\\\s|\s)+)(cimport)"#, [.kn, .text, .nn, .text, .kn]),
            g(#"(cimport)(\s+)("# + dotted + ")", [.kn, .text, .nn]),
            g(#"(struct)((?:\\\s|\s)+)"#, [.k, .text], push("classname")),
            lk(identifier + #"(?=\()"#, words, .nf),
            r("[(,]", .p, push("c_start")),
        ], at: 0)
        for name in ["classname", "funcname"] {
            if let i = states.firstIndex(where: { $0.0 == name }) { states[i].1.insert(r(#"(?:\\\s|\s)+"#, .text), at: 0) }
        }
        states += [
            ("c_start", [
                r(#"[^\S\n]+"#, .text),
                r("cp?def|ctypedef", .k),
                r("(?:un)?signed", .kt),
                classify(identifier + #"(?=(?:\*+)|(?:[ \t]*\[)|(?:[ \t]+\w))"#) { word in
                    if keywords.contains(word) { return (.k, pop) }
                    if word == "def" { return (.k, .goto("funcname")) }
                    if word == "struct" || word == "class" { return (.kr, .goto("classname")) }
                    if cKeywords.contains(word) { return (.kr, .stay) }
                    return (.kt, pop)
                },
                r("", .text, pop),
            ]),
            ("c_definitions", [r(#"\n"#, .text, push("c_indent")), inc("root")]),
            ("c_indent", [
                Rule(kind: .match(pattern: #"[ \t]+"#, action: .indentSave(.text, next: .goto("c_start"), dedent: .pop(2)), next: .stay)),
                Rule(kind: .match(pattern: "", action: .indentForget(.reset), next: .stay)),
            ]),
        ]
        return LexerDefinition(states: states, start: pythonDefinition.start)
    }()
}
