extension Languages {
    static let shellDefinition: LexerDefinition = {
        let keywords = "if fi else while do done for then return function select continue until esac elif in"
        let builtins = """
            alias bg bind break builtin caller cd command compgen complete declare dirs disown enable eval exec \
            exit export false fc fg getopts hash help history jobs let local logout mapfile popd pushd pwd read \
            readonly set shift shopt source suspend test time times trap true type typeset ulimit umask unalias \
            unset wait cat tac nl od base32 base64 fmt pr fold head tail split csplit wc sum cksum b2sum md5sum \
            sha1sum sha224sum sha256sum sha384sum sha512sum sort shuf uniq comm ptx tsort cut paste join tr \
            expand unexpand ls dir vdir dircolors cp dd install mv rm shred link ln mkdir mkfifo mknod readlink \
            rmdir unlink chown chgrp chmod touch df du stat sync truncate echo printf yes expr tee basename \
            dirname pathchk mktemp realpath pwd stty printenv tty id logname whoami groups users who date arch \
            nproc uname hostname hostid uptime chcon runcon chroot env nice nohup stdbuf timeout kill sleep \
            factor numfmt seq tar grep sudo awk sed gzip gunzip
            """
        func alternation(_ list: String) -> String { list.split(separator: " ").joined(separator: "|") }
        return LexerDefinition(states: [
            ("root", [inc("basic"), inc("data")]),
            ("basic", [
                r("#.*$", .c),
                r(#"\b("# + alternation(keywords) + #")\s*\b"#, .k),
                r(#"\bcase\b"#, .k, push("case")),
                r(#"\b("# + alternation(builtins) + #")\s*\b(?!(\.|-))"#, .nb),
                r(#"[.](?=\s)"#, .nb),
                g(#"(\b\w+)(=)"#, [.nv, .o]),
                r(#"[\[\]{}()!=>]"#, .o),
                r(#"&&|\|\|"#, .o),
                r("<<<", .o),
                Rule(kind: .match(pattern: #"(<<-?)(\s*)(['"]?)(\\?)(\w+)(\3)"#,
                                  action: .groupsSaving([.token(.o), .token(.text), .token(.sh), .token(.sh), .token(.no), .token(.sh)], save: 5),
                                  next: push("heredoc"))),
            ]),
            ("heredoc", [r(#"\n"#, .sh, push("heredoc_nl")), r(#"[^$\n\\]+"#, .sh), inc("interp"), r("[$]", .sh)]),
            ("heredoc_nl", [
                Rule(kind: .match(pattern: #"\s*(\w+)\s*\n"#, action: .matchSaved(group: 1, equal: .no, equalNext: .pop(2), other: .sh, otherNext: .stay), next: .stay)),
                r("", .text, pop),
            ]),
            ("double_quotes", [r(#"(?:\$#?)?""#, .s2, pop), inc("interp"), r(#"[^"`\\$]+"#, .s2)]),
            ("ansi_string", [r(#"\\."#, .se), r(#"[^\\']+"#, .s1), inc("single_quotes")]),
            ("single_quotes", [r("'", .s1, pop), r("[^']+", .s1)]),
            ("data", [
                r(#"\s+"#, .text),
                r(#"\\."#, .se),
                r(#"\$?""#, .s2, push("double_quotes")),
                r(#"\$'"#, .s1, push("ansi_string")),
                r("'", .s1, push("single_quotes")),
                r(#"\*"#, .k),
                r(";", .p),
                r(#"--?[\w-]+"#, .nt),
                r(#"[^=\*\s{}()$"'`;\\<]+"#, .text),
                r(#"\d+(?= |\Z)"#, .m),
                r("<", .text),
                inc("interp"),
            ]),
            ("curly", [
                r("}", .k, pop), r(":-", .k), r("[a-zA-Z0-9_]+", .nv), r(#"[^}:"`'$]+"#, .p), inc("root"),
            ]),
            ("paren_interp", [r(#"\)"#, .si, pop), r(#"\("#, .o, push("paren_inner")), inc("root")]),
            ("paren_inner", [r(#"\("#, .o, .pushSelf), r(#"\)"#, .o, pop), inc("root")]),
            ("math", [r(#"\)\)"#, .k, pop), r(#"[-+*/%^|&!]|\*\*|\|\|"#, .o), r(#"\d+(#\w+)?"#, .m), inc("root")]),
            ("case", [r(#"\besac\b"#, .k, pop), r(#"\|"#, .p), r(#"\)"#, .p, push("case_stanza")), inc("root")]),
            ("case_stanza", [r(";;", .p, pop), inc("root")]),
            ("backticks", [r("`", .sb, pop), inc("root")]),
            ("interp", [
                r(#"\\$"#, .se),
                r(#"\\."#, .se),
                r(#"\$\(\("#, .k, push("math")),
                r(#"\$\("#, .si, push("paren_interp")),
                r(#"\$\{#?"#, .k, push("curly")),
                r("`", .sb, push("backticks")),
                r(#"\$#?(\w+|.)"#, .nv),
                r(#"\$[*@]"#, .nv),
            ]),
        ])
    }()
}
