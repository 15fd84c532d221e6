extension Languages {
    /// Ruby's `%q(…)`-style strings: every ASCII punctuation delimiter, in the three kinds
    /// Rouge distinguishes (regex, interpolating, plain), as states made up front.
    private static func rubySigils() -> (rules: [Rule], states: [(String, [Rule])]) {
        let pairs: [Character: Character] = ["{": "}", "[": "]", "(": ")", "<": ">"]
        let delimiters = Array(##"!"#$%&'()*+,-./:;<=>?@[\]^`{|}~"##)
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

    static let rubyDefinition = rubyLike(irbOutput: false)
    /// What IRB prints: Ruby, after output lines and before `=>`.
    static let irbOutputDefinition = rubyLike(irbOutput: true)

    static func rubyLike(irbOutput: Bool) -> LexerDefinition {
        let keywords = #"BEGIN|END|alias|begin|break|case|defined\?|do|else|elsif|end|ensure|for|if|in|next|redo|rescue|raise|retry|return|super|then|undef|unless|until|when|while|yield"#
        let pseudo = "loop include extend raise alias_method attr catch throw private module_function public protected true false nil __FILE__ __LINE__"
        let builtinsG = """
            attr_reader attr_writer attr_accessor __id__ __send__ abort ancestors at_exit autoload binding callcc \
            caller catch chomp chop class_eval class_variables clone const_defined? const_get const_missing \
            const_set constants display dup eval exec exit extend fail fork format freeze getc gets \
            global_variables gsub hash id included_modules inspect instance_eval instance_method instance_methods \
            instance_variable_get instance_variable_set instance_variables lambda load local_variables loop method \
            method_missing methods module_eval name object_id open p print printf private_class_method \
            private_instance_methods private_methods proc protected_instance_methods protected_methods \
            public_class_method public_instance_methods public_methods putc puts raise rand readline readlines \
            require require_relative scan select self send set_trace_func singleton_methods sleep split sprintf \
            srand sub syscall system taint test throw to_a to_s trace_var trap untaint untrace_var warn
            """
        let builtinsQ = "autoload block_given const_defined eql equal frozen include instance_of is_a iterator kind_of method_defined nil private_method_defined protected_method_defined public_method_defined respond_to tainted"
        let builtinsB = "chomp chop exit gsub sub"
        let decimal = #"[\d]+(?:_\d+)*"#
        let exp = #"[eE][+-]?\d+"#
        let sigils = rubySigils()
        func simple(_ token: TokenClass, _ end: String) -> [Rule] {
            [inc("string_intp_escaped"), r(#"[^\\"# + end + "#]+", token), r(##"[\\#]"##, token), r(end, token, pop)]
        }
        let irbRules: [Rule] = irbOutput ? [r("#<", .kt, push("irb_object"))] : []
        let irbStates: [(String, [Rule])] = irbOutput ? [
            ("has_irb_output", [r("=>", .p, pop), r(#".+?(\n|$)"#, .go)]),
            ("irb_error", [r(#".+?(\n|$)"#, .gr), inc("has_irb_output")]),
            ("stdout", [r(#"\w+?(Error|Exception):.+?(\n|$)"#, .gr, push("irb_error")), inc("has_irb_output")]),
            ("irb_object", [r(">", .kt, pop), inc("root")]),
        ] : []
        return LexerDefinition(states: [
            ("root", irbRules + [
                inc("whitespace"),
                r("__END__", .cp, push("end_part")),
                r(#"0_?[0-7]+(?:_[0-7]+)*"#, .mo),
                r(#"0x[0-9A-Fa-f]+(?:_[0-9A-Fa-f]+)*"#, .mh),
                r(#"0b[01]+(?:_[01]+)*"#, .mb),
                r(decimal + #"(?:\."# + decimal + "(?:" + exp + ")?|" + exp + ")", .mf),
                r(decimal, .mi),
                r(#"(?i)@@[a-z_]\w*"#, .vc),
                r(#"(?i)@[a-z_]\w*"#, .vi),
                r(#"\$\w+"#, .vg),
                r(#"\$[!@&`'+~=/\\,;.<>_*\$?:"]"#, .vg),
                r(#"\$-[0adFiIlpvw]"#, .vg),
                r("::", .o),
                inc("strings"),
                r("(?:" + keywords + #")(?=\W|$)"#, .k, push("expr_start")),
                r(words(pseudo, prefix: ""), .kp, push("expr_start")),
                g(#"(module)(\s+)([a-zA-Z_][a-zA-Z0-9_]*(?:::[a-zA-Z_][a-zA-Z0-9_]*)*)"#, [.k, .text, .nn]),
                g(#"(def\b)(\s*)"#, [.k, .text], push("funcname")),
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
                r(#"\*\*|<<?|>>?|>=|<=|<=>|=~|={3}|!~|&&?|\|\||\."#, .o, push("expr_start")),
                r(#"[-+\/*%=<>&!^|~]=?"#, .o, push("expr_start")),
                r("[?]", .p, .push(["ternary", "expr_start"])),
                r(#"[\[({,:\\;/]"#, .p, push("expr_start")),
                r(#"[\])}]"#, .p),
            ]),
            ("symbols", [
                r(#"(?xi):@{0,2}[a-z_]\w*[!?]?"#, .ss),
                r(#":(?:\*\*|[-+]@|[/\%&\|^`~]|\[\]=?|<<|>>|<=?>|<=?|===?)"#, .ss),
                r(#":'(\\\\|\\'|[^'])*'"#, .ss),
                r(#":""#, .ss, push("simple_sym")),
            ]),
            ("sigil_strings", sigils.rules),
            ("strings", [
                inc("symbols"),
                r(#"\b[a-z_]\w*?[?!]?:\s+"#, .ss, push("expr_start")),
                r(#"'(\\\\|\\'|[^'])*'"#, .s1),
                r(#"""#, .s2, push("simple_string")),
                r("(?<!\\.)`", .sb, push("simple_backtick")),
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
                r(#"\w+(::\w+)+"#, .nc),
                r(#"\("#, .p, .push(["defexpr", "expr_start"])),
                r("<<", .o, .goto("expr_start")),
                r(#"[A-Z_]\w*"#, .nc, pop),
                r("", .text, pop),
            ]),
            ("ternary", [
                g(#"(:)(\s+)"#, [.p, .text], .goto("expr_start")),
                r(#":(?![^#\n]*?[:\\])"#, .p, .goto("expr_start")),
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
                r(#"\\."#, .se),
            ]),
            ("method_call", [
                r("/|%", .o, .goto("expr_start")),
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
        ] + sigils.states + irbStates, start: irbOutput ? ["expr_start", "stdout"] : ["expr_start"])
    }
}
