import Synchronization

/// Every lexer Rouge 3.30 has, by tag and alias: the one table the highlighter, the Markdown
/// converter and the `highlight` tag consult. A row names the lexer (Rouge's tag, then its
/// aliases, case-sensitive as Rouge's lookup is, and the media types Rouge knows it by) and how
/// sitegen colours it: `rules:` a `LexerDefinition` (data: states of regex rules), `code:` a
/// lexer written as code (sessions that delegate line by line).
///
/// Adding a language is one row here and its definition in a file of its own under
/// `Languages/` (see docs/internals.md, "Adding a lexer"); `scripts/check-lexer NAME FILE…`
/// compares it with Rouge on any sample. Rouge's guessing (`Guesser`) reads the rows too.
///
/// Each lexer compiles on first use, so a site pays only for the languages it uses.
enum Languages {
    /// One lexer of Rouge's: its names and sitegen's implementation.
    struct Entry: Sendable {
        let tag: String
        let aliases: [String]
        /// Media types Rouge names the lexer by (an HTTP body's `Content-Type` picks its lexer).
        let mimetypes: [String]
        /// The rules, for data lexers (tests walk them; nil for code lexers).
        let definition: (@Sendable () -> LexerDefinition)?
        let make: @Sendable () -> CompiledLexer

        var names: [String] { [tag] + aliases.filter { $0 != tag } }

        init(_ tag: String, _ aliases: [String] = [], mimetypes: [String] = [], rules: @escaping @Sendable () -> LexerDefinition) {
            self.tag = tag
            self.aliases = aliases
            self.mimetypes = mimetypes
            definition = rules
            make = {
                var definition = rules()
                definition.name = tag
                return CompiledLexer(definition)
            }
        }

        init(_ tag: String, _ aliases: [String] = [], mimetypes: [String] = [], code: @escaping @Sendable () -> CompiledLexer) {
            self.tag = tag
            self.aliases = aliases
            self.mimetypes = mimetypes
            definition = nil
            make = code
        }
    }

    /// The compiled lexer for a tag or alias, or nil when Rouge has no lexer of that name.
    static func lexer(named name: String) -> CompiledLexer? {
        guard let index = index[name] else { return nil }
        return slots[index].lexer(all[index].make)
    }

    /// Whether Rouge 3.30 has a lexer of this name (tag or alias; case-sensitive).
    static func isRougeName(_ name: String) -> Bool { index[name] != nil }

    /// The tag a name resolves to.
    static func tag(for name: String) -> String? { index[name].map { all[$0].tag } }

    /// The tag of the lexer Rouge names by this media type (exact, as Rouge compares), if any.
    static func tag(forMimetype type: String) -> String? { mimetypeIndex[type] }

    private static let mimetypeIndex: [String: String] = {
        var types: [String: String] = [:]
        for entry in all {
            for type in entry.mimetypes where types[type] == nil { types[type] = entry.tag }
        }
        return types
    }()

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

