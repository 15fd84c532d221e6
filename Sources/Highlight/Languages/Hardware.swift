/// Hardware description languages: Verilog (and SystemVerilog), VHDL.
extension Languages {
    static let verilogDefinition: LexerDefinition = {
        let id = "[a-zA-Z_][a-zA-Z0-9_]*"
        let words = table([
            (.k, """
                alias always always_comb always_ff always_latch assert assert_strobe assign assume automatic attribute \
                before begin bind bins binsof break case casex casez clocking config constraint context continue cover \
                covergroup coverpoint cross deassign defparam default design dist do else end endattribute endcase \
                endclass endclocking endconfig endfunction endgenerate endgroup endinterface endmodule endpackage \
                endprimitive endprogram endproperty endspecify endsequence endtable endtask expect export extends \
                extern final first_match for force foreach fork forkjoin forever function generate genvar if iff \
                ifnone ignore_bins illegal_bins import incdir include initial inside instance interface intersect join \
                join_any join_none liblist library local localparam matches module modport new noshowcancelled null \
                package parameter primitive priority program property protected pulsestyle_onevent \
                pulsestyle_ondetect pure rand randc randcase randsequence release return sequence showcancelled solve \
                specify super table task this throughout timeprecision timeunit type typedef unique use wait \
                wait_order while wildcard with within
                """),
            (.kt, """
                and bit buf bufif0 bufif1 byte cell chandle class cmos const disable edge enum event highz0 highz1 \
                initial inout input int integer join logic longint macromodule medium nand negedge nmos nor not notif0 \
                notif1 or output packed parameter pmos posedge pull0 pull1 pulldown pullup rcmos real realtime ref reg \
                repeat rnmos rpmos rtran rtranif0 rtranif1 scalared shortint shortreal signed specparam static string \
                strength strong0 strong1 struct supply0 supply1 tagged time tran tranif0 tranif1 tri tri0 tri1 triand \
                trior trireg union unsigned uwire var vectored virtual void wait wand weak[01] wire wor xnor xor
                """),
            (.nb, """
                acos acosh asin asinh assertfailoff assertfailon assertkill assertnonvacuouson assertoff asserton \
                assertpassoff assertpasson assertvacuousoff atan atan2 atanh bits bitstoreal bitstoshortreal cast \
                ceil changed changed_gclk changing_gclk clog2 cos cosh countones coverage_control coverage_get \
                coverage_get_max coverage_merge coverage_save dimensions display displayb displayh displayo \
                dist_chi_square dist_erlang dist_exponential dist_normal dist_poisson dist_t dist_uniform dumpall \
                dumpfile dumpflush dumplimit dumpoff dumpon dumpports dumpportsall dumpportsflush dumpportslimit \
                dumpportsoff dumpportson dumpvars error exit exp falling_gclk fclose fdisplay fdisplayb fdisplayh \
                fdisplayo fell fell_gclk feof ferror fflush fgetc fgets finish floor fmonitor fmonitorb fmonitorh \
                fmonitoro fopen fread fscanf fseek fstrobe fstrobeb fstrobeh fstrobeo ftell future_gclk fwrite \
                fwriteb fwriteh fwriteo get_coverage high hypot increment info isunbounded isunknown itor left ln \
                load_coverage_db log10 low monitor monitorb monitorh monitoro monitoroff monitoron onehot onehot0 past \
                past_gclk pow printtimescale q_add q_exam q_full q_initialize q_remove random readmemb readmemh \
                realtime realtobits rewind right rising_gclk rose rose_gclk rtoi sampled set_coverage_db_name sformat \
                sformatf shortrealtobits signed sin sinh size sqrt sscanf stable stable_gclk steady_gclk stime stop \
                strobe strobeb strobeh strobeo swrite swriteb swriteh swriteo system tan tanh time timeformat typename \
                ungetc unpacked_dimensions unsigned warning write writeb writeh writememb writememh writeo
                """),
        ])
        return LexerDefinition(states: [
            ("expr_bol", [inc("inline_whitespace"), r("`define", .cp, push("macro")), r("", .text, pop)]),
            ("bol", [r(id + ":(?!:)", .nl), inc("expr_bol")]),
            ("inline_whitespace", [
                r(#"[ \t\r]+"#, .text), r(#"\\\n"#, .text), r(#"(?s)/(\\\n)?[*].*?[*](\\\n)?/"#, .cm),
            ]),
            ("whitespace", [r(#"\n+"#, .text, push("bol")), r(#"//(\\.|.)*?$"#, .c1, push("bol")), inc("inline_whitespace")]),
            ("expr_whitespace", [r(#"\n+"#, .text, push("expr_bol")), inc("whitespace")]),
            ("string", [
                r("\"", .s, pop),
                r(#"\\([\\abfnrtv"']|x[a-fA-F0-9]{2,4}|[0-7]{1,3})"#, .se),
                r(#"[^\\"\n]+"#, .s),
                r(#"\\\n"#, .s),
                r(#"\\"#, .s),
            ]),
            ("statement", [
                inc("whitespace"),
                r("L?\"", .s, push("string")),
                r(#"(?i)([0-9_]+\.[0-9_]*|[0-9_]*\.[0-9_]+)(e[+-]?[0-9_]+)?"#, .mf),
                r("(?i)[0-9_]+e[+-]?[0-9_]+", .mf),
                r("[0-9]*'h[0-9a-fA-F_?]+", .mh),
                r("[0-9]*'b?[01xz_?]+", .mb),
                r("[0-9]*'d[0-9_?]+", .mi),
                r("(?i)[0-9_]+[lu]*", .mi),
                r(#"[-~!%^&*+=\|?:<>/@{}]"#, .o),
                r(##"[()\[\],.$\#;]"##, .p),
                r(#"`(\w+)"#, .cp),
                lk(id, words, .n),
            ]),
            ("root", [inc("expr_whitespace"), r("", .text, push("statement"))]),
            ("macro", [r(#"\n"#, .cp, pop), inc("inline_whitespace"), r(";", .p), r("=", .o), r(#"(\w+)"#, .text)]),
        ])
    }()

    static let vhdlDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let keywords = set("""
            access after alias all architecture array assert assume assume_guarantee attribute begin block body \
            buffer bus case component configuration constant context cover default disconnect downto else elsif \
            end entity exit fairness file for force function generate generic group guarded if impure in inertial \
            inout is label library linkage literal loop map new next null of on open others out package parameter \
            port postponed procedure process property protected pure range record register reject release report \
            return select sequence severity shared signal strong subtype then to transport type unaffected units \
            until use variable vmode vprop vunit wait when while with
            """)
        let types = set("""
            bit bit_vector boolean boolean_vector character integer integer_vector natural positive real \
            real_vector severity_level signed std_logic std_logic_vector std_ulogic std_ulogic_vector string \
            unsigned time time_vector
            """)
        let operators = set("abs and mod nand nor not or rem rol ror sla sll sra srl xnor xor")
        let id = "[a-zA-Z][a-zA-Z0-9_]*"
        return LexerDefinition(states: [
            ("whitespace", [r(#"\s+"#, .text), r(#"\n"#, .text), r("--.*$", .c1)]),
            ("statements", [
                r(#"-?\d+"#, .mi),
                r(#"-?\d+[.]\d+"#, .mf),
                r(#"(?i)[box]?"[^"]*""#, .s1),
                r("'[^']?'", .sc),
                r("(?i)'" + id, .na),
                r("[(),:;]", .p),
                r(#"(?i)(?:true|false|null)\b"#, .nb),
                classify(id) { word in
                    let lower = word.lowercased()
                    if keywords.contains(lower) { return (.k, .stay) }
                    if types.contains(lower) { return (.kt, .stay) }
                    if operators.contains(lower) { return (.ow, .stay) }
                    return (.n, .stay)
                },
                r(#"=>|[*][*]|:=|\/=|>=|<=|<>|\?\?|\?=|\?\/=|\?>|\?<|\?>=|\?<=|<<|>>|[#&'*+-.\/:<=>\?@^]"#, .o),
            ]),
            ("root", [inc("whitespace"), inc("statements")]),
        ])
    }()
}
