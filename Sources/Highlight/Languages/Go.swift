extension Languages {
    static let goDefinition: LexerDefinition = {
        let keyword = #"\b(?:break|default|func|interface|select|case|defer|go|map|struct|chan|else|goto|package|switch|const|fallthrough|if|range|type|continue|for|import|return|var)\b"#
        let letter = #"(?:\p{Alphabetic}|_)"#
        let hex = "[0-9A-Fa-f]"
        let decimals = "[0-9]+"
        let exponent = "[eE][+\\-]?" + decimals
        let float = "(?:" + decimals + "\\.(?:" + decimals + ")?(?:" + exponent + ")?|" + decimals + exponent + "|\\." + decimals + "(?:" + exponent + ")?)"
        let escaped = #"\\[abfnrtv\\'"]"#
        let little = #"\\u"# + hex + "{4}", big = #"\\U"# + hex + "{8}"
        let unicodeValue = "(?:[^\\n]|" + little + "|" + big + "|" + escaped + ")"
        let byteValue = "(?:\\\\[0-7]{3}|\\\\x" + hex + "{2})"
        return LexerDefinition(states: [
            ("root", [
                r(#"(?s)//(?:(?!\n).)*|/\*(?:(?!\*/).)*\*/"#, .c),
                r(keyword, .k),
                r(#"\b(?:bool|byte|complex64|complex128|error|float32|float64|int8|int16|int32|int64|int|rune|string|uint8|uint16|uint32|uint64|uintptr|uint)\b"#, .kt),
                r(#"\b(?:append|cap|close|complex|copy|delete|imag|len|make|new|panic|print|println|real|recover)\b"#, .nb),
                r(#"\b(?:true|false|iota|nil)\b"#, .no),
                r("(?:" + decimals + "|" + float + ")i", .m),
                r(float, .m),
                r("0[xX]" + hex + "+|[0-9][0-9]*|0[0-7]*", .m),
                r("'(?:" + unicodeValue + "|" + byteValue + ")'", .sc),
                r(#"\+=|\+\+|\+|&\^=|&\^|&=|&&|&|==|=|\!=|\!|-=|--|-|\|=|\|\||\||<=|<-|<<=|<<|<|\*=|\*|\^=|\^|>>=|>>|>=|>|\/|\/=|:=|%|%=|\.\.\.|\.|:"#, .o),
                r(#"\(|\)|\[|\]|\{|\}|,|;"#, .p),
                r("(?!" + keyword + ")" + letter + #"(?:"# + letter + #"|\p{Nd})*"#, .n),
                r(#"\s+"#, .text),
                r("`", .s, push("raw_string")),
                r(#"""#, .s, push("interpreted_string")),
            ]),
            ("interpreted_string", [
                r(escaped + "|" + little + "|" + big + "|\\\\x" + hex + "{2}", .se),
                r(#"\\."#, .err),
                r(#"""#, .s, pop),
                r(#"[^"\\]+"#, .s),
            ]),
            ("raw_string", [r("`", .s, pop), r("[^`]+", .s)]),
        ])
    }()
}
