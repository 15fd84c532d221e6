extension Languages {
    /// J (jsoftware.com). Rouge keeps two flags (a pending `Note` body, the kind of an explicit
    /// definition's body); here they are encoded as state variants: `root_note` is root with a
    /// `Note` body due at the next line break, `expl_*_root`/`expl_*_nested` remember the body
    /// kind and whether the definition began inside `def_next`.
    static let jDefinition: LexerDefinition = {
        enum Part { case noun, verb, modifier, name, param, other }
        func cls(_ p: Part?) -> TokenClass {
            switch p {
            case .noun: return .kc
            case .verb: return .nf
            case .modifier: return .o
            case .name: return .n
            case .param: return .bp
            case .other: return .p
            case nil: return .err
            }
        }
        let rows: [(String, [Part?])] = [
            ("()", [.other]),
            ("=", [.verb, .other, .other]),
            ("<>+-*%$|,#", [.verb, .verb, .verb]),
            ("^", [.verb, .verb, .modifier]),
            ("~\"", [.modifier, .verb, .verb]),
            (".:@", [.modifier, .modifier, .modifier]),
            (";", [.verb, .modifier, .verb]),
            ("!", [.verb, .modifier, .modifier]),
            ("/\\", [.modifier, .modifier, .verb]),
            ("[", [.verb, nil, .verb]),
            ("]", [.verb]),
            ("{", [.verb, .verb, .verb, nil, nil, nil, .verb]),
            ("}", [.modifier, .verb, .verb, nil, nil, nil, .modifier]),
            ("`", [.modifier, nil, .modifier]),
            ("&", [.modifier, .modifier, .modifier, nil, .modifier]),
            ("?", [.verb, .verb]),
            ("a", [.name, .noun, .noun]),
            ("ACeEIjorv", [.name, .verb]),
            ("bdfHMT", [.name, .modifier]),
            ("Dt", [.name, .modifier, .modifier]),
            ("F", [.name, .modifier, .modifier, .modifier, .modifier, .modifier, .modifier]),
            ("iu", [.name, .verb, .verb]),
            ("L", [.name, .verb, .modifier]),
            ("mny", [.param]),
            ("p", [.name, .verb, .verb, .verb]),
            ("qsZ", [.name, nil, .verb]),
            ("S", [.name, nil, .modifier]),
            ("u", [.param, .verb, .verb]),
            ("v", [.param, .verb]),
            ("x", [.param, nil, .verb]),
        ]
        var prims: [Character: [TokenClass]] = [:]
        for (chars, parts) in rows { for c in chars { prims[c] = parts.map(cls) } }
        let finalPrims = prims
        let inflections = ["", ".", ":", "..", ".:", ":.", "::"]
        let primitive = classify(#"(?:[!-&(-/:-@\[-^`{-~]|[A-Za-z]\b)[.:]*"#) { text in
            let ch = text.first!
            let infl = String(text.dropFirst())
            guard let i = inflections.firstIndex(of: infl) else { return (.err, .stay) }
            let parts = finalPrims[ch] ?? [.n]
            return (i < parts.count ? parts[i] : .err, .stay)
        }
        let control = "assert break case catch catchd catcht continue do else elseif end fcase for if return select throw try while whilst"
        let expr: [Rule] = [
            r(#"\s+"#, .text),
            primitive,
            classify(#"(?:\d|_\d?):[.:]*"#) { t in (t.hasSuffix(":") && t.filter { $0 == ":" || $0 == "." }.count == 1 ? .nf : .err, .stay) },
            classify(#"[\d_][\w.]*[.:]*"#) { t in (t.contains(":") ? .err : .m, .stay) },
            r("'", .s1, push("str")),
            r(#"NB\.(?![.:]).*"#, .c1),
            r("(?:" + control.split(separator: " ").joined(separator: "|") + #")\.(?![.:])"#, .k),
            g(#"(for_)(\w+)(\.)(?![.:])"#, [.k, .n, .k]),
            g(#"(goto_|label_)(\w+)(\.)(?![.:])"#, [.k, .nl, .k]),
            r(#"[A-Za-z]\w*[.:]+"#, .err),
            r(#"[A-Za-z]\w*"#, .n),
        ]
        let nounKind = "(0|noun)"
        let codeKind = "([1-4]|13|adverb|conjunction|dyad|monad|verb)"
        func defRules(nested: Bool) -> [Rule] {
            let tail = #"([ \t]+)"#
            let sfx = nested ? "nested" : "root"
            func define(_ body: String) -> Next { nested ? .popPush(1, [body, "def_next"]) : .push([body, "def_next"]) }
            return [
                g(nounKind + tail + #"(define\b)(?![.:])([ \t]*)"#, [.kp, .text, .kp, .text], define("noun")),
                g(codeKind + tail + #"(define\b)(?![.:])([ \t]*)"#, [.kp, .text, .kp, .text], define("code")),
                g(nounKind + tail + #"(def\b|:)(?![.:])([ \t]*)"#, [.kp, .text, .kp, .text], push("expl_noun_" + sfx)),
                g(codeKind + tail + #"(def\b|:)(?![.:])([ \t]*)"#, [.kp, .text, .kp, .text], push("expl_code_" + sfx)),
            ]
        }
        let note = #"^([ \t]*)(Note\b(?![.:]))([ \t\r]*)(?!=[.:]|$)"#
        let params = r(#"[mnuvxy]\b(?![.:])"#, .n)
        func expl(_ body: String, nested: Bool) -> [Rule] {
            [
                r(#"0\b(?![.:])"#, .kp, .popPush(nested ? 2 : 1, [body, "def_next"])),
                body == "noun" ? r("'", .s1, .goto("str")) : r("'", .p, .goto("q_expr")),
                r("", .text, pop),
            ]
        }
        let delimiter = g(#"^([ \t]*)(\))([ \t\r]*$\n?)"#, [.text, .p, .text], pop)
        return LexerDefinition(states: [
            ("root", [r(#"\n"#, .text)] + defRules(nested: false) + [g(note, [.text, .n, .text], push("root_note")), params] + expr),
            ("root_note", [r(#"\n"#, .text, .goto("note"))] + defRules(nested: false) + [g(note, [.text, .n, .text]), params] + expr),
            ("def_next", [r(#"\n"#, .text, pop)] + defRules(nested: true) + [g(note, [.text, .n, .text]), params] + expr),
            ("expl_noun_root", expl("noun", nested: false)),
            ("expl_code_root", expl("code", nested: false)),
            ("expl_noun_nested", expl("noun", nested: true)),
            ("expl_code_nested", expl("code", nested: true)),
            ("str", [r("''", .se), r(#"[^'\n]+"#, .s1), r("'|$", .s1, pop)]),
            ("q_expr", [
                r("''", .s1, push("q_str")),
                r("'|$", .p, pop),
                r(#"NB\.(?![.:])(?:[^'\n]|'')*"#, .c1),
            ] + expr),
            ("q_str", [r("''''", .se), r(#"[^'\n]+"#, .s1), r("''", .s1, pop), r("'|$", .p, .pop(2))]),
            ("note", [delimiter, r(#".+\n?"#, .cm)]),
            ("noun", [delimiter, r(#".+\n?"#, .sh)]),
            ("code", [delimiter, g(#"^([ \t]*)(:)([ \t\r]*)$"#, [.text, .p, .text])] + expr),
        ], start: [])
    }()
}
