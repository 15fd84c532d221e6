extension Languages {
    static let gdscriptDefinition: LexerDefinition = {
        func alt(_ list: String) -> String { list.split(separator: " ").joined(separator: "|") }
        let keywords = alt("""
            and in not or as breakpoint class class_name extends is func setget signal tool const enum export onready \
            static var break continue if elif else for pass return match while remote master puppet remotesync \
            mastersync puppetsync
            """)
        let builtins = alt("""
            Color8 ColorN abs acos asin assert atan atan2 bytes2var ceil char clamp convert cos cosh db2linear decimals \
            dectime deg2rad dict2inst ease exp floor fmod fposmod funcref hash inst2dict instance_from_id is_inf is_nan \
            lerp linear2db load log max min nearest_po2 pow preload print print_stack printerr printraw prints printt \
            rad2deg rand_range rand_seed randf randi randomize range round seed sign sin sinh sqrt stepify str str2var \
            tan tan tanh type_exist typeof var2bytes var2str weakref yield
            """)
        let types = alt("""
            bool int float String Vector2 Rect2 Transform2D Vector3 AABB Plane Quat Basis Transform Color RID Object \
            NodePath Dictionary Array PoolByteArray PoolIntArray PoolRealArray PoolStringArray PoolVector2Array \
            PoolVector3Array PoolColorArray null
            """)
        let format = #"%(\(\w+\))?[-#0 +]*([0-9]+|[*])?(\.([0-9]+|[*]))?[hlL]?[E-GXc-giorsux%]"#
        return LexerDefinition(states: [
            ("root", [
                r(#"\n"#, .text),
                r(#"[^\S\n]+"#, .text),
                r("#.*", .c1),
                r(#"[\[\]{}:(),;]"#, .p),
                r(#"\\\n"#, .text),
                r(#"(in|and|or|not)\b"#, .ow),
                r(#"!=|==|<<|>>|&&|\+=|-=|\*=|\/=|%=|&=|\|=|\|\||[-~+\/*%=<>&^.!|$]"#, .o),
                g(#"(func)((?:\s|\\)+)"#, [.k, .text], push("funcname")),
                g(#"(class)((?:\s|\\)+)"#, [.k, .text], push("classname")),
                inc("keywords"),
                inc("builtins"),
                r(#"""""#, .s2, push("escape_tdqs")),
                r("'''", .s2, push("escape_tsqs")),
                r(#"""#, .s2, push("escape_dqs")),
                r("'", .s2, push("escape_sqs")),
                inc("name"),
                inc("numbers"),
            ]),
            ("keywords", [r(#"\b("# + keywords + #")\b"#, .k), r(#"\b(do|switch|case)\b"#, .kr)]),
            ("builtins", [
                r(#"\b("# + builtins + #")\b"#, .nb),
                r(#"\b((self|false|true)|(PI|TAU|NAN|INF))\b"#, .bp),
                r(#"\b("# + types + #")\b"#, .kt),
            ]),
            ("numbers", [
                r(#"(\d+\.\d*|\d*\.\d+)([eE][+-]?[0-9]+)?j?"#, .mf),
                r(#"\d+[eE][+-]?[0-9]+j?"#, .mf),
                r("0[xX][a-fA-F0-9]+", .mh),
                r(#"\d+j?"#, .mi),
            ]),
            ("name", [r(#"[a-zA-Z_]\w*"#, .n)]),
            ("funcname", [r(#"[a-zA-Z_]\w*"#, .nf, pop)]),
            ("classname", [r(#"[a-zA-Z_]\w*"#, .nc, pop)]),
            ("string_escape", [r(#"\\([\\abfnrtv"\']|\n|N\{.*?\}|u[a-fA-F0-9]{4}|U[a-fA-F0-9]{8}|x[a-fA-F0-9]{2}|[0-7]{1,3})"#, .se)]),
            ("strings_single", [r(format, .si), r(#"[^\\'%\n]+"#, .s1), r(#"["\\]"#, .s1), r("%", .s1)]),
            ("strings_double", [r(format, .si), r(#"[^\\"%\n]+"#, .s2), r(#"['\\]"#, .s2), r("%", .s2)]),
            ("dqs", [r(#"""#, .s2, pop), r(#"\\\\|\\"|\\\n"#, .se), inc("strings_double")]),
            ("escape_dqs", [inc("string_escape"), inc("dqs")]),
            ("sqs", [r("'", .s1, pop), r(#"\\\\|\\'|\\\n"#, .se), inc("strings_single")]),
            ("escape_sqs", [inc("string_escape"), inc("sqs")]),
            ("tdqs", [r(#"""""#, .s2, pop), inc("strings_double"), r(#"\n"#, .s2)]),
            ("escape_tdqs", [inc("string_escape"), inc("tdqs")]),
            ("tsqs", [r("'''", .s1, pop), inc("strings_single"), r(#"\n"#, .s1)]),
            ("escape_tsqs", [inc("string_escape"), inc("tsqs")]),
        ])
    }()
}
