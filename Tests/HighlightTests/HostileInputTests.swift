import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@testable import Highlight

// Hostile input: every lexer must finish, and its work must grow linearly with the input.
// The bounds are on rule attempts (the lexer's steps) and on the bytes PCRE2 reads in them
// (a pattern scanning to the end of the text from every position is quadratic in one step a
// position), generous but linear; seconds are never measured in tests.

/// Rule attempts allowed per input byte.
let stepsPerByte = 400
/// Bytes PCRE2 may read per input byte, over a run.
let examinedPerByte = 200

/// Lexes `code` counting the bytes PCRE2 reads, stopping once they pass the bound (so a
/// quadratic lexer fails in about the time a linear one takes).
func assertReadsLinearly(_ code: String, _ language: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let bound = examinedPerByte * max(code.utf8.count, 1)
    let (steps, examined) = Highlighter.work(code, language: language, limit: bound)
    #expect(examined <= bound, "\(language): PCRE2 read \(examined) bytes for \(code.utf8.count) of \(String(code.prefix(12)).debugDescription)", sourceLocation: sourceLocation)
    #expect(steps <= stepsPerByte * max(code.utf8.count, 1), "\(language): \(steps) steps for \(code.utf8.count) bytes", sourceLocation: sourceLocation)
}

func assertLinear(_ code: String, _ language: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let steps = Highlighter.steps(code, language: language)
    #expect(steps <= stepsPerByte * max(code.utf8.count, 1), "\(language): \(steps) steps for \(code.utf8.count) bytes", sourceLocation: sourceLocation)
    // The text comes back whole, whatever the lexer made of it.
    let tokens = Highlighter.tokens(code, language: language)
    #expect(tokens.last?.range.upperBound == code.utf8.count, sourceLocation: sourceLocation)
}

@Test func oneMegabyteSingleLineStaysLinear() {
    assertLinear(String(repeating: "abc = foo(1, 'x', \"y\") + bar[2]; ", count: 1 << 20 / 34), "javascript")
}

// The same shape, smaller (the tests run in debug builds), for the other lexers.
@Test(arguments: ["python", "ruby", "c", "shell", "yaml", "markdown", "html", "json", "rust", "elixir"])
func longSingleLineStaysLinear(_ language: String) {
    assertLinear(String(repeating: "abc = foo(1, 'x', \"y\") + bar[2]; ", count: 2_000), language)
}

@Test(arguments: ["javascript", "python", "ruby", "c", "swift", "go", "java", "kotlin", "css", "haskell"])
func binaryJunkFinishes(_ language: String) {
    var generator = SystemRandomNumberGenerator()
    var bytes: [UInt8] = []
    for _ in 0..<50_000 { bytes.append(UInt8.random(in: 0...255, using: &generator)) }
    // Invalid UTF-8 becomes U+FFFD, as it would in a Swift String read from disk.
    assertLinear(String(decoding: bytes, as: UTF8.self), language)
}

@Test(arguments: [
    ("javascript", "\"never closed "), ("javascript", "/* never closed "), ("python", "'''never closed "),
    ("ruby", "%w( never closed "), ("ruby", "<<~EOS\nnever closed "), ("c", "/* never closed "),
    ("shell", "cat <<EOF\nnever closed "), ("rust", "/* /* nested never closed "), ("haskell", "{- never closed "),
    ("yaml", "key: |\n  never closed "), ("html", "<!-- never closed "), ("swift", "\"\"\"never closed "),
])
func unterminatedStringsAndCommentsStayLinear(_ language: String, _ opening: String) {
    assertLinear(opening + String(repeating: "word \"q\" 'r' ", count: 5_000), language)
}

