extension Languages {
    /// Windows batch files, as Rouge's `batchfile` lexer colours them. Rouge looks a word up in
    /// its lists as written (case-sensitive, though the pattern ignores case), and every word
    /// in none of them ends in its `"set".casecmp` test, which is always true: `kd`.
    static let batchDefinition: LexerDefinition = {
        let devices = Set("con prn aux nul com1 com2 com3 com4 com5 com6 com7 com8 com9 lpt1 lpt2 lpt3 lpt4 lpt5 lpt6 lpt7 lpt8 lpt9".split(separator: " ").map(String.init))
        let keywords = Set("if else for in do goto call exit".split(separator: " ").map(String.init))
        let operatorWords = Set("exist defined errorlevel cmdextversion not equ neq lss leq gtr geq".split(separator: " ").map(String.init))
        let commands = Set("""
            assoc attrib break bcdedit cacls cd chcp chdir chkdsk chkntfs choice cls cmd color comp compact convert \
            copy date del dir diskpart doskey dpath driverquery echo endlocal erase fc find findstr format fsutil ftype \
            gpresult graftabl help icacls label md mkdir mklink mode more move openfiles path pause popd print prompt \
            pushd rd recover ren rename replace rmdir robocopy setlocal sc schtasks shift shutdown sort start subst \
            systeminfo takeown tasklist taskkill time timeout title tree type ver verify vol xcopy waitfor wmic \
            addusers admodcmd ansicon arp at bcdboot bitsadmin browstat certreq certutil change cidiag cipher cleanmgr \
            clip cmdkey compress convertcp coreinfo csccmd csvde cscript curl debug defrag delprof deltree devcon \
            diamond dirquota diruse diskshadow diskuse dism dnscmd dsacls dsadd dsget dsquery dsmod dsmove dsrm dsmgmt \
            dsregcmd edlin eventcreate expand extract fdisk fltmc forfiles freedisk ftp getmac gpupdate hostname \
            ifmember inuse ipconfig kill lgpo lodctr logman logoff logtime makecab mapisend mbsacli mem mountvol \
            moveuser msg mshta msiexec msinfo32 mstsc nbtstat net net1 netdom netsh netstat nlsinfo nltest now \
            nslookup ntbackup ntdsutil ntoskrnl ntrights nvspbind pathping perms ping portqry powercfg pngout pnputil \
            printbrm prncnfg prnmngr procdump psexec psfile psgetsid psinfo pskill pslist psloggedon psloglist \
            pspasswd psping psservice psshutdown pssuspend qbasic qgrep qprocess query quser qwinsta rasdial reg reg1 \
            regdump regedt32 regsvr32 regini reset restore rundll32 rmtshare route rpcping run runas scandisk setspn \
            setx sfc share shellrunas shortcut sigcheck sleep slmgr strings subinacl sysmon telnet tftp tlist touch \
            tracerpt tracert tscon tsdiscon tskill tttracer typeperf tzutil undelete unformat verifier vmconnect \
            vssadmin w32tm wbadmin wecutil wevtutil wget where whoami windiff winrm winrs wpeutil wpr wusa wuauclt \
            wscript
            """.split(separator: " ").map(String.init))
        let attributes = Set("on off disable enableextensions enabledelayedexpansion".split(separator: " ").map(String.init))
        @Sendable func word(_ name: String) -> TokenClass {
            if devices.contains(name) { return .kr }
            if keywords.contains(name) { return .k }
            if operatorWords.contains(name) { return .ow }
            if commands.contains(name) { return .nb }
            if attributes.contains(name) { return .na }
            return .kd
        }
        let expansions: [Rule] = [r("(?i)[%!]+[a-z_$@#]+[%!]+", .nv), r(#"(?i)%+~?[a-z]+\d?"#, .vm)]
        /// A quoted string of `quote`, class `token`: escapes and expansions inside.
        func quoted(_ quote: String, _ token: TokenClass) -> [Rule] {
            [r("(?s)\\^.", .se), r(quote, token, pop)] + expansions + [r("[^\\^" + quote + "%!]+", token)]
        }
        return LexerDefinition(states: [
            ("root", [
                r(#"(?i)@?\brem\b.*$"#, .c),
                r("^::.*$", .c),
                r("(?i):[a-z]+", .nl),
                // Rouge's word rule is `([a-z]\w*)(\.exe|…)?`, the word whole (its `\w*` is
                // greedy), a `.exe` after it a group of its own: `err`, except after a command,
                // where the whole match is one `nb` token.
                r("(?:" + commands.sorted { $0.count > $1.count }.map(escapeRegex).joined(separator: "|") + #")\.exe"#, .nb),
                classify(#"(?i)[a-z]\w*+(?=\.exe)"#) { (word($0), push("exe")) },
                classify(#"(?i)[a-z]\w*+"#) { (word($0), .stay) },
                r(#"(?i)(?:[/+]|--?)[a-z]+\s*"#, .na),
            ] + expansions + [
                r(#"[<>&|(){}\[\]\-+=;,~?*]"#, .o),
                r(#"\s+"#, .text),
                r("(?i)0x[0-9a-f]+", .mh),
                r("[0-9]", .m),
                r("\"", .s2, push("double_quotes")),
                r("'", .s1, push("single_quotes")),
                r("`", .sb, push("backtick")),
                r(#"[^\s&|()\[\]{}\^=;!%+\-,"'`~?*]+"#, .text),
                r("(?s)\\^.", .se),
            ]),
            ("exe", [r(#"\.exe"#, .err, pop)]),
            ("double_quotes", quoted("\"", .s2)),
            ("single_quotes", quoted("'", .s1)),
            ("backtick", quoted("`", .sb)),
        ])
    }()

    static let batch = CompiledLexer(batchDefinition)
}
