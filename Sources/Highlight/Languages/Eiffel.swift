extension Languages {
    static let eiffelDefinition: LexerDefinition = {
        let keywords = """
            across agent alias all and attached as assign attribute check class convert create debug deferred \
            detachable do else elseif end ensure expanded export external feature from frozen if implies inherit \
            inspect invariant like local loop not note obsolete old once or Precursor redefine rename require rescue \
            retry select separate some then undefine until variant Void when xor
            """
        // A `%/code/` character code, in strings and characters. (Ruby's `\v` in a class is the
        // vertical tab alone: PCRE's would be every vertical space, hence `\x0B`.)
        let code = #"%\/(?:0[xX][\da-fA-F](?:_*[\da-fA-F])*|0[cC][0-7](?:_*[0-7])*|0[bB][01](?:_*[01])*|\d(?:_*\d)*)\/"#
        let special = #"%[A-DFHLNQR-V%'"()<>]"#
        let simple = #"(?:[^"%\x08\f\x0B]|"# + special + "|" + code + ")+?"
        return LexerDefinition(states: [
            ("root", [
                r(#""\["#, .sx, push("aligned_verbatim_string")),
                r(#""\{"#, .sx, push("non_aligned_verbatim_string")),
                r(#""(?:[^%\x08\f\n\r\x0B]|"# + special + "|" + code + #")*?""#, .s2),
                r("--.*", .c1),
                r(#"'(?:[^%\x08\f\n\r\t\x0B]|"# + special + "|" + code + ")'", .sc),
                r(words(keywords, prefix: "") , .k),
                r(#"(?:Current|Result)\b"#, .kv),
                r(#"(?:True|False)\b"#, .kc),
                r(#"\b0[xX][\da-fA-F](?:_*[\da-fA-F])*b"#, .mh),
                r(#"\b0[cC][0-7](?:_*[0-7])*\b"#, .mo),
                r(#"\b0[bB][01](?:_*[01])*\b"#, .mb),
                r(#"\d(?:_*\d)*"#, .mi),
                r(#"(?:\d(?:_*\d)*)?\.(?:(?:\d(?:_*\d)*)?[eE][+-]?)?\d(?:_*\d)*|\d(?:_*\d)*\.?"#, .mf),
                r(#":=|<<|>>|\(\||\|\)|->|\.|[{}\[\];(),:?]"#, .pi),
                r(#"\\\\|\|\.\.\||\.\.|\/[~\/]?|[><\/]=?|[-+*^=~]"#, .o),
                r(#"[A-Z][\dA-Z_]*"#, .nc),
                r(#"[A-Za-z][\dA-Za-z_]*"#, .n),
                r(#"\s+"#, .text),
            ]),
            ("aligned_verbatim_string", [r(#"]""#, .sx, pop), r(simple, .sx)]),
            ("non_aligned_verbatim_string", [r(#"}""#, .sx, pop), r(simple, .sx)]),
        ])
    }()

    static let oclDefinition: LexerDefinition = {
        let names = table([
            (.o, "or xor and not implies"),
            (.kd, "Boolean Integer UnlimitedNatural Real String OrderedSet Tuple Bag Set Sequence OclInvalid OclVoid TupleType OclState Collection OclMessage"),
            (.k, "context pre post inv init body def derive if then else endif import package endpackage let in"),
            (.nb, "self null result true false invalid @pre"),
            (.nf, """
                oclAsSet oclIsNew oclIsUndefined oclIsInvalid oclAsType oclIsTypeOf oclIsKindOf oclInState oclType \
                oclLocale hasReturned result isSignalSent isOperationCallabs floor round max min toString div mod size \
                substring concat toInteger toReal toUpperCase toLowerCase indexOf equalsIgnoreCase at characters \
                toBoolean includes excludes count includesAll excludesAll isEmpty notEmpty sum product selectByKind \
                selectByType asBag asSequence asOrderedSet asSet flatten union intersection including excluding \
                symmetricDifferencecount append prepend insertAt subOrderedSet first last reverse subSequence any \
                closure collect collectNested exists forAll isUnique iterate one reject select sortedBy allInstances \
                average conformsTo
                """),
        ])
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r("--.*", .c1),
                r(#"\d+"#, .mi),
                r("'", .s1, push("single_string")),
                r(#"[->|+*/<>=~!@#%&|?^-]"#, .o),
                r(#"[;:()\[\],.]"#, .p),
                lk(#"\w[\w\d]*"#, names, .n),
            ]),
            ("single_string", [r(#"\\."#, .se), r("'", .s1, pop), r(#"[^\\']+"#, .s1)]),
        ])
    }()
}
