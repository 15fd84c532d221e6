extension Languages {
    /// GHC's Cmm (tag `ghc-cmm`, alias `cmm`): GHC's C-- intermediate code and its dumps.
    static let ghcCmmDefinition: LexerDefinition = {
        // Whitespace or a comment (the gaps inside multi-part rules, lexed again as Cmm).
        let ws = #"(?s:\s|//.*?\n|/[*](?:[^*]|(?:[*][^/]))*[*]+/)"#
        // A name, not a preprocessor directive.
        let id = #"(?!#[a-zA-Z])[\w#\$%_']+"#
        // A name that may hold `()`, `(,)` and `[]` (ends with a name character); written
        // without ambiguous repetition so a failing attempt stays linear; it may give back
        // whole `()` parts (`$fShow(,)3` before `(` is `$fShow`).
        let joint = #"(?:\(\)|\(,\)|\[\])"#
        let cid = "\(joint)*[\\w#$%_']++(?:\(joint)+[\\w#$%_']++)*"
        let me = "ghc-cmm"
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r(#"^=====.*=====$"#, .gh),
                r(#"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d+ UTC$"#, .c1),
                inc("detect_section"),
                inc("preprocessor_macros"),
                inc("info_tbls"),
                inc("comments"),
                inc("literals"),
                inc("keywords"),
                inc("types"),
                inc("infos"),
                inc("names"),
                inc("operators"),
                r(#"\\\n"#, .text),
                r(#"."#, .text),
            ]),
            ("detect_section", [g(#"(section)(\s+)"#, [.k, .text], push("section"))]),
            ("section", [
                r(#""(?:data|cstring|text|rodata|relrodata|bss)""#, .nb),
                r(#"\{"#, .p, pop),
                inc("names"),
                inc("operators"),
                inc("keywords"),
                r(#"\s+"#, .text),
            ]),
            ("preprocessor_macros", [
                r("#(?:include|endif|else|if)", .cp),
                ga("(#define)(\(ws)*)(\(id))", [.token(.cp), sub(me), .token(.nl)]),
            ]),
            ("info_tbls", [g("(\\{ )(info_tbls)(:)", [.p, .ni, .p], push("info_tbls_body"))]),
            ("info_tbls_body", [
                r(#"\}"#, .p, pop),
                r(#"\{"#, .p, push("info_tbls_body")),
                r("(?=label:)", .text, push("label")),
                g("(\\()(\(cid))(,)", [.p, .nl, .p]),
                inc("literals"),
                inc("infos"),
                inc("keywords"),
                inc("operators"),
                r(id, .text),
                r(#"\s+"#, .text),
            ]),
            ("label", [
                inc("infos"),
                inc("names"),
                inc("keywords"),
                inc("operators"),
                r(#"[^\S\n]+"#, .text),
                r(#"\n"#, .text, pop),
            ]),
            ("comments", [
                r("//.*", .c1),
                r(#"\(likely.*?\)"#, .c),
                r(#"(?s)/\*.*?\*/"#, .cm),
            ]),
            ("literals", [
                r(#"-?[0-9]+\.[0-9]+"#, .mf),
                r("-?[0-9]+", .mi),
                r(#"""#, .dl, push("literal_string")),
            ]),
            ("literal_string", [
                r(#"\\."#, .se),
                r("%.", .ss),
                r(#"""#, .dl, pop),
                r(".", .s),
            ]),
            ("operators", [
                r(#"\.\."#, .o),
                r(#"[+\-*/<>=!&|~]"#, .o),
                r(#"[\[\].{}:;,()]"#, .p),
            ]),
            ("keywords", [
                g(#"(const)(\s+)"#, [.kc, .text]),
                r(#"""#, .s2),
                ga(#"(switch)([^{]*)(\{)"#, [.token(.k), sub(me), .token(.p)]),
                ga("(arg|result)(\(ws)+)(hints)(:)", [.token(.py), sub(me), .token(.py), .token(.p)]),
                ga("(returns)(\(ws)*)(to)", [.token(.k), sub(me), .token(.k)]),
                ga("(never)(\(ws)*)(returns)", [.token(.k), sub(me), .token(.k)]),
                ga("(return)(\(ws)*)(\\()", [.token(.k), sub(me), .token(.p)]),
                ga("(if|else|goto|call|offset|import|jump|ccall|foreign|prim|case|unwind|export|reserve|push)(\(ws))", [.token(.k), sub(me)]),
                ga("(default)(\(ws)*)(:)", [.token(.k), sub(me), .token(.p)]),
            ]),
            ("types", [
                r("\(id)(?=\\[[^\\]])", .kt),
                r("\(id)\\[\\]", .kt),
                ga("(^\(id))(\(ws)+)(\(id))(\(ws)*)(\\()", [.token(.nl), sub(me), .token(.nf), sub(me), .token(.p)]),
                ga("(^\(id))(\(ws)+)(\(id))", [.token(.kt), sub(me), .token(.nl)]),
            ]),
            ("infos", [
                g("(args|res|upd|label|rep|srt|arity|fun_type|arg_space|updfr_space)(:)", [.py, .p]),
                g("(stack_info)(:)", [.ni, .p]),
            ]),
            ("names", [
                ga(#"(::)("# + ws + #"*)([A-Z]\w+)"#, [.token(.o), sub(me), .token(.kt)]),
                r("<(?:\(id))>", .nb),
                r("(?:Sp|SpLim|Hp|HpLim|HpAlloc|BaseReg|CurrentNursery|CurrentTSO|R\\d{1,2}|gcptr)(?!\(id))", .vg),
                g("([A-Z]\(id))(\\.)", [.nn, .p], push("namespace_name")),
                g("(`)(\(id))(`)", [.p, .nf, .p]),
                r("(?=\(cid)\(ws)*[\\{\\(])", .text, push("function")),
                r("CLOSURE", .kt),
                r(cid, .nl),
            ]),
            ("namespace_name", [
                g("([A-Z]\(id))(\\.)", [.nn, .p]),
                ga("(\(cid))(\(ws)*)([\\{\\(])", [.token(.nf), sub(me), .token(.p)], pop),
                r(cid, .nl, pop),
                r("(?s)(?=.)", .text, pop),
            ]),
            ("function", [
                r("INFO_TABLE_FUN|INFO_TABLE_CONSTR|INFO_TABLE_SELECTOR|INFO_TABLE_RET|INFO_TABLE", .nb),
                r("%\(id)", .nb),
                r(cid, .nf),
                r(#"\s+"#, .text),
                r("[({]", .p, pop),
                inc("comments"),
            ]),
        ], start: [])
    }()
}
