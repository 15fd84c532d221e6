extension Languages {
    static let clojureDefinition: LexerDefinition = {
        let keywords = "fn def defn defmacro defmethod defmulti defn- defstruct if cond let for"
        let builtins = """
            . .. * + - -> / < <= = == > >= accessor agent agent-errors aget alength all-ns alter and \
            append-child apply array-map aset aset-boolean aset-byte aset-char aset-double aset-float aset-int \
            aset-long aset-short assert assoc await await-for bean binding bit-and bit-not bit-or bit-shift-left \
            bit-shift-right bit-xor boolean branch? butlast byte cast char children class clear-agent-errors \
            comment commute comp comparator complement concat conj cons constantly construct-proxy contains? \
            count create-ns create-struct cycle dec deref difference disj dissoc distinct doall doc dorun doseq \
            dosync dotimes doto double down drop drop-while edit end? ensure eval every? false? ffirst file-seq \
            filter find find-doc find-ns find-var first float flush fnseq frest gensym get-proxy-class get \
            hash-map hash-set identical? identity if-let import in-ns inc index insert-child insert-left \
            insert-right inspect-table inspect-tree instance? int interleave intersection into into-array \
            iterate join key keys keyword keyword? last lazy-cat lazy-cons left lefts line-seq list* list load \
            load-file locking long loop macroexpand macroexpand-1 make-array make-node map map-invert map? \
            mapcat max max-key memfn merge merge-with meta min min-key name namespace neg? new newline next \
            nil? node not not-any? not-every? not= ns-imports ns-interns ns-map ns-name ns-publics ns-refers \
            ns-resolve ns-unmap nth nthrest or parse partial path peek pop pos? pr pr-str print print-str \
            println println-str prn prn-str project proxy proxy-mappings quot rand rand-int range re-find \
            re-groups re-matcher re-matches re-pattern re-seq read read-line reduce ref ref-set refer rem \
            remove remove-method remove-ns rename rename-keys repeat replace replicate resolve rest \
            resultset-seq reverse rfirst right rights root rrest rseq second select select-keys send send-off \
            seq seq-zip seq? set short slurp some sort sort-by sorted-map sorted-map-by sorted-set \
            special-symbol? split-at split-with str string? struct struct-map subs subvec symbol symbol? sync \
            take take-nth take-while test time to-array to-array-2d tree-seq true? union up update-proxy val \
            vals var-get var-set var? vector vector-zip vector? when when-first when-let when-not \
            with-local-vars with-meta with-open with-out-str xml-seq xml-zip zero? zipmap zipper'
            """
        return clojureLike(keywords: keywords, builtins: builtins)
    }()

    static let hylangDefinition: LexerDefinition = {
        let keywords = """
            False None True and as assert break class continue def del elif else except finally for from \
            global if import in is lambda nonlocal not or pass raise return try
            """
        let builtins = """
            != % %= & &= * ** **= *= *map + += , - -= -> ->> . / // //= /= < << <<= <= = > >= >> >>= @ @= ^ ^= \
            accumulate apply as-> assoc butlast calling-module-name car cdr chain coll? combinations comp \
            complement compress cond cons cons? constantly count cut cycle dec defclass defmacro defmacro! \
            defmacro/g! defmain defn defreader dict-comp disassemble dispatch-reader-macro distinct do doto drop \
            drop-last drop-while empty? eval eval-and-compile eval-when-compile even? every? filter first flatten \
            float? fn for* fraction genexpr gensym get group-by identity if* if-not if-python2 inc input \
            instance? integer integer-char? integer? interleave interpose islice iterable? iterate iterator? juxt \
            keyword keyword? last let lif lif-not list* list-comp macro-error macroexpand macroexpand-1 map \
            merge-with multicombinations name neg? none? not-in not? nth numeric? odd? partition permutations \
            pos? product quasiquote quote range read read-str reduce remove repeat repeatedly require rest \
            second set-comp setv some string string? symbol? take take-nth take-while tee unless unquote \
            unquote-splicing when with* with-decorator with-gensyms xor yield-from zero? zip zip-longest | |= ~
            """
        return clojureLike(keywords: keywords, builtins: builtins)
    }()

    /// Clojure and Hy: the same rules over their own keyword and builtin lists.
    private static func clojureLike(keywords: String, builtins: String) -> LexerDefinition {
        let names = table([(.k, keywords), (.nb, builtins)])
        let identifier = #"[\w!$%*+,<=>?/.-]+"#
        let end = #"(?![\w!$%*+,<=>?/.-])"#
        let keyword = ##"[\w!\#$%*+,<=>?/.-]+"##
        return LexerDefinition(states: [
            ("root", [
                r(";.*?$", .c1),
                r(#"\s+"#, .w),
                r(#"-?\d+\.\d+"#, .mf),
                r(#"-?\d+"#, .mi),
                r("0x-?[0-9a-fA-F]+", .mh),
                r(#""(\\.|[^"])*""#, .s),
                r("'" + keyword, .ss),
                r("::?" + keyword, .no),
                r(#"(?i)\\(.|[a-z]+)"#, .sc),
                r(#"~@|[`\'#^~&@]"#, .o),
                g(#"(\()(\s*)("# + words(keywords, prefix: "", suffix: "") + ")" + end, [.p, .w, .k]),
                g(#"(\()(\s*)("# + words(builtins, prefix: "", suffix: "") + ")" + end, [.p, .w, .nb]),
                g(#"(\()(\s*)("# + identifier + ")", [.p, .w, .nf]),
                lk(identifier, names, .n),
                r(#"[\[\]]"#, .p),
                r("[{}]", .p),
                r("[()]", .p),
            ]),
        ])
    }
}
