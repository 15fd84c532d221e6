extension Languages {
    static let matlabDefinition: LexerDefinition = {
        let names = table([
            (.k, "arguments break case catch classdef continue else elseif end for function global if import methods otherwise parfor persistent properties return spmd switch try while"),
            (.nb, MatlabWords.builtins),
        ])
        return LexerDefinition(states: [
            ("root", [
                r(#"\s+"#, .text),
                r(#"(?s)[{]%.*?%[}]"#, .cm),
                r("%.*$", .c1),
                g(#"([.][.][.])(.*?)$"#, [.k, .c]),
                ga(#"^(!)(.*?)(?=%|$)"#, [.token(.k), sub("shell")]),
                lk("[a-zA-Z][_a-zA-Z0-9]*", names, .n),
                r(#"[(){};:,\/\\\]\[]"#, .p),
                r(#"~=|==|<<|>>|[-~+\/*%=<>&^|.@]"#, .o),
                r(#"(?i)(\d+\.\d*|\d*\.\d+)(e[+-]?[0-9]+)?"#, .mf),
                r(#"(?i)\d+e[+-]?[0-9]+"#, .mf),
                r(#"\d+L"#, .il),
                r(#"\d+"#, .mi),
                r("'(?=(.*'))", .s1, push("chararray")),
                r(#""(?=(.*"))"#, .s2, push("string")),
                r("'", .o),
            ]),
            ("chararray", [r("[^']+", .s1), r("''", .se), r("'", .s1, pop)]),
            ("string", [r(#"[^"]+"#, .s2), r(#""""#, .se), r(#"""#, .s2, pop)]),
        ])
    }()

    static let vbDefinition: LexerDefinition = {
        let id = "(?i:[a-z_]\\w*)"
        let upper = table([
            (.k, """
                AddHandler Alias ByRef ByVal CBool CByte CChar CDate CDbl CDec CInt CLng CObj CSByte CShort CSng CStr \
                CType CUInt CULng CUShort Call Case Catch Class Const Continue Declare Default Delegate Dim DirectCast \
                Do Each Else ElseIf End EndIf Enum Erase Error Event Exit False Finally For Friend Function Get Global \
                GoSub GoTo Handles If Implements Imports Inherits Interface Let Lib Loop Me Module MustInherit \
                MustOverride MyBase MyClass Namespace Narrowing New Next Not NotInheritable NotOverridable Nothing Of On \
                Operator Option Optional Overloads Overridable Overrides ParamArray Partial Private Property Protected \
                Public RaiseEvent ReDim ReadOnly RemoveHandler Resume Return Select Set Shadows Shared Single Static \
                Step Stop Structure Sub SyncLock Then Throw To True Try TryCast Using Wend When While Widening With \
                WithEvents WriteOnly
                """),
            (.kt, "Boolean Byte Char Date Decimal Double Integer Long Object SByte Short Single String Variant UInteger ULong UShort"),
            (.ow, "AddressOf And AndAlso As GetType In Is IsNot Like Mod Or OrElse TypeOf Xor"),
            (.nb, "Console ConsoleColor"),
        ])
        let suffix = "([SILDFR]|US|UI|UL)?"
        return LexerDefinition(states: [
            ("whitespace", [
                r(#"\s+"#, .text),
                r(#"\n"#, .text, push("bol")),
                r(#"(?i)rem\b.*?$"#, .c1),
                r(#"(?s)%\{.*?%\}"#, .cm),
                r("'.*$", .c1),
            ]),
            ("bol", [r(#"\s+"#, .text), r("<.*?>", .na), r("", .text, pop)]),
            ("root", [
                inc("whitespace"),
                r(#"[#]If\b.*?\bThen|[#]ElseIf\b.*?\bThen|[#]End\s+If|[#]Const|[#]ExternalSource.*?\n|[#]End\s+ExternalSource|[#]Region.*?\n|[#]End\s+Region|[#]ExternalChecksum"#, .cp),
                r("[.]", .p, push("dotted")),
                r("[(){}!#,:]", .p),
                r(#"Option\s+(Strict|Explicit|Compare)\s+(On|Off|Binary|Text)"#, .kd),
                r(#"End\b"#, .k, push("end")),
                r(#"(Dim|Const)\b"#, .k, push("dim")),
                r(#"(Function|Sub|Property)\b"#, .k, push("funcname")),
                r(#"(Class|Structure|Enum)\b"#, .k, push("classname")),
                r(#"(Module|Namespace|Imports)\b"#, .k, push("namespace")),
                lk(#"[A-Z]\w*"#, upper, .n),
                r(#"&=|[*]=|/=|\\=|\^=|\+=|-=|<<=|>>=|<<|>>|:=|<=|>=|<>|[-&*/\\^+=<>.]"#, .o),
                r(#"""#, .s, push("string")),
                r(id + #"[%&@!#\$]?"#, .n),
                r("#.*?#", .ld),
                r(#"(?i)(\d+\.\d*|\d*\.\d+)(f[+-]?\d+)?"#, .mf),
                r(#"\d+"# + suffix, .mi),
                r("&H[0-9a-f]+" + suffix, .mi),
                r("&O[0-7]+" + suffix, .mi),
                r(#"_\n"#, .k),
            ]),
            ("dotted", [inc("whitespace"), r(id, .n, pop)]),
            ("string", [r(#""""#, .se), r(#""C?"#, .s, pop), r(#"[^"]+"#, .s)]),
            ("dim", [inc("whitespace"), r(id, .nv, pop), r("", .text, pop)]),
            ("funcname", [inc("whitespace"), r(id, .nf, pop)]),
            ("classname", [inc("whitespace"), r(id, .nc, pop)]),
            ("namespace", [inc("whitespace"), r(id + "([.]" + id + ")*", .nn, pop)]),
            ("end", [
                inc("whitespace"),
                r(#"(Function|Sub|Property|Class|Structure|Enum|Module|Namespace)\b"#, .k, pop),
                r("", .text, pop),
            ]),
        ])
    }()
}
