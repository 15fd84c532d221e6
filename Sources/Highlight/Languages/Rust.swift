extension Languages {
    static let rustDefinition: LexerDefinition = {
        let id = #"[\p{XID_Start}_]\p{XID_Continue}*"#
        let hex = "[0-9a-fA-F]"
        let escapes = #"\\(?:[nrt'"\\0]|x"# + hex + "{2}|u\\{(?:" + hex + "_*){1,6}\\})"
        let size = "(?:8|16|32|64|128|size)"
        let keywords = """
            as async await break const continue crate dyn else enum extern false fn for if impl in let log loop \
            match mod move mut pub ref return self Self static struct super trait true type unsafe use where while \
            abstract become box do final macro override priv typeof unsized virtual yield try union
            """
        let builtins = table([(.nb, """
            Add BitAnd BitOr BitXor bool c_char c_double c_float char c_int clock_t c_long c_longlong Cons Const \
            Copy c_schar c_short c_uchar c_uint c_ulong c_ulonglong c_ushort c_void dev_t DIR dirent Div Either Eq \
            Err f32 f64 Failure FILE float fpos_t i16 i32 i64 i8 isize Index ino_t int intptr_t Left mode_t Modulo \
            Mul Neg Nil None Num off_t Ok Option Ord Owned pid_t Ptr ptrdiff_t Right Send Shl Shr size_t Some \
            ssize_t str Sub Success time_t u16 u32 u64 u8 usize uint uintptr_t Box Vec String Gc Rc Arc u128 i128 \
            Result Sync Pin Unpin Sized Drop drop Fn FnMut FnOnce Clone PartialEq PartialOrd AsMut AsRef From Into \
            Default DoubleEndedIterator ExactSizeIterator Extend IntoIterator Iterator
            """)])
        let dot = "[.][0-9][0-9_]*", exp = "[eE][-+]?[0-9_]+", flt = "(?:f32|f64)"
        // Rouge counts a macro's brackets; a stack of `macro_body` states does the same: the
        // first bracket after `name!` opens the body, its match closes the macro.
        func macroBody(_ extra: [Rule]) -> [Rule] {
            extra + [
                inc("has_literals"),
                r(#"[\[{(]"#, .p, .pushSelf),
                r(#"[\]})]"#, .p, pop),
                r(id + "!", .nd),
                inc("root"),
                r(".", .text),
            ]
        }
        let macroVariables: [Rule] = [r("[$]" + id + "(:" + id + ")?", .nv), r("[$]", .nv)]
        return LexerDefinition(states: [
            ("root", [
                r(#"\n"#, .text, push("bol")),
                inc("whitespace"),
                r(#"#!?\["#, .nd, push("attribute")),
                r(words(keywords), .k),
                inc("has_literals"),
                r("[=-]>", .k),
                r("<->", .k),
                r(#"[()\[\]{}|,:;]"#, .p),
                r(#"[*\/!@~&+%^<>=\?-]|\.{2,3}"#, .o),
                r(#"(?s)([.]\s*)?"# + id + #"(?=\s*[(])"#, .nf),
                r(#"[.]\s*await\b"#, .k),
                r(#"[.]\s*"# + id, .py),
                r(#"[.]\s*\d+"#, .na),
                g("(?s)(" + id + ")(::)", [.nn, .p]),
                r(#"\bmacro_rules!"#, .nd, push("macro_rules")),
                r(id + "!", .nd, push("macro")),
                r(#"'static\b"#, .k),
                r("'" + id, .nv),
                lk(id, builtins, .n),
            ]),
            ("bol", [inc("whitespace"), r(#"#\s[^\n]*"#, .cs), r("", .text, pop)]),
            ("attribute", [
                inc("whitespace"), inc("has_literals"), r("[(,)=:]", .nd), r(#"\]"#, .nd, pop), r(id, .nd),
            ]),
            ("whitespace", [r(#"\s+"#, .text), inc("comments")]),
            ("comments", [
                r("////+[^\\n]*", .c1),
                r("//[/!][^\\n]*", .cd),
                r("//[^\\n]*", .c1),
                r(#"/\*\*\*?/"#, .cm),
                r(#"/\*\*\*+"#, .cm, push("nested_plain_block")),
                r("/[*][*!]", .cd, push("nested_doc_block")),
                r("/[*]", .cm, push("nested_plain_block")),
            ]),
            ("nested_plain_block", [r(#"\*/"#, .cm, pop), r(#"/\*"#, .cm, .pushSelf), r("[^*/]+|[*/]", .cm)]),
            ("nested_doc_block", [r(#"\*/"#, .cd, pop), r(#"/\*"#, .cd, .pushSelf), r("[^*/]+|[*/]", .cd)]),
            ("macro", [
                inc("has_literals"),
                r(#"[\[{(]"#, .p, .goto("macro_body")),
                r(#"[\]})]"#, .p),
                r(id + "!", .nd),
                inc("root"),
                r(".", .text),
            ]),
            ("macro_body", macroBody([])),
            ("macro_rules", macroVariables + [
                inc("has_literals"),
                r(#"[\[{(]"#, .p, .goto("macro_rules_body")),
                r(#"[\]})]"#, .p),
                r(id + "!", .nd),
                inc("root"),
                r(".", .text),
            ]),
            ("macro_rules_body", macroBody(macroVariables)),
            ("has_literals", [
                r(#"\b(?:true|false)\b"#, .kc),
                r("b?'(?:" + escapes + #"|[^\\])'"#, .sc),
                r(#"b?""#, .s, push("string")),
                r(#"(?s)b?r(#*)".*?"\1"#, .s),
                r("[0-9][0-9_]*(?:" + dot + "(?:" + exp + ")?" + flt + "?|(?:" + dot + ")?" + exp + flt + "?|(?:" + dot + ")?(?:" + exp + ")?" + flt + #"|[.](?![._\p{XID_Start}]))"#, .mf),
                r("(?:0b[10_]+|0x[0-9a-fA-F_]+|0o[0-7_]+|[0-9][0-9_]*)(?:u" + size + "?|i" + size + ")?", .mi),
            ]),
            ("string", [r(#"""#, .s, pop), r(escapes, .se), r(#"[^"\\]+"#, .s)]),
        ], start: ["bol"])
    }()
}
