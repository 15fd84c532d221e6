extension Languages {
    private static func crystalSigils() -> (rules: [Rule], states: [(String, [Rule])]) {
        let pairs: [Character: Character] = ["{": "}", "[": "]", "(": ")", "<": ">"]
        let delimiters = Array(##"!"#$%&'()*+,-./:;<=>?@[\]^`{|~"##)
        var rules: [Rule] = []
        var states: [(String, [Rule])] = []
        for (index, open) in delimiters.enumerated() {
            let close = pairs[open] ?? open
            let o = escapeRegex(String(open)), c = escapeRegex(String(close))
            let unique = open == "#" ? "" : Set([o, c]).sorted().joined()
            for (kind, interp, token) in [("r", true, TokenClass.sr), ("i", true, .sx), ("p", false, .sx)] {
                let name = "sigil_\(index)_\(kind)"
                var body: [Rule] = [r(#"\\[#"# + unique + #"\\]"#, .se)]
                if open != close { body.append(r(o, token, .pushSelf)) }
                body.append(r(c, token, pop))
                body += interp ? [inc("string_intp_escaped"), r("#", token)] : [r(##"[\\#]"##, token)]
                body.append(r(#"[^#"# + unique + #"\\]+"#, token))
                states.append((name, body))
            }
            rules += [
                r("%r" + o, .sr, .push(["regex_flags", "sigil_\(index)_r"])),
                r("%[QWxI]" + o, .sx, push("sigil_\(index)_i")),
                r("%[qswi]?" + o, .sx, push("sigil_\(index)_p")),
            ]
        }
        return (rules, states)
    }

    static let crystalDefinition: LexerDefinition = {
        let keywords = #"BEGIN|END|alias|begin|break|case|defined\?|do|else|elsif|end|ensure|for|if|ifdef|in|next|redo|rescue|raise|retry|return|super|then|undef|unless|until|when|while|yield|lib|fun|type|of|as"#
        let pseudo = """
            initialize new loop include extend raise attr_reader attr_writer attr_accessor alias_method attr catch \
            throw private module_function public protected true false nil __FILE__ __LINE__ getter getter? getter! \
            property property? property! struct record
            """
        let builtinsG = """
            abort ancestors at_exit caller catch chomp chop clone constants display dup eval exec exit extend fail \
            fork format freeze getc gets global_variables gsub hash id included_modules inspect instance_eval \
            instance_method instance_methods lambda loop method method_missing methods module_eval name object_id \
            open p print printf proc putc puts raise rand readline readlines require scan select self send sleep \
            split sprintf srand sub syscall system test throw to_a to_s trap warn
            """
        let builtinsQ = "eql equal include is_a iterator kind_of nil"
        let builtinsB = "chomp chop exit gsub sub"
        let sigils = crystalSigils()
        func simple(_ token: TokenClass, _ end: String) -> [Rule] {
            [inc("string_intp_escaped"), r(#"[^\\"# + end + "#]+", token), r(##"[\\#]"##, token), r(end, token, pop)]
        }
        return LexerDefinition(states: [
            ("root", [
                inc("whitespace"),
                r("__END__", .cp, push("end_part")),
                r(#"0o[0-7]+(?:_[0-7]+)*"#, .mo),
                r(#"0x[0-9A-Fa-f]+(?:_[0-9A-Fa-f]+)*"#, .mh),
                r(#"0b[01]+(?:_[01]+)*"#, .mb),
                r(#"(?i)\d+\.\d+(e[\+\-]?\d+)?(_f32)?"#, .mf),
                r(#"(?i)\d+(e[\+\-]?\d+)"#, .mf),
                r(#"(?i)\d+_f32"#, .mf),
                r(#"[\d]+(?:_\d+)*(_[iu]\d+)?"#, .mi),
                r(#"@\[([^\]]+)\]"#, .nd),
                r(#"(?i)@@[a-z_]\w*"#, .vc),
                r(#"(?i)@[a-z_]\w*"#, .vi),
                r(#"\$\w+"#, .vg),
                r(#"\$[!@&`'+~=/\\,;.<>_*\$?:"]"#, .vg),
                r(#"\$-[0adFiIlpvw]"#, .vg),
                r("::", .o),
                inc("strings"),
                r("(?:" + keywords + #")\b"#, .k, push("expr_start")),
                r(words(pseudo, prefix: ""), .kp, push("expr_start")),
                g(#"(module)(\s+)([a-zA-Z_][a-zA-Z0-9_]*(?:::[a-zA-Z_][a-zA-Z0-9_]*)*)"#, [.k, .text, .nn]),
                g(#"(def|macro\b)(\s*)"#, [.k, .text], push("funcname")),
                g(#"(class\b)(\s*)"#, [.k, .text], push("classname")),
                r(words(builtinsQ, prefix: "", suffix: "[?]"), .nb, push("expr_start")),
                r(words(builtinsB, prefix: "", suffix: "!"), .nb, push("expr_start")),
                r("(?<!\\.)" + words(builtinsG, prefix: ""), .nb, push("method_call")),
                inc("has_heredocs"),
                r(#"\.{2,3}"#, .o, push("expr_start")),
                r("[A-Z][a-zA-Z0-9_]*", .no, push("method_call")),
                g(#"(\.|::)(\s*)([a-z_]\w*[!?]?|[*%&^`~+-\/\[<>=])"#, [.p, .text, .nf], push("method_call")),
                r(#"[a-zA-Z_]\w*[?!]"#, .n, push("expr_start")),
                r(#"[a-zA-Z_]\w*"#, .n, push("method_call")),
                r(#"\*\*|\/\/|>=|<=|<=>|<<?|>>?|=~|={3}|!~|&&?|\|\||\."#, .o, push("expr_start")),
                r("\\{%|%\\}", .p),
                r(#"[-+\/*%=<>&!^|~]=?"#, .o, push("expr_start")),
                r("[?]", .p, .push(["ternary", "expr_start"])),
                r(#"[\[({,:\\;/]"#, .p, push("expr_start")),
                r(#"[\])}]"#, .p),
            ]),
            ("symbols", [
                r(#"(?xi):@{0,2}[a-z_]\w*[!?]?"#, .ss),
                r(#":(?:===|=?~|\[\][=?]?|\*\*=?|\/\/=?|[=^*/+-]=?|&[&*+-]?=?|\|\|?=?|![=~]?|%=?|<=>|<<?=?|>>?=?|\.\.\.?)"#, .ss),
                r(#":'(\\\\|\\'|[^'])*'"#, .ss),
                r(#":""#, .ss, push("simple_sym")),
            ]),
            ("sigil_strings", sigils.rules),
            ("strings", [
                inc("symbols"),
                r(#"\b[a-z_]\w*?[?!]?:\s+"#, .ss, push("expr_start")),
                r(#"""#, .s2, push("simple_string")),
                r("(?<!\\.)`", .sb, push("simple_backtick")),
                // (sic: Rouge keeps only the last character of the body, the groups' text)
                g(#"(')(\\u[a-fA-F0-9]{4}|\\u\{[a-fA-F0-9]{1,6}\}|\\[abefnrtv])?(\\\\|\\'|[^'])*(')"#, [.s1, .se, .s1, .s1]),
            ]),
            ("regex_flags", [r("[mixounse]*", .sr, pop)]),
            ("simple_string", simple(.s2, "\"")),
            ("simple_sym", simple(.ss, "\"")),
            ("simple_backtick", simple(.sb, "`")),
            ("whitespace", [
                inc("inline_whitespace"),
                r(#"\n\s*"#, .text, push("expr_start")),
                r("#.*$", .c1),
                r(#"(?s)=begin\b.*?\n=end\b"#, .cm),
            ]),
            ("inline_whitespace", [r(#"[ \t\r]+"#, .text)]),
            ("has_heredocs", [
                Rule(kind: .match(pattern: #"(?<!\w)(<<[-~]?)(["`']?)([a-zA-Z_]\w*)(\2)"#, action: .heredocOpen, next: .pushUnlessTop("heredoc_queue"))),
                Rule(kind: .match(pattern: #"(<<[-~]?)(["'])()(\2)"#, action: .heredocOpen, next: .pushUnlessTop("heredoc_queue"))),
            ]),
            ("heredoc_queue", [r(#"(?=\n)"#, .text, .goto("resolve_heredocs")), inc("root")]),
            ("resolve_heredocs", [
                inc("string_intp_escaped"),
                r(#"\n"#, .sh, push("test_heredoc")),
                r(#"[#\\\n]"#, .sh),
                r(#"[^#\\\n]+"#, .sh),
            ]),
            ("test_heredoc", [
                Rule(kind: .match(pattern: #"[^#\\\n]*$"#, action: .heredocTest, next: .stay)),
                r("", .text, pop),
            ]),
            ("funcname", [
                r(#"\s+"#, .text),
                r(#"\("#, .p, push("defexpr")),
                g(#"(?x)(?:([a-zA-Z_]\w*)(\.))?([a-zA-Z_]\w*[!?]? | \*\*? | [-+]@? | [/%&\|^`~] | \[\]=? | <<? | >>? | <=>? | >= | ===?)"#, [.nc, .o, .nf], pop),
                r("", .text, pop),
            ]),
            ("classname", [
                r(#"\s+"#, .text),
                r(#"\("#, .p, .push(["defexpr", "expr_start"])),
                r("<<", .o, .goto("expr_start")),
                r(#"[A-Z_]\w*"#, .nc, pop),
                r("", .text, pop),
            ]),
            ("ternary", [
                r(":(?!:)", .p, .goto("expr_start")),
                inc("root"),
            ]),
            ("defexpr", [
                g(#"(\))(\.|::)?"#, [.p, .o], pop),
                r(#"\("#, .p, .push(["defexpr", "expr_start"])),
                inc("root"),
            ]),
            ("in_interp", [r("}", .si, pop), inc("root")]),
            ("string_intp", [r("[#][{]", .si, push("in_interp")), r(#"(?i)#(@@?|\$)[a-z_]\w*"#, .si)]),
            ("string_intp_escaped", [
                inc("string_intp"),
                r(#"\\([\\abefnrstv#"']|x[a-fA-F0-9]{1,2}|[0-7]{1,3})"#, .se),
                r(#"\\u([a-fA-F0-9]{4}|\{[^}]+\})"#, .se),
                r(#"\\."#, .se),
            ]),
            ("method_call", [
                r("/", .o, .goto("expr_start")),
                r(#"(?=\n)"#, .text, pop),
                r("", .text, .goto("method_call_spaced")),
            ]),
            ("method_call_spaced", [
                inc("whitespace"),
                r("[%/]=", .o, .goto("expr_start")),
                r(#"(/)(?=\S|\s*/)"#, .sr, .goto("slash_regex")),
                inc("sigil_strings"),
                r(#"(?=\s*/)"#, .text, pop),
                r(#"\s+"#, .text, .goto("expr_start")),
                r("", .text, pop),
            ]),
            ("expr_start", [
                inc("inline_whitespace"),
                r("/", .sr, .goto("slash_regex")),
                r(##"(?x)[?](\\[MC]-)*(\\([\\abefnrstv\#"']|x[a-fA-F0-9]{1,2}|[0-7]{1,3})|\S)(?!\w)"##, .sc, pop),
                g(#"(\s*)(%[rqswQWxiI]? \S* )"#, [.text, .sx], pop),
                inc("sigil_strings"),
                r("", .text, pop),
            ]),
            ("slash_regex", [
                inc("string_intp"),
                r(#"\\\\"#, .sr),
                r(#"\\/"#, .sr),
                r(##"[\\#]"##, .sr),
                r(#"[^\\/#]+"#, .sr),
                r("/", .sr, .goto("regex_flags")),
            ]),
            ("end_part", [r("(?s).+", .cp, pop)]),
        ] + sigils.states, start: ["expr_start"])
    }()
}
