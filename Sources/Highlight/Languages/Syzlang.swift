extension Languages {
    static let syzlangDefinition: LexerDefinition = {
        let words = table([
            (.k, """
                align breaks_returns dec define disabled hex ignore_return in incdir include inet inout oct opt out \
                packed parent prog_timeout pseudo resource size syscall timeout type varlen
                """),
            (.kt, """
                array bitsize bool16 bool32 bool64 bool8 boolptr buffer bytesize bytesize2 bytesize4 bytesize8 const \
                csum filename fileoff flags fmt int16 int16be int32 int32be int64 int64be int8 int8be intptr len \
                offsetof optional proc ptr ptr64 string stringnoz text vma vma64 void
                """),
        ])
        let id = "[a-zA-Z_][a-zA-Z0-9_]*"
        let numId = "[a-zA-Z0-9_]+"
        let comment = "#.*$"
        let done = r("", .text, pop)
        return LexerDefinition(states: [
            ("inline_break", [r("[ \\t]+", .text), done]),
            ("space_break", [r(#"\s+"#, .text), r(comment, .c), done]),
            ("mixin_name", [r(id, .n)]),
            ("mixin_number", [r("(?i)-?0x[\\da-f]+", .mh), r(#"-?\d+"#, .mi), r("'[^']?'", .sc)]),
            ("mixin_string", [r(#""[^"]*""#, .s2), r("`[^`]*`", .sb)]),
            ("mixin_term", [inc("mixin_number"), inc("mixin_string"), lk(id, words, .n), r(":", .p), r(#"\$"#, .n)]),
            ("term_list", [
                r(#"\s+"#, .text), r(comment, .c), inc("mixin_term"), r(#"\["#, .p, push("term_list")), r(",", .p),
                r(#"[\]\)]"#, .p, pop),
            ]),
            ("arg_type", [inc("mixin_term"), r(#"\["#, .p, push("term_list")), done]),
            ("include", [g("(<)([^>]+)(>)", [.p, .s, .p]), done]),
            ("define_name", [inc("mixin_name"), done]),
            ("define_exp", [
                inc("mixin_name"), inc("mixin_number"), inc("mixin_string"),
                r(#"[~!%\^&\*\-\+\/\|<>\?:]"#, .o), r(#"[\(\){}\[\];,]"#, .p), r("[ \\t]+", .text), done,
            ]),
            ("resource_name", [inc("mixin_name"), done]),
            ("resource_type", [r(#"\["#, .p, push("arg_type")), r(#"\]"#, .p, pop)]),
            ("resource_values", [r(":", .p, .push(["resource_values_list", "space_break"])), done]),
            ("resource_values_list", [
                r("[ \\t]+", .text), inc("mixin_name"), inc("mixin_number"), inc("mixin_string"),
                r(",", .p, push("space_break")), done,
            ]),
            ("flags_list", [
                r("[ \\t]+", .text), r(#"\."#, .p), inc("mixin_name"), inc("mixin_number"), inc("mixin_string"),
                r(",", .p, push("space_break")), done,
            ]),
            ("syscall_args", [
                r(#"\s+"#, .text), r(comment, .c), r(#"\."#, .p),
                r(id, .n, .push(["arg_type", "space_break"])),
                r(",", .p), r(#"\)"#, .p, pop),
            ]),
            ("syscall_retval", [inc("mixin_name"), done]),
            ("syscall_mods", [r(#"\("#, .p, push("term_list")), done]),
            ("struct_fields", [
                r(id, .n, .push(["space_break", "struct_field_mods", "inline_break", "arg_type", "space_break"])),
                r(#"[}\]]"#, .p, pop),
            ]),
            ("struct_field_mods", [r(#"\("#, .p, push("term_list")), done]),
            ("struct_mods", [r(#"\["#, .p, push("term_list")), done]),
            ("type_name", [inc("mixin_name"), done]),
            ("type_args", [r(#"\["#, .p, push("type_args_list")), done]),
            ("type_args_list", [r(#"\s+"#, .text), r(comment, .c), inc("mixin_name"), r(",", .p), r(#"\]"#, .p, pop)]),
            ("type_body", [
                r(#"[{\[]"#, .p, .popPush(1, ["space_break", "struct_mods", "inline_break", "struct_fields", "space_break"])),
                r("", .text, .popPush(1, ["arg_type"])),
            ]),
            ("root", [
                r(#"\s+"#, .text),
                r(comment, .c),
                r("(include|incdir)", .k, .push(["include", "space_break"])),
                r("define", .k, .push(["define_exp", "space_break", "define_name", "space_break"])),
                r("resource", .k, .push(["resource_values", "inline_break", "resource_type", "inline_break", "resource_name", "space_break"])),
                g(#"(_)(\s+)(=)"#, [.k, .text, .p], .push(["flags_list", "space_break"])),
                g("(" + id + #")(\s+)(=)"#, [.n, .text, .p], .push(["flags_list", "space_break"])),
                g("(" + id + #")(\$)?("# + numId + #")?(\s+)?(\()"#, [.nf, .p, .fm, .text, .p],
                  .push(["syscall_mods", "inline_break", "syscall_retval", "inline_break", "syscall_args", "space_break"])),
                g("(" + id + "|" + id + #"\$"# + numId + #")(\s+)?([{\[])"#, [.n, .text, .p],
                  .push(["inline_break", "struct_mods", "inline_break", "struct_fields", "space_break"])),
                r("type", .k, .push(["type_body", "space_break", "type_args", "type_name", "space_break"])),
            ]),
        ])
    }()
}
