extension Languages {
    static let eclDefinition: LexerDefinition = {
        func set(_ list: String) -> Set<String> { Set(list.split(separator: " ").map(String.init)) }
        let classFirst = set("file date str math metaphone metaphone3 uni audit blas system")
        let classSecond = set("debug email job log thorlib util workunit")
        let functions = set("""
            abs acos aggregate allnodes apply ascii asin asstring atan _token ave case catch choose choosen choosesets \
            clustersize combine correlation cos cosh count covariance cron dataset dedup define denormalize dictionary \
            distribute distributed distribution ebcdic enth error evaluate event eventextra eventname exists exp \
            failcode failmessage fetch fromunicode fromxml getenv getisvalid global graph group hash hashcrc having \
            httpcall httpheader if iff index intformat isvalid iterate join keyunicode length library limit ln local \
            log loop map matched matchlength matchposition matchtext matchunicode max merge mergejoin min nofold \
            nolocal nonempty normalize parse pipe power preload process project pull random range rank ranked \
            realformat recordof regexfind regexreplace regroup rejected rollup round roundup row rowdiff sample set \
            sin sinh sizeof soapcall sort sorted sqrt stepped stored sum table tan tanh thisnode topn tounicode toxml \
            transfer transform trim truncate typeof ungroup unicodeorder variance which workunit xmldecode xmlencode \
            xmltext xmlunicode apply assert build buildindex evaluate fail keydiff keypatch loadxml nothor notify \
            output parallel sequential soapcall wait
            """)
        let keywords = set("""
            and or in not all any as from atmost before best between case const counter csv descend encrypt end \
            endmacro enum except exclusive expire export extend fail few first flat full function functionmacro group \
            heading hole ifblock import joined keep keyed last left limit load local locale lookup many maxcount \
            maxlength _token module interface named nocase noroot noscan nosort of only opt outer overwrite packed \
            partition penalty physicallength pipe quote record repeat return right rows scan self separator service \
            shared skew skip sql store terminator thor threshold token transform trim type unicodeorder unsorted \
            validate virtual whole wild within xml xpath after cluster compressed compression default encoding escape \
            fileposition forward grouped inner internal linkcounted literal lzw mofn multiple namespace wnotrim \
            noxpath onfail prefetch retry rowset scope smart soapaction stable timelimit timeout unordered unstable \
            update use width
            """)
        let template = set("""
            append apply break constant debug declare demangle else elseif end endregion error expand export \
            exportxml for forall getdatatype if ifdefined inmodule isdefined isvalid line link loop mangle onwarning \
            option region set stored text trace uniquename warning webservice workunit loadxml
            """)
        let types = set("""
            ascii big_endian boolean data decimal ebcdic grouped integer linkcounted pattern qstring real record rule \
            set of streamed string token udecimal unicode utf8 unsigned varstring varunicode
            """)
        let typed = set("data string qstring varstring varunicode unicode utf8")
        return LexerDefinition(states: [
            ("root", [
                inc("whitespace"),
                inc("single_quote"),
                r(#"\b(?i:(and|not|or|in))\b"#, .ow),
                r(#"[:=|>|<|<>|/|\\|\+|-|=]"#, .o),
                r(#"[\[\]{}();,\&,\.,\%]"#, .p),
                r(#"(?s)\b(?i:(beginc\+\+.*?endc\+\+))"#, .s1),
                r(#"(?s)\b(?i:(embed.*?endembed))"#, .s1),
                classify(#"\b(\w+)\.(\w+)\.(\w+)"#) { text in
                    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                    let isClass = parts.count == 3 && parts[0] == "std" && classFirst.contains(parts[1]) && classSecond.contains(parts[2])
                    return (isClass ? .nc : .nv, .stay)
                },
                r(#"\b(?i:(u)?decimal)(\d+(_\d+)?)\b"#, .kt),
                r(#"(?i)\d+\.\d+(e[\+\-]?\d+)?"#, .mf),
                r("(?i)x[0-9a-f]+", .mh),
                r("(?i)0x[0-9a-f]+", .mh),
                r("(?i)0[0-9a-f]+x", .mh),
                r("0[bB][01]+", .mb),
                r("[01]+[bB]", .mb),
                r(#"\d+"#, .mi),
                // `#`, a name, then its trailing digits (a size such as `integer4`), decided together.
                classify(#"(?i)(#?)\b([a-z_][\w]*?)(\d*)\b"#) { text in
                    let hash = text.hasPrefix("#")
                    let word = hash ? String(text.dropFirst()) : text
                    let digits = String(word.reversed().prefix { $0.isASCII && $0.isNumber }.reversed())
                    let nameOnly = String(word.dropLast(digits.count)).lowercased()
                    let name = nameOnly + digits
                    let number = digits.isEmpty ? nil : Int(digits)
                    if hash { return (template.contains(name) ? .kt : .err, .stay) }
                    if typed.contains(nameOnly) && number != nil { return (.kt, .stay) }
                    if types.contains(name) { return (.kt, .stay) }
                    if keywords.contains(name) { return (.k, .stay) }
                    if functions.contains(name) { return (.nf, .stay) }
                    if ["integer", "unsigned"].contains(nameOnly), let n = number, (1...8).contains(n) { return (.kt, .stay) }
                    if nameOnly == "real", let n = number, n == 4 || n == 8 { return (.kt, .stay) }
                    if name == "true" || name == "false" { return (.kc, .stay) }
                    return (.nx, .stay)
                },
            ]),
            ("single_quote", [
                r(#"[xDQUV]?'([^'\\]*(?:\\.[^'\\]*)*)'"#, .s1),
                r(#"\\(x\\h{2}|[0-2][0-7]{0,2}|3[0-6][0-7]?|37[0-7]?|[4-7][0-7]?|.|$)"#, .text),
            ]),
            ("inline_whitespace", [r(#"[ \t\r]+"#, .text), r(#"\\\n"#, .text), r(#"(?s)/[*].*?[*]/"#, .cm)]),
            ("whitespace", [r(#"\n+"#, .text), r("//.*", .c1), inc("inline_whitespace")]),
        ])
    }()
}
