/// LiveScript and MoonScript, two languages in CoffeeScript's family.
extension Languages {
    static let livescriptDefinition: LexerDefinition = {
        let id = "(?i:[$a-z_](?:(?:-(?=[a-z]))?[a-z0-9_])*)"
        // Where an identifier cannot go on.
        let idEnd = "(?i:(?![a-z0-9_]|-[a-z]))"
        let intNumber = #"\d[\d_]*"#
        let int = intNumber + "(?:e[+-]?" + intNumber + #")?[$\w]*"#
        let keywords = Set("""
            loop until for in of while break return continue switch case fallthrough default otherwise when then if \
            unless else throw try catch finally new delete typeof instanceof super by from to til with require do \
            debugger import export yield
            """.split(separator: " ").map(String.init))
        let constants = Set("true false null NaN Infinity undefined yes no on off void".split(separator: " ").map(String.init))
        let builtinList = JavaScriptFamily.builtins + " this it that arguments"
        let builtins = Set(builtinList.split(separator: " ").map(String.init))
        let declarations = Set("const let var function class extends implements".split(separator: " ").map(String.init))
        // Rouge's `/[^-][a-z]/` test of a capitalised name (a class).
        @Sendable func hasLowerAfterNonHyphen(_ name: String) -> Bool {
            let bytes = Array(name.utf8)
            return bytes.indices.dropFirst().contains { bytes[$0] >= 0x61 && bytes[$0] <= 0x7A && bytes[$0 - 1] != 0x2D }
        }
        let word = classify(id) { name in
            if name == "break" || name == "continue" { return (.k, .push(["loop_control"])) }
            let t: TokenClass
            if keywords.contains(name) {
                t = .k
            } else if constants.contains(name) {
                t = .no
            } else if builtins.contains(name) {
                t = .nb
            } else if declarations.contains(name) {
                t = .kd
            } else if let first = name.unicodeScalars.first, ("A"..."Z").contains(first), hasLowerAfterNonHyphen(name) {
                t = .nc
            } else {
                t = .nv
            }
            return (t, .push(["id"]))
        }
        let codeEscape = #"\\(c[A-Z]|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|u\{[0-9a-fA-F]{4}\})"#
        return LexerDefinition(states: [
            ("root", [
                r("^(?=\\s|/)", .text, push("slash_starts_regex")),
                inc("comments"),
                inc("whitespace"),
                g(#"(?s)(<\[)(.*?)(\]>)"#, [.p, .s, .p]),
                r(#"!\s*function\b"#, .kd),
                r("!?[-~]>|<[-~]!?", .kd),
                r("(=>)", .k),
                g("(::)(" + id + ")", [.p, .na], push("id")),
                g("(::)(" + int + ")", [.p, .mi], push("id")),
                g("(@)(" + id + ")", [.vi, .na], push("id")),
                g("([.])(" + id + ")", [.p, .na], push("id")),
                g(#"([.])(\d+)"#, [.p, .mi], push("id")),
                r(id + #"(?=\s*:[^:=])"#, .na),
                r(#"[+][+]|--|&&|\b(and|x?or|is(nt)?|not)\b(?!-[a-zA-Z]|_)|[|][|]|[.]([|&^]|<<|>>>?)[.]|\\(?=\n)|[.:]=|<<<<?|<[|]|[|]>|(<<|>>|==?|!=?|[-<>+*%^/~?])=?"#,
                  .o, push("slash_starts_regex")),
                g("(&)(" + id + ")?", [.nb, .na]),
                r(#"[|]|\bcase(?=\s)"#, .k, push("switch_underscore")),
                r("@", .vi),
                r("[.]{3}", .p),
                r(":", .p),
                word,
                r(#"\](?=[!?.]|"# + id + ")", .p, push("id")),
                r(#"[{(\[;,]"#, .p, push("slash_starts_regex")),
                r(#"[})\].]"#, .p),
                r(intNumber + "[.]" + int, .mf),
                r("0x[0-9A-Fa-f]+", .mh),
                r(int, .mi),
                r(#"""""#, .s, push("tdqs")),
                r("'''", .s, push("tsqs")),
                r(#"""#, .s, push("dqs")),
                r("'", .s, push("sqs")),
                r(#"\\\S[^\s,;\])}]*"#, .s),
            ]),
            ("tdqs", [r(#"""""#, .s, pop), r(#"""#, .s), inc("double_strings")]),
            ("tsqs", [r("'''", .s, pop), r("'", .s), inc("single_strings")]),
            ("dqs", [r(#"""#, .s, pop), inc("double_strings")]),
            ("sqs", [r("'", .s, pop), inc("single_strings")]),
            ("code_escape", [r(codeEscape, .se)]),
            ("interpolated_expression", [r("}", .si, pop), inc("root")]),
            ("interpolation", [
                r("[#][{]", .si, push("interpolated_expression")),
                g("(#)(" + words(builtinList, prefix: "", suffix: "") + ")" + idEnd, [.si, .nb]),
                g("(#)(" + id + ")", [.si, .nv]),
            ]),
            ("whitespace", [g(#"(?s)(\s+?)(?:^([^\S\n]*)(:"# + id + "))?", [.text, .text, .nl])]),
            ("whitespace_single_line", [r(#"[^\S\n]+"#, .text)]),
            ("slash_starts_regex", [
                inc("comments"),
                inc("whitespace"),
                inc("multiline_regex_begin"),
                r(#"/(\\.|[^\[/\\\n]|\[(\\.|[^\]\\\n])*\])+/([gimy]+\b|\B)"#, .sr, pop),
                r("", .text, pop),
            ]),
            ("multiline_regex_begin", [r("//", .sr, .goto("multiline_regex"))]),
            ("multiline_regex_end", [r(#"//([gimy]+\b|\B)"#, .sr, pop)]),
            ("multiline_regex", [
                inc("multiline_regex_end"),
                inc("regex_comment"),
                inc("interpolation"),
                inc("code_escape"),
                r(#"\\\D"#, .se),
                r(#"\\\d+"#, .nv),
                r("(?s).", .sr),
            ]),
            ("regex_comment", [r(#"^#(\s+.*)?$"#, .c1), g(#"(\s+)(#)(\s+.*)?$"#, [.text, .c1, .c1])]),
            ("comments", [r(#"(?s)/\*.*?\*/"#, .cm), r("#.*$", .c1)]),
            ("switch_underscore", [inc("whitespace_single_line"), r(#"_(?=\s*=>|\s+then\b)"#, .k), r("", .text, pop)]),
            ("loop_control", [inc("whitespace_single_line"), r(id + #"(?=[);\n])"#, .nl), r("", .text, pop)]),
            ("id", [
                r("[!?]|[.](?!=)", .p),
                r("[{]", .p, push("destructuring")),
                r(id, .na),
                r(int, .mi),
                r("", .text, .goto("slash_starts_regex")),
            ]),
            ("destructuring", [r("[,;]", .p), r(id, .na), r(int, .mi), inc("whitespace"), r("[}]", .p, pop)]),
            ("strings", [r(#"[^#\\'"]+"#, .s), inc("code_escape"), r(#"\\."#, .se), r("#", .s)]),
            ("double_strings", [r("'", .s), inc("interpolation"), inc("strings")]),
            ("single_strings", [r(#"""#, .s), inc("strings")]),
        ])
    }()

    static let moonscriptDefinition: LexerDefinition = {
        let ident = #"(?:\w\w*)"#
        let name = "[A-Za-z_][A-Za-z0-9_]*"
        let all = luaBuiltins.split(separator: " ").map(String.init)
        let dotted = all.filter { $0.contains(".") }.sorted { $0.count > $1.count }
        let plain = table([(.nb, all.filter { !$0.contains(".") }.joined(separator: " "))])
        return LexerDefinition(states: [
            ("root", [r("#!(.*?)$", .cp), r("", .text, push("main"))]),
            ("base", [
                r(#"(?i)(\d*\.\d+|\d+\.\d*)(e[+-]?\d+)?'"#, .mf),  // (sic: a quote after, as Rouge's)
                r(#"(?i)\d+e[+-]?\d+"#, .mf),
                r("(?i)0x[0-9a-f]*", .mh),
                r(#"\d+"#, .mi),
                r("@" + ident + "*", .vi),
                r(#"[A-Z]\w*"#, .nc),
                r(#""?[^"]+":"#, .ss).requiring(firstByteOutside: #"[^"]"#, is: "\""),
                r(ident + ":", .ss),
                r(":" + ident, .ss),
                r(#"\s+"#, .w),
                r(#"(==|~=|!=|<=|>=|\.\.\.|\.\.|->|=>|[=+\-*/%^<>#!\\])"#, .o),
                r(#"[\[\]\{\}\(\)\.,:;]"#, .p),
                r(#"(and|or|not)\b"#, .ow),
                r(#"(break|class|continue|do|else|elseif|end|extends|for|if|import|in|repeat|return|switch|super|then|unless|until|using|when|with|while)\b"#, .k),
                r(#"(local|export)\b"#, .kd),
                r(#"(true|false|nil)\b"#, .kc),
                // A name with at most one dot, coloured whole when the library has it.
                r("(?:" + dotted.map(escapeRegex).joined(separator: "|") + ")(?![A-Za-z0-9_])", .nb),
                g("(" + name + #")(\.)("# + name + ")", [.n, .p, .n]),
                lk(name, plain, .n),
            ]),
            ("main", [
                r("--.*$", .c1),
                r(#"(?s)\[(=*)\[.*?\]\1\]"#, .sh),
                inc("base"),
                r("'", .s1, push("sqs")),
                r(#"""#, .s2, push("dqs")),
            ]),
            ("sqs", [r("'", .s1, pop), r("[^']+", .s1)]),
            ("interpolation", [r(#"\}"#, .si, pop), inc("base")]),
            ("dqs", [r(#"#\{"#, .si, push("interpolation")), r(#"""#, .s2, pop), r("#[^{]", .s2), r(##"[^"#]+"##, .s2)]),
        ])
    }()
}
