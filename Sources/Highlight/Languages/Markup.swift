/// HTML and Markdown.
extension Languages {
    static let htmlDefinition: LexerDefinition = {
        let name = #"[\p{L}:_-][\p{L}\p{M}\p{Nd}\p{Pc}\p{Cf}:.·-]*"#
        return LexerDefinition(states: [
            ("root", [
                r("[^<&]+", .text),
                r("&\\S*?;", .ni),
                r("(?si)<!DOCTYPE .*?>", .cp),
                r(#"(?s)<!\[CDATA\[.*?\]\]>"#, .cp),
                r("<!--", .c, push("comment")),
                r(#"(?s)<\?.*?\?>"#, .cp),
                Rule(kind: .match(pattern: #"<\s*script\s*"#, action: .tokenResetting(.nt, "javascript"), next: .push(["script_content", "tag"]))),
                Rule(kind: .match(pattern: #"<\s*style\s*"#, action: .tokenResetting(.nt, "css"), next: .push(["style_content", "tag"]))),
                r("</", .nt, push("tag_end")),
                r("<", .nt, push("tag_start")),
                r(#"<\s*"# + name, .nt, push("tag")),
                r(#"<\s*/\s*"# + name + #"\s*>"#, .nt),
            ]),
            ("tag_end", [inc("tag_end_end"), r(name, .nt, .goto("tag_end_end"))]),
            ("tag_end_end", [r(#"\s+"#, .text), r(">", .nt, pop)]),
            ("tag_start", [r(#"\s+"#, .text), r(name, .nt, .goto("tag")), r("", .text, .goto("tag"))]),
            ("comment", [r("[^-]+", .c), r("-->", .c, pop), r("-", .c)]),
            ("tag", [
                r(#"\s+"#, .text),
                r(#"[\p{L}:_\[\]()*.-][\p{L}\p{M}\p{Nd}\p{Pc}\p{Cf}:.·\[\]()*-]*\s*=\s*"#, .na, push("attr")),
                r(#"[\p{L}:_*#-][\p{L}\p{M}\p{Nd}\p{Pc}\p{Cf}:.·*#-]*"#, .na),
                r(#"/?\s*>"#, .nt, pop),
            ]),
            ("attr", [r(#"""#, .s, .goto("dq")), r("'", .s, .goto("sq")), r(#"[^\s>]+"#, .s, pop)]),
            ("dq", [r(#"""#, .s, pop), r(#"[^"]+"#, .s)]),
            ("sq", [r("'", .s, pop), r("[^']+", .s)]),
            ("script_content", [
                d("[^<]+", "javascript", keep: true),
                r(#"<\s*/\s*script\s*>"#, .nt, pop),
                d("<", "javascript", keep: true),
            ]),
            ("style_content", [
                d("[^<]+", "css", keep: true),
                r(#"<\s*/\s*style\s*>"#, .nt, pop),
                d("<", "css", keep: true),
            ]),
        ])
    }()

    static let markdownDefinition: LexerDefinition = {
        let edot = #"(?:\\.|[^\\\n])"#
        return LexerDefinition(states: [
            ("root", [
                d(#"(?s)\A(---\s*\n.*?\n?)^(---\s*$\n?)"#, "yaml"),
                r(#"\\."#, .se),
                r(#"^[\S ]+\n(?:---*)\n"#, .gh),
                r(#"^[\S ]+\n(?:===*)\n"#, .gu),
                r(#"^#(?=[^#]).*?$"#, .gh),
                r(#"^##*.*?$"#, .gu),
                Rule(kind: .match(pattern: #"(?s)^([ \t]*)(`{3,}|~{3,})([^\n]*\n)(?:(.*?)(\n\1)(\2))?"#,
                                  action: .markdownFence(fallback: .sb), next: .stay)),
                r(#"\n\n((    |\t).*?\n|\n)+"#, .sb),
                r(#"(`+)(?:"# + edot + #"|\n)+?\1"#, .sb),
                r(#"^(\s*[*]){3,}\s*$"#, .p),
                r(#"^(\s*[-]){3,}\s*$"#, .p),
                r(#"^\s*[*+-](?=\s)"#, .p),
                r(#"^\s*\d+\."#, .p),
                r(#"^\s*>.*?$"#, .gt),
                g(#"^(\s*)(\[)("# + edot + #"+?)(\])(\s*)(:)"#, [.text, .p, .ss, .p, .text, .p], .push(["title", "url"])),
                g(#"(!?\[)("# + edot + #"*?|[^\]]*?)(\])(?=[\[(])"#, [.p, .nv, .p], push("link")),
                r("[*][*]" + edot + "*?[*][*]", .gs),
                r("__" + edot + "*?__", .gs),
                r("[*]" + edot + "*?[*]", .ge),
                r("_" + edot + "*?_", .ge),
                r(#"<.*?@.+[.].+>"#, .nv),
                r("<(https?|mailto|ftp)://" + edot + "*?>", .nv),
                r(#"[^\\`\[*\n&<]+"#, .text),
                d(#"&\S*;"#, "html", keep: true),
                d("<" + edot + "*?>", "html", keep: true),
                r("[&<]", .text),
                r(#"\["#, .text),
                r(#"\n"#, .text),
            ]),
            ("link", [
                g(#"(\[)("# + edot + #"*?)(\])"#, [.p, .ss, .p], pop),
                r("[(]", .p, .push(["inline_title", "inline_url"])),
                r("[ \t]+", .text),
                r("", .text, pop),
            ]),
            ("url", [
                r("[ \t]+", .text),
                g("(<)(" + edot + "*?)(>)", [.nt, .sx, .nt], pop),
                r(#"\S+"#, .sx, pop),
            ]),
            ("title", [
                r(#"""# + edot + #"*?""#, .nn),
                r("'" + edot + "*?'", .nn),
                r("[(]" + edot + "*?[)]", .nn),
                r(#"\s*(?=["'()])"#, .text),
                r("", .text, pop),
            ]),
            ("inline_title", [r("[)]", .p, pop), inc("title")]),
            ("inline_url", [r(#"[^<\s)]+"#, .sx, pop), r(#"\s+"#, .text), inc("url")]),
            // The lines of a fence left open (Rouge's anonymous state pushed by the fence rule).
            ("markdown_fence", [
                Rule(kind: .match(pattern: #"^([ \t]*)(`{3,}|~{3,})"#, action: .markdownFenceClose, next: .stay)),
                Rule(kind: .match(pattern: #"^.*\n"#, action: .markdownFenceLine, next: .stay)),
            ]),
        ])
    }()
}
