extension Languages {
    static let phpDefinition = phpFamily()

    /// PHP's rules, with more keywords for a language built on it (Hack).
    static func phpFamily(extraKeywords: String = "") -> LexerDefinition {
        let id = #"[\p{L}_][\p{L}\p{N}_]*"#
        let ns = "(?:" + id + #"\\)+"#
        let idNS = "(?:" + ns + ")?" + id
        let keywords = Set("""
            old_function cfunction __class__ __dir__ __file__ __function__ __halt_compiler __line__ __method__ \
            __namespace__ __trait__ abstract and array as break case catch clone continue declare default die do echo \
            else elseif empty enddeclare endfor endforeach endif endswitch endwhile eval exit extends final finally fn \
            for foreach global goto if implements include include_once instanceof insteadof isset list match new or \
            parent print private protected public readonly require require_once return self static switch throw try \
            unset var while xor yield
            """.split(separator: " ").map(String.init) + extraKeywords.split(separator: " ").map(String.init))
        // Rouge's tests of a name's shape, compiled once.
        let phpConstant = try! PCRERegex(#"(?:(E|PHP)(_\p{Lu}+)+)\z"#)
        let constant = try! PCRERegex(#"(?:(?:.*\\)?\p{Lu}[\p{Lu}\p{Nd}_]+)\z"#)
        let className = try! PCRERegex(#"(?:(?:.*\\)?\p{Lu}[\p{L}\p{Nd}]*?)\z"#)
        let exitStates: [Rule] = [inc("escape"), inc("whitespace"), r("", .text, pop)]
        return LexerDefinition(states: [
            ("root", [r("(?i)<\\?(php|=)?", .cp, push("php")), d("(?s).*?(?=<\\?)|.*", "html", keep: true)]),
            ("start", [
                d(#"(?s)\s*(?=<)"#, "html", keep: true, pop),
                d(#"(?i)[^$]+(?=<\?(php|=))"#, "html", keep: true, pop),
                r("", .text, .goto("php")),
            ]),
            ("escape", [r(#"\?>"#, .cp, .reset)]),
            ("names", [
                classify(idNS + #"(?=\s*\()"#) { name in
                    let lower = name.lowercased()
                    return (keywords.contains(lower) ? .k : PHPBuiltins.names.contains(lower) ? .nb : .nf, .stay)
                },
                classify(idNS) { name in
                    let lower = name.lowercased()
                    switch lower {
                    case "use": return (.kn, push("in_use"))
                    case "const": return (.k, push("in_const"))
                    case "catch": return (.k, push("in_catch"))
                    case "public", "protected", "private": return (.k, push("in_visibility"))
                    default: break
                    }
                    if keywords.contains(lower) { return (.k, .stay) }
                    if name.hasPrefix("__") && name.hasSuffix("__") && name.count >= 4 { return (.nb, .stay) }
                    if phpConstant.matchesWhole(name) { return (.kc, .stay) }
                    if constant.matchesWhole(name) { return (.no, .stay) }
                    if className.matchesWhole(name) { return (.nc, .stay) }
                    return (.n, .stay)
                },
            ]),
            ("operators", [r(#"[~!%^&*+\|:.<>\/@-]+"#, .o)]),
            ("string", [
                r(#"""#, .s2, pop),
                r(#"[^\\{$"]+"#, .s2),
                r(#"\\u\{[0-9a-fA-F]+\}"#, .se),
                r(#"\\([efrntv\"$\\]|[0-7]{1,3}|[xX][0-9a-fA-F]{1,2})"#, .se),
                r(#"\$"# + id + #"(\[\S+\]|->"# + id + ")?", .nv),
                r(#"\{\$\{"#, .si, push("string_interp_double")),
                r(#"\{(?=\$)"#, .si, push("string_interp_single")),
                g(#"(\{)(\S+)(\})"#, [.si, .nv, .si]),
                r(#"[${\\]+"#, .s2),
            ]),
            ("string_interp_double", [r(#"\}\}"#, .si, pop), inc("php")]),
            ("string_interp_single", [r(#"\}"#, .si, pop), inc("php")]),
            ("values", [
                r(#"(?si)<<<(["']?)("# + id + #")\1\n.*?\n\s*\2;?"#, .sh),
                r(#"(?i)(\d[_\d]*)?\.(\d[_\d]*)?(e[+-]?\d[_\d]*)?"#, .mf),
                r("0[0-7][0-7_]*", .mo),
                r("(?i)0b[01][01_]*", .mb),
                r("(?i)0x[a-f0-9][a-f0-9_]*", .mh),
                r(#"\d[_\d]*"#, .mi),
                r(#"'([^'\\]*(?:\\.[^'\\]*)*)'"#, .s1),
                r(#"`([^`\\]*(?:\\.[^`\\]*)*)`"#, .sb),
                r(#"""#, .s2, push("string")),
                r(#"(?i)(function|fn)\b"#, .k, .push(["in_function_return", "in_function_params", "in_function_name"])),
                r(#"(?i)(true|false|null)\b"#, .kc),
                r(#"(?i)new\b"#, .k, push("in_new")),
            ]),
            ("variables", [r(#"\$\{\$+"# + id + #"\}"#, .nv), r(#"\$+"# + id, .nv)]),
            ("whitespace", [
                r(#"\s+"#, .text),
                r("#.*?$", .c1),
                r("//.*?$", .c1),
                r(#"(?s)/\*\*(?!/).*?\*/"#, .cd),
                r(#"(?s)/\*.*?\*/"#, .cm),
            ]),
            ("php", [
                inc("escape"), inc("whitespace"), inc("variables"), inc("values"),
                g(#"(?ix)(namespace)(\s+)("# + idNS + ")", [.kn, .text, .nn]),
                g(#"(?ix)(class|interface|trait|extends|implements)(\s+)("# + idNS + ")", [.kd, .text, .nc]),
                inc("names"),
                r(#"[;,\(\)\{\}\[\]]"#, .p),
                inc("operators"),
                r("[=?]", .o),
            ]),
            ("in_assign", [
                r(",", .p, pop), r(#"[\[\]]"#, .p), r(#"\("#, .p, push("in_assign_function")),
                inc("escape"), inc("whitespace"), inc("values"), inc("variables"), inc("names"), inc("operators"),
                r("", .text, pop),
            ]),
            ("in_assign_function", [r(#"\)"#, .p, pop), r(",", .p), inc("in_assign")]),
            ("in_catch", [r(#"\("#, .p), r(#"\|"#, .o), r(id, .nc)] + exitStates),
            ("in_const", [r(id, .no), r("=", .o, push("in_assign"))] + exitStates),
            ("in_function_body", [r("\\{", .p, .pushSelf), r("}", .p, pop), inc("php")]),
            ("in_function_name", [r("&", .o), r(id, .n), r(#"\("#, .p, pop)] + exitStates),
            ("in_function_params", [
                r(#"\)"#, .p, pop), r(",", .p), r("[.]{3}", .p), r("=", .o, push("in_assign")),
                r(#"(?i)\b(?:public|protected|private|readonly)\b"#, .k),
                r(#"\??"# + id, .kt, push("in_assign")),
                inc("escape"), inc("whitespace"), inc("variables"), r("", .text, pop),
            ]),
            ("in_function_return", [
                r(":", .p), r(#"(?i)use\b"#, .k, push("in_function_use")), r(#"\??"# + id, .kt, push("in_assign")),
                r(#"\{"#, .p, .goto("in_function_body")),
            ] + exitStates),
            ("in_function_use", [
                r(#"[,\(]"#, .p), r("&", .o), r(#"\)"#, .p, pop), inc("escape"), inc("whitespace"), inc("variables"), r("", .text, pop),
            ]),
            ("in_new", [r(#"(?i)class\b"#, .kd, .goto("in_new_class")), r(idNS, .nc, pop)] + exitStates),
            ("in_new_class", [r(#"\}"#, .p, pop), r(#"\{"#, .p), inc("php")]),
            ("in_use", [
                r(#"[,\}]"#, .p), r(#"(?i)(function|const)\b"#, .k), g("(" + ns + #")(\{)"#, [.nn, .p]),
                r(idNS + "(_" + id + ")+", .nf), inc("escape"), inc("whitespace"), inc("names"), r("", .text, pop),
            ]),
            ("in_visibility", [
                r(#"(?i)\b(?:readonly|static)\b"#, .k),
                r(#"(?i)(?=(abstract|const|function)\b)"#, .k, pop),
                r(#"\??"# + id, .kt, pop),
            ] + exitStates),
        ], start: ["start"])
    }
}
