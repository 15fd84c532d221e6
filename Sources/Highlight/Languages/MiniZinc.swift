extension Languages {
    static let minizincDefinition: LexerDefinition = {
        let names = table([
            (.k, """
                ann annotation any constraint else endif function for forall if include list of op output minimize \
                maximize par predicate record satisfy solve test then type var where
                """),
            (.kt, "array set bool enum float int string tuple"),
            (.nb, """
                abort abs acosh array_intersect array_union array1d array2d array3d array4d array5d array6d asin assert \
                atan bool2int card ceil concat cos cosh dom dom_array dom_size fix exp floor index_set index_set_1of2 \
                index_set_2of2 index_set_1of3 index_set_2of3 index_set_3of3 int2float is_fixed join lb lb_array length \
                ln log log2 log10 min max pow product round set2array show show_int show_float sin sinh sqrt sum tan \
                tanh trace ub ub_array
                """),
            (.o, "in subset superset union diff symdiff intersect"),
        ])
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .w),
                r(#"\\\n"#, .w),
                r("%.*", .c1),
                r(#"(?s)/(\\\n)?[*](.|\n)*?[*](\\\n)?/"#, .cm),
                r(#""(\\\\|\\"|[^"])*""#, .s),
                r(#"not|<->|->|<-|\\/|xor|/\\"#, .o),
                r("<|>|<=|>=|==|=|!=", .o),
                r(#"\+|-|\*|/|div|mod"#, .o),
                r(#"\\|\.\.|\+\+"#, .o),
                r(#"[|()\[\]{},:;]"#, .p),
                r(#"(true|false)\b"#, .kc),
                r(#"([+-]?)\d+(\.(?!\.)\d*)?([eE][-+]?\d+)?"#, .m),
                lk(#"[$a-zA-Z_]\w*"#, names, .nx),
                r(#"::\s*([^\W\d]\w*)(\s*\([^\)]*\))?"#, .nd),
                g(#"\b([^\W\d]\w*)\b(\()"#, [.nf, .p]),
                r(#"[^\W\d]\w*"#, .nx),
            ]),
        ])
    }()

    static let sqfDefinition: LexerDefinition = {
        let names = table([
            (.ow, "and or not"),
            (.kd, "private param params"),
            (.kr, "if then else exitwith switch do case default while for from to step foreach"),
            (.kc, "true false player confignull controlnull displaynull grpnull locationnull netobjnull objnull scriptnull tasknull teammembernull"),
            (.kn, "currentnamespace missionnamespace parsingnamespace profilenamespace uinamespace"),
            (.nf, """
                diag_activemissionfsms diag_activesqfscripts diag_activesqsscripts diag_activescripts diag_captureframe \
                diag_captureframetofile diag_captureslowframe diag_codeperformance diag_drawmode diag_enable \
                diag_enabled diag_fps diag_fpsmin diag_frameno diag_lightnewload diag_list diag_log diag_logslowframe \
                diag_mergeconfigfile diag_recordturretlimits diag_setlightnew diag_ticktime diag_toggle
                """),
            (.nf, SQFWords.commands),
        ])
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r(#"(?s)/\*.*?\*/"#, .cm),
                r("//.*", .c1),
                r("#(define|undef|if(n)?def|else|endif|include)", .cp),
                r(#"\\\r?\n"#, .cp),
                r("__(EVAL|EXEC|LINE__|FILE__)", .nb),
                r(#"".*?""#, .s),
                r("'.*?'", .s),
                r(#"(\$|0x)[0-9a-fA-F]+"#, .mh),
                r(#"[0-9]+(\.)?(e[0-9]+)?"#, .mf),
                r(#"[\!\%\&\*\+\-\/\<\=\>\^\|#]"#, .o),
                r(#"[\(\)\{\}\[\]\,\:\;]"#, .p),
                classify("[a-zA-Z0-9_]+") { word in
                    let name = word.lowercased()
                    if let known = names[name] { return (known, .stay) }
                    // Rouge: a name with `_` and something after it is a local variable.
                    if let underscore = name.firstIndex(of: "_"), name.index(after: underscore) < name.endIndex { return (.nv, .stay) }
                    return (.vg, .stay)
                },
            ]),
        ])
    }()
}
