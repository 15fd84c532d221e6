extension Languages {
    static let perlDefinition: LexerDefinition = {
        let keywords = """
            case continue do else elsif for foreach if last my next our redo reset then unless until while use \
            print new BEGIN CHECK INIT END return
            """
        let builtins = """
            abs accept alarm atan2 bind binmode bless caller chdir chmod chomp chop chown chr chroot close closedir \
            connect continue cos crypt dbmclose dbmopen defined delete die dump each endgrent endhostent endnetent \
            endprotoent endpwent endservent eof eval exec exists exit exp fcntl fileno flock fork format formline \
            getc getgrent getgrgid getgrnam gethostbyaddr gethostbyname gethostent getlogin getnetbyaddr \
            getnetbyname getnetent getpeername getpgrp getppid getpriority getprotobyname getprotobynumber \
            getprotoent getpwent getpwnam getpwuid getservbyname getservbyport getservent getsockname getsockopt \
            glob gmtime goto grep hex import index int ioctl join keys kill last lc lcfirst length link listen \
            local localtime log lstat map mkdir msgctl msgget msgrcv msgsnd my next no oct open opendir ord our \
            pack package pipe pop pos printf prototype push quotemeta rand read readdir readline readlink readpipe \
            recv redo ref rename require reverse rewinddir rindex rmdir scalar seek seekdir select semctl semget \
            semop send setgrent sethostent setnetent setpgrp setpriority setprotoent setpwent setservent setsockopt \
            shift shmctl shmget shmread shmwrite shutdown sin sleep socket socketpair sort splice split sprintf \
            sqrt srand stat study substr symlink syscall sysopen sysread sysseek system syswrite tell telldir tie \
            tied time times tr truncate uc ucfirst umask undef unlink unpack unshift untie utime values vec wait \
            waitpid wantarray warn write
            """
        func alt(_ list: String) -> String { "(?:" + list.split(separator: " ").joined(separator: "|") + ")" }
        // A quoted construct with bracketing delimiters nests (q{a {b} c}).
        var bracketStates: [(String, [Rule])] = []
        for (name, open, close) in [("cb", "\\{", "\\}"), ("rb", "\\(", "\\)"), ("sb", "\\[", "\\]"), ("lt", "<", ">")] {
            bracketStates.append((name + "_string", [
                r("\\\\[" + open + close + "\\\\]", .sx),
                r("\\\\", .sx),
                r(open, .sx, .pushSelf),
                r(close, .sx, pop),
                r("[^" + open + close + "\\\\]+", .sx),
            ]))
        }
        return LexerDefinition(states: [
            ("root", [
                r("#.*", .c1),
                r(#"(?s)^=[a-zA-Z0-9]+\s+.*?\n=cut"#, .cm),
                r(alt(keywords) + #"\b"#, .k),
                g(#"(format)(\s+)([a-zA-Z0-9_]+)(\s*)(=)(\s*\n)"#, [.k, .text, .n, .text, .p, .text], push("format")),
                r(#"(?:eq|lt|gt|le|ge|ne|not|and|or|cmp)\b"#, .ow),
                r(#"(?:s|tr|y)\{(\\\\|\\\}|[^}])*\}\s*"#, .sr, push("balanced_regex")),
                r(#"(?:s|tr|y)<(\\\\|\\>|[^>])*>\s*"#, .sr, push("balanced_regex")),
                r(#"(?:s|tr|y)\[(\\\\|\\\]|[^\]])*\]\s*"#, .sr, push("balanced_regex")),
                r(#"(?:s|tr|y)\((\\\\|\\\)|[^\)])*\)\s*"#, .sr, push("balanced_regex")),
                r(#"(?s)(?:s|tr|y)\s*([^\w\s])((\\\\|\\\1)|[^\1])*?\1((\\\\|\\\1)|[^\1])*?\1[msixpodualngcr]*"#, .sr),
                r(#"(?s)(?:s|tr|y)\s+(\w)((\\\\|\\\1)|[^\1])*?\1((\\\\|\\\1)|[^\1])*?\1[msixpodualngcr]*"#, .sr),
                r(#"m?/(\\\\|\\/|[^/\n])*/[msixpodualngc]*"#, .sr),
                r(#"m(?=[/!\\{<\[\(@%\$])"#, .sr, push("balanced_regex")),
                r(#"(?s)m\s*([^\w\s])((\\\\|\\\1)|[^\1])*?\1[msixpodualngc]*"#, .sr),
                r(#"(?s)m\s+(\w)((\\\\|\\\1)|[^\1])*?\1[msixpodualngc]*"#, .sr),
                r(#"((?<==~)|(?<=\())\s*/(\\\\|\\/|[^/])*/[msixpodualngc]*"#, .sr, push("balanced_regex")),
                r(#"\s+"#, .text),
                r(#"(?i)(?=[a-z_]\w*(\s*#.*\n)*\s*=>)"#, .text, push("fat_comma")),
                r(alt(builtins) + #"\b"#, .nb),
                r(#"((__(DIE|WARN)__)|(DATA|STD(IN|OUT|ERR)))\b"#, .bp),
                r(#"(?s)<<(['"]?)([a-zA-Z_][a-zA-Z0-9_]*)\1;?\n.*?\n\2\n"#, .s),
                r(#"(__(END|DATA)__)\b"#, .cp, push("end_part")),
                r(#"\$\^[ADEFHILMOPSTWX]"#, .vg),
                r(#"\$[\\"'\[\]&`+*.,;=%~?@$!<>(^\|\/_-](?!\w)"#, .vg),
                r(#"(?i)[$@%&*][$@%&*#_]*(?=[a-z{\[;])"#, .nv, push("varname")),
                r(#"[-+\/*%=<>&^\|!\\~]=?"#, .o),
                r("0_?[0-7]+(_[0-7]+)*", .mo),
                r("0x[0-9A-Fa-f]+(_[0-9A-Fa-f]+)*", .mh),
                r("0b[01]+(_[01]+)*", .mb),
                r(#"(?i)(\d*(_\d*)*\.\d+(_\d*)*|\d+(_\d*)*\.\d+(_\d*)*)(e[+-]?\d+)?"#, .mf),
                r(#"(?i)\d+(_\d*)*e[+-]?\d+(_\d*)*"#, .mf),
                r(#"\d+(_\d+)*"#, .mi),
                r("'", .p, push("sq")),
                r("\"", .p, push("dq")),
                r("`", .p, push("bq")),
                r(#"<([^\s>]+)>"#, .sr),
                r(#"(q|qq|qw|qr|qx)\{"#, .sx, push("cb_string")),
                r(#"(q|qq|qw|qr|qx)\("#, .sx, push("rb_string")),
                r(#"(q|qq|qw|qr|qx)\["#, .sx, push("sb_string")),
                r("(q|qq|qw|qr|qx)<", .sx, push("lt_string")),
                r(#"(q|qq|qw|qr|qx)(\W)(.|\n)*?\2"#, .sx),
                r(#"package\s+"#, .k, push("modulename")),
                r(#"sub\s+"#, .k, push("funcname")),
                r(#"\[\]|\*\*|::|<<|>>|>=|<=|<=>|={3}|!=|=~|!~|&&?|\|\||\.{1,3}"#, .o),
                r(#"[()\[\]:;,<>\/?{}]"#, .p),
                r(#"(?=\w)"#, .text, push("name")),
            ]),
            ("balanced_regex", [
                r(#"(?s)/(\\[\\/]|[^/])*/[egimosx]*"#, .sr, pop),
                r(#"(?s)!(\\[\\!]|[^!])*![egimosx]*"#, .sr, pop),
                r(#"(?s)\\(\\\\|[^\\])*\\[egimosx]*"#, .sr, pop),
                r(#"\{(\\[\\}]|[^}])*\}[egimosx]*"#, .sr, pop),
                r(#"<(\\[\\>]|[^>])*>[egimosx]*"#, .sr, pop),
                r(#"\[(\\[\\\]]|[^\]])*\][egimosx]*"#, .sr, pop),
                r(#"\((\\[\\\)]|[^\)])*\)[egimosx]*"#, .sr, pop),
                r(#"@(\\[\\@]|[^@])*@[egimosx]*"#, .sr, pop),
                r(#"%(\\[\\%]|[^%])*%[egimosx]*"#, .sr, pop),
                r(#"\$(\\[\\\$]|[^\$])*\$[egimosx]*"#, .sr, pop),
            ]),
            ("format", [r(#"\.\n"#, .si, pop), r(#".*?\n"#, .si)]),
            ("fat_comma", [r("#.*", .c1), r(#"\w+"#, .s), r(#"\s+"#, .text), r("=>", .o, pop)]),
            ("name_common", [r(#"\w+::"#, .nn), r(#"[\w:]+"#, .nv, pop)]),
            ("varname", [
                r(#"\s+"#, .text), r(#"[{\[]"#, .p, pop), r("[),]", .p, pop), r("[;]", .p, pop), inc("name_common"),
            ]),
            ("name", [inc("name_common"), r("[A-Z_]+(?=[^a-zA-Z0-9_])", .no, pop), r(#"(?=\W)"#, .text, pop)]),
            ("modulename", [r(#"(?i)[a-z_]\w*"#, .nn, pop)]),
            ("funcname", [
                r(#"[a-zA-Z_]\w*[!?]?"#, .nf),
                r(#"\s+"#, .text),
                g(#"(\([$@%]*\))(\s*)"#, [.p, .text]),
                r(#".*?\{"#, .p, pop),
                r(";", .p, pop),
            ]),
            ("sq", [r(#"\\[\\']"#, .se), r(#"[^\\']+"#, .s1), r("'", .p, pop), r(#"\\"#, .s1)]),
            ("dq", [
                inc("string_intp"),
                r(#"\\[\\tnrabefluLUE"$@]"#, .se),
                r(#"\\0\d{2}"#, .se),
                r(#"\\o\{\d+\}"#, .se),
                r(#"\\x[0-9a-fA-F]{2}"#, .se),
                r(#"\\x\{[0-9a-fA-F]+\}"#, .se),
                r(#"\\c."#, .se),
                r(#"\\N\{[^\}]+\}"#, .se),
                r(#"[^\\"]+?"#, .s2),
                r("\"", .p, pop),
                r(#"\\"#, .se),
            ]),
            ("bq", [inc("string_intp"), r(#"\\[\\tnr`]"#, .se), r(#"[^\\`]+?"#, .sb), r("`", .p, pop)]),
            ("in_interp", [r("\\}", .si, pop), r(#"\s+"#, .text), r(#"(?i)[a-z_]\w*"#, .si)]),
            ("string_intp", [r(#"[$@][{]"#, .si, push("in_interp")), r(#"(?i)[$@][a-z_]\w*"#, .si)]),
            ("end_part", [r("(?s).+", .cp, pop)]),
        ] + bracketStates)
    }()
}
