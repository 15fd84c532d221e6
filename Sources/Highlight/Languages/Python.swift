extension Languages {
    static let pythonDefinition: LexerDefinition = {
        let identifier = #"[\p{Alphabetic}_][\p{Alphabetic}\p{Nd}_]*"#
        let dotted = #"[\p{Alphabetic}_.][\p{Alphabetic}\p{Nd}_.]*"#
        let words = table([
            (.k, "assert break continue del elif else except exec finally for global if lambda pass print raise return try while yield as with from import yield async await nonlocal"),
            (.nb, """
                ArithmeticError AssertionError AttributeError BaseException BlockingIOError BrokenPipeError BufferError \
                BytesWarning ChildProcessError ConnectionAbortedError ConnectionError ConnectionRefusedError \
                ConnectionResetError DeprecationWarning EOFError EnvironmentError Exception FileExistsError \
                FileNotFoundError FloatingPointError FutureWarning GeneratorExit IOError ImportError ImportWarning \
                IndentationError IndexError InterruptedError IsADirectoryError KeyError KeyboardInterrupt LookupError \
                MemoryError ModuleNotFoundError NameError NotADirectoryError NotImplemented NotImplementedError OSError \
                OverflowError OverflowWarning PendingDeprecationWarning ProcessLookupError RecursionError ReferenceError \
                ResourceWarning RuntimeError RuntimeWarning StandardError StopAsyncIteration StopIteration SyntaxError \
                SyntaxWarning SystemError SystemExit TabError TimeoutError TypeError UnboundLocalError \
                UnicodeDecodeError UnicodeEncodeError UnicodeError UnicodeTranslateError UnicodeWarning UserWarning \
                ValueError VMSError Warning WindowsError ZeroDivisionError \
                __import__ abs all any apply ascii basestring bin bool buffer bytearray bytes callable chr classmethod \
                cmp coerce compile complex delattr dict dir divmod enumerate eval execfile exit file filter float format \
                frozenset getattr globals hasattr hash hex id input int intern isinstance issubclass iter len list \
                locals long map max memoryview min next object oct open ord pow property range raw_input reduce reload \
                repr reversed round set setattr slice sorted staticmethod str sum super tuple type unichr unicode vars \
                xrange zip
                """),
            (.bp, "self None Ellipsis NotImplemented False True"),
        ])
        let digits = "[0-9](?:_?[0-9])*"
        let decimal = "(?:(?:" + digits + ")?\\." + digits + "|" + digits + "\\.)"
        let exponent = "(?:[eE][+-]?" + digits + ")"
        // Rouge keeps a register of open strings (prefix and delimiter); a state per
        // (delimiter, f-string, raw) pair carries the same facts.
        var prefixes: [String] = [""]
        for a in "rfbu" {
            prefixes.append(String(a))
            for b in "rfbu" { prefixes.append(String(a) + String(b)) }
        }
        var stringRules: [Rule] = []
        var stringStates: [(String, [Rule])] = []
        let delimiters = ["'''", "\"\"\"", "'", "\""]
        for (fString, raw) in [(false, false), (true, false), (false, true), (true, true)] {
            let group = prefixes.filter { $0.contains("f") == fString && $0.contains("r") == raw }.sorted { $0.count > $1.count }
            let prefix = "(?i:" + group.map { $0.isEmpty ? "" : $0 }.joined(separator: "|") + ")"
            for (d, delimiter) in delimiters.enumerated() {
                let name = "string_\(d)_\(fString)_\(raw)"
                stringRules.append(ga("(" + prefix + ")(" + delimiter + ")", [.token(.sa), .token(.s)], push(name)))
                var rules: [Rule] = [r(#"[^'"\\{]+"#, .s), r("\\{\\{", .s)]
                for other in delimiters { rules.append(r(other, .s, other == delimiter ? pop : .stay)) }
                rules.append(r(#"(?=\\)"#, .s, push(raw ? "escape_raw" : "escape")))
                rules.append(fString ? r("\\{", .si, push("interpol")) : r("\\{", .s))
                stringStates.append((name, rules))
            }
        }
        let escapes = #"(?x)\\( [\\abfnrtv"'] | \n | newline | N\{[a-zA-Z][a-zA-Z ]+[a-zA-Z]\} | u[a-fA-F0-9]{4} | U[a-fA-F0-9]{8} | x[a-fA-F0-9]{2} | [0-7]{1,3} )"#
        return LexerDefinition(states: [
            ("root", [
                r(#"\n+"#, .text),
                g(#"(?si)^(:)(\s*)([ru]{0,2}""".*?""")"#, [.p, .text, .sd]),
                r(#"[^\S\n]+"#, .text),
                r(#"#(.*)?\n?"#, .c1),
                r(#"[\[\]{}:(),;.]"#, .p),
                r(#"\\\n"#, .text),
                r(#"\\"#, .text),
                r(#"(in|is|and|or|not)\b"#, .ow),
                r(#"(<<|>>|\/\/|\*\*)=?"#, .o),
                r(#"[-~+\/*%=<>&^|@]=?|!="#, .o),
                g(#"(from)((?:\\\s|\s)+)("# + dotted + #")((?:\\\s|\s)+)(import)"#, [.kn, .text, .nn, .text, .kn]),
                g(#"(import)(\s+)("# + dotted + ")", [.kn, .text, .nn]),
                g(#"(def)((?:\s|\\\s)+)"#, [.k, .text], push("funcname")),
                g(#"(class)((?:\s|\\\s)+)"#, [.k, .text], push("classname")),
                r("`.*?`", .sb),
            ] + stringRules + [
                r("(?i)@" + dotted, .nd),
                lk("(?<!\\.)" + identifier, words, .n),
                r(identifier, .n),
                r("(?i)" + decimal + "(" + exponent + ")?j?", .mf),
                r("(?i)" + digits + exponent + "j?", .mf),
                r("(?i)" + digits + "j", .mf),
                r("(?i)0b(_?[0-1])+", .mb),
                r("(?i)0o(_?[0-7])+", .mo),
                r("(?i)0x(_?[a-f0-9])+", .mh),
                r(#"\d+L"#, .il),
                r("([1-9](_?[0-9])*|0(_?0)*)", .mi),
            ]),
            ("funcname", [r(identifier, .nf, pop)]),
            ("classname", [r(identifier, .nc, pop)]),
            ("escape", [r(escapes, .se, pop), r(#"\\."#, .s, pop)]),
            ("escape_raw", [r(escapes, .s, pop), r(#"\\."#, .s, pop)]),
            ("interpol", [
                d("[^{}!:]+", "python"),
                r("![asr]", .si),
                r(":", .si),
                r("\\{", .si, push("interpol")),
                r("\\}", .si, pop),
            ]),
        ] + stringStates)
    }()
}
