/// The lexers by Rouge tag and alias. Each language compiles on first use (a `static let`,
/// which Swift initialises once, thread-safely), so a site pays only for the languages it uses.
enum Languages {
    static func lexer(named name: String) -> CompiledLexer? {
        registry[name]?()
    }

    private static let registry: [String: @Sendable () -> CompiledLexer] = {
        var r: [String: @Sendable () -> CompiledLexer] = [:]
        for (definition, make) in all {
            for name in [definition.name] + definition.aliases { r[name] = make }
        }
        return r
    }()

    static let plaintext = CompiledLexer(LexerDefinition(name: "plaintext", aliases: ["text"], states: [("root", [r("(?s).+", .text)])]))

    /// Names only (definitions are cheap values; compilation waits for the closure).
    private static let all: [(LexerDefinition, @Sendable () -> CompiledLexer)] = [
        (LexerDefinition(name: "plaintext", aliases: ["text"], states: []), { plaintext }),
        (CFamily.c, { c }), (CFamily.cpp, { cpp }), (CFamily.objectiveC, { objectiveC }),
        (javaDefinition, { java }), (csharpDefinition, { csharp }), (shellDefinition, { shell }),
        (named("console", ["terminal", "shell_session", "shell-session"]), { console }),
        (named("irb", ["pry"]), { irb }),
        (JavaScriptFamily.javascript, { javascript }), (JavaScriptFamily.typescript, { typescript }),
        (JavaScriptFamily.jsx, { jsx }), (JavaScriptFamily.tsx, { tsx }),
        (swiftDefinition, { swift }), (rustDefinition, { rust }),
        (htmlDefinition, { html }), (markdownDefinition, { markdown }),
        (elixirDefinition, { elixir }), (haskellDefinition, { haskell }),
        (rubyDefinition, { ruby }), (irbOutputDefinition, { irbOutput }),
        (pythonDefinition, { python }),
        (jsonDefinition, { json }), (diffDefinition, { diff }), (iniDefinition, { ini }),
        (tomlDefinition, { toml }), (dockerDefinition, { docker }),
        (makeDefinition, { make }), (sqlDefinition, { sql }), (goDefinition, { go }),
        (luaDefinition, { lua }), (yamlDefinition, { yaml }),
        (erlangDefinition, { erlang }), (rDefinition, { rLanguage }),
        (kotlinDefinition, { kotlin }), (xmlDefinition, { xml }), (erbDefinition, { erb }),
        (cssDefinition, { css }), (scssDefinition, { scss }), (liquidDefinition, { liquid }),
        (powershellDefinition, { powershell }), (phpDefinition, { php }),
    ]

    static let php = CompiledLexer(phpDefinition)

    static let powershell = CompiledLexer(powershellDefinition)

    static let liquid = CompiledLexer(liquidDefinition)

    static let css = CompiledLexer(cssDefinition)
    static let scss = CompiledLexer(scssDefinition)

    static let kotlin = CompiledLexer(kotlinDefinition)
    static let xml = CompiledLexer(xmlDefinition)
    static let erb = CompiledLexer(erbDefinition)

    static let erlang = CompiledLexer(erlangDefinition)
    static let rLanguage = CompiledLexer(rDefinition)

    static let yaml = CompiledLexer(yamlDefinition)

    static let lua = CompiledLexer(luaDefinition)

    static let go = CompiledLexer(goDefinition)

    static let make = CompiledLexer(makeDefinition)
    static let sql = CompiledLexer(sqlDefinition)

    static let toml = CompiledLexer(tomlDefinition)
    static let docker = CompiledLexer(dockerDefinition)

    static let json = CompiledLexer(jsonDefinition)
    static let diff = CompiledLexer(diffDefinition)
    static let ini = CompiledLexer(iniDefinition)

    static let python = CompiledLexer(pythonDefinition)

    static let irbOutput = CompiledLexer(irbOutputDefinition)

    static let ruby = CompiledLexer(rubyDefinition)

    static let haskell = CompiledLexer(haskellDefinition)

    static let elixir = CompiledLexer(elixirDefinition)

    static let html = CompiledLexer(htmlDefinition)
    static let markdown = CompiledLexer(markdownDefinition)

    static let rust = CompiledLexer(rustDefinition)

    static let swift = CompiledLexer(swiftDefinition)

    static let javascript = CompiledLexer(JavaScriptFamily.javascript)
    static let typescript = CompiledLexer(JavaScriptFamily.typescript)
    static let jsx = CompiledLexer(JavaScriptFamily.jsx)
    static let tsx = CompiledLexer(JavaScriptFamily.tsx)

    /// A name entry for a lexer written as code.
    private static func named(_ name: String, _ aliases: [String]) -> LexerDefinition {
        LexerDefinition(name: name, aliases: aliases, states: [])
    }

    static let csharp = CompiledLexer(csharpDefinition)
    static let shell = CompiledLexer(shellDefinition)

    static let c = CompiledLexer(CFamily.c)
    static let cpp = CompiledLexer(CFamily.cpp)
    static let objectiveC = CompiledLexer(CFamily.objectiveC)
    static let java = CompiledLexer(javaDefinition)
}
