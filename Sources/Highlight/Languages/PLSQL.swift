extension Languages {
    static let plsqlDefinition: LexerDefinition = {
        let words = table([
            (.kt, PLSQLWords.types), (.nf, PLSQLWords.functions), (.kr, PLSQLWords.reserved), (.k, PLSQLWords.keywords),
        ])
        let functions = Set(PLSQLWords.functions.split(separator: " ").map(String.init))
        let name = #"\w[\w\d\$]*"#
        // `q'X…X'` strings: Rouge builds a state for the closing character at run time; here
        // there is one per printable ASCII opener (a bracket closes with its pair).
        let pairs: [Character: Character] = ["{": "}", "[": "]", "(": ")", "<": ">"]
        var quoteRules: [Rule] = []
        var quoteStates: [(String, [Rule])] = []
        for code in UInt8(0x20)...UInt8(0x7E) {
            let open = Character(Unicode.Scalar(code))
            let close = escapeClass(pairs[open] ?? open)
            let state = "q_quote_\(code)"
            quoteRules.append(r("(?i)q'" + escapeClass(open), .o, push(state)))
            quoteStates.append((state, [
                r("(?s)(?:" + close + "[^']|[^" + close + "]'|[^" + close + "'])+", .sx),
                r(close + "'", .o, pop),
            ]))
        }
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r("--.*", .c1),
                r(#"/\*"#, .cm, push("multiline_comments")),
            ] + quoteRules + [
                r("'", .o, push("single_string")),
                r(#"""#, .o, push("double_string")),
                g(#"(?i)(\$(?:IF|THEN|ELSE|ELSIF|ERROR|END|(?:\$\$?\w[\w\d]*)))(\s+)"#, [.cp, .text]),
                r(#"[+-]?(?:(?:\.\d+(?:[eE][+-]?\d+)?)|\d+\.(?:\d+(?:[eE][+-]?\d+)?)?)[fFdD]?"#, .mf),
                r(#"[+-]?\d+"#, .mi),
                r(#"(?i)%(?:TYPE|ROWTYPE|FOUND|ISOPEN|NOTFOUND|ROWCOUNT)\b"#, .na),
                r(#"=>|\|\||\*\*|<<|>>|\.\.|<>|[:!~^<>]=|[-+%\/*=<>@&!^\[\]]"#, .o),
                g(#"(?i)(NOT|AND|OR|LIKE|BETWEEN|IN)(\s)"#, [.ow, .text]),
                g(#"(?i)(IS)(\s+)(?:(NOT)(\s+))?(NULL\b)"#, [.ow, .text, .ow, .text, .ow]),
                r(#"\.(?=\w)"#, .p, push("dotnames")),
                r(#"[;:()\[\],.]"#, .p),
                g(#"(?i)(create)(\s+)(?:(or)(\s+)(replace)(\s+))?(package|function|procedure|type)(?:(\s+)(body))?(\s+)(\w[\w\d\$]*)"#,
                  [.kr, .text, .kr, .text, .kr, .text, .kr, .text, .kr, .text, .n]),
                g(#"(?i)(when)(\s+)(?:(not)(\s+))?(matched)(\s+)(then)(\s+)(update|insert)\b(?:(\s+)(set)(\s+))?"#,
                  [.kr, .text, .kr, .text, .kr, .text, .kr, .text, .kr, .text, .kr, .text]),
                // A name, and the dot after it (then the dotted name's state) when a name follows.
                classify(name + #"(?=\.\w)"#) { (words[$0.uppercased()] ?? .n, push("name_dot")) },
                classify(name) { (words[$0.uppercased()] ?? .n, .stay) },
            ]),
            ("name_dot", [r(#"\."#, .p, .goto("dotnames"))]),
            ("multiline_comments", [r(#"(?s)([*][^\/]|[^*])+"#, .cm), r(#"[*]\/"#, .cm, pop)]),
            ("single_string", [r(#"\\."#, .se), r("''", .se), r("'", .o, pop), r(#"[^\\']+"#, .s1)]),
            ("double_string", [r(#"\\."#, .se), r(#""""#, .se), r(#"""#, .o, pop), r(#"[^\\"]+"#, .nv)]),
            ("dotnames", [
                g("(" + name + #")(\.(?=\w))"#, [.n, .p]),
                classify(name) { (functions.contains($0.uppercased()) ? .nf : .n, pop) },
            ]),
        ] + quoteStates)
    }()

    /// A character as a regex atom (escaped when it is not alphanumeric).
    fileprivate static func escapeClass(_ c: Character) -> String {
        c.isLetter || c.isNumber || c == " " ? String(c) : "\\" + String(c)
    }
}
