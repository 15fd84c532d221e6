import Synchronization

/// Every lexer Rouge 3.30 has, by tag and alias: the one table the highlighter, the Markdown
/// converter and the `highlight` tag consult. A row names the lexer (Rouge's tag, then its
/// aliases, case-sensitive as Rouge's lookup is) and how sitegen colours it: `rules:` a
/// `LexerDefinition` (data: states of regex rules), `code:` a lexer written as code (sessions
/// that delegate line by line). A row with neither is a lexer Rouge has and sitegen does not
/// colour yet: its blocks keep Rouge's markup around plain text, as Rouge's own plain-text
/// lexer writes it, and `unimplemented` lists it for `--verbose`.
///
/// Adding a language is one row here and its definition in a file of its own under
/// `Languages/` (see docs/internals.md, "Adding a lexer"); `scripts/check-lexer NAME FILE…`
/// compares it with Rouge on any sample.
///
/// Each lexer compiles on first use, so a site pays only for the languages it uses.
enum Languages {
    /// One lexer of Rouge's: its names and sitegen's implementation, if any.
    struct Entry: Sendable {
        let tag: String
        let aliases: [String]
        /// The rules, for data lexers (tests walk them; nil for code lexers and missing ones).
        let definition: (@Sendable () -> LexerDefinition)?
        let make: (@Sendable () -> CompiledLexer)?

        var names: [String] { [tag] + aliases.filter { $0 != tag } }

        init(_ tag: String, _ aliases: [String] = []) {
            self.tag = tag
            self.aliases = aliases
            definition = nil
            make = nil
        }

        init(_ tag: String, _ aliases: [String] = [], rules: @escaping @Sendable () -> LexerDefinition) {
            self.tag = tag
            self.aliases = aliases
            definition = rules
            make = {
                var definition = rules()
                definition.name = tag
                return CompiledLexer(definition)
            }
        }

        init(_ tag: String, _ aliases: [String] = [], code: @escaping @Sendable () -> CompiledLexer) {
            self.tag = tag
            self.aliases = aliases
            definition = nil
            make = code
        }
    }

    /// The compiled lexer for a tag or alias, or nil when sitegen has no lexer of that name
    /// (including Rouge lexers it does not colour yet: see `isRougeName`).
    static func lexer(named name: String) -> CompiledLexer? {
        guard let index = index[name], let make = all[index].make else { return nil }
        return slots[index].lexer(make)
    }

    /// Whether Rouge 3.30 has a lexer of this name (tag or alias; case-sensitive).
    static func isRougeName(_ name: String) -> Bool { index[name] != nil }

    /// The tag a name resolves to, whether or not sitegen colours it.
    static func tag(for name: String) -> String? { index[name].map { all[$0].tag } }

    /// Rouge's lexers that sitegen does not colour yet (their blocks come out as plain text).
    static var unimplemented: [String] { all.filter { $0.make == nil }.map(\.tag) }

    private static let index: [String: Int] = {
        var names: [String: Int] = [:]
        for (i, entry) in all.enumerated() {
            for name in entry.names where names[name] == nil { names[name] = i }
        }
        return names
    }()

    /// One compiled lexer per row, made on first use. Compiling happens outside the lock, so a
    /// lexer whose compilation looks up another (or itself) cannot deadlock; two threads that
    /// race compile twice and keep the first.
    private final class Slot: Sendable {
        private let compiled = Mutex<CompiledLexer?>(nil)
        func lexer(_ make: () -> CompiledLexer) -> CompiledLexer {
            if let lexer = compiled.withLock({ $0 }) { return lexer }
            let made = make()
            return compiled.withLock { slot in
                if let existing = slot { return existing }
                slot = made
                return made
            }
        }
    }

    private static let slots: [Slot] = all.map { _ in Slot() }

    static let plaintextDefinition = LexerDefinition(states: [("root", [r("(?s).+", .text)])])

