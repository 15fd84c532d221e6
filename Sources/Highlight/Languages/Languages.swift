/// The lexers by Rouge tag and alias. Each language compiles on first use (a `static let`,
/// which Swift initialises once, thread-safely), so a site pays only for the languages it uses.
enum Languages {
    static func lexer(named name: String) -> CompiledLexer? {
        registry[name]?()
    }

    private static let registry: [String: @Sendable () -> CompiledLexer] = {
        var r: [String: @Sendable () -> CompiledLexer] = [:]
        for entry in all {
            for name in entry.names { r[name] = entry.lexer }
        }
        return r
    }()

    static let plaintextDefinition = LexerDefinition(name: "plaintext", aliases: ["text"], states: [("root", [r("(?s).+", .text)])])
    static let plaintext = CompiledLexer(plaintextDefinition)

    /// One registry entry: the tag and aliases, the definition, the compiled lexer.
    struct Entry: Sendable {
        let names: [String]
        let definition: @Sendable () -> LexerDefinition
        let lexer: @Sendable () -> CompiledLexer
    }

    /// The names are written out, not read from the definitions: making every language's
    /// definition (its word tables and patterns) cost milliseconds at the first code block of
    /// every build. A test checks they are the definitions' own.
    static let all: [Entry] = [
        Entry(names: ["plaintext", "text"], definition: { plaintextDefinition }, lexer: { plaintext }),
        Entry(names: ["c"], definition: { CFamily.c }, lexer: { c }),
        Entry(names: ["cpp", "c++"], definition: { CFamily.cpp }, lexer: { cpp }),
        Entry(names: ["objective_c", "objc", "obj-c", "obj_c", "objectivec"], definition: { CFamily.objectiveC }, lexer: { objectiveC }),
        Entry(names: ["java"], definition: { javaDefinition }, lexer: { java }),
        Entry(names: ["csharp", "c#", "cs"], definition: { csharpDefinition }, lexer: { csharp }),
        Entry(names: ["shell", "bash", "zsh", "ksh", "sh"], definition: { shellDefinition }, lexer: { shell }),
        Entry(names: ["console", "terminal", "shell_session", "shell-session"], definition: { named("console", ["terminal", "shell_session", "shell-session"]) }, lexer: { console }),
        Entry(names: ["irb", "pry"], definition: { named("irb", ["pry"]) }, lexer: { irb }),
        Entry(names: ["javascript", "js"], definition: { JavaScriptFamily.javascript }, lexer: { javascript }),
        Entry(names: ["typescript", "ts"], definition: { JavaScriptFamily.typescript }, lexer: { typescript }),
        Entry(names: ["jsx", "react"], definition: { JavaScriptFamily.jsx }, lexer: { jsx }),
        Entry(names: ["tsx"], definition: { JavaScriptFamily.tsx }, lexer: { tsx }),
        Entry(names: ["swift"], definition: { swiftDefinition }, lexer: { swift }),
        Entry(names: ["rust", "rs", "rust,no_run", "rs,no_run", "rust,ignore", "rs,ignore", "rust,should_panic", "rs,should_panic"], definition: { rustDefinition }, lexer: { rust }),
        Entry(names: ["html"], definition: { htmlDefinition }, lexer: { html }),
        Entry(names: ["markdown", "md", "mkd"], definition: { markdownDefinition }, lexer: { markdown }),
        Entry(names: ["elixir", "elixir", "exs"], definition: { elixirDefinition }, lexer: { elixir }),
        Entry(names: ["haskell", "hs"], definition: { haskellDefinition }, lexer: { haskell }),
        Entry(names: ["ruby", "rb"], definition: { rubyDefinition }, lexer: { ruby }),
        Entry(names: ["irb_output"], definition: { irbOutputDefinition }, lexer: { irbOutput }),
        Entry(names: ["python", "py"], definition: { pythonDefinition }, lexer: { python }),
        Entry(names: ["json"], definition: { jsonDefinition }, lexer: { json }),
        Entry(names: ["diff", "patch", "udiff"], definition: { diffDefinition }, lexer: { diff }),
        Entry(names: ["ini"], definition: { iniDefinition }, lexer: { ini }),
        Entry(names: ["toml"], definition: { tomlDefinition }, lexer: { toml }),
        Entry(names: ["docker", "dockerfile", "Dockerfile"], definition: { dockerDefinition }, lexer: { docker }),
        Entry(names: ["make", "makefile", "mf", "gnumake", "bsdmake"], definition: { makeDefinition }, lexer: { make }),
        Entry(names: ["sql"], definition: { sqlDefinition }, lexer: { sql }),
        Entry(names: ["go", "go", "golang"], definition: { goDefinition }, lexer: { go }),
        Entry(names: ["lua"], definition: { luaDefinition }, lexer: { lua }),
        Entry(names: ["yaml", "yml"], definition: { yamlDefinition }, lexer: { yaml }),
        Entry(names: ["erlang", "erl"], definition: { erlangDefinition }, lexer: { erlang }),
        Entry(names: ["r", "r", "R", "s", "S"], definition: { rDefinition }, lexer: { rLanguage }),
        Entry(names: ["kotlin"], definition: { kotlinDefinition }, lexer: { kotlin }),
        Entry(names: ["xml"], definition: { xmlDefinition }, lexer: { xml }),
        Entry(names: ["erb", "eruby", "rhtml"], definition: { erbDefinition }, lexer: { erb }),
        Entry(names: ["css"], definition: { cssDefinition }, lexer: { css }),
        Entry(names: ["scss"], definition: { scssDefinition }, lexer: { scss }),
        Entry(names: ["liquid"], definition: { liquidDefinition }, lexer: { liquid }),
        Entry(names: ["powershell", "posh", "microsoftshell", "msshell"], definition: { powershellDefinition }, lexer: { powershell }),
        Entry(names: ["batchfile", "bat", "batch", "dosbatch", "winbatch"], definition: { batchDefinition }, lexer: { batch }),
        Entry(names: ["php", "php", "php3", "php4", "php5"], definition: { phpDefinition }, lexer: { php }),
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
    static func named(_ name: String, _ aliases: [String]) -> LexerDefinition {
        LexerDefinition(name: name, aliases: aliases, states: [])
    }

    static let csharp = CompiledLexer(csharpDefinition)
    static let shell = CompiledLexer(shellDefinition)

    static let c = CompiledLexer(CFamily.c)
    static let cpp = CompiledLexer(CFamily.cpp)
    static let objectiveC = CompiledLexer(CFamily.objectiveC)
    static let java = CompiledLexer(javaDefinition)
}
