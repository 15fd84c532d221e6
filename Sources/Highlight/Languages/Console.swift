/// Shell and REPL sessions, line by line as Rouge's console lexer reads them: a line with a
/// prompt is prompt + the language's code (whose state carries over to the next prompt line),
/// a line of dots is a snip, anything else is output.
enum SessionLexer {
    struct Style: Sendable {
        let language: String
        /// The end of the prompt in the line, if the line has one.
        let prompt: @Sendable (UnsafeBufferPointer<UInt8>) -> Int?
        /// Lines starting with `#` (after spaces) are comments, not prompts.
        let comments: Bool
        /// Output lines: as plain `go` text, or lexed by this language (state carried over).
        let outputLanguage: String?
    }

    static func lex(_ style: Style, run: LexRun, code: UnsafeBufferPointer<UInt8>, base: Int) {
        guard let language = Languages.lexer(named: style.language) else { return }
        let output = style.outputLanguage.flatMap { Languages.lexer(named: $0) }
        var languageStack = language.initialStack
        var outputStack = output?.initialStack ?? [0]
        var pos = 0
        while pos < code.count {
            var end = pos
            while end < code.count && code[end] != UInt8(ascii: "\n") { end += 1 }
            if end < code.count { end += 1 }
            let line = UnsafeBufferPointer(rebasing: code[pos..<end])
            if isSnip(line) {
                outputStack = output?.initialStack ?? [0]
                languageStack = language.initialStack
                run.emit(.c, base + pos..<base + end)
            } else if let promptEnd = style.prompt(line) {
                outputStack = output?.initialStack ?? [0]
                run.emit(.gp, base + pos..<base + pos + promptEnd)
                var codeStart = pos + promptEnd
                while codeStart < end && isSpace(code[codeStart]) { codeStart += 1 }
                run.emit(.w, base + pos + promptEnd..<base + codeStart)
                run.lex(language, UnsafeBufferPointer(rebasing: code[codeStart..<end]), base: base + codeStart, stack: &languageStack)
            } else if style.comments, isComment(line) {
                outputStack = output?.initialStack ?? [0]
                languageStack = language.initialStack
                run.emit(.c, base + pos..<base + end)
            } else {
                languageStack = language.initialStack
                if let output {
                    run.lex(output, line, base: base + pos, stack: &outputStack)
                } else {
                    run.emit(.go, base + pos..<base + end)
                }
            }
            pos = end
        }
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 32 || (b >= 9 && b <= 13) }

    /// `\A\s*(?:<[.]+>|[.]+)\s*\z`
    static func isSnip(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0, j = line.count
        while i < j && isSpace(line[i]) { i += 1 }
        while j > i && isSpace(line[j - 1]) { j -= 1 }
        guard i < j else { return false }
        var body = line[i..<j]
        if body.first == UInt8(ascii: "<") && body.last == UInt8(ascii: ">") && body.count > 2 { body = body.dropFirst().dropLast() }
        return body.allSatisfy { $0 == UInt8(ascii: ".") }
    }

    static func isComment(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.first { !isSpace($0) } == UInt8(ascii: "#")
    }

    /// Rouge's default prompt: everything up to the first `$`, `#`, `>` or `;` of the line.
    static let shellPrompt: @Sendable (UnsafeBufferPointer<UInt8>) -> Int? = { line in
        line.firstIndex { $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: ";") }.map { $0 + 1 }
    }

    /// IRB and Pry: `^.*?(irb|pry).*?[>"*]`.
    static let irbPrompt: @Sendable (UnsafeBufferPointer<UInt8>) -> Int? = { line in
        let bytes = Array(line)
        var k = 0
        while k + 3 <= bytes.count {
            if (bytes[k] == UInt8(ascii: "i") && bytes[k + 1] == UInt8(ascii: "r") && bytes[k + 2] == UInt8(ascii: "b"))
                || (bytes[k] == UInt8(ascii: "p") && bytes[k + 1] == UInt8(ascii: "r") && bytes[k + 2] == UInt8(ascii: "y"))
            {
                var m = k + 3
                while m < bytes.count && bytes[m] != UInt8(ascii: "\n") {
                    if bytes[m] == UInt8(ascii: ">") || bytes[m] == UInt8(ascii: "\"") || bytes[m] == UInt8(ascii: "*") { return m + 1 }
                    m += 1
                }
                return nil
            }
            if bytes[k] == UInt8(ascii: "\n") { return nil }
            k += 1
        }
        return nil
    }
}

extension Languages {
    static let console = CompiledLexer(name: "console") { run, code, base in
        SessionLexer.lex(.init(language: "shell", prompt: SessionLexer.shellPrompt, comments: false, outputLanguage: nil), run: run, code: code, base: base)
    }
    static let irb = CompiledLexer(name: "irb") { run, code, base in
        SessionLexer.lex(.init(language: "ruby", prompt: SessionLexer.irbPrompt, comments: true, outputLanguage: "irb_output"), run: run, code: code, base: base)
    }
}
