/// Data and configuration notations: plist, JSON with comments, Jsonnet, HOCON; and Gherkin.
extension Languages {
    static let plistDefinition: LexerDefinition = {
        LexerDefinition(states: [
            ("root", [
                r("//.*$", .c),
                r(#"(?s)/\*.+?\*/"#, .c),
                inc("whitespace"),
                r("[{]", .p, push("dictionary")),
                r(#"\("#, .p, push("array")),
                r(#""([^"\\]|\\.)*""#, .s2),
                r(#"'([^'\\]|\\.)*'"#, .s1),
                r("<", .p, push("data")),
                r(#"[\w$/:.-]+"#, .l),
            ]),
            ("whitespace", [r(#"\s+"#, .w)]),
            ("dictionary", [inc("root"), r("[=;]", .p), r("}", .p, pop)]),
            ("array", [inc("root"), r("[,]", .p), r(#"\)"#, .p, pop)]),
            ("data", [r(#"[0-9a-fA-F\s]+"#, .mh), r(">", .p, pop)]),
        ])
    }()

    /// JSON's states with rules put in front of some (Rouge's `prepend`) or states replaced.
    private static func jsonVariant(prepending: [String: [Rule]], replacing: [String: [Rule]], adding: [(String, [Rule])]) -> LexerDefinition {
        LexerDefinition(states: jsonDefinition.states.map { name, rules in
            (name, replacing[name] ?? (prepending[name] ?? []) + rules)
        } + adding)
    }

    static let jsonDocDefinition: LexerDefinition = jsonVariant(
        prepending: [
            "name": [g(#"([$\w]+)(\s*)(:)"#, [.na, .text, .p])],
            "value": [r(#"/[*].*?[*]/"#, .c), r("//.*?$", .c1), r(#"(\.\.\.)"#, .c1)],
        ],
        replacing: [:], adding: [])

    static let hoconDefinition: LexerDefinition = jsonVariant(
        prepending: [
            "root": [inc("comments")],
            "object": [r(#"\b(?:include|url|file|classpath)\b"#, .k)],
            "string": [r(#"[$][{][?]?"#, .si, push("interpolation")), r(#"[^\\"\${]+"#, .s2)],
            "constants": [r(#"\d+\.(\d+\.?){3,}"#, .l)],
        ],
        replacing: [
            "name": [
                g(#"("(?:\"|[^"\n])*?")(\s*)([:=]|(?=\{))"#, [.nl, .w, .p]),
                g(#"([-\w.]+)(\s*)([:=]|(?=\{))"#, [.nl, .w, .p]),
            ],
            "value": [
                inc("comments"),
                r(#"\n"#, .w),
                r(#"\s+"#, .w),
                inc("constants"),
                r(#"[$][{][?]?"#, .si, push("interpolation")),
                r(#"""""#, .s2, push("multiline_string")),
                r(#"""#, .s2, push("string")),
                r(#"\["#, .p, push("array")),
                r("[{]", .p, push("object")),
                r("[()=]", .p),
                r(#"[^$"{}\[\]:=,\+#`^?!@*&]+?"#, .l),
            ],
        ],
        adding: [
            ("comments", [r("//.*?$", .c1), r("#.*?$", .c1)]),
            ("interpolation", [r(#"[\w\-\.]+?"#, .nv), r("}", .si, pop)]),
            ("multiline_string", [r(#""[^"]{1,2}"#, .s2), inc("string"), r(#"""""#, .s2, pop)]),
        ])

    static let jsonnetDefinition: LexerDefinition = {
        let words = table([
            (.k, "self super local for in if then else import importstr error tailstrict assert"),
            (.kd, "function"),
            (.kc, "null true false"),
            (.nb, """
                acos asin atan ceil char codepoint cos exp exponent filter floor force length log makeArray mantissa \
                objectFields objectHas pow sin sqrt tan thisFile type abs assertEqual escapeStringBash \
                escapeStringDollars escapeStringJson escapeStringPython filterMap flattenArrays foldl foldr format join \
                lines manifestIni manifestPython manifestPythonVars map max min mod range set setDiff setInter setMember \
                setUnion sort split stringChars substr toString uniq
                """),
        ])
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r("//.*?$", .c1),
                r("#.*?$", .c1),
                r(#"(?s)/\*.*?\*/"#, .cm),
                r(#"(?i)-?(?:0|[1-9]\d*)\.\d+(?:e[+-]\d+)?"#, .mf),
                r(#"(?i)-?(?:0|[1-9]\d*)(?:e[+-]\d+)?"#, .mi),
                r(#"[{}:\.,;+\[\]=%\(\)]"#, .p),
                r(#"""#, .s, push("string_double")),
                r("'", .s, push("string_single")),
                r(#"\|\|\|"#, .s, push("string_block")),
                r(#"\$"#, .k),
                lk("[a-zA-Z_][a-zA-Z0-9_]*", words, .nx),
            ]),
            ("string", [r(#"\\([\\\/bfnrt]|(u[0-9a-fA-F]{4}))"#, .se), r(#"\\."#, .se)]),
            ("string_double", [inc("string"), r(#"\\""#, .se), r(#"""#, .s, pop), r(#"[^\\"]+"#, .s)]),
            ("string_single", [inc("string"), r("'", .s, pop), r(#"[^\\']+"#, .s)]),
            ("string_block", [inc("string"), r("[|][|][|]", .s, pop), r(#"[^|\\]+"#, .s), r("[|]", .s)]),
        ])
    }()

    static let gherkinDefinition: LexerDefinition = {
        func alternatives(_ list: [String]) -> String { "(?:" + list.map(escapeRegex).joined(separator: "|") + ")" }
        // Keywords ending in a space need no word boundary after them; the others do.
        let step = "(?:" + GherkinWords.step.map { $0.hasSuffix(" ") ? escapeRegex($0) : escapeRegex($0) + "\\b" }.joined(separator: "|") + ")"
        let restOfLine = #".*?(?=[#\n])"#
        // `(.*?)(:)`: the text before a line's first colon, by the list it is in (the first
        // list wins); every match resets the stack. A line without a colon is scanned once
        // (the precondition), not from every position.
        let everything = Int.max / 2
        return LexerDefinition(states: [
            ("root", [
                inc("basic"),
                r(#"\n"#, .text),
                r(#"(?s)""".*?""""#, .s),
                r(#"@[^\s@]+"#, .nt),
                inc("has_table"),
                inc("has_examples"),
            ]),
            ("basic", [r("#.*$", .c), r(#"[ \r\t]+"#, .text)]),
            ("has_scenarios", [
                g("(" + alternatives(GherkinWords.element) + ")(:)", [.kn, .p], .popPush(everything, ["description"])).requiring(firstByteOutside: #"[^:\n]"#, is: ":"),
                g("(" + alternatives(GherkinWords.feature) + ")(:)", [.kd, .p], .popPush(everything, ["feature_description"])).requiring(firstByteOutside: #"[^:\n]"#, is: ":"),
                g("(" + alternatives(GherkinWords.examples) + ")(:)", [.nn, .p], .popPush(everything, ["example_description"])).requiring(firstByteOutside: #"[^:\n]"#, is: ":"),
                g("(.*?)(:)", [.err, .p], .reset).requiring(firstByteOutside: #"[^:\n]"#, is: ":"),
            ]),
            ("has_examples", [inc("has_scenarios"), r(step, .nf, .popPush(everything, ["step"]))]),
            ("has_table", [r("(?=[|])", .text, push("table_header"))]),
            ("table_header", [r(#"[^|\s]+"#, .nv), r(#"\n"#, .text, .goto("table")), inc("table")]),
            ("table", [inc("basic"), r(#"\n"#, .text, push("table_bol")), r("[|]", .p), r(#"[^|\s]+"#, .n)]),
            ("table_bol", [r(#"(?=\s*[^\s|])"#, .text, .reset), r("", .text, pop)]),
            ("description", [inc("basic"), inc("has_examples"), r(#"\n"#, .text), r(restOfLine, .text)]),
            ("feature_description", [inc("basic"), inc("has_scenarios"), r(#"\n"#, .text), r(restOfLine, .text)]),
            ("example_description", [inc("basic"), inc("has_table"), r(#"\n"#, .text), r(restOfLine, .text)]),
            ("step", [
                inc("basic"),
                r("<.*?>", .nv),
                r(#"".*?""#, .s),
                r(#"\S[^\s<]*"#, .text),
                r(restOfLine, .text, pop),
            ]),
        ])
    }()
}

extension Languages {
    static let emailDefinition: LexerDefinition = {
        LexerDefinition(states: [
            ("root", [r(#"\n"#, .text), r("^>.*", .c), r(".+", .text)]),
            ("fields", [r("[:]", .o, push("field_body")), r(#"[^\n\r:]+"#, .nt), r(#"[\n\r]"#, .nt)]),
            ("field_body", [
                r(#"(\r?\n){2}"#, .text, .pop(2)),
                r(#"\r?\n(?![ \v\t\f])"#, .text, pop),
                r(#"[^\n\r]+"#, .na),
                r(#"[\n\r]"#, .na),
            ]),
        ], start: ["fields"])
    }()
}
