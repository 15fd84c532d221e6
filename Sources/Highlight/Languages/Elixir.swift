extension Languages {
    static let elixirDefinition: LexerDefinition = {
        let hex = "[0-9a-fA-F]"
        // Rouge builds a state per sigil at match time; here every (delimiter, kind) pair is
        // a state made up front. Rouge interpolates in upper-case sigils only.
        let delimiters: [(String, String)] = [("{", "}"), ("[", "]"), ("(", ")"), ("<", ">"), ("|", "|"), ("/", "/"), ("'", "'"), ("\"", "\"")]
        var sigilRules: [Rule] = []
        var sigilStates: [(String, [Rule])] = []
        for (index, (open, close)) in delimiters.enumerated() {
            let o = escapeRegex(open), c = escapeRegex(close)
            for (interp, token) in [(true, TokenClass.sr), (false, .sr), (true, .sx), (false, .sx)] {
                let name = "sigil_\(index)_\(interp)_\(token.rawValue)"
                var rules: [Rule] = [r(c, token, pop)]
                rules += interp ? [inc("interpoling"), r("#", token)] : [r(##"[\\#]"##, token)]
                let chars = Set([open, close]).map(escapeRegex).joined()
                rules.append(r(#"[^#"# + chars + #"\\]+"#, token))
                sigilStates.append((name, rules))
            }
            func body(_ interp: Bool, _ token: TokenClass) -> String { "sigil_\(index)_\(interp)_\(token.rawValue)" }
            sigilRules += [
                r("~R" + o, .sr, .push(["regex_flags", body(true, .sr)])),
                r("~r" + o, .sr, .push(["regex_flags", body(false, .sr)])),
                r("~W" + o, .sx, .push(["list_flags", body(true, .sx)])),
                r("~w" + o, .sx, .push(["list_flags", body(false, .sx)])),
                r("~[SC]" + o, .sx, .push([body(true, .sx)])),
                r("~[A-Za-z]?" + o, .sx, .push([body(false, .sx)])),
            ]
        }
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r("#.*$", .c1),
                r(#"(?x)\b(case|cond|end|bc|lc|if|unless|try|loop|receive|fn|defmodule|defp?|defprotocol|defimpl|defrecord|defmacrop?|defdelegate|defexception|defguardp?|defstruct|exit|raise|throw|after|rescue|catch|else)\b(?![?!])|(?<!\.)\b(do|\-\>)\b"#, .k),
                r(#"\b(import|require|use|recur|quote|unquote|super|refer)\b(?![?!])"#, .kn),
                r(#"(?<!\.)\b(and|not|or|when|xor|in)\b"#, .ow),
                r(#"(?x)%=|\*=|\*\*=|\+=|\-=|\^=|\|\|=|<=>|<(?!<|=)|>(?!<|=|>)|<=|>=|===|==|=~|!=|!~|(?=[\s])\?|(?<=[\s])!+|&(&&?|(?!\d))|\|\||\^|\*|\+|\-|/|\||\+\+|\-\-|\*\*|\/\/|\<\-|\<\>|<<|>>|=|\.|~~~"#, .o),
                r(#"(?x)(?<!:)(:)([a-zA-Z_]\w*([?!]|=(?![>=]))?|\<\>|===?|>=?|<=?|<=>|&&?|%\(\)|%\[\]|%\{\}|\+\+?|\-\-?|\|\|?|\!|//|[%&`/\|]|\*\*?|=?~|<\-)|([a-zA-Z_]\w*([?!])?)(:)(?!:)"#, .ss),
                r(#":""#, .ss, push("interpoling_symbol")),
                r(#"\b(nil|true|false)\b(?![?!])|\b[A-Z]\w*\b"#, .no),
                r(#"\b(__(FILE|LINE|MODULE|MAIN|FUNCTION)__)\b(?![?!])"#, .bp),
                r(#"[a-zA-Z_!]\w*[!\?]?"#, .n),
                r(#"::|[%(){};,/\|:\\\[\]]"#, .p),
                r(#"@[a-zA-Z_]\w*|&\d"#, .nv),
                r(#"\b\d(_?\d)*(\.(?![^\d\s])(_?\d)+)([eE][-+]?\d(_?\d)*)?\b"#, .mf),
                r(#"\b0x[0-9A-Fa-f](_?[0-9A-Fa-f])*\b"#, .mh),
                r(#"\b0o[0-7](_?[0-7])*\b"#, .mo),
                r(#"\b0b[01](_?[01])*\b"#, .mb),
                r(#"\b\d(_?\d)*\b"#, .mi),
                inc("strings"),
                inc("sigil_strings"),
            ]),
            ("strings", [
                r(#"(%[A-Ba-z])?"""(?:.|\n)*?""""#, .sd),
                r(#"'''(?:.|\n)*?'''"#, .sd),
                r(#"""#, .s2, push("dqs")),
                r("'", .s1, push("sqs")),
                r(#"(?<!\w)\?(\\(x\d{1,2}|"# + hex + "{1,2}(?!" + hex + #")\b|0[0-7]{0,2}(?![0-7])\b[^x0MC])|(\\[MC]-)+\w|[^\s\\])"#, .sx),
            ]),
            ("dqs", [inc("escapes"), inc("interpoling"), r(#"[^#"\\]+"#, .s2), r(#"""#, .s2, pop), r(#"[#\\]"#, .s2)]),
            ("sqs", [inc("escapes"), inc("interpoling"), r(#"[^#'\\]+"#, .s1), r("'", .s1, pop), r(#"[#\\]"#, .s1)]),
            ("interpoling", [r(#"#\{"#, .si, push("interpoling_string"))]),
            ("interpoling_string", [r(#"\}"#, .si, pop), inc("root")]),
            ("escapes", [
                r(#"\\x"# + hex + "{2}", .se),
                r(#"\\u\{?\d+\}?"#, .se),
                r(#"\\[\\abdefnrstv0"']"#, .se),
            ]),
            ("interpoling_symbol", [r(#"""#, .ss, pop), inc("interpoling"), r(#"[^#"]+"#, .ss)]),
            ("sigil_strings", sigilRules),
            ("regex_flags", [r("[fgimrsux]*", .sr, pop)]),
            ("list_flags", [r("[csa]?", .sx, pop)]),
        ] + sigilStates)
    }()
}
