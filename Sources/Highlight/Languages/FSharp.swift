extension Languages {
    static let fsharpDefinition: LexerDefinition = {
        let words = table([
            (.k, """
                abstract and as assert base begin class default delegate do done downcast downto elif else end \
                exception extern false finally for fun function global if in inherit inline interface internal \
                lazy let let! match member module mutable namespace new not null of open or override private \
                public rec return return! select static struct then to true try type upcast use use! val void \
                when while with yield yield! sig atomic break checked component const constraint constructor \
                continue eager event external fixed functor include method mixin object parallel process \
                protected pure sealed tailcall trait virtual volatile
                """),
            (.ow, "and asr land lor lsl lxor mod or"),
            (.kt, "unit int float bool string char list array"),
        ])
        let keyopts = table([(.p, #"!= # & && ( ) * \+ , - -. -> . .. : :: := :> ; ;; < <- = > >] >} ? ?? [ [< [> [| ] _ ` { {< | |] } ~ |> <| <>"#)])
        let id = #"(?i:([a-z][\w']*)|(``[^`\n\r\t]+``))"#
        let upperID = #"[A-Z][\w']*"#
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r(#"false|true|[(][)]|\[\]"#, .bp),
                r(upperID + #"(?=\s*[.])"#, .nn, push("dotted")),
                r(upperID, .nc),
                r(#"[(][*](?![)])"#, .c, push("comment")),
                r("//.*?$", .c1),
                lk(id, words, .n),
                lk(#"[\[\];,{}_()!$%&*+./:<=>?@^|~#-]+"#, keyopts, .o),
                r(#"(?i)-?\d[\d_]*(.[\d_]*)?(e[+-]?\d[\d_]*)"#, .mf),
                r(#"(?i)0x[0-9a-f][0-9a-f_]*"#, .mh),
                r(#"(?i)0o[0-7][0-7_]*"#, .mo),
                r(#"(?i)0b[01][01_]*"#, .mb),
                r(#"\d[\d_]*"#, .mi),
                r(#"'(?:(\\[\\"'ntbr ])|(\\[0-9]{3})|(\\x[0-9a-fA-F]{2}))'"#, .sc),
                r("'[.]'", .sc),
                r("'", .k),
                r(#"""#, .s2, push("string")),
                r("[~?]" + id, .nv),
            ]),
            ("comment", [r("[^(*)]+", .c), r("[(][*]", .c, .pushSelf), r("[*][)]", .c, pop), r("[(*)]", .c)]),
            ("string", [
                r(#"[^\\"]+"#, .s2),
                r(#"\\[\\"'ntbr]"#, .se),
                r(#"\\\d{3}"#, .se),
                r(#"\\x[0-9a-fA-F]{2}"#, .se),
                r(#"\\\n"#, .s2),
                r(#"""#, .s2, pop),
            ]),
            ("dotted", [
                r(#"\s+"#, .text),
                r("[.]", .p),
                r(upperID + #"(?=\s*[.])"#, .nn),
                r(upperID, .nc, pop),
                r(id, .n, pop),
                r(#"\["#, .p, pop),
            ]),
        ])
    }()
}
