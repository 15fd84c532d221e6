extension Languages {
    static let fortranDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let keywords = set("""
            abstract allocatable allocate assign assignment associate asynchronous backspace bind block blockdata \
            call case class close codimension common concurrent contains contiguous continue critical cycle data \
            deallocate deferred dimension do elemental else elseif elsewhere end endassociate endblock endblockdata \
            enddo endenum endfile endforall endfunction endif endinterface endmodule endprogram endselect \
            endsubmodule endsubroutine endtype endwhere endwhile entry enum enumerator equivalence exit extends \
            external final flush forall format function generic goto if implicit import in include inout inquire \
            intent interface intrinsic is lock module namelist non_overridable none nopass nullify only open \
            operator optional out parameter pass pause pointer print private procedure program protected public \
            pure read recursive result return rewind save select selectcase sequence stop submodule subroutine \
            target then type unlock use value volatile wait where while write
            """)
        let types = set("character complex doubleprecision integer logical real")
        let intrinsics = set("""
            abs achar acos acosh adjustl adjustr aimag aint all allocated anint any asin asinh associated atan atan2 \
            atanh atomic_define atomic_ref bessel_j0 bessel_j1 bessel_jn bessel_y0 bessel_y1 bessel_yn bge bgt \
            bit_size ble blt btest c_associated c_f_pointer c_f_procpointer c_funloc c_loc c_sizeof ceiling char \
            cmplx command_argument_count compiler_options compiler_version conjg cos cosh count cpu_time cshift \
            date_and_time dble digits dim dot_product dprod dshiftl dshiftr eoshift epsilon erf erfc_scaled erfc \
            execute_command_line exp exponent extends_type_of findloc floor fraction gamma get_command_argument \
            get_command get_environment_variable huge hypot iachar iall iand iany ibclr ibits ibset ichar \
            ieee_class ieee_copy_sign ieee_get_flag ieee_get_halting_mode ieee_get_rounding_mode ieee_get_status \
            ieee_get_underflow_mode ieee_is_finite ieee_is_nan ieee_is_normal ieee_logb ieee_next_after ieee_rem \
            ieee_rint ieee_scalb ieee_selected_real_kind ieee_set_flag ieee_set_halting_mode \
            ieee_set_rounding_mode ieee_set_status ieee_set_underflow_mode ieee_support_datatype \
            ieee_support_denormal ieee_support_divide ieee_support_flag ieee_support_halting ieee_support_inf \
            ieee_support_io ieee_support_nan ieee_support_rounding ieee_support_sqrt ieee_support_standard \
            ieee_support_underflow_control ieee_unordered ieee_value ieor image_index index int ior iparity \
            is_contiguous is_iostat_end is_iostat_eor ishft ishftc kind lbound lcobound leadz len_trim len lge lgt \
            lle llt log_gamma log log10 logical maskl maskr matmul max maxexponent maxloc maxval merge_bits merge \
            min minexponent minloc minval mod modulo move_alloc mvbits nearest new_line nint norm2 not null \
            num_images pack parity popcnt poppar present product radix random_number random_seed range real repeat \
            reshape rrspacing same_type_as scale scan selected_char_kind selected_int_kind selected_real_kind \
            set_exponent shape shifta shiftl shiftr sign sin sinh size spacing spread sqrt storage_size sum \
            system_clock tan tanh this_image tiny trailz transfer transpose trim ubound ucobound unpack verify
            """)
        let name = "(?i:[A-Z][_A-Z0-9]*)"
        let kind = #"(\d+|"# + name + ")"
        let exponent = "(?i:[ED][+-]?\\d+)"
        return LexerDefinition(states: [
            ("root", [
                r(#"[\s]+"#, .w),
                r("!.*$", .c1),
                r("^#.*$", .cp),
                r(#"::|[()\/;,:&\[\]]"#, .p),
                g(#"^(\s*)([0-9]+)\b"#, [.w, .nl]),
                g(#"(?i)\b(FORMAT)(\s*)(\()"#, [.k, .w, .p], push("format_spec")),
                r("(?i)[+-]?((\\d+[.]\\d*|[.]\\d+)(" + exponent + ")?|\\d+" + exponent + ")(_" + kind + ")?", .mf),
                r("(?i)[+-]?\\d+(_" + kind + ")?", .mi),
                r(#"(?i)B'[01]+'|B"[01]+""#, .mb),
                r(#"(?i)O'[0-7]+'|O"[0-7]+""#, .mo),
                r(#"(?i)Z'[0-9A-F]+'|Z"[0-9A-F]+""#, .mh),
                r("(" + kind + "_)?'", .s1, push("string_single")),
                r("(" + kind + "_)?\"", .s2, push("string_double")),
                r("(?i)[.](TRUE|FALSE)[.](_" + kind + ")?", .kc),
                r(#"\*\*|//|==|/=|<=|>=|=>|[-+*/<>=%]"#, .o),
                r(#"(?i)\.(?:EQ|NE|LT|LE|GT|GE|NOT|AND|OR|EQV|NEQV|[A-Z]+)\."#, .ow),
                r(#"(?i)double\s+precision\b"#, .kt),
                r(#"(?i)go\s+to\b"#, .k),
                r(#"(?i)sync\s+(all|images|memory)\b"#, .k),
                r(#"(?i)error\s+stop\b"#, .k),
                classify(name) { word in
                    let lower = word.lowercased()
                    if keywords.contains(lower) { return (.k, .stay) }
                    if types.contains(lower) { return (.kt, .stay) }
                    if intrinsics.contains(lower) { return (.nb, .stay) }
                    return (.n, .stay)
                },
            ]),
            ("string_single", [r("[^']+", .s1), r("''", .se), r("'", .s1, pop)]),
            ("string_double", [r(#"[^"]+"#, .s2), r(#""""#, .se), r("\"", .s2, pop)]),
            ("format_spec", [
                r("'", .s1, push("string_single")),
                r("\"", .s2, push("string_double")),
                r(#"\("#, .p, push("format_spec")),
                r(#"\)"#, .p, pop),
                r(",", .p),
                r(#"[\s]+"#, .w),
                r(#"[^\s'"(),]+"#, .l),
            ]),
        ])
    }()

    static let pascalDefinition: LexerDefinition = {
        let keywords = """
            absolute abstract all and and_then array as asm assembler attribute begin bindable case class const \
            constructor delay destructor div do downto else end except exit export exports external far file \
            finalization finally for forward function goto if implementation import in inc index inherited \
            initialization inline interface interrupt is label library message mod module near nil not object of \
            on only operator or or_else otherwise out overload override packed pascal pow private procedure program \
            property protected public published qualified raise read record register repeat resident \
            resourcestring restricted safecall segment set shl shr stdcall stored string then threadvar to try type \
            unit until uses value var view virtual while with write writeln xor
            """
        let types = """
            ansichar ansistring bool boolean byte bytebool cardinal char comp currency double dword extended int64 \
            integer iunknown longbool longint longword pansichar pansistring pbool pboolean pbyte pbytearray \
            pcardinal pchar pcomp pcurrency pdate pdatetime pdouble pdword pextended phandle pint64 pinteger \
            plongint plongword pointer ppointer pshortint pshortstring psingle psmallint pstring pvariant pwidechar \
            pwidestring pword pwordarray pwordbool real real48 shortint shortstring single smallint string tclass \
            tdate tdatetime textfile thandle tobject ttime variant widechar widestring word wordbool
            """
        func alt(_ list: String) -> String { list.split(separator: " ").joined(separator: "|") }
        return LexerDefinition(states: [
            ("whitespace", [
                r(#"\s+"#, .text),
                r("(//).*$\\n?", .c1),
                r("(--).*$\\n?", .c1),
                r(#"(?s)\(\*.*?\*\)"#, .cm),
                r(#"(?s)\{.*?\}"#, .cm),
            ]),
            ("root", [
                inc("whitespace"),
                r(#"((0(x|X)[0-9a-fA-F]*)|(([0-9]+\.?[0-9]*)|(\.[0-9]+))((e|E)(\+|-)?[0-9]+)?)(L|l|UL|ul|u|U|F|f|ll|LL|ull|ULL)?"#, .m),
                r(#"\$[0-9A-Fa-f]+"#, .mh),
                r(#"[~!@#\$%\^&\*\(\)\+`\-={}\[\]:;<>\?,\.\/\|\\]"#, .p),
                r("'([^']|'')*'", .s),
                r(#"(?i)(true|false|nil)\b"#, .nb),
                r(#"(?i)\b("# + alt(keywords) + #")\b"#, .k),
                r(#"(?i)\b("# + alt(types) + #")\b"#, .kt),
                r(#"(?i)@?[_a-z]\w*"#, .n),
            ]),
        ])
    }()
}
