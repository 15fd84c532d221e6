extension Languages {
    static let schemeDefinition: LexerDefinition = {
        let names = table([
            (.k, """
                lambda define if else cond and or case let let* letrec begin do delay set! => quote quasiquote \
                unquote unquote-splicing define-syntax let-syntax letrec-syntax syntax-rules
                """),
            (.nb, """
                * + - / < <= = > >= abs acos angle append apply asin assoc assq assv atan boolean? caaaar caaadr \
                caaar caadar caaddr caadr caar cadaar cadadr cadar caddar cadddr caddr cadr \
                call-with-current-continuation call-with-input-file call-with-output-file call-with-values call/cc \
                car cdaaar cdaadr cdaar cdadar cdaddr cdadr cdar cddaar cddadr cddar cdddar cddddr cdddr cddr cdr \
                ceiling char->integer char-alphabetic? char-ci<=? char-ci<? char-ci=? char-ci>=? char-ci>? \
                char-downcase char-lower-case? char-numeric? char-ready? char-upcase char-upper-case? \
                char-whitespace? char<=? char<? char=? char>=? char>? char? close-input-port close-output-port \
                complex? cons cos current-input-port current-output-port denominator display dynamic-wind \
                eof-object? eq? equal? eqv? eval even? exact->inexact exact? exp expt floor for-each force gcd \
                imag-part inexact->exact inexact? input-port? integer->char integer? interaction-environment lcm \
                length list list->string list->vector list-ref list-tail list? load log magnitude make-polar \
                make-rectangular make-string make-vector map max member memq memv min modulo negative? newline not \
                null-environment null? number->string number? numerator odd? open-input-file open-output-file \
                output-port? pair? peek-char port? positive? procedure? quotient rational? rationalize read \
                read-char real-part real? remainder reverse round scheme-report-environment set-car! set-cdr! sin \
                sqrt string string->list string->number string->symbol string-append string-ci<=? string-ci<? \
                string-ci=? string-ci>=? string-ci>? string-copy string-fill! string-length string-ref string-set! \
                string<=? string<? string=? string>=? string>? string? substring symbol->string symbol? tan \
                transcript-off transcript-on truncate values vector vector->list vector-fill! vector-length \
                vector-ref vector-set! vector? with-input-from-file with-output-to-file write write-char zero?
                """),
        ])
        let id = #"(?i:[a-z0-9!$\%&*+,\/:<=>?@^_~|-]+)"#
        return LexerDefinition(states: [
            ("root", [
                r(";.*$", .c1),
                r(#"\s+"#, .text),
                r(#"-?\d+\.\d+"#, .mf),
                r(#"-?\d+"#, .mi),
                r("[+-]inf[.][f0]", .m),
                r("#b[01]+", .mb),
                r("#o[0-7]+", .mo),
                r("#d[0-9]+", .mi),
                r("(?i)#x[0-9a-f]+", .mh),
                r(#"#[ei][\d.]+"#, .mx),
                r(#""(\\\\|\\"|[^"])*""#, .s),
                r("'" + id, .ss),
                r(#"(?i)#\\([()\/'"._!\$%& ?=+-]{1}|[a-z0-9]+)"#, .sc),
                r("#t|#f", .no),
                r("(?:'|#|`|,@|,|\\.)", .o),
                g(#"(['#])(\s*)(\()"#, [.ss, .text, .p]),
                r(#"\(|\["#, .p, push("command")),
                r(#"\)|\]"#, .p),
                r(id, .nv),
            ]),
            ("command", [lk(id, names, .nf, pop), r("", .text, pop)]),
        ])
    }()
}
