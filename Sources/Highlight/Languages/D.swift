extension Languages {
    static let dDefinition: LexerDefinition = {
        func alt(_ list: String) -> String { "(" + list.split(separator: " ").joined(separator: "|") + #")\b"# }
        let keywords = """
            abstract alias align asm assert auto body break case cast catch class const continue debug default \
            delegate delete deprecated do else enum export extern finally final foreach_reverse foreach for \
            function goto if immutable import interface invariant inout in is lazy mixin module new nothrow out \
            override package pragma private protected public pure ref return scope shared static struct super \
            switch synchronized template this throw try typedef typeid typeof union unittest version volatile \
            while with __gshared __traits __vector __parameters
            """
        let types = "bool byte cdouble cent cfloat char creal dchar double float idouble ifloat int ireal long real short ubyte ucent uint ulong ushort void wchar"
        let pseudo = "__FILE__ __FILE_FULL_PATH__ __MODULE__ __LINE__ __FUNCTION__ __PRETTY_FUNCTION__ __DATE__ __EOF__ __TIME__ __TIMESTAMP__ __VENDOR__ __VERSION__"
        /// `q"[…]"` and its kin: nesting brackets inside, the closing bracket and quote end it.
        func delimited(_ name: String, _ open: String, _ close: String) -> [(String, [Rule])] {
            let o = escapeRegex(open), c = escapeRegex(close)
            return [
                ("delimited_" + name, [r("[^" + o + c + "]+", .s), r(o, .s, push("delimited_inside_" + name)), r(c + "\"", .s, pop)]),
                ("delimited_inside_" + name, [r("[^" + o + c + "]+", .s), r(o, .s, .pushSelf), r(c, .s, pop)]),
            ]
        }
        return LexerDefinition(states: [
            ("root", [
                r(#"\n"#, .text),
                r(#"\s+"#, .text),
                r("//.*", .c1),
                r(#"/(\\\n)?[*](?s:.)*?[*](\\\n)?/"#, .cm),
                r(#"/\+"#, .cm, push("nested_comment")),
                r(alt(keywords), .k),
                r(alt(types), .kt),
                r(#"(false|true|null)\b"#, .kc),
                r(alt(pseudo), .kp),
                r(#"macro\b"#, .kr),
                r(#"(string|wstring|dstring|size_t|ptrdiff_t)\b"#, .nb),
                r(#"0[xX]([0-9a-fA-F_]*\.[0-9a-fA-F_]+|[0-9a-fA-F_]+)[pP][+\-]?[0-9_]+[fFL]?[i]?"#, .mf),
                r(#"[0-9_]+(\.[0-9_]+[eE][+\-]?[0-9_]+|\.[0-9_]*|[eE][+\-]?[0-9_]+)[fFL]?[i]?"#, .mf),
                r(#"\.(0|[1-9][0-9_]*)([eE][+\-]?[0-9_]+)?[fFL]?[i]?"#, .mf),
                r("0[Bb][01_]+", .mb),
                r("0[0-7_]+", .mo),
                r("0[xX][0-9a-fA-F_]+", .mh),
                r("(0|[1-9][0-9_]*)([LUu]|Lu|LU|uL|UL)?", .mi),
                r(#"'(\\['"?\\abfnrtv]|\\x[0-9a-fA-F]{2}|\\[0-7]{1,3}|\\u[0-9a-fA-F]{4}|\\U[0-9a-fA-F]{8}|\\&\w+;|.)'"#, .sc),
                r(#"r"[^"]*"[cwd]?"#, .s),
                r("`[^`]*`[cwd]?", .s),
                r(#""(\\\\|\\"|[^"])*"[cwd]?"#, .s),
                r(#"\\(['\"?\\abfnrtv]|x[0-9a-fA-F]{2}|[0-7]{1,3}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|&\w+;)"#, .s),
                r(#"x"[0-9a-fA-F_\s]*"[cwd]?"#, .s),
                r(#"q"\["#, .s, push("delimited_bracket")),
                r(#"q"\("#, .s, push("delimited_parenthesis")),
                r(#"q"<"#, .s, push("delimited_angle")),
                r(#"q"\{"#, .s, push("delimited_curly")),
                r(#"q"([a-zA-Z_]\w*)\n.*?\n\1""#, .s),
                r(#"q"(.).*?\1""#, .s),
                r(#"q\{"#, .s, push("token_string")),
                r("@([a-zA-Z_]\\w*)?", .nd),
                r(#"(~=|\^=|%=|\*=|==|!>=|!<=|!<>=|!<>|!<|!>|!=|>>>=|>>>|>>=|>>|>=|<>=|<>|<<=|<<|<=|\+\+|\+=|--|-=|\|\||\|=|&&|&=|\.\.\.|\.\.|/=)|[/.&|\-+<>!()\[\]{}?,;:$=*%^~]"#, .p),
                r(#"[a-zA-Z_]\w*"#, .n),
                r(#"#line\s.*\n"#, .cs),
            ]),
            ("nested_comment", [r("[^+/]+", .cm), r(#"/\+"#, .cm, .pushSelf), r(#"\+/"#, .cm, pop), r("[+/]", .cm)]),
            ("token_string", [r(#"\{"#, .p, push("token_string_nest")), r(#"\}"#, .s, pop), inc("root")]),
            ("token_string_nest", [r(#"\{"#, .p, .pushSelf), r(#"\}"#, .p, pop), inc("root")]),
        ] + delimited("bracket", "[", "]") + delimited("parenthesis", "(", ")") + delimited("angle", "<", ">") + delimited("curly", "{", "}"))
    }()
}
