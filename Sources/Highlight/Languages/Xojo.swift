extension Languages {
    static let xojoDefinition: LexerDefinition = {
        let keywords = """
            addhandler aggregates array asc assigns attributes begin break byref byval call case catch class const \
            continue char ctype declare delegate dim do downto each else elseif end enum event exception exit extends \
            false finally for function global goto if implements inherits interface lib loop mod module new next nil \
            object of optional paramarray private property protected public raise raiseevent rect redim removehandler \
            return select shared soft static step sub super then to true try until using uend uhile
            """
        let types = """
            boolean cfstringref cgfloat cstring curency date double int8 int16 int32 int64 integer ostype pstring ptr \
            short single single string structure variant uinteger uint8 uint16 uint32 uint64 ushort windowptr wstring
            """
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .w),
                r(#"(?i)rem\b.*?$"#, .c1),
                r("[//'].*$", .c1),
                r("(?si)[#]tag Note.*?[#]tag EndNote", .cp),
                r(#"\s*[#].*$"#, .cp),
                r(#"".*?""#, .s2),
                r("[(){}!#,:]", .p),
                r("(?i)" + words(keywords), .k),
                r("(?i)" + words(types), .kd),
                r("(?i)" + words("addressof weakaddressof and as in is isa mod not or xor"), .o),
                r(#"(?i)[+-]?(\d+\.\d*|\d*\.\d+)"#, .mf),
                r(#"[+-]?\d+"#, .mi),
                r("(?i)&[CH][0-9a-f]+", .mh),
                r("(?i)&O[0-7]+", .mo),
                r(#"(?i)\b[\w\.]+\b"#, .text),
                r(#"<=|>=|<>|[=><\+\-\*\/\\]"#, .o),
            ]),
        ])
    }()

    static let regoDefinition: LexerDefinition = {
        let names = table([(.kc, "true false null"), (.ow, "as default else import not package some with")])
        return LexerDefinition(states: [
            // Ruby's `[[:word:]]`: any Unicode letter, mark, digit or connector.
            ("root", [inc("basic"), inc("operators"), lk(#"[\p{L}\p{M}\p{Nd}\p{Pc}]+"#, names, .n)]),
            ("basic", [
                r(#"\s+"#, .text),
                r("#.*", .c1),
                r(#"[\[\](){}|.,;!]"#, .p),
                r(#""[^"]*""#, .s2),
                r(#"-?\d+\.\d+([eE][+-]?\d+)?"#, .mf),
                r(#"-?\d+([eE][+-]?\d+)?"#, .m),
                r(#"\\u[0-9a-fA-F]{4}"#, .mh),
                r(#"\\["\/bfnrt]"#, .se),
            ]),
            ("operators", [
                r(#"(=|!=|>=|<=|>|<|\+|-|\*|%|\/|\||&|:=)"#, .o),
                r(#"[\/:?@^~]+"#, .o),
            ]),
        ])
    }()
}
