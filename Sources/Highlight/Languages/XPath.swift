/// XPath 3.1 and XQuery 3.1 (XPath's states with XML constructors and declarations).
extension Languages {
    private static func union(_ list: String) -> String {
        "(?:" + list.split(separator: " ").map { escapeRegex(String($0)) }.joined(separator: "|") + ")"
    }

    private static func xpathFamily(xquery: Bool) -> LexerDefinition {
        let digits = "[0-9]+"
        let decimal = #"\."# + digits + "|" + digits + #"\.[0-9]*"#
        let double = #"(\."# + digits + ")|" + digits + #"(\.[0-9]*)?[eE][+-]?"# + digits
        let string = #"("(("")|[^"])*")|('(('')|[^'])*')"#
        let ncName = #"(?i:[a-z_][a-z_\-.0-9]*)"#
        let qName = "(?:" + ncName + ")(?::" + ncName + ")?"
        let eqName = #"(?:Q\{[^{}]*\}"# + ncName + "|" + qName + ")"
        let commentStart = #"\(:"#
        let openParen = #"\((?!:)"#
        let kindTest = union("element attribute schema-element schema-attribute comment text node document-node namespace-node")
        let kindTestForPI = "(?:processing-instruction)"
        let axes = union("child descendant attribute self descendant-or-self following-sibling following namespace parent ancestor preceding-sibling preceding ancestor-or-self")
        let operators = union(", => = := : >= >> > <= << < - * != + // / || |")
        let keywords = union("let for some every if then else return in satisfies")
        let wordOperators = union("and or eq ge gt le lt ne is div mod idiv intersect except union to")
        let constructorTypes = union("function array map empty-sequence")
        var root: [Rule] = [
            inc("commentsAndWhitespace"),
            r(double, .mf),
            r(decimal, .mf),
            r(digits, .m),
            r(string, .s),
            r(#"\$"#, .nv, push("varname")),
            r(operators, .o),
            r(wordOperators + #"\b"#, .ow),
            r(keywords + #"\b"#, .k),
            r(#"[?,{}()\[\]]"#, .p),
            g(#"(function)(\s*)("# + openParen + ")", [.k, .w, .p]),
            r("(map|array|empty-sequence)", .k),
            g("(" + kindTest + #")(\s*)("# + openParen + ")", [.k, .w, .p], push("kindtest")),
            g("(" + kindTestForPI + #")(\s*)("# + openParen + ")", [.k, .w, .p], push("kindtestforpi")),
            g("(" + eqName + #")(\s*)("# + openParen + ")", [.nf, .w, .p]),
            g("(" + eqName + #")(\s*)(#)(\s*)(\d+)"#, [.nf, .w, .nf, .w, .nf]),
            g(#"(cast|castable)(\s+)(as)"#, [.k, .w, .k], push("singletype")),
            g(#"(treat)(\s+)(as)"#, [.k, .w, .k], push("itemtype")),
            g(#"(instance)(\s+)(of)"#, [.k, .w, .k], push("itemtype")),
            r(#"(as)\b"#, .k, push("itemtype")),
            g("(" + ncName + #")(\s*)(:)(\s*)(\*)"#, [.nt, .w, .p, .w, .o]),
            g(#"(\*)(\s*)(:)(\s*)("# + ncName + ")", [.o, .w, .p, .w, .nt]),
            g("(" + axes + #")(\s*)(::)"#, [.k, .w, .o]),
            r(#"\.\.|\.|\*"#, .o),
            r("@", .na, push("attrname")),
            r(eqName, .nt),
        ]
        var states: [(String, [Rule])] = [
            ("commentsAndWhitespace", [r(commentStart, .c, push("comment")), r(#"\s+"#, .w)]),
            ("singletype", [inc("commentsAndWhitespace"), r(eqName, .kt, pop)]),
            ("itemtype", [
                inc("commentsAndWhitespace"),
                g("(" + kindTest + #")(\s*)("# + openParen + ")", [.kt, .w, .p], .popPush(1, ["occurrenceindicator", "kindtest"])),
                g("(" + kindTestForPI + #")(\s*)("# + openParen + ")", [.kt, .w, .p], .popPush(1, ["occurrenceindicator", "kindtestforpi"])),
                g(#"(item)(\s*)("# + openParen + #")(\s*)(\))"#, [.kt, .w, .p, .w, .p], .goto("occurrenceindicator")),
                g("(" + constructorTypes + #")(\s*)("# + openParen + ")", [.kt, .w, .p]),
                g(#"(cast|castable)(\s+)(as)"#, [.k, .w, .k], .goto("singletype")),
                g(#"(treat)(\s+)(as)"#, [.k, .w, .k], .goto("itemtype")),
                g(#"(instance)(\s+)(of)"#, [.k, .w, .k], .goto("itemtype")),
                r(#"(as)\b"#, .k),
                r(operators, .o, pop),
                r(wordOperators + #"\b"#, .ow, pop),
                r(keywords + #"\b"#, .k, pop),
                r(#"[\[),]"#, .p, pop),
                r(eqName, .kt, .goto("occurrenceindicator")),
            ]),
            ("kindtest", [
                inc("commentsAndWhitespace"),
                r("[?*]", .o),
                r(",", .p),
                g(#"(element|schema-element)(\s*)("# + openParen + ")", [.kt, .w, .p], push("kindtest")),
                r(eqName, .nt),
                r(#"\)"#, .p, pop),
            ]),
            ("kindtestforpi", [inc("commentsAndWhitespace"), r(ncName, .n), r(string, .s), r(#"\)"#, .p, pop)]),
            ("occurrenceindicator", [inc("commentsAndWhitespace"), r("[?*+]", .o, pop), r("(?![?*+])", .text, pop)]),
            ("varname", [
                inc("commentsAndWhitespace"),
                g("(" + eqName + #")(\s*)("# + openParen + ")", [.nv, .w, .p], pop),
                r(eqName, .nv, pop),
            ]),
            ("attrname", [inc("commentsAndWhitespace"), r(eqName, .na, pop), r(#"\*"#, .o, pop)]),
            ("comment", [r(#":\)"#, .c, pop), r(commentStart, .c, push("comment")), r("[^:(]+", .c), r("[:(]", .c)]),
        ]
        if xquery {
            let xqueryKeywords = union("""
                xquery encoding version declare module namespace copy-namespaces boundary-space construction default \
                collation base-uri preserve strip ordering ordered unordered order empty greatest least preserve \
                no-preserve inherit no-inherit decimal-format decimal-separator grouping-separator infinity minus-sign \
                NaN percent per-mille zero-digit digit pattern-separator exponent-separator import schema at element \
                option function external context item typeswitch switch case try catch validate lax strict type \
                document element attribute text comment processing-instruction for let where order group by return \
                allowing tumbling stable sliding window start end only when previous next count collation ascending \
                descending
                """)
            root = [
                inc("tags"),
                r(#"\{"#, .p),
                r(#"\}`?"#, .p, pop),
                g(#"(namespace)(\s+)("# + ncName + ")", [.k, .w, .nn]),
                r("(" + keywords + "|" + xqueryKeywords + #")\b"#, .k),
                r(";", .p),
                r("%", .kd, push("annotation")),
                g(#"(\(#)(\s*)("# + eqName + ")", [.cp, .w, .nt], push("pragma")),
                r(#"``\["#, .s, push("str_constructor")),
            ] + root
            states += [
                ("tags", [
                    r("<" + qName, .nt, push("start_tag")),
                    r("<!--", .c, push("xml_comment")),
                    r(#"<\?.*?\?>"#, .cp),
                    r(#"<!\[CDATA\[.*?\]\]>"#, .cp),
                    r(#"&\S*?;"#, .ni),
                ]),
                ("annotation", [inc("commentsAndWhitespace"), r(eqName, .kd, pop)]),
                ("pragma", [inc("commentsAndWhitespace"), r("#\\)", .cp, pop), r(".", .cp)]),
                ("str_constructor", [r("`\\{", .p, push("root")), r("\\]``", .s, pop), r("[^`\\]]+", .s), r("[`\\]]", .s)]),
                ("xml_comment", [r("[^-]+", .c), r("-->", .c, pop), r("-", .c)]),
                ("start_tag", [
                    r(#"\s+"#, .w),
                    g(#"([\w.:-]+\s*=)(")"#, [.na, .s], push("quot_attr")),
                    g(#"([\w.:-]+\s*=)(')"#, [.na, .s], push("apos_attr")),
                    r(">", .nt, push("tag_content")),
                    r("/>", .nt, pop),
                ]),
                ("quot_attr", [r(#"""#, .s, pop), r(#"\{\{"#, .s), r(#"\{"#, .p, push("root")), r(#"[^"{>]+"#, .s)]),
                ("apos_attr", [r("'", .s, pop), r(#"\{\{"#, .s), r(#"\{"#, .p, push("root")), r("[^'{>]+", .s)]),
                ("tag_content", [
                    r(#"\s+"#, .w),
                    inc("tags"),
                    r(#"(\{\{|\}\})"#, .text),
                    r(#"\{"#, .p, push("root")),
                    r("[^{}<&]", .text),
                    r("</" + qName + #"(\s*)>"#, .nt, .pop(2)),
                ]),
            ]
        }
        return LexerDefinition(states: [("root", root)] + states)
    }

    static let xpathDefinition = xpathFamily(xquery: false)
    static let xqueryDefinition = xpathFamily(xquery: true)
}
