
/// Code → Rouge's tokens and HTML. Stateless; safe to call from any thread.
public enum Highlighter {
    /// The Rouge lexer tag a language name resolves to (`rb` → `ruby`), or nil when this
    /// highlighter has no lexer for it. Names are case-sensitive, as Rouge's lookup is;
    /// options after `?` (`ruby?start_inline=1`) are ignored.
    public static func lexerName(for language: String) -> String? {
        Languages.lexer(named: baseName(language))?.name
    }

    /// Rouge's guess for `code` under the name `guess` (or `guess?mimetype=…`): the lexers it
    /// cannot decide between, or nil when the name is not `guess` or the guess is clear. Jekyll
    /// stops the build there ("Ambiguous guess"); the `highlight` tag does the same.
    public static func ambiguousGuess<Code: Collection<UInt8>>(_ code: Code, language: String) -> [String]? {
        guard baseName(language) == "guess" else { return nil }
        var bytes = Array(code)
        makeValidUTF8(&bytes)
        guard case .ambiguous(let tags) = Guesser.guess(bytes, mimetype: option("mimetype", in: language)) else { return nil }
        return tags
    }

    /// The lexer Rouge's `find_fancy` gives a name for `code`: `guess` (with any `?mimetype=`)
    /// guesses from the code, taking the first of an ambiguous guess; any other name is looked
    /// up without its `?` options.
    static func resolve(_ language: String, code: [UInt8]) -> CompiledLexer? {
        let name = baseName(language)
        guard name == "guess" else { return Languages.lexer(named: name) }
        return Languages.lexer(named: Guesser.guess(code, mimetype: option("mimetype", in: language)).first)
    }

