/// Small lexers of a state or two each: Io, Pony.
extension Languages {
    static let ioDefinition: LexerDefinition = {
        let names = table([(.kc, "nil false true"), (.nb, "args call clone do doFile doString else elseif for if list method return super then")])
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r("//.*", .c1),
                r("#.*", .c1),
                r(#"(?s)/(\\\n)?[*].*?[*](\\\n)?/"#, .cm),
                r("/[+]", .cm, push("nested_comment")),
                r(#""(\\\\|\\"|[^"])*""#, .s),
                r(":?:=", .k),
                r("[()]", .p),
                r(#"[-=;,*+><!/|^.%&\[\]{}]"#, .o),
                r(#"[A-Z]\w*"#, .nc),
                lk(#"[a-z_]\w*"#, names, .n),
                r(#"(?i)(\d+[.]?\d*|\d*[.]\d+)(e[+-]?[0-9]+)?"#, .mf),
                r(#"\d+"#, .mi),
                r("@@?", .k),
            ]),
            ("nested_comment", [r("[^/+]+", .cm), r("/[+]", .cm, push("nested_comment")), r("[+]/", .cm, pop)]),
        ])
    }()

    static let ponyDefinition: LexerDefinition = {
        let names = table([
            (.kd, "box iso ref tag trn val"),
            (.kr, """
                actor addressof and as be break class compiler_intrinsic consume continue do else elseif embed end \
                error for fun if ifdef in interface is isnt lambda let match new not object primitive recover repeat \
                return struct then this trait try type until use var where while with
                """),
            (.kt, "Number Signed Unsigned Float I8 I16 I32 I64 I128 U8 U32 U64 U128 F32 F64 EventID Align IntFormat NumberPrefix FloatFormat Type"),
        ])
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r("\"\"\"", .sd, push("docstring")),
                r("//.*", .c1),
                r(#"/(\\\n)?[*](?s:.)*?[*](\\\n)?/"#, .cm),
                r(#"""#, .s, push("string")),
                r(#"[~!%^&*+=\|?:<>/-]"#, .o),
                r(#"(true|false|NULL)\b"#, .no),
                r("(?:[A-Z_][a-zA-Z0-9_]*)", .nc),
                r(#"[()\[\],.';]"#, .p),
                r(#"0[xX]([0-9a-fA-F_]*\.[0-9a-fA-F_]+|[0-9a-fA-F_]+)[pP][+\-]?[0-9_]+[fFL]?[i]?"#, .mf),
                r(#"[0-9_]+(\.[0-9_]+[eE][+\-]?[0-9_]+|\.[0-9_]*|[eE][+\-]?[0-9_]+)[fFL]?[i]?"#, .mf),
                r(#"\.(0|[1-9][0-9_]*)([eE][+\-]?[0-9_]+)?[fFL]?[i]?"#, .mf),
                r("0[xX][0-9a-fA-F_]+", .mh),
                r("(0|[1-9][0-9_]*)([LUu]|Lu|LU|uL|UL)?", .mi),
                lk("(?i)[a-z_][a-z0-9_]*", names, .n),
            ]),
            ("string", [
                r(#"""#, .s, pop),
                r(#"\\([\\abfnrtv"']|x[a-fA-F0-9]{2,4}|[0-7]{1,3})"#, .se),
                r(#"[^\\"\n]+"#, .s),
                r(#"\\\n"#, .s),
                r(#"\\"#, .s),
            ]),
            ("docstring", [r("\"\"\"", .sd, pop), r(#"\n"#, .sd), r(".", .sd)]),
        ])
    }()

    static let ceylonDefinition: LexerDefinition = {
        // (sic: Rouge's patterns span lines, so "late", "annotation", "if" and "nonempty" match only
        // after a line break and ten spaces)
        let indent = #"\n          "#
        let whitespace: [Rule] = [r(#"[^\S\n]+"#, .text), r(#"//.*?\n"#, .c1), r(#"/\*"#, .cm)]
        let string = #""(\\\\|\\"|[^"])*""#
        return LexerDefinition(states: [
            ("root", whitespace + [
                r("(shared|abstract|formal|default|actual|variable|deprecated|small|" + indent + "late|literal|doc|by|see|throws|optional|license|tagged|final|native|" + indent + #"annotation|sealed)\b"#, .nd),
                r("(break|case|catch|continue|else|finally|for|in|" + indent + "if|return|switch|this|throw|try|while|is|exists|dynamic|" + indent + #"nonempty|then|outer|assert|let)\b"#, .k),
                r(#"(abstracts|extends|satisfies|super|given|of|out|assign)\b"#, .kd),
                r(#"(function|value|void|new)\b"#, .kt),
                g(#"(assembly|module|package)(\s+)"#, [.kn, .text], push("import")),
                r(#"(true|false|null)\b"#, .kc),
                g(#"(class|interface|object|alias)(\s+)"#, [.kd, .text], push("class")),
                g(#"(import)(\s+)"#, [.kn, .text], push("import")),
                r(string, .s),
                r(#"'\\.'|'[^\\]'|'\\\{#[0-9a-fA-F]{4}\}'"#, .sc),
                r(#""[^`]*``[^`]*``[^`]*""#, .si),
                g(#"(\.)([a-z_]\w*)"#, [.o, .na]),
                r(#"[a-zA-Z_]\w*:"#, .nl),
                r(#"(\\I[a-z]|[A-Z])\w*"#, .nd),
                r(#"[a-zA-Z_]\w*"#, .n),
                r(#"[~^*!%&\[\](){}<>|+=:;,./?`-]"#, .o),
                r(#"\d{1,3}(_\d{3})+\.\d{1,3}(_\d{3})+[kMGTPmunpf]?"#, .mf),
                r(#"\d{1,3}(_\d{3})+\.[0-9]+([eE][+-]?[0-9]+)?[kMGTPmunpf]?"#, .mf),
                r(#"[0-9][0-9]*\.\d{1,3}(_\d{3})+[kMGTPmunpf]?"#, .mf),
                r(#"[0-9][0-9]*\.[0-9]+([eE][+-]?[0-9]+)?[kMGTPmunpf]?"#, .mf),
                r("#([0-9a-fA-F]{4})(_[0-9a-fA-F]{4})+", .mh),
                r("#[0-9a-fA-F]+", .mh),
                r(#"\$([01]{4})(_[01]{4})+"#, .mb),
                r(#"\$[01]+"#, .mb),
                r(#"\d{1,3}(_\d{3})+[kMGTP]?"#, .mi),
                r("[0-9]+[kMGTP]?", .mi),
                r(#"\n"#, .text),
            ]),
            ("class", whitespace + [r(#"[A-Za-z_]\w*"#, .nc, pop)]),
            ("import", [r(#"[a-z][\w.]*"#, .nn, pop), r(string, .s, pop)]),
        ])
    }()

    static let smalltalkDefinition: LexerDefinition = {
        let ops = #"[-+*/\\~<>=|&!?,@%]"#
        return LexerDefinition(states: [
            ("root", [
                g("(<)(\\w+:)(.*?)(>)", [.p, .k, .text, .p]),
                inc("whitespaces"),
                inc("method_definition"),
                g(#"([|])([\w\s]*)([|])"#, [.p, .nv, .p]),
                inc("objects"),
                r(#"\^|:=|_"#, .o),
                r(#"[)}\]]"#, .p, push("after_object")),
                r(#"[({\[!]"#, .p),
            ]),
            ("method_definition", [
                g(#"(?i)([a-z]\w*:)(\s*)(\w+)"#, [.nf, .text, .nv]),
                g(#"(?i)^(\s*)(\b[a-z]\w*\b)(\s*)$"#, [.text, .nf, .text]),
                g(#"^(\s*)("# + ops + #"+)(\s*)(\w+)(\s*)$"#, [.text, .nf, .text, .nv, .text]),
            ]),
            ("block_variables", [
                inc("whitespaces"),
                g(#"(:)(\s*)(\w+)"#, [.o, .text, .nv]),
                r("[|]", .p, pop),
                r("", .text, pop),
            ]),
            ("literals", [
                r("(?s)'(''|.)*?'", .s, push("after_object")),
                r("[$].", .sc, push("after_object")),
                r("#[(]", .ss, push("parenth")),
                r(#"(\d+r)?-?\d+(\.\d+)?(e-?\d+)?"#, .m, push("after_object")),
                r(#"#("[^"]*"|"# + ops + #"+|[\w:]+)"#, .ss, push("after_object")),
            ]),
            ("parenth", [r("[)]", .ss, .goto("after_object")), inc("inner_parenth")]),
            ("inner_parenth", [
                r("#[(]", .ss, push("inner_parenth")),
                r("[)]", .ss, pop),
                inc("whitespaces"),
                inc("literals"),
                r("(" + ops + #"|[\w:])+"#, .ss),
            ]),
            ("whitespaces", [r("! !$", .k), r(#"\s+"#, .text), r(#"(?s)".*?""#, .c)]),
            ("objects", [
                r(#"\["#, .p, push("block_variables")),
                r(#"(self|super|true|false|nil|thisContext)\b"#, .bp, push("after_object")),
                r(#"[A-Z]\w*(?!:)\b"#, .nc, push("after_object")),
                r(#"[a-z]\w*(?!:)\b"#, .nv, push("after_object")),
                inc("literals"),
            ]),
            ("after_object", [
                inc("whitespaces"),
                r("(ifTrue|ifFalse|whileTrue|whileFalse|timesRepeat):", .nb, pop),
                r(#"new(?!:)\b"#, .nb),
                r(":=|_", .o, pop),
                r(#"(?i)[a-z]+\w*:"#, .nf, pop),
                r(#"(?i)[a-z]+\w*"#, .nf),
                r(ops + "+", .nf, pop),
                r("[.]", .p, pop),
                r(";", .p),
                r("", .text, pop),
            ]),
        ])
    }()

    static let tulipDefinition: LexerDefinition = {
        let id = #"(?i:[a-z][\w-]*)"#
        let whitespace: [Rule] = [r(#"\s+"#, .text), r("#.*?$", .c)]
        return LexerDefinition(states: [
            ("root", whitespace + [
                r("@" + id, .k),
                g(#"(\\"# + id + ")([{])", [.nf, .s], push("nested_string")),
                g("([+]" + id + ")([{])", [.nd, .s], push("nested_string")),
                r(#"\\"# + id, .nf),
                r("[+]" + id, .nd),
                r(#""[{]"#, .s, push("dqi")),
                r(#"""#, .s, push("dq")),
                r(#"'\{"#, .s, push("nested_string")),
                r("'" + id, .s),
                r("[.]" + id, .nt),
                r("[$]" + id + "?", .nv),
                r("-" + id + ":?", .nl),
                r("%" + id, .nf),
                r("`" + id, .ow),
                r(#"[?~%._>,!\[\]:{}()=;\/-]"#, .p),
                r("[0-9]+([.][0-9]+)?", .m),
                r(id, .n),
                r("<", .cp, push("angle_brackets")),
            ]),
            ("dq", [r(#"[^\\"]+"#, .s), r(#"""#, .s, pop), r(#"\\."#, .se)]),
            ("dqi", [
                r("[$][(]", .si, push("interp_root")),
                r("[{]", .s, push("dqi")),
                r("[}]", .s, pop),
                r("[^{}$]+", .s),
                r(".", .s),
            ]),
            ("interp_root", [r("[)]", .si, pop), inc("interp")]),
            ("interp", [r("[(]", .p, push("interp")), r("[)]", .p, pop), inc("root")]),
            ("nested_string", [r(#"\\."#, .se), r(#"\{"#, .s, .pushSelf), r(#"\}"#, .s, pop), r(#"[^{}\\]+"#, .s)]),
            ("angle_brackets", whitespace + [
                r(">", .cp, pop),
                r("[*:]", .p),
                r(#"[A-Z][\w-]*"#, .kt),
                r(id, .nv),
            ]),
        ])
    }()

    static let magikDefinition: LexerDefinition = {
        let keywords = """
            _package _pragma _block _endblock _handling _default _protect _protection _endprotect _try _with \
            _when _endtry _catch _endcatch _throw _lock _endlock _if _then _elif _else _endif _for _over _while \
            _loop _finally _endloop _loopbody _continue _leave _return _class _local _constant _recursive _global \
            _dynamic _import _private _iter _abstract _method _endmethod _proc _endproc _gather _scatter \
            _allresults _optional _thisthread _self _clone _super _primitive _unset _true _false _maybe _is _isnt \
            _not _and _or _xor _cf _andif _orif _div _mod
            """
        let simple = #"(?i:(?>(?:[a-z0-9_!?]|\\.)+))"#
        let piped = #"(?:\|[^\|\n]*\|)"#
        let identifier = "(?:" + simple + "|" + piped + ")+"
        return LexerDefinition(states: [
            ("root", [
                r("##(.*)?", .cd),
                r("#(.*)?", .c1),
                g(#"(_method)(\s+)"#, [.k, .w], push("method_name")),
                r("(?:" + keywords.split(separator: " ").joined(separator: "|") + #")\b"#, .k),
                r(#""[^"\n]*?""#, .s),
                r(#"'[^'\n]*?'"#, .s),
                r(":" + identifier, .ss),
                r(#"@[\s]*"# + identifier + ":" + identifier, .nl),
                r(#"@[\s]*"# + identifier, .nl),
                r(#"(?i:%u[0-9a-z]{4}|%[^\s]+)"#, .sc),
                r(#"[0-9]+((?i:r[0-9a-z])|(?i:(e|&)[+-]?[0-9]+)|\.[0-9]+)*"#, .m),
                r(identifier + ":" + identifier, .n),
                r(identifier, .n),
                r(#"[\[\]{}()\.,;]"#, .p),
                r(#"\$"#, .p),
                r("(<<|^<<)", .o),
                r("(>>)", .o),
                r("[-~+/*%=&^<>]|!=", .o),
                r(#"[\s]+"#, .w),
            ]),
            ("method_name", [g("(" + identifier + #")(\.)("# + identifier + ")", [.nc, .p, .nf], pop)]),
        ])
    }()

    static let qDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let keywords = set("do if while select update delete exec from by")
        let wordOperators = set("""
            and or except inter like each cross vs sv within where in asof bin binr cor cov cut ej fby div ij \
            insert lj ljf mavg mcount mdev mmax mmin mmu mod msum over prior peach pj scan scov setenv ss sublist \
            uj union upsert wavg wsum xasc xbar xcol xcols xdesc xexp xgroup xkey xlog xprev xrank
            """)
        let builtins = set("""
            first enlist value type get set count string key max min sum prd last flip distinct raze neg desc \
            differ dsave dev eval exit exp fills fkeys floor getenv group gtime hclose hcount hdel hopen hsym iasc \
            idesc inv keys load log lsq ltime ltrim maxs md5 med meta mins next parse plist prds prev rand rank \
            ratios read0 read1 reciprocal reverse rload rotate rsave rtrim save sdev show signum sin sqrt ssr sums \
            svar system tables tan til trim txf ungroup var view views wj wj1 ww
            """)
        return LexerDefinition(states: [
            ("root", [r("#!(.*?)$", .cp, push("top")), r("", .text, push("top"))]),
            ("top", [r(#"^[ \t\r]+.*$"#, .cs), r(#"\n+"#, .text), r("", .text, push("base"))]),
            ("base", [
                r(#"\n+"#, .text),
                r(#"^.\)"#, .kd),
                classify(#"(?i)\.?[a-z][a-z0-9_.]*"#) { word in
                    if keywords.contains(word) { return (.k, .stay) }
                    if wordOperators.contains(word) { return (.ow, .stay) }
                    if builtins.contains(word) { return (.nb, .stay) }
                    let b = Array(word.utf8)
                    if b.count >= 3, b[0] == UInt8(ascii: "."), "zQqho".utf8.contains(b[1]), b[2] == UInt8(ascii: ".") { return (.no, .stay) }
                    return (.n, .stay)
                },
                r(#"\s+/.*"#, .c1),
                r(#"[ \t\r]+"#, .w),
                r(#"(?s)^/$.*?^\\$"#, .cm),
                r(#"^\/[^\n]*$(\n[^\S\n]+.*$)*"#, .cm),
                r(#"^\\$"#, .c, push("bottom")),
                r(#"^\\\\\s+"#, .k, push("bottom")),
                r(#"""#, .s, push("string")),
                r(#"(?:\d+D|\d{4}\.[01]\d\.[0123]\d[DT])(?:[012]\d:[0-5]\d(?::[0-5]\d(?:\.\d+)?)?|([012]\d)?)[zpn]?\b"#, .ld),
                r(#"[012]\d:[0-5]\d(?::[0-5]\d(\.\d+)?)?[uvtpn]?\b"#, .ld),
                r(#"\d{4}\.[01]\d\.[0-3]\d[dpnzm]?\b"#, .ld),
                r("0[nNwW][hijefcpmdznuvt]?", .kc),
                r(#"'|\/:|\\:|':|\\|\/|0:|1:|2:"#, .o),
                r(#"(\d+[.]\d*|[.]\d+)(e[+-]?\d+)?[ef]?"#, .mf),
                r(#"\d+e[+-]?\d+[ef]?"#, .mf),
                r(#"\d+[ef]"#, .mf),
                r("(?i)0x[0-9a-f]+", .mh),
                r("[01]+b", .mb),
                r("[0-9]+[hij]?", .mi),
                r(#"(?i)(`:[:a-z0-9._\/]*|`(?:[a-z0-9.][:a-z0-9._]*)?)"#, .ss),
                r(#"(?:<=|>=|<>|::)|[?:$%&|@._#*^\-+~,!><=]:?"#, .o),
                r(#"[{}\[\]();]"#, .p),
                r(#"\\.*\n"#, .text),
            ]),
            ("string", [
                r(#"\\""#, .s),
                r(#"""#, .s, pop),
                r(#"\\([\\nr]|[01][0-7]{2})"#, .se),
                r(#"[^\\"\n]+"#, .s),
                r(#"\\"#, .s),
            ]),
            ("bottom", [r(#"(?s).+\z"#, .cm)]),
        ])
    }()
}
