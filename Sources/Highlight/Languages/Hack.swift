extension Languages {
    /// Hack: PHP's lexer with more keywords, an `<?hh` opener and its checker comments.
    static let hackDefinition: LexerDefinition = {
        let php = phpFamily(extraKeywords: """
            type newtype enum as super async await Awaitable vec dict keyset void int string bool float double \
            arraykey num Stringish
            """)
        let prepended: [String: [Rule]] = [
            "root": [r(#"<\?hh(\s*\/\/\s*(strict|decl|partial))?$"#, .cp, push("php"))],
            "php": [
                g(#"(/\*\s*)(HH_(?:IGNORE_ERROR|FIXME)\[\d+\])([^*]*)(\*/)"#, [.cp, .cp, .cm, .cp]),
                r("// UNSAFE(?:_EXPR|_BLOCK)?", .cp),
                r(#"/\*\s*UNSAFE_EXPR\s*\*/"#, .cp),
            ],
        ]
        return LexerDefinition(states: php.states.map { ($0.0, (prepended[$0.0] ?? []) + $0.1) }, start: php.start)
    }()
}
