/// JavaScript and the lexers Rouge derives from it: TypeScript, JSX, TSX.
enum JavaScriptFamily {
    static let id = #"(?i:[\p{L}\p{Nl}$_][\p{L}\p{M}\p{Nd}\p{Pc}]*)"#
    static let wordEnd = #"(?![\p{L}\p{M}\p{Nd}\p{Pc}])"#

    static let keywords = "as async await break case catch continue debugger default delete do else export finally from for if import in instanceof new of return super switch this throw try typeof void while yield"
    static let declarations = "var let const with function class extends constructor get set static"
    static let reserved = "enum implements interface package private protected public"
    static let constants = "true false null NaN Infinity undefined"
    static let builtins = """
        Array Boolean Date Error Function Math netscape Number Object Packages RegExp String sun decodeURI \
        decodeURIComponent encodeURI encodeURIComponent Error eval isFinite isNaN parseFloat parseInt document \
        window navigator self global Promise Set Map WeakSet WeakMap Symbol Proxy Reflect Int8Array Uint8Array \
        Uint8ClampedArray Int16Array Uint16Array Uint16ClampedArray Int32Array Uint32Array Uint32ClampedArray \
        Float32Array Float64Array DataView ArrayBuffer
        """

    static func definition(name: String, aliases: [String], typescript: Bool, jsx: Bool) -> LexerDefinition {
        let words = table([
            (.k, keywords + (typescript ? " is namespace static private protected public implements readonly" : "")),
            (.kd, declarations + (typescript ? " type abstract" : "")),
            (.kr, reserved + (typescript ? " string any void number namespace module declare default interface keyof" : "")),
            (.kc, constants),
            (.nb, builtins + (typescript ? " Pick Partial Readonly Record" : "")),
        ])
        // Keywords and declarations start an expression (a `/` after them is a regex).
        let starters = words.filter { $0.value == .k || $0.value == .kd }.keys.sorted { $0.count > $1.count }
        let starterPattern = "(?:" + starters.map(escapeRegex).joined(separator: "|") + ")" + wordEnd
        var root: [Rule] = [
            r(#"(?s)\A\s*#!.*?\n"#, .cp, push("statement")),
            r(#"(?<=\n)(?=\s|/|<!--)"#, .text, push("expr_start")),
            inc("comments_and_whitespace"),
            r(#"(?x)\+\+ | -- | ~ | \?\?=? | && | \|\| | \\(?=\n) | << | >>>? | === | !== "#, .o, push("expr_start")),
            r(#"[-<>+*%&|\^/!=]=?"#, .o, push("expr_start")),
            r(#"[(\[,]"#, .p, push("expr_start")),
            r(";", .p, push("statement")),
            r(#"[)\].]"#, .p),
            r("`", .s2, push("template_string")),
            r("[?][.]", .p),
            r("[?]", .p, .push(["ternary", "expr_start"])),
            g(#"(\@)(\w+)?"#, [.p, .nd], push("expr_start")),
            r("[{}]", .p, push("statement")),
            lk(starterPattern, words, .nx, push("expr_start")),
            lk(id, words, .nx),
            r(#"[0-9][0-9]*\.[0-9]+([eE][0-9]+)?[fd]?"#, .mf),
            r(#"(?i)0x[0-9a-fA-F]+"#, .mh),
            r(#"(?i)0o[0-7][0-7_]*"#, .mo),
            r(#"(?i)0b[01][01_]*"#, .mb),
            r("[0-9]+", .mi),
            r(#"""#, .dl, push("dq")),
            r("'", .dl, push("sq")),
            r(":", .p),
        ]
        var statement: [Rule] = [
            r(#"case\b"#, .k, .goto("expr_start")),
            g("(" + id + #")(\s*)(:)"#, [.nl, .text, .p]),
            inc("expr_start"),
        ]
        if typescript {
            root = [r("[?][.]", .p), r("[?]{2}", .o)] + root
            statement = [g("(" + id + #")(\??)(\s*)(:)"#, [.nl, .p, .text, .p], push("expr_start"))] + statement
        }
        var expressionStart: [Rule] = [
            inc("comments_and_whitespace"),
            r("/", .sr, .goto("regex")),
            r("[{]", .p, .goto("object")),
            r("", .text, pop),
        ]
        var states: [(String, [Rule])] = [
            ("root", root),
            ("multiline_comment", [r("[*]/", .cm, pop), r("[^*/]+", .cm), r("[*/]", .cm)]),
            ("comments_and_whitespace", [
                r(#"\s+"#, .text), r("<!--", .c), r("//.*?$", .c1), r("/[*]", .cm, push("multiline_comment")),
            ]),
            ("regex", [
                r("/", .sr, .goto("regex_end")),
                r(#"[^/]\n"#, .err, pop),
                r(#"\n"#, .err, pop),
                r(#"\[\^"#, .se, push("regex_group")),
                r(#"\["#, .se, push("regex_group")),
                r(#"\\."#, .se),
                r(#"[(][?][:=<!]"#, .se),
                r(#"[{][\d,]+[}]"#, .se),
                r("[()?]", .se),
                r(".", .sr),
            ]),
            ("regex_end", [r("[gimuy]+", .sr, pop), r("", .text, pop)]),
            ("regex_group", [
                r("/", .se), r(#"[^/]\n"#, .err, .pop(2)), r(#"\]"#, .se, pop), r(#"\\."#, .se), r(".", .sr),
            ]),
            ("dq", [r(#"\\[\\nrt"]?"#, .se), r(#"[^\\"]+"#, .s2), r(#"""#, .dl, pop)]),
            ("sq", [r(#"\\[\\nrt']?"#, .se), r(#"[^\\']+"#, .s1), r("'", .dl, pop)]),
            ("statement", statement),
            ("object", [
                inc("comments_and_whitespace"),
                r("[{]", .p, .pushSelf),
                r("[}]", .p, .goto("statement")),
                g("(" + id + #")(\s*)(:)"#, [.na, .text, .p], push("expr_start")),
                r(":", .p),
                inc("root"),
            ]),
            ("ternary", [r(":", .p, .goto("expr_start")), inc("root")]),
            ("template_string", [
                r("[$][{]", .p, push("template_string_expr")),
                r("`", .s2, pop),
                r(#"\\[$`]"#, .se),
                r(#"[^$`\\]+"#, .s2),
                r(#"[\\$]"#, .s2),
            ]),
            ("template_string_expr", [r("}", .p, pop), inc("root")]),
        ]
        var start: [String] = []
        if jsx {
            start = ["expr_start"]
            expressionStart = [inc("tag")] + expressionStart
            var elementName: [Rule] = [r(#"[A-Z]\w*"#, .nc), r(#"\w+"#, .nt), r(#"\."#, .p), r("", .text, pop)]
            if typescript { elementName = [g(#"(\w+)(,)"#, [.nx, .p], .pop(3))] + elementName }
            states += [
                ("tag", [r("<", .p, .push(["tag_opening", "element", "element_name"]))]),
                ("tag_opening", [
                    r("</", .p, .popPush(1, ["element", "element_name"])),
                    inc("tag"),
                    r("[{]", .si, .push(["interpol", "expr_start"])),
                    d("[^<{]+", "html", keep: true),
                ]),
                ("element", [
                    inc("comments_and_whitespace"),
                    r("/>", .p, .pop(2)),
                    r(">", .p, pop),
                    r("[{]", .si, .push(["interpol", "expr_start"])),
                    r(#"\w[\w-]*"#, .na),
                    r("=", .p),
                    r(#"(["']).*?(\1)"#, .s),
                ]),
                ("element_name", elementName),
                ("interpol", [r("}", .si, pop), r("[{]", .p, .push(["interpol_inner", "statement"])), inc("root")]),
                ("interpol_inner", [r("}", .p, .goto("statement")), inc("root")]),
            ]
        }
        states.append(("expr_start", expressionStart))
        return LexerDefinition(states: states, start: start)
    }

    static let javascript = definition(name: "javascript", aliases: ["js"], typescript: false, jsx: false)
    static let typescript = definition(name: "typescript", aliases: ["ts"], typescript: true, jsx: false)
    static let jsx = definition(name: "jsx", aliases: ["react"], typescript: false, jsx: true)
    static let tsx = definition(name: "tsx", aliases: [], typescript: true, jsx: true)
}