@Test(arguments: [
    ("ruby", "\"#{", "}\""), ("javascript", "`${", "}`"), ("python", "f\"{", "}\""), ("swift", "\"\\(", ")\""),
    ("elixir", "\"#{", "}\""), ("scss", "#{", "}"), ("rust", "/*", "*/"), ("c", "{", "}"),
])
func deeplyNestedInterpolationStaysLinear(_ language: String, _ open: String, _ close: String) {
    let depth = 5_000
    assertLinear(String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth), language)
}

// Every coloured lexer, on openers of every common construct left unterminated and repeated:
// the work stays linear in the input (bounded rule attempts per byte), whatever the language.
@Test(arguments: Highlighter.languages)
func everyLexerStaysLinearOnUnterminatedConstructs(_ language: String) {
    for opening in ["\"", "'", "`", "/*", "(*", "{-", "<!--", "#|", "[[", "\"\"\"", "<<EOF\n", "{", "(", "[", "%{", "\\"] {
        assertLinear(String(repeating: opening + "x y ", count: 2_000), language)
    }
}

// The inputs issue 31 found quadratic, at a megabyte: PCRE2 read the rest of the text from
// every opener (Make's `"` string rule and its `([^\n:]+)(:+)` over a line without `:`, C's
// comment and function-signature rules, HTML's comment, Go's and C--'s comments, Matlab's
// strings).
@Test(arguments: [
    ("make", "\"\\"), ("make", "# x"), ("make", "x y z "), ("c", "/* x y "), ("c", "(* x y "), ("c", "( x y "),
    ("html", "<!-- x "), ("cpp", "/* x y "), ("objective_c", "( x y "),
    // The last three lexers to become linear (session 9): a guarded loop, a two-byte loop row,
    // a lookahead that succeeds.
    ("go", "/* x y "), ("ghc-cmm", "/* x y "), ("matlab", "\" x y "), ("matlab", "' x y "),
])
func megabyteOfUnterminatedOpenersReadsLinearly(_ language: String, _ opening: String) {
    assertReadsLinearly(String(repeating: opening, count: (1 << 20) / opening.utf8.count), language)
}

// Every lexer of the registry, on unterminated strings, comments, brackets and heredocs of
// every common form, repeated: the bytes PCRE2 reads stay linear in the input.
@Test(arguments: Highlighter.languages)
func everyLexerReadsLinearlyOnUnterminatedConstructs(_ language: String) {
    for opening in [
        "\"", "'", "`", "/*", "(*", "{-", "<!--", "#|", "[[", "\"\"\"", "'''", "<<EOF\n", "<<-EOF\n", "{", "(", "[", "%{", "%w(",
        "\\", "\"\\", "#", "//", "--[[", "<", "${", "#{", "{{", "{%", "x:", "x =",
    ] {
        let code = String(repeating: opening + "x y ", count: 2_000)
        if stillQuadratic.contains(language + " " + opening) {
            withKnownIssue("issue 31: a pattern shape AbsorbingLoop does not cover yet") { assertReadsLinearly(code, language) }
        } else {
            assertReadsLinearly(code, language)
        }
    }
}

/// The lexers and openers still quadratic (issue 31 left open): none since session 9. Kept so
/// that a pair found later can be listed (with the pattern shape `AbsorbingLoop` lacks) and
/// stays known, and so that fixing one fails the test until it is taken off.
let stillQuadratic: Set<String> = []

/// A guard against a hang, not a speed check (the test takes milliseconds): the clock runs
/// while the test waits for a thread behind the CPU-bound lexer suites on two cores, which took
/// past a minute in a whole `scripts/test` (and under scripts/sanitize). Without the match
/// limit the attempt would take hours, so ten minutes still catches that.
let runawayTimeLimit: TimeLimitTrait.Duration = .minutes(10)

