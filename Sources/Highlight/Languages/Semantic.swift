/// Query and data languages: SPARQL, Turtle, Cypher; and BibTeX.
extension Languages {
    static let bibtexDefinition: LexerDefinition = {
        let punctuation = #"@!$&.\\:;<>?\[\]^`|~*/+\-"#
        let name = "(?i:[a-z_" + punctuation + #"][\w"# + punctuation + "]*)"
        return LexerDefinition(states: [
            ("root", [
                inc("whitespace"),
                classify("@" + name) { text in
                    switch text.dropFirst().lowercased() {
                    case "comment": return (.c, .stay)
                    case "preamble": return (.nc, .push(["closing_brace", "value", "opening_brace"]))
                    case "string": return (.nc, .push(["closing_brace", "field", "opening_brace"]))
                    default: return (.nc, .push(["closing_brace", "command_body", "opening_brace"]))
                    }
                },
                r(".+", .c),
            ]),
            ("opening_brace", [inc("whitespace"), r("[{(]", .p, pop)]),
            ("closing_brace", [inc("whitespace"), r("[})]", .p, pop)]),
            ("command_body", [inc("whitespace"), r(#"[^\s\,\}]+"#, .nl, .goto("fields"))]),
            ("fields", [inc("whitespace"), r(",", .p, push("field")), r("", .text, pop)]),
            ("field", [inc("whitespace"), r(name, .na, .push(["value", "equal_sign"])), r("", .text, pop)]),
            ("equal_sign", [inc("whitespace"), r("=", .p, pop)]),
            ("value", [
                inc("whitespace"),
                r(name, .nv),
                r(#"""#, .s, push("quoted_string")),
                r(#"\{"#, .s, push("braced_string")),
                r(#"\d+"#, .m),
                r("#", .p),
                r("", .text, pop),
            ]),
            ("quoted_string", [r(#"\{"#, .s, push("braced_string")), r(#"""#, .s, pop), r(#"[^\{\"]+"#, .s)]),
            ("braced_string", [r(#"\{"#, .s, push("braced_string")), r(#"\}"#, .s, pop), r(#"[^\{\}]+"#, .s)]),
            ("whitespace", [r(#"\s+"#, .text)]),
        ])
    }()

    static let cypherDefinition: LexerDefinition = {
        let functions = """
            ABS ACOS ALLSHORTESTPATHS ASIN ATAN ATAN2 AVG CEIL COALESCE COLLECT COS COT COUNT DATE DEGREES E ENDNODE EXP \
            EXTRACT FILTER FLOOR HAVERSIN HEAD ID KEYS LABELS LAST LEFT LENGTH LOG LOG10 LOWER LTRIM MAX MIN NODE NODES \
            PERCENTILECONT PERCENTILEDISC PI RADIANS RAND RANGE REDUCE REL RELATIONSHIP RELATIONSHIPS REPLACE REVERSE \
            RIGHT ROUND RTRIM SHORTESTPATH SIGN SIN SIZE SPLIT SQRT STARTNODE STDEV STDEVP STR SUBSTRING SUM TAIL TAN \
            TIMESTAMP TOFLOAT TOINT TOINTEGER TOSTRING TRIM TYPE UPPER
            """
        let predicates = "ALL AND ANY CONTAINS EXISTS HAS IN NONE NOT OR SINGLE XOR"
        let keywords = """
            AS ASC ASCENDING ASSERT BY CASE COMMIT CONSTRAINT CREATE CSV CYPHER DELETE DESC DESCENDING DETACH DISTINCT \
            DROP ELSE END ENDS EXPLAIN FALSE FIELDTERMINATOR FOREACH FROM HEADERS IN INDEX IS JOIN LIMIT LOAD MATCH \
            MERGE NULL ON OPTIONAL ORDER PERIODIC PROFILE REMOVE RETURN SCAN SET SKIP START STARTS THEN TRUE UNION \
            UNIQUE UNWIND USING WHEN WHERE WITH CALL YIELD
            """
        func call(_ list: String, _ token: TokenClass) -> Rule {
            g("(?i)(" + words(list, prefix: "", suffix: "") + #")(\s*)(\()"#, [token, .w, .ss])
        }
        return LexerDefinition(states: [
            ("root", [
                r(#"[\s]+"#, .text),
                r("//.*?$", .c1),
                r(#"/\*"#, .cm, push("multiline_comments")),
                r(#"[*+\-<>=&|~%^]"#, .o),
                r(#"[{}),;\[\]]"#, .ss),
                g(#"(\w+)(:)(\s*)(-?[._\d]+)"#, [.nl, .dl, .w, .m]),
                call(functions, .nf),
                call(keywords, .k),
                g(#"(\w+)(\s*)(\()"#, [.n, .w, .ss]),
                r(#":\w+"#, .nc),
                g(#"(-?\d+)(\.\.)(-?\d+)"#, [.m, .o, .m]),
                r(#"(?i)(\d+\.\d*|\d*\.\d+)(e[+-]?\d+)?"#, .mf),
                r(#"(?i)\d+e[+-]?\d+"#, .mf),
                r("0[0-7]+", .mo),
                r("(?i)0x[a-f0-9]+", .mh),
                r(#"\d+"#, .mi),
                r(#"[.\w]+:"#, .py),
                r(#"\("#, .ss),
                Rule(kind: .match(pattern: #"[.\w$]+"#, action: .lookupUppercased(table([(.ow, predicates), (.k, keywords)]), .n), next: .stay)),
                r(#""(\\\\|\\"|[^"])*""#, .s2),
                r(#"'(\\\\|\\'|[^'])*'"#, .s1),
                r(#"`(\\\\|\\`|[^`])*`"#, .sb),
            ]),
            ("multiline_comments", [r("/[*]", .cm, .pushSelf), r("[*]/", .cm, pop), r("[^/*]+", .cm), r("[/*]", .cm)]),
        ])
    }()

    static let turtleDefinition: LexerDefinition = {
        LexerDefinition(states: [
            ("root", [
                r(#"@base\b"#, .kd),
                r(#"@prefix\b"#, .kd),
                r(#"true\b"#, .kc),
                r(#"false\b"#, .kc),
                r(#"(?s)""".*?""""#, .s),
                r(#""([^"\\]|\\.)*""#, .s),
                r("(?s)'''.*?'''", .s),
                r(#"'([^'\\]|\\.)*'"#, .s),
                r("#.*$", .c1),
                r(#"@[^\s,.;]+"#, .na),
                r("[+-]?[0-9]+\\.[0-9]*E[+-]?[0-9]+", .mf),
                r("[+-]?\\.[0-9]+E[+-]?[0-9]+", .mf),
                r("[+-]?[0-9]+E[+-]?[0-9]+", .mf),
                r("[+-]?[0-9]*\\.[0-9]+?", .mf),
                r("[+-]?[0-9]+", .mi),
                r(#"[.,;(){}\[\]]"#, .p),
                r(#"\^\^"#, .p),
                r("<[^>]*>", .nl),
                r(#"(?i)base\b"#, .kd),
                r(#"(?i)prefix\b"#, .kd),
                r(#"GRAPH\b"#, .k),
                r(#"a\b"#, .k),
                r(#"\s+"#, .w),
                r(#"[^:;<>#\@"\(\).\[\]\{\} ]*:"#, .nn),
                r(#"[^:;<>#\@"\(\).\[\]\{\} ]+"#, .n),
            ]),
        ])
    }()

    static let sparqlDefinition: LexerDefinition = {
        let word = #"[\p{L}\p{M}\p{Nd}\p{Pc}]"#
        let names = table([
            (.nb, """
                ABS AVG BNODE BOUND CEIL COALESCE CONCAT CONTAINS COUNT DATATYPE DAY ENCODE_FOR_URI FLOOR GROUP_CONCAT \
                HOURS IF IRI isBLANK isIRI isLITERAL isNUMERIC isURI LANG LANGMATCHES LCASE MAX MD5 MIN MINUTES MONTH NOW \
                RAND REGEX REPLACE ROUND SAMETERM SAMPLE SECONDS SEPARATOR SHA1 SHA256 SHA384 SHA512 STR STRAFTER \
                STRBEFORE STRDT STRENDS STRLANG STRLEN STRSTARTS STRUUID SUBSTR SUM TIMEZONE TZ UCASE URI UUID YEAR
                """),
            (.k, """
                ADD ALL AS ASC ASK BASE BIND BINDINGS BY CLEAR CONSTRUCT COPY CREATE DATA DEFAULT DELETE DESC DESCRIBE \
                DISTINCT DROP EXISTS FILTER FROM GRAPH GROUP BY HAVING IN INSERT LIMIT LOAD MINUS MOVE NAMED NOT OFFSET \
                OPTIONAL ORDER PREFIX SELECT REDUCED SERVICE SILENT TO UNDEF UNION USING VALUES WHERE WITH
                """),
        ])
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .w),
                r("#.*", .c1),
                r(#"""""#, .s2, push("string_double_literal")),
                r(#"""#, .s2, push("string_double")),
                r("'''", .s1, push("string_single_literal")),
                r("'", .s1, push("string_single")),
                r("[$?]" + word + "+", .nv),
                g("((?:" + word + "|-)*)(:)((?:" + word + "|-)+)?", [.nn, .o, .ss]),
                r("<[^>]*>", .nn),
                r("(?i)true|false", .kc),
                r(#"a\b"#, .k),
                Rule(kind: .match(pattern: "(?i)[A-Z]" + word + #"+\b"#, action: .lookupUppercased(names, .err), next: .stay)),
                r(#"(?i)[+\-]?(?:\d+\.\d*|\.\d+)(?:[e][+\-]?[0-9]+)?"#, .mf),
                r(#"[+\-]?\d+"#, .mi),
                r(#"[\]\[(){}.,;=]"#, .p),
                r(#"[/?*+=!<>]|&&|\|\||\^\^"#, .o),
            ]),
            ("string_double_common", [inc("string_escapes"), r(#"\\"#, .s2), r(#"[^"\\]+"#, .s2)]),
            ("string_double", [r(#"""#, .s2, .goto("string_end")), inc("string_double_common")]),
            ("string_double_literal", [r(#"""""#, .s2, .goto("string_end")), r(#"""#, .s2), inc("string_double_common")]),
            ("string_single_common", [inc("string_escapes"), r(#"\\"#, .s1), r(#"[^'\\]+"#, .s1)]),
            ("string_single", [r("'", .s1, .goto("string_end")), inc("string_single_common")]),
            ("string_single_literal", [r("'''", .s1, .goto("string_end")), r("'", .s1), inc("string_single_common")]),
            ("string_escapes", [r(#"\\[tbnrf"'\\]"#, .se), r(#"\\u[0-9a-fA-F]{4}"#, .se), r(#"\\U[0-9a-fA-F]{8}"#, .se)]),
            ("string_end", [g("(@)([a-zA-Z]+(?:-[a-zA-Z0-9]+)*)", [.o, .py]), r(#"\^\^"#, .o), r("", .text, pop)]),
        ])
    }()
}
