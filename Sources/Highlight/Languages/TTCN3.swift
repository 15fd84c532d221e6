extension Languages {
    static let ttcn3Definition: LexerDefinition = {
        let names = table([
            (.k, """
                module import group type port component signature external execute const template function altstep \
                testcase var timer if else select case for while do label goto start stop return break int2char \
                int2unichar int2bit int2enum int2hex int2oct int2str int2float float2int char2int char2oct unichar2int \
                unichar2oct bit2int bit2hex bit2oct bit2str hex2int hex2bit hex2oct hex2str oct2int oct2bit oct2hex \
                oct2str oct2char oct2unichar str2int str2hex str2oct str2float enum2int any2unistr lengthof sizeof \
                ispresent ischosen isvalue isbound istemplatekind regexp substr replace encvalue decvalue \
                encvalue_unichar decvalue_unichar encvalue_o decvalue_o get_stringencoding remove_bom rnd hostid send \
                receive setverdict
                """),
            (.kt, "anytype address boolean bitstring charstring hexstring octetstring component enumerated float integer port record set of union universal"),
            (.kr, """
                all alt apply assert at configuration conjunct const control delta deterministic disjunct duration fail \
                finished fuzzy from history implies inconc inv lazy mod mode notinv now omit onentry onexit par pass \
                prev realtime seq setstate static stepsize stream timestamp until values wait
                """),
        ])
        let id = #"[a-zA-Z_]\w*"#
        let digit = #"(?:\d_+\d|\d)"#
        let hex = "(?:[0-9a-fA-F]_+[0-9a-fA-F]|[0-9a-fA-F])"
        return LexerDefinition(states: [
            ("root", [
                r(#"module\b"#, .kd, push("module")),
                r(#"import\b"#, .kn, push("import")),
                inc("statements"),
            ]),
            ("statements", [
                r(#"\n+"#, .text),
                r(#"[ \t\r]+"#, .text),
                r(#"\\\n"#, .text),
                r(#"//(\\.|.)*?$"#, .c1),
                r(#"(?s)/(\\\n)?[*].*?[*](\\\n)?/"#, .cm),
                r(#"""#, .s, push("string")),
                r(#"'(?:\\.|[^\\]|\\u[0-9a-f]{4})'"#, .sc),
                r("(?i)" + digit + #"+\."# + digit + "+([eE]" + digit + "+)?[fd]?", .mf),
                r("(?i)'(?:[01]_+[01]|[01])+'B", .mb),
                r("(?i)'" + hex + "+'H", .mh),
                r("(?i)'(?:[0-7]_+[0-7]|[0-7])+'O", .mo),
                r("(?i)" + digit + "+", .mi),
                r(#"[~!%^&*+:=\|?<>/-]"#, .o),
                r(#"[()\[\]{},.;:]"#, .p),
                r(#"(?:true|false|null)\b"#, .nb),
                lk(id, names, .n),
            ]),
            ("string", [
                r(#"""#, .s, pop),
                r(#"\\([\\abfnrtv"']|x[a-fA-F0-9]{2,4}|[0-7]{1,3})"#, .se),
                r(#"[^\\"\n]+"#, .s),
                r(#"\\\n"#, .s),
                r(#"\\"#, .s),
            ]),
            ("module", [r(#"\s+"#, .text), r(id, .nc, pop)]),
            ("import", [r(#"\s+"#, .text), r(#"[\w.]+\*?"#, .nn, pop)]),
        ])
    }()
}
