/// Lexers that exist only to be delegated to by another language's rules (Rouge's lexer
/// classes nested in another, such as sed's regex and replacement lexers). They are not
/// Rouge names: a code block cannot ask for them, only `d(…)`/`sub(…)` in a definition, which
/// reaches them when no registry row has the name. Each compiles on first use.
extension Languages {
    static func helperLexer(named name: String) -> CompiledLexer? {
        switch name {
        case "sed regex": return sedRegexLexer
        case "sed replacement": return sedReplacementLexer
        default: return nil
        }
    }

    private static let sedRegexLexer = helper("sed regex", sedRegexDefinition)
    private static let sedReplacementLexer = helper("sed replacement", sedReplacementDefinition)

    private static func helper(_ name: String, _ definition: LexerDefinition) -> CompiledLexer {
        var definition = definition
        definition.name = name
        return CompiledLexer(definition)
    }
}