    /// Rouge 3.30's lexers in Rouge's own order (`ruby -rrouge -e 'puts Rouge::Lexer.all.map(&:tag)'`:
    /// by file name, a lexer's dependencies first). Its guesser lists candidates in this order,
    /// and Rouge's Markdown lexer takes the first of an ambiguous guess.
    static let all: [Entry] = [
        Entry("abap", mimetypes: ["text/x-abap"], rules: { abapDefinition }),
        Entry("actionscript", ["as", "as3"], mimetypes: ["application/x-actionscript"], rules: { actionscriptDefinition }),
        Entry("ada", mimetypes: ["text/x-ada"], rules: { adaDefinition }),
        Entry("apache", mimetypes: ["text/x-httpd-conf", "text/x-apache-conf"], rules: { apacheDefinition }),
        Entry("apex", mimetypes: ["text/x-apex"], rules: { apexDefinition }),
        Entry("markdown", ["md", "mkd"], mimetypes: ["text/x-markdown"], rules: { markdownDefinition }),
        Entry("apiblueprint", ["apiblueprint", "apib"], mimetypes: ["text/vnd.apiblueprint"], rules: { apiblueprintDefinition }),
        Entry("applescript", ["applescript"], mimetypes: ["application/x-applescript"], rules: { applescriptDefinition }),
        Entry("armasm", rules: { armasmDefinition }),
        Entry("augeas", ["aug"], mimetypes: ["text/x-augeas"], rules: { augeasDefinition }),
        Entry("awk", mimetypes: ["application/x-awk"], rules: { awkDefinition }),
        Entry("batchfile", ["bat", "batch", "dosbatch", "winbatch"], mimetypes: ["application/bat", "application/x-bat", "application/x-msdos-program"], rules: { batchDefinition }),
        Entry("bbcbasic", rules: { bbcbasicDefinition }),
        Entry("bibtex", ["bib"], rules: { bibtexDefinition }),
        Entry("xml", mimetypes: ["text/xml", "application/xml", "image/svg+xml", "application/rss+xml", "application/atom+xml"], rules: { xmlDefinition }),
        Entry("biml", rules: { bimlDefinition }),
        Entry("bpf", rules: { bpfDefinition }),
        Entry("brainfuck", mimetypes: ["text/x-brainfuck"], rules: { brainfuckDefinition }),
        Entry("brightscript", ["bs", "brs"], rules: { brightscriptDefinition }),
        Entry("bsl", rules: { bslDefinition }),
        Entry("c", mimetypes: ["text/x-chdr", "text/x-csrc"], rules: { CFamily.c }),
        Entry("ceylon", mimetypes: ["text/x-ceylon"], rules: { ceylonDefinition }),
        Entry("cfscript", ["cfc"], rules: { cfscriptDefinition }),
        Entry("clean", rules: { cleanDefinition }),
        Entry("clojure", ["clj", "cljs"], mimetypes: ["text/x-clojure", "application/x-clojure"], rules: { clojureDefinition }),
        Entry("cmake", mimetypes: ["text/x-cmake"], rules: { cmakeDefinition }),
        Entry("cmhg", rules: { cmhgDefinition }),
        Entry("coffeescript", ["coffee", "coffee-script"], mimetypes: ["text/coffeescript"], rules: { coffeescriptDefinition }),
        Entry("common_lisp", ["cl", "common-lisp", "elisp", "emacs-lisp", "lisp"], mimetypes: ["text/x-common-lisp"], rules: { commonLispDefinition }),
        Entry("conf", ["config", "configuration"], rules: { confDefinition }),
        Entry("console", ["terminal", "shell_session", "shell-session"], code: { console }),
        Entry("coq", mimetypes: ["text/x-coq"], rules: { coqDefinition }),
        Entry("cpp", ["c++"], mimetypes: ["text/x-c++hdr", "text/x-c++src"], rules: { CFamily.cpp }),
        Entry("crystal", ["cr"], mimetypes: ["text/x-crystal", "application/x-crystal"], rules: { crystalDefinition }),
        Entry("csharp", ["c#", "cs"], mimetypes: ["text/x-csharp"], rules: { csharpDefinition }),
        Entry("css", mimetypes: ["text/css"], rules: { cssDefinition }),
        Entry("csvs", rules: { csvsDefinition }),
        Entry("cuda", rules: { CFamily.cuda }),
        Entry("cypher", ["cypher"], mimetypes: ["application/x-cypher-query"], rules: { cypherDefinition }),
        Entry("python", ["py"], mimetypes: ["text/x-python", "application/x-python"], rules: { pythonDefinition }),
        Entry("cython", ["pyx", "pyrex"], mimetypes: ["text/x-cython", "application/x-cython"], rules: { cythonDefinition }),
        Entry("d", ["dlang"], mimetypes: ["application/x-dsrc", "text/x-dsrc"], rules: { dDefinition }),
        Entry("dafny", mimetypes: ["text/x-dafny"], rules: { dafnyDefinition }),
        Entry("dart", mimetypes: ["text/x-dart"], rules: { dartDefinition }),
        Entry("datastudio", mimetypes: ["text/x-datastudio"], rules: { datastudioDefinition }),
        Entry("diff", ["patch", "udiff"], mimetypes: ["text/x-diff", "text/x-patch"], rules: { diffDefinition }),
        Entry("yaml", ["yml"], mimetypes: ["text/x-yaml"], rules: { yamlDefinition }),
        Entry("digdag", mimetypes: ["application/x-digdag"], rules: { digdagDefinition }),
        Entry("docker", ["dockerfile", "Dockerfile"], mimetypes: ["text/x-dockerfile-config"], rules: { dockerDefinition }),
        Entry("dot", mimetypes: ["text/vnd.graphviz"], rules: { dotDefinition }),
        Entry("ecl", mimetypes: ["application/x-ecl"], rules: { eclDefinition }),
        Entry("eex", ["leex", "heex"], rules: { eexDefinition }),
        Entry("eiffel", mimetypes: ["text/x-eiffel"], rules: { eiffelDefinition }),
        Entry("elixir", ["elixir", "exs"], mimetypes: ["text/x-elixir", "application/x-elixir"], rules: { elixirDefinition }),
        Entry("elm", mimetypes: ["text/x-elm"], rules: { elmDefinition }),
        Entry("email", ["eml", "e-mail"], mimetypes: ["message/rfc822"], rules: { emailDefinition }),
        Entry("epp", rules: { eppDefinition }),
        Entry("erb", ["eruby", "rhtml"], rules: { erbDefinition }),
        Entry("erlang", ["erl"], mimetypes: ["text/x-erlang", "application/x-erlang"], rules: { erlangDefinition }),
        Entry("escape", ["esc"], rules: { escapeDefinition }),
        Entry("factor", mimetypes: ["text/x-factor"], rules: { factorDefinition }),
        Entry("fluent", ["ftl"], rules: { fluentDefinition }),
        Entry("fortran", mimetypes: ["text/x-fortran"], rules: { fortranDefinition }),
        Entry("freefem", ["ff"], mimetypes: ["text/x-ffhdr", "text/x-ffsrc"], rules: { freefemDefinition }),
        Entry("fsharp", mimetypes: ["application/fsharp-script", "text/x-fsharp", "text/x-fsi"], rules: { fsharpDefinition }),
        Entry("gdscript", ["gd", "gdscript"], mimetypes: ["text/x-gdscript", "application/x-gdscript"], rules: { gdscriptDefinition }),
        Entry("ghc-cmm", ["cmm"], rules: { ghcCmmDefinition }),
        Entry("ghc-core", rules: { ghcCoreDefinition }),
        Entry("gherkin", ["cucumber", "behat"], mimetypes: ["text/x-gherkin"], rules: { gherkinDefinition }),
        Entry("glsl", mimetypes: ["x-shader/x-vertex", "x-shader/x-fragment", "x-shader/x-geometry"], rules: { CFamily.glsl }),
        Entry("go", ["go", "golang"], mimetypes: ["text/x-go", "application/x-go"], rules: { goDefinition }),
        Entry("groovy", mimetypes: ["text/x-groovy"], rules: { groovyDefinition }),
        Entry("gradle", mimetypes: ["text/x-gradle"], rules: { gradleDefinition }),
        Entry("graphql", mimetypes: ["application/graphql"], rules: { graphqlDefinition }),
        Entry("php", ["php", "php3", "php4", "php5"], mimetypes: ["text/x-php"], rules: { phpDefinition }),
        Entry("hack", ["hack", "hh"], rules: { hackDefinition }),
        Entry("haml", ["HAML"], mimetypes: ["text/x-haml"], rules: { hamlDefinition }),
        Entry("handlebars", ["hbs", "mustache"], mimetypes: ["text/x-handlebars", "text/x-mustache"], rules: { handlebarsDefinition }),
        Entry("haskell", ["hs"], mimetypes: ["text/x-haskell"], rules: { haskellDefinition }),
        Entry("haxe", ["hx", "haxe"], mimetypes: ["text/haxe", "text/x-haxe", "text/x-hx"], rules: { haxeDefinition }),
        Entry("hcl", rules: { hclDefinition }),
        Entry("hlsl", mimetypes: ["text/x-hlsl"], rules: { CFamily.hlsl }),
        Entry("json", mimetypes: ["application/json", "application/vnd.api+json", "application/hal+json", "application/problem+json", "application/schema+json"], rules: { jsonDefinition }),
        Entry("hocon", rules: { hoconDefinition }),
        Entry("sql", mimetypes: ["text/x-sql"], rules: { sqlDefinition }),
        Entry("hql", rules: { hqlDefinition }),
        Entry("html", mimetypes: ["text/html", "application/xhtml+xml"], rules: { htmlDefinition }),
        Entry("http", rules: { httpDefinition }),
        Entry("hylang", ["hy"], mimetypes: ["text/x-hy", "application/x-hy"], rules: { hylangDefinition }),
        Entry("idlang", rules: { idlangDefinition }),
        Entry("idris", ["idr"], mimetypes: ["text/x-idris"], rules: { idrisDefinition }),
        Entry("igorpro", mimetypes: ["text/x-igorpro"], rules: { igorproDefinition }),
        Entry("ini", mimetypes: ["text/x-ini"], rules: { iniDefinition }),
        Entry("io", mimetypes: ["text/x-iosrc"], rules: { ioDefinition }),
        Entry("irb", ["pry"], code: { irb }),
        Entry("ruby", ["rb"], mimetypes: ["text/x-ruby", "application/x-ruby"], rules: { rubyDefinition }),
        Entry("irb_output", rules: { irbOutputDefinition }),
        Entry("isabelle", ["isa", "Isabelle"], mimetypes: ["text/x-isabelle"], rules: { isabelleDefinition }),
        Entry("isbl", rules: { isblDefinition }),
        Entry("j", rules: { jDefinition }),
        Entry("janet", ["jdn"], mimetypes: ["text/x-janet", "application/x-janet"], rules: { janetDefinition }),
        Entry("java", mimetypes: ["text/x-java"], rules: { javaDefinition }),
        Entry("javascript", ["js"], mimetypes: ["application/javascript", "application/x-javascript", "text/javascript", "text/x-javascript"], rules: { JavaScriptFamily.javascript }),
        Entry("jinja", ["django"], mimetypes: ["application/x-django-templating", "application/x-jinja", "text/html+django", "text/html+jinja"], rules: { jinjaDefinition }),
        Entry("jsl", rules: { jslDefinition }),
        Entry("json-doc", ["jsonc"], rules: { jsonDocDefinition }),
        Entry("jsonnet", mimetypes: ["text/x-jsonnet"], rules: { jsonnetDefinition }),
        Entry("jsp", mimetypes: ["text/x-jsp", "application/x-jsp"], rules: { jspDefinition }),
        Entry("jsx", ["jsx", "react"], mimetypes: ["text/x-jsx", "application/x-jsx"], rules: { JavaScriptFamily.jsx }),
        Entry("julia", ["jl"], mimetypes: ["text/x-julia", "application/x-julia"], rules: { juliaDefinition }),
        Entry("kotlin", mimetypes: ["text/x-kotlin"], rules: { kotlinDefinition }),
        Entry("lasso", ["lassoscript"], mimetypes: ["text/x-lasso", "text/html+lasso", "application/x-httpd-lasso"], rules: { lassoDefinition }),
        Entry("lean", ["lean"], rules: { leanDefinition }),
        Entry("liquid", rules: { liquidDefinition }),
        Entry("literate_coffeescript", ["litcoffee"], rules: { literateCoffeescriptDefinition }),
        Entry("literate_haskell", ["lithaskell", "lhaskell", "lhs"], mimetypes: ["text/x-literate-haskell"], rules: { literateHaskellDefinition }),
        Entry("livescript", ["ls"], mimetypes: ["text/livescript"], rules: { livescriptDefinition }),
        Entry("llvm", mimetypes: ["text/x-llvm"], rules: { llvmDefinition }),
        Entry("lua", mimetypes: ["text/x-lua", "application/x-lua"], rules: { luaDefinition }),
        Entry("lustre", mimetypes: ["text/x-lustre"], rules: { lustreDefinition }),
        Entry("lutin", mimetypes: ["text/x-lutin"], rules: { lutinDefinition }),
        Entry("m68k", rules: { m68kDefinition }),
        Entry("magik", mimetypes: ["text/x-magik", "application/x-magik"], rules: { magikDefinition }),
        Entry("make", ["makefile", "mf", "gnumake", "bsdmake"], mimetypes: ["text/x-makefile"], rules: { makeDefinition }),
        Entry("mason", mimetypes: ["text/x-mason", "application/x-mason"], rules: { masonDefinition }),
        Entry("mathematica", ["wl"], mimetypes: ["application/vnd.wolfram.mathematica.package", "application/vnd.wolfram.wl"], rules: { mathematicaDefinition }),
        Entry("matlab", ["m"], mimetypes: ["text/x-matlab", "application/x-matlab"], rules: { matlabDefinition }),
        Entry("meson", mimetypes: ["text/x-meson"], rules: { mesonDefinition }),
        Entry("minizinc", mimetypes: ["text/minizinc"], rules: { minizincDefinition }),
        Entry("moonscript", ["moon"], mimetypes: ["text/x-moonscript", "application/x-moonscript"], rules: { moonscriptDefinition }),
        Entry("mosel", mimetypes: ["text/x-mosel"], rules: { moselDefinition }),
        Entry("msgtrans", rules: { msgtransDefinition }),
        Entry("mxml", mimetypes: ["application/xv+xml"], rules: { mxmlDefinition }),
        Entry("nasm", mimetypes: ["text/x-nasm"], rules: { nasmDefinition }),
        Entry("nesasm", ["nes"], rules: { nesasmDefinition }),
        Entry("nginx", mimetypes: ["text/x-nginx-conf"], rules: { nginxDefinition }),
        Entry("nial", rules: { nialDefinition }),
        Entry("nim", ["nimrod"], rules: { nimDefinition }),
        Entry("nix", ["nixos"], rules: { nixDefinition }),
        Entry("objective_c", ["objc", "obj-c", "obj_c", "objectivec"], mimetypes: ["text/x-objective_c", "application/x-objective_c"], rules: { CFamily.objectiveC }),
        Entry("objective_cpp", ["objcpp", "obj-cpp", "obj_cpp", "objectivecpp", "objc++", "obj-c++", "obj_c++", "objectivec++"], mimetypes: ["text/x-objective-c++", "application/x-objective-c++"], rules: { CFamily.objectiveCpp }),
        Entry("ocaml", mimetypes: ["text/x-ocaml"], rules: { ocamlDefinition }),
        Entry("ocl", ["OCL"], mimetypes: ["text/x-ocl"], rules: { oclDefinition }),
        Entry("openedge", mimetypes: ["text/x-openedge"], rules: { openedgeDefinition }),
        Entry("opentype_feature_file", ["fea", "opentype", "opentypefeature"], rules: { opentypeFeatureFileDefinition }),
        Entry("pascal", mimetypes: ["text/x-pascal"], rules: { pascalDefinition }),
        Entry("perl", ["pl"], mimetypes: ["text/x-perl", "application/x-perl"], rules: { perlDefinition }),
        Entry("plaintext", ["text"], mimetypes: ["text/plain"], rules: { plaintextDefinition }),
        Entry("plist", ["plist"], mimetypes: ["text/x-plist", "application/x-plist"], rules: { plistDefinition }),
        Entry("plsql", mimetypes: ["text/x-plsql"], rules: { plsqlDefinition }),
        Entry("pony", rules: { ponyDefinition }),
        Entry("postscript", ["postscr", "postscript", "ps", "eps"], mimetypes: ["application/postscript"], rules: { postscriptDefinition }),
        Entry("powershell", ["posh", "microsoftshell", "msshell"], mimetypes: ["text/x-powershell"], rules: { powershellDefinition }),
        Entry("praat", rules: { praatDefinition }),
        Entry("prolog", ["prolog"], mimetypes: ["text/x-prolog"], rules: { prologDefinition }),
        Entry("prometheus", ["prometheus"], mimetypes: ["text/x-prometheus", "application/x-prometheus"], rules: { prometheusDefinition }),
        Entry("properties", mimetypes: ["text/x-java-properties"], rules: { propertiesDefinition }),
        Entry("protobuf", ["proto"], mimetypes: ["text/x-proto"], rules: { protobufDefinition }),
        Entry("puppet", ["pp"], rules: { puppetDefinition }),
        Entry("q", ["kdb+"], mimetypes: ["text/x-q", "application/x-q"], rules: { qDefinition }),
        Entry("qml", ["qml"], mimetypes: ["application/x-qml", "text/x-qml"], rules: { qmlDefinition }),
        Entry("r", ["r", "R", "s", "S"], mimetypes: ["text/x-r-source", "text/x-r", "text/x-R", "application/x-r"], rules: { rDefinition }),
        Entry("racket", mimetypes: ["text/x-racket", "application/x-racket"], rules: { racketDefinition }),
        Entry("reasonml", mimetypes: ["text/x-reasonml"], rules: { reasonmlDefinition }),
        Entry("rego", rules: { regoDefinition }),
        Entry("rescript", mimetypes: ["text/x-rescript"], rules: { rescriptDefinition }),
        Entry("robot_framework", ["robot", "robot-framework"], mimetypes: ["text/x-robot"], code: { robotFramework }),
        Entry("rust", ["rs", "rust,no_run", "rs,no_run", "rust,ignore", "rs,ignore", "rust,should_panic", "rs,should_panic"], mimetypes: ["text/x-rust"], rules: { rustDefinition }),
        Entry("sas", mimetypes: ["application/x-sas", "application/x-stat-sas", "application/x-sas-syntax"], rules: { sasDefinition }),
        Entry("sass", mimetypes: ["text/x-sass"], rules: { sassDefinition }),
        Entry("scala", ["scala"], mimetypes: ["text/x-scala", "application/x-scala"], rules: { scalaDefinition }),
        Entry("scheme", mimetypes: ["text/x-scheme", "application/x-scheme"], rules: { schemeDefinition }),
        Entry("scss", mimetypes: ["text/x-scss"], rules: { scssDefinition }),
        Entry("sed", mimetypes: ["text/x-sed"], rules: { sedDefinition }),
        Entry("shell", ["bash", "zsh", "ksh", "sh"], mimetypes: ["application/x-sh", "application/x-shellscript", "text/x-sh", "text/x-shellscript"], rules: { shellDefinition }),
        Entry("sieve", rules: { sieveDefinition }),
        Entry("slice", mimetypes: ["text/slice"], rules: { CFamily.slice }),
        Entry("slim", rules: { slimDefinition }),
        Entry("smalltalk", ["st", "squeak"], mimetypes: ["text/x-smalltalk"], rules: { smalltalkDefinition }),
        Entry("smarty", ["smarty"], mimetypes: ["application/x-smarty", "text/x-smarty"], rules: { smartyDefinition }),
        Entry("sml", ["ml"], mimetypes: ["text/x-standardml", "application/x-standardml"], rules: { smlDefinition }),
        Entry("solidity", mimetypes: ["text/x-solidity"], rules: { solidityDefinition }),
        Entry("sparql", mimetypes: ["application/sparql-query"], rules: { sparqlDefinition }),
        Entry("sqf", rules: { sqfDefinition }),
        Entry("ssh", rules: { sshDefinition }),
        Entry("stan", rules: { stanDefinition }),
        Entry("stata", mimetypes: ["application/x-stata", "text/x-stata"], rules: { stataDefinition }),
        Entry("supercollider", rules: { supercolliderDefinition }),
        Entry("swift", rules: { swiftDefinition }),
        Entry("systemd", ["unit-file"], mimetypes: ["text/x-systemd-unit"], rules: { systemdDefinition }),
        Entry("syzlang", rules: { syzlangDefinition }),
        Entry("syzprog", rules: { syzprogDefinition }),
        Entry("tap", ["tap"], mimetypes: ["text/x-tap", "application/x-tap"], rules: { tapDefinition }),
        Entry("tcl", mimetypes: ["text/x-tcl", "text/x-script.tcl", "application/x-tcl"], rules: { tclDefinition }),
        Entry("terraform", ["tf"], rules: { terraformDefinition }),
        Entry("tex", ["TeX", "LaTeX", "latex"], mimetypes: ["text/x-tex", "text/x-latex"], rules: { texDefinition }),
        Entry("toml", mimetypes: ["text/x-toml"], rules: { tomlDefinition }),
        Entry("tsx", rules: { JavaScriptFamily.tsx }),
        Entry("ttcn3", mimetypes: ["text/x-ttcn3", "text/x-ttcn"], rules: { ttcn3Definition }),
        Entry("tulip", ["tulip"], mimetypes: ["text/x-tulip", "application/x-tulip"], rules: { tulipDefinition }),
        Entry("turtle", mimetypes: ["text/turtle", "application/trig"], rules: { turtleDefinition }),
        Entry("twig", mimetypes: ["application/x-twig", "text/html+twig"], rules: { twigDefinition }),
        Entry("typescript", ["ts"], mimetypes: ["text/typescript"], rules: { JavaScriptFamily.typescript }),
        Entry("vala", mimetypes: ["text/x-vala"], rules: { valaDefinition }),
        Entry("vcl", ["varnishconf", "varnish"], mimetypes: ["text/x-varnish", "text/x-vcl"], rules: { vclDefinition }),
        Entry("vb", ["visualbasic"], mimetypes: ["text/x-visualbasic", "application/x-visualbasic"], rules: { vbDefinition }),
        Entry("velocity", mimetypes: ["text/html+velocity"], rules: { velocityDefinition }),
        Entry("verilog", mimetypes: ["text/x-verilog", "text/x-systemverilog"], rules: { verilogDefinition }),
        Entry("vhdl", mimetypes: ["text/x-vhdl"], rules: { vhdlDefinition }),
        Entry("viml", ["vim", "vimscript", "ex"], mimetypes: ["text/x-vim"], rules: { vimlDefinition }),
        Entry("vue", ["vuejs"], mimetypes: ["text/x-vue", "application/x-vue"], rules: { vueDefinition }),
        Entry("wollok", code: { wollok }),
        Entry("xojo", ["realbasic"], rules: { xojoDefinition }),
        Entry("xpath", rules: { xpathDefinition }),
        Entry("xquery", mimetypes: ["application/xquery"], rules: { xqueryDefinition }),
        Entry("yang", mimetypes: ["application/yang"], rules: { yangDefinition }),
        Entry("zig", ["zir"], mimetypes: ["text/x-zig"], rules: { zigDefinition }),
    ]
}
