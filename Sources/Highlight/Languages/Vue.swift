/// Vue single-file components: HTML with `<template>`, `<script>` and `<style>` blocks.
extension Languages {
    static let vueDefinition: LexerDefinition = {
        // A block's `lang` attribute picks its language (Rouge compares it lower-cased, quotes
        // removed); any other value is plain text. Script blocks are always JavaScript.
        let langs: [(value: String, language: String)] = [
            ("html", "html"), ("css", "css"), ("javascript", "javascript"), ("sass", "sass"), ("scss", "scss"), ("coffee", "coffeescript"),
        ]
        let langAttribute = #"(lang\s*=)(\s*)("(?:\\.|[^\\])*?"|'(\\.|[^\\])*?'|[^\s>]+)"#
        func langTag(_ block: String) -> [Rule] {
            langs.map { lang in
                g(#"(lang\s*=)(\s*)((?i:""# + lang.value + #""|'"# + lang.value + #"'|"# + lang.value + #"(?=[\s>]|$)))"#,
                  [.na, .text, .s], .popPush(2, [block + "_" + lang.language, "lang_tag_" + block]))
            } + [
                g(langAttribute, [.na, .text, .s], .popPush(2, [block + "_plaintext", "lang_tag_" + block])),
                inc("tag"),
            ]
        }
        func embed(_ language: String) -> [Rule] {
            [d("[^{<]+", language), d("[<{][^<{]*", language)]
        }
        var states: [(String, [Rule])] = []
        for (name, rules) in htmlDefinition.states {
            switch name {
            case "root":
                states.append((name, [
                    Rule(kind: .match(pattern: #"<(?=\s*template)"#, action: .token(.nt), next: .push(["template_html", "lang_tag_template", "block_name"]))),
                    Rule(kind: .match(pattern: #"<(?=\s*style)"#, action: .token(.nt), next: .push(["style_css", "lang_tag_style", "block_name"]))),
                    Rule(kind: .match(pattern: #"<(?=\s*script)"#, action: .tokenResetting(.nt, "javascript"), next: .push(["script", "lang_tag_script", "block_name"]))),
                ] + rules))
            case "tag":
                states.append((name, [r(#"[a-zA-Z0-9_:#\[\]()*.-]+\s*=\s*"#, .na, push("attr"))] + rules))
            default:
                states.append((name, rules))
            }
        }
        states += [
            ("block_name", [g(#"(\s*)(template|style|script)"#, [.text, .k], pop)]),
            ("script", [
                g(#"(<\s*\/\s*)(script)(\s*>)"#, [.nt, .k, .nt], pop),
                d("[^<]+", "javascript", keep: true),
                d("<", "javascript", keep: true),
            ]),
            ("lang_tag_script", [g(langAttribute, [.na, .text, .s]), inc("tag")]),
            ("lang_tag_style", langTag("style")),
            ("lang_tag_template", langTag("template")),
            ("template_interpol", [
                r("}}", .si, pop),
                r("}", .err),
                d("[{]", "javascript", keep: true, .pushSelf),
                d("[^{}]+", "javascript", keep: true),
            ]),
        ]
        for language in langs.map(\.language) + ["plaintext"] {
            states.append(("style_" + language, [
                g(#"(<\s*\/\s*)(style)(\s*>)"#, [.nt, .k, .nt], pop),
                d("[^<]+", language),
                d("<", language),
            ]))
            states.append(("template_" + language, [
                g(#"(<\s*/\s*)(template)(\s*>)"#, [.nt, .k, .nt], pop),
                Rule(kind: .match(pattern: "[{][{]", action: .tokenResetting(.si, "javascript"), next: push("template_interpol"))),
            ] + embed(language)))
        }
        return LexerDefinition(states: states)
    }()
}
