extension Languages {
    static let zigDefinition: LexerDefinition = {
        let keywords = """
            align linksection threadlocal struct enum union error break return anyframe fn c_longlong \
            c_ulonglong c_longdouble c_void comptime_float c_short c_ushort c_int c_uint c_long c_ulong continue \
            asm defer errdefer const var extern packed export pub if else switch and or orelse while for bool \
            unreachable try catch async suspend nosuspend await resume undefined usingnamespace test void \
            noreturn type anyerror usize noalias inline noinline comptime callconv volatile allowzero
            """
        let builtins = """
            @addWithOverflow @as @atomicLoad @atomicStore @bitCast @breakpoint @alignCast @alignOf @cDefine \
            @cImport @cInclude @bitOffsetOf @atomicRmw @bytesToSlice @byteOffsetOf @OpaqueType @panic @ptrCast \
            @bitReverse @Vector @sin @cUndef @canImplicitCast @clz @cmpxchgWeak @cmpxchgStrong @compileError \
            @compileLog @ctz @popCount @divExact @divFloor @cos @divTrunc @embedFile @export @tagName @TagType \
            @errorName @call @errorReturnTrace @fence @fieldParentPtr @field @unionInit @errorToInt @intToEnum \
            @enumToInt @setAlignStack @frame @Frame @exp @exp2 @log @log2 @log10 @fabs @floor @ceil @trunc \
            @round @floatCast @intToFloat @floatToInt @boolToInt @errSetCast @intToError @frameAddress @import \
            @newStackCall @asyncCall @intToPtr @intCast @frameSize @memcpy @memset @mod @mulWithOverflow @splat \
            @ptrToInt @rem @returnAddress @setCold @Type @shuffle @setGlobalLinkage @setGlobalSection @shlExact \
            @This @hasDecl @hasField @setRuntimeSafety @setEvalBranchQuota @setFloatMode @shlWithOverflow \
            @shrExact @sizeOf @bitSizeOf @sqrt @byteSwap @subWithOverflow @sliceToBytes comptime_int @truncate \
            @typeInfo @typeName @TypeOf
            """
        let id = #"(?i:[a-z_]\w*)"#
        let escapes = #"\\([nrt'"\\0]|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8})"#
        let whitespace: [Rule] = [r(#"\s+"#, .text), r(#"//[^\n]*"#, .c)]
        // Rouge decides a name's class from the whole match: keyword, builtin, then by whether a
        // dot comes before it and a parenthesis after.
        func named(_ name: String, _ token: TokenClass) -> Rule {
            g(#"([.]?)(\s*)("# + name + #")(?!\w)(\s*)([(]?)"#, [.p, .text, token, .text, .p])
        }
        let dot = "[.][0-9_]+", exp = "e[-+]?[0-9_]+"
        return LexerDefinition(states: [
            ("root", [r(#"\n"#, .text, push("bol"))] + whitespace + [
                r(#"\b(?:(i|u)[0-9]+)\b"#, .kt),
                r(#"\b(?:f(16|32|64|128))\b"#, .kt),
                r(#"\b(?:(isize|usize))\b"#, .kt),
                inc("literals"),
                r("'" + id, .nv),
                named(words(keywords, prefix: "", suffix: ""), .k),
                named(words(builtins, prefix: "", suffix: ""), .nb),
                g(#"([.])(\s*)(@?"# + id + #")(\s*)([(])"#, [.p, .text, .nf, .text, .p]),
                g(#"([.])(\s*)(@?"# + id + #")(\s*)"#, [.p, .text, .py, .text]),
                g(#"(\s*)(@?"# + id + #")(\s*)([(]?)"#, [.text, .n, .text, .p]),
                r(#"[()\[\]{}|,:;]"#, .p),
                r(#"[*\/!@~&+%^<>=\?-]|\.{1,3}"#, .o),
            ]),
            ("bol", whitespace + [r(#"#\s[^\n]*"#, .cs), r("", .text, pop)]),
            ("literals", [
                r(#"\b(?:true|false|null)\b"#, .kc),
                r("'(?:" + escapes + #"|[^\\])'"#, .sc),
                r(#"""#, .s, push("string")),
                r(#"(?s)r(#*)".*?"\1"#, .s),
                r("[0-9]+(" + dot + "(?:" + exp + ")?|(?:" + dot + ")?" + exp + ")", .mf),
                r("(0b[10_]+|0x[0-9a-fA-F_]+|[0-9_]+)", .mi),
            ]),
            ("string", [r(#"""#, .s, pop), r(escapes, .se), r(#"[^"\\]+"#, .s)]),
        ])
    }()
}
