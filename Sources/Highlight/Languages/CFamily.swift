/// C and the languages Rouge builds on its C lexer (C++, Objective-C): one state machine,
/// parameterised by word lists and by rules put in front of its states.
enum CFamily {
    static let cKeywords = """
        auto break case const continue default do else enum extern for goto if register restricted return \
        sizeof static struct switch typedef union volatile virtual while _Alignas _Alignof _Atomic _Generic \
        _Imaginary _Noreturn _Static_assert _Thread_local
        """
    static let cTypes = """
        int long float short double char unsigned signed void jmp_buf FILE DIR div_t ldiv_t mbstate_t \
        sig_atomic_t fpos_t clock_t time_t va_list size_t ssize_t off_t wchar_t ptrdiff_t wctrans_t wint_t \
        wctype_t _Bool _Complex int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t \
        int_least8_t int_least16_t int_least32_t int_least64_t uint_least8_t uint_least16_t uint_least32_t \
        uint_least64_t int_fast8_t int_fast16_t int_fast32_t int_fast64_t uint_fast8_t uint_fast16_t \
        uint_fast32_t uint_fast64_t intptr_t uintptr_t intmax_t uintmax_t char16_t char32_t
        """
    static let cReserved = """
        __asm __int8 __based __except __int16 __stdcall __cdecl __fastcall __int32 __declspec __finally \
        __int61 __try __leave inline _inline __inline naked _naked __naked restrict _restrict __restrict \
        thread _thread __thread typename _typename __typename
        """

    static let id = "[a-zA-Z_][a-zA-Z0-9_]*"

