extension Languages {
    static let idrisDefinition: LexerDefinition = {
        let reserved = "_|data|class|instance|namespace|infix[lr]?|let|where|of|with|type|do|if|then|else|case|in"
        let ascii = "NUL|SOH|[SE]TX|EOT|ENQ|ACK|BEL|BS|HT|LF|VT|FF|CR|S[OI]|DLE|DC[1-4]|NAK|SYN|ETB|CAN|EM|SUB|ESC|[FGRU]S|SP|DEL"
        let prelude = """
            abs acos all and any asin atan atan2 break ceiling compare concat concatMap const cos cosh curry cycle \
            div drop dropWhile elem encodeFloat enumFrom enumFromThen enumFromThenTo enumFromTo exp fail filter \
            flip floor foldl foldl1 foldr foldr1 fromInteger fst gcd getChar getLine head id init iterate last lcm \
            length lines log lookup map max maxBound maximum maybe min minBound minimum mod negate not null or pi \
            pred print product putChar putStr putStrLn readFile recip repeat replicate return reverse scanl scanl1 \
            sequence sequence_ show sin sinh snd span splitAt sqrt succ sum tail take takeWhile tan tanh uncurry \
            unlines unwords unzip unzip3 words writeFile zip zip3 zipWith zipWith3
            """.split(separator: " ").joined(separator: "|")
        let symbol = #"[:!#\$\%&*+.\\/<=>?@^\|~-]"#
        return LexerDefinition(states: [
            ("basic", [
                r(#"\s+"#, .text),
                r(#"\{-#"#, .cp, push("comment_preproc")),
                r(#"\{-"#, .cm, push("comment")),
                r(#"^\|\|\|.*$"#, .cd),
                r(#"--(?![!#\$\%&*+.\/<=>?@\^\|_~]).*?$"#, .c1),
            ]),
            ("comment", [r(#"-\}"#, .cm, pop), r(#"\{-"#, .cm, push("comment")), r(#"[^-{}]+"#, .cm), r(#"[-{}]"#, .cm)]),
            ("comment_preproc", [r(#"-\}"#, .cp, pop), r(#"\{-"#, .cp, push("comment")), r(#"[^-{}]+"#, .cp), r(#"[-{}]"#, .cp)]),
            ("directive", [
                r(#"\%(default)\s+(total|partial)"#, .k),
                r(#"\%(access)\s+(public|abstract|private|export)"#, .k),
                r(#"\%(language)\s+(.*)"#, .k),
                r(#"\%(provide)\s+.*\s+(with)\s+"#, .k),
            ]),
            ("prelude", [
                r(#"\b(Type|Exists|World|IO|IntTy|FTy|File|Mode|Dec|Bool|Ordering|Either|IsJust|List|Maybe|Nat|Stream|StrM|Not|Lazy|Inf)\s"#, .kt),
                r(#"\b(Eq|Ord|Num|MinBound|MaxBound|Integral|Applicative|Alternative|Cast|Foldable|Functor|Monad|Traversable|Uninhabited|Semigroup|Monoid)\s"#, .nc),
                r(#"\b(?:"# + prelude + ")[ ]+(?![=:-])", .nb),
            ]),
            ("root", [
                inc("basic"),
                inc("directive"),
                r(#"\bimport\b"#, .kr, push("import")),
                r(#"\bmodule\b"#, .kr, push("module")),
                r(#"\b(?:"# + reserved + #")\b"#, .kr),
                r(#"\b(Just|Nothing|Left|Right|True|False|LT|LTE|EQ|GT|GTE)\b"#, .kc),
                r(#"^[\w']+\s*:"#, .nf),
                inc("prelude"),
                r(#"[_a-z][\w']*"#, .n),
                r(#"[A-Z][\w']*"#, .kt),
                r(#"\\(?!"# + symbol + "+)", .nf),
                r("(<-|::|->|=>|=)(?!" + symbol + "+)", .o),
                r(":" + symbol + "*", .o),
                r(symbol + "+", .o),
                r(#"(?i)\d+(\.\d+)?(e[+-]?\d+)?"#, .mf),
                r("(?i)0o[0-7]+", .mo),
                r(#"(?i)0x[\da-f]+"#, .mh),
                r(#"\d+"#, .mi),
                r("'", .sc, push("character")),
                r(#"""#, .s, push("string")),
                r(#"\[\s*\]"#, .kt),
                r(#"\(\s*\)"#, .nb),
                g(#"(\[)([_a-z][\w']*)(\|)"#, [.o, .n, .o], push("quasiquotation")),
                r(#"[\[\](),;`{}]"#, .p),
            ]),
            ("import", [
                r(#"\s+"#, .text),
                r(#"""#, .s, push("string")),
                g(#"([A-Z][\w.]*)(\s+)(as)(\s+)([A-Z][a-zA-Z0-9_.]*)"#, [.nn, .text, .k, .text, .n], pop),
                g(#"([A-Z][\w.]*)(\s+)(\()"#, [.nn, .text, .p], .goto("funclist")),
                r(#"[\w.]+"#, .nn, pop),
            ]),
            ("module", [r(#"\s+"#, .text), r(#"([A-Z][\w.]*)"#, .nn, pop)]),
            ("funclist", [
                inc("basic"),
                r(#"[A-Z]\w*"#, .kt),
                r(#"(_[\w\']+|[a-z][\w\']*)"#, .nf),
                r(",", .p),
                r(#"[:!#\$\%&*+.\\\/<=>?@^\|~-]+"#, .o),
                r(#"\("#, .p, push("funclist")),
                r(#"\)"#, .p, pop),
            ]),
            ("character", [r(#"\\"#, .se, .popPush(1, ["character_end", "escape"])), r(".", .sc, .goto("character_end"))]),
            ("character_end", [r("'", .sc, pop), r(".", .err, pop)]),
            ("quasiquotation", [r(#"\|\]"#, .o, pop), r(#"[^\|]+"#, .text), r(#"\|"#, .text)]),
            ("string", [r(#"""#, .s, pop), r(#"\\"#, .se, push("escape")), r(#"[^\\"]+"#, .s)]),
            ("escape", [
                r(#"[abfnrtv"'&\\]"#, .se, pop),
                r(#"\^[\]\[A-Z@\^_]"#, .se, pop),
                r(ascii, .se, pop),
                r("(?i)o[0-7]+", .se, pop),
                r(#"(?i)x[\da-fA-F]+"#, .se, pop),
                r(#"\d+"#, .se, pop),
                r(#"\s+\\"#, .se, pop),
            ]),
        ])
    }()
}
