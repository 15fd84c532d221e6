extension Languages {
    static let dafnyDefinition: LexerDefinition = {
        let idchar = "[0-9a-zA-Z_'?]"
        let digits = #"\d+(?:_\d+)*"#
        let hexDigits = "[0-9a-fA-F]+(?:_[0-9a-fA-F]+)*"
        let cchar = #"(?:[^\\'\n\r]|\\["'ntr\\0])"#
        let schar = #"(?:[^\\"\n\r]|\\["'ntr\\0])"#
        let uchar = #"(?:\\u[0-9a-fA-F]{4})"#
        let names = table([
            (.kt, "bool char int real string nat array array? object object? ORDINAL seq set iset map imap multiset"),
            (.kc, "true false null"),
            (.ow, "as is in"),
            (.kr, """
                abstract allocated assert assume break by calc case class codatatype const constructor datatype \
                decreases downto else ensures exists expect export extends false for forall fresh function ghost \
                greatest if import include invariant iterator label least lemma match method modifies modify module \
                nameonly new newtype null old opened predicate print provides reads refines requires return returns \
                reveal reveals static then this to trait true twostate type unchanged var while witness yield yields
                """),
        ])
        let notID = "(?!" + idchar + ")"
        return LexerDefinition(states: [
            ("root", [
                r(#"/\*"#, .cm, push("comment")),
                r("//.*?$", .c1),
                r(#"\*/"#, .err),
                r("'" + cchar + "'", .sc),
                r("'" + uchar + "'", .sc),
                r(#"'[^'\n\r]*'"#, .err),
                r(#"'[^'\n\r]*$"#, .err),
                r(#"""# + "(?:" + schar + "|" + uchar + #")*""#, .s2),
                r(#"".*""#, .err),
                r(#"".*$"#, .err),
                r(#"@"([^"]|"")*""#, .sx),
                r(#"(?s)@".*"#, .err),
                r(digits + #"\."# + digits + notID, .mf),
                r("0b[01]+(?:_[01]+)*" + notID, .mb),
                r("0b" + idchar + "*", .err),
                r("0x" + hexDigits + notID, .mh),
                r("0x" + idchar + "*", .err),
                r(digits + notID, .mi),
                r("_" + notID, .n),
                r("_[0-9_]+[_]?" + notID, .err),
                r("[0-9_]+_" + notID, .err),
                r("[0-9]" + idchar + "+", .err),
                r(#"array(?:1[0-9]+|[2-9][0-9]*)\??"# + notID, .kt),
                r("bv(?:0|[1-9][0-9]*)" + notID, .kt),
                lk("[0-9a-zA-Z?]" + idchar + "*", names, .n),
                r(#"\.\."#, .o),
                r(#"[*!%&<>\|^+=:.\/-]"#, .o),
                r(#"[\[\](){},;`]"#, .p),
                r(#"[^\S\n]+"#, .text),
                r(#"\n"#, .text),
                r(".", .err),
            ]),
            ("comment", [
                r(#"\*/"#, .cm, pop),
                r(#"/\*"#, .cm, push("comment")),
                r("[^*/]+", .cm),
                r(".", .cm),
            ]),
        ])
    }()
}
