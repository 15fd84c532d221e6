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
        Entry("abap"),
        Entry("actionscript", ["as", "as3"]),
        Entry("ada"),
        Entry("apache"),
        Entry("apex"),
        Entry("apiblueprint", ["apiblueprint", "apib"]),
        Entry("applescript", ["applescript"]),
        Entry("armasm"),
        Entry("augeas", ["aug"]),
        Entry("awk"),
        Entry("batchfile", ["bat", "batch", "dosbatch", "winbatch"], rules: { batchDefinition }),
        Entry("bbcbasic"),
        Entry("bibtex", ["bib"]),
        Entry("biml"),
        Entry("bpf"),
        Entry("brainfuck"),
        Entry("brightscript", ["bs", "brs"]),
        Entry("bsl"),
        Entry("c", rules: { CFamily.c }),
        Entry("ceylon", rules: { ceylonDefinition }),
        Entry("cfscript", ["cfc"]),
        Entry("clean", rules: { cleanDefinition }),
        Entry("clojure", ["clj", "cljs"], rules: { clojureDefinition }),
        Entry("cmake"),
        Entry("cmhg"),
        Entry("coffeescript", ["coffee", "coffee-script"]),
        Entry("common_lisp", ["cl", "common-lisp", "elisp", "emacs-lisp", "lisp"], rules: { commonLispDefinition }),
        Entry("conf", ["config", "configuration"]),
        Entry("console", ["terminal", "shell_session", "shell-session"], code: { console }),
        Entry("coq", rules: { coqDefinition }),
        Entry("cpp", ["c++"], rules: { CFamily.cpp }),
        Entry("crystal", ["cr"], rules: { crystalDefinition }),
        Entry("csharp", ["c#", "cs"], rules: { csharpDefinition }),
        Entry("css", rules: { cssDefinition }),
        Entry("csvs"),
        Entry("cuda"),
        Entry("cypher", ["cypher"]),
        Entry("cython", ["pyx", "pyrex"]),
        Entry("d", ["dlang"], rules: { dDefinition }),
        Entry("dafny"),
        Entry("dart", rules: { dartDefinition }),
        Entry("datastudio"),
        Entry("diff", ["patch", "udiff"], rules: { diffDefinition }),
        Entry("digdag"),
        Entry("docker", ["dockerfile", "Dockerfile"], rules: { dockerDefinition }),
        Entry("dot"),
        Entry("ecl"),
        Entry("eex", ["leex", "heex"]),
        Entry("eiffel"),
        Entry("elixir", ["elixir", "exs"], rules: { elixirDefinition }),
        Entry("elm", rules: { elmDefinition }),
        Entry("email", ["eml", "e-mail"]),
        Entry("epp"),
        Entry("erb", ["eruby", "rhtml"], rules: { erbDefinition }),
        Entry("erlang", ["erl"], rules: { erlangDefinition }),
        Entry("escape", ["esc"]),
        Entry("factor"),
        Entry("fluent", ["ftl"]),
        Entry("fortran"),
        Entry("freefem", ["ff"]),
        Entry("fsharp", rules: { fsharpDefinition }),
        Entry("gdscript", ["gd", "gdscript"]),
        Entry("ghc-cmm", ["cmm"]),
        Entry("ghc-core", rules: { ghcCoreDefinition }),
        Entry("gherkin", ["cucumber", "behat"]),
        Entry("glsl"),
        Entry("go", ["go", "golang"], rules: { goDefinition }),
        Entry("gradle", rules: { gradleDefinition }),
        Entry("graphql"),
        Entry("groovy", rules: { groovyDefinition }),
        Entry("hack", ["hack", "hh"]),
        Entry("haml", ["HAML"]),
        Entry("handlebars", ["hbs", "mustache"]),
        Entry("haskell", ["hs"], rules: { haskellDefinition }),
        Entry("haxe", ["hx", "haxe"], rules: { haxeDefinition }),
        Entry("hcl"),
        Entry("hlsl"),
        Entry("hocon"),
        Entry("hql"),
        Entry("html", rules: { htmlDefinition }),
        Entry("http"),
        Entry("hylang", ["hy"], rules: { hylangDefinition }),
        Entry("idlang"),
        Entry("idris", ["idr"], rules: { idrisDefinition }),
        Entry("igorpro"),
        Entry("ini", rules: { iniDefinition }),
        Entry("io", rules: { ioDefinition }),
        Entry("irb", ["pry"], code: { irb }),
        Entry("irb_output", rules: { irbOutputDefinition }),
        Entry("isabelle", ["isa", "Isabelle"]),
        Entry("isbl"),
        Entry("j"),
        Entry("janet", ["jdn"], rules: { janetDefinition }),
        Entry("java", rules: { javaDefinition }),
        Entry("javascript", ["js"], rules: { JavaScriptFamily.javascript }),
        Entry("jinja", ["django"]),
        Entry("jsl"),
        Entry("json", rules: { jsonDefinition }),
        Entry("json-doc", ["jsonc"]),
        Entry("jsonnet"),
        Entry("jsp"),
        Entry("jsx", ["jsx", "react"], rules: { JavaScriptFamily.jsx }),
        Entry("julia", ["jl"], rules: { juliaDefinition }),
        Entry("kotlin", rules: { kotlinDefinition }),
        Entry("lasso", ["lassoscript"]),
        Entry("lean", ["lean"], rules: { leanDefinition }),
        Entry("liquid", rules: { liquidDefinition }),
        Entry("literate_coffeescript", ["litcoffee"]),
        Entry("literate_haskell", ["lithaskell", "lhaskell", "lhs"], rules: { literateHaskellDefinition }),
        Entry("livescript", ["ls"]),
        Entry("llvm"),
        Entry("lua", rules: { luaDefinition }),
        Entry("lustre"),
        Entry("lutin"),
        Entry("m68k"),
        Entry("magik", rules: { magikDefinition }),
        Entry("make", ["makefile", "mf", "gnumake", "bsdmake"], rules: { makeDefinition }),
        Entry("markdown", ["md", "mkd"], rules: { markdownDefinition }),
        Entry("mason"),
        Entry("mathematica", ["wl"], rules: { mathematicaDefinition }),
        Entry("matlab", ["m"]),
        Entry("meson"),
        Entry("minizinc"),
        Entry("moonscript", ["moon"]),
        Entry("mosel"),
        Entry("msgtrans"),
        Entry("mxml"),
        Entry("nasm"),
        Entry("nesasm", ["nes"]),
        Entry("nginx"),
        Entry("nial", rules: { nialDefinition }),
        Entry("nim", ["nimrod"], rules: { nimDefinition }),
        Entry("nix", ["nixos"]),
        Entry("objective_c", ["objc", "obj-c", "obj_c", "objectivec"], rules: { CFamily.objectiveC }),
        Entry("objective_cpp", ["objcpp", "obj-cpp", "obj_cpp", "objectivecpp", "objc++", "obj-c++", "obj_c++", "objectivec++"]),
        Entry("ocaml", rules: { ocamlDefinition }),
        Entry("ocl", ["OCL"]),
        Entry("openedge"),
        Entry("opentype_feature_file", ["fea", "opentype", "opentypefeature"]),
        Entry("pascal"),
        Entry("perl", ["pl"]),
        Entry("php", ["php", "php3", "php4", "php5"], rules: { phpDefinition }),
        Entry("plaintext", ["text"], rules: { plaintextDefinition }),
        Entry("plist", ["plist"]),
        Entry("plsql"),
        Entry("pony", rules: { ponyDefinition }),
        Entry("postscript", ["postscr", "postscript", "ps", "eps"]),
        Entry("powershell", ["posh", "microsoftshell", "msshell"], rules: { powershellDefinition }),
        Entry("praat"),
        Entry("prolog", ["prolog"]),
        Entry("prometheus", ["prometheus"]),
        Entry("properties"),
        Entry("protobuf", ["proto"]),
        Entry("puppet", ["pp"]),
        Entry("python", ["py"], rules: { pythonDefinition }),
        Entry("q", ["kdb+"], rules: { qDefinition }),
        Entry("qml", ["qml"]),
        Entry("r", ["r", "R", "s", "S"], rules: { rDefinition }),
        Entry("racket", rules: { racketDefinition }),
        Entry("reasonml", rules: { reasonmlDefinition }),
        Entry("rego"),
        Entry("rescript", rules: { rescriptDefinition }),
        Entry("robot_framework", ["robot", "robot-framework"]),
        Entry("ruby", ["rb"], rules: { rubyDefinition }),
        Entry("rust", ["rs", "rust,no_run", "rs,no_run", "rust,ignore", "rs,ignore", "rust,should_panic", "rs,should_panic"], rules: { rustDefinition }),
        Entry("sas"),
        Entry("sass"),
        Entry("scala", ["scala"], rules: { scalaDefinition }),
        Entry("scheme", rules: { schemeDefinition }),
        Entry("scss", rules: { scssDefinition }),
        Entry("sed"),
        Entry("shell", ["bash", "zsh", "ksh", "sh"], rules: { shellDefinition }),
        Entry("sieve"),
        Entry("slice"),
        Entry("slim"),
        Entry("smalltalk", ["st", "squeak"], rules: { smalltalkDefinition }),
        Entry("smarty", ["smarty"]),
        Entry("sml", ["ml"], rules: { smlDefinition }),
        Entry("solidity"),
        Entry("sparql"),
        Entry("sqf"),
        Entry("sql", rules: { sqlDefinition }),
        Entry("ssh"),
        Entry("stan"),
        Entry("stata"),
        Entry("supercollider"),
        Entry("swift", rules: { swiftDefinition }),
        Entry("systemd", ["unit-file"]),
        Entry("syzlang"),
        Entry("syzprog"),
        Entry("tap", ["tap"]),
        Entry("tcl"),
        Entry("terraform", ["tf"]),
        Entry("tex", ["TeX", "LaTeX", "latex"]),
        Entry("toml", rules: { tomlDefinition }),
        Entry("tsx", rules: { JavaScriptFamily.tsx }),
        Entry("ttcn3"),
        Entry("tulip", ["tulip"], rules: { tulipDefinition }),
        Entry("turtle"),
        Entry("twig"),
        Entry("typescript", ["ts"], rules: { JavaScriptFamily.typescript }),
        Entry("vala", rules: { valaDefinition }),
        Entry("vb", ["visualbasic"]),
        Entry("vcl", ["varnishconf", "varnish"]),
        Entry("velocity"),
        Entry("verilog"),
        Entry("vhdl"),
        Entry("viml", ["vim", "vimscript", "ex"]),
        Entry("vue", ["vuejs"]),
        Entry("wollok"),
        Entry("xml", rules: { xmlDefinition }),
        Entry("xojo", ["realbasic"]),
        Entry("xpath"),
        Entry("xquery"),
        Entry("yaml", ["yml"], rules: { yamlDefinition }),
        Entry("yang"),
        Entry("zig", ["zir"], rules: { zigDefinition }),
    ]
}
