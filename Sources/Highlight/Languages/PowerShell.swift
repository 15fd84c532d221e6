extension Languages {
    static let powershellDefinition: LexerDefinition = {
        let autoVars = #"\$\$|\$\?|\$\^|\$_|\$args|\$ConsoleFileName|\$Error|\$Event|\$EventArgs|\$EventSubscriber|\$ExecutionContext|\$false|\$foreach|\$HOME|\$Host|\$input|\$IsCoreCLR|\$IsLinux|\$IsMacOS|\$IsWindows|\$LastExitCode|\$Matches|\$MyInvocation|\$NestedPromptLevel|\$null|\$PID|\$PROFILE|\$PSBoundParameters|\$PSCmdlet|\$PSCommandPath|\$PSCulture|\$PSDebugContext|\$PSHOME|\$PSItem|\$PSScriptRoot|\$PSSenderInfo|\$PSUICulture|\$PSVersionTable|\$PWD|\$REPORTERRORSHOWEXCEPTIONCLASS|\$REPORTERRORSHOWINNEREXCEPTION|\$REPORTERRORSHOWSOURCE|\$REPORTERRORSHOWSTACKTRACE|\$SENDER|\$ShellId|\$StackTrace|\$switch|\$this|\$true"#
        let keywords = "assembly|exit|process|base|filter|public|begin|finally|return|break|for|sequence|catch|foreach|static|class|from|switch|command|function|throw|configuration|hidden|trap|continue|if|try|data|in|type|define|inlinescript|until|do|interface|using|dynamicparam|module|var|else|namespace|while|elseif|parallel|workflow|end|param|enum|private"
        let operators = #"-split|-isplit|-csplit|-join|-is|-isnot|-as|-eq|-ieq|-ceq|-ne|-ine|-cne|-gt|-igt|-cgt|-ge|-ige|-cge|-lt|-ilt|-clt|-le|-ile|-cle|-like|-ilike|-clike|-notlike|-inotlike|-cnotlike|-match|-imatch|-cmatch|-notmatch|-inotmatch|-cnotmatch|-contains|-icontains|-ccontains|-notcontains|-inotcontains|-cnotcontains|-replace|-ireplace|-creplace|-shl|-shr|-band|-bor|-bxor|-and|-or|-xor|-not|\+=|-=|\*=|\/=|%="#
        let multiline = "synopsis|description|parameter|example|inputs|outputs|notes|link|component|role|functionality|forwardhelptargetname|forwardhelpcategory|remotehelprunspace|externalhelp"
        let attributes = table([(.bp, "ConfirmImpact DefaultParameterSetName HelpURI PositionalBinding SupportsPaging SupportsShouldProcess")])
        return LexerDefinition(states: [
            ("root", [
                inc("comments"),
                r(#"#requires\s-version \d(?:\.\d+)?"#, .cp),
                r(#"\.\.(?=\.?\d)"#, .o),
                r("(?i)(?:" + operators + #")\b"#, .o),
                g(#"(?i)(class)(\s+)(\w+)"#, [.kr, .w, .nc], push("class")),
                g(#"(?i)(function)(\s+)(?:(\w+)(:))?(\w[-\w]+)"#, [.kr, .w, .nn, .p, .nf]),
                r("(?i)(?:" + keywords + #")\b(?![-.])"#, .kr),
                r(#"-{1,2}\w+"#, .nt),
                g(#"(\.)?([-\w]+)(\[)"#, [.o, .n, .p], push("bracket")),
                g(#"(?i)([\/\\~a-z][-.:\/\\~\w]*)(\n)?"#, [.n, .w], push("parameters")),
                g(#"(\.)([-\w]+)(?:(\()|(\n))?"#, [.o, .nf, .p, .w], .pushIfLast("(", "parameters")),
                r(#"\?"#, .nf, push("parameters")),
                inc("expr"),
                inc("variable"),
                r(#"[-+*\/%=!.&|]"#, .o),
                r(#"[{}(),:;]"#, .p),
            ]),
            ("variable", [
                r(autoVars, .bp),
                g(#"(\$)(?:(\w+)(:))?(\w+|\{(?:[^`]|`.)+?\})"#, [.nv, .nn, .p, .nv]),
                r(#"\$\w+"#, .nv),
                r(#"\$\{(?:[^`]|`.)+?\}"#, .nv),
            ]),
            ("multiline", [
                r("(?i)\\.(?:" + multiline + ")", .cs),
                r("#>", .cm, pop),
                r("(?s)[^#.]+?", .cm),
                r("[#.]+", .cm),
            ]),
            ("interpol", [r(#"\)"#, .si, pop), inc("root")]),
            ("dq", [
                r(#"(?:\$#?)?""#, .s2, pop),
                r(#"\$\("#, .si, push("interpol")),
                r("`$", .se),
                r("`.", .se),
                r(#"[^"`$]+"#, .s2),
                inc("variable"),
            ]),
            ("sq", [r("'", .s1, pop), r("[^']+", .s1)]),
            ("heredoc", [
                r(#"(?:\$#?)?"@"#, .sh, pop),
                r(#"\$\("#, .si, push("interpol")),
                r("`$", .se),
                r("`.", .se),
                r(#"(?s)[^"`$]+?"#, .sh),
                r(#""+"#, .sh),
                inc("variable"),
            ]),
            ("class", [r(#"\{"#, .p, pop), r(#"\s+"#, .w), r(#"\w+"#, .nc), r("[:,]", .p)]),
            ("expr", [
                inc("comments"),
                r(#"""#, .s2, push("dq")),
                r("'", .s1, push("sq")),
                r(#"@""#, .sh, push("heredoc")),
                r(#"(?s)@'.*?'@"#, .sh),
                r(#"\d*\.\d+"#, .mf),
                r(#"\d+"#, .mi),
                r(#"@\{"#, .p, push("hasht")),
                r(#"@\("#, .p, push("array")),
                r(#"\{"#, .p, push("brace")),
                r(#"\["#, .p, push("bracket")),
            ]),
            ("hasht", [r(#"\}"#, .p, pop), r("=", .o), r("[,;]", .p), inc("expr"), r(#"\w+"#, .nx), inc("variable")]),
            ("array", [r(#"\s+"#, .w), r(#"\)"#, .p, pop), r("[,;]", .p), inc("expr"), inc("variable")]),
            ("brace", [r("[}]", .p, pop), inc("root")]),
            ("bracket", [r(#"\]"#, .p, pop), r(#"[A-Za-z]\w+\."#, .n), lk(#"([A-Za-z]\w+)"#, attributes, .n), inc("root")]),
            ("parameters", [
                r("(?s)`.", .se),
                r(#"\s*?\n"#, .w, pop),
                r(#"[;(){}\]]"#, .p, pop),
                r("[|=]", .o, pop),
                r(#"[\/\\~\w][-.:\/\\~\w]*"#, .nx),
                r(#"\w[-\w]+"#, .nx),
                inc("root"),
            ]),
            ("comments", [r(#"\s+"#, .w), r("#.*", .c), r("<#", .cm, push("multiline"))]),
        ])
    }()
}
