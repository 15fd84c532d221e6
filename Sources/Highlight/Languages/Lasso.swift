extension Languages {
    static let lassoDefinition: LexerDefinition = {
        let words = table([
            (.ne, LassoWords.exceptions), (.kt, LassoWords.types), (.nd, LassoWords.traits),
            (.k, LassoWords.keywords), (.nb, LassoWords.builtins),
        ])
        // A word (after an optional `/`), by Rouge's lists, lower-cased.
        @Sendable func word(_ text: String) -> TokenClass {
            let name = text.lowercased()
            return name == "namespace_using" ? .kn : words[name] ?? .nx
        }
        return LexerDefinition(states: [
            ("root", [
                r(#"^#![ \S]+lasso9\b"#, .cp, push("lasso")),
                r(#"(?=\[|<)"#, .text, push("delimiters")),
                r(#"\s+"#, .w),
                r(#""#, .text, .push(["delimiters", "lassofile"])),
            ]),
            ("delimiters", [
                r(#"\[no_square_brackets\]"#, .cp, push("nosquarebrackets")),
                r(#"\[noprocess\]"#, .cp, push("noprocess")),
                r(#"\["#, .cp, push("squarebrackets")),
                r(#"(?i)<\?(lasso(script)?|=)"#, .cp, push("anglebrackets")),
                d(#"(?is)([^\[<]|<!--.*?-->|<(script|style).*?\2>|<(?!\?(lasso(script)?|=)))+"#, "html", keep: true),
            ]),
            ("nosquarebrackets", [
                r(#"\[noprocess\]"#, .cp, push("noprocess")),
                r(#"(?i)<\?(lasso(script)?|=)"#, .cp, push("anglebrackets")),
                d(#"(?is)([^\[<]|<!--.*?-->|<(script|style).*?\2>|<(?!\?(lasso(script)?|=))|\[(?!noprocess))+"#, "html", keep: true),
            ]),
            ("noprocess", [
                r(#"\[/noprocess\]"#, .cp, pop),
                d(#"(?i)([^\[]|\[(?!/noprocess))+"#, "html", keep: true),
            ]),
            ("squarebrackets", [
                r(#"\]"#, .cp, pop),
                inc("lasso"),
            ]),
            ("anglebrackets", [
                r(#"\?>"#, .cp, pop),
                inc("lasso"),
            ]),
            ("lassofile", [
                r(#"\]|\?>"#, .cp, pop),
                inc("lasso"),
            ]),
            ("whitespacecomments", [
                r(#"\s+"#, .text),
                r(#"//.*?\n"#, .c1),
                r(#"(?s)/\*\*!.*?\*/"#, .cd),
                r(#"(?s)/\*.*?\*/"#, .cm),
            ]),
            ("lasso", [
                inc("whitespacecomments"),
                r(#"(?i)\d*\.\d+(e[+-]?\d+)?"#, .mf),
                r(#"(?i)0x[\da-f]+"#, .mh),
                r(#"\d+"#, .mi),
                r(#"(?i)(infinity|NaN)\b"#, .m),
                r(#"(?s)'[^'\\]*(\\.[^'\\]*)*'"#, .s1),
                r(#"(?s)"[^"\\]*(\\.[^"\\]*)*""#, .s2),
                r(#"(?s)`[^`]*`"#, .sb),
                r(#"\$(?i:[a-z_][\w.]*)"#, .nv),
                r(#"#((?i:[a-z_][\w.]*)|\d+\b)"#, .vi),
                g(#"(\.\s*)('(?i:[a-z_][\w.]*)')"#, [.bp, .vc]),
                g(#"(?i)(self)(\s*->\s*)('(?i:[a-z_][\w.]*)')"#, [.bp, .o, .vc]),
                g(#"(\.\.?\s*)((?i:[a-z_][\w.]*)(=(?!=))?)"#, [.bp, .nx]),
                g(#"(->\\?\s*|&\s*)((?i:[a-z_][\w.]*)(=(?!=))?)"#, [.o, .nx]),
                r(#"(?i)(?<!->)(self|inherited|currentcapture|givenblock)\b"#, .bp),
                r(#"(?i)-(?!infinity)(?i:[a-z_][\w.]*)"#, .na),
                r(#"::\s*(?i:[a-z_][\w.]*)"#, .nl),
                g(#"(?i)(define)(\s+)((?i:[a-z_][\w.]*))(\s*=>\s*)(type|trait|thread)\b"#, [.kd, .text, .nc, .o, .k]),
                g(#"(?i)(define)(\s+)((?i:[a-z_][\w.]*))(\s*->\s*)((?i:[a-z_][\w.]*)=?|[-+*/%])"#, [.kd, .text, .nc, .o, .nf], push("signature")),
                g(#"(?i)(define)(\s+)((?i:[a-z_][\w.]*))"#, [.kd, .text, .nf], push("signature")),
                g(#"(?i)(public|protected|private|provide)(\s+)(((?i:[a-z_][\w.]*)=?|[-+*/%])(?=\s*\())"#, [.k, .text, .nf], push("signature")),
                g(#"(?i)(public|protected|private|provide)(\s+)((?i:[a-z_][\w.]*))"#, [.k, .text, .nf]),
                r(#"(?i)(true|false|none|minimal|full|all|void)\b"#, .kc),
                r(#"(?i)(local|var|variable|global|data(?=\s))\b"#, .kd),
                g(#"(?i)((?i:[a-z_][\w.]*))(\s+)(in)\b"#, [.n, .text, .k]),
                g(#"(?i)(let|into)(\s+)((?i:[a-z_][\w.]*))"#, [.k, .text, .n]),
                r(#","#, .p, push("commamember")),
                r(#"(?i)(and|or|not)\b"#, .ow),
                g(#"((?i:[a-z_][\w.]*))(\s*::\s*(?i:[a-z_][\w.]*))?(\s*=(?!=|>))"#, [.n, .nl, .o]),
                r(#"/(?=[\w.])"#, .p, push("lasso_word")), classify(#"[\w.]+"#) { (word($0), .stay) },
                g(#"(?i)(=)(n?bw|n?ew|n?cn|lte?|gte?|n?eq|n?rx|ft)\b"#, [.o, .ow]),
                r(#":=|[-+*/%=<>&|!?\\]+"#, .o),
                r(#"[{}():;,@^]"#, .p),
            ]),
            ("lasso_word", [classify(#"[\w.]+"#) { (word($0), pop) }]),
            ("signature", [
                r(#"\=>"#, .o, pop),
                r(#"\)"#, .p, pop),
                r(#"[(,]"#, .p, push("parameter")),
                inc("lasso"),
            ]),
            ("parameter", [
                r(#"\)"#, .p, pop),
                r(#"-?(?i:[a-z_][\w.]*)"#, .na, pop),
                r(#"\.\.\."#, .bp),
                inc("lasso"),
            ]),
            ("commamember", [
                r(#"((?i:[a-z_][\w.]*)=?|[-+*/%])(?=\s*(\(([^()]*\([^()]*\))*[^\)]*\)\s*)?(::[\w.\s]+)?=>)"#, .nf, push("signature")),
                inc("whitespacecomments"),
                r(#""#, .text, pop),
            ]),
        ])
    }()
}
