extension Languages {
    static let adaDefinition: LexerDefinition = {
        let idents = table([
            (.k, """
                abort abstract accept access aliased all array at begin body case constant declare delay delta digits \
                do else elsif end exception exit for generic goto if in interface is limited loop new null of others \
                out overriding pragma private protected raise range record renames requeue return reverse select \
                separate some synchronized tagged task terminate then until use when while with
                """),
            (.ow, "abs and mod not or rem xor"),
            (.kd, "entry function package procedure subtype type"),
            (.nb, """
                boolean character constraint_error duration float integer natural positive long_float long_integer \
                long_long_float long_long_integer program_error short_float short_integer short_short_integer \
                storage_error string tasking_error wide_character wide_string wide_wide_character wide_wide_string
                """),
        ])
        // Identifiers are Unicode; Ruby's `\b` sees Unicode word characters too.
        let word = #"[\p{L}\p{M}\p{Nd}\p{Pc}]"#
        let id = "(?<!" + word + #")\p{Alphabetic}(?:\p{Pc}?[\p{Alphabetic}\p{Nd}])*(?!"# + word + ")"
        let num = #"\d(_?\d)*"#
        let xnum = "[0-9a-fA-F](_?[0-9a-fA-F])*"
        let exp = "(?i:(E[-+]?" + num + ")?)"
        return LexerDefinition(states: [
            ("whitespace", [r(#"\s+"#, .text), r("--.*$", .c1)]),
            ("dquote_string", [r(#"[^"\n]+"#, .s2), r(#""""#, .se), r("\"", .s2, pop), r(#"\n"#, .err, pop)]),
            ("attr", [inc("whitespace"), r(id, .na, pop), r("", .text, pop)]),
            ("decl_name", [
                inc("whitespace"),
                r(#"(?i)body\b"#, .kd),
                g("(" + id + #")(\.)"#, [.nn, .p]),
                r(id + #"|"(and|or|xor|/?=|<=?|>=?|\+|–|&\|/|mod|rem|\*?\*|abs|not)""#, .nf, pop),
                r("", .text, pop),
            ]),
            ("libunit_name", [
                inc("whitespace"),
                classify(id) { word in
                    guard let t = idents[word.lowercased()], t != .nb else { return (.nn, .stay) }
                    return (t, t == .kd ? .goto("decl_name") : pop)
                },
                r("[.,]", .p),
                r("", .text, pop),
            ]),
            ("root", [
                inc("whitespace"),
                r("'.'", .sc),
                r(#""[^"\n]*"#, .s2, push("dquote_string")),
                r(num + #"\."# + num + exp, .mf),
                r(num + "#" + xnum + #"\."# + xnum + "#" + exp, .mf),
                r("2#[01](_?[01])*#" + exp, .mb),
                r("8#[0-7](_?[0-7])*#" + exp, .mo),
                r("16#(?:" + xnum + ")*#" + exp, .mh),
                r(num + "#" + xnum + "#" + exp, .mi),
                r(num + #"#\w+#"#, .err),
                r(num + exp, .mi),
                r("'", .p, push("attr")),
                r("<<" + id + ">>", .nl),
                g(#"(?i)^(?:(limited)(\s+))?(?:(private)(\s+))?(with)\b"#, [.kn, .text, .kn, .text, .kn], push("libunit_name")),
                r(#"[+*/&<=>|]|-|=>|\.\.|\*\*|[:></]=|<<|>>|<>"#, .o),
                r("[.,:;()]", .p),
                classify(id) { word in
                    let t = idents[word.lowercased()] ?? .n
                    return (t, t == .kd ? push("decl_name") : .stay)
                },
                r("(?<!" + word + #")(\p{Pc}|[alph])"# + word + "*", .err),
            ]),
        ])
    }()
}
