/// Erlang and R.
extension Languages {
    static let erlangDefinition: LexerDefinition = {
        let builtins = """
            abs append_element apply atom_to_list binary_to_list bitstring_to_list binary_to_term bit_size \
            bump_reductions byte_size cancel_timer check_process_code delete_module demonitor disconnect_node display \
            element erase exit float float_to_list fun_info fun_to_list function_exported garbage_collect get get_keys \
            group_leader hash hd integer_to_list iolist_to_binary iolist_size is_atom is_binary is_bitstring is_boolean \
            is_builtin is_float is_function is_integer is_list is_number is_pid is_port is_process_alive is_record \
            is_reference is_tuple length link list_to_atom list_to_binary list_to_bitstring list_to_existing_atom \
            list_to_float list_to_integer list_to_pid list_to_tuple load_module localtime_to_universaltime make_tuple \
            md5 md5_final md5_update memory module_loaded monitor monitor_node node nodes open_port phash phash2 \
            pid_to_list port_close port_command port_connect port_control port_call port_info port_to_list \
            process_display process_flag process_info purge_module put read_timer ref_to_list register resume_process \
            round send send_after send_nosuspend set_cookie setelement size spawn spawn_link spawn_monitor spawn_opt \
            split_binary start_timer statistics suspend_process system_flag system_info system_monitor system_profile \
            term_to_binary tl trace trace_delivered trace_info trace_pattern trunc tuple_size tuple_to_list \
            universaltime_to_localtime unlink unregister whereis
            """
        func alternation(_ s: String) -> String { s.split(separator: " ").joined(separator: "|") }
        let atom = #"(?:[a-z][a-zA-Z0-9_]*|'[^\n']*[^\\]')"#
        let variable = "(?:[A-Z_][a-zA-Z0-9_]*)"
        let escape = #"(?:\\(?:[bdefnrstv\'"\\/]|[0-7][0-7]?[0-7]?|\^[a-zA-Z]))"#
        let macro = "(?:" + variable + "|" + atom + ")"
        let base = "(?:[2-9]|[12][0-9]|3[0-6])"
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r(#"%.*\n"#, .c),
                r("(" + alternation("after begin case catch cond end fun if let of query receive try when") + #")\b"#, .k),
                r("(" + alternation(builtins) + #")\b"#, .nb),
                r("(" + alternation("and andalso band bnot bor bsl bsr bxor div not or orelse rem xor") + #")\b"#, .ow),
                r("^-", .p, push("directive")),
                r(#"(\+\+?|--?|\*|/|<|>|/=|=:=|=/=|=<|>=|==?|<-|!|\?)"#, .o),
                r(#"""#, .s, push("string")),
                r("<<", .nl),
                r(">>", .nl),
                g("(" + atom + ")(:)", [.nn, .p]),
                g("(?:^|(?<=:))(" + atom + #")(\s*)(\()"#, [.nf, .text, .p]),
                r("[+-]?" + base + "#[0-9a-zA-Z]+", .mi),
                r(#"[+-]?\d+"#, .mi),
                r(#"[+-]?\d+.\d+"#, .mf),
                r(#"[\]\[:_@\".{}()|;,]"#, .p),
                r(variable, .nv),
                r(atom, .n),
                r(#"\?"# + macro, .no),
                r(#"\$(?:"# + escape + #"|\\[ %]|[^\\])"#, .sc),
                r("#" + atom + "(:?\\." + atom + ")?", .nl),
            ]),
            ("string", [
                r(escape, .se),
                r(#"""#, .s, pop),
                r("~[0-9.*]*[~#+bBcdefginpPswWxX]", .si),
                r(#"[^"\\~]+"#, .s),
                r("~", .s),
            ]),
            ("directive", [
                g(#"(define)(\s*)(\()("# + macro + ")", [.ni, .text, .p, .no], pop),
                g(#"(record)(\s*)(\()("# + macro + ")", [.ni, .text, .p, .nl], pop),
                r(atom, .ni, pop),
            ]),
        ])
    }()

    static let rDefinition: LexerDefinition = {
        let primitives = """
            abs acos acosh all any anyNA Arg as.call as.character as.complex as.double as.environment as.integer \
            as.logical as.null.default as.numeric as.raw asin asinh atan atanh attr attributes baseenv browser c call \
            ceiling class Conj cos cosh cospi cummax cummin cumprod cumsum digamma dim dimnames emptyenv exp expression \
            floor forceAndCall gamma gc.time globalenv Im interactive invisible is.array is.atomic is.call is.character \
            is.complex is.double is.environment is.expression is.finite is.function is.infinite is.integer is.language \
            is.list is.logical is.matrix is.na is.name is.nan is.null is.numeric is.object is.pairlist is.raw \
            is.recursive is.single is.symbol lazyLoadDBfetch length lgamma list log max min missing Mod names nargs \
            nzchar oldClass on.exit pos.to.env proc.time prod quote range Re rep retracemem return round seq_along \
            seq_len seq.int sign signif sin sinh sinpi sqrt standardGeneric substitute sum switch tan tanh tanpi \
            tracemem trigamma trunc unclass untracemem UseMethod xtfrm
            """
        let words = table([
            (.k, "if else for while repeat in next break function"),
            (.kc, "NULL Inf TRUE FALSE NaN NA NA_integer_ NA_real_ NA_complex_ NA_character_"),
            (.nb, "LETTERS letters month.abb month.name pi T F"),
        ])
        return LexerDefinition(states: [
            ("root", [
                r("#'.*?$", .cd),
                r("#.*?$", .c1),
                r(#"\s+"#, .w),
                r("`[^`]+?`", .n),
                r(#"(?s)'(\\.|.)*?'"#, .s1),
                r(#"(?s)"(\\.|.)*?""#, .s2),
                r("%[^%]*?%", .o),
                r("0[xX][a-fA-F0-9]+([pP][0-9]+)?[Li]?", .mh),
                r(#"[+-]?(\d+([.]\d+)?|[.]\d+)([eE][+-]?\d+)?[Li]?"#, .m),
                r(#"\b(?<!.)("# + primitives.split(separator: " ").map { escapeRegex(String($0)) }.joined(separator: "|") + #")(?=\()"#, .nf),
                lk(#"(?:(?:\p{Alphabetic}|[.][._\p{Alphabetic}])[._\p{Alphabetic}\p{Nd}]*)|[.]"#, words, .n),
                r(#"[\[\]{}();,]"#, .p),
                r(#"[-<>?*+^/!=~$@:%&|]"#, .o),
            ]),
        ])
    }()
}
