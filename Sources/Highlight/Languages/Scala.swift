extension Languages {
    static let scalaDefinition: LexerDefinition = {
        // The classes of Scala's grammar: letters and upper-case letters count `$` and `_`; an
        // operator character is any printable ASCII or math/other symbol not in another class.
        let whitespace = #"\p{Xsp}"#
        let letter = #"[\p{L}$_]"#
        let upper = #"[\p{Lu}$_]"#
        let op = #"(?:(?!"# + whitespace + #"|[\p{L}$_0-9(){}\[\]‘’".;,])[\x{20}-\x{7F}\p{Sm}\p{So}])"#
        let idrest = "(?:" + letter + "(?:" + letter + "|[0-9])*(?:(?<=_)" + op + "+)?)"
        let name = idrest + "|" + op + "+|`[^`]+`"
        let keywords = """
            abstract case catch def do else extends final finally for forSome if implicit lazy match new \
            override private protected requires return sealed super this throw try val var while with yield
            """.split(separator: " ").joined(separator: "|")
        let typechunk = "(?:" + idrest + "|" + op + "+`[^`]+`)"
        return LexerDefinition(states: [
            ("root", [
                g(#"(class|trait|object)(\s+)"#, [.k, .text], push("class")),
                r("'" + idrest + "(?!')", .ss),
                r(#"[^\S\n]+"#, .text),
                r("//.*", .c1),
                r(#"/\*"#, .cm, push("comment")),
                r("@" + idrest, .nd),
                g(#"(def)(\s+)("# + name + #")(\s*)"#, [.k, .text, .nf, .text]),
                g(#"(val)(\s+)("# + name + #")(\s*)"#, [.k, .text, .nv, .text]),
                g(#"(this)(\n*)(\.)("# + idrest + ")", [.k, .text, .o, .py]),
                g("(" + idrest + #"|_)(\n*)(\.)("# + idrest + ")", [.nv, .text, .o, .py]),
                r(upper + idrest + #"\b"#, .nc),
                g("(" + idrest + ")(" + whitespace + #"*)(\()"#, [.nf, .text, .o]),
                g(#"(\.)("# + idrest + ")", [.o, .py]),
                r("(?:" + keywords + #")\b|(?:<[%:-]|=>|>:|[#=@_\x{21D2}\x{2190}])(?:\b|(?=\s)|$)"#, .k),
                r(":(?!" + op + ")", .k, push("type")),
                r(#"(true|false|null)\b"#, .kc),
                g(#"(import|package)(\s+)"#, [.k, .text], push("import")),
                g(#"(type)(\s+)"#, [.k, .text], push("type")),
                r(#"(?s)""".*?"""(?!")"#, .s),
                r(#""(\\\\|\\"|[^"])*""#, .s),
                r(#"'\\.'|'[^\\]'|'\\u[0-9a-fA-F]{4}'"#, .sc),
                r(idrest, .n),
                r("`[^`]+`", .n),
                r(#"\["#, .o, push("typeparam")),
                r(#"[\(\)\{\};,.#]"#, .o),
                r(op + "+", .o),
                r(#"([0-9][0-9]*\.[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?[fFdD]?"#, .mf),
                r("([0-9][0-9]*[fFdD])", .mf),
                r("0x[0-9a-fA-F]+", .mh),
                r("[0-9]+L?", .mi),
                r(#"\n"#, .text),
            ]),
            ("class", [
                g("(" + name + #")(\s*)(\[)"#, [.nc, .text, .o], push("typeparam")),
                r(#"\s+"#, .text),
                r(#"\{"#, .o, pop),
                r(#"\("#, .o, pop),
                r("//.*", .c1, pop),
                r(name, .nc, pop),
            ]),
            ("type", [
                r(#"\s+"#, .text),
                r(#"<[%:]|>:|[#_\x{21D2}]|forSome|type"#, .k),
                g(#"([,\);}]|=>|=)(\s*)"#, [.o, .text], pop),
                r(#"[\(\{]"#, .o, push("type")),
                g("(" + typechunk + #"(?:\."# + typechunk + #")*)(\s*)(\[)"#, [.kt, .text, .o], .popPush(1, ["typeparam"])),
                g("(" + typechunk + #"(?:\."# + typechunk + #")*)(\s*)$"#, [.kt, .text], pop),
                r("//.*", .c1, pop),
                r(#"\.|"# + name, .kt),
            ]),
            ("typeparam", [
                r(#"[\s,]+"#, .text),
                r(#"<[%:]|=>|>:|[#_\x{21D2}]|forSome|type"#, .k),
                r(#"([\]\)\}])"#, .o, pop),
                r(#"[\(\[\{]"#, .o, push("typeparam")),
                r(#"\.|"# + name, .kt),
            ]),
            ("comment", [r(#"[^/\*]+"#, .cm), r(#"/\*"#, .cm, push("comment")), r(#"\*/"#, .cm, pop), r("[*/]", .cm)]),
            ("import", [r("(" + idrest + #"|\.)+"#, .nn, pop)]),
        ])
    }()

    static let groovyDefinition = groovyFamily(name: "groovy", keywords: "", types: "")

    static let gradleDefinition = groovyFamily(
        name: "gradle",
        keywords: " allprojects artifacts buildscript configuration dependencies repositories sourceSets subprojects publishing",
        types: """
             Project Task Gradle Settings Script JavaToolChain SourceSet SourceSetOutput IncrementalTaskInputs \
            Configuration ResolutionStrategy ArtifactResolutionQuery ComponentSelection ComponentSelectionRules \
            ConventionProperty ExtensionAware ExtraPropertiesExtension PublishingExtension IvyPublication \
            IvyArtifact IvyArtifactSet IvyModuleDescriptorSpec MavenPublication MavenArtifact MavenArtifactSet \
            MavenPom PluginDependenciesSpec PluginDependencySpec ResourceHandler TextResourceFactory
            """)

    /// Groovy, and Gradle (Groovy with more keywords and types). A method signature's return
    /// type and modifiers are lexed again by the language itself (`name`).
    private static func groovyFamily(name: String, keywords: String, types: String) -> LexerDefinition {
        let words = table([
            (.k, "assert break case catch continue default do else finally for if goto instanceof new return switch this throw try while in as" + keywords),
            (.kd, "abstract const enum extends final implements native private protected public static strictfp super synchronized throws transient volatile"),
            (.kt, "def boolean byte char double float int long short void" + types),
            (.kc, "true false null"),
        ])
        return LexerDefinition(states: [
            ("root", [
                ga(#"^(\s*(?:\w[\w.\[\]]*\s+)+?)(\w\w*)(\s*)(\()"#, [sub(name), .token(.nf), .token(.text), .token(.o)]),
                r(#"[^\S\n]+"#, .text),
                r("//.*?$", .c1),
                r(#"(?s)/[*].*?[*]/"#, .cm),
                r(#"@\w[\w.]*"#, .nd),
                r(#"(class|interface|trait)\b"#, .kd, push("class")),
                r(#"package\b"#, .kn, push("import")),
                r(#"import\b"#, .kn, push("import")),
                r(#"(?s)""".*?""""#, .s2),
                r(#"(?s)'''.*?'''"#, .s1),
                r(#""(\\.|\\\n|.)*?""#, .s2),
                r(#"'(\\.|\\\n|.)*?'"#, .s1),
                r(#"(?s)\$/(\$.|.)*?/\$"#, .s),
                r(#"/(\\.|\\\n|.)*?/"#, .s),
                r(#"'\\.'|'[^\\]'|'\\u[0-9a-f]{4}'"#, .sc),
                g(#"(\.)([a-zA-Z_][a-zA-Z0-9_]*)"#, [.o, .na]),
                r("[a-zA-Z_][a-zA-Z0-9_]*:", .nl),
                lk(#"[a-zA-Z_\$][a-zA-Z0-9_]*"#, words, .n),
                r(#"[~^*!%&\[\](){}<>\|+=:;,./?-]"#, .o),
                r(#"\d+\.\d+([eE]\d+)?[fd]?"#, .mf),
                r("0x[0-9a-f]+", .mh),
                r("[0-9]+L?", .mi),
                r(#"\n"#, .text),
            ]),
            ("class", [r(#"\s+"#, .text), r(#"\w\w*"#, .nc, pop)]),
            ("import", [r(#"\s+"#, .text), r(#"[\w.]+[*]?"#, .nn, pop)]),
        ])
    }
}
