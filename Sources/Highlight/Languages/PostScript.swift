extension Languages {
    static let postscriptDefinition: LexerDefinition = {
        let delimiter = #"()<>\[\]{}/%\s"#
        let end = "(?=[" + delimiter + "])"
        let name = "[^" + delimiter + "]+" + end
        let keywords = """
            abs add aload arc arcn array atan begin bind ceiling charpath clip closepath concat concatmatrix copy cos \
            currentlinewidth currentmatrix currentpoint curveto cvi cvs def defaultmatrix dict dictstackoverflow div \
            dtransform dup end exch exec exit exp fill findfont floor get getinterval grestore gsave identmatrix idiv \
            idtransform index invertmatrix itransform length lineto ln load log loop matrix mod moveto mul neg newpath \
            pathforall pathbbox pop print pstack put quit rand rangecheck rcurveto repeat restore rlineto rmoveto roll \
            rotate round run save scale scalefont setdash setfont setgray setlinecap setlinejoin setlinewidth setmatrix \
            setrgbcolor shfill show showpage sin sqrt stack stringwidth stroke strokepath sub syntaxerror transform \
            translate truncate typecheck undefined undefinedfilename undefinedresult
            """
        let number = #"(\-|\+)?([0-9]+\.?|[0-9]*\.[0-9]+|[0-9]+\.[0-9]*)((e|E)[0-9]+)?"#
        return LexerDefinition(states: [
            ("root", [
                r("^%!.+?$", .cp),
                r("%%.*?$", .cs),
                r("(^%.*?$){2,}", .cm),
                r("%.*?$", .c1),
                r(#"\("#, .s, push("stringliteral")),
                r("/" + name, .nv),
                r(#"[{}<>\[\]]"#, .p),
                r(words(keywords, prefix: "", suffix: "") + end, .nb),
                r("(eq|ne|g[et]|l[et]|and|or|not|if(?:else)?|for(?:all)?)" + end, .kr),
                r("(false|true)" + end, .kc),
                r("<[0-9A-Fa-f]+>" + end, .mh),
                r("[0-9]+#" + number + end, .mo),
                r(number + end, .mf),
                r(#"(\-|\+)?[0-9]+"# + end, .mi),
                r(name, .nf),
                r(#"\s+"#, .text),
            ]),
            ("stringliteral", [
                r(#"[^()\\]+"#, .s),
                r(#"\\"#, .se, push("escape")),
                r(#"\("#, .s, push("stringliteral")),
                r(#"\)"#, .s, pop),
            ]),
            ("escape", [r(#"[0-8]{3}|n|r|t|b|f|\\|\(|\)"#, .se, pop)]),
        ])
    }()
}
