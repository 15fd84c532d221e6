/// Server-side templates around HTML (or text): EEx, EPP, JSP, Mason, Smarty, Velocity.
extension Languages {
    /// `<% … %>` templates: text to the parent language, code to the embedded one (both kept
    /// across the template's pieces).
    private static func embedded(parent: String, code: String, open: String, close: String) -> LexerDefinition {
        LexerDefinition(states: [
            ("root", [
                r("<%#", .c, push("comment")),
                r(open, .cp, push("code")),
                d("(?s).+?(?=" + open + ")|(?s).+", parent, keep: true),
            ]),
            ("comment", [r(close, .c, pop), r("(?s).+?(?=" + close + ")|(?s).+", .c)]),
            ("code", [r(close, .cp, pop), d("(?s).+?(?=" + close + ")|(?s).+", code, keep: true)]),
        ])
    }

    static let eexDefinition = embedded(parent: "html", code: "elixir", open: "<%%|<%=|<%#|<%", close: "%%>|%>")

    static let eppDefinition = embedded(parent: "plaintext", code: "puppet", open: #"<%%|<%=|<%#|(<%-|<%)(\s*\|)?"#, close: #"%%>|(\|\s*)?(-%>|%>)"#)

    static let jspDefinition: LexerDefinition = {
        let directives = "(page|include|taglib)"
        let actions = "(scriptlet|declaration|expression)"
        return LexerDefinition(states: [
            ("root", [
                r("<%--", .c, push("jsp_comment")),
                r(#"<%@\s*"# + directives + #"\s*"#, .nt, push("jsp_directive")),
                r(#"<jsp:directive\."# + directives, .nt, push("jsp_directive2")),
                r("<jsp:" + actions + ">", .nt, push("jsp_expression")),
                r(#"<[a-zA-Z]*:[a-zA-Z]*\s*"#, .nt, push("jsp_tag")),
                r("</[a-zA-Z]*:[a-zA-Z]*>", .nt),
                r("<%[!=]?", .nt, push("jsp_expression2")),
                d(#"(?s).+?(?=(<%|<\/?[a-zA-Z]*:))"#, "html", keep: true),
                d("(?s).+", "html", keep: true),
            ]),
            ("jsp_comment", [r("(--%>)", .c, pop), r("(?s).", .c)]),
            ("jsp_directive", [r("(%>)", .nt, pop), inc("attributes"), d("(?s).+?(?=%>)", "html", keep: true)]),
            ("jsp_directive2", [r("(/>)", .nt, pop), inc("attributes"), d(#"(?s).+?(?=\/>)"#, "html", keep: true)]),
            ("jsp_expression", [r(#"<\/jsp:"# + actions + ">", .nt, pop), inc("attributes"), d(#"[^<\/]+"#, "java", keep: true)]),
            ("jsp_expression2", [r("%>", .nt, pop), d("[^%>]+", "java", keep: true)]),
            ("jsp_tag", [r(#"\/?>"#, .nt, pop), inc("attributes"), d(#"(?s).+?(?=\/?>)"#, "html", keep: true)]),
            ("attributes", [r(#"\s*[a-zA-Z0-9_:-]+\s*=\s*"#, .na, push("attr"))]),
            ("attr", [r(#"""#, .s, .goto("double_quotes")), r("'", .s, .goto("single_quotes")), r(#"[^\s>]+"#, .s, pop)]),
            ("double_quotes", [r(#"""#, .s, pop), r(#"\$\{"#, .si, push("jsp_interp")), r(#"[^"]+"#, .s)]),
            ("single_quotes", [r("'", .s, pop), r(#"\$\{"#, .si, push("jsp_interp")), r("[^']+", .s)]),
            ("jsp_interp", [r(#"\}"#, .si, pop), r("'", .l, push("jsp_interp_literal_start")), d(#"[^'\}]+"#, "java", keep: true)]),
            ("jsp_interp_literal_start", [r("'", .l, pop), r("[^']+", .l)]),
        ])
    }()

    static let masonDefinition: LexerDefinition = {
        let textBlocks = "(text|doc)"
        let perlBlocks = "(args|flags|attr|init|once|shared|perl|cleanup|filter)"
        let components = "(def|method)"
        return LexerDefinition(states: [
            ("root", [inc("mason_tags")]),
            ("mason_tags", [
                r(#"\s+"#, .w),
                r("(?i)<%" + textBlocks + ">", .cp, push("text_block")),
                r("(?i)<%" + perlBlocks + ">", .cp, push("perl_block")),
                g("(?i)(<%(?:def|method))([^>]*)(>)", [.cp, .n, .cp], push("component_block")),
                ga("^(%)(.*)$", [.token(.cp), .delegate("perl", keep: true)]),
                r("<%", .cp, push("component_call")),
                r(#"<&\|"#, .cp, .push(["component_with_content", "component_sub"])),
                r("<&", .cp, push("component_sub")),
                d(#"(?s)(.+?)(?=(<\/?&|<\/?%|^%|^#))"#, "html", keep: true),
                d("(?s).+", "html", keep: true),
            ]),
            ("perl_block", [
                r(#"(?i)<\/%"# + perlBlocks + ">", .cp, pop),
                r(#"\s+"#, .w),
                r("^(#.*)$", .c),
                d(#"(?s)(.*?[^"])(?=<\/%)"#, "perl", keep: true),
            ]),
            ("text_block", [
                r(#"(?i)<\/%"# + textBlocks + ">", .cp, pop),
                r(#"\s+"#, .w),
                r("^(#.*)$", .c),
                r(#"(?s)(.*?[^"])(?=<\/%)"#, .c),
            ]),
            ("component_block", [
                r(#"(?i)<\/%"# + components + ">", .cp, pop),
                r(#"\s+"#, .w),
                r("^(#.*)$", .c),
                inc("mason_tags"),
            ]),
            ("component_with_content", [r(#"<\/&>"#, .cp, pop), inc("mason_tags")]),
            ("component_sub", [r("&>", .cp, pop), d("(?s)(.*?)(?=&>)", "perl", keep: true)]),
            ("component_call", [r("%>", .cp, pop), d("(?s)(.*?)(?=%>)", "perl", keep: true)]),
        ])
    }()

    static let smartyDefinition: LexerDefinition = {
        let builtins = table([(.nb, """
            append assign block call capture config_load debug extends for foreach foreachelse break continue function \
            if elseif else include include_php insert ldelim rdelim literal nocache php section sectionelse setfilter \
            strip while counter cycle eval fetch html_checkboxes html_image html_options html_radios html_select_date \
            html_select_time html_table mailto math textformat capitalize cat count_characters count_paragraphs \
            count_sentences count_words date_format default escape from_charset indent lower nl2br regex_replace \
            replace spacify string_format strip strip_tags to_charset truncate unescape upper wordwrap
            """)])
        return LexerDefinition(states: [
            ("root", [
                d(#"\{\s+"#, "html", keep: true),
                r(#"(?s)\{\*.*?\*\}"#, .c),
                r(#"\{\/?(?![\s*])"#, .k, push("smarty")),
                d(#"(?s).+?(?=\{[\/a-zA-Z0-9$#*"'])"#, "html", keep: true),
                d("(?s).+", "html", keep: true),
            ]),
            ("smarty", [
                r(#"\{\/?(?![\s*])"#, .k, push("smarty")),
                r("}", .k, pop),
                r(#"\s+"#, .text),
                r(#"[~!%^&*()+=|\[\]:;,.<>/@?-]"#, .o),
                r(#"#[a-zA-Z_]\w*#"#, .nv),
                r(#"\$[a-zA-Z_]\w*(\.\w+)*"#, .nv),
                r(#"(true|false|null)\b"#, .kc),
                r(#"[0-9](\.[0-9]*)?(eE[+-][0-9])?[flFLdD]?|0[xX][0-9a-fA-F]+[Ll]?"#, .m),
                r(#""(\\.|.)*?""#, .s2),
                r(#"'(\\.|.)*?'"#, .s1),
                lk(#"([a-zA-Z_]\w*)"#, builtins, .na),
            ]),
        ])
    }()

    static let velocityDefinition: LexerDefinition = {
        let id = #"(?i:[a-z_]\w*)"#
        return LexerDefinition(states: [
            ("root", [
                d(#"[^{#$]+"#, "html", keep: true),
                r(#"(?s)(#)(\*.*?\*)(#)"#, .cm),
                r("(##)(.*?$)", .c1),
                g(#"(#\{?)("# + id + #")(\}?)(\s?\()"#, [.p, .nf, .p, .p], push("directive_params")),
                g(#"(#\{?)("# + id + #")(\}|\b)"#, [.p, .nf, .p]),
                r(#"\$\{?"#, .p, push("variable")),
            ]),
            ("variable", [
                r(id, .nv),
                r(#"\("#, .p, push("func_params")),
                g(#"(\.)("# + id + ")", [.p, .nv]),
                r(#"\}"#, .p, pop),
                r("", .text, pop),
            ]),
            ("directive_params", [
                r(#"(&&|\|\||==?|!=?|[-<>+*%&|^\/])|\b(eq|ne|gt|lt|ge|le|not|in)\b"#, .o),
                r(#"\["#, .o, push("range_operator")),
                r(#"\b"# + id + #"\b"#, .nf),
                inc("func_params"),
            ]),
            ("range_operator", [r("[.]{2}", .o), inc("func_params"), r(#"\]"#, .o, pop)]),
            ("func_params", [
                r(#"\$\{?"#, .p, push("variable")),
                r(#"\s+"#, .text),
                r(",", .p),
                r(#""(\\\\|\\"|[^"])*""#, .s2),
                r(#"'(\\\\|\\'|[^'])*'"#, .s1),
                r("0[xX][0-9a-fA-F]+[Ll]?", .mh),
                r(#"\b[0-9]+\b"#, .mi),
                r(#"(true|false|null)\b"#, .kc),
                r(#"[(\[]"#, .p, .pushSelf),
                r(#"[)\]}]"#, .p, pop),
            ]),
        ])
    }()
}