    /// The C state machine. `prepend` puts rules in front of a state's own; `extra` adds or
    /// replaces states.
    static func definition(
        name: String, aliases: [String], keywords: String, types: String, reserved: String, builtins: String,
        prepend: [String: [Rule]] = [:], extra: [(String, [Rule])] = []
    ) -> LexerDefinition {
        let words = table([(.k, keywords), (.kt, types), (.kr, reserved), (.nb, builtins)])
        let ws = #"(?-s:(?:\s|//.*?\n|/[*].*?[*]/)+)"#
        var states: [(String, [Rule])] = [
            ("root", [
                inc("expr_whitespace"),
                // A signature followed by `{` opens a function body; by `;`, a declaration.
                // Everything before the signature's `(` is in `[\w*\s]`.
                ga(#"(?sx)([\w*\s]+?[\s*])("# + id + #")(\s*\([^;]*?\))("# + ws + #"?)(\{|;)"#,
                   [sub(name), .token(.nf), sub(name), sub(name), .token(.p)], .pushIfLast("{", "function"))
                    .requiring(firstByteOutside: #"[\w*\s]"#, is: "("),
                r(#"\{"#, .p, push("function")),
                inc("statements"),
            ]),
            ("expr_bol", [
                inc("inline_whitespace"),
                r(#"#if\s0"#, .c, push("if_0")),
                r("#", .cp, push("macro")),
                r("", .text, pop),
            ]),
            ("bol", [r(id + ":(?!:)", .nl), inc("expr_bol")]),
            ("inline_whitespace", [
                r(#"[ \t\r]+"#, .text),
                r(#"\\\n"#, .text),
                r(#"(?s)/(\\\n)?[*].*?[*](\\\n)?/"#, .cm),
            ]),
            ("whitespace", [
                r(#"\n+"#, .text, push("bol")),
                r(#"//(\\.|.)*?$"#, .c1, push("bol")),
                inc("inline_whitespace"),
            ]),
            ("expr_whitespace", [r(#"\n+"#, .text, push("expr_bol")), inc("whitespace")]),
            ("statements", [
                inc("whitespace"),
                r(#"(u8|u|U|L)?""#, .s, push("string")),
                r(#"(?i)(u8|u|U|L)?'(\\.|\\[0-7]{1,3}|\\x[a-f0-9]{1,2}|[^\\'\n])'"#, .sc),
                r(#"(?i)(\d+[.]\d*|[.]?\d+)e[+-]?\d+[lu]*"#, .mf),
                r(#"(?i)\d+e[+-]?\d+[lu]*"#, .mf),
                r(#"(?i)0x[0-9a-f]+[lu]*"#, .mh),
                r(#"(?i)0[0-7]+[lu]*"#, .mo),
                r(#"(?i)\d+[lu]*"#, .mi),
                r(#"\*/"#, .err),
                r(#"[~!%^&*+=\|?:<>/-]"#, .o),
                r(#"[()\[\],.;]"#, .p),
                r(#"\bcase\b"#, .k, push("case")),
                r(#"(?:true|false|NULL)\b"#, .nb),
                lk(id, words, .n),
            ]),
            ("case", [r(":", .p, pop), inc("statements")]),
            ("function", [
                inc("whitespace"), inc("statements"),
                r(";", .p), r(#"\{"#, .p, push("function")), r(#"\}"#, .p, pop),
            ]),
            ("string", [
                r(#"""#, .s, pop),
                r(#"\\([\\abfnrtv"']|x[a-fA-F0-9]{2,4}|[0-7]{1,3})"#, .se),
                r(#"[^\\"\n]+"#, .s),
                r(#"\\\n"#, .s),
                r(#"\\"#, .s),
            ]),
            ("macro", [
                inc("include"),
                r(#"[^/\n\\]+"#, .cp),
                r(#"(?s)\\."#, .cp),
                inc("inline_whitespace"),
                r("/", .cp),
                r(#"\n"#, .cp, pop),
            ]),
            ("include", [
                g(#"(include)(\s*)(<[^>]+>)([^\n]*)"#, [.cp, .text, .cpf, .c1]),
                g(#"(include)(\s*)("[^"]+")([^\n]*)"#, [.cp, .text, .cpf, .c1]),
            ]),
            ("if_0", [
                r(#"^\s*#if"#, .c, push("if_0")),
                r(#"^\s*#\s*el(?:se|if)"#, .c, pop),
                r(#"(?s)^\s*#\s*endif\b.*?(?<!\\)\n"#, .c, pop),
                r(#".*?\n"#, .c),
            ]),
        ]
        for (state, rules) in extra {
            if let i = states.firstIndex(where: { $0.0 == state }) { states[i].1 = rules } else { states.append((state, rules)) }
        }
        for (state, rules) in prepend {
            if let i = states.firstIndex(where: { $0.0 == state }) { states[i].1 = rules + states[i].1 }
        }
        return LexerDefinition(states: states, start: ["bol"])
    }

    static let c = definition(name: "c", aliases: [], keywords: cKeywords, types: cTypes, reserved: cReserved, builtins: "")

    static let cpp = cppDefinition(name: "cpp")

    /// C++ and the languages Rouge builds on its C++ lexer (CUDA, Objective-C++): more words,
    /// and rules put in front of C++'s own (`prepend`) or states added (`extra`).
    static func cppDefinition(
        name: String, keywords moreKeywords: String = "", types moreTypes: String = "", builtins: String = "",
        prepend: [String: [Rule]] = [:], extra: [(String, [Rule])] = []
    ) -> LexerDefinition {
        let dq = #"\d('?\d)*"#
        let hex = "[0-9a-fA-F]"
        let keywords = cKeywords + """
                 asm auto catch char8_t concept consteval constexpr constinit const_cast co_await co_return \
                co_yield delete dynamic_cast explicit export friend mutable namespace new operator private \
                protected public reinterpret_cast requires restrict size_of static_cast this throw throws \
                typeid typename using virtual final override alignas alignof decltype noexcept static_assert \
                thread_local try
                """
        let cppPrepend: [String: [Rule]] = [
                "root": [r(#"(?:__offload|__blockingoffload|__outer)\b"#, .kp)],
                "statements": [
                    r(#"(class|struct)\b"#, .k, push("classname")),
                    r(#"template\b"#, .k, push("template")),
                    r(dq + "(\\." + dq + ")?(?:y|d|h|(?:min)|s|(?:ms)|(?:us)|(?:ns)|i|(?:if)|(?:il))\\b", .mx),
                    r("(?i)(" + dq + "[.](?:" + dq + ")?|[.]" + dq + ")(e[+-]?" + dq + "[lu]*)?", .mf),
                    r("(?i)" + dq + "e[+-]?" + dq + "[lu]*", .mf),
                    r("(?i)0x" + hex + "('?" + hex + ")*[lu]*", .mh),
                    r("0b[01]+('[01]+)*", .mb),
                    r("(?i)0[0-7]('?[0-7])*[lu]*", .mo),
                    r("(?i)" + dq + "[lu]*", .mi),
                    r(#"\bnullptr\b"#, .nb),
                    r(#"(?s)(?:u8|u|U|L)?R"([a-zA-Z0-9_{}\[\]#<>%:;.?*\+\-\/\^&|~!=,"']{0,16})\(.*?\)\1""#, .s),
                    r("(::|<=>)", .o),
                    r("[{}]", .p),
                ],
            ]
        return definition(
            name: name, aliases: [],
            keywords: keywords + (moreKeywords.isEmpty ? "" : " " + moreKeywords),
            types: cTypes + " bool" + (moreTypes.isEmpty ? "" : " " + moreTypes),
            reserved: cReserved + " __virtual_inheritance __uuidof __super __single_inheritance __multiple_inheritance __interface __event",
            builtins: builtins,
            prepend: prepend.merging(cppPrepend) { mine, cpps in mine + cpps },
            extra: [
                ("classname", [
                    r(id, .nc, pop), inc("whitespace"), r("[.]{3}", .o), r(",", .p, pop), r("", .text, pop),
                ]),
                ("template", [r("[>;]", .p, pop), r(#"typename\b"#, .k, push("classname")), inc("statements")]),
                ("case", [r(":(?!:)", .p, pop), inc("statements")]),
            ] + extra)
    }

    static let objectiveC: LexerDefinition = {
        let parts = objectiveCParts(name: "objective_c")
        return definition(
            name: "objective_c", aliases: ["objc", "obj-c", "obj_c", "objectivec"],
            keywords: cKeywords, types: cTypes, reserved: cReserved, builtins: "YES NO nil",
            prepend: parts.prepend, extra: parts.extra)
    }()

    /// Objective-C++: C++ with Objective-C's rules in front (and `.class` in front of those).
    static let objectiveCpp: LexerDefinition = {
        let parts = objectiveCParts(name: "objective_cpp")
        var prepend = parts.prepend
        prepend["statements"] = [
            g(#"(\.)(class)"#, [.o, .bp]),
            g(#"(@selector)(\()(class)(\))"#, [.k, .p, .bp, .p]),
        ] + (prepend["statements"] ?? [])
        return cppDefinition(name: "objective_cpp", builtins: "YES NO nil", prepend: prepend, extra: parts.extra)
    }()

    /// What Rouge's Objective-C module adds to the C or C++ lexer it extends (`name`, for the
    /// parts lexed again by the same language).
    static func objectiveCParts(name: String) -> (prepend: [String: [Rule]], extra: [(String, [Rule])]) {
        let oid = "(?i:[a-z$_][a-z0-9$_]*)"
        let atWords = table([
            (.k, "selector private protected public encode synchronized try throw catch finally end property synthesize dynamic optional interface implementation import autoreleasepool"),
            (.nb, "true false YES NO"),
        ])
        return (
            prepend: [
                "statements": [
                    r(#"@""#, .s, push("string")),
                    r(#"@'(\\[0-7]{1,3}|\\x[a-fA-F0-9]{1,2}|\\.|[^\\'\n]')"#, .sc),
                    r(#"(?i)@(\d+[.]\d*|[.]\d+|\d+)e[+-]?\d+l?"#, .mf),
                    r(#"(?i)@(\d+[.]\d*|[.]\d+|\d+f)f?"#, .mf),
                    r(#"@0x[0-9a-fA-F]+[lL]?"#, .mh),
                    r(#"(?i)@0[0-7]+l?"#, .mo),
                    r(#"@\d+l?"#, .mi),
                    r(#"\bin\b"#, .k),
                    r(#"@(?:interface|implementation)\b"#, .k, push("objc_classname")),
                    r(#"@(?:class|protocol)\b"#, .k, push("forward_classname")),
                    lk(#"@[\p{L}\p{N}]+"#, Dictionary(uniqueKeysWithValues: atWords.map { ("@" + $0.key, $0.value) }), .err),
                    r("[?]", .p, push("ternary")),
                    r(#"\["#, .p, push("message")),
                    r(#"@\["#, .p, push("array_literal")),
                    r(#"@\{"#, .p, push("dictionary_literal")),
                ],
                "root": [
                    ga(#"(?ix)([-+])(\s*)([(].*?[)])?(\s*)(?="# + oid + #":?)"#,
                       [.token(.k), .token(.text), sub(name), .token(.text)], push("method_definition")),
                ],
            ],
            extra: [
                ("ternary", [r(":", .p, pop), inc("statements")]),
                ("message_shared", [r(#"\]"#, .p, pop), r(#"\{"#, .p, pop), r(";", .err), inc("statements")]),
                ("message", [
                    g("(" + oid + #")(\s*)(:)"#, [.nf, .text, .p], .goto("message_with_args")),
                    g("(" + oid + #")(\s*)(\])"#, [.nf, .text, .p], pop),
                    inc("message_shared"),
                ]),
                ("message_with_args", [
                    r(#"\{"#, .p, push("function")),
                    g("(" + oid + #")(\s*)(:)"#, [.nf, .text, .p], pop),
                    inc("message_shared"),
                ]),
                ("array_literal", [r("]", .p, pop), r(",", .p), inc("statements")]),
                ("dictionary_literal", [r("}", .p, pop), r(",", .p), inc("statements")]),
                ("objc_classname", [
                    inc("whitespace"),
                    g("(" + oid + #")(\s*)(:)(\s*)("# + oid + ")", [.nc, .text, .p, .text, .nc], pop),
                    g("(" + oid + #")(\s*)([(])(\s*)("# + oid + #")(\s*)([)])"#, [.nc, .text, .p, .text, .nl, .text, .p], pop),
                    r(oid, .nc, pop),
                ]),
                ("forward_classname", [
                    inc("whitespace"),
                    g("(" + oid + #")(\s*)(,)(\s*)"#, [.nc, .text, .p, .text], .pushSelf),
                    g("(" + oid + #")(\s*)(;?)"#, [.nc, .text, .p], pop),
                ]),
                ("method_definition", [
                    r(",", .p),
                    r("[.][.][.]", .p),
                    ga("([(].*?[)])(" + oid + ")", [sub(name), .token(.nv)]),
                    g("(?s)(" + oid + #")(\s*)(:)"#, [.nf, .text, .p]),
                    r(";", .p, pop),
                    r(#"\{"#, .p, .goto("function")),
                    inc("inline_whitespace"),
                    r(#"//.*?\n"#, .c1),
                    r(#"\s+"#, .text),
                    r("", .text, pop),
                ]),
            ])
    }
}