    /// One option of a `name?key=value&…` language (Ruby's `CGI.parse`: `+` and `%XX` decoded).
    static func option(_ key: String, in language: String) -> String? {
        guard let q = language.firstIndex(of: "?") else { return nil }
        for pair in language[language.index(after: q)...].split(whereSeparator: { $0 == "&" || $0 == ";" }) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) -> String {
                var bytes: [UInt8] = [], utf8 = Array(text.utf8), i = 0
                func hex(_ b: UInt8) -> UInt8? {
                    switch b {
                    case 0x30...0x39: b - 0x30
                    case 0x41...0x46: b - 0x37
                    case 0x61...0x66: b - 0x57
                    default: nil
                    }
                }
                while i < utf8.count {
                    if utf8[i] == UInt8(ascii: "%"), i + 2 < utf8.count, let hi = hex(utf8[i + 1]), let lo = hex(utf8[i + 2]) {
                        bytes.append(hi << 4 | lo)
                        i += 3
                    } else {
                        bytes.append(utf8[i] == UInt8(ascii: "+") ? 0x20 : utf8[i])
                        i += 1
                    }
                }
                return String(decoding: bytes, as: UTF8.self)
            }
            if decode(parts[0]) == key { return parts.count > 1 ? decode(parts[1]) : "" }
        }
        return nil
    }

    /// The Rouge tags of the languages this highlighter colours (aliases left out).
    public static var languages: [String] { Languages.all.map(\.tag).sorted() }

    /// Whether Rouge 3.30 has a lexer of this name (tag or alias, case-sensitive as Rouge's
    /// lookup is; options after `?`, as in `ruby?start_inline=1`, are ignored), or it is `guess`.
    /// kramdown writes Rouge's markup for these and its own plain `<pre><code>` for any other name.
    public static func isRougeLanguage(_ language: String) -> Bool {
        let name = baseName(language)
        return name == "guess" || Languages.isRougeName(name)
    }

    /// The tokens Rouge's lexer gives for `code` (plain text for an unknown language).
    public static func tokens(_ code: String, language: String?) -> [Token] {
        var bytes = Array(code.utf8)
        return tokens(&bytes, language: language)
    }

    /// Rouge's HTML formatter output for `code`: one `<span class="SHORT">` per token, plain
    /// text bare, `&`, `<`, `>` escaped; no wrapper.
    public static func html(_ code: String, language: String?) -> String {
        var out: [UInt8] = []
        appendHTML(code.utf8, language: language, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends Rouge's span markup for `code` to `html`.
    public static func appendHTML<Code: Collection<UInt8>>(_ code: Code, language: String?, to html: inout [UInt8]) {
        let started = HighlightClock.now()
        defer { HighlightClock.add(since: started) }
        var bytes = Array(code)
        makeValidUTF8(&bytes)
        // No `reserveCapacity` here: it sizes the buffer exactly, so the next block's append
        // copied the whole page written so far again; `append` grows it geometrically.
        withTokens(bytes, language: language) { appendSpans($0, of: bytes, to: &html) }
    }

    /// Appends Rouge's table formatter output (`line_numbers: true`): a `rouge-table` with a
    /// gutter of line numbers and the code's spans. Jekyll's `linenos` names the cells
    /// `gutter` and `code`; kramdown keeps Rouge's own `rouge-gutter` and `rouge-code`.
    public static func appendTableHTML<Code: Collection<UInt8>>(
        _ code: Code, language: String?, gutterClass: String = "gutter", codeClass: String = "code", to html: inout [UInt8]
    ) {
        let started = HighlightClock.now()
        defer { HighlightClock.add(since: started) }
        var bytes = Array(code)
        makeValidUTF8(&bytes)
        var lines = 0
        for byte in bytes where byte == UInt8(ascii: "\n") { lines += 1 }
        let endsWithNewline = bytes.last == UInt8(ascii: "\n")
        if !endsWithNewline { lines += 1 }
        html.append(contentsOf: #"<table class="rouge-table"><tbody><tr><td class=""#.utf8)
        html.append(contentsOf: gutterClass.utf8)
        html.append(contentsOf: #" gl"><pre class="lineno">"#.utf8)
        for n in 1...max(lines, 1) {
            html.append(contentsOf: String(n).utf8)
            html.append(UInt8(ascii: "\n"))
        }
        html.append(contentsOf: #"</pre></td><td class=""#.utf8)
        html.append(contentsOf: codeClass.utf8)
        html.append(contentsOf: #""><pre>"#.utf8)
        withTokens(bytes, language: language) { appendSpans($0, of: bytes, to: &html) }
        if !endsWithNewline { html.append(UInt8(ascii: "\n")) }
        html.append(contentsOf: "</pre></td></tr></tbody></table>".utf8)
    }

    static func baseName(_ language: String) -> String {
        // Over bytes: a search by Character costs a grapheme break test per character.
        guard let q = language.utf8.firstIndex(of: UInt8(ascii: "?")) else { return language }
        return String(language[..<q])
    }

    /// Lexes UTF-8 bytes (made valid first: PCRE2 is told to skip its own check).
    static func tokens(_ bytes: inout [UInt8], language: String?) -> [Token] {
        makeValidUTF8(&bytes)
        return withTokens(bytes, language: language) { Array($0) }
    }

    /// The tokens of `bytes` (valid UTF-8), handed to `body` where the lexer left them, without
    /// an array in between.
    static func withTokens<R>(_ bytes: [UInt8], language: String?, _ body: (UnsafeBufferPointer<Token>) -> R) -> R {
        let lexer = language.flatMap { resolve($0, code: bytes) }
        guard let lexer, lexer.name != "plaintext" else {
            let whole = [Token(tokenClass: .text, range: 0..<bytes.count)]
            return whole.withUnsafeBufferPointer { body(bytes.isEmpty ? UnsafeBufferPointer(rebasing: $0[0..<0]) : $0) }
        }
        let run = run(bytes, with: lexer)
        return run.withTokens(body)
    }

    /// Invalid UTF-8 becomes U+FFFD, as in a Swift String read from disk. Code is mostly
    /// ASCII, checked without making a String.
    static func makeValidUTF8(_ bytes: inout [UInt8]) {
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        if high < 0x80 { return }
        if String(validating: bytes, as: UTF8.self) == nil {
            bytes = Array(String(decoding: bytes, as: UTF8.self).utf8)
        }
    }

    /// One lexing run over valid UTF-8: the tokens, the rule attempts it took (for tests that
    /// bound work on hostile input) and whether a pattern hit PCRE2's limits.
    static func lex(_ bytes: [UInt8], with lexer: CompiledLexer) -> (tokens: [Token], steps: Int, stoppedAtLimit: Bool) {
        let run = run(bytes, with: lexer)
        return (run.tokens, run.steps, run.stoppedAtLimit)
    }

    /// A finished run over `bytes`: its tokens cover every byte, also when a pattern ran away.
    private static func run(_ bytes: [UInt8], with lexer: CompiledLexer) -> LexRun {
        // Code averages about three bytes a token: reserved once, the list rarely grows.
        let run = LexRun(expectedTokens: bytes.count / 3 + 16)
        var stack = lexer.initialStack
        bytes.withUnsafeBufferPointer { run.lex(lexer, $0, base: 0, stack: &stack) }
        run.endWithPlainText(upTo: bytes.count)
        return run
    }

    /// Work done lexing `code`, for tests that bound it on hostile input: rule attempts, and
    /// the bytes PCRE2 read in its attempts (see `PCREMatch.examined`), counting stopped once
    /// the bytes pass `limit` (the run then ends early, as at a runaway pattern).
    static func work(_ code: String, language: String, limit: Int = .max) -> (steps: Int, examined: Int) {
        guard let lexer = Languages.lexer(named: language) else { return (0, 0) }
        let bytes = Array(code.utf8)
        let run = LexRun(expectedTokens: bytes.count / 3 + 16)
        run.measureExamined(limit: limit)
        var stack = lexer.initialStack
        bytes.withUnsafeBufferPointer { run.lex(lexer, $0, base: 0, stack: &stack) }
        return (run.steps, run.examined)
    }

    /// Work done lexing `code` (rule attempts), for tests that bound it on hostile input.
    static func steps(_ code: String, language: String) -> Int {
        guard let lexer = Languages.lexer(named: language) else { return 0 }
        return lex(Array(code.utf8), with: lexer).steps
    }

    /// Writes every token into one buffer sized for the worst case (each byte escaped, each
    /// token wrapped), so the loop copies bytes without growing an array per token.
    static func appendSpans(_ tokens: UnsafeBufferPointer<Token>, of bytes: [UInt8], to html: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        // Slack after the worst case: the copies below may write up to 16 bytes past their end.
        let capacity = bytes.count * 5 + tokens.count * SpanTags.longest + 32
        let rendered = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, written in
            var out = buffer.baseAddress!
            // The open tags' bytes and offsets as local pointers: read through the static
            // arrays, each token paid a once-check and bounds checks (about a fifth of this
            // function's time on the 1,000-post corpus's code).
            SpanTags.bytes.withUnsafeBufferPointer { tags in
            SpanTags.offsets.withUnsafeBufferPointer { offsets in
            bytes.withUnsafeBufferPointer { code in
                let base = code.baseAddress!, tagBase = UnsafeRawPointer(tags.baseAddress!), end = code.count
                // Tokens average under three bytes and tags under twenty: copied as whole
                // words rather than through a memmove call per piece (three per token), which
                // took a tenth of the highlighter's time. Tags are padded (`SpanTags.bytes`),
                // code is read word-wise only where 16 bytes remain.
                @inline(__always) func copy(_ from: Int, _ count: Int) {
                    if count <= 16, from &+ 16 <= end {
                        let source = UnsafeRawPointer(base + from), target = UnsafeMutableRawPointer(out)
                        target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
                        target.storeBytes(of: source.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
                    } else {
                        out.update(from: base + from, count: count)
                    }
                    out += count
                }
                for token in tokens {
                    let plain = token.tokenClass == .text
                    if !plain {
                        let ordinal = SpanTags.ordinal(token.tokenClass)
                        let start = offsets[ordinal], count = offsets[ordinal &+ 1] &- start
                        let target = UnsafeMutableRawPointer(out)
                        for word in 0..<3 {
                            target.storeBytes(of: tagBase.loadUnaligned(fromByteOffset: start &+ word &* 8, as: UInt64.self), toByteOffset: word &* 8, as: UInt64.self)
                        }
                        out += count
                    }
                    var run = token.range.lowerBound
                    for i in token.range {
                        let byte = base[i]
                        // `>` is 0x3E, `<` 0x3C, `&` 0x26: one comparison skips most bytes.
                        guard byte <= UInt8(ascii: ">"), byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") else { continue }
                        copy(run, i - run)
                        out = SpanTags.writeEntity(byte, to: out)
                        run = i + 1
                    }
                    copy(run, token.range.upperBound - run)
                    if !plain { out = SpanTags.writeClose(to: out) }
                }
            }
            }
            }
            written = out - buffer.baseAddress!
        }
        html.append(contentsOf: rendered)
    }
}

/// Rouge's `<span class="…">` for each token class, made once.
enum SpanTags {
    /// Open tags, one after another, at `offsets[ordinal]..<offsets[ordinal + 1]`; 24 bytes of
    /// padding after the last, so any tag can be read as three words.
    static let bytes: [UInt8] = TokenClass.allCases.flatMap { Array(#"<span class=""#.utf8) + Array($0.rawValue.utf8) + Array(#"">"#.utf8) }
        + Array(repeating: 0, count: 24)
    static let offsets: [Int] = TokenClass.allCases.reduce(into: [0]) { $0.append($0.last! + 15 + $1.rawValue.utf8.count) }
    /// The longest open and close tag together.
    static let longest = (TokenClass.allCases.map(\.rawValue.utf8.count).max() ?? 0) + 15 + 7

    /// A case without payload is stored as its ordinal in declaration order, the order of
    /// `allCases` the tables were made in.
    @inline(__always)
    static func ordinal(_ tokenClass: TokenClass) -> Int {
        Int(unsafeBitCast(tokenClass, to: UInt8.self))
    }

    @inline(__always)
    static func writeClose(to out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let close: StaticString = "</span>"
        out.update(from: close.utf8Start, count: close.utf8CodeUnitCount)
        return out + close.utf8CodeUnitCount
    }

    @inline(__always)
    static func writeEntity(_ byte: UInt8, to out: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let entity: StaticString = byte == UInt8(ascii: "&") ? "&amp;" : byte == UInt8(ascii: "<") ? "&lt;" : "&gt;"
        out.update(from: entity.utf8Start, count: entity.utf8CodeUnitCount)
        return out + entity.utf8CodeUnitCount
    }
}

