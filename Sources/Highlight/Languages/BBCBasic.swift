extension Languages {
    static let bbcbasicDefinition: LexerDefinition = {
        let functions = #"""
            ABS|ACS|ADVAL|ASC|ASN|ATN|BEATS|BEAT|BGET#|CHR\$|COS|COUNT|DEG|DIM|EOF#|ERL|ERR|EVAL|EXP|EXT#|FN|GET\$#|\#
            GET\$|GET|HIMEM|INKEY\$|INKEY|INSTR|INT|LEFT\$|LEN|LN|LOG|LOMEM|MID\$|OPENIN|OPENOUT|OPENUP|PAGE|POINT|\#
            POS|PTR#|RAD|REPORT\$|RIGHT\$|RND|SGN|SIN|SQR|STR\$|STRING\$|SUM|SUMLEN|TAN|TEMPO|TIME\$|TIME|TOP|USR|VAL|\#
            VPOS
            """#
        let statements = #"""
            (?:BEATS|BPUT#|CALL|CASE|CHAIN|CLEAR|CLG|CLOSE#|CLS|COLOR|COLOUR|DATA|ELSE|ENDCASE|ENDIF|ENDPROC|ENDWHILE|\#
            END|ENVELOPE|FOR|GCOL|GOSUB|GOTO|IF|INSTALL|LET|LIBRARY|MODE|NEXT|OFF|OF|ON|ORIGIN|OSCI|OTHERWISE|OVERLAY|\#
            PLOT|PRINT#|PRINT|PROC|QUIT|READ|REPEAT|REPORT|RETURN|SOUND|STEP|STEREO|STOP|SWAP|SYS|THEN|TINT|TO|VDU|\#
            VOICES|VOICE|UNTIL|WAIT|WHEN|WHILE|WIDTH|CIRCLE(?: *FILL)?|DEF *(?:FN|PROC)|DRAW(?: *BY)?|DIM(?!\()|\#
            ELLIPSE(?: *FILL)?|ERROR(?: *EXT)?|FILL(?: *BY)?|INPUT(?:#| *LINE)?|LINE(?: *INPUT)?|\#
            LOCAL(?: *DATA| *ERROR)?|MOUSE(?: *COLOUR| *OFF| *ON| *RECTANGLE| *STEP| *TO)?|MOVE(?: *BY)?|\#
            ON(?! *ERROR)|ON *ERROR *(?:LOCAL|OFF)?|POINT(?: *BY)?(?!\()|RECTANGE(?: *FILL)?|\#
            RESTORE(?: *DATA| *ERROR)?|TRACE(?: *CLOSE| *ENDPROC| *OFF| *STEP(?: *FN| *ON| *PROC)?| *TO)?)
            """#
        return LexerDefinition(states: [
            ("root", [
                g("(:+)( *)(\\*)(.*)", [.p, .text, .k, .text]),
                g("(\\n+ *)(\\*)(.*)", [.text, .k, .text]),
                g("(ELSE|OTHERWISE|REPEAT|THEN)( *)(\\*)(.*)", [.k, .text, .k, .text]),
                r("[ \\n]+", .text),
                r(":+", .p),
                r("[\\[]", .k, push("assembly1")),
                r("REM *>.*", .cs),
                r("REM.*", .c),
                r(statements, .k),
                inc("expression"),
                r("[,;'~]|SPC|TAB", .p),
            ]),
            ("expression", [
                r(functions, .nb),
                r(#"<<|<=|<>|<|>=|>>>|>>|>|[-!$()*+\/=?^|]|AND|DIV|EOR|MOD|NOT|OR"#, .o),
                r("FALSE|TRUE", .no),
                r(#""[^"]*""#, .s),
                r(#"(?i)[a-z_`][\w`]*[$%]?"#, .nv),
                r("@%", .nv),
                r(#"[\d.]+"#, .m),
                r("%[01]+", .mb),
                r("&[0-9a-fA-F]+", .mh),
            ]),
            ("assembly1", [
                r(" +", .text),
                r("]", .k, pop),
                r("[:\\n]", .p),
                r(#"(?i)\.[a-z_`][\w`]*%? *"#, .nl),
                r("(?:REM|;)[^:\\n]*", .c),
                r("[^ :\\n]+", .k, push("assembly2")),
            ]),
            ("assembly2", [
                r(" +", .text),
                r("[:\\n]", .p, pop),
                r("(?:REM|;)[^:\\n]*", .c, pop),
                inc("expression"),
                r(#"[!#,@\[\]^{}]"#, .p),
            ]),
        ])
    }()
}