    /// Rouge 3.30's lexers, sorted by tag (`ruby -rrouge -e 'puts Rouge::Lexer.all.map(&:tag)'`).
    static let all: [Entry] = [
        Entry("abap", rules: { abapDefinition }),
        Entry("actionscript", ["as", "as3"], rules: { actionscriptDefinition }),
        Entry("ada", rules: { adaDefinition }),
        Entry("apache", rules: { apacheDefinition }),
        Entry("apex", rules: { apexDefinition }),
        Entry("apiblueprint", ["apiblueprint", "apib"], rules: { apiblueprintDefinition }),
        Entry("applescript", ["applescript"], rules: { applescriptDefinition }),
        Entry("armasm", rules: { armasmDefinition }),
        Entry("augeas", ["aug"], rules: { augeasDefinition }),
        Entry("awk", rules: { awkDefinition }),
        Entry("batchfile", ["bat", "batch", "dosbatch", "winbatch"], rules: { batchDefinition }),
        Entry("bbcbasic", rules: { bbcbasicDefinition }),
        Entry("bibtex", ["bib"], rules: { bibtexDefinition }),
        Entry("biml", rules: { bimlDefinition }),
        Entry("bpf", rules: { bpfDefinition }),
        Entry("brainfuck", rules: { brainfuckDefinition }),
        Entry("brightscript", ["bs", "brs"], rules: { brightscriptDefinition }),
        Entry("bsl", rules: { bslDefinition }),
        Entry("c", rules: { CFamily.c }),
        Entry("ceylon", rules: { ceylonDefinition }),
        Entry("cfscript", ["cfc"], rules: { cfscriptDefinition }),
        Entry("clean", rules: { cleanDefinition }),
        Entry("clojure", ["clj", "cljs"], rules: { clojureDefinition }),
        Entry("cmake", rules: { cmakeDefinition }),
        Entry("cmhg", rules: { cmhgDefinition }),
        Entry("coffeescript", ["coffee", "coffee-script"], rules: { coffeescriptDefinition }),
        Entry("common_lisp", ["cl", "common-lisp", "elisp", "emacs-lisp", "lisp"], rules: { commonLispDefinition }),
        Entry("conf", ["config", "configuration"], rules: { confDefinition }),
        Entry("console", ["terminal", "shell_session", "shell-session"], code: { console }),
        Entry("coq", rules: { coqDefinition }),
        Entry("cpp", ["c++"], rules: { CFamily.cpp }),
        Entry("crystal", ["cr"], rules: { crystalDefinition }),
        Entry("csharp", ["c#", "cs"], rules: { csharpDefinition }),
        Entry("css", rules: { cssDefinition }),
        Entry("csvs", rules: { csvsDefinition }),
        Entry("cuda", rules: { CFamily.cuda }),
        Entry("cypher", ["cypher"], rules: { cypherDefinition }),
        Entry("cython", ["pyx", "pyrex"], rules: { cythonDefinition }),
        Entry("d", ["dlang"], rules: { dDefinition }),
        Entry("dafny", rules: { dafnyDefinition }),
        Entry("dart", rules: { dartDefinition }),
        Entry("datastudio", rules: { datastudioDefinition }),
        Entry("diff", ["patch", "udiff"], rules: { diffDefinition }),
        Entry("digdag", rules: { digdagDefinition }),
        Entry("docker", ["dockerfile", "Dockerfile"], rules: { dockerDefinition }),
        Entry("dot", rules: { dotDefinition }),
        Entry("ecl", rules: { eclDefinition }),
        Entry("eex", ["leex", "heex"], rules: { eexDefinition }),
        Entry("eiffel", rules: { eiffelDefinition }),
        Entry("elixir", ["elixir", "exs"], rules: { elixirDefinition }),
        Entry("elm", rules: { elmDefinition }),
        Entry("email", ["eml", "e-mail"], rules: { emailDefinition }),
        Entry("epp", rules: { eppDefinition }),
        Entry("erb", ["eruby", "rhtml"], rules: { erbDefinition }),
        Entry("erlang", ["erl"], rules: { erlangDefinition }),
        Entry("escape", ["esc"], rules: { escapeDefinition }),
        Entry("factor", rules: { factorDefinition }),
        Entry("fluent", ["ftl"], rules: { fluentDefinition }),
        Entry("fortran", rules: { fortranDefinition }),
        Entry("freefem", ["ff"], rules: { freefemDefinition }),
        Entry("fsharp", rules: { fsharpDefinition }),
        Entry("gdscript", ["gd", "gdscript"], rules: { gdscriptDefinition }),
        Entry("ghc-cmm", ["cmm"], rules: { ghcCmmDefinition }),
        Entry("ghc-core", rules: { ghcCoreDefinition }),
        Entry("gherkin", ["cucumber", "behat"], rules: { gherkinDefinition }),
        Entry("glsl", rules: { CFamily.glsl }),
        Entry("go", ["go", "golang"], rules: { goDefinition }),
        Entry("gradle", rules: { gradleDefinition }),
        Entry("graphql", rules: { graphqlDefinition }),
        Entry("groovy", rules: { groovyDefinition }),
        Entry("hack", ["hack", "hh"], rules: { hackDefinition }),
        Entry("haml", ["HAML"], rules: { hamlDefinition }),
        Entry("handlebars", ["hbs", "mustache"], rules: { handlebarsDefinition }),
        Entry("haskell", ["hs"], rules: { haskellDefinition }),
        Entry("haxe", ["hx", "haxe"], rules: { haxeDefinition }),
        Entry("hcl", rules: { hclDefinition }),
        Entry("hlsl", rules: { CFamily.hlsl }),
        Entry("hocon", rules: { hoconDefinition }),
        Entry("hql", rules: { hqlDefinition }),
        Entry("html", rules: { htmlDefinition }),
        Entry("http", rules: { httpDefinition }),
        Entry("hylang", ["hy"], rules: { hylangDefinition }),
        Entry("idlang", rules: { idlangDefinition }),
        Entry("idris", ["idr"], rules: { idrisDefinition }),
        Entry("igorpro", rules: { igorproDefinition }),
        Entry("ini", rules: { iniDefinition }),
        Entry("io", rules: { ioDefinition }),
        Entry("irb", ["pry"], code: { irb }),
        Entry("irb_output", rules: { irbOutputDefinition }),
        Entry("isabelle", ["isa", "Isabelle"], rules: { isabelleDefinition }),
        Entry("isbl", rules: { isblDefinition }),
        Entry("j", rules: { jDefinition }),
        Entry("janet", ["jdn"], rules: { janetDefinition }),
        Entry("java", rules: { javaDefinition }),
        Entry("javascript", ["js"], rules: { JavaScriptFamily.javascript }),
        Entry("jinja", ["django"], rules: { jinjaDefinition }),
        Entry("jsl", rules: { jslDefinition }),
        Entry("json", rules: { jsonDefinition }),
        Entry("json-doc", ["jsonc"], rules: { jsonDocDefinition }),
        Entry("jsonnet", rules: { jsonnetDefinition }),
        Entry("jsp", rules: { jspDefinition }),
        Entry("jsx", ["jsx", "react"], rules: { JavaScriptFamily.jsx }),
        Entry("julia", ["jl"], rules: { juliaDefinition }),
        Entry("kotlin", rules: { kotlinDefinition }),
        Entry("lasso", ["lassoscript"], rules: { lassoDefinition }),
        Entry("lean", ["lean"], rules: { leanDefinition }),
        Entry("liquid", rules: { liquidDefinition }),
        Entry("literate_coffeescript", ["litcoffee"], rules: { literateCoffeescriptDefinition }),
        Entry("literate_haskell", ["lithaskell", "lhaskell", "lhs"], rules: { literateHaskellDefinition }),
        Entry("livescript", ["ls"], rules: { livescriptDefinition }),
        Entry("llvm", rules: { llvmDefinition }),
        Entry("lua", rules: { luaDefinition }),
        Entry("lustre", rules: { lustreDefinition }),
        Entry("lutin", rules: { lutinDefinition }),
        Entry("m68k", rules: { m68kDefinition }),
        Entry("magik", rules: { magikDefinition }),
        Entry("make", ["makefile", "mf", "gnumake", "bsdmake"], rules: { makeDefinition }),
        Entry("markdown", ["md", "mkd"], rules: { markdownDefinition }),
        Entry("mason", rules: { masonDefinition }),
        Entry("mathematica", ["wl"], rules: { mathematicaDefinition }),
        Entry("matlab", ["m"], rules: { matlabDefinition }),
        Entry("meson", rules: { mesonDefinition }),
        Entry("minizinc", rules: { minizincDefinition }),
        Entry("moonscript", ["moon"], rules: { moonscriptDefinition }),
        Entry("mosel", rules: { moselDefinition }),
        Entry("msgtrans", rules: { msgtransDefinition }),
        Entry("mxml", rules: { mxmlDefinition }),
        Entry("nasm", rules: { nasmDefinition }),
        Entry("nesasm", ["nes"], rules: { nesasmDefinition }),
        Entry("nginx", rules: { nginxDefinition }),
        Entry("nial", rules: { nialDefinition }),
        Entry("nim", ["nimrod"], rules: { nimDefinition }),
        Entry("nix", ["nixos"], rules: { nixDefinition }),
        Entry("objective_c", ["objc", "obj-c", "obj_c", "objectivec"], rules: { CFamily.objectiveC }),
        Entry("objective_cpp", ["objcpp", "obj-cpp", "obj_cpp", "objectivecpp", "objc++", "obj-c++", "obj_c++", "objectivec++"], rules: { CFamily.objectiveCpp }),
        Entry("ocaml", rules: { ocamlDefinition }),
        Entry("ocl", ["OCL"], rules: { oclDefinition }),
        Entry("openedge", rules: { openedgeDefinition }),
        Entry("opentype_feature_file", ["fea", "opentype", "opentypefeature"], rules: { opentypeFeatureFileDefinition }),
        Entry("pascal", rules: { pascalDefinition }),
        Entry("perl", ["pl"], rules: { perlDefinition }),
        Entry("php", ["php", "php3", "php4", "php5"], rules: { phpDefinition }),
        Entry("plaintext", ["text"], rules: { plaintextDefinition }),
        Entry("plist", ["plist"], rules: { plistDefinition }),
        Entry("plsql", rules: { plsqlDefinition }),
        Entry("pony", rules: { ponyDefinition }),
        Entry("postscript", ["postscr", "postscript", "ps", "eps"], rules: { postscriptDefinition }),
        Entry("powershell", ["posh", "microsoftshell", "msshell"], rules: { powershellDefinition }),
        Entry("praat", rules: { praatDefinition }),
        Entry("prolog", ["prolog"], rules: { prologDefinition }),
        Entry("prometheus", ["prometheus"], rules: { prometheusDefinition }),
        Entry("properties", rules: { propertiesDefinition }),
        Entry("protobuf", ["proto"], rules: { protobufDefinition }),
        Entry("puppet", ["pp"], rules: { puppetDefinition }),
        Entry("python", ["py"], rules: { pythonDefinition }),
        Entry("q", ["kdb+"], rules: { qDefinition }),
        Entry("qml", ["qml"], rules: { qmlDefinition }),
        Entry("r", ["r", "R", "s", "S"], rules: { rDefinition }),
        Entry("racket", rules: { racketDefinition }),
        Entry("reasonml", rules: { reasonmlDefinition }),
        Entry("rego", rules: { regoDefinition }),
        Entry("rescript", rules: { rescriptDefinition }),
        Entry("robot_framework", ["robot", "robot-framework"], code: { robotFramework }),
        Entry("ruby", ["rb"], rules: { rubyDefinition }),
        Entry("rust", ["rs", "rust,no_run", "rs,no_run", "rust,ignore", "rs,ignore", "rust,should_panic", "rs,should_panic"], rules: { rustDefinition }),
        Entry("sas", rules: { sasDefinition }),
        Entry("sass", rules: { sassDefinition }),
        Entry("scala", ["scala"], rules: { scalaDefinition }),
        Entry("scheme", rules: { schemeDefinition }),
        Entry("scss", rules: { scssDefinition }),
        Entry("sed", rules: { sedDefinition }),
        Entry("shell", ["bash", "zsh", "ksh", "sh"], rules: { shellDefinition }),
        Entry("sieve", rules: { sieveDefinition }),
        Entry("slice", rules: { CFamily.slice }),
        Entry("slim", rules: { slimDefinition }),
        Entry("smalltalk", ["st", "squeak"], rules: { smalltalkDefinition }),
        Entry("smarty", ["smarty"], rules: { smartyDefinition }),
        Entry("sml", ["ml"], rules: { smlDefinition }),
        Entry("solidity", rules: { solidityDefinition }),
        Entry("sparql", rules: { sparqlDefinition }),
        Entry("sqf", rules: { sqfDefinition }),
        Entry("sql", rules: { sqlDefinition }),
        Entry("ssh", rules: { sshDefinition }),
        Entry("stan", rules: { stanDefinition }),
        Entry("stata", rules: { stataDefinition }),
        Entry("supercollider", rules: { supercolliderDefinition }),
        Entry("swift", rules: { swiftDefinition }),
        Entry("systemd", ["unit-file"], rules: { systemdDefinition }),
        Entry("syzlang", rules: { syzlangDefinition }),
        Entry("syzprog", rules: { syzprogDefinition }),
        Entry("tap", ["tap"], rules: { tapDefinition }),
        Entry("tcl", rules: { tclDefinition }),
        Entry("terraform", ["tf"], rules: { terraformDefinition }),
        Entry("tex", ["TeX", "LaTeX", "latex"], rules: { texDefinition }),
        Entry("toml", rules: { tomlDefinition }),
        Entry("tsx", rules: { JavaScriptFamily.tsx }),
        Entry("ttcn3", rules: { ttcn3Definition }),
        Entry("tulip", ["tulip"], rules: { tulipDefinition }),
        Entry("turtle", rules: { turtleDefinition }),
        Entry("twig", rules: { twigDefinition }),
        Entry("typescript", ["ts"], rules: { JavaScriptFamily.typescript }),
        Entry("vala", rules: { valaDefinition }),
        Entry("vb", ["visualbasic"], rules: { vbDefinition }),
        Entry("vcl", ["varnishconf", "varnish"], rules: { vclDefinition }),
        Entry("velocity", rules: { velocityDefinition }),
        Entry("verilog", rules: { verilogDefinition }),
        Entry("vhdl", rules: { vhdlDefinition }),
        Entry("viml", ["vim", "vimscript", "ex"], rules: { vimlDefinition }),
        Entry("vue", ["vuejs"], rules: { vueDefinition }),
        Entry("wollok", code: { wollok }),
        Entry("xml", rules: { xmlDefinition }),
        Entry("xojo", ["realbasic"], rules: { xojoDefinition }),
        Entry("xpath", rules: { xpathDefinition }),
        Entry("xquery", rules: { xqueryDefinition }),
        Entry("yaml", ["yml"], rules: { yamlDefinition }),
        Entry("yang", rules: { yangDefinition }),
        Entry("zig", ["zir"], rules: { zigDefinition }),
    ]
}
