extension Languages {
    static let csharpDefinition: LexerDefinition = {
        let id = #"(?i:@?[_a-z]\w*)"#
        let keywords = """
            abstract as base break case catch checked const continue default delegate do else enum event explicit \
            extern false finally fixed for foreach goto if implicit in interface internal is lock new null operator \
            out override params private protected public readonly ref return sealed sizeof stackalloc static switch \
            this throw true try typeof unchecked unsafe virtual void volatile while add alias async await get global \
            partial remove set value where yield nameof ascending by descending equals from group in into join let \
            on orderby select
            """
        let types = "bool byte char decimal double dynamic float int long object sbyte short string uint ulong ushort var"
        let preprocessor = "if endif else elif define undef line error warning region endregion pragma"
        return LexerDefinition(states: [
            ("root", [
                inc("whitespace"),
                r(#"[$]\s*""#, .s, push("splice_string")),
                r(#"[$]@\s*""#, .s, push("splice_literal")),
                r(#"(<\[)\s*("# + id + ":)?", .k),
                r(#"\]>"#, .k),
                r(#"[~!%^&*()+=|\[\]{}:;,.<>\/?-]"#, .p),
                r(#"(?s)@"(""|[^"])*""#, .s),
                r(#""(\\.|.)*?["\n]"#, .s),
                r(#"'(\\.|.)'"#, .sc),
                r(#"(?i)0x[0-9a-f]+[lu]?"#, .m),
                r(#"(?ix)[0-9]([.][0-9]*)?(e[+-][0-9]+)?[fldu]?"#, .m),
                r(#"\b(?:class|struct|interface)\b"#, .k, push("class")),
                r(#"\b(?:namespace|using)\b"#, .k, push("namespace")),
                r(#"^#[ \t]*"# + words(preprocessor, prefix: "") + #".*?\n"#, .cp),
                r(words(keywords), .k),
                r(words(types), .kt),
                r(id + #"(?=\s*[(])"#, .nf),
                r(id, .n),
            ]),
            ("whitespace", [r(#"\s+"#, .text), r(#"//.*?$"#, .c1), r(#"(?s)/[*].*?[*]/"#, .cm)]),
            ("nest", [r(#"\{"#, .p, push("nest")), r(#"\}"#, .p, pop), inc("root")]),
            ("splice_string", [r(#"\\."#, .s), r(#"\{"#, .p, push("nest")), r(#""|\n"#, .s, pop), r(".", .s)]),
            ("splice_literal", [r(#""""#, .s), r(#"\{"#, .p, push("nest")), r(#"""#, .s, pop), r(".", .s)]),
            ("class", [inc("whitespace"), r(id, .nc, pop)]),
            ("namespace", [inc("whitespace"), r("(?=[(])", .text, pop), r("(?:" + id + "|[.])+", .nn, pop)]),
        ])
    }()
}
