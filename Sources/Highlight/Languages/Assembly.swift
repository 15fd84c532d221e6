/// Assembly languages: NASM, ARM, Motorola 68k, NES (6502), BPF.
extension Languages {
    static let nasmDefinition: LexerDefinition = {
        let name = #"(?i:[a-z$._?][\w$.?#@~]*)"#
        return LexerDefinition(states: [
            ("root", [
                r(#"^\s*%"#, .cp, push("preproc")),
                inc("whitespace"),
                r(name + ":", .nl),
                g("(" + name + #")(\s+)((?i:equ))"#, [.no, .kd, .kd], push("instruction_args")),
                r("BITS|USE16|USE32|SECTION|SEGMENT|ABSOLUTE|EXTERN|GLOBAL|ORG|ALIGN|STRUC|ENDSTRUC|COMMON|CPU|GROUP|UPPERCASE|IMPORT|EXPORT|LIBRARY|MODULE", .k, push("instruction_args")),
                r("(?i)(?:res|d)[bwdqt]|times", .kd, push("instruction_args")),
                r(name, .nf, push("instruction_args")),
                r(#"[\r\n]+"#, .text),
            ]),
            ("instruction_args", [
                r(#""(\\\\"|[^"\\n])*"|'(\\\\'|[^'\\n])*'|`(\\\\`|[^`\\n])*`"#, .s),
                r(#"(?i)(?:0x[\da-f]+|$0[\da-f]*|\d+[\da-f]*h)"#, .mh),
                r("(?i)[0-7]+q", .mo),
                r("(?i)[01]+b", .mb),
                r(#"(?i)\d+\.e?\d+"#, .mf),
                r(#"\d+"#, .mi),
                inc("punctuation"),
                r(#"(?i)r\d[0-5]?[bwd]|[a-d][lh]|[er]?[a-d]x|[er]?[sb]p|[er]?[sd]i|[c-gs]s|st[0-7]|mm[0-7]|cr[0-4]|dr[0-367]|tr[3-7]"#, .nb),
                r(name, .nv),
                r(#"[\r\n]+"#, .text, pop),
                inc("whitespace"),
            ]),
            ("preproc", [r(#"[^;\n]+"#, .cp), r(#";.*?\n"#, .c1, pop), r(#"\n"#, .cp, pop)]),
            ("whitespace", [r(#"\n"#, .text), r(#"[ \t]+"#, .text), r(";.*", .c1)]),
            ("punctuation", [
                r(#"[,():\[\]]+"#, .p),
                r(#"[&|^<>+*\/%~-]+"#, .o),
                r(#"\$+"#, .kc),
                r("(?i)seg|wrt|strict", .ow),
                r("(?i)byte|[dq]?word", .kt),
            ]),
        ])
    }()

    static let armasmDefinition: LexerDefinition = {
        let preproc = "define|elif|else|endif|error|if|ifdef|ifndef|include|line|pragma|undef|warning"
        // Rouge joins these into its pattern as written: a few entries are patterns themselves.
        let directives = """
            ALIAS|ALIGN|AOF|AOUT|AREA|ARM|ASSERT|ATTR|CN|CODE16|CODE32|COMMON|CP|DATA|DCB|DCD|DCDO|DCDU|DCFD|DCFDU|\
            DCFH|DCFHU|DCFS|DCFSU|DCI|DCI.N|DCI.W|DCQ|DCQU|DCW|DCWU|DN|ELIF|ELSE|END|ENDFUNC|ENDIF|ENDP|ENTRY|EQU|\
            EXPORT|EXPORTAS|EXTERN|FIELD|FILL|FN|FRAME|FUNCTION|GBLA|GBLL|GBLS|GLOBAL|IF|IMPORT|INFO|KEEP|LCLA|LCLL|\
            LCLS|LEADR|LEAF|LTORG|MACRO|MAP|MEND|MEXIT|NOFP|OPT|ORG|PRESERVE8|PROC|QN|RELOC|REQUIRE|REQUIRE8|RLIST|\
            RN|ROUT|SETA|SETL|SETS|SN|SPACE|STRONG|SUBT|THUMB|THUMBX|TTL|WEND|WHILE|\\[|\\]|[|!#*=%&^]
            """
        let shiftOrCondition = """
            ASR|LSL|LSR|ROR|RRX|AL|CC|CS|EQ|GE|GT|HI|HS|LE|LO|LS|LT|MI|NE|PL|VC|VS|\
            asr|lsl|lsr|ror|rrx|al|cc|cs|eq|ge|gt|hi|hs|le|lo|ls|lt|mi|ne|pl|vc|vs
            """
        let builtin = """
            ARCHITECTURE|AREANAME|ARMASM_VERSION|CODESIZE|COMMANDLINE|CONFIG|CPU|ENDIAN|FALSE|FPIC|FPU|INPUTFILE|\
            INTER|LINENUM|LINENUMUP|LINENUMUPPER|OBJASM_VERSION|OPT|PC|PCSTOREOFFSET|REENTRANT|ROPI|RWPI|TRUE|VAR
            """
        let operators = """
            AND|BASE|CC|CC_ENCODING|CHR|DEF|EOR|FATTR|FEXEC|FLOAD|FSIZE|INDEX|LAND|LEFT|LEN|LEOR|LNOT|LOR|LOWERCASE|\
            MOD|NOT|OR|RCONST|REVERSE_CC|RIGHT|ROL|ROR|SHL|SHR|STR|TARGET_ARCH_[0-9A-Z_]+|TARGET_FEATURE_[0-9A-Z_]+|\
            TARGET_FPU_[A-Z_]|TARGET_PROFILE_[ARM]|UAL|UPPERCASE
            """
        let hex = "[0-9a-fA-F]"
        return LexerDefinition(states: [
            ("root", [
                r(#"\n"#, .text),
                g(#"^([ \t]*)(#[ \t]*(?:(?:"# + preproc + #")(?:[ \t].*)?)?)(\n)"#, [.text, .cp, .text]),
                r(#"[ \t]+"#, .text, push("command")),
                r(";.*", .c),
                r(#"(?i)\$[a-z_]\w*\.?"#, .nn),
                r(#"\w+|\|[^|\n]+\|"#, .nl),
            ]),
            ("command", [
                r(#"\n"#, .text, pop),
                r(#"[ \t]+"#, .text, .goto("args")),
                r(";.*", .c, pop),
                r(#"(?:BIN|GET|INCBIN|INCLUDE|LNK)\b"#, .k, .goto("filespec")),
                r("(?:" + directives + #")(?=[; \t\n])"#, .k),
                r(#"(?:[A-Z][\dA-Z]*|[a-z][\da-z]*)(?:\.[NWnw])?(?:\.[DFIPSUdfipsu]?(?:8|16|32|64)?){0,3}\b"#, .nb),
                r(#"(?i)[a-z_]\w*|\|[^|\n]+\|"#, .nf),
                r(#"(?i)\$[a-z]\w*\.?"#, .nn),
            ]),
            ("args", [
                r(#"\n"#, .text, pop),
                r(#"[ \t]+"#, .text),
                r(";.*", .c, pop),
                r("(?:" + shiftOrCondition + #")\b"#, .nb),
                r(#"(?i)[a-z_]\w*|\|[^|\n]+\|"#, .nv),
                r(#"(?i)%[bf]?[at]?\d+(?:[a-z_]\w*)?"#, .nl),
                r("(?i)(?:&|0x)" + hex + "+(?!p)", .mh),
                r("(?i)(?:&|0x)[." + hex + #"]+(?:p[-+]?\d+)?"#, .mf),
                r("(?i)0f_" + hex + "{8}|0d_" + hex + "{16}", .mf),
                r(#"(?i)(?:2_[01]+|3_[0-2]+|4_[0-3]+|5_[0-4]+|6_[0-5]+|7_[0-6]+|8_[0-7]+|9_[0-8]+|\d+)(?!e)"#, .mi),
                r(#"(?i)(?:2_[.01]+|3_[.0-2]+|4_[.0-3]+|5_[.0-4]+|6_[.0-5]+|7_[.0-6]+|8_[.0-7]+|9_[.0-8]+|[.\d]+)(?:e[-+]?\d+)?"#, .mf),
                r(#"[@:](?=[ \t]*(?:8|16|32|64|128|256)[^\d])"#, .o),
                r(#"[.@]|\{(?:"# + builtin + #")\}"#, .no),
                r(#"[-!#%&()*+,\/<=>?^{|}]|\[|\]|!=|&&|\/=|<<|<=|<>|==|><|>=|>>|\|\||:(?:"# + operators + "):", .o),
                r(#"(?i)\$[a-z]\w*\.?"#, .nn),
                r("'", .sc, .goto("singlequoted")),
                r("\"", .s2, .goto("doublequoted")),
            ]),
            ("singlequoted", [
                r(#"\n"#, .text, pop),
                r(#"\$\$"#, .sc),
                r(#"(?i)\$[a-z]\w*\.?"#, .nn),
                r("'", .sc, .goto("args")),
                r(#"[^$'\n]+"#, .sc),
            ]),
            ("doublequoted", [
                r(#"\n"#, .text, pop),
                r(#"\$\$"#, .s2),
                r(#"(?i)\$[a-z]\w*\.?"#, .nn),
                r("\"", .s2, .goto("args")),
                r(#"[^$"\n]+"#, .s2),
            ]),
            ("filespec", [
                r(#"\n"#, .text, pop),
                r(#"\$\$"#, .sx),
                r(#"(?i)\$[a-z]\w*\.?"#, .nn),
                r(#"[^$\n]+"#, .sx),
            ]),
        ])
    }()

    static let m68kDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let keywords = set("""
            abcd add adda addi addq addx and andi asl asr bcc bcs beq bge bgt bhi ble bls blt bmi bne bpl bvc bvs \
            bhs blo bchg bclr bfchg bfclr bfests bfextu bfffo bfins bfset bftst bkpt bra bse bsr btst callm cas cas2 \
            chk chk2 clr cmp cmpa cmpi cmpm cmp2 dbcc dbcs dbeq dbge dbgt dbhi dble dbls dblt dbmi dbne dbpl dbvc \
            dbvs dbhs dblo dbra dbf dbt divs divsl divu divul eor eori exg ext extb illegal jmp jsr lea link lsl lsr \
            move movea move16 movem movep moveq muls mulu nbcd neg negx nop not or ori pack pea rol ror roxl roxr \
            rtd rtm rtr rts sbcd seq sne spl smi svc svs st sf sge sgt sle slt scc shi sls scs shs slo sub suba subi \
            subq subx swap tas trap trapcc TODO trapv tst unlk unpk eori
            """)
        let types = set("dc ds dcb")
        let reserved = set("""
            include incdir incbin end endf endfunc endmain endproc fpu func machine main mmu opword proc set opt \
            section rept endr ifeq ifne ifgt ifge iflt ifle iif ifd ifnd ifc ifnc elseif else endc even cnop fail \
            machine output radix __G2 __LK list nolist plen llen ttl subttl spc page listchar format equ equenv equr \
            set reg rsreset rsset offset cargs fequ.s fequ.d fequ.x fequ.p fequ.w fequ.l fopt macro endm mexit narg
            """)
        let builtins = set("d0 d1 d2 d3 d4 d5 d6 d7 a0 a1 a2 a3 a4 a5 a6 a7 a7' pc usp ssp ccr")
        return LexerDefinition(states: [
            ("expr_bol", [inc("inline_whitespace"), r("", .text, pop)]),
            ("inline_whitespace", [r(#"\s+"#, .text)]),
            ("whitespace", [
                r(#"\n+"#, .text, push("expr_bol")),
                r(#"^\*(\\.|.)*?$"#, .c1, push("expr_bol")),
                r(#";(\\.|.)*?$"#, .c1, push("expr_bol")),
                inc("inline_whitespace"),
            ]),
            ("root", [r("", .text, push("statements"))]),
            ("statements", [
                inc("whitespace"),
                r("\"", .s, push("string")),
                r("#", .nd),
                r("^\\.?[a-zA-Z0-9_]+:?", .nl),
                r(#"(?i)\.[bswl]\s"#, .nd),
                r(#"(?i)'(\\.|\\[0-7]{1,3}|\\x[a-f0-9]{1,2}|[^\\'\n])'"#, .sc),
                r("(?i)\\$[0-9a-f]+", .mh),
                r("@[0-8]+", .mo),
                r("%[01]+", .mb),
                r(#"\d+"#, .mi),
                r(#"[*~&+=\|?:<>/-]"#, .o),
                r(#"\\."#, .cp),
                r("[(),.]", .p),
                r(#"\[[a-zA-Z0-9]*\]"#, .p),
                classify("[a-zA-Z_][a-zA-Z0-9_]*") { word in
                    let lower = word.lowercased()
                    if keywords.contains(lower) { return (.k, .stay) }
                    if types.contains(lower) { return (.kt, .stay) }
                    if reserved.contains(lower) { return (.kr, .stay) }
                    if builtins.contains(lower) { return (.nb, .stay) }
                    return (word.contains(where: { $0.isASCII && ($0.isLetter || $0.isNumber) }) ? .nv : .n, .stay)
                },
            ]),
            ("string", [
                r("\"", .s, pop),
                r(#"\\([\\abfnrtv"']|x[a-fA-F0-9]{2,4}|[0-7]{1,3})"#, .se),
                r(#"[^\\"\n]+"#, .s),
                r(#"\\\n"#, .s),
                r(#"\\"#, .s),
            ]),
        ], start: ["expr_bol"])
    }()

    static let bpfDefinition: LexerDefinition = {
        let types = "u8|u16|u32|u64|ll"
        let hex = "[0-9a-fA-F]"
        return LexerDefinition(states: [
            ("root", [
                g("(?i)(\\d+)(:)(\\s+)(\\(" + hex + "{2}\\))", [.gl, .p, .w, .g]),
                g("(?i)(\\d+)(:)(\\s+)((?:" + hex + "{2} ){8})", [.gl, .p, .w, .g]),
                g(#"(\d+)(:)(\s+)"#, [.gl, .p, .w]),
                g(#"(?i)(call)(\s+)(\d+)"#, [.k, .w, .mi]),
                g(#"(?i)(call)(\s+)(\w+)(#)(\d+)"#, [.k, .w, .nb, .p, .mi]),
                g(#"(?i)(goto)(\s*)(\+\d+)?(\s*)(<?\w+>?)"#, [.k, .w, .mi, .w, .nl]),
                g(#"(?i)(if)(\s+)([rw]\d+)(\s*)([s!=<>]+)(\s*)(0x"# + hex + #"+|[-]?\d+)(\s*)(goto)(\s*)(\+\d+)?(\s*)(<?\w+>?)"#,
                  [.k, .w, .n, .w, .o, .w, .m, .w, .k, .w, .mi, .w, .nl]),
                g(#"(?i)(if)(\s+)([rw]\d+)(\s*)([s!=<>]+)(\s*)([rw]\d+)(\s*)(goto)(\s*)(\+\d+)?(\s*)(<?\w+>?)"#,
                  [.k, .w, .n, .w, .o, .w, .n, .w, .k, .w, .mi, .w, .nl]),
                g(#"(?i)(\*)(\s*)(\()("# + types + #")(\s*)(\*)(\))"#, [.o, .w, .p, .kt, .w, .o, .p], push("address")),
                r(#"(?i)[+-\/\*&|><^s]{0,3}="#, .o),
                g(#"(?i)([+-]?)([rw]\d+)"#, [.p, .n]),
                r(#"\/\/"#, .c1, push("linecomment")),
                r(#"\/\*"#, .cm, push("multilinescomment")),
                r("(?i)be16|be32|be64|exit|lock|map", .k),
                g("(?i)(0x" + hex + #"+|[-]?\d+)(\s*)(ll)?"#, [.m, .w, .kt]),
                g(#"(?i)(\w+)(\s*)(ll)"#, [.n, .w, .kt]),
                g(#"(?i)(\w+)(\s*)(:)"#, [.nl, .w, .p]),
                r("(?s).", .text),
            ]),
            ("address", [
                g(#"(?i)(\()([rw]\d+)(\s*)([+-])(\s*)(\d+)(\))"#, [.p, .n, .w, .o, .w, .mi, .p], pop),
                g(#"(?i)(\w+)(\[)(\d+)(\])"#, [.n, .p, .mi, .p], pop),
                g(#"(?i)(\w+)(\[)([rw]\d+)(\])"#, [.n, .p, .n, .p], pop),
            ]),
            ("linecomment", [r(#"\n"#, .c1, pop), r(".+", .c1)]),
            ("multilinescomment", [r(#"\*\/"#, .cm, pop), r(#"([^\*\/]+)"#, .cm), r(#"([\*\/])"#, .cm)]),
        ])
    }()

    static let nesasmDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let keywords = set("""
            ADC AND ASL BIT BRK CMP CPX CPY DEC EOR INC JMP JSR LDA LDX LDY LSR NOP ORA ROL ROR RTI RTS SBC STA STX \
            STY TAX TXA DEX INX TAY TYA DEY INY BPL BMI BVC BVS BCC BCS BNE BEQ CLC SEC CLI SEI CLV CLD SED TXS TSX \
            PHA PLA PHP PLP
            """)
        let types = set("DB DW BYTE WORD")
        let reserved = set("""
            INCBIN INCLUDE ORG BANK RSSET RS MACRO ENDM DS PROC ENDP PROCGROUP ENDPROCGROUP INCCHR DEFCHR ZP BSS CODE \
            DATA IF IFDEF IFNDEF ELSE ENDIF FAIL INESPRG INESCHR INESMAP INESMIR FUNC
            """)
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r(";.*", .c1),
                r(#"[\(\)\,\.\[\]]"#, .p),
                r(#"#?\%[0-1]+"#, .mb),
                r(#"#?\$[0-9a-fA-F]+"#, .mh),
                r(#"#?\d+"#, .m),
                r(#"[~&*+=\|?:<>/-]"#, .o),
                classify(#"(?i)#?\w+:?"#) { word in
                    let upper = word.uppercased()
                    if keywords.contains(upper) { return (.k, .stay) }
                    if types.contains(upper) { return (.kt, .stay) }
                    if reserved.contains(upper) { return (.kr, .stay) }
                    return (.nf, .stay)
                },
                r(#"(?i)#?(?:LOW|HIGH)\(.*\)"#, .kr),
                r(#"#\("#, .p),
                r("\"", .s, push("string")),
                r(#"'\w'"#, .sc),
                r(#"\\\??[\d@#]"#, .nb),
            ]),
            ("string", [r("\"", .s, pop), r(#"\\"?"#, .se), r(#"[^"\\]+"#, .s)]),
        ])
    }()
}