// A pattern that backtracks exponentially (nested quantifiers before a byte that never comes)
// must stop at PCRE2's match limit; the block then ends as plain text, as Rouge writes code it
// has no lexer for. Without the limit this lexer takes about 2^40 steps on one attempt.
@Test(.timeLimit(runawayTimeLimit))
func runawayPatternStopsAtMatchLimitAndRestIsPlainText() {
    let lexer = CompiledLexer(LexerDefinition(states: [
        ("root", [r(#"(?:a+)+b"#, .k), r(#"\s+"#, .text), r(#"[^a\s]+"#, .n)]),
    ]))
    let head = "one two\n"
    let code = Array((head + String(repeating: "a", count: 40) + "c tail\n").utf8)
    let run = Highlighter.lex(code, with: lexer)
    #expect(run.stoppedAtLimit)
    #expect(run.tokens == [
        Token(tokenClass: .n, range: 0..<3), Token(tokenClass: .text, range: 3..<4),
        Token(tokenClass: .n, range: 4..<7), Token(tokenClass: .text, range: 7..<code.count),
    ])
    // Rule attempts stop at the runaway one: nothing after it is tried.
    #expect(run.steps <= 3 * head.utf8.count + 1)
}

// The JIT's stack grows beyond its 32 KB default: Java's string rule, an alternation repeated
// once per character, matches a 20,000-character literal whole, as Onigmo (which has no such
// limit) does; with the default stack the match failed and the quote became an error token.
@Test func longStringLiteralMatchesBeyondTheDefaultJITStack() {
    let literal = "\"" + String(repeating: "x", count: 20_000) + "\""
    let tokens = Highlighter.tokens("String s = " + literal + ";\n", language: "java")
    #expect(tokens.contains { $0.tokenClass == .s && $0.range == 11..<11 + literal.utf8.count })
    #expect(!tokens.contains { $0.tokenClass == .err })
}

// Matlab's strings, `"(?=(.*"))` and `'(?=(.*'))`, several on a line: after the first match the
// later openers are answered by the success fact (`AbsorbingLoop.successRest`) without PCRE2,
// and the last opener of a line, with no closing quote after it, is still tried. Expected:
// rougify 3.30.
@Test func matlabStringsAnsweredByAnEarlierMatchColourAsRouge() {
    let code = "a = 'it''s' + \"x\" + 'b';\ns = \"x y \"\"z\"\" \" + 'p' 'q' ' 'r\nt = \"\"\"x\"\"\" '''y''' \"\\ \"u\" 'v\nw = x' + y' \"open\n"
    #expect(Highlighter.html(code, language: "matlab") == "<span class=\"n\">a</span> <span class=\"o\">=</span> <span class=\"s1\">'it</span><span class=\"se\">''</span><span class=\"s1\">s'</span> <span class=\"o\">+</span> <span class=\"s2\">\"x\"</span> <span class=\"o\">+</span> <span class=\"s1\">'b'</span><span class=\"p\">;</span>\n<span class=\"n\">s</span> <span class=\"o\">=</span> <span class=\"s2\">\"x y </span><span class=\"se\">\"\"</span><span class=\"s2\">z</span><span class=\"se\">\"\"</span><span class=\"s2\"> \"</span> <span class=\"o\">+</span> <span class=\"s1\">'p'</span> <span class=\"s1\">'q'</span> <span class=\"s1\">' '</span><span class=\"n\">r</span>\n<span class=\"n\">t</span> <span class=\"o\">=</span> <span class=\"s2\">\"</span><span class=\"se\">\"\"</span><span class=\"s2\">x</span><span class=\"se\">\"\"</span><span class=\"s2\">\"</span> <span class=\"s1\">'</span><span class=\"se\">''</span><span class=\"s1\">y</span><span class=\"se\">''</span><span class=\"s1\">'</span> <span class=\"s2\">\"\\ \"</span><span class=\"n\">u</span><span class=\"err\">\"</span> <span class=\"o\">'</span><span class=\"n\">v</span>\n<span class=\"n\">w</span> <span class=\"o\">=</span> <span class=\"n\">x</span><span class=\"s1\">' + y'</span> <span class=\"err\">\"</span><span class=\"nb\">open</span>\n")
}
