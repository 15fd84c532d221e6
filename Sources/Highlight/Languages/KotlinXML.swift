/// Kotlin, XML and ERB.
extension Languages {
    static let kotlinDefinition: LexerDefinition = {
        let keywords = """
            abstract annotation as break by catch class companion const constructor continue crossinline do dynamic \
            else enum external false final finally for fun get if import in infix inline inner interface internal is \
            lateinit noinline null object open operator out override package private protected public reified return \
            sealed set super suspend tailrec this throw true try typealias typeof val var vararg when where while yield
            """
        let nameChars = #"[-_\p{Lu}\p{Ll}\p{Lt}\p{Lm}\p{Nl}\p{Nd}\p{Pc}\p{Cf}\p{Mn}\p{Mc}]*"#
        let className = #"`?[\p{Lu}]"# + nameChars + "`?"
        let name = #"`?[_\p{Lu}\p{Ll}\p{Lt}\p{Lm}\p{Nl}]"# + nameChars + "`?"
        let dec = "(?:([0-9][0-9_]*[0-9])|[0-9])"
        let exponent = "[eE][+-]?(" + dec + ")"
        let double = "(?:((" + dec + ")?\\." + dec + "(" + exponent + ")?)|(" + dec + exponent + "))"
        return LexerDefinition(states: [
            ("root", [
                g(#"\b(companion)(\s+)(object)\b"#, [.k, .text, .k]),
                g(#"\b(class|data\s+class|interface|object)(\s+)"#, [.kd, .text], push("class")),
                g(#"\b(fun)(\s+)"#, [.k, .text], push("function")),
                g(#"\b(package|import)(\s+)"#, [.k, .text], push("package")),
                g(#"\b(val|var)(\s+)(\()"#, [.kd, .text, .p], push("destructure")),
                g(#"\b(val|var)(\s+)"#, [.kd, .text], push("property")),
                g("(return|continue|break|this|super)(@" + name + #")?\b"#, [.k, .nd]),
                r(#"\bfun\b"#, .k),
                r(words(keywords), .k),
                r(#"^\s*\[.*?\]"#, .na),
                r(#"[^\S\n]+"#, .text),
                r(#"\\\n"#, .text),
                r("//.*?$", .c1),
                r("/[*].*[*]/", .cm),
                r("/[*].*", .cm, push("comment")),
                r(#"\n"#, .text),
                g("(::)(class)", [.o, .k]),
                r(#"::|!!|\?[:.]"#, .o),
                r(#"(\.\.)"#, .o),
                r("(" + double + "[fF]?)|(" + dec + "[fF])", .mf),
                r("0[bB]([01][01_]*[01]|[01])[uU]?L?", .mb),
                r("0[xX]([0-9a-fA-F][0-9a-fA-F_]*[0-9a-fA-F]|[0-9a-fA-F])[uU]?L?", .mh),
                r("(([1-9][0-9_]*[0-9])|[0-9])[uU]?L?", .mi),
                r(#"[~!%^&*()+=|\[\]:;,.<>/?-]"#, .p),
                r("[{}]", .p),
                r(#"(?s)@"(""|[^"])*""#, .s),
                r(#"(?s)""".*?""""#, .s),
                r(#"(?s)"(\\\\|\\"|[^"\n])*["\n]"#, .s),
                r(#"'\\.'|'[^\\]'"#, .sc),
                r("(@" + className + ")", .nd),
                g("(" + className + ")(<)", [.nc, .p], push("generic_parameters")),
                r(className, .nc),
                r("(" + name + #")(?=\s*[({])"#, .nf),
                r("(" + name + ")@", .nd),
                r(name, .n),
            ]),
            ("package", [r(#"\S+"#, .nn, pop)]),
            ("class", [r(className, .nc, pop)]),
            ("function", [
                r("(<)", .p, push("generic_parameters")),
                r(#"(\s+)"#, .text),
                g("(" + className + #")(\.)"#, [.nc, .p]),
                r(name, .nf, pop),
            ]),
            ("generic_parameters", [
                r(className, .nc),
                r("(<)", .p, push("generic_parameters")),
                r("(reified|out|in)", .k),
                r("([,:.?])", .p),
                r(#"(\s+)"#, .text),
                r("(>)", .p, pop),
            ]),
            ("property", [r("(<)", .p, push("generic_parameters")), r(#"(\s+)"#, .text), r(name, .py, pop)]),
            ("destructure", [r("(,)", .p), r(#"(\))"#, .p, pop), r(#"(\s+)"#, .text), r(name, .py)]),
            ("comment", [r("/[*]", .cm, push("comment")), r("[*]/", .cm, pop), r("[^/*]+", .cm), r("[/*]", .cm)]),
        ])
    }()

    static let xmlDefinition: LexerDefinition = {
        let name = #"[\p{L}:_][\p{L}\p{M}\p{Nd}\p{Pc}\p{Cf}:.·-]*"#
        return LexerDefinition(states: [
            ("root", [
                r("[^<&]+", .text),
                r(#"&\S*?;"#, .ni),
                r(#"<!\[CDATA\[.*?\]\]\>"#, .cp),
                r("<!--", .c, push("comment")),
                r(#"<\?.*?\?>"#, .cp),
                r("<![^>]*>", .cp),
                r(#"<\s*"# + name, .nt, push("tag")),
                r(#"<\s*/\s*"# + name + #"\s*>"#, .nt),
            ]),
            ("comment", [r("[^-]+", .c), r("-->", .c, pop), r("-", .c)]),
            ("tag", [r(#"\s+"#, .text), r(name + #"\s*="#, .na, push("attr")), r(#"/?\s*>"#, .nt, pop)]),
            ("attr", [r(#"\s+"#, .text), r(#"(?s)".*?"|'.*?'|[^\s>]+"#, .s, pop)]),
        ])
    }()

    static let erbDefinition: LexerDefinition = {
        let open = "(?:<%%|<%=|<%#|<%-|<%)"
        let close = "(?:%%>|-%>|%>)"
        return LexerDefinition(states: [
            ("root", [
                r("<%#", .c, push("comment")),
                r(open, .cp, push("ruby")),
                d("(?s).+?(?=" + open + ")|.+", "html", keep: true),
            ]),
            ("comment", [r(close, .c, pop), r("(?s).+?(?=" + close + ")|.+", .c)]),
            ("ruby", [r(close, .cp, pop), d("(?s).+?(?=" + close + ")|.+", "ruby", keep: true)]),
        ])
    }()
}
