extension Languages {
    static let apexDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let keywords = set("assert break case catch continue default do else finally for if goto instanceof new return switch this throw try while insert update delete")
        let declarations = set("abstract const enum extends final implements native private protected public static super synchronized throws transient volatile with sharing without inherited virtual global testmethod")
        let soql = set("SELECT FROM WHERE UPDATE LIKE TYPEOF END USING SCOPE WITH DATA CATEGORY GROUP BY ROLLUP CUBE HAVING ORDER BY ASC DESC NULLS FIRST LAST LIMIT OFFSET FOR VIEW REFERENCE UPDATE TRACKING VIEWSTAT OR AND")
        let types = set("String boolean byte char double float int long short var void")
        let constants = set("true false null")
        let id = "(?i:[a-z_][a-z0-9_]*)"
        let digit = "(?:[0-9]_+[0-9]|[0-9])"
        // Rouge reads `[@$.]?name[:(]?` as one match and decides on the whole: a bare name by
        // the word lists, `@…` a decorator, a `:` or `(` after it a label or function, `.name` a property.
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r("//.*?$", .c1),
                r(#"(?s)/\*.*?\*/"#, .cm),
                r(#"(?:class|interface)\b"#, .kd, push("class")),
                r(#"import\b"#, .kn, push("import")),
                r("@" + id + "[:(]?", .nd),
                g("([$.]?)(" + id + ")(:)", [.o, .nl, .p]),
                g("([$.]?)(" + id + #")(\()"#, [.o, .nf, .p]),
                g(#"(\.)("# + id + ")", [.o, .py]),
                r(#"\$"# + id, .n),
                classify(id) { word in
                    let lower = word.lowercased()
                    if keywords.contains(lower) || soql.contains(word.uppercased()) { return (.k, .stay) }
                    if declarations.contains(lower) { return (.kd, .stay) }
                    if types.contains(lower) { return (.kt, .stay) }
                    if constants.contains(lower) { return (.kc, .stay) }
                    return (lower == "package" ? .kn : .n, .stay)
                },
                r(#"""#, .s2, push("dq")),
                r("'", .s1, push("sq")),
                r(digit + #"+\."# + digit + "+([eE]" + digit + "+)?[fd]?", .mf),
                r("(?i)0b(?:[01]_+[01]|[01])+", .mb),
                r("(?i)0x(?:[0-9a-f]_+[0-9a-f]|[0-9a-f])+", .mh),
                r("0(?:[0-7]_+[0-7]|[0-7])+", .mo),
                r(digit + "+L?", .mi),
                r(#"[-+\/*~^!%&<>|=.?]"#, .o),
                r(#"[\[\](){},:;]"#, .p),
            ]),
            ("class", [r(#"\s+"#, .text), r(id, .nc, pop)]),
            ("import", [r(#"\s+"#, .text), r(#"(?i)[a-z0-9_.]+\*?"#, .nn, pop)]),
            ("escape", [r(#"\\[btnfr\\"']"#, .se)]),
            ("dq", [inc("escape"), r(#"[^\\"]+"#, .s2), r(#"""#, .s2, pop)]),
            ("sq", [inc("escape"), r(#"[^\\']+"#, .s2), r("'", .s2, pop)]),
        ])
    }()
}
