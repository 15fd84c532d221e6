extension Languages {
    static let swiftDefinition: LexerDefinition = {
        // Rouge's identifier, `(?:_|(?!\p{Mc})[\p{L}\p{Nl}]|[^\x{0}-\x{FFFF}])(?:[\p{L}\p{Nl}\p{Nd}_]|[^\x{0}-\x{FFFF}])*`,
        // as the same sets in single classes (a letter is never Mc, so the lookahead never
        // fails), ASCII written out: PCRE2's JIT checks a listed ASCII character in a bitmap,
        // where a property costs a Unicode table lookup, and a class repeat needs no backtracking
        // frame per character, where an alternation group does. The identifier rules were the
        // Swift lexer's costliest: HighlightBench --markdown on the 1,000-post corpus's code,
        // from 0.0275 s to 0.019 s.
        let id = #"(?:[A-Za-z_\p{L}\p{Nl}\x{10000}-\x{10FFFF}][A-Za-z0-9_\p{L}\p{Nl}\p{Nd}\x{10000}-\x{10FFFF}]*)"#
        let upper = #"[A-Z\p{Lu}]"#
        let words = table([
            (.k, """
                await break case continue default do else fallthrough if in for return switch where while try catch \
                throw guard defer repeat as dynamicType is new super self Self Type __COLUMN__ __FILE__ __FUNCTION__ \
                __LINE__ associativity async didSet get infix inout isolated mutating none nonmutating operator \
                override postfix precedence prefix set unowned weak willSet throws rethrows precedencegroup
                """),
            (.kd, """
                actor class deinit enum convenience extension final func import init internal lazy let nonisolated \
                optional private protocol public required static struct subscript typealias var dynamic indirect \
                associatedtype open fileprivate some
                """),
            (.kc, "true false nil"),
        ])
        let notControl = #"(?!\b(if|while|for|private|internal|unowned|switch|case)\b)\b"#
        return LexerDefinition(states: [
            ("root", [
                inc("whitespace"),
                r(#"\$(([1-9]\d*)?\d)"#, .nv),
                r(#"[()\[\]{}:;,?\\]"#, .p),
                r(#"[-/=+*%<>!&|^.~]+"#, .o),
                r(#"@?""#, .s, push("dq")),
                r(#"'(\\.|.)'"#, .sc),
                r(#"(?i)(\d+(?:_\d+)*\*|(?:\d+(?:_\d+)*)*\.\d+(?:_\d)*)(e[+-]?\d+(?:_\d)*)?"#, .mf),
                r(#"(?i)\d+e[+-]?[0-9]+"#, .mf),
                r(#"0o?[0-7]+(?:_[0-7]+)*"#, .mo),
                r(#"0x[0-9A-Fa-f]+(?:_[0-9A-Fa-f]+)*((\.[0-9A-F]+(?:_[0-9A-F]+)*)?p[+-]?\d+)?"#, .mh),
                r(#"0b[01]+(?:_[01]+)*"#, .mb),
                r(#"[\d]+(?:_\d+)*"#, .mi),
                r("@" + id, .kd),
                r(#"(private|internal)(\([ ]*)(set)([ ]*\))"#, .kd),
                g(#"(private|internal)(\([ ]*)(\w+)([ ]*\))"#, [.kd, .kd, .err, .kd]),
                r(#"(unowned\([ ]*)(safe|unsafe)([ ]*\))"#, .kd),
                g(#"(unowned\([ ]*)(\w+)([ ]*\))"#, [.kd, .err, .kd]),
                r(#"#available\([^)]+\)"#, .kd),
                g(#"(#(?:selector|keyPath)\()([^)]+?(?:[(].*?[)])?)(\))"#, [.kd, .nf, .kd]),
                r(#"#(line|file|column|function|dsohandle)"#, .kd),
                g(#"(let|var)\b(\s*)("# + id + ")", [.k, .text, .nv]),
                g(#"(let|var)\b(\s*)([(])"#, [.k, .text, .p], push("tuple")),
                // Preconditions: an identifier, `?`/`!`, spaces, then `(`; an identifier, spaces, `:`.
                r(notControl + "(?=" + upper + ")" + id + #"(?=(\?|!)?\s*[(])"#, .kt).requiring(firstByteOutside: #"[\w\s?!]"#, is: "("),
                r(notControl + id + #"(?=(\?|!)?\s*[(])"#, .nf).requiring(firstByteOutside: #"[\w\s?!]"#, is: "("),
                r(#"as[?!]?(?=\s)"#, .k),
                r(#"try[!]?(?=\s)"#, .k),
                g(#"(#?(?!default)(?!"# + upper + ")" + id + #")(\s*)(:)"#, [.nv, .text, .p]).requiring(firstByteOutside: #"[\w\s#]"#, is: ":"),
                lk("(?=" + upper + ")" + id, words, .kt),
                lk(id, words, .n),
                g("(`)(" + id + ")(`)", [.p, .nv, .p]),
            ]),
            ("bol", [r("#.*", .cp), inc("inline_whitespace"), r("", .text, pop)]),
            ("inline_whitespace", [r(#"\s+"#, .text), inc("has_comments")]),
            ("whitespace", [r(#"\n+"#, .text, push("bol")), r(#"//.*?$"#, .c1, push("bol")), inc("inline_whitespace")]),
            ("has_comments", [r("/[*]", .cm, push("nested_comment"))]),
            ("nested_comment", [inc("has_comments"), r("[*]/", .cm, pop), r("[^*/]+", .cm), r("(?s).", .cm)]),
            ("tuple", [
                r("(" + id + ")", .nv),
                g("(`)(" + id + ")(`)", [.p, .nv, .p]),
                r(",", .p),
                r("[(]", .p, .pushSelf),
                r("[)]", .p, pop),
                inc("inline_whitespace"),
            ]),
            ("dq", [
                r(#"\\[\\0tnr'"]"#, .se),
                r(#"\\[(]"#, .se, push("interp")),
                r(#"\\u\{[0-9a-fA-F]{1,8}\}"#, .se),
                r(#"[^\\"]+"#, .s),
                r(#"""""#, .s, pop),
                r(#"""#, .s, pop),
            ]),
            ("interp", [r("[(]", .p, push("interp_inner")), r("[)]", .se, pop), inc("root")]),
            ("interp_inner", [r("[(]", .p, .pushSelf), r("[)]", .p, pop), inc("root")]),
        ], start: ["bol"])
    }()
}
