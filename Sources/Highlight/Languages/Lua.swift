extension Languages {
    /// The Lua 5.x standard library's names (Rouge colours them `nb`; MoonScript too).
    static let luaBuiltins = """
        _g _version assert collectgarbage coroutine.create coroutine.isyieldable coroutine.resume \
        coroutine.running coroutine.status coroutine.wrap coroutine.yield debug.debug debug.gethook \
        debug.getinfo debug.getlocal debug.getmetatable debug.getregistry debug.getupvalue \
        debug.getuservalue debug.sethook debug.setlocal debug.setmetatable debug.setupvalue \
        debug.setuservalue debug.traceback debug.upvalueid debug.upvaluejoin dofile error file:close \
        file:flush file:lines file:read file:seek file:setvbuf file:write getmetatable io.close io.flush \
        io.input io.lines io.open io.output io.popen io.read io.stderr io.stdin io.stdout io.tmpfile io.type \
        io.write ipairs load loadfile lua_cpath lua_cpath_5_3 lua_errerr lua_errfile lua_errgcmm lua_errmem \
        lua_errrun lua_errsyntax lua_hookcall lua_hookcount lua_hookline lua_hookret lua_hooktailcall \
        lua_init lua_init_5_3 lua_maskcall lua_maskcount lua_maskline lua_maskret lua_maxinteger \
        lua_mininteger lua_minstack lua_multret lua_noref lua_ok lua_opadd lua_opband lua_opbnot lua_opbor \
        lua_opbxor lua_opdiv lua_opeq lua_opidiv lua_ople lua_oplt lua_opmod lua_opmul lua_oppow lua_opshl \
        lua_opshr lua_opsub lua_opunm lua_path lua_path_5_3 lua_refnil lua_registryindex lua_ridx_globals \
        lua_ridx_mainthread lua_tboolean lua_tfunction lua_tlightuserdata lua_tnil lua_tnone lua_tnumber \
        lua_tstring lua_ttable lua_tthread lua_tuserdata lua_use_apicheck lua_yield lual_buffersize \
        luaopen_base luaopen_coroutine luaopen_debug luaopen_io luaopen_math luaopen_os luaopen_package \
        luaopen_string luaopen_table luaopen_utf8 math.abs math.acos math.asin math.atan math.ceil math.cos \
        math.deg math.exp math.floor math.fmod math.huge math.log math.max math.maxinteger math.min \
        math.mininteger math.modf math.pi math.rad math.random math.randomseed math.sin math.sqrt math.tan \
        math.tointeger math.type math.ult next os.clock os.date os.difftime os.execute os.exit os.getenv \
        os.remove os.rename os.setlocale os.time os.tmpname package.config package.cpath package.loaded \
        package.loadlib package.path package.preload package.searchers package.searchpath pairs pcall print \
        rawequal rawget rawlen rawset require select setmetatable string.byte string.char string.dump \
        string.find string.format string.gmatch string.gsub string.len string.lower string.match string.pack \
        string.packsize string.rep string.reverse string.sub string.unpack string.upper table.concat \
        table.insert table.move table.pack table.remove table.sort table.unpack tonumber tostring type \
        utf8.char utf8.charpattern utf8.codepoint utf8.codes utf8.len utf8.offset xpcall
        """

    static let luaDefinition: LexerDefinition = {
        let builtins = luaBuiltins
        let builtinPattern = "(?:" + builtins.split(separator: " ").map { escapeRegex(String($0)) }.sorted { $0.count > $1.count }.joined(separator: "|") + ")"
        let name = "[A-Za-z_][A-Za-z0-9_]*"
        return LexerDefinition(states: [
            ("root", [r("#!(.*?)$", .cp), r("", .text, push("base"))]),
            ("base", [
                r(#"(?s)--\[(=*)\[.*?\]\1\]"#, .cm),
                r("--.*$", .c1),
                r(#"(?i)(\d*\.\d+|\d+\.\d*)(e[+-]?\d+)?'"#, .mf),  // (sic: Rouge wants a quote after)
                r(#"(?i)\d+e[+-]?\d+"#, .mf),
                r("(?i)0x[0-9a-f]*", .mh),
                r(#"\d+"#, .mi),
                r(#"\n"#, .text),
                r(#"[^\S\n]"#, .text),
                r(#"(?s)\[(=*)\[.*?\]\1\]"#, .s),
                r(#"(==|~=|<=|>=|\.\.\.|\.\.|[=+\-*/%^<>#])"#, .o),
                r(#"[\[\]\{\}\(\)\.,:;]"#, .p),
                r(#"(and|or|not)\b"#, .ow),
                r(#"(break|do|else|elseif|end|for|if|in|repeat|return|then|until|while)\b"#, .k),
                r(#"(local)\b"#, .kd),
                r(#"(true|false|nil)\b"#, .kc),
                r(#"(function)\b"#, .k, push("function_name")),
                // Rouge takes a name with at most one dot, then decides on the whole.
                r("gsub(?![A-Za-z0-9_])(?!\\.[A-Za-z_])", .nb, push("gsub")),
                r(builtinPattern + "(?![A-Za-z0-9_])(?!\\.[A-Za-z_])", .nb),
                g("(" + name + ")(\\.)(" + name + ")", [.n, .p, .n]),
                r(name, .n),
                r("'", .s1, push("escape_sqs")),
                r(#"""#, .s2, push("escape_dqs")),
            ]),
            ("function_name", [
                r(#"\s+"#, .text),
                g("(?:(" + name + ")(\\.))?(" + name + ")", [.nc, .p, .nf], pop),
                r(#"\("#, .p, pop),
            ]),
            ("gsub", [r(#"\)"#, .p, pop), r("[(,]", .p), r(#"\s+"#, .text), r(#"""#, .sr, push("regex"))]),
            ("regex", [
                r(#"""#, .sr, .goto("regex_end")),
                r(#"\[\^?"#, .se, push("regex_group")),
                r(#"\\."#, .se),
                r("[(][?][:=<!]", .se),
                r(#"[{][\d,]+[}]"#, .se),
                r("[()?]", .se),
                r(".", .sr),
            ]),
            ("regex_end", [r("[$]+", .sr, pop), r("", .text, pop)]),
            ("regex_group", [r("/", .se), r(#"\]"#, .se, pop), g(#"(\\)(.)"#, [.se, .sr]), r(".", .sr)]),
            ("escape_sqs", [inc("string_escape"), inc("sqs")]),
            ("escape_dqs", [inc("string_escape"), inc("dqs")]),
            ("string_escape", [r(#"\\([abfnrtv\\"']|\d{1,3})"#, .se)]),
            ("sqs", [r("'", .s1, pop), r("[^']+", .s1)]),
            ("dqs", [r(#"""#, .s2, pop), r(#"[^"]+"#, .s2)]),
        ])
    }()
}
