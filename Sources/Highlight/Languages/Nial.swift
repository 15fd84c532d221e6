extension Languages {
    static let nialDefinition: LexerDefinition = {
        let names = table([
            (.k, """
                is gets op tr ; if then elseif else endif case from endcase begin end for with endfor while do \
                endwhile repeat until endrepeat
                """),
            (.kp, """
                operation expression and abs allbools allints allchars allin allreals allnumeric append arcsin \
                arccos appendfile apply arctan atomic assign atversion axes cart break blend breaklist breakin \
                bye callstack choose char ceiling catenate charrep check_socket cos content close clearws \
                clearprofile cols continue copyright cosh cull count diverse deepplace cutall cut display \
                deparse deepupdate descan depth diagram div divide drop dropright edit empty exit except erase \
                equal eval eraserecord execute exp external exprs findall find fault falsehood filestatus \
                filelength filepath filetally floor first flip fuse fromraw front gage getfile getdef \
                getcommandline getenv getname hitch grid getsyms gradeup gt gte host in inverse innerproduct inv \
                ip ln link isboolean isinteger ischar isfault isreal isphrase isstring istruthvalue last \
                laminate like libpath library list load loaddefs nonlocal max match log lt lower lte mate min \
                maxlength mod mix minus nialroot mold not numeric no_op no_expr notin open or opposite opp \
                operators plus pick pack pass pair parse paste phrase place picture placeall power positions \
                post quotient putfile profile prod product profiletree profiletable quiet_fault raise reach \
                random reciprocal read readfile readchar readarray readfield readscreen readrecord recip reshape \
                seek second rest reverse restart return_status scan save rows rotate seed see sublist sin simple \
                shape setformat setdeftrace set seeusercalls seeprimcalls separator setwidth settrigger \
                setmessages setlogname setinterrupts setprompt setprofile sinh single sqrt solitary sketch sleep \
                socket_listen socket_accept socket_close socket_bind socket_connect socket_getline \
                socket_receive socket_peek socket_read socket_send socket_write solve split sortup string status \
                take symbols sum system tan tally takeright tanh tell tr times third time toupper tolower \
                timestamp tonumber toraw toplevel transformer type transpose trs truth unequal variable valence \
                up updateall update vacate value version vars void watch watchlist write writechars writearray \
                writefile writefield writescreen writerecord
                """),
            (.nb, """
                accumulate across bycols bykey byrows converse down eachboth eachall each eachleft eachright \
                filter fold fork grade inner iterate leaf no_tr outer partition rank recur reduce reducecols \
                reducerows sort team timeit twig
                """),
            (.kc, """
                false null pi true
                """),
        ])
        return LexerDefinition(states: [
            ("root", [
                r("'", .s1, push("str")),
                r(#"\b[lo]+\b"#, .mb),
                r(#"-?\d+((\.\d*)?[eE][+-]?\d|\.)\d*"#, .mf),
                r(#"\-?\d+"#, .mi),
                r("`.", .sc),
                r(#""[^\s()\[\]{}#,;]*"#, .ss),
                r(#"\?[^\s()\[\]{}#,;]*"#, .gr),
                r("%[^;]+;", .cm),
                r(#"^#(.+\n)+\n"#, .cm),
                // Every punctuation and operator these patterns match is in Rouge's sets.
                r(#":=|[\{\}\[\]\(\),:;]"#, .p),
                r(#">>|>=|<=|~=|[\.!#+*\-=></|@]"#, .o),
                classify(#"\b[_A-Za-z]\w*\b"#) { word in (names[word.lowercased()] ?? .nv, .stay) },
                r(#"\s+"#, .text),
            ]),
            ("str", [r("''", .se), r("[^']+", .s1), r("'|$", .s1, pop)]),
        ])
    }()
}
